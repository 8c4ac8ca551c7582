<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it_IT">
<context>
    <name>CardNames</name>
    <message>
        <location filename="../briscola_qt/app/models.py" line="56" />
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="57" />
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="58" />
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="59" />
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="60" />
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="61" />
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="62" />
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="63" />
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="64" />
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="65" />
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="71" />
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="71" />
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="71" />
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="71" />
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="74" />
        <source>coins</source>
        <translation>denari</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="74" />
        <source>cups</source>
        <translation>coppe</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="74" />
        <source>swords</source>
        <translation>spade</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="74" />
        <source>batons</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="78" />
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../briscola_qt/app/crash.py" line="114" />
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/crash.py" line="115" />
        <source>Something unexpected happened inside the game.</source>
        <translation>Nel gioco è successo qualcosa di imprevisto.</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/crash.py" line="118" />
        <source>You can go on playing. If the table misbehaves, start a new game: the game in progress is saved. To help fix it, copy the report below into a bug report.</source>
        <translation>Puoi continuare a giocare. Se il tavolo non si comporta bene, inizia una nuova partita: quella in corso è salvata. Per aiutarci a correggere l'errore, copia il rapporto qui sotto in una segnalazione.</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/crash.py" line="125" />
        <source>Copy report</source>
        <translation>Copia il rapporto</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="149" />
        <source>End of the deal</source>
        <translation>Fine della smazzata</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="162" />
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="170" />
        <source>Total: %1 points</source>
        <translation>Totale: %1 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="176" />
        <source>Match: %1</source>
        <translation>Partita: %1</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="181" />
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="185" />
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="188" />
        <source>Look at the table</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="206" />
        <source>A draw: %1 points each</source>
        <translation>Pareggio: %1 punti a testa</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="208" />
        <source>You win the deal with %1 points</source>
        <translation>Vinci la smazzata con %1 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="211" />
        <source>%1 win the deal with %2 points</source>
        <translation>%1 vincono la smazzata con %2 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="213" />
        <source>%1 wins the deal with %2 points</source>
        <translation>%1 vince la smazzata con %2 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="219" />
        <source>The match is drawn</source>
        <translation>La partita finisce pari</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="221" />
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="225" />
        <source>%1 wins the match</source>
        <translation>%1 vince la partita</translation>
    </message>
</context>
<context>
    <name>FeltWords</name>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="150" />
        <source>Your turn: click a card, or press %1</source>
        <translation>Tocca a te: fai clic su una carta o premi %1</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="153" />
        <source>Click or press Space to continue</source>
        <translation>Fai clic o premi Spazio per continuare</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="156" />
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="159" />
        <source>%1 · partner</source>
        <translation>%1 · compagno</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="162" />
        <source>Briscola: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="165" />
        <source>No briscola · follow suit</source>
        <translation>Niente briscola · rispondi al seme</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="168" />
        <source>Next card</source>
        <translation>Prossima carta</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="171" />
        <source>Stock: %1</source>
        <translation>Mazzo: %1</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="174" />
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="178" />
        <source>%1: %2 cards, %3 points</source>
        <translation>%1: %2 carte, %3 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="185" />
        <source>Last trick, won by %1 · click or press a key to close</source>
        <translation>Ultima presa, vinta da %1 · fai clic o premi un tasto per chiudere</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="191" />
        <source>You must follow suit: %1</source>
        <translation>Devi rispondere al seme: %1</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="192" />
        <source>That card is not in your hand</source>
        <translation>Quella carta non è nella tua mano</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="195" />
        <source>Face up: every hand is shown</source>
        <translation>Carte scoperte: tutte le mani sono visibili</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="199" />
        <source>Trumps: %1 · side Aces/Threes: %2</source>
        <translation>Briscole: %1 · assi e tre: %2</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../briscola_qt/app/controller.py" line="193" />
        <location filename="../briscola_qt/app/controller.py" line="213" />
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/controller.py" line="203" />
        <location filename="../briscola_qt/app/controller.py" line="209" />
        <source>Your team</source>
        <translation>La tua squadra</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/controller.py" line="203" />
        <location filename="../briscola_qt/app/controller.py" line="209" />
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="23" />
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="23" />
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="31" />
        <source>Lead the %1: a trump lead draws out the opponents' trumps</source>
        <translation>Apri con %1: aprire di briscola fa uscire le briscole degli avversari</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="32" />
        <source>Lead the %1: it gives nothing away</source>
        <translation>Apri con %1: non regala nulla</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="33" />
        <source>Lead the %1: a safe moment to cash its %2</source>
        <translation>Apri con %1: è il momento sicuro per incassarne %2</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="34" />
        <source>Capture the %3 with a low trump (the %1): %2</source>
        <translation>Prendi %3 con una briscola bassa (%1): %2</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="35" />
        <source>Capture the %3 with the %1: %2</source>
        <translation>Prendi %3 con %1: %2</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="37" />
        <source>Take the trick with the %1: it costs nothing and you lead next</source>
        <translation>Prendi con %1: non costa nulla e poi apri tu</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="39" />
        <source>Take the trick with the %1: %2</source>
        <translation>Prendi con %1: %2</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="40" />
        <source>Load the %1 on your partner's trick: %2</source>
        <translation>Carica %1 sulla presa del compagno: %2</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="42" />
        <source>Let your partner's trick stand; keep your strong cards with the %1</source>
        <translation>Lascia la presa al compagno e tieni le carte forti: gioca %1</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="44" />
        <source>Throw away the %1: it is worth nothing</source>
        <translation>Scarta %1: non vale nulla</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/hints.py" line="46" />
        <source>Give up the trick with the %1, the cheapest card you can spare</source>
        <translation>Lascia la presa con %1, la carta meno cara che puoi dare</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../briscola_qt/app/window.py" line="50" />
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="78" />
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="80" />
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="82" />
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="89" />
        <source>Score and moves</source>
        <translation>Punteggio e mosse</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="105" />
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="106" />
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="109" />
        <source>&amp;Undo my last card</source>
        <translation>&amp;Annulla la mia ultima carta</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="112" />
        <source>Ne&amp;xt deal</source>
        <translation>&amp;Smazzata successiva</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="114" />
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="120" />
        <source>&amp;View</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="121" />
        <source>&amp;Face up (show every hand)</source>
        <translation>&amp;Carte scoperte (mostra tutte le mani)</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="128" />
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="135" />
        <source>&amp;Score and moves</source>
        <translation>P&amp;unteggio e mosse</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="138" />
        <source>S&amp;ound</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="145" />
        <source>&amp;Cards</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="157" />
        <source>&amp;Speed</source>
        <translation>&amp;Velocità</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="160" />
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="161" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="162" />
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="163" />
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="173" />
        <source>After a &amp;trick</source>
        <translation>Dopo una &amp;presa</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="177" />
        <source>Wait for a click</source>
        <translation>Aspetta un clic</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="179" />
        <source>Continue after %1 s</source>
        <translation>Continua dopo %1 s</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="187" />
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="188" />
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="191" />
        <source>&amp;About Briscola</source>
        <translation>&amp;Informazioni su Briscola</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="200" />
        <source>Forty cards, three in each hand. The card turned up under the stock is the briscola: its suit is trump for the whole deal.</source>
        <translation>Quaranta carte, tre in mano a ciascuno. La carta scoperta sotto il mazzo è la briscola: il suo seme comanda per tutta la smazzata.</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="204" />
        <source>Play any card: you never have to follow suit. The highest trump wins the trick; with no trump, the highest card of the suit led. The winner draws first and leads the next trick.</source>
        <translation>Si gioca qualsiasi carta: non c'è obbligo di rispondere al seme. Prende la briscola più alta; senza briscole, la carta più alta del seme di uscita. Chi prende pesca per primo e apre la presa successiva.</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="209" />
        <source>Strength: Ace, Three, King, Knight (Queen), Jack, then 7 down to 2. Points: Ace 11, Three 10, King 4, Knight 3, Jack 2, the rest nothing.</source>
        <translation>Forza: Asso, Tre, Re, Cavallo (Donna), Fante, poi dal 7 al 2. Punti: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2, le altre zero.</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="212" />
        <source>The deck holds 120 points: 61 wins the deal, 60 all is a draw.</source>
        <translation>Il mazzo vale 120 punti: con 61 si vince la smazzata, 60 a 60 è pareggio.</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="215" />
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="219" />
        <source>&lt;p&gt;&lt;b&gt;Briscola&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The Italian card game, with Neapolitan, Brescian and French cards drawn by the briscola-qt project.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Briscola&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Il gioco di carte italiano, con carte napoletane, bresciane e francesi disegnate dal progetto briscola-qt.&lt;/p&gt;&lt;p&gt;Software libero sotto la GNU GPL, versione 3 o successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="223" />
        <source>About Briscola</source>
        <translation>Informazioni su Briscola</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="236" />
        <source>Deal %1 · Match: %2</source>
        <translation>Smazzata %1 · Partita: %2</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="285" />
        <source>Swap the 2 of trump?</source>
        <translation>Scambiare il 2 di briscola?</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/window.py" line="287" />
        <source>You hold the 2 of trump. Swap it for the briscola (%1) before the first lead?</source>
        <translation>Hai il 2 di briscola. Vuoi scambiarlo con la briscola scoperta (%1) prima della prima giocata?</translation>
    </message>
</context>
<context>
    <name>MoveLogModel</name>
    <message>
        <location filename="../briscola_qt/app/models.py" line="116" />
        <source>Trick %1 to %2: %3 points</source>
        <translation>Presa %1 a %2: %3 punti</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="34" />
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="38" />
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="38" />
        <source>Medium</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="38" />
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="43" />
        <source>One against one</source>
        <translation>Uno contro uno</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="44" />
        <source>Two against two</source>
        <translation>Due contro due</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="45" />
        <source>Three players, each for themselves</source>
        <translation>Tre giocatori, ognuno per sé</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="46" />
        <source>Six players, three against three</source>
        <translation>Sei giocatori, tre contro tre</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="52" />
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="53" />
        <source>Scoperta (open hands)</source>
        <translation>Scoperta (mani scoperte)</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="54" />
        <source>Briscolone (five cards, no trump, follow suit)</source>
        <translation>Briscolone (cinque carte, senza briscola, obbligo di rispondere al seme)</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="55" />
        <source>Double (two cards each per trick)</source>
        <translation>Doppia (due carte a testa per presa)</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="59" />
        <source>Partner signals</source>
        <translation>Segnali al compagno</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="60" />
        <source>The 2 of trump may be swapped for the briscola</source>
        <translation>Il 2 di briscola si può scambiare con la briscola scoperta</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="61" />
        <source>A 60–60 deal goes to the winner of the last trick</source>
        <translation>Sul 60 a 60 vince chi fa l'ultima presa</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="64" />
        <source>One deal</source>
        <translation>Una smazzata</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="65" />
        <source>Best of three</source>
        <translation>Al meglio delle tre</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="66" />
        <source>First to…</source>
        <translation>Chi arriva prima a…</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="72" />
        <source>Count for nobody</source>
        <translation>Non contano</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="73" />
        <source>Are replayed</source>
        <translation>Si rigiocano</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="74" />
        <source>Bigger wins score more (91+: 2, all 120: 3)</source>
        <translation>Le vittorie larghe valgono di più (91+: 2, tutti i 120: 3)</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="75" />
        <source>Opponents:</source>
        <translation>Avversari:</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="76" />
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="77" />
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="81" />
        <source>Match:</source>
        <translation>Partita:</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="82" />
        <source>Deal wins needed:</source>
        <translation>Smazzate da vincere:</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="83" />
        <source>Drawn deals:</source>
        <translation>Smazzate pari:</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/dialogs.py" line="88" />
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../briscola_qt/app/models.py" line="184" />
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="184" />
        <source>Cards won</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="184" />
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../briscola_qt/app/models.py" line="184" />
        <source>Deals won</source>
        <translation>Smazzate vinte</translation>
    </message>
</context>
<context>
    <name>TrickModel</name>
    <message>
        <location filename="../briscola_qt/app/models.py" line="271" />
        <source>%1 (takes the trick)</source>
        <translation>%1 (prende)</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <location filename="../briscola_qt/app/felt.py" line="143" />
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
</context>
</TS>