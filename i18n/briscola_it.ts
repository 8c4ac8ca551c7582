<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Briscola</source>
        <translation>Informazioni su Briscola</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Briscola&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The Italian card game, with Neapolitan, Piacentine, Sicilian, Brescian, Triestine and French cards.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The card art, the icons and the sounds were drawn and made by the briscola-qt project, under the same licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Briscola&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Il gioco di carte italiano, con carte napoletane, piacentine, siciliane, bresciane, triestine e francesi.&lt;/p&gt;&lt;p&gt;Software libero sotto la GNU General Public License, versione 3 o successiva. Le carte, le icone e i suoni sono stati disegnati e creati dal progetto briscola-qt, con la stessa licenza.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The log of this program is kept in: %1</source>
        <translation>Il registro del programma si trova in: %1</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Apri la &amp;cartella del registro</translation>
    </message>
    <message>
        <source>Components and their licences</source>
        <translation>Componenti e loro licenze</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Testo della licenza</translation>
    </message>
    <message>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Included in this program, with their licences:</source>
        <translation>Inclusi in questo programma, con le loro licenze:</translation>
    </message>
    <message>
        <source>(%1 cannot be read: %2)</source>
        <translation>(%1 non si può leggere: %2)</translation>
    </message>
</context>
<context>
    <name>Analyst</name>
    <message>
        <source>the analysis stopped unexpectedly (exit code %1)</source>
        <translation>l&apos;analisi si è fermata all&apos;improvviso (codice di uscita %1)</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <source>Your turn to speak…</source>
        <translation>Tocca a te parlare…</translation>
    </message>
    <message>
        <source>%1 is to speak…</source>
        <translation>Tocca a %1…</translation>
    </message>
</context>
<context>
    <name>AutoSave</name>
    <message>
        <source>The game cannot be saved (%1): closing the window will lose it.</source>
        <translation>Non è possibile salvare la partita (%1): chiudendo la finestra andrà persa.</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>il file è danneggiato</translation>
    </message>
    <message>
        <source>it was saved by another version of Briscola</source>
        <translation>è stata salvata da un&apos;altra versione di Briscola</translation>
    </message>
    <message>
        <source>it holds a game these rules do not allow</source>
        <translation>contiene una partita che queste regole non ammettono</translation>
    </message>
    <message>
        <source>Your saved game could not be read (%1), nor moved aside (%2). A new game starts and will not be saved, so that file stays as it is: %3</source>
        <translation>Non è stato possibile leggere la partita salvata (%1), né spostarla da parte (%2). Inizia una nuova partita, che non verrà salvata, così quel file resta com&apos;è: %3</translation>
    </message>
    <message>
        <source>Your saved game could not be read (%1). It is kept as %2; a new game starts.</source>
        <translation>Non è stato possibile leggere la partita salvata (%1). È conservata come %2; inizia una nuova partita.</translation>
    </message>
</context>
<context>
    <name>BetweenDeals</name>
    <message>
        <source>The match is over. Close the table when you like: it closes for everyone.</source>
        <translation>La partita è finita. Chiudi il tavolo quando vuoi: si chiude per tutti.</translation>
    </message>
    <message>
        <source>The match is over: leave the table when you like.</source>
        <translation>La partita è finita: lascia il tavolo quando vuoi.</translation>
    </message>
    <message>
        <source>It is dealt once everyone has pressed Next deal.</source>
        <translation>Le carte vengono distribuite quando tutti hanno premuto Smazzata successiva.</translation>
    </message>
    <message>
        <source>Next deal: you start.</source>
        <translation>Prossima smazzata: cominci tu.</translation>
    </message>
    <message>
        <source>Next deal: %1 starts.</source>
        <translation>Prossima smazzata: comincia %1.</translation>
    </message>
    <message>
        <source>The next deal is dealt once everyone has pressed Next deal…</source>
        <translation>La prossima smazzata viene distribuita quando tutti hanno premuto Smazzata successiva…</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>denari</translation>
    </message>
    <message>
        <source>cups</source>
        <translation>coppe</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>batons</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>CelebrationWords</name>
    <message>
        <source>Your team wins the match!</source>
        <translation>La tua squadra ha vinto la partita!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>The opponents win the match</source>
        <translation>Gli avversari vincono la partita</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation>%1 vince la partita</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Your team wins the deal!</source>
        <translation>La tua squadra vince la smazzata!</translation>
    </message>
    <message>
        <source>You win the deal!</source>
        <translation>Vinci la smazzata!</translation>
    </message>
    <message>
        <source>The opponents win the deal</source>
        <translation>Gli avversari vincono la smazzata</translation>
    </message>
    <message>
        <source>%1 wins the deal</source>
        <translation>%1 vince la smazzata</translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation>Tutti hanno passato</translation>
    </message>
    <message>
        <source>Your side wins the deal!</source>
        <translation>La tua squadra vince la smazzata!</translation>
    </message>
    <message>
        <source>The caller&apos;s side wins the deal</source>
        <translation>Chiamante e socio vincono la smazzata</translation>
    </message>
    <message>
        <source>The defenders win the deal</source>
        <translation>I difensori vincono la smazzata</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>%1 – %1</source>
        <translation>%1 – %1</translation>
    </message>
</context>
<context>
    <name>ChiamataRules</name>
    <message>
        <source>Five players, each dealt %1 cards: the whole deck, no stock and no briscola turned up. The trump is chosen in the auction.</source>
        <translation>Cinque giocatori, %1 carte a testa: tutto il mazzo, senza tallone e senza briscola scoperta. La briscola si sceglie nell&apos;asta.</translation>
    </message>
    <message>
        <source>The auction (asta): the first player after the dealer speaks first, then each in turn. You pass, and are out of the auction, or call a rank lower than the one standing: %1. Once a 2 stands, a player may still call 2 with more points (%2 up to %3). When all but one have passed, that player is the caller (chiamante); if all pass, the deal is thrown in.</source>
        <translation>L&apos;asta: parla per primo chi siede dopo il mazziere, poi gli altri a turno. Si passa, e si esce dall&apos;asta, oppure si chiama un valore più basso di quello in piedi: %1. Quando si è arrivati al 2, si può ancora chiamare il 2 con più punti (da %2 a %3). Quando tutti tranne uno hanno passato, quello è il chiamante; se passano tutti, la smazzata si annulla.</translation>
    </message>
    <message>
        <source>The caller names a suit: the called card is the called rank of that suit, and that suit is trump. Whoever holds it is the caller&apos;s partner (socio), a secret until the card is played. A caller may call a card of their own hand (chiamarsi in mano) and play alone against four.</source>
        <translation>Il chiamante sceglie il seme: la carta chiamata è il valore chiamato di quel seme, e quel seme è briscola. Chi la tiene è il socio del chiamante, un segreto finché la carta non esce. Il chiamante può chiamare una carta che ha in mano (chiamarsi in mano) e giocare da solo contro quattro.</translation>
    </message>
    <message>
        <source>Eight tricks of five. The caller&apos;s side wins with at least %1 points (or the points called with a 2). A win scores the caller +2, the partner +1 and each defender -1; a loss the opposite; a caller alone scores 4 instead of 2. A match is %2 or %3 deals, and the highest total wins.</source>
        <translation>Otto prese da cinque carte. Chiamante e socio vincono con almeno %1 punti (o i punti chiamati col 2). Se vincono, il chiamante fa +2, il socio +1 e ogni difensore -1; se perdono, il contrario; il chiamante da solo fa 4 invece di 2. Una partita è di %2 o %3 smazzate, e vince il totale più alto.</translation>
    </message>
    <message>
        <source>On the table the auction is a panel with the calls you may make (keys: the rank&apos;s sign, P to pass; 1 to 4 for the suit). Each plate shows its player&apos;s last call; the called card lies on the left for the whole deal. The partner stays unknown until the called card falls; then the plates take their side&apos;s colour.</source>
        <translation>Sul tavolo l&apos;asta è un pannello con le chiamate che puoi fare (tasti: il segno del valore, P per passare; da 1 a 4 per il seme). Ogni targhetta mostra l&apos;ultima chiamata del suo giocatore; la carta chiamata resta a sinistra per tutta la smazzata. Il socio resta sconosciuto finché la carta chiamata non esce; allora le targhette prendono il colore della loro squadra.</translation>
    </message>
    <message>
        <source>The caller leads the first trick, instead of the player after the dealer.</source>
        <translation>Il chiamante gioca la prima carta, invece di chi siede dopo il mazziere.</translation>
    </message>
</context>
<context>
    <name>ChiamataWords</name>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 chiama %2</translation>
    </message>
    <message>
        <source>You call %1</source>
        <translation>Chiami %1</translation>
    </message>
    <message>
        <source>%1 · partner</source>
        <translation>%1 · in squadra</translation>
    </message>
    <message>
        <source>%1 · caller&apos;s partner</source>
        <translation>%1 · in squadra con chi chiama</translation>
    </message>
    <message>
        <source>%1 · alone</source>
        <translation>%1 · da solo</translation>
    </message>
    <message>
        <source>Called: %1</source>
        <translation>Chiamata: %1</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Asta</translation>
    </message>
    <message>
        <source>You are the partner</source>
        <translation>Sei in squadra con chi ha chiamato</translation>
    </message>
    <message>
        <source>You play alone</source>
        <translation>Giochi da solo</translation>
    </message>
    <message>
        <source>Partner: unknown</source>
        <translation>Con chi chiama: non si sa ancora</translation>
    </message>
    <message>
        <source>Partner?</source>
        <translation>Con chi chiama?</translation>
    </message>
    <message>
        <source>Partner: you</source>
        <translation>Con chi chiama: tu</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Da solo</translation>
    </message>
    <message>
        <source>Partner: %1</source>
        <translation>Con chi chiama: %1</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s partner!</source>
        <translation>%1 è in squadra con %2!</translation>
    </message>
    <message>
        <source>%1 is your partner!</source>
        <translation>%1 è in squadra con te!</translation>
    </message>
    <message>
        <source>You are %1&apos;s partner!</source>
        <translation>Sei in squadra con %1!</translation>
    </message>
    <message>
        <source>%1 called a card of their own: alone!</source>
        <translation>%1 si è chiamato in mano: gioca da solo!</translation>
    </message>
    <message>
        <source>You called your own card: you play alone!</source>
        <translation>Ti sei chiamato in mano: giochi da solo!</translation>
    </message>
    <message>
        <source>Your call: call a rank, or pass.</source>
        <translation>Tocca a te: chiama un valore, o passa.</translation>
    </message>
    <message>
        <source>Your call: lower than %1, or pass.</source>
        <translation>Tocca a te: chiama sotto %1, o passa.</translation>
    </message>
    <message>
        <source>Your call: the 2 for more than %1 points, or pass.</source>
        <translation>Tocca a te: il 2 a più di %1 punti, o passa.</translation>
    </message>
    <message>
        <source>Keys: Enter calls the points in the box, P passes.</source>
        <translation>Tasti: Invio chiama i punti nella casella, P per passare.</translation>
    </message>
    <message>
        <source>%1 (alone)</source>
        <translation>%1 (da solo)</translation>
    </message>
    <message>
        <source>You hold this card: calling it, you play alone against four (4 points if you win, -4 if you lose).</source>
        <translation>Hai questa carta: chiamandola ti chiami in mano e giochi da solo contro quattro (4 punti se vinci, -4 se perdi).</translation>
    </message>
    <message>
        <source>You won the auction: choose the suit of the %1 you call.</source>
        <translation>Hai vinto l&apos;asta: scegli il seme del %1 che chiami.</translation>
    </message>
    <message>
        <source>Call 2 for</source>
        <translation>Chiama il 2 a</translation>
    </message>
    <message>
        <source>Points the 2 must take</source>
        <translation>Punti che il 2 deve fare</translation>
    </message>
    <message>
        <source>Keys: the rank&apos;s sign to call it, P to pass.</source>
        <translation>Tasti: il segno del valore per chiamarlo, P per passare.</translation>
    </message>
    <message>
        <source>Keys: 1 to 4 for the suits.</source>
        <translation>Tasti: da 1 a 4 per i semi.</translation>
    </message>
    <message>
        <source>In the auction: call the rank of that sign</source>
        <translation>Nell&apos;asta: chiama il valore di quel segno</translation>
    </message>
    <message>
        <source>%1 (%2 calls the %3)</source>
        <translation>%1 (%2 chiama il %3)</translation>
    </message>
    <message>
        <source>In the auction: pass</source>
        <translation>Nell&apos;asta: passa</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>In the auction, once a 2 is called: call the points in the box</source>
        <translation>Nell&apos;asta, chiamato il 2: chiama i punti nella casella</translation>
    </message>
    <message>
        <source>Having won the auction: the suit of the card you call (%1)</source>
        <translation>Vinta l&apos;asta: il seme della carta che chiami (%1)</translation>
    </message>
    <message>
        <source>nobody has called yet</source>
        <translation>nessuno ha ancora chiamato</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is thrown in</source>
        <translation>Hanno passato tutti: la smazzata è annullata</translation>
    </message>
    <message>
        <source>Your side wins the deal: %1 points to %2</source>
        <translation>La tua squadra vince la smazzata: %1 punti a %2</translation>
    </message>
    <message>
        <source>The caller&apos;s side wins the deal: %1 points to %2</source>
        <translation>Chiamante e socio vincono la smazzata: %1 punti a %2</translation>
    </message>
    <message>
        <source>The defenders win the deal: %1 points to %2</source>
        <translation>I difensori vincono la smazzata: %1 punti a %2</translation>
    </message>
    <message>
        <source>You and the defenders win the deal: %1 points to %2</source>
        <translation>Tu e gli altri difensori vincete la smazzata: %1 punti a %2</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is thrown in and scores nothing.</source>
        <translation>Hanno passato tutti: la smazzata è annullata e non vale nulla.</translation>
    </message>
    <message>
        <source>%1 called %2.</source>
        <translation>%1 ha chiamato %2.</translation>
    </message>
    <message>
        <source>%1 called %2 for %3 points.</source>
        <translation>%1 ha chiamato %2 a %3 punti.</translation>
    </message>
    <message>
        <source>You called %1.</source>
        <translation>Hai chiamato %1.</translation>
    </message>
    <message>
        <source>You called %1 for %2 points.</source>
        <translation>Hai chiamato %1 a %2 punti.</translation>
    </message>
    <message>
        <source>The partner was %1.</source>
        <translation>In squadra con chi ha chiamato c&apos;era %1.</translation>
    </message>
    <message>
        <source>You were the partner.</source>
        <translation>Eri in squadra con chi ha chiamato.</translation>
    </message>
    <message>
        <source>The caller held the called card and played alone.</source>
        <translation>Il chiamante si era chiamato in mano e ha giocato da solo.</translation>
    </message>
    <message>
        <source>You held the called card and played alone.</source>
        <translation>Ti eri chiamato in mano e hai giocato da solo.</translation>
    </message>
    <message>
        <source>Caller&apos;s side %1 points, defenders %2 (the call needed %3).</source>
        <translation>Chiamante e socio %1 punti, difensori %2 (ne servivano %3).</translation>
    </message>
    <message>
        <source>The caller&apos;s side made it.</source>
        <translation>Chiamante e socio ce l&apos;hanno fatta.</translation>
    </message>
    <message>
        <source>The defenders beat the call.</source>
        <translation>I difensori hanno battuto la chiamata.</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>smazzata %1</translation>
    </message>
    <message>
        <source>match %1</source>
        <translation>partita %1</translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Chiamante</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Caller, alone</source>
        <translation>Chiamante, da solo</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Join at a club server</source>
        <translation>Siediti a un tavolo di un server di club</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>per esempio %1</translation>
    </message>
    <message>
        <source>The address your club gives: host:port, or a wss:// address. Without a port, the server&apos;s own port (47045) is meant.</source>
        <translation>L&apos;indirizzo che ti dà il tuo club: host:porta, oppure un indirizzo wss://. Senza porta si intende quella del server (47045).</translation>
    </message>
    <message>
        <source>only if the server has one</source>
        <translation>solo se il server ne ha una</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and list its tables.</source>
        <translation>Scrivi l&apos;indirizzo del server e mostra i suoi tavoli.</translation>
    </message>
    <message>
        <source>&amp;List the tables</source>
        <translation>&amp;Mostra i tavoli</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>The code the table&apos;s opener reads to you</source>
        <translation>Il codice che ti legge chi ha aperto il tavolo</translation>
    </message>
    <message>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Codice d&apos;invito:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Open a new table…</source>
        <translation>&amp;Apri un nuovo tavolo…</translation>
    </message>
    <message>
        <source>Open a table of your own on this server, and read its code to your friends</source>
        <translation>Apri un tuo tavolo su questo server e leggi il suo codice ai tuoi amici</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>Sie&amp;diti al tavolo</translation>
    </message>
    <message>
        <source>Type the server&apos;s address: host:port (for example briscola.example.org:47045) or a wss:// address.</source>
        <translation>Scrivi l&apos;indirizzo del server: host:porta (per esempio briscola.example.org:47045) oppure un indirizzo wss://.</translation>
    </message>
    <message>
        <source>Asking %1 for its tables…</source>
        <translation>Si chiedono a %1 i suoi tavoli…</translation>
    </message>
    <message>
        <source>No table is open on this server: open one, and invite your friends.</source>
        <translation>Su questo server non c&apos;è nessun tavolo aperto: aprine uno e invita i tuoi amici.</translation>
    </message>
    <message>
        <source>%1 tables are open; the first %2 are listed. Choose one to join.</source>
        <translation>Ci sono %1 tavoli aperti; qui sono elencati i primi %2. Scegline uno a cui sederti.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) open. Choose one to join, or open a new one.</source>
        <translation>
            <numerusform>%n tavolo aperto. Sceglilo per sederti, o aprine uno nuovo.</numerusform>
            <numerusform>%n tavoli aperti. Scegline uno a cui sederti, o aprine uno nuovo.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tables listed.</source>
        <translation>Nessun tavolo elencato.</translation>
    </message>
    <message>
        <source>Choose a table in the list first.</source>
        <translation>Prima scegli un tavolo nell&apos;elenco.</translation>
    </message>
    <message>
        <source>That is not an invitation code: a number and two words, as the table&apos;s opener reads it to you.</source>
        <translation>Questo non è un codice d&apos;invito: un numero e due parole, come te lo legge chi ha aperto il tavolo.</translation>
    </message>
    <message>
        <source>Taking your place at the table…</source>
        <translation>Prendi posto al tavolo…</translation>
    </message>
</context>
<context>
    <name>ClubTableDialog</name>
    <message>
        <source>Open a table at %1</source>
        <translation>Apri un tavolo su %1</translation>
    </message>
    <message>
        <source>The server opens the table and gives you its code for your friends</source>
        <translation>Il server apre il tavolo e ti dà il suo codice per i tuoi amici</translation>
    </message>
    <message>
        <source>Opening the table on the server…</source>
        <translation>Si apre il tavolo sul server…</translation>
    </message>
</context>
<context>
    <name>ClubWords</name>
    <message>
        <source>Nobody answers at %1. Check the server&apos;s address (host:port, or the wss:// address your club gives) and that you are online.</source>
        <translation>Non risponde nessuno a %1. Controlla l&apos;indirizzo del server (host:porta, o l&apos;indirizzo wss:// che ti dà il tuo club) e di essere connesso a Internet.</translation>
    </message>
    <message>
        <source>%1 answers, but the Briscola server behind it does not just now: it may be restarting. Try again in a moment.</source>
        <translation>%1 risponde, ma il server di Briscola che c&apos;è dietro al momento no: forse si sta riavviando. Riprova tra un momento.</translation>
    </message>
    <message>
        <source>%1 answers, but it is not a Briscola server. A friend&apos;s own table is joined with its address in the Join dialog.</source>
        <translation>%1 risponde, ma non è un server di Briscola. Al tavolo ospitato da un amico ci si siede con il suo indirizzo nella finestra Siediti a un tavolo.</translation>
    </message>
    <message>
        <source>That is not this server&apos;s password. Ask your club for it.</source>
        <translation>Non è la password di questo server. Chiedila al tuo club.</translation>
    </message>
    <message>
        <source>This server asks for a password: type the one your club gave you.</source>
        <translation>Questo server chiede una password: scrivi quella che ti ha dato il tuo club.</translation>
    </message>
    <message>
        <source>This server speaks another version of Briscola&apos;s lobby: the app and the server need the same version.</source>
        <translation>Questo server parla un&apos;altra versione della sala di Briscola: l&apos;app e il server devono avere la stessa versione.</translation>
    </message>
    <message>
        <source>The server stopped answering. Try again in a moment.</source>
        <translation>Il server ha smesso di rispondere. Riprova tra un momento.</translation>
    </message>
    <message>
        <source>The server is too busy to answer now. Try again in a moment.</source>
        <translation>Il server è troppo occupato per rispondere ora. Riprova tra un momento.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it may and opens no new one now: try again later, or join a table in the list.</source>
        <translation>Il server ha già tutti i tavoli che può tenere e per ora non ne apre di nuovi: riprova più tardi, o siediti a un tavolo dell&apos;elenco.</translation>
    </message>
    <message>
        <source>You have opened as many tables on this server as it allows: play at one of them, or wait until one closes.</source>
        <translation>Hai aperto su questo server tutti i tavoli che consente: gioca a uno di quelli, o aspetta che uno si chiuda.</translation>
    </message>
    <message>
        <source>The server could not open the table. Try again later.</source>
        <translation>Il server non è riuscito ad aprire il tavolo. Riprova più tardi.</translation>
    </message>
    <message>
        <source>The server does not open such a table (%1).</source>
        <translation>Il server non apre un tavolo così (%1).</translation>
    </message>
    <message>
        <source>The server refused (%1).</source>
        <translation>Il server ha rifiutato (%1).</translation>
    </message>
    <message>
        <source>No table could be listed: part of this server did not answer just now, so the list may be incomplete. List the tables again in a moment, or open a new one.</source>
        <translation>Non si è potuto elencare nessun tavolo: una parte di questo server al momento non ha risposto, quindi l&apos;elenco potrebbe essere incompleto. Premi di nuovo Mostra i tavoli tra un momento, o aprine uno nuovo.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) listed, but part of this server did not answer just now: some of its tables could not be listed, and the list may be incomplete. Choose one of these, or list the tables again in a moment.</source>
        <translation>
            <numerusform>%n tavolo elencato, ma una parte di questo server al momento non ha risposto: alcuni dei suoi tavoli non si sono potuti elencare, e l&apos;elenco potrebbe essere incompleto. Sceglilo, o premi di nuovo Mostra i tavoli tra un momento.</numerusform>
            <numerusform>%n tavoli elencati, ma una parte di questo server al momento non ha risposto: alcuni dei suoi tavoli non si sono potuti elencare, e l&apos;elenco potrebbe essere incompleto. Scegline uno, o premi di nuovo Mostra i tavoli tra un momento.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server&apos;s processes that did not answer: %1</source>
        <translation>I processi del server che non hanno risposto: %1</translation>
    </message>
    <message>
        <source>The server did not answer for this table just now: the part of the server that holds it may be restarting, or you may be offline. Try again in a moment, or choose another table.</source>
        <translation>Il server al momento non ha risposto per questo tavolo: la parte del server che lo ospita forse si sta riavviando, oppure non sei connesso a Internet. Riprova tra un momento, o scegli un altro tavolo.</translation>
    </message>
    <message>
        <source>That table is no longer open on the server. Choose another one from the list.</source>
        <translation>Quel tavolo non è più aperto sul server. Scegline un altro dall&apos;elenco.</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Tavolo di %1</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Un tavolo</translation>
    </message>
    <message>
        <source>match over</source>
        <translation>partita finita</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) free</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>full</source>
        <translation>al completo</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (assente)</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>ancora nessuno</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Something unexpected happened inside the game.</source>
        <translation>Nel gioco è successo qualcosa di imprevisto.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table misbehaves, start a new game: the game in progress is saved. To help fix it, copy the report below into a bug report.</source>
        <translation>Puoi continuare a giocare. Se il tavolo non si comporta bene, inizia una nuova partita: quella in corso è salvata. Per aiutarci a correggere l&apos;errore, copia il rapporto qui sotto in una segnalazione.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copia il rapporto</translation>
    </message>
</context>
<context>
    <name>CutPanel</name>
    <message>
        <source>Cut the deck</source>
        <translation>Alza il mazzo</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copy the whole commitment</source>
        <translation>Copia tutto il sigillo</translation>
    </message>
    <message>
        <source>The shuffle is sealed: this is the fingerprint of its secret seed. Cut with a word or a number of your own, or keep this one. The seed is shown when the deal ends, so you can check that nobody chose the cards.</source>
        <translation>Il mescolamento è sigillato: questa è l&apos;impronta del suo codice segreto. Alza con una parola o un numero tuo, o tieni questo. Il codice viene mostrato a fine smazzata, così puoi controllare che nessuno abbia scelto le carte.</translation>
    </message>
    <message>
        <source>Your cut</source>
        <translation>La tua alzata</translation>
    </message>
    <message>
        <source>Cut and deal</source>
        <translation>Alza e distribuisci</translation>
    </message>
    <message>
        <source>Always keep the random cut</source>
        <translation>Tieni sempre l&apos;alzata casuale</translation>
    </message>
    <message>
        <source>You can change this in Settings.</source>
        <translation>Puoi cambiarlo nelle Impostazioni.</translation>
    </message>
    <message>
        <source>Commitment:</source>
        <translation>Sigillo:</translation>
    </message>
    <message>
        <source>SHA-256 of the deal&apos;s secret seed: %1</source>
        <translation>SHA-256 del codice segreto della smazzata: %1</translation>
    </message>
</context>
<context>
    <name>DealEnd</name>
    <message>
        <source>New match…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Next deal (N)</source>
        <translation>Smazzata successiva (N)</translation>
    </message>
    <message>
        <source>The game is over: start a new one with the button or Ctrl+N.</source>
        <translation>La partita è finita: iniziane una nuova con il pulsante o con Ctrl+N.</translation>
    </message>
    <message>
        <source>The match is over: start a new one with the button or Ctrl+N.</source>
        <translation>La partita è finita: iniziane una nuova con il pulsante o con Ctrl+N.</translation>
    </message>
    <message>
        <source>The deal is over: N deals the next, S shows its summary again.</source>
        <translation>La smazzata è finita: N dà le carte della successiva, S ne mostra di nuovo il riepilogo.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>End of the deal</source>
        <translation>Fine della smazzata</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>Total: %1 points</source>
        <translation>Totale: %1 punti</translation>
    </message>
    <message>
        <source>Match: %1</source>
        <translation>Partita: %1</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message>
        <source>Review this deal…</source>
        <translation>Rivedi questa smazzata…</translation>
    </message>
    <message>
        <source>A draw: %1 points each</source>
        <translation>Pareggio: %1 punti a testa</translation>
    </message>
    <message>
        <source>Your team wins the deal with %1 points</source>
        <translation>La tua squadra vince la smazzata con %1 punti</translation>
    </message>
    <message>
        <source>You win the deal with %1 points</source>
        <translation>Vinci la smazzata con %1 punti</translation>
    </message>
    <message>
        <source>The opponents win the deal with %1 points</source>
        <translation>Gli avversari vincono la smazzata con %1 punti</translation>
    </message>
    <message>
        <source>%1 wins the deal with %2 points</source>
        <translation>%1 vince la smazzata con %2 punti</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <translation>La tua squadra ha vinto la partita!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>The opponents win the match</source>
        <translation>Gli avversari vincono la partita</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation>%1 vince la partita</translation>
    </message>
</context>
<context>
    <name>DeckDialog</name>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>DeckNotices</name>
    <message>
        <source>Your decks folder %1 cannot be made: %2</source>
        <translation>Non è possibile creare la cartella dei tuoi mazzi %1: %2</translation>
    </message>
    <message>
        <source>These decks were skipped; put them right and start the game again:

%1</source>
        <translation>Questi mazzi sono stati saltati; correggili e avvia di nuovo il gioco:

%1</translation>
    </message>
    <message>
        <source>The card deck %1 is no longer installed: the table uses %2.</source>
        <translation>Il mazzo %1 non è più installato: il tavolo usa %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s) could not be used: see View &gt; Cards.</source>
        <translation>
            <numerusform>%n mazzo non si può usare: vedi Vista &gt; Carte.</numerusform>
            <numerusform>%n mazzi non si possono usare: vedi Vista &gt; Carte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairTable</name>
    <message>
        <source>Sealed shuffle %1</source>
        <translation>Mazzo sigillato %1</translation>
    </message>
    <message>
        <source>Type a word or a number to cut the deck with.</source>
        <translation>Scrivi una parola o un numero per alzare il mazzo.</translation>
    </message>
    <message>
        <source>Cut the deck: Enter keeps the number offered.</source>
        <translation>Alza il mazzo: Invio tiene il numero proposto.</translation>
    </message>
    <message>
        <source>This cut cannot be used: type a word or a number.</source>
        <translation>Questa alzata non si può usare: scrivi una parola o un numero.</translation>
    </message>
    <message>
        <source>The commitment to this deal&apos;s secret seed (SHA-256): %1. The seed is shown when the deal ends.</source>
        <translation>Il sigillo del codice segreto di questa smazzata (SHA-256): %1. Il codice viene mostrato a fine smazzata.</translation>
    </message>
    <message>
        <source>✔ Shuffle verified</source>
        <translation>✔ Mescolamento verificato</translation>
    </message>
    <message>
        <source>✘ Shuffle not verified</source>
        <translation>✘ Mescolamento non verificato</translation>
    </message>
    <message>
        <source>The deal&apos;s summary (S) shows the seed and the cut.</source>
        <translation>Il riepilogo della smazzata (S) mostra il codice segreto e l&apos;alzata.</translation>
    </message>
    <message>
        <source>Copied without the deal&apos;s record, which could not be saved (%1): it checks the commitment only.</source>
        <translation>Copiato senza la registrazione della smazzata, che non si è potuta salvare (%1): controlla solo il sigillo.</translation>
    </message>
    <message>
        <source>Copied. It checks the cards in the deal&apos;s record, saved for it in %1</source>
        <translation>Copiato. Controlla le carte nella registrazione della smazzata, salvata apposta in %1</translation>
    </message>
    <message>
        <source>Copied. It checks the cards in the deal&apos;s record in your history: %1</source>
        <translation>Copiato. Controlla le carte nella registrazione della smazzata nel tuo storico: %1</translation>
    </message>
    <message>
        <source>Commitment: %1
Cut: %2
Seed: %3</source>
        <translation>Sigillo: %1
Alzata: %2
Codice segreto: %3</translation>
    </message>
</context>
<context>
    <name>FamilyWords</name>
    <message>
        <source>Italian cards, Spanish suits</source>
        <translation>Carte italiane, semi spagnoli</translation>
    </message>
    <message>
        <source>Italian cards, Italian suits</source>
        <translation>Carte italiane, semi italiani</translation>
    </message>
    <message>
        <source>French cards</source>
        <translation>Carte francesi</translation>
    </message>
</context>
<context>
    <name>FeltWords</name>
    <message>
        <source>Your turn: click a card, or press %1</source>
        <translation>Tocca a te: fai clic su una carta o premi %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Click or press Space to continue</source>
        <translation>Fai clic o premi Spazio per continuare</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation>Fai clic per continuare</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>%1 · partner</source>
        <translation>%1 · in squadra</translation>
    </message>
    <message>
        <source>Briscola: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>No briscola · follow suit</source>
        <translation>Niente briscola · rispondi al seme</translation>
    </message>
    <message>
        <source>No briscola</source>
        <translation>Niente briscola</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Prossima carta</translation>
    </message>
    <message>
        <source>Next card · %1 in the stock</source>
        <translation>Prossima carta · %1 nel mazzo</translation>
    </message>
    <message>
        <source>Next card · %1</source>
        <translation>Prossima carta · %1</translation>
    </message>
    <message>
        <source>Next · %1</source>
        <translation>Prossima · %1</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Prossima</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Mazzo: %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>Once a trick is complete, a golden ring marks the card led and a moving blue and black ring the card that takes the trick.</source>
        <translation>A presa completa, un anello dorato segna la carta di uscita e un anello blu e nero in movimento la carta che prende.</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>La tua carta</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Giocata da %1</translation>
    </message>
    <message>
        <source>The card led (golden ring)</source>
        <translation>La carta di uscita (anello dorato)</translation>
    </message>
    <message>
        <source>It takes the trick (blue and black ring)</source>
        <translation>Vince la presa (anello blu e nero)</translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation>%1 · %2 punti</translation>
    </message>
    <message>
        <source>%1: %2 cards, %3 points</source>
        <translation>%1: %2 carte, %3 punti</translation>
    </message>
    <message>
        <source>Last trick, won by %1 · click or press a key to close</source>
        <translation>Ultima presa, vinta da %1 · fai clic o premi un tasto per chiudere</translation>
    </message>
    <message>
        <source>Deal %1 · best of three · %2</source>
        <translation>Smazzata %1 · al meglio delle tre · %2</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2 points · %3</source>
        <translation>Smazzata %1 · vince chi arriva a %2 punti · %3</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2 · %3</source>
        <translation>Smazzata %1 · vince chi arriva a %2 · %3</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · %3</source>
        <translation>Smazzata %1 di %2 · %3</translation>
    </message>
    <message>
        <source>One deal · %1</source>
        <translation>Smazzata unica · %1</translation>
    </message>
    <message>
        <source>Points so far · %1</source>
        <translation>Punti finora · %1</translation>
    </message>
    <message>
        <source>Deal %1 · %2</source>
        <translation>Smazzata %1 · %2</translation>
    </message>
    <message>
        <source>Last trick, won by you · click or press a key to close</source>
        <translation>Ultima presa, vinta da te · fai clic o premi un tasto per chiudere</translation>
    </message>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>You must follow suit: %1</source>
        <translation>Devi rispondere al seme: %1</translation>
    </message>
    <message>
        <source>That card is not in your hand</source>
        <translation>Quella carta non è nella tua mano</translation>
    </message>
    <message>
        <source>At your turn: %1 (choose it again to cancel)</source>
        <translation>Al tuo turno: %1 (sceglila di nuovo per annullare)</translation>
    </message>
    <message>
        <source>At your turn: %1</source>
        <translation>Al tuo turno: %1</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the mark of the dealer on a name plate</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>You deal</source>
        <comment>beside the player&apos;s hand, with the dealer&apos;s mark</comment>
        <translation>Sei il mazziere</translation>
    </message>
    <message>
        <source>The chip with a %1 on a name plate marks who dealt this deal; the player to the right of the dealer leads the first trick.</source>
        <translation>Il gettone con la %1 sulla targhetta di un giocatore indica chi ha dato le carte in questa smazzata; il giocatore alla destra del mazziere apre la prima presa.</translation>
    </message>
    <message>
        <source>Face up: every hand is shown</source>
        <translation>Carte scoperte: tutte le mani sono visibili</translation>
    </message>
    <message>
        <source>Trumps: %1 · side Aces/Threes: %2</source>
        <translation>Briscole: %1 · assi e tre: %2</translation>
    </message>
</context>
<context>
    <name>FirstCardsDialog</name>
    <message>
        <source>Your cards</source>
        <translation>Le tue carte</translation>
    </message>
    <message>
        <source>Which cards do you play with?</source>
        <translation>Con quali carte giochi?</translation>
    </message>
    <message>
        <source>You can change them at any time: View &gt; Cards.</source>
        <translation>Puoi cambiarle quando vuoi: Vista &gt; Carte.</translation>
    </message>
    <message>
        <source>&amp;Play with these</source>
        <translation>&amp;Gioca con queste</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Salta</translation>
    </message>
</context>
<context>
    <name>FriendsActions</name>
    <message>
        <source>Welcome back: you sit at your own place, the table as it stands.</source>
        <translation>Bentornato: sei al tuo posto, con il tavolo com&apos;era.</translation>
    </message>
</context>
<context>
    <name>FriendsHistory</name>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>This deal could not be kept in your history: %1</source>
        <translation>Non è stato possibile conservare questa smazzata nel tuo storico: %1</translation>
    </message>
</context>
<context>
    <name>FriendsWindow</name>
    <message>
        <source>Briscola — playing with friends</source>
        <translation>Briscola — si gioca con gli amici</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Quick message</source>
        <translation>Messaggio rapido</translation>
    </message>
    <message>
        <source>&amp;Say…</source>
        <translation>&amp;Messaggio rapido</translation>
    </message>
    <message>
        <source>A quick message to the table</source>
        <translation>Un messaggio rapido al tavolo</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;End the match</source>
        <translation>&amp;Chiudi la partita</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>P&amp;osti</translation>
    </message>
    <message>
        <source>Let a computer play for a friend who is away, and back</source>
        <translation>Fa giocare il computer per un amico assente, e gli ridà il posto</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <source>New code: %1</source>
        <translation>Nuovo codice: %1</translation>
    </message>
    <message>
        <source>Code: %1</source>
        <translation>Codice: %1</translation>
    </message>
    <message>
        <source>Your friends join with this code at %1, and sit where they sat.</source>
        <translation>I tuoi amici entrano con questo codice all&apos;indirizzo %1 e si siedono dov&apos;erano.</translation>
    </message>
    <message>
        <source>Your friends join with this code at %1.</source>
        <translation>I tuoi amici entrano con questo codice all&apos;indirizzo %1.</translation>
    </message>
    <message>
        <source>Three wrong tries: the table has a new invitation code.</source>
        <translation>Tre tentativi sbagliati: il tavolo ha un nuovo codice d&apos;invito.</translation>
    </message>
    <message>
        <source>Friends on this network see your table in their Join dialog.</source>
        <translation>Gli amici in questa rete vedono il tuo tavolo nella finestra Siediti a un tavolo.</translation>
    </message>
    <message>
        <source>Your table could not be announced on this network: friends type its address.</source>
        <translation>Non è stato possibile annunciare il tuo tavolo in questa rete: gli amici scrivono il suo indirizzo.</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Let a computer play for %1</source>
        <translation>Fai giocare il computer per %1</translation>
    </message>
    <message>
        <source>Give %1 their seat back</source>
        <translation>Ridai il posto a %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>End the match for everyone at the table?</source>
        <translation>Chiudere la partita per tutti al tavolo?</translation>
    </message>
    <message>
        <source>The deal being played is not finished, and the table closes.</source>
        <translation>La smazzata in corso resta incompiuta e il tavolo si chiude.</translation>
    </message>
    <message>
        <source>End the match</source>
        <translation>Chiudi la partita</translation>
    </message>
    <message>
        <source>Shuffle checked: the seed is the one promised before the cut, your own cut was used, and they deal exactly these cards.</source>
        <translation>Mescolamento verificato: il codice segreto è quello sigillato prima dell&apos;alzata, la tua alzata è stata usata e insieme danno proprio queste carte.</translation>
    </message>
    <message>
        <source>The shuffle did NOT check out: the seed, your cut or the cards dealt are not what was promised.</source>
        <translation>Mescolamento NON verificato: il codice segreto, la tua alzata o le carte distribuite non sono quelli promessi.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The match is over: the table is closed.</source>
        <translation>La partita è finita: il tavolo è chiuso.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: trying to get back…</source>
        <translation>Il collegamento al tavolo si è interrotto: provo a tornare…</translation>
    </message>
    <message>
        <source>Paused: you have paused the game. Resume it when everyone is back.</source>
        <translation>In pausa: hai messo in pausa la partita. Riprendila quando tutti sono tornati.</translation>
    </message>
    <message>
        <source>Paused: the host has paused the game. Nobody plays until it goes on.</source>
        <translation>In pausa: chi ospita ha messo in pausa la partita. Nessuno gioca finché non riprende.</translation>
    </message>
    <message>
        <source>You ended the match for everyone: close the table when you like.</source>
        <translation>Hai chiuso la partita per tutti: chiudi il tavolo quando vuoi.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Di nuovo al tavolo.</translation>
    </message>
    <message>
        <source>Close your table? The match ends for everyone at it.</source>
        <translation>Chiudere il tuo tavolo? La partita finisce per tutti quelli che vi siedono.</translation>
    </message>
    <message>
        <source>Leave the table? Your place is kept for a few minutes.</source>
        <translation>Lasciare il tavolo? Il tuo posto resta tenuto per qualche minuto.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lascia</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>La tua squadra</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Play with &amp;friends</source>
        <translation>Gioca con gli &amp;amici</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Ospita un tavolo…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Siediti a un tavolo…</translation>
    </message>
    <message>
        <source>&amp;Resume the hosted match…</source>
        <translation>&amp;Riprendi la partita che ospitavi…</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Annulla la mia ultima carta</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>&amp;Smazzata successiva</translation>
    </message>
    <message>
        <source>Deal &amp;summary…</source>
        <translation>&amp;Riepilogo della smazzata…</translation>
    </message>
    <message>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Rivedi l&apos;ultima smazzata…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <source>&amp;Face up (show every hand)</source>
        <translation>&amp;Carte scoperte (mostra tutte le mani)</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <source>Card trac&amp;ker</source>
        <translation>&amp;Conta carte</translation>
    </message>
    <message>
        <source>&amp;Score and moves</source>
        <translation>P&amp;unteggio e mosse</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>&amp;Choose the cards…</source>
        <translation>&amp;Scegli le carte…</translation>
    </message>
    <message>
        <source>&amp;Open my decks folder</source>
        <translation>&amp;Apri la cartella dei miei mazzi</translation>
    </message>
    <message>
        <source>Decks that could not be &amp;used…</source>
        <translation>Mazzi che non si possono &amp;usare…</translation>
    </message>
    <message>
        <source>S&amp;peed</source>
        <translation>&amp;Velocità</translation>
    </message>
    <message>
        <source>After a &amp;trick</source>
        <translation>Dopo una &amp;presa</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Imposta&amp;zioni…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>The coach&apos;s &amp;review</source>
        <translation>La &amp;revisione dell&apos;allenatore</translation>
    </message>
    <message>
        <source>&amp;Practising your mistakes</source>
        <translation>Esercitarsi sui &amp;propri errori</translation>
    </message>
    <message>
        <source>The &amp;statistics</source>
        <translation>Le &amp;statistiche</translation>
    </message>
    <message>
        <source>The &amp;fair shuffle</source>
        <translation>Il mescolamento &amp;equo</translation>
    </message>
    <message>
        <source>Playing with &amp;friends</source>
        <translation>Giocare con gli &amp;amici</translation>
    </message>
    <message>
        <source>&amp;About Briscola</source>
        <translation>&amp;Informazioni su Briscola</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Buttons</source>
        <translation>Pulsanti</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla mossa</translation>
    </message>
    <message>
        <source>Take back your last card</source>
        <translation>Riprendi la tua ultima carta</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Show the best card to play now, and why</source>
        <translation>Mostra la carta migliore da giocare ora, e perché</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>Show the trick just taken again</source>
        <translation>Mostra di nuovo la presa appena fatta</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <source>Show every hand face up, for practice</source>
        <translation>Mostra tutte le mani scoperte, per esercitarti</translation>
    </message>
    <message>
        <source>Choose the cards to play with</source>
        <translation>Scegli le carte con cui giocare</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suoni</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Suoni attivi o spenti</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>2 players</source>
        <translation>2 giocatori</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 giocatori</translation>
    </message>
    <message>
        <source>2 against 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 giocatori</translation>
    </message>
    <message>
        <source>3 against 3</source>
        <translation>3 contro 3</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Scoperta</source>
        <translation>Scoperta</translation>
    </message>
    <message>
        <source>Briscolone</source>
        <translation>Briscolone</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppia</translation>
    </message>
    <message>
        <source>Chiamata</source>
        <translation>Chiamata</translation>
    </message>
    <message>
        <source>the caller leads</source>
        <translation>il chiamante apre</translation>
    </message>
    <message>
        <source>partner signals</source>
        <translation>segnali di squadra</translation>
    </message>
    <message>
        <source>2 of trump swap</source>
        <translation>scambio del 2 di briscola</translation>
    </message>
    <message>
        <source>60–60 to the last trick</source>
        <translation>60 pari all&apos;ultima presa</translation>
    </message>
    <message>
        <source>one deal</source>
        <translation>una smazzata</translation>
    </message>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>al meglio delle tre</translation>
    </message>
    <message>
        <source>first to %1 wins</source>
        <translation>a chi vince per primo %1 smazzate</translation>
    </message>
    <message>
        <source>drawn deals replayed</source>
        <translation>smazzate pari rigiocate</translation>
    </message>
    <message>
        <source>bigger wins score more</source>
        <translation>le vittorie larghe valgono di più</translation>
    </message>
    <message>
        <source>One against one</source>
        <translation>Uno contro uno</translation>
    </message>
    <message>
        <source>Two against two</source>
        <translation>Due contro due</translation>
    </message>
    <message>
        <source>Three players, each for themselves</source>
        <translation>Tre giocatori, ognuno per sé</translation>
    </message>
    <message>
        <source>Six players, three against three</source>
        <translation>Sei giocatori, tre contro tre</translation>
    </message>
    <message>
        <source>Five players: Briscola chiamata</source>
        <translation>Cinque giocatori: briscola chiamata</translation>
    </message>
    <message>
        <source>Five players</source>
        <translation>Cinque giocatori</translation>
    </message>
    <message>
        <source>Scoperta (open hands)</source>
        <translation>Scoperta (mani scoperte)</translation>
    </message>
    <message>
        <source>Briscolone (five cards, no trump, follow suit)</source>
        <translation>Briscolone (cinque carte, senza briscola, obbligo di rispondere al seme)</translation>
    </message>
    <message>
        <source>Double (two cards each per trick)</source>
        <translation>Doppia (due carte a testa per presa)</translation>
    </message>
    <message>
        <source>Chiamata (an auction, a hidden partner)</source>
        <translation>Chiamata (un&apos;asta, un socio nascosto)</translation>
    </message>
    <message>
        <source>Partner signals</source>
        <translation>Segnali di squadra</translation>
    </message>
    <message>
        <source>The 2 of trump may be swapped for the briscola</source>
        <translation>Il 2 di briscola si può scambiare con la briscola scoperta</translation>
    </message>
    <message>
        <source>A 60–60 deal goes to the winner of the last trick</source>
        <translation>Sul 60 a 60 vince chi fa l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Bigger wins score more (91+: 2, all 120: 3)</source>
        <translation>Le vittorie larghe valgono di più (91+: 2, tutti e 120: 3)</translation>
    </message>
    <message>
        <source>The caller leads the first trick</source>
        <translation>Il chiamante gioca la prima carta</translation>
    </message>
    <message>
        <source>One deal</source>
        <translation>Una smazzata</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Al meglio delle tre</translation>
    </message>
    <message>
        <source>First to…</source>
        <translation>Chi arriva prima a…</translation>
    </message>
    <message>
        <source>Count for nobody</source>
        <translation>Non contano</translation>
    </message>
    <message>
        <source>Are replayed</source>
        <translation>Si rigiocano</translation>
    </message>
</context>
<context>
    <name>GuideText</name>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>The coach&apos;s review</source>
        <translation>La revisione dell&apos;allenatore</translation>
    </message>
    <message>
        <source>Practising your mistakes</source>
        <translation>Esercitarsi sui propri errori</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>The fair shuffle</source>
        <translation>Il mescolamento equo</translation>
    </message>
    <message>
        <source>After a deal, Review (in the deal&apos;s summary, or from the history) replays it step by step with every hand shown, and the coach judges each of your plays. The coach is the Expert&apos;s own search, the same that gives hints and plays against you: for each play it looks only at what you could know at that moment (your hand, the cards already played, the briscola), deals the unseen cards again many times in ways that fit what happened, and plays out every card you could have chosen on the same deals.</source>
        <translation>Finita una smazzata, Rivedi (nel riepilogo della smazzata o dallo storico) la ripercorre passo per passo con tutte le mani in vista, e l&apos;allenatore giudica ognuna delle tue giocate. L&apos;allenatore è la ricerca stessa del giocatore Esperto, la stessa che dà i suggerimenti e gioca contro di te: per ogni giocata guarda solo ciò che potevi sapere in quel momento (la tua mano, le carte già giocate, la briscola), distribuisce di nuovo molte volte le carte che non avevi visto, in modi coerenti con quanto è successo, e gioca fino in fondo ogni carta che potevi scegliere sulle stesse distribuzioni.</translation>
    </message>
    <message>
        <source>The win-chance graph of a reviewed deal</source>
        <translation>Il grafico della probabilità di vittoria di una smazzata rivista</translation>
    </message>
    <message>
        <source>The graph</source>
        <translation>Il grafico</translation>
    </message>
    <message>
        <source>The labels</source>
        <translation>I giudizi</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Migliore:</translation>
    </message>
    <message>
        <source>the card the coach would have played itself.</source>
        <translation>la carta che l&apos;allenatore avrebbe giocato.</translation>
    </message>
    <message>
        <source>Good:</source>
        <translation>Buona:</translation>
    </message>
    <message>
        <source>another card, but close enough to make no real difference.</source>
        <translation>un&apos;altra carta, ma così vicina da non fare una vera differenza.</translation>
    </message>
    <message>
        <source>Inaccuracy (?!):</source>
        <translation>Imprecisione (?!):</translation>
    </message>
    <message>
        <source>Mistake (?):</source>
        <translation>Errore (?):</translation>
    </message>
    <message>
        <source>Blunder (??):</source>
        <translation>Errore grave (??):</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Each judged play is named by how much of your chance to win it gave away compared with the coach&apos;s choice, in percentage points, as chess programs name moves:</source>
        <translation>Ogni giocata giudicata prende un nome secondo quanta probabilità di vincere ha perso rispetto alla scelta dell&apos;allenatore, in punti percentuali, come i programmi di scacchi giudicano le mosse:</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>Giocare con gli amici</translation>
    </message>
    <message>
        <source>5 to 10 points of your chance to win given away.</source>
        <translation>persi da 5 a 10 punti della tua probabilità di vincere.</translation>
    </message>
    <message>
        <source>10 to 20 points of it given away.</source>
        <translation>persi da 10 a 20 punti.</translation>
    </message>
    <message>
        <source>20 points or more given away: often the deal itself.</source>
        <translation>persi 20 punti o più: spesso la smazzata stessa.</translation>
    </message>
    <message>
        <source>A play where you had only one card you could play is no decision and is not judged. Once nothing is hidden from you any more, the coach no longer estimates: it works out the rest of the deal exactly. At two players that is once the stock is empty (or only the briscola is left). At three players and more the other hands stay hidden after the stock is empty: the coach goes on dealing them again in ways that fit what happened, and works out each of those deals exactly in the last tricks, so its figures are still estimates until the last trick, when at most one other player still holds a card. In Scoperta, where every hand is face up, it is exact as soon as no card of the stock is hidden.</source>
        <translation>Una giocata in cui potevi giocare una sola carta non è una scelta e non viene giudicata. Quando non ti è più nascosto niente, l&apos;allenatore non stima più: calcola esattamente il resto della smazzata. In due giocatori questo accade quando il mazzo è finito (o resta solo la briscola). In tre giocatori e più le altre mani restano nascoste anche a mazzo finito: l&apos;allenatore continua a ridistribuirle in modi compatibili con quanto è successo e calcola esattamente ciascuna di quelle distribuzioni nelle ultime prese, quindi i suoi numeri restano stime fino all&apos;ultima presa, quando al massimo un altro giocatore ha ancora una carta in mano. Nella Scoperta, dove tutte le mani sono scoperte, è esatto appena nel mazzo non resta nessuna carta nascosta.</translation>
    </message>
    <message>
        <source>The line is your chance to win the deal (your team&apos;s, at four and six players; your side&apos;s, in Briscola chiamata) as the coach estimates it from what you could see, from the start of the deal to its end. A draw counts as half a win. The line never moves without a mark saying why. Each of your judged plays is a drop, drawn in the colour of its label: from your chance had you played the coach&apos;s card to your chance after the card you played, by exactly what it gave away. The diamonds are the deal and each draw from the stock: there the line steps by exactly your luck, down for bad luck (purple), up for good luck (blue), hardly at all when about even (grey). A small grey triangle marks every other card that moved the line (an opponent&apos;s, a partner&apos;s, one you had to play): pointing up, it helped you; down, it hurt you. Just before one of your plays the line may rise or fall along a dashed piece: that is no play, but the coach taking a closer look at your turn (the line before it supposed you would play as the rules of thumb do). A ring marks the first of your plays the coach worked out exactly, with nothing hidden from you any more: from there on its figures are no longer estimates. Where the line is already at 0% or 100% a step cannot go further: the point&apos;s text says it was cut short. Your partners&apos; plays are judged from what they could see, not from your view: when you mark them, their dots sit under the graph, not on your line. Rest the pointer on a point to read it; click one, or a row of the list, to see the table at that moment.</source>
        <translation>La linea è la tua probabilità di vincere la smazzata (della tua squadra, in quattro e in sei; del tuo schieramento, nella Briscola chiamata) come la stima l&apos;allenatore a partire da ciò che potevi vedere, dall&apos;inizio alla fine della smazzata. Una patta vale mezza vittoria. La linea non si muove mai senza un segno che dica perché. Ogni tua giocata giudicata è una discesa, disegnata nel colore del suo giudizio: dalla tua probabilità se avessi giocato la carta dell&apos;allenatore alla tua probabilità dopo la carta che hai giocato, esattamente di quanto hai perso. I rombi sono la distribuzione e ogni pescata dal mazzo: lì la linea sale o scende esattamente della tua fortuna, giù per la sfortuna (viola), su per la fortuna (blu), quasi per niente se più o meno pari (grigio). Un piccolo triangolo grigio segna ogni altra carta che ha mosso la linea (di un avversario, di chi è in squadra con te, una che eri obbligato a giocare): verso l&apos;alto ti ha aiutato, verso il basso ti ha danneggiato. Subito prima di una tua giocata la linea può salire o scendere lungo un tratto tratteggiato: non è una giocata, ma l&apos;allenatore che guarda più da vicino il tuo turno (la linea prima supponeva che avresti giocato come le regole pratiche). Un cerchio segna la prima tua giocata che l&apos;allenatore ha calcolato esattamente, quando non ti era più nascosto niente: da lì in poi i suoi numeri non sono più stime. Dove la linea è già a 0% o a 100% un gradino non può andare oltre: il testo del punto dice che è stato accorciato. Le giocate di chi è in squadra con te si giudicano da ciò che poteva vedere, non dal tuo punto di vista: quando le segni, i loro punti stanno sotto il grafico, non sulla tua linea. Appoggia il puntatore su un punto per leggerlo; fai clic su uno, o su una riga dell&apos;elenco, per vedere il tavolo in quel momento.</translation>
    </message>
    <message>
        <source>Chances are compared in percentage points: a play that takes you from 72% to 21% gave away 51 points of win chance. Where the deal is one-sided (the coach&apos;s card keeps at most 10% of the chance to win, or at least 90%), a play hardly changes the chance, and the card points it gave away count too: 5 points make an inaccuracy, 10 a mistake, 20 a blunder, whichever of the two is more. Under each play the coach says which card it preferred and why, in a few words about the cards on the table.</source>
        <translation>Le probabilità si confrontano in punti percentuali: una giocata che ti porta dal 72% al 21% ha perso 51 punti di probabilità di vittoria. Quando la smazzata è sbilanciata (la carta dell&apos;allenatore conserva al massimo il 10% della probabilità di vincere, o almeno il 90%), una giocata cambia appena la probabilità, e contano anche i punti delle carte che ha perso: 5 punti fanno un&apos;imprecisione, 10 un errore, 20 un errore grave, contando il più alto dei due. Sotto ogni giocata l&apos;allenatore dice quale carta preferiva e perché, in poche parole sulle carte in tavola.</translation>
    </message>
    <message>
        <source>Accuracy sums up your choices in one number from 0 to 100, as the accuracy chess sites show: a play that keeps your whole chance to win scores 100, one that gives 5 points of it away about 80, 10 points about 65, 20 points about 42 (in a one-sided deal, card points count the same). The deal&apos;s accuracy is the harmonic mean of your plays&apos; scores, which a single bad play pulls down clearly: eighteen perfect plays and one that threw away 51 points of win chance make 70, not 95. It judges your choices, not the result: a well played deal can be lost to bad cards.</source>
        <translation>La precisione riassume le tue scelte in un numero da 0 a 100, come la precisione dei siti di scacchi: una giocata che conserva tutta la tua probabilità di vincere vale 100, una che ne perde 5 punti circa 80, 10 punti circa 65, 20 punti circa 42 (in una smazzata sbilanciata i punti delle carte contano allo stesso modo). La precisione della smazzata è la media armonica dei valori delle tue giocate, che una sola giocata cattiva abbassa nettamente: diciotto giocate perfette e una che ha buttato 51 punti di probabilità di vittoria fanno 70, non 95. Giudica le tue scelte, non il risultato: una smazzata giocata bene si può perdere per le carte.</translation>
    </message>
    <message>
        <source>Luck measures the cards you were dealt and drew, not your play. At the deal and at each draw the coach compares your outlook after the cards you got with the average over every card you might have got instead: more than the average is good luck, less is bad luck. It is said in points of win chance, as the graph is, with the card points beside it. The two may point opposite ways: cards worth more points on average can still leave you fewer deals won (a high card drawn where a trump was needed); the win chance is the luck that counts. Over many deals luck averages out to zero, so it tells apart a deal lost to the cards from a deal lost by the play, as backgammon programs rate luck and skill apart. In Briscola chiamata luck is not rated: every card is dealt before the auction, when a hand has no side yet to be lucky for, and nothing is drawn after.</source>
        <translation>La fortuna misura le carte che hai ricevuto e pescato, non il tuo gioco. Alla distribuzione e a ogni pescata l&apos;allenatore confronta le tue prospettive con le carte che hai avuto e la media su tutte le carte che avresti potuto avere al loro posto: sopra la media è fortuna, sotto è sfortuna. Si esprime in punti di probabilità di vittoria, come il grafico, con accanto i punti delle carte. I due possono andare in direzioni opposte: carte che valgono più punti in media possono comunque farti vincere meno smazzate (un carico pescato quando serviva una briscola); la fortuna che conta è quella in probabilità di vittoria. Su molte smazzate la fortuna fa in media zero, così distingue una smazzata persa per le carte da una persa per il gioco, come i programmi di backgammon valutano a parte fortuna e abilità. Nella Briscola chiamata la fortuna non si valuta: tutte le carte si distribuiscono prima dell&apos;asta, quando una mano non ha ancora uno schieramento per cui essere fortunata, e dopo non si pesca.</translation>
    </message>
    <message>
        <source>How far to trust it</source>
        <translation>Quanto fidarsi</translation>
    </message>
    <message>
        <source>While cards are hidden the coach estimates from many possible deals, so two cards close in value may swap places in another review, and a label near its limit may change. Look at the plays it calls mistakes and blunders: those it is sure of.</source>
        <translation>Finché ci sono carte nascoste l&apos;allenatore stima su molte distribuzioni possibili, quindi due carte di valore vicino possono scambiarsi di posto in un&apos;altra revisione, e un giudizio vicino al suo limite può cambiare. Guarda le giocate che chiama errori ed errori gravi: su quelle è sicuro.</translation>
    </message>
    <message>
        <source>Game &gt; Practise my mistakes (or the button of the same name in the History) brings back, one at a time, the moments of your own deals where your card cost the most, as chess players learn from their mistakes on lichess. They come from the deals the coach has reviewed: a play that gave away 5 or more percentage points of win chance, or, once the deal was won or lost whatever you played, 5 or more card points. The costliest come first.</source>
        <translation>Partita &gt; Esercitati sui miei errori (o il pulsante con lo stesso nome nello Storico) ripropone, uno alla volta, i momenti delle tue smazzate in cui la tua carta è costata di più, come i giocatori di scacchi imparano dai propri errori su lichess. Vengono dalle smazzate che l&apos;allenatore ha rivisto: una giocata che ha perso 5 o più punti percentuali di probabilità di vittoria oppure, quando la smazzata era già vinta o persa qualunque cosa giocassi, 5 o più punti delle carte. Le più costose vengono per prime.</translation>
    </message>
    <message>
        <source>Practice: one of your costly plays set again</source>
        <translation>Esercizio: una delle tue giocate costose riproposta</translation>
    </message>
    <message>
        <source>The table is set exactly as you saw it: your hand, the cards already in the trick, the briscola, the stock and the captured piles, the other hands face down. Click the card you would play now. The coach answers with the judgement it gave in the review (the same search as its hints and the Expert): whether your card is its card or as good, and if not, what your card costs and which card it prefers, and why. Your card is not played: you may try others, but only the first answer counts.</source>
        <translation>Il tavolo è preparato esattamente come lo vedevi: la tua mano, le carte già nella presa, la briscola, il mazzo e i mucchi delle prese, le altre mani coperte. Fai clic sulla carta che giocheresti adesso. L&apos;allenatore risponde con il giudizio che ha dato nella revisione (la stessa ricerca dei suoi suggerimenti e dell&apos;Esperto): se la tua carta è la sua o vale altrettanto e, se no, quanto costa la tua carta, quale carta preferisce e perché. La tua carta non viene giocata: puoi provarne altre, ma conta solo la prima risposta.</translation>
    </message>
    <message>
        <source>When a position comes back</source>
        <translation>Quando torna una posizione</translation>
    </message>
    <message>
        <source>Solved:</source>
        <translation>Risolta:</translation>
    </message>
    <message>
        <source>it comes back after a day, then three days, a week, three weeks, two months: less often each time you solve it again.</source>
        <translation>torna dopo un giorno, poi tre giorni, una settimana, tre settimane, due mesi: sempre più di rado ogni volta che la risolvi di nuovo.</translation>
    </message>
    <message>
        <source>Missed:</source>
        <translation>Sbagliata:</translation>
    </message>
    <message>
        <source>it comes back after ten minutes, and starts again from a day.</source>
        <translation>torna dopo dieci minuti, e si ricomincia da un giorno.</translation>
    </message>
    <message>
        <source>The schedule is kept in the file practice.json beside your history. Deleting a deal from the history forgets its positions.</source>
        <translation>Il calendario è conservato nel file practice.json accanto al tuo storico. Eliminare una smazzata dallo storico ne dimentica le posizioni.</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Riprendi da qui</translation>
    </message>
    <message>
        <source>Take over from here plays the rest of the deal from the position, against the Expert in every other seat, so you can see where another card leads. The deal is not kept in your history or counted in your statistics.</source>
        <translation>Riprendi da qui gioca il resto della smazzata dalla posizione, contro l&apos;Esperto in tutti gli altri posti, così puoi vedere dove porta un&apos;altra carta. La smazzata non viene conservata nello storico né contata nelle statistiche.</translation>
    </message>
    <message>
        <source>Game &gt; Statistics counts the deals kept in your history. Show chooses which: all of them together, or one table, variant and level (your opponents&apos; level) at a time. The history keeps every finished deal as a record file; the statistics are worked out from those files and can always be made again from them (Rebuild from the history).</source>
        <translation>Partita &gt; Statistiche conta le smazzate conservate nel tuo storico. Mostra sceglie quali: tutte insieme, oppure un tavolo, una variante e un livello (quello dei tuoi avversari) alla volta. Lo storico conserva ogni smazzata finita come file di registrazione; le statistiche si ricavano da quei file e si possono sempre rifare da lì (Ricalcola dallo storico).</translation>
    </message>
    <message>
        <source>Deals and matches</source>
        <translation>Smazzate e partite</translation>
    </message>
    <message>
        <source>Played, Won, Drawn, Lost:</source>
        <translation>Giocate, Vinte, Patte, Perse:</translation>
    </message>
    <message>
        <source>your deals by their result, for you or your team: 61 points or more wins, 60 each is a draw (unless the tie-break option gives it to the winner of the last trick).</source>
        <translation>le tue smazzate secondo il risultato, tuo o della tua squadra: con 61 punti o più si vince, 60 a testa è patta (a meno che l&apos;opzione dello spareggio la dia a chi fa l&apos;ultima presa).</translation>
    </message>
    <message>
        <source>Average points:</source>
        <translation>Punti in media:</translation>
    </message>
    <message>
        <source>the card points you (or your team) took in a deal.</source>
        <translation>i punti delle carte che tu (o la tua squadra) hai preso in una smazzata.</translation>
    </message>
    <message>
        <source>Best and current winning streak:</source>
        <translation>Serie di vittorie migliore e attuale:</translation>
    </message>
    <message>
        <source>deals won in a row; a draw or a loss ends a streak.</source>
        <translation>smazzate vinte di fila; una patta o una sconfitta interrompe la serie.</translation>
    </message>
    <message>
        <source>Practice deals:</source>
        <translation>Smazzate di allenamento:</translation>
    </message>
    <message>
        <source>deals played face up or with hints. They are kept but counted apart, so they do not flatter your results.</source>
        <translation>smazzate giocate a carte scoperte o con suggerimenti. Sono conservate ma contate a parte, così non abbelliscono i tuoi risultati.</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>the matches you finished (best of three, first to a number of wins), by their result.</source>
        <translation>le partite che hai finito (al meglio delle tre, a chi arriva prima a un numero di vittorie), secondo il risultato.</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>L&apos;allenatore</translation>
    </message>
    <message>
        <source>Deals reviewed:</source>
        <translation>Smazzate riviste:</translation>
    </message>
    <message>
        <source>the deals the coach has judged; a deal is judged when you open its review.</source>
        <translation>le smazzate che l&apos;allenatore ha giudicato; una smazzata viene giudicata quando ne apri la revisione.</translation>
    </message>
    <message>
        <source>Average accuracy:</source>
        <translation>Precisione media:</translation>
    </message>
    <message>
        <source>the accuracy of the reviewed deals (see The coach&apos;s review).</source>
        <translation>la precisione delle smazzate riviste (vedi La revisione dell&apos;allenatore).</translation>
    </message>
    <message>
        <source>Average luck:</source>
        <translation>Fortuna media:</translation>
    </message>
    <message>
        <source>how much better or worse than the average your cards were in the reviewed deals. Near zero over many deals: the cards were fair to you; your results then come from your play.</source>
        <translation>quanto le tue carte sono state migliori o peggiori della media nelle smazzate riviste. Vicina a zero su molte smazzate: le carte sono state giuste con te; i tuoi risultati vengono allora dal tuo gioco.</translation>
    </message>
    <message>
        <source>The chart</source>
        <translation>Il grafico</translation>
    </message>
    <message>
        <source>Each bar is one of the last deals, oldest on the left: its height is your points, green for a win, red for a loss, grey for a draw; hatched bars are practice deals. The blue line is the accuracy of the deals the coach reviewed. Rest the pointer on the chart for its key.</source>
        <translation>Ogni barra è una delle ultime smazzate, la più vecchia a sinistra: l&apos;altezza sono i tuoi punti, verde per una vittoria, rosso per una sconfitta, grigio per una patta; le barre tratteggiate sono smazzate di allenamento. La linea blu è la precisione delle smazzate riviste dall&apos;allenatore. Tieni il puntatore sul grafico per la legenda.</translation>
    </message>
    <message>
        <source>Reset, export, rebuild</source>
        <translation>Azzera, esporta, ricalcola</translation>
    </message>
    <message>
        <source>Reset starts the numbers again from zero; the deals stay in the history unless you also ask to move them to its trash folder. Export as CSV writes the numbers for a spreadsheet. Rebuild from the history counts every record of the history folder again, for instance after you copied records into it.</source>
        <translation>Azzera riparte da zero con i numeri; le smazzate restano nello storico, a meno che tu non chieda anche di spostarle nel suo cestino. Esporta in CSV scrive i numeri per un foglio di calcolo. Ricalcola dallo storico conta di nuovo ogni registrazione della cartella dello storico, per esempio dopo che ci hai copiato delle registrazioni.</translation>
    </message>
    <message>
        <source>Players of card games on a computer often wonder whether the computer deals itself good cards. This game answers it so that you can check: neither the game nor you alone decides the order of the deck, and after the deal you can prove it.</source>
        <translation>Chi gioca a carte al computer si chiede spesso se il computer si dia le carte buone. Questo gioco risponde in un modo che puoi controllare: né il gioco né tu da solo decidete l&apos;ordine del mazzo, e dopo la smazzata puoi dimostrarlo.</translation>
    </message>
    <message>
        <source>Before the deal: the commitment</source>
        <translation>Prima della smazzata: il sigillo</translation>
    </message>
    <message>
        <source>The game first picks a secret seed, a long random number, and shows you its commitment (the seal): a fingerprint of the seed (its SHA-256). The fingerprint fixes the seed without telling it: nobody can work out the seed from it, and no other seed has the same fingerprint. The status bar shows it while the deal is played.</source>
        <translation>Prima il gioco sceglie un codice segreto, un lungo numero a caso, e ti mostra il suo sigillo: un&apos;impronta del codice (il suo SHA-256). L&apos;impronta fissa il codice senza rivelarlo: nessuno può ricavare il codice dall&apos;impronta, e nessun altro codice ha la stessa impronta. La barra di stato lo mostra mentre si gioca la smazzata.</translation>
    </message>
    <message>
        <source>The cut</source>
        <translation>L&apos;alzata</translation>
    </message>
    <message>
        <source>Only then you cut the deck: type any word or number, or keep the random number offered with Enter. The deck&apos;s order is worked out from the seed and your cut together, by a published recipe. The game could not choose the cards, having fixed its seed before it knew your cut; you could not either, not knowing the seed.</source>
        <translation>Solo allora alzi il mazzo: scrivi una parola o un numero qualsiasi, oppure tieni con Invio il numero a caso proposto. L&apos;ordine del mazzo si ricava dal codice segreto e dalla tua alzata insieme, con una ricetta pubblicata. Il gioco non poteva scegliere le carte, perché ha fissato il codice prima di conoscere la tua alzata; e nemmeno tu, perché non conoscevi il codice.</translation>
    </message>
    <message>
        <source>After the deal: the check</source>
        <translation>Dopo la smazzata: la verifica</translation>
    </message>
    <message>
        <source>When the deal is over the game reveals the seed and checks two things: that the seed&apos;s fingerprint is the commitment shown before your cut, and that the cards dealt are the ones seed and cut give. The deal&apos;s summary then says Shuffle verified; its details show the seed, the cut and the commitment. The history marks such deals with ✔.</source>
        <translation>Finita la smazzata il gioco rivela il codice segreto e controlla due cose: che la sua impronta sia il sigillo mostrato prima della tua alzata, e che le carte distribuite siano quelle che danno codice e alzata. Il riepilogo della smazzata dice allora Mescolamento verificato; i suoi dettagli mostrano il codice, l&apos;alzata e il sigillo. Lo storico segna queste smazzate con ✔.</translation>
    </message>
    <message>
        <source>The fair shuffle&apos;s report in a deal&apos;s summary</source>
        <translation>Il resoconto del mescolamento equo nel riepilogo di una smazzata</translation>
    </message>
    <message>
        <source>Check it yourself</source>
        <translation>Controlla tu stesso</translation>
    </message>
    <message>
        <source>In the summary&apos;s details, Copy the check command copies a command line with the seed, the cut, the commitment and the deal&apos;s record file (the one your history keeps, or one saved for it, as the summary then says). Run it in a terminal where the game&apos;s command line tool briscola-arena is installed:</source>
        <translation>Nei dettagli del riepilogo, Copia il comando di verifica copia una riga di comando con il codice segreto, l&apos;alzata, il sigillo e il file di registrazione della smazzata (quello del tuo storico, o uno salvato apposta, come dice allora il riepilogo). Eseguila in un terminale dove è installato briscola-arena, lo strumento a riga di comando del gioco:</translation>
    </message>
    <message>
        <source>It prints one line for the commitment and one for the deck, each ok or FAILED with what differs. Without the record file it can check only the commitment: that the seed is the one promised, not that the cards were dealt from it. The recipe is published with the game (docs/fair-shuffle.md), with a short program that needs only Python, so anyone can work out the deck without this game at all.</source>
        <translation>Scrive una riga per il sigillo e una per il mazzo, ognuna ok o FAILED con ciò che non torna. Senza il file di registrazione può controllare solo il sigillo: che il codice sia quello promesso, non che le carte siano state distribuite a partire da esso. La ricetta è pubblicata con il gioco (docs/fair-shuffle.md), con un breve programma che richiede solo Python, così chiunque può ricavare il mazzo anche senza questo gioco.</translation>
    </message>
    <message>
        <source>Deals started with a fixed seed (for tests and screenshots) and records opened from a file that has no seed have no commitment to check.</source>
        <translation>Le smazzate avviate con un codice fisso (per prove e schermate) e le registrazioni aperte da un file senza codice segreto non hanno un sigillo da controllare.</translation>
    </message>
    <message>
        <source>Friends and family can sit at one table from their own computers, on the same network or across the internet, with no account anywhere: one of you hosts the table, the others join it.</source>
        <translation>Amici e parenti possono sedere allo stesso tavolo ciascuno dal proprio computer, nella stessa rete o attraverso internet, senza alcun account: uno di voi ospita il tavolo, gli altri vi si siedono.</translation>
    </message>
    <message>
        <source>Hosting a table</source>
        <translation>Ospitare un tavolo</translation>
    </message>
    <message>
        <source>Game &gt; Play with friends &gt; Host a table: choose the game as for a new game, and for each other place whether a friend or a computer player sits there. The table shows an invitation code, a number and two words, and the addresses where friends can reach it: tell them both. Friends on the same network find the table by themselves while you host it.</source>
        <translation>Partita &gt; Gioca con gli amici &gt; Ospita un tavolo: scegli il gioco come per una nuova partita e, per ogni altro posto, se vi siede un amico o un giocatore computer. Il tavolo mostra un codice d&apos;invito, un numero e due parole, e gli indirizzi a cui gli amici lo trovano: comunica loro entrambi. Gli amici nella stessa rete trovano il tavolo da soli finché lo ospiti.</translation>
    </message>
    <message>
        <source>Joining a table</source>
        <translation>Sedersi a un tavolo</translation>
    </message>
    <message>
        <source>Game &gt; Play with friends &gt; Join a table: choose a table found on your network or type the host&apos;s address, then the invitation code and your name. The code is checked without ever being sent: a wrong one is refused, and after three wrong tries the host is given a new code.</source>
        <translation>Partita &gt; Gioca con gli amici &gt; Siediti a un tavolo: scegli un tavolo trovato nella tua rete o scrivi l&apos;indirizzo di chi ospita, poi il codice d&apos;invito e il tuo nome. Il codice viene verificato senza mai essere inviato: uno sbagliato è rifiutato, e dopo tre tentativi sbagliati chi ospita riceve un codice nuovo.</translation>
    </message>
    <message>
        <source>At a club server</source>
        <translation>Su un server di club</translation>
    </message>
    <message>
        <source>A club, or a family spread across countries, may run a Briscola server that everyone reaches. Game &gt; Play with friends &gt; Join a table &gt; At a club server: type its address (host:port, or the wss:// address the club gives) and its password if it has one, and list its tables. Each shows its game, its free places and who sits there: choose one and type the code its opener reads to you, or open a new table with the same choices as Host a table. The server gives you the new table&apos;s code, large above its places: read it to your friends. The server deals as soon as every place is taken, and a friend who takes too long to play has a computer play that one move.</source>
        <translation>Un club, o una famiglia sparsa per il mondo, può avere un server di Briscola che tutti raggiungono. Partita &gt; Gioca con gli amici &gt; Siediti a un tavolo &gt; Su un server di club: scrivi il suo indirizzo (host:porta, o l&apos;indirizzo wss:// che dà il club) e la sua password, se ne ha una, e mostra i suoi tavoli. Per ognuno vedi il gioco, i posti liberi e chi vi siede: scegline uno e scrivi il codice che ti legge chi l&apos;ha aperto, oppure apri un nuovo tavolo con le stesse scelte di Ospita un tavolo. Il server ti dà il codice del nuovo tavolo, in grande sopra i suoi posti: leggilo ai tuoi amici. Il server distribuisce le carte appena tutti i posti sono presi, e per un amico che ci mette troppo a giocare il computer gioca quella mossa.</translation>
    </message>
    <message>
        <source>Before the first deal</source>
        <translation>Prima della prima mano</translation>
    </message>
    <message>
        <source>Everyone sees who sits where. The host can swap two players (and so their teams); each friend says they are ready, and the host starts.</source>
        <translation>Tutti vedono chi siede dove. Chi ospita può scambiare due giocatori (e così le loro squadre); ogni amico dice di essere pronto, e chi ospita comincia.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Fair for everyone.</source>
        <translation>Equo per tutti.</translation>
    </message>
    <message>
        <source>Each player&apos;s game adds its own cut to every deal and checks the shuffle at the deal&apos;s end: the summary says so.</source>
        <translation>Il gioco di ciascun giocatore aggiunge la propria alzata a ogni smazzata e a fine smazzata verifica il mescolamento: il riepilogo lo dice.</translation>
    </message>
    <message>
        <source>Nothing seen that may not be.</source>
        <translation>Nulla si vede che non si debba vedere.</translation>
    </message>
    <message>
        <source>Your computer receives only your own cards and the ones played.</source>
        <translation>Il tuo computer riceve solo le tue carte e quelle giocate.</translation>
    </message>
    <message>
        <source>Away for a moment.</source>
        <translation>Assenti per un momento.</translation>
    </message>
    <message>
        <source>A player whose connection drops is shown as reconnecting; the host may let a computer play for them, and give the seat back.</source>
        <translation>Chi perde il collegamento appare come in ricollegamento; chi ospita può far giocare il computer al suo posto, e poi ridarglielo.</translation>
    </message>
    <message>
        <source>Quick messages.</source>
        <translation>Messaggi rapidi.</translation>
    </message>
    <message>
        <source>Say… sends Bravo!, Ciao! or Ben giocato! to the table.</source>
        <translation>Messaggio rapido manda al tavolo «Bravo!», «Ciao!» o «Ben giocato!».</translation>
    </message>
    <message>
        <source>No Undo.</source>
        <translation>Niente Annulla.</translation>
    </message>
    <message>
        <source>A card played at a shared table stays played.</source>
        <translation>Una carta giocata a un tavolo condiviso resta giocata.</translation>
    </message>
    <message>
        <source>Every finished deal goes into your history marked With friends, and counts in your statistics as a group of its own.</source>
        <translation>Ogni mano finita entra nella tua cronologia segnata Con gli amici, e conta nelle tue statistiche come un gruppo a sé.</translation>
    </message>
</context>
<context>
    <name>HelpButton</name>
    <message>
        <source>What this window shows</source>
        <translation>Che cosa mostra questa finestra</translation>
    </message>
    <message>
        <source>Help on this window</source>
        <translation>Aiuto su questa finestra</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>Lead %1: a trump lead draws out the opponent&apos;s trumps</source>
        <translation>Apri con %1: aprire di briscola fa uscire le briscole dell&apos;avversario</translation>
    </message>
    <message>
        <source>Lead %1: a trump lead draws out the opponents&apos; trumps</source>
        <translation>Apri con %1: aprire di briscola fa uscire le briscole degli avversari</translation>
    </message>
    <message>
        <source>Lead %1: the opponent holds no higher trump, so cannot take it</source>
        <translation>Apri con %1: l&apos;avversario non ha briscole più alte, quindi non può batterti</translation>
    </message>
    <message>
        <source>Lead %1: no opponent holds a higher trump, so none can take it</source>
        <translation>Apri con %1: nessun avversario ha briscole più alte, quindi nessuno di loro può batterti</translation>
    </message>
    <message>
        <source>Lead %1: it gives nothing away</source>
        <translation>Apri con %1: non regala nulla</translation>
    </message>
    <message>
        <source>Lead %1: a safe moment to cash its %2</source>
        <translation>Apri con %1: è il momento sicuro per incassarne %2</translation>
    </message>
    <message>
        <source>Lead %1: it risks %2, the fewest of your cards that are not trumps</source>
        <translation>Apri con %1: rischia %2, il minimo tra le tue carte che non sono briscole</translation>
    </message>
    <message>
        <source>Lead %1: it risks %2, more than your cheapest non-trump, but the coach prefers it here</source>
        <translation>Apri con %1: rischia %2, più della tua carta più bassa che non è briscola, ma l&apos;allenatore la preferisce qui</translation>
    </message>
    <message>
        <source>Capture %3 with a low trump (%1): %2</source>
        <translation>Prendi %3 con una briscola bassa (%1): %2</translation>
    </message>
    <message>
        <source>Capture %3 with %1: %2</source>
        <translation>Prendi %3 con %1: %2</translation>
    </message>
    <message>
        <source>Take the trick with %1: it costs nothing and you lead next</source>
        <translation>Prendi con %1: non costa nulla e poi apri tu</translation>
    </message>
    <message>
        <source>Take the last trick with %1: it costs nothing</source>
        <translation>Prendi l&apos;ultima presa con %1: non costa nulla</translation>
    </message>
    <message>
        <source>Take the trick with %1 for now: it costs nothing</source>
        <translation>Per ora prendi con %1: non costa nulla</translation>
    </message>
    <message>
        <source>Take the trick with %1: %2</source>
        <translation>Prendi con %1: %2</translation>
    </message>
    <message>
        <source>Go over your partner&apos;s card with %1: only yours is safe (%2)</source>
        <translation>Supera la carta della tua squadra con %1: solo la tua è al sicuro (%2)</translation>
    </message>
    <message>
        <source>Go over your partner&apos;s card with %1: %2, and you lead next</source>
        <translation>Supera la carta della tua squadra con %1: %2, e poi apri tu</translation>
    </message>
    <message>
        <source>Go over your partner&apos;s card with %1: %2</source>
        <translation>Supera la carta della tua squadra con %1: %2</translation>
    </message>
    <message>
        <source>Load %1 on your partner&apos;s trick: %2</source>
        <translation>Carica %1 sulla presa della tua squadra: %2</translation>
    </message>
    <message>
        <source>Let your partner&apos;s trick stand; keep your strong cards with %1</source>
        <translation>Lascia la presa alla tua squadra e tieni le carte forti: gioca %1</translation>
    </message>
    <message>
        <source>Let your partner&apos;s trick stand with %1</source>
        <translation>Lascia la presa alla tua squadra: gioca %1</translation>
    </message>
    <message>
        <source>Add %1 to the trick your other card is winning: %2</source>
        <translation>Aggiungi %1 alla presa che la tua altra carta sta vincendo: %2</translation>
    </message>
    <message>
        <source>Let your other card hold the trick; play %1</source>
        <translation>Lascia la presa alla tua altra carta: gioca %1</translation>
    </message>
    <message>
        <source>Play %1 on the trick: your partner plays after you and may take it</source>
        <translation>Gioca %1 sulla presa: dopo di te gioca chi è in squadra con te e può prenderla</translation>
    </message>
    <message>
        <source>Throw away %1: it is worth nothing</source>
        <translation>Scarta %1: non vale nulla</translation>
    </message>
    <message>
        <source>Give up the trick with %1, the cheapest card you can spare</source>
        <translation>Lascia la presa con %1, la carta meno cara che puoi dare</translation>
    </message>
    <message>
        <source>Give up the trick with %1 (%2) and keep your trumps for later</source>
        <translation>Lascia la presa con %1 (%2) e tieni le briscole per dopo</translation>
    </message>
    <message>
        <source>Give up the trick with %1 (%2); a cheaper card gives it up too</source>
        <translation>Lascia la presa con %1 (%2); anche una carta che vale meno la lascerebbe</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Storico…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Save deal as &amp;record…</source>
        <translation>Salva la smazzata come &amp;registrazione…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Apri una registrazione…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n deal(s) from your history?</source>
        <translation>
            <numerusform>Eliminare %n smazzata dal tuo storico?</numerusform>
            <numerusform>Eliminare %n smazzate dal tuo storico?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They are moved to the folder %1, not destroyed.</source>
        <translation>
            <numerusform>Viene spostata nella cartella %1, non distrutta.</numerusform>
            <numerusform>Vengono spostate nella cartella %1, non distrutte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Tienile</translation>
    </message>
    <message>
        <source>The deals could not be deleted: %1</source>
        <translation>Non è stato possibile eliminare le smazzate: %1</translation>
    </message>
    <message>
        <source>This deal cannot be opened: %1</source>
        <translation>Questa smazzata non si può aprire: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Start your statistics again from zero?</source>
        <translation>Ripartire da zero con le tue statistiche?</translation>
    </message>
    <message>
        <source>The deals stay in your history unless you also ask to delete them.</source>
        <translation>Le smazzate restano nel tuo storico, a meno che tu non chieda anche di eliminarle.</translation>
    </message>
    <message>
        <source>Also move every deal of the history to the trash</source>
        <translation>Sposta anche tutte le smazzate dello storico nel cestino</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Non è stato possibile azzerare le statistiche: %1</translation>
    </message>
    <message>
        <source>The statistics could not be made again: %1</source>
        <translation>Non è stato possibile ricalcolare le statistiche: %1</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta le statistiche</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Non è stato possibile salvare le statistiche: %1</translation>
    </message>
    <message>
        <source>Statistics saved in %1</source>
        <translation>Statistiche salvate in %1</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Apri una registrazione</translation>
    </message>
    <message>
        <source>Briscola records (*.briscola *.json);;All files (*)</source>
        <translation>Registrazioni di Briscola (*.briscola *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>non si può leggere</translation>
    </message>
    <message>
        <source>it is far too big to be a record</source>
        <translation>è troppo grande per essere una registrazione</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>è vuoto</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>non è testo</translation>
    </message>
    <message>
        <source>it is not JSON text</source>
        <translation>non è testo JSON</translation>
    </message>
    <message>
        <source>it is not a Briscola record, or not one this version reads</source>
        <translation>non è una registrazione di Briscola, o non una che questa versione sa leggere</translation>
    </message>
    <message>
        <source>its cards or plays break the rules</source>
        <translation>le sue carte o giocate violano le regole</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a Briscola record: %2.</source>
        <translation>%1 non si può aprire come registrazione di Briscola: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a Briscola record: %2 (%3).</source>
        <translation>%1 non si può aprire come registrazione di Briscola: %2 (%3).</translation>
    </message>
    <message>
        <source>Save deal as record</source>
        <translation>Salva la smazzata come registrazione</translation>
    </message>
    <message>
        <source>Briscola records (*.briscola)</source>
        <translation>Registrazioni di Briscola (*.briscola)</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>Non è stato possibile salvare la registrazione: %1</translation>
    </message>
    <message>
        <source>Deal saved in %1</source>
        <translation>Smazzata salvata in %1</translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message>
        <source>Your history cannot be kept this time: %1</source>
        <translation>Questa volta il tuo storico non può essere conservato: %1</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was kept as %1 and the statistics were made again from your history.</source>
        <translation>Il file delle statistiche era danneggiato: è stato conservato come %1 e le statistiche sono state ricalcolate dal tuo storico.</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game: it was kept as %1 and the statistics were made again from your history.</source>
        <translation>Il file delle statistiche è stato scritto da una versione più recente del gioco: è stato conservato come %1 e le statistiche sono state ricalcolate dal tuo storico.</translation>
    </message>
    <message>
        <source>The history folder was missing, so your statistics start again; the old statistics file was kept as %1.</source>
        <translation>La cartella dello storico mancava, quindi le tue statistiche ripartono da zero; il vecchio file delle statistiche è stato conservato come %1.</translation>
    </message>
    <message numerus="yes">
        <source>The statistics were made again from the %n deal(s) in your history.</source>
        <translation>
            <numerusform>Le statistiche sono state ricalcolate dalla %n smazzata del tuo storico.</numerusform>
            <numerusform>Le statistiche sono state ricalcolate dalle %n smazzate del tuo storico.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in the history folder could not be read and are not counted.</source>
        <translation>
            <numerusform>%n registrazione nella cartella dello storico non si può leggere e non è contata.</numerusform>
            <numerusform>%n registrazioni nella cartella dello storico non si possono leggere e non sono contate.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shuffle of this deal did not check out.</source>
        <translation>Il mescolamento di questa smazzata non risulta corretto.</translation>
    </message>
    <message>
        <source>This deal could not be kept in your history: %1</source>
        <translation>Non è stato possibile conservare questa smazzata nel tuo storico: %1</translation>
    </message>
    <message>
        <source>The review could not be kept in your history: %1</source>
        <translation>Non è stato possibile conservare la revisione nel tuo storico: %1</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Luck of your cards: %1 card points</source>
        <translation>Fortuna delle tue carte: %1 punti delle carte</translation>
    </message>
    <message>
        <source>Luck of your cards: %1 points of win chance (%2 card points)</source>
        <translation>Fortuna delle tue carte: %1 punti di probabilità di vittoria (%2 punti delle carte)</translation>
    </message>
    <message>
        <source>✔ Shuffle verified: its cards are the ones its seed and your cut deal</source>
        <translation>✔ Mescolamento verificato: le carte sono quelle che danno il suo codice segreto e la tua alzata</translation>
    </message>
    <message>
        <source>practice: face up</source>
        <translation>allenamento: carte scoperte</translation>
    </message>
    <message>
        <source>practice: hints</source>
        <translation>allenamento: suggerimenti</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <translation>Storico</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Risultato:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Kept deals</source>
        <translation>Smazzate conservate</translation>
    </message>
    <message>
        <source>✔ after the date: a fairly shuffled deal whose shuffle checked out</source>
        <translation>✔ dopo la data: una smazzata mescolata in modo verificabile, e la verifica è riuscita</translation>
    </message>
    <message>
        <source>&amp;Replay and review</source>
        <translation>&amp;Rigioca e rivedi</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>Mostra la &amp;cartella</translation>
    </message>
    <message>
        <source>&amp;Practise my mistakes…</source>
        <translation>Esercitati sui miei err&amp;ori…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) kept</source>
        <translation>
            <numerusform>%n smazzata conservata</numerusform>
            <numerusform>%n smazzate conservate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; none of them fits these filters.</source>
        <translation>%1; nessuna corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>%1; %2 shown.</source>
        <translation>%1; %2 mostrate.</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <source>All tables</source>
        <translation>Tutti i tavoli</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Tutte le varianti</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Scoperta</source>
        <translation>Scoperta</translation>
    </message>
    <message>
        <source>Briscolone</source>
        <translation>Briscolone</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppia</translation>
    </message>
    <message>
        <source>Briscola chiamata</source>
        <translation>Briscola chiamata</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>With friends</source>
        <translation>Con gli amici</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>%1 of 100</source>
        <translation>%1 su 100</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Ospita un tavolo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sits at the table&lt;/b&gt;</source>
        <translation>&lt;b&gt;Chi siede al tavolo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un amico</translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation>Computer: principiante</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computer: intermedio</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computer: esperto</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>una porta libera qualsiasi</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Apri il tavolo</translation>
    </message>
    <message>
        <source>Place %1 (your partner):</source>
        <translation>Posto %1 (in squadra con te):</translation>
    </message>
    <message>
        <source>Place %1 (opponent):</source>
        <translation>Posto %1 (avversario):</translation>
    </message>
    <message>
        <source>Place %1:</source>
        <translation>Posto %1:</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Computer %1 (%2)</source>
        <translation>Computer %1 (%2)</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Apertura del tavolo…</translation>
    </message>
</context>
<context>
    <name>HostSession</name>
    <message>
        <source>Port %1 is in use on this computer (another table, or another program). Choose another port, or 0 for any free one.</source>
        <translation>La porta %1 è già in uso su questo computer (un altro tavolo o un altro programma). Scegli un&apos;altra porta, o 0 per una libera qualsiasi.</translation>
    </message>
    <message>
        <source>This computer does not allow a table on port %1: choose another.</source>
        <translation>Questo computer non permette un tavolo sulla porta %1: scegline un&apos;altra.</translation>
    </message>
    <message>
        <source>This computer has no such network address to open the table on.</source>
        <translation>Questo computer non ha questo indirizzo di rete su cui aprire il tavolo.</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>Non è stato possibile aprire il tavolo: %1</translation>
    </message>
</context>
<context>
    <name>HostedResume</name>
    <message>
        <source>Play with friends</source>
        <translation>Gioca con gli amici</translation>
    </message>
    <message>
        <source>The match you hosted for your friends was interrupted.</source>
        <translation>La partita che ospitavi per i tuoi amici si è interrotta.</translation>
    </message>
    <message>
        <source>Open the table again? It gets a new invitation code; your friends join with it and sit where they sat, and the match goes on where it stopped.</source>
        <translation>Riaprire il tavolo? Avrà un nuovo codice d&apos;invito: i tuoi amici entrano con quello e si siedono dov&apos;erano, e la partita riprende da dove si era fermata.</translation>
    </message>
    <message>
        <source>Open the table again</source>
        <translation>Riapri il tavolo</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>The match you hosted could not be resumed (%1). It was set aside; you can host a new table.</source>
        <translation>Non è stato possibile riprendere la partita che ospitavi (%1). È stata messa da parte: puoi ospitare un nuovo tavolo.</translation>
    </message>
    <message>
        <source>The match you hosted could not be opened again: %1</source>
        <translation>Non è stato possibile riaprire la partita che ospitavi: %1</translation>
    </message>
    <message>
        <source>It is kept: try again from Game &gt; Play with friends.</source>
        <translation>È conservata: riprova da Partita &gt; Gioca con gli amici.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Siediti a un tavolo</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tavoli in questa rete:</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Cerca di nuovo</translation>
    </message>
    <message>
        <source>At a club ser&amp;ver…</source>
        <translation>Su un ser&amp;ver di club…</translation>
    </message>
    <message>
        <source>List the tables of a Briscola server, or open one</source>
        <translation>Mostra i tavoli di un server di Briscola, o aprine uno</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>per esempio %1</translation>
    </message>
    <message>
        <source>The address the host&apos;s table shows; the port is %1 unless it says.</source>
        <translation>L&apos;indirizzo che mostra il tavolo di chi ospita; la porta è %1 se non è indicata.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Indirizzo:</translation>
    </message>
    <message>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Codice d&apos;invito:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Siediti</translation>
    </message>
    <message>
        <source>You left the table at %1 before its match ended: Join takes you back to your place, as it stands.</source>
        <translation>Hai lasciato il tavolo a %1 prima della fine della partita: «Siediti» ti riporta al tuo posto, con il tavolo com&apos;è ora.</translation>
    </message>
    <message>
        <source>Type the address the host gives you.</source>
        <translation>Scrivi l&apos;indirizzo che ti dà chi ospita.</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Cerco tavoli in questa rete…</translation>
    </message>
    <message>
        <source>This network cannot be searched for tables: type the address.</source>
        <translation>In questa rete non si possono cercare tavoli: scrivi l&apos;indirizzo.</translation>
    </message>
    <message>
        <source>No table found on this network: type the address the host gives you.</source>
        <translation>Nessun tavolo in questa rete: scrivi l&apos;indirizzo che ti dà chi ospita.</translation>
    </message>
    <message>
        <source>Choose a table, or type an address.</source>
        <translation>Scegli un tavolo, o scrivi un indirizzo.</translation>
    </message>
    <message>
        <source>%1&apos;s table · %2 · %3</source>
        <translation>Tavolo di %1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) free</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table&apos;s address, for example 192.168.1.20:47044.</source>
        <translation>Scrivi l&apos;indirizzo del tavolo, per esempio 192.168.1.20:47044.</translation>
    </message>
    <message>
        <source>“%1” is not one of the invitation code&apos;s words: check its spelling with the host.</source>
        <translation>«%1» non è una delle parole del codice d&apos;invito: controlla con chi ospita come si scrive.</translation>
    </message>
    <message>
        <source>That is not an invitation code: a number and two words, like %1.</source>
        <translation>Questo non è un codice d&apos;invito: un numero e due parole, come %1.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Collegamento al tavolo…</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Your table</source>
        <translation>Il tuo tavolo</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Invitation code:</source>
        <translation>Codice d&apos;invito:</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Collegamento</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>I&apos;m &amp;ready</source>
        <translation>Sono &amp;pronto</translation>
    </message>
    <message>
        <source>&amp;Swap the two chosen places</source>
        <translation>&amp;Scambia i due posti scelti</translation>
    </message>
    <message>
        <source>Choose two players in the list: they change places (and teams).</source>
        <translation>Scegli due giocatori nell&apos;elenco: si scambiano il posto (e la squadra).</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Comincia la partita</translation>
    </message>
    <message>
        <source>Invitation code: %1</source>
        <translation>Codice d&apos;invito: %1</translation>
    </message>
    <message>
        <source>Friends can reach the table at: %1</source>
        <translation>Gli amici trovano il tavolo a: %1</translation>
    </message>
    <message>
        <source>This computer has no network address: friends cannot reach it.</source>
        <translation>Questo computer non ha un indirizzo di rete: gli amici non possono raggiungerlo.</translation>
    </message>
    <message>
        <source>At the club&apos;s table</source>
        <translation>Al tavolo del club</translation>
    </message>
    <message>
        <source>Friends join it from Game &gt; Play with friends &gt; Join a table &gt; At a club server, at %1, with this code.</source>
        <translation>Gli amici si siedono da Partita &gt; Gioca con gli amici &gt; Siediti a un tavolo &gt; Su un server di club, all&apos;indirizzo %1, con questo codice.</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>collegato</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>si sta ricollegando…</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>aspetta un amico</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>giocatore computer</translation>
    </message>
    <message>
        <source>a computer holds the seat</source>
        <translation>il computer tiene il posto</translation>
    </message>
    <message>
        <source>%1 · team %2</source>
        <translation>%1 · squadra %2</translation>
    </message>
    <message>
        <source>The game: %1</source>
        <translation>Si gioca: %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>non ancora</translation>
    </message>
    <message>
        <source>Taking your place at the table…</source>
        <translation>Prendi posto al tavolo…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n friend(s) to sit down…</source>
        <translation>
            <numerusform>Si aspetta che %n amico si sieda…</numerusform>
            <numerusform>Si aspetta che %n amici si siedano…</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is seated: the server deals the first hand.</source>
        <translation>Sono tutti seduti: il server distribuisce la prima mano.</translation>
    </message>
    <message>
        <source>Press I&apos;m ready when you are: the host starts once everyone is.</source>
        <translation>Premi «Sono pronto» quando lo sei: chi ospita comincia la partita quando tutti sono pronti.</translation>
    </message>
    <message>
        <source>Waiting for everyone to say they are ready…</source>
        <translation>Si aspetta che tutti siano pronti…</translation>
    </message>
    <message>
        <source>Everyone is ready: start the match when you like.</source>
        <translation>Tutti pronti: comincia la partita quando vuoi.</translation>
    </message>
    <message>
        <source>Everyone is ready: the host starts the match.</source>
        <translation>Tutti pronti: chi ospita comincia la partita.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>Score and moves</source>
        <translation>Punteggio e mosse</translation>
    </message>
    <message>
        <source>Deal %1 · Match: %2</source>
        <translation>Smazzata %1 · Partita: %2</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>La partita riprende da dove l&apos;avevi lasciata.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Leave the game in progress and start a new one?</source>
        <translation>Lasciare la partita in corso e iniziarne una nuova?</translation>
    </message>
    <message>
        <source>The game in progress cannot be resumed afterwards.</source>
        <translation>Poi la partita in corso non potrà più essere ripresa.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Quit with a game in progress?</source>
        <translation>Uscire con una partita in corso?</translation>
    </message>
    <message>
        <source>The game is saved: it goes on where you left it when you come back.</source>
        <translation>La partita è salvata: riprende da dove l&apos;hai lasciata quando torni.</translation>
    </message>
    <message>
        <source>The game could not be restarted: please start it again.</source>
        <translation>Non è stato possibile riavviare il gioco: avvialo di nuovo.</translation>
    </message>
    <message>
        <source>No sound</source>
        <translation>Niente suoni</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>Nessun dispositivo audio trovato</translation>
    </message>
    <message>
        <source>Looking for the best card…</source>
        <translation>Cerco la carta migliore…</translation>
    </message>
</context>
<context>
    <name>MatchWords</name>
    <message>
        <source>The match is drawn</source>
        <translation>La partita finisce pari</translation>
    </message>
    <message>
        <source>You share the match with %1, %2 each</source>
        <translation>Vinci a pari merito con %1, %2 a testa</translation>
    </message>
    <message>
        <source>%1 share the match, %2 each</source>
        <translation>%1 vincono a pari merito, %2 a testa</translation>
    </message>
    <message>
        <source>You finished %1 with %2</source>
        <translation>Hai chiuso al %1 posto con %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>second</source>
        <comment>a place at the end of a match</comment>
        <translation>secondo</translation>
    </message>
    <message>
        <source>third</source>
        <comment>a place at the end of a match</comment>
        <translation>terzo</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>a place at the end of a match</comment>
        <translation>quarto</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>a place at the end of a match</comment>
        <translation>quinto</translation>
    </message>
</context>
<context>
    <name>MoveLogModel</name>
    <message>
        <source>Trick %1 to you: %2 points</source>
        <translation>Presa %1 — a te: %2 punti</translation>
    </message>
    <message>
        <source>Trick %1 to %2: %3 points</source>
        <translation>Presa %1 — %2: %3 punti</translation>
    </message>
    <message>
        <source>%1: the %2 swapped for the briscola (%3)</source>
        <translation>%1: il %2 scambiato con la briscola (%3)</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1, card %2 of %3</source>
        <translation>%1, carta %2 di %3</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>No game yet: press %1 for a new game.</source>
        <translation>Nessuna partita: premi %1 per una nuova partita.</translation>
    </message>
    <message>
        <source>Briscola: %1.</source>
        <translation>Briscola: %1.</translation>
    </message>
    <message>
        <source>No briscola: follow suit.</source>
        <translation>Niente briscola: rispondi al seme.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>In mano: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>In tavola: %1.</translation>
    </message>
    <message>
        <source>Last trick won by you: %1.</source>
        <translation>Ultima presa vinta da te: %1.</translation>
    </message>
    <message>
        <source>Last trick won by %1: %2.</source>
        <translation>Ultima presa vinta da %1: %2.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Carte nel mazzo: %1.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>The game is paused: nobody plays until it goes on.</source>
        <translation>La partita è in pausa: nessuno gioca finché non riprende.</translation>
    </message>
    <message>
        <source>You take the trick: press Space to go on.</source>
        <translation>Prendi tu: premi Spazio per continuare.</translation>
    </message>
    <message>
        <source>%1 takes the trick: press Space to go on.</source>
        <translation>%1 prende: premi Spazio per continuare.</translation>
    </message>
    <message>
        <source>Your turn: press a number key, or the arrows and Enter.</source>
        <translation>Tocca a te: premi un tasto numerico, o le frecce e Invio.</translation>
    </message>
    <message>
        <source>Your turn in the auction: the auction panel has the focus.</source>
        <translation>Tocca a te nell&apos;asta: il pannello dell&apos;asta ha il fuoco.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>The trick is gathered and the cards are drawn.</source>
        <translation>Si raccoglie la presa e si pescano le carte.</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Si distribuiscono le carte.</translation>
    </message>
</context>
<context>
    <name>NetWords</name>
    <message>
        <source>The code is not this table&apos;s code. Check it with the host (after three wrong tries the host is given a new code).</source>
        <translation>Il codice non è quello di questo tavolo. Controllalo con chi ospita (dopo tre tentativi sbagliati chi ospita riceve un codice nuovo).</translation>
    </message>
    <message>
        <source>The host&apos;s invitation code has changed: after three wrong tries the table draws a new one. Ask the host for the new code.</source>
        <translation>Il codice d&apos;invito è cambiato: dopo tre tentativi sbagliati il tavolo ne estrae uno nuovo. Chiedi il nuovo codice a chi ospita.</translation>
    </message>
    <message>
        <source>Nobody answers at %1. Check the address, and that the host&apos;s table is open.</source>
        <translation>Nessuno risponde a %1. Controlla l&apos;indirizzo e che il tavolo di chi ospita sia aperto.</translation>
    </message>
    <message>
        <source>The host did not answer in time. Check the address and try again.</source>
        <translation>Chi ospita non ha risposto in tempo. Controlla l&apos;indirizzo e riprova.</translation>
    </message>
    <message>
        <source>Every place at this table is taken.</source>
        <translation>Tutti i posti di questo tavolo sono occupati.</translation>
    </message>
    <message>
        <source>The host opened the table again with a new code. Ask them for it and join with Game &gt; Play with friends &gt; Join a table: you sit where you sat.</source>
        <translation>L&apos;ospite ha riaperto il tavolo con un nuovo codice. Chiediglielo ed entra con Partita &gt; Gioca con gli amici &gt; Siediti a un tavolo: ti siedi dov&apos;eri.</translation>
    </message>
    <message>
        <source>The host plays with another version of Briscola: you both need the same.</source>
        <translation>Chi ospita gioca con un&apos;altra versione di Briscola: vi serve la stessa.</translation>
    </message>
    <message>
        <source>This is not a Briscola table, or it answered wrongly.</source>
        <translation>Questo non è un tavolo di Briscola, o ha risposto in modo sbagliato.</translation>
    </message>
    <message>
        <source>That name cannot be used: 1 to 24 letters, digits or spaces.</source>
        <translation>Questo nome non si può usare: da 1 a 24 lettere, cifre o spazi.</translation>
    </message>
    <message>
        <source>The table no longer keeps your place.</source>
        <translation>Il tavolo non ti tiene più il posto.</translation>
    </message>
    <message>
        <source>The host ended the match: leave the table when you like.</source>
        <translation>Chi ospita ha chiuso la partita: lascia il tavolo quando vuoi.</translation>
    </message>
    <message>
        <source>The host has left: the connection to the table is closed.</source>
        <translation>Chi ospita se n&apos;è andato: il collegamento al tavolo è chiuso.</translation>
    </message>
    <message>
        <source>It is not your turn to speak: wait for your turn in the auction.</source>
        <translation>Non tocca a te parlare: aspetta il tuo turno nell&apos;asta.</translation>
    </message>
    <message>
        <source>That call cannot be made now: it must beat the standing call.</source>
        <translation>Questa chiamata ora non si può fare: deve superare quella in piedi.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The table had moved on: play again.</source>
        <translation>Il tavolo era già andato avanti: gioca di nuovo.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Questa carta non si può giocare ora.</translation>
    </message>
    <message>
        <source>A computer player holds your seat until the host gives it back.</source>
        <translation>Il computer tiene il tuo posto finché chi ospita non te lo ridà.</translation>
    </message>
    <message>
        <source>The host has paused the game.</source>
        <translation>Chi ospita ha messo in pausa la partita.</translation>
    </message>
    <message>
        <source>One quick message a second, please.</source>
        <translation>Un messaggio rapido al secondo, per favore.</translation>
    </message>
    <message>
        <source>The host refused that (%1).</source>
        <translation>Chi ospita l&apos;ha rifiutato (%1).</translation>
    </message>
    <message>
        <source>Bravo!</source>
        <translation>Bravo!</translation>
    </message>
    <message>
        <source>Ciao!</source>
        <translation>Ciao!</translation>
    </message>
    <message>
        <source>Ben giocato!</source>
        <translation>Ben giocato!</translation>
    </message>
    <message>
        <source>Grazie!</source>
        <translation>Grazie!</translation>
    </message>
    <message>
        <source>Ops!</source>
        <translation>Ops!</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 smazzate</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Avversari:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Partita:</translation>
    </message>
    <message>
        <source>Chiamata match:</source>
        <translation>Partita a chiamata:</translation>
    </message>
    <message>
        <source>Deal wins needed:</source>
        <translation>Smazzate da vincere:</translation>
    </message>
    <message>
        <source>Drawn deals:</source>
        <translation>Smazzate pari:</translation>
    </message>
    <message>
        <source>&amp;Face up, a hint every turn, the card tracker</source>
        <translation>Carte &amp;scoperte, un consiglio a ogni turno, il conta carte</translation>
    </message>
    <message>
        <source>Every hand is shown face up, the coach suggests a card at each of your turns and the card tracker counts what is still out. Practice games are kept in your history but not counted in your statistics.</source>
        <translation>Tutte le mani sono scoperte, l&apos;allenatore ti consiglia una carta a ogni tuo turno e il conta carte tiene il conto di quello che è ancora fuori. Le partite di allenamento restano nella cronologia ma non contano nelle statistiche.</translation>
    </message>
    <message>
        <source>Practice:</source>
        <translation>Allenamento:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
</context>
<context>
    <name>PracticeActions</name>
    <message>
        <source>&amp;Practise my mistakes…</source>
        <translation>Esercitati sui miei err&amp;ori…</translation>
    </message>
    <message>
        <source>Play again the positions of your history where your card cost the most</source>
        <translation>Rigioca le posizioni del tuo storico in cui la tua carta è costata di più</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <source>&amp;Earlier turn</source>
        <translation>Turno &amp;precedente</translation>
    </message>
    <message>
        <source>Your turn before this one in the same deal</source>
        <translation>Il tuo turno prima di questo nella stessa smazzata</translation>
    </message>
    <message>
        <source>Late&amp;r turn</source>
        <translation>Turno successi&amp;vo</translation>
    </message>
    <message>
        <source>Your turn after this one in the same deal</source>
        <translation>Il tuo turno dopo questo nella stessa smazzata</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <source>The coach&apos;s answer</source>
        <translation>La risposta dell&apos;allenatore</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>Posizione &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>&amp;Riprendi da qui</translation>
    </message>
    <message>
        <source>Play the rest of this deal from this position against the Expert</source>
        <translation>Gioca il resto di questa smazzata da questa posizione contro l&apos;Esperto</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message>
        <source>Practise my mistakes</source>
        <translation>Esercitati sui miei errori</translation>
    </message>
    <message>
        <source>Played %1 · %2 · trick %3</source>
        <translation>Giocata il %1 · %2 · presa %3</translation>
    </message>
    <message>
        <source>less than 1 point</source>
        <translation>meno di 1 punto</translation>
    </message>
    <message>
        <source>In the deal you played %1 here and gave away %2 (the deal was already decided). Find a better card.</source>
        <translation>Nella smazzata qui hai giocato %1 e hai regalato %2 (la smazzata era già decisa). Trova una carta migliore.</translation>
    </message>
    <message>
        <source>In the deal you played %1 here and gave away %2, while the chance to win went from %3 to %4. Find a better card.</source>
        <translation>Nella smazzata qui hai giocato %1 e hai regalato %2, mentre la probabilità di vincere passava da %3 a %4. Trova una carta migliore.</translation>
    </message>
    <message>
        <source>In the deal you played %1 here and lost %2 percentage points of win chance. Find a better card.</source>
        <translation>Nella smazzata qui hai giocato %1 e hai perso %2 punti percentuali di probabilità di vittoria. Trova una carta migliore.</translation>
    </message>
    <message>
        <source>✔ Solved: %1 is the coach&apos;s card.</source>
        <translation>✔ Risolto: %1 è la carta dell&apos;allenatore.</translation>
    </message>
    <message>
        <source>✔ Solved: %1 is as good as the coach&apos;s card, %2.</source>
        <translation>✔ Risolto: %1 vale quanto la carta dell&apos;allenatore, %2.</translation>
    </message>
    <message>
        <source>%1 gives away %2.</source>
        <translation>%1 regala %2.</translation>
    </message>
    <message>
        <source>%1 costs %2 percentage points of win chance (from %3 to %4).</source>
        <translation>%1 costa %2 punti percentuali di probabilità di vittoria (dal %3 al %4).</translation>
    </message>
    <message>
        <source>The coach&apos;s card: %1.</source>
        <translation>La carta dell&apos;allenatore: %1.</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>Posizione nuova</translation>
    </message>
    <message>
        <source>Solved %1 · missed %2</source>
        <translation>Risolta: %1 · sbagliata: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) to practise now</source>
        <translation>
            <numerusform>%n posizione su cui esercitarti ora</numerusform>
            <numerusform>%n posizioni su cui esercitarti ora</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>risolte: %1 su %2</translation>
    </message>
    <message>
        <source>(Tried after your answer: it does not count.)</source>
        <translation>(Provata dopo la tua risposta: non conta.)</translation>
    </message>
    <message>
        <source>It comes back later, less often each time you solve it.</source>
        <translation>Tornerà più avanti, sempre più di rado ogni volta che la risolvi.</translation>
    </message>
    <message>
        <source>It comes back soon, after the others.</source>
        <translation>Tornerà presto, dopo le altre.</translation>
    </message>
    <message>
        <source>No position to practise yet: the coach finds your costliest cards in the deals it has reviewed. Open a deal in the history (Replay and review), let the coach judge it, then come back.</source>
        <translation>Ancora nessuna posizione su cui esercitarti: l&apos;allenatore trova le tue carte più costose nelle smazzate che ha rivisto. Apri una smazzata dello storico (Rigioca e rivedi), lascia che l&apos;allenatore la giudichi, poi torna qui.</translation>
    </message>
    <message>
        <source>All done for now. The next position comes back on %1.</source>
        <translation>Per ora è tutto. La prossima posizione torna il %1.</translation>
    </message>
    <message>
        <source>You play the deal on from here against the Expert.</source>
        <translation>Da qui giochi il resto della smazzata contro l&apos;Esperto.</translation>
    </message>
    <message>
        <source>Another of your turns in this deal: play a card to take over from here against the Expert, or go back to the position.</source>
        <translation>Un altro tuo turno di questa smazzata: gioca una carta per riprendere da qui contro l&apos;Esperto, o torna alla posizione.</translation>
    </message>
    <message>
        <source>The deal is drawn, %1 to %2.</source>
        <translation>La smazzata è patta, %1 a %2.</translation>
    </message>
    <message>
        <source>You won the deal, %1 to %2.</source>
        <translation>Hai vinto la smazzata, %1 a %2.</translation>
    </message>
    <message>
        <source>You lost the deal, %1 to %2.</source>
        <translation>Hai perso la smazzata, %1 a %2.</translation>
    </message>
    <message>
        <source>This position cannot be set: %1</source>
        <translation>Questa posizione non si può preparare: %1</translation>
    </message>
    <message>
        <source>The practice schedule could not be read (%1): it starts again.</source>
        <translation>Il calendario degli esercizi non si è potuto leggere (%1): ricomincia da capo.</translation>
    </message>
    <message>
        <source>The practice schedule could not be saved: %1</source>
        <translation>Il calendario degli esercizi non si è potuto salvare: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Carte:</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Panno verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Panno blu</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Panno rosso</translation>
    </message>
    <message>
        <source>Walnut wood</source>
        <translation>Legno di noce</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animazioni:</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Svelto</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Tranquillo</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;pace:</source>
        <translation>R&amp;itmo degli avversari:</translation>
    </message>
    <message>
        <source>Wait for a click</source>
        <translation>Aspetta un clic</translation>
    </message>
    <message>
        <source>Continue after %1 s</source>
        <translation>Continua dopo %1 s</translation>
    </message>
    <message>
        <source>After a &amp;trick:</source>
        <translation>Dopo una &amp;presa:</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <source>Show the &amp;points won so far on the table</source>
        <translation>Mostra sul tavolo i p&amp;unti fatti finora</translation>
    </message>
    <message>
        <source>Off by default: counting the points is part of the game.</source>
        <translation>Spento di solito: contare i punti fa parte del gioco.</translation>
    </message>
    <message>
        <source>Ask before leaving a game in &amp;progress</source>
        <translation>Chiedi prima di lasciare una partita in c&amp;orso</translation>
    </message>
    <message>
        <source>Always keep the random &amp;cut</source>
        <translation>Tieni sempre l&apos;&amp;alzata casuale</translation>
    </message>
    <message>
        <source>Deal at once, cutting the deck with a random number instead of asking you.</source>
        <translation>Distribuisci subito, alzando il mazzo con un numero casuale invece di chiedertelo.</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The new language is used after a restart.</source>
        <translation>La nuova lingua si usa dopo un riavvio.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Riavvia ora</translation>
    </message>
    <message>
        <source>Your game is saved and goes on after the restart.</source>
        <translation>La partita viene salvata e riprende dopo il riavvio.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>See each deck&apos;s cards and choose</source>
        <translation>Vedi le carte di ogni mazzo e scegli</translation>
    </message>
    <message>
        <source>Sound (no sound device found)</source>
        <translation>Suoni (nessun dispositivo audio trovato)</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>Nessun dispositivo audio trovato</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>%1 (reconnecting)</source>
        <translation>%1 (si ricollega)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (assente)</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>La tua squadra</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>%1 (%2 with the judge&apos;s best card; %3 before your turn, as the rules of thumb would play your cards)</source>
        <translation>%1 (%2 con la carta migliore secondo l&apos;allenatore; %3 prima del tuo turno, giocando le tue carte secondo le regole pratiche)</translation>
    </message>
    <message>
        <source>%1; luck %2</source>
        <translation>%1; fortuna %2</translation>
    </message>
    <message>
        <source>%1 (cut short: the line stops at %2)</source>
        <translation>%1 (accorciato: la linea si ferma a %2)</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buona</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisione</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Errore grave</translation>
    </message>
    <message>
        <source>less than 1 point</source>
        <translation>meno di 1 punto</translation>
    </message>
    <message>
        <source>less than 1 card point</source>
        <translation>meno di 1 punto delle carte</translation>
    </message>
    <message>
        <source>1 card point on average</source>
        <translation>1 punto delle carte in media</translation>
    </message>
    <message>
        <source>%1 card points on average</source>
        <translation>%1 punti delle carte in media</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>Trick %1 · %2: %3</source>
        <translation>Presa %1 · %2: %3</translation>
    </message>
    <message>
        <source>%1: you played %2, and %3; %4 was better</source>
        <translation>%1: hai giocato %2, e %3; %4 valeva di più</translation>
    </message>
    <message>
        <source>%1: you played %2, and %3; %4 was as good</source>
        <translation>%1: hai giocato %2, e %3; %4 valeva altrettanto</translation>
    </message>
    <message>
        <source>%1: your partner played %2; from your partner&apos;s own view (not your line on the graph) %3; %4 was better by %5</source>
        <translation>%1: chi è in squadra con te ha giocato %2; dal suo punto di vista (non la tua linea sul grafico) %3; %4 valeva %5 in più</translation>
    </message>
    <message>
        <source>%1: your partner played %2; from your partner&apos;s own view (not your line on the graph) %3; %4 was as good or better</source>
        <translation>%1: chi è in squadra con te ha giocato %2; dal suo punto di vista (non la tua linea sul grafico) %3; %4 valeva altrettanto o di più</translation>
    </message>
    <message>
        <source>Best: you swapped the 2 of trump for the briscola</source>
        <translation>Migliore: hai scambiato il 2 di briscola con la briscola scoperta</translation>
    </message>
    <message>
        <source>Best: you kept the 2 of trump</source>
        <translation>Migliore: hai tenuto il 2 di briscola</translation>
    </message>
    <message>
        <source>All your plays cost %1; accuracy %2 of 100; luck %3</source>
        <translation>Tutte le tue giocate insieme sono costate %1; precisione %2 su 100; fortuna %3</translation>
    </message>
    <message>
        <source>All your plays cost %1; accuracy %2 of 100; luck not rated: every card is dealt before the auction, when a hand has no side yet, and nothing is drawn after</source>
        <translation>Tutte le tue giocate insieme sono costate %1; precisione %2 su 100; fortuna non valutata: tutte le carte si distribuiscono prima dell&apos;asta, quando una mano non ha ancora uno schieramento, e dopo non si pesca</translation>
    </message>
    <message>
        <source>All the plays of %1 (partner) cost %2; accuracy %3 of 100</source>
        <translation>Tutte le giocate di %1 (in squadra con te) insieme sono costate %2; precisione %3 su 100</translation>
    </message>
    <message>
        <source>Mark my &amp;team&apos;s plays too</source>
        <translation>Segna anche le giocate della mia &amp;squadra</translation>
    </message>
    <message>
        <source>Your costliest plays</source>
        <translation>Le tue giocate più costose</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Presa %1: %2</translation>
    </message>
    <message>
        <source>Your win chance over the deal</source>
        <translation>La tua probabilità di vittoria nella smazzata</translation>
    </message>
    <message>
        <source>exact from here</source>
        <translation>esatto da qui</translation>
    </message>
    <message>
        <source>Best: you played %1, the judge&apos;s own choice</source>
        <translation>Migliore: hai giocato %1, proprio la scelta del giudice</translation>
    </message>
    <message>
        <source>Review · %1 · %2</source>
        <translation>Revisione · %1 · %2</translation>
    </message>
    <message>
        <source>Review of deal %1 · %2 · %3</source>
        <translation>Revisione della smazzata %1 · %2 · %3</translation>
    </message>
    <message>
        <source>the deal was already won, whatever card was played</source>
        <translation>la smazzata era già vinta, qualunque carta si giocasse</translation>
    </message>
    <message>
        <source>the deal was already lost, whatever card was played</source>
        <translation>la smazzata era già persa, qualunque carta si giocasse</translation>
    </message>
    <message>
        <source>the deal was as good as won, whatever card was played</source>
        <translation>la smazzata era praticamente vinta, qualunque carta si giocasse</translation>
    </message>
    <message>
        <source>the deal was as good as lost, whatever card was played</source>
        <translation>la smazzata era praticamente persa, qualunque carta si giocasse</translation>
    </message>
    <message>
        <source>the chance to win went from %1 to %2</source>
        <translation>la probabilità di vincere è passata da %1 a %2</translation>
    </message>
    <message>
        <source>the chance to win stayed the same</source>
        <translation>la probabilità di vincere è rimasta la stessa</translation>
    </message>
    <message>
        <source>%1: you played %2, and %3; %4 was better by %5</source>
        <translation>%1: hai giocato %2, e %3; %4 valeva %5 in più</translation>
    </message>
    <message>
        <source>Best: your partner played %1, the judge&apos;s own choice</source>
        <translation>Migliore: chi è in squadra con te ha giocato %1, proprio la scelta del giudice</translation>
    </message>
    <message>
        <source>you swapped the 2 of trump, and %1; keeping it was better by %2</source>
        <translation>hai scambiato il 2 di briscola, e %1; tenerlo valeva %2 in più</translation>
    </message>
    <message>
        <source>you kept the 2 of trump, and %1; swapping it was better by %2</source>
        <translation>hai tenuto il 2 di briscola, e %1; scambiarlo valeva %2 in più</translation>
    </message>
    <message>
        <source>1 point of win chance</source>
        <translation>1 punto di probabilità di vittoria</translation>
    </message>
    <message>
        <source>%1 points of win chance</source>
        <translation>%1 punti di probabilità di vittoria</translation>
    </message>
    <message>
        <source>1 card point</source>
        <translation>1 punto delle carte</translation>
    </message>
    <message>
        <source>%1 card points</source>
        <translation>%1 punti delle carte</translation>
    </message>
    <message>
        <source>less than 1 card point on average</source>
        <translation>meno di 1 punto delle carte in media</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>you swapped the 2 of trump, and %1; keeping it was as good</source>
        <translation>hai scambiato il 2 di briscola, e %1; tenerlo valeva altrettanto</translation>
    </message>
    <message>
        <source>you kept the 2 of trump, and %1; swapping it was as good</source>
        <translation>hai tenuto il 2 di briscola, e %1; scambiarlo valeva altrettanto</translation>
    </message>
    <message>
        <source>%1 (though %2: more points, fewer wins)</source>
        <translation>%1 (eppure %2: più punti, meno vittorie)</translation>
    </message>
    <message>
        <source>%1 (though %2: fewer points, more wins)</source>
        <translation>%1 (eppure %2: meno punti, più vittorie)</translation>
    </message>
    <message>
        <source>The cards you were dealt: luck %1.</source>
        <translation>Le carte che hai ricevuto: fortuna %1.</translation>
    </message>
    <message>
        <source>Then the draws: luck %1.</source>
        <translation>Poi le pescate: fortuna %1.</translation>
    </message>
    <message>
        <source>Then the draw: you drew %1, luck %2.</source>
        <translation>Poi la pescata: hai pescato %1, fortuna %2.</translation>
    </message>
    <message>
        <source>The draws after trick %1</source>
        <translation>Le pescate dopo la presa %1</translation>
    </message>
    <message>
        <source>%1: your chance to win %2</source>
        <translation>%1: la tua probabilità di vincere è %2</translation>
    </message>
    <message>
        <source>%1: your chance to win from %2 to %3</source>
        <translation>%1: la tua probabilità di vincere da %2 a %3</translation>
    </message>
    <message>
        <source>Trick %1 · %2: %3, %4 given away</source>
        <translation>Presa %1 · %2: %3, %4 in meno</translation>
    </message>
    <message>
        <source>Trick %1 · %2: %3, from %4 to %5</source>
        <translation>Presa %1 · %2: %3, da %4 a %5</translation>
    </message>
    <message>
        <source>No play of yours lost 5 points of win chance or more (5 card points in a decided deal); together they cost %1.</source>
        <translation>Nessuna tua giocata ha perso 5 punti di probabilità di vittoria o più (5 punti delle carte in una smazzata già decisa); insieme sono costate %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s chance to win the deal</source>
        <translation>Probabilità della tua squadra di vincere la smazzata</translation>
    </message>
    <message>
        <source>Your side&apos;s chance to win the deal</source>
        <translation>Probabilità della tua parte di vincere la smazzata</translation>
    </message>
    <message>
        <source>Your chance to win the deal</source>
        <translation>La tua probabilità di vincere la smazzata</translation>
    </message>
    <message>
        <source>each play of the deal, in order →</source>
        <translation>ogni giocata della smazzata, in ordine →</translation>
    </message>
    <message>
        <source>each play and draw of the deal, in order →</source>
        <translation>ogni giocata e pescata della smazzata, in ordine →</translation>
    </message>
    <message>
        <source>cards dealt or drawn: blue good luck, purple bad</source>
        <translation>carte ricevute o pescate: blu fortuna, viola sfortuna</translation>
    </message>
    <message>
        <source>the coach&apos;s closer look at your turn</source>
        <translation>analisi del tuo turno</translation>
    </message>
    <message>
        <source>%1; from here nothing is hidden from you and the coach works it out exactly</source>
        <translation>%1; da qui non ti è nascosto più niente e l&apos;allenatore calcola esattamente</translation>
    </message>
    <message>
        <source>Trick %1: %2 played %3</source>
        <translation>Presa %1: %2 ha giocato %3</translation>
    </message>
    <message>
        <source>Trick %1: you played %2</source>
        <translation>Presa %1: hai giocato %2</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Come sono state distribuite</translation>
    </message>
    <message>
        <source>Stock: %1 cards, order hidden</source>
        <translation>Mazzo: %1 carte, ordine nascosto</translation>
    </message>
    <message>
        <source>Briscola: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Judging the plays: %v of %m</source>
        <translation>Giudizio delle giocate: %v di %m</translation>
    </message>
    <message>
        <source>The analysis was called off.</source>
        <translation>L&apos;analisi è stata interrotta.</translation>
    </message>
    <message>
        <source>The deal could not be judged: %1</source>
        <translation>La smazzata non si è potuta giudicare: %1</translation>
    </message>
    <message>
        <source>Progress of the analysis</source>
        <translation>Avanzamento dell&apos;analisi</translation>
    </message>
    <message>
        <source>Plays of the deal</source>
        <translation>Giocate della smazzata</translation>
    </message>
    <message>
        <source>Step through the deal</source>
        <translation>Scorri la smazzata</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Ferma l&apos;analisi</translation>
    </message>
    <message>
        <source>Judge the plays</source>
        <translation>Giudica le giocate</translation>
    </message>
    <message>
        <source>The judge is looking at every play…</source>
        <translation>Il giudice esamina ogni giocata…</translation>
    </message>
    <message>
        <source>This card moved your team&apos;s chance to win from %1 to %2.</source>
        <translation>Questa carta ha portato la probabilità della tua squadra di vincere da %1 a %2.</translation>
    </message>
    <message>
        <source>This card moved your chance to win from %1 to %2.</source>
        <translation>Questa carta ha portato la tua probabilità di vincere da %1 a %2.</translation>
    </message>
    <message>
        <source>You had no other card to play.</source>
        <translation>Non avevi altre carte da giocare.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>Meglio: %1.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Rules of Briscola</source>
        <translation>Regole della briscola</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>How to play Briscola</source>
        <translation>Come si gioca a briscola</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Le carte</translation>
    </message>
    <message>
        <source>A deck of %1 cards in four suits of ten: %2.</source>
        <translation>Un mazzo di %1 carte, quattro semi da dieci: %2.</translation>
    </message>
    <message>
        <source>The cards below rank from the strongest to the weakest; the same holds in every suit. Mind the Three: it beats the King and every figure.</source>
        <translation>Qui sotto le carte vanno dalla più forte alla più debole, allo stesso modo in ogni seme. Attenzione al tre: batte il re e tutte le figure.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Forza</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>The deck holds %1 points. The Aces and Threes are the carichi, the cards that weigh; the cards worth nothing are the lisci.</source>
        <translation>Il mazzo vale %1 punti. Assi e tre sono i carichi, le carte che pesano; le carte che non valgono niente sono i lisci.</translation>
    </message>
    <message>
        <source>A deal</source>
        <translation>La smazzata</translation>
    </message>
    <message>
        <source>The player after the dealer leads the first trick, and play goes round the table counter-clockwise, as in Italy. You may play any card: in the classic game there is no need to follow suit, to beat or to trump, not even when the stock is gone.</source>
        <translation>Esce per primo chi siede dopo il mazziere, e il giro va in senso antiorario, come si usa in Italia. Si può giocare qualsiasi carta: nella briscola classica non c&apos;è obbligo di rispondere al seme, di superare o di tagliare con una briscola, nemmeno quando il mazzo è finito.</translation>
    </message>
    <message>
        <source>The trick goes to the highest trump played; with no trump in it, to the highest card of the suit led. A card of another suit never takes it.</source>
        <translation>La presa va alla briscola più alta giocata; se non ci sono briscole, alla carta più alta del seme di uscita. Una carta di un altro seme non prende mai.</translation>
    </message>
    <message>
        <source>The winner takes the cards (a presa), draws first from the stock, the others draw after in playing order, and the winner leads the next trick. Once the stock and the briscola are drawn, the hands are played out.</source>
        <translation>Chi vince la mano raccoglie le carte (la presa), pesca per primo dal mazzo, poi pescano gli altri nell&apos;ordine di gioco, e chi ha preso esce nella mano seguente. Finiti il mazzo e la briscola, si giocano le carte rimaste in mano.</translation>
    </message>
    <message>
        <source>At the end each side counts the points of its prese: %1 or more of the %2 wins the deal, and %3 all is a draw. The deal passes to the next dealer.</source>
        <translation>Alla fine ciascuno conta i punti delle sue prese: con %1 o più dei %2 punti si vince la smazzata, e %3 pari è patta. Alla smazzata successiva cambia il mazziere.</translation>
    </message>
    <message>
        <source>You face one opponent: %1 cards, %2 tricks of two cards.</source>
        <translation>Si gioca contro un solo avversario: %1 carte, %2 prese da due carte.</translation>
    </message>
    <message>
        <source>One 2, chosen at random, is put aside before the deal: %1 cards, %2 tricks of three. Each plays for themselves; the highest total wins the deal, and a tie for the highest is a draw.</source>
        <translation>Prima di dare le carte si toglie un 2 a caso: %1 carte, %2 prese da tre. Ognuno gioca per sé; vince la smazzata chi fa più punti, e un pari merito in testa è patta.</translation>
    </message>
    <message>
        <source>Two teams of two; partners sit opposite each other, so an opponent plays between you and your partner. Partners put their prese together and %3 points win. %1 cards, %2 tricks of four.</source>
        <translation>Due coppie; chi gioca in coppia siede di fronte, così tra te e chi è in squadra con te gioca sempre un avversario. Ogni coppia mette insieme le prese e vincono con %3 punti. %1 carte, %2 prese da quattro.</translation>
    </message>
    <message>
        <source>The four 2s are put aside: %1 cards, %2 tricks of six. Two teams of three sit alternately, so your partners are the second and the fourth player after you. Each team counts its prese together and %3 points win.</source>
        <translation>Si tolgono i quattro 2: %1 carte, %2 prese da sei. Due squadre da tre siedono a posti alterni, così sei in squadra con il secondo e il quarto giocatore dopo di te. Ogni squadra conta insieme le sue prese e vince con %3 punti.</translation>
    </message>
    <message>
        <source>Two, three, four and six players</source>
        <translation>In due, in tre, in quattro e in sei</translation>
    </message>
    <message>
        <source>Partner signals</source>
        <translation>Segnali di squadra</translation>
    </message>
    <message>
        <source>The cards are shuffled and each player is dealt %1, one at a time. The next card is turned face up: the briscola. Its suit is trump (briscola too) for the whole deal. It lies face up at the foot of the stock, the mazzo (on this table, beside it), and is the last card drawn.</source>
        <translation>Si mescolano le carte e se ne danno %1 a ciascun giocatore, una alla volta. La carta seguente si scopre: è la briscola, e il suo seme è briscola per tutta la smazzata. Resta scoperta in fondo al mazzo (su questo tavolo, accanto al mazzo) ed è l&apos;ultima carta che si pesca.</translation>
    </message>
    <message>
        <source>Briscola chiamata</source>
        <translation>Briscola chiamata</translation>
    </message>
    <message>
        <source>With partner signals on, in a team game you see under your partner&apos;s name which of the five top trumps they hold and how many Aces and Threes of the other suits. An X means they hold no trump at all, a dash that they hold trumps but none of those five. The opponents see the same of each other; without signals every hand stays private.</source>
        <translation>Con i segnali di squadra, nel gioco a squadre vedi sotto il nome di chi è in squadra con te quali delle cinque briscole più alte ha in mano e quanti assi e tre ha degli altri semi, come i segni che al tavolo ci si scambia di nascosto. Una X vuol dire che non ha nessuna briscola, un trattino che ha briscole ma nessuna di quelle cinque. Gli avversari vedono lo stesso l&apos;uno dell&apos;altro; senza segnali ogni mano resta segreta.</translation>
    </message>
    <message>
        <source>The signs stand for the cards: %1.</source>
        <translation>I segni indicano le carte: %1.</translation>
    </message>
    <message>
        <source>For example “%1”: your partner holds the Ace and the King of trump and one Ace or Three of another suit. The signal changes as their hand does.</source>
        <translation>Per esempio «%1»: chi è in squadra con te ha l&apos;asso e il re di briscola e un asso o un tre di un altro seme. Il segnale cambia con la sua mano.</translation>
    </message>
    <message>
        <source>The game described above: a briscola turned up, any card may be played.</source>
        <translation>La briscola descritta sopra: si scopre una briscola e si può giocare qualsiasi carta.</translation>
    </message>
    <message>
        <source>Every hand is played face up, and so is the top card of the stock, so you see what the next draw brings. Everything else is as in the classic game: a game of reckoning rather than memory.</source>
        <translation>Tutte le mani si giocano scoperte, e anche la prima carta del mazzo, così si vede che cosa porterà la prossima pescata. Il resto è come nella briscola classica: un gioco di calcolo più che di memoria.</translation>
    </message>
    <message>
        <source>%1 cards each and no briscola: there is no trump suit. You must follow the suit led when you can, and the highest card of the suit led takes the trick.</source>
        <translation>%1 carte a testa e nessuna briscola: non c&apos;è un seme che taglia. Si deve rispondere al seme di uscita quando si può, e prende la carta più alta del seme di uscita.</translation>
    </message>
    <message>
        <source>%1 cards each. A trick has four cards: the leader, the opponent, the leader again, the opponent again. The highest trump of the four wins, else the highest card of the first card&apos;s suit. The winner draws first and the two draw in turn until each holds %1 again.</source>
        <translation>%1 carte a testa. Una presa ha quattro carte: chi esce, l&apos;avversario, di nuovo chi è uscito, di nuovo l&apos;avversario. Vince la briscola più alta delle quattro, altrimenti la carta più alta del seme della prima carta. Chi prende pesca per primo, poi si pesca a turno finché ognuno ha di nuovo %1 carte.</translation>
    </message>
    <message>
        <source>Only at these tables: %1.</source>
        <translation>Solo a questi tavoli: %1.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>Each player&apos;s partner sees part of their hand, as told under Partner signals.</source>
        <translation>Chi gioca in squadra vede una parte della mano degli altri della squadra, come spiegato in Segnali di squadra.</translation>
    </message>
    <message>
        <source>Before the first card is led, whoever holds the 2 of the trump suit may exchange it once for the briscola turned up. When it is you, you are asked.</source>
        <translation>Prima che esca la prima carta, chi ha il 2 del seme di briscola può scambiarlo, una volta sola, con la briscola scoperta. Se ce l&apos;hai tu, ti viene chiesto.</translation>
    </message>
    <message>
        <source>A deal that ends level on points goes to the tied side that took the last trick instead of being a draw.</source>
        <translation>Una smazzata che finisce in parità di punti va a chi, tra i pari, ha fatto l&apos;ultima presa, invece di essere patta.</translation>
    </message>
    <message>
        <source>Not in: %1.</source>
        <translation>Non vale con: %1.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>A single deal decides: whoever wins it wins the game, and a drawn deal is a drawn game unless drawn deals are replayed.</source>
        <translation>Decide una sola smazzata: chi la vince vince la partita, e una smazzata patta è una partita patta, a meno che le smazzate pari si rigiochino.</translation>
    </message>
    <message>
        <source>At most three deals: the first to win %1 of them wins the match.</source>
        <translation>Al massimo tre smazzate: vince la partita chi ne vince per primo %1.</translation>
    </message>
    <message>
        <source>The first to win the number of deals you choose wins the match.</source>
        <translation>Vince la partita chi vince per primo il numero di smazzate che scegli.</translation>
    </message>
    <message>
        <source>A drawn deal scores for nobody but is one of the deals played, so a best of three may end level: a drawn match.</source>
        <translation>Una smazzata patta non dà punti a nessuno ma conta tra quelle giocate, così una partita al meglio delle tre può finire pari: una partita patta.</translation>
    </message>
    <message>
        <source>A drawn deal is played again and does not count towards the match&apos;s length.</source>
        <translation>Una smazzata patta si rigioca e non conta per la durata della partita.</translation>
    </message>
    <message>
        <source>A deal won with %1 points or more scores %2 instead of 1, and a deal won with all %3 points scores %4; the match goes to whoever first has the points needed.</source>
        <translation>Una smazzata vinta con %1 punti o più vale %2 invece di 1, e una vinta con tutti i %3 punti vale %4; vince la partita chi arriva per primo ai punti che servono.</translation>
    </message>
    <message>
        <source>Matches and scoring</source>
        <translation>Partite e punteggio</translation>
    </message>
    <message>
        <source>A match is a run of deals between the same players; the dealer changes every deal. The match score counts the deals each side has won.</source>
        <translation>Una partita è una serie di smazzate tra gli stessi giocatori; il mazziere cambia a ogni smazzata. Il punteggio della partita conta le smazzate vinte da ciascuno.</translation>
    </message>
    <message>
        <source>Drawn deals</source>
        <translation>Smazzate pari</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Giocare con la tastiera</translation>
    </message>
    <message>
        <source>1 to %1</source>
        <translation>Da 1 a %1</translation>
    </message>
    <message>
        <source>Play the card in that place of your hand</source>
        <translation>Gioca la carta in quel posto della tua mano</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Sinistra, Destra</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Scegli una carta della tua mano</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Invio o Spazio</translation>
    </message>
    <message>
        <source>Play the chosen card, or go on after a trick</source>
        <translation>Gioca la carta scelta, o vai avanti dopo una presa</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Match score</source>
        <translation>Punti partita</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Smazzate vinte</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
</context>
<context>
    <name>ShuffleReport</name>
    <message>
        <source>Fair shuffle</source>
        <translation>Mescolamento verificabile</translation>
    </message>
    <message>
        <source>✔ Shuffle verified</source>
        <translation>✔ Mescolamento verificato</translation>
    </message>
    <message>
        <source>The seed is the one committed to before your cut, and the cards were dealt in the order that seed and your cut give.</source>
        <translation>Il codice segreto è quello sigillato prima della tua alzata, e le carte sono state distribuite nell&apos;ordine che danno il codice e la tua alzata.</translation>
    </message>
    <message>
        <source>the seed is not the one committed to before your cut</source>
        <translation>il codice segreto non è quello sigillato prima della tua alzata</translation>
    </message>
    <message>
        <source>the cards dealt are not the ones seed and cut give</source>
        <translation>le carte distribuite non sono quelle che danno il codice e l&apos;alzata</translation>
    </message>
    <message>
        <source>its seed, cut and commitment cannot be read</source>
        <translation>il codice segreto, l&apos;alzata e il sigillo non si possono leggere</translation>
    </message>
    <message>
        <source>✘ Shuffle not verified: %1</source>
        <translation>✘ Mescolamento non verificato: %1</translation>
    </message>
    <message>
        <source>details</source>
        <translation>dettagli</translation>
    </message>
    <message>
        <source>Details of the shuffle</source>
        <translation>Dettagli del mescolamento</translation>
    </message>
    <message>
        <source>Commitment (shown before your cut):</source>
        <translation>Sigillo (mostrato prima della tua alzata):</translation>
    </message>
    <message>
        <source>Your cut:</source>
        <translation>La tua alzata:</translation>
    </message>
    <message>
        <source>Seed (revealed now):</source>
        <translation>Codice segreto (rivelato ora):</translation>
    </message>
    <message>
        <source>Copy the check command</source>
        <translation>Copia il comando di verifica</translation>
    </message>
    <message>
        <source>The command briscola-arena verify-deal with the seed, the cut, the commitment and the deal&apos;s record file: it checks the commitment and the cards.</source>
        <translation>Copia la riga di comando che ricontrolla il sigillo e, con il file di registrazione della smazzata, le carte.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Which deals</source>
        <translation>Quali smazzate</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Giocate:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vinte:</translation>
    </message>
    <message>
        <source>Drawn:</source>
        <translation>Patte:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Perse:</translation>
    </message>
    <message>
        <source>Average points:</source>
        <translation>Punti in media:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <translation>Serie di vittorie migliore:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Serie di vittorie attuale:</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>L&apos;allenatore</translation>
    </message>
    <message>
        <source>Deals reviewed:</source>
        <translation>Smazzate riviste:</translation>
    </message>
    <message>
        <source>Average accuracy:</source>
        <translation>Precisione media:</translation>
    </message>
    <message>
        <source>Average luck:</source>
        <translation>Fortuna media:</translation>
    </message>
    <message>
        <source>Each bar is a deal&apos;s points: green won, red lost, grey drawn; hatched bars are practice deals, counted apart. The blue line is the coach&apos;s accuracy, from 0 to 100%, for the deals it reviewed.</source>
        <translation>Ogni barra sono i punti di una smazzata: verde vinta, rossa persa, grigia patta; le barre tratteggiate sono smazzate di allenamento, contate a parte. La linea blu è la precisione secondo l&apos;allenatore, da 0 a 100%, per le smazzate che ha rivisto.</translation>
    </message>
    <message>
        <source>%1, won %2</source>
        <translation>%1, vinte %2</translation>
    </message>
    <message>
        <source>Luck is said in win chance, as the review&apos;s graph: cards worth more points on average can still leave fewer deals won, so the card points may go the other way.</source>
        <translation>La fortuna si esprime in probabilità di vittoria, come nel grafico della revisione: carte che valgono più punti in media possono comunque far vincere meno smazzate, quindi i punti delle carte possono andare nell&apos;altra direzione.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n deal(s) (%1 of them practice, hatched): points (bars) and accuracy (line)</source>
        <translation>
            <numerusform>%n smazzata (%1 di allenamento, tratteggiata): punti (barra) e precisione (linea)</numerusform>
            <numerusform>Le ultime %n smazzate (%1 di allenamento, tratteggiate): punti (barre) e precisione (linea)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n deal(s): points (bars) and accuracy (line)</source>
        <translation>
            <numerusform>%n smazzata: punti (barra) e precisione (linea)</numerusform>
            <numerusform>Le ultime %n smazzate: punti (barre) e precisione (linea)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 of them practice)</source>
        <translation>%1 (%2 di allenamento)</translation>
    </message>
    <message>
        <source>%1 of 100</source>
        <translation>%1 su 100</translation>
    </message>
    <message>
        <source>%1 of 100 (practice deals)</source>
        <translation>%1 su 100 (smazzate di allenamento)</translation>
    </message>
    <message>
        <source>%1 card points a deal</source>
        <translation>%1 punti delle carte a smazzata</translation>
    </message>
    <message>
        <source>%1 points of win chance a deal (though %2 card points)</source>
        <translation>%1 punti di probabilità di vittoria a smazzata (eppure %2 punti delle carte)</translation>
    </message>
    <message>
        <source>%1 points of win chance a deal (%2 card points)</source>
        <translation>%1 punti di probabilità di vittoria a smazzata (%2 punti delle carte)</translation>
    </message>
    <message>
        <source>Practice deals:</source>
        <translation>Smazzate di allenamento:</translation>
    </message>
    <message>
        <source>Deals played face up or with hints: kept, but counted apart.</source>
        <translation>Smazzate giocate a carte scoperte o con suggerimenti: conservate, ma contate a parte.</translation>
    </message>
    <message>
        <source>Chart of the last deals</source>
        <translation>Grafico delle ultime smazzate</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Azzera…</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Esporta in CSV…</translation>
    </message>
    <message>
        <source>Re&amp;build from the history</source>
        <translation>Ri&amp;calcola dallo storico</translation>
    </message>
    <message>
        <source>Count every deal of the history folder again, from its records.</source>
        <translation>Conta di nuovo ogni smazzata della cartella dello storico, dalle sue registrazioni.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>All tables, variants and levels</source>
        <translation>Tutti i tavoli, le varianti e i livelli</translation>
    </message>
    <message>
        <source>No deal counted yet.</source>
        <translation>Nessuna smazzata ancora contata.</translation>
    </message>
    <message>
        <source>%1 points, %2</source>
        <translation>%1 punti, %2</translation>
    </message>
    <message>
        <source>%1 points, %2, practice</source>
        <translation>%1 punti, %2, allenamento</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <source>Show every hand face up for the rest of this game?</source>
        <translation>Mostrare tutte le mani scoperte per il resto di questa partita?</translation>
    </message>
    <message>
        <source>Face up is for practice: you see the other players&apos; cards as they play. Turn it off with the same button.</source>
        <translation>Le carte scoperte servono per esercitarsi: vedi le carte degli altri giocatori mentre giocano. Si tolgono con lo stesso pulsante.</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Mostra tutte le mani</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Swap your %1 for the %2?</source>
        <translation>Vuoi scambiare il tuo %1 con la briscola scoperta (%2)?</translation>
    </message>
    <message>
        <source>Swap the 2 of trump?</source>
        <translation>Scambiare il 2 di briscola?</translation>
    </message>
    <message>
        <source>The 2 of trump may take the briscola&apos;s place once, before the first lead.</source>
        <translation>Il 2 di briscola può prendere il posto della briscola una volta sola, prima della prima giocata.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Tengo le mie carte</translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Card tracker</source>
        <translation>Conta carte</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Card tracker</source>
        <translation>Conta carte</translation>
    </message>
</context>
<context>
    <name>TrackerWords</name>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>The cards are counted once they are dealt.</source>
        <translation>Le carte si contano dopo la distribuzione.</translation>
    </message>
    <message>
        <source>Aces not yet played</source>
        <translation>Assi ancora da giocare</translation>
    </message>
    <message>
        <source>Threes not yet played</source>
        <translation>Tre ancora da giocare</translation>
    </message>
    <message>
        <source>Trumps not yet played</source>
        <translation>Briscole ancora da giocare</translation>
    </message>
    <message>
        <source>Points not yet won</source>
        <translation>Punti ancora da prendere</translation>
    </message>
    <message>
        <source>The caller&apos;s target</source>
        <translation>Obiettivo del chiamante</translation>
    </message>
    <message>
        <source>%1 of %2: you have taken %1; your partner is not known yet</source>
        <translation>%1 su %2: hai preso %1 punti; il tuo socio non si conosce ancora</translation>
    </message>
    <message>
        <source>%1 of %2: %3 has taken %1; the partner is not known yet</source>
        <translation>%1 su %2: %3 ha preso %1 punti; il socio non si conosce ancora</translation>
    </message>
    <message>
        <source>your side</source>
        <translation>la tua parte</translation>
    </message>
    <message>
        <source>%1&apos;s side</source>
        <translation>la parte di %1</translation>
    </message>
    <message>
        <source>%1 of %2: %3 has made it</source>
        <translation>%1 su %2: %3 ce l&apos;ha fatta</translation>
    </message>
    <message>
        <source>%1 of %2: %3 can no longer make it</source>
        <translation>%1 su %2: %3 non può più farcela</translation>
    </message>
    <message>
        <source>%1 of %2: %3 needs %4 more</source>
        <translation>%1 su %2: %3 deve fare ancora %4 punti</translation>
    </message>
    <message>
        <source>%1: %2 in your hand, %3 in the open hands, %4 on the table, %5 turned up, %6 not yet seen</source>
        <translation>%1: %2 in mano a te, %3 nelle mani scoperte, %4 sul tavolo, %5 nella carta scoperta, %6 non ancora visti</translation>
    </message>
    <message>
        <source>%1: %2 in your hand, %3 on the table, %4 turned up, %5 not yet seen</source>
        <translation>%1: %2 in mano a te, %3 sul tavolo, %4 nella carta scoperta, %5 non ancora visti</translation>
    </message>
    <message>
        <source>%1: %2 in your hand, %3 in the open hands, %4 on the table, %5 not yet seen</source>
        <translation>%1: %2 in mano a te, %3 nelle mani scoperte, %4 sul tavolo, %5 non ancora visti</translation>
    </message>
    <message>
        <source>%1: %2 in your hand, %3 on the table, %4 not yet seen</source>
        <translation>%1: %2 in mano a te, %3 sul tavolo, %4 non ancora visti</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no trump suit in this game</source>
        <translation>in questo gioco non c&apos;è briscola</translation>
    </message>
    <message>
        <source>named by the caller once the auction is won</source>
        <translation>la sceglie il chiamante, vinta l&apos;asta</translation>
    </message>
    <message>
        <source>%1 (turned up)</source>
        <translation>%1 (scoperta)</translation>
    </message>
    <message>
        <source>%1 (in your hand)</source>
        <translation>%1 (in mano a te)</translation>
    </message>
    <message>
        <source>%1 (in %2&apos;s hand)</source>
        <translation>%1 (in mano a %2)</translation>
    </message>
</context>
<context>
    <name>TrickModel</name>
    <message>
        <source>%1 (takes the trick)</source>
        <translation>%1 (prende)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Briscola is already open: its window was brought to the front.</source>
        <translation>Briscola è già aperta: la sua finestra è stata portata in primo piano.</translation>
    </message>
    <message>
        <source>Briscola is already open: look for its window (two would share one saved game).</source>
        <translation>Briscola è già aperta: cerca la sua finestra (due finestre condividerebbero la stessa partita salvata).</translation>
    </message>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
</context>
</TS>
