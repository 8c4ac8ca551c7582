"""The Italian translation of the interface, as source text -> Italian.

`python -m tools.i18n.update` runs pyside6-lupdate over the app, fills i18n/briscola_it.ts
from this table and builds assets/i18n/briscola_it.qm with pyside6-lrelease.
Placeholders (%1, %2, %3) must survive; & marks the keyboard accelerator.
"""

IT: dict[str, str] = {
    # Card names.
    "Ace": "Asso",
    "Three": "Tre",
    "King": "Re",
    "Queen": "Donna",
    "Knight": "Cavallo",
    "Jack": "Fante",
    "Seven": "Sette",
    "Six": "Sei",
    "Five": "Cinque",
    "Four": "Quattro",
    "Two": "Due",
    "coins": "denari",
    "cups": "coppe",
    "swords": "spade",
    "batons": "bastoni",
    "diamonds": "quadri",
    "hearts": "cuori",
    "spades": "picche",
    "clubs": "fiori",
    "%1 of %2": "%1 di %2",
    # End of a deal.
    "End of the deal": "Fine della smazzata",
    "%1 points": "%1 punti",
    "Total: %1 points": "Totale: %1 punti",
    "Match: %1": "Partita: %1",
    "New match": "Nuova partita",
    "Next deal": "Smazzata successiva",
    "Look at the table": "Guarda il tavolo",
    "A draw: %1 points each": "Pareggio: %1 punti a testa",
    "You win the deal with %1 points": "Vinci la smazzata con %1 punti",
    "%1 win the deal with %2 points": "%1 vincono la smazzata con %2 punti",
    "%1 wins the deal with %2 points": "%1 vince la smazzata con %2 punti",
    "The match is drawn": "La partita finisce pari",
    "You win the match!": "Hai vinto la partita!",
    "%1 wins the match": "%1 vince la partita",
    # Sides.
    "You": "Tu",
    "Your team": "La tua squadra",
    "Opponents": "Avversari",
    # The window.
    "Briscola": "Briscola",
    "Score and moves": "Punteggio e mosse",
    "&Game": "&Partita",
    "&New game…": "&Nuova partita…",
    "&Undo my last card": "&Annulla la mia ultima carta",
    "Ne&xt deal": "&Smazzata successiva",
    "&Quit": "&Esci",
    "&View": "&Vista",
    "&Face up (show every hand)": "&Carte scoperte (mostra tutte le mani)",
    "&Score and moves": "P&unteggio e mosse",
    "&Cards": "&Mazzo",
    "Slow": "Lenta",
    "Normal": "Normale",
    "Fast": "Veloce",
    "Instant": "Istantanea",
    "After a &trick": "Dopo una &presa",
    "Wait for a click": "Aspetta un clic",
    "Continue after %1 s": "Continua dopo %1 s",
    "Deal %1 · Match: %2": "Smazzata %1 · Partita: %2",
    "Swap the 2 of trump?": "Scambiare il 2 di briscola?",
    "Swap your %1 for the %2?": "Vuoi scambiare il tuo %1 con la briscola scoperta (%2)?",
    "The 2 of trump may take the briscola's place once, before the first lead.": (
        "Il 2 di briscola può prendere il posto della briscola una volta sola, "
        "prima della prima giocata."
    ),
    "Trick %1 to %2: %3 points": "Presa %1 — %2: %3 punti",
    # Help.
    "&Help": "&Aiuto",
    "&How to play": "&Come si gioca",
    "How to play": "Come si gioca",
    "&About Briscola": "&Informazioni su Briscola",
    "About Briscola": "Informazioni su Briscola",
    (
        "Forty cards, three in each hand. The card turned up under the stock is the "
        "briscola: its suit is trump for the whole deal."
    ): (
        "Quaranta carte, tre in mano a ciascuno. La carta scoperta sotto il mazzo è la "
        "briscola: il suo seme comanda per tutta la smazzata."
    ),
    (
        "Play any card: you never have to follow suit. The highest trump wins the "
        "trick; with no trump, the highest card of the suit led. The winner draws "
        "first and leads the next trick."
    ): (
        "Si gioca qualsiasi carta: non c'è obbligo di rispondere al seme. Prende la "
        "briscola più alta; senza briscole, la carta più alta del seme di uscita. Chi "
        "prende pesca per primo e apre la presa successiva."
    ),
    (
        "Strength: Ace, Three, King, Knight (Queen), Jack, then 7 down to 2. "
        "Points: Ace 11, Three 10, King 4, Knight 3, Jack 2, the rest nothing."
    ): (
        "Forza: Asso, Tre, Re, Cavallo (Donna), Fante, poi dal 7 al 2. "
        "Punti: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2, le altre zero."
    ),
    "The deck holds 120 points: 61 wins the deal, 60 all is a draw.": (
        "Il mazzo vale 120 punti: con 61 si vince la smazzata, 60 a 60 è pareggio."
    ),
    "New game": "Nuova partita",
    "Beginner": "Principiante",
    "Medium": "Intermedio",
    "Expert": "Esperto",
    "One against one": "Uno contro uno",
    "Two against two": "Due contro due",
    "Three players, each for themselves": "Tre giocatori, ognuno per sé",
    "Six players, three against three": "Sei giocatori, tre contro tre",
    "Classic": "Classica",
    "Scoperta (open hands)": "Scoperta (mani scoperte)",
    "Briscolone (five cards, no trump, follow suit)": (
        "Briscolone (cinque carte, senza briscola, obbligo di rispondere al seme)"
    ),
    "Double (two cards each per trick)": "Doppia (due carte a testa per presa)",
    "Partner signals": "Segnali al compagno",
    "The 2 of trump may be swapped for the briscola": (
        "Il 2 di briscola si può scambiare con la briscola scoperta"
    ),
    "A 60–60 deal goes to the winner of the last trick": "Sul 60 a 60 vince chi fa l'ultima presa",
    "One deal": "Una smazzata",
    "Best of three": "Al meglio delle tre",
    "First to…": "Chi arriva prima a…",
    "Count for nobody": "Non contano",
    "Are replayed": "Si rigiocano",
    "Bigger wins score more (91+: 2, all 120: 3)": (
        "Le vittorie larghe valgono di più (91+: 2, tutti i 120: 3)"
    ),
    "Opponents:": "Avversari:",
    "Table:": "Tavolo:",
    "Variant:": "Variante:",
    "Match:": "Partita:",
    "Deal wins needed:": "Smazzate da vincere:",
    "Drawn deals:": "Smazzate pari:",
    "Deal": "Distribuisci",
    # Side panel.
    "Your hand": "La tua mano",
    "On the table": "Sul tavolo",
    "Moves": "Mosse",
    "%1 (takes the trick)": "%1 (prende)",
    # Score table.
    "Side": "Parte",
    "Cards won": "Carte prese",
    "Points": "Punti",
    "Deals won": "Smazzate vinte",
    # The table.
    "Face up: every hand is shown": "Carte scoperte: tutte le mani sono visibili",
    "Your turn: click a card, or press %1": "Tocca a te: fai clic su una carta o premi %1",
    "%1 or %2": "%1 o %2",
    "Click or press Space to continue": "Fai clic o premi Spazio per continuare",
    "%1 is thinking…": "%1 sta pensando…",
    "%1 · partner": "%1 · compagno",
    "Stock: %1": "Mazzo: %1",
    "Briscola: %1": "Briscola: %1",
    "No briscola · follow suit": "Niente briscola · rispondi al seme",
    "Next card": "Prossima carta",
    "%1: %2 cards, %3 points": "%1: %2 carte, %3 punti",
    "Last trick, won by %1 · click or press a key to close": (
        "Ultima presa, vinta da %1 · fai clic o premi un tasto per chiudere"
    ),
    "&Last trick": "&Ultima presa",
    "You must follow suit: %1": "Devi rispondere al seme: %1",
    "That card is not in your hand": "Quella carta non è nella tua mano",
    "Trumps: %1 · side Aces/Threes: %2": "Briscole: %1 · assi e tre: %2",
    # Hints (app/hints.py): %1 the card to play, %2 the points, %3 the card captured.
    "1 point": "1 punto",
    "Lead the %1: a trump lead draws out the opponents' trumps": (
        "Apri con %1: aprire di briscola fa uscire le briscole degli avversari"
    ),
    "Lead the %1: it gives nothing away": "Apri con %1: non regala nulla",
    "Lead the %1: a safe moment to cash its %2": (
        "Apri con %1: è il momento sicuro per incassarne %2"
    ),
    "Capture the %3 with a low trump (the %1): %2": ("Prendi %3 con una briscola bassa (%1): %2"),
    "Capture the %3 with the %1: %2": "Prendi %3 con %1: %2",
    "Take the trick with the %1: it costs nothing and you lead next": (
        "Prendi con %1: non costa nulla e poi apri tu"
    ),
    "Take the trick with the %1: %2": "Prendi con %1: %2",
    "Load the %1 on your partner's trick: %2": "Carica %1 sulla presa del compagno: %2",
    "Let your partner's trick stand; keep your strong cards with the %1": (
        "Lascia la presa al compagno e tieni le carte forti: gioca %1"
    ),
    "Throw away the %1: it is worth nothing": "Scarta %1: non vale nulla",
    "Give up the trick with the %1, the cheapest card you can spare": (
        "Lascia la presa con %1, la carta meno cara che puoi dare"
    ),
    # When something unexpected happens.
    "Something went wrong": "Qualcosa è andato storto",
    "Something unexpected happened inside the game.": (
        "Nel gioco è successo qualcosa di imprevisto."
    ),
    "You can go on playing. If the table misbehaves, start a new game: the game in "
    "progress is saved. To help fix it, copy the report below into a bug report.": (
        "Puoi continuare a giocare. Se il tavolo non si comporta bene, inizia una nuova "
        "partita: quella in corso è salvata. Per aiutarci a correggere l'errore, copia il "
        "rapporto qui sotto in una segnalazione."
    ),
    "Copy report": "Copia il rapporto",
    "S&ound": "&Suoni",
    # The saved game.
    "The game cannot be saved (%1): closing the window will lose it.": (
        "Non è possibile salvare la partita (%1): chiudendo la finestra andrà persa."
    ),
    "Your saved game could not be read (%1), nor moved aside (%2). A new game starts and "
    "will not be saved, so that file stays as it is: %3": (
        "Non è stato possibile leggere la partita salvata (%1), né spostarla da parte (%2). "
        "Inizia una nuova partita, che non verrà salvata, così quel file resta com'è: %3"
    ),
    "Your saved game could not be read (%1). It is kept as %2; a new game starts.": (
        "Non è stato possibile leggere la partita salvata (%1). È conservata come %2; "
        "inizia una nuova partita."
    ),
    "Your game goes on where you left it.": "La partita riprende da dove l'avevi lasciata.",
    "Leave the game in progress and start a new one?": (
        "Lasciare la partita in corso e iniziarne una nuova?"
    ),
    "The game in progress cannot be resumed afterwards.": (
        "Poi la partita in corso non potrà più essere ripresa."
    ),
    "Keep playing": "Continua a giocare",
    # Buttons, keys and the game in the title (issue 17).
    "Buttons": "Pulsanti",
    "Start a new game": "Inizia una nuova partita",
    "Undo": "Annulla",
    "Take back your last card": "Riprendi la tua ultima carta",
    "Face up": "Carte scoperte",
    "Show every hand face up, for practice": "Mostra tutte le mani scoperte, per esercitarti",
    "Deck": "Mazzo",
    "Choose the cards to play with": "Scegli le carte con cui giocare",
    "Sound": "Suoni",
    "Sound on or off": "Suoni attivi o spenti",
    "Show every hand face up for the rest of this game?": (
        "Mostrare tutte le mani scoperte per il resto di questa partita?"
    ),
    "Face up is for practice: you see the other players' cards as they play. "
    "Turn it off with the same button.": (
        "Le carte scoperte servono per esercitarsi: vedi le carte degli altri giocatori "
        "mentre giocano. Si tolgono con lo stesso pulsante."
    ),
    "F&ull screen": "Schermo &intero",
    "S&peed": "&Velocità",
    "%1 — %2": "%1 — %2",
    "2 players": "2 giocatori",
    "3 players": "3 giocatori",
    "2 against 2": "2 contro 2",
    "3 against 3": "3 contro 3",
    "Scoperta": "Scoperta",
    "Briscolone": "Briscolone",
    "Double": "Doppia",
    "partner signals": "segnali al compagno",
    "2 of trump swap": "scambio del 2 di briscola",
    "60–60 to the last trick": "60 pari all'ultima presa",
    "one deal": "una smazzata",
    "best of three": "al meglio delle tre",
    "first to %1 wins": "a chi vince per primo %1 smazzate",
    "drawn deals replayed": "smazzate pari rigiocate",
    "bigger wins score more": "le vittorie larghe valgono di più",
    "Your team wins the deal with %1 points": "La tua squadra vince la smazzata con %1 punti",
    "Your team wins the match!": "La tua squadra ha vinto la partita!",
    "%1 win the match": "%1 vincono la partita",
    "Show every hand": "Mostra tutte le mani",
    "Not now": "Non ora",
    "Swap": "Scambia",
    "Keep my cards": "Tengo le mie carte",
    # The settings dialog.
    "Settings": "Impostazioni",
    "Se&ttings…": "Imposta&zioni…",
    "&Cards:": "&Carte:",
    "&Table:": "&Tavolo:",
    "Green felt": "Panno verde",
    "Blue felt": "Panno blu",
    "Red felt": "Panno rosso",
    "Walnut wood": "Legno di noce",
    "&Animations:": "&Animazioni:",
    "Computer players' &pace:": "R&itmo degli avversari:",
    "Brisk": "Svelto",
    "Relaxed": "Tranquillo",
    "After a &trick:": "Dopo una &presa:",
    "&Sound": "&Suoni",
    "Show the &points won so far on the table": "Mostra sul tavolo i p&unti fatti finora",
    "Off by default: counting the points is part of the game.": (
        "Spento di solito: contare i punti fa parte del gioco."
    ),
    "Ask before leaving a game in &progress": "Chiedi prima di lasciare una partita in c&orso",
    "&Language:": "&Lingua:",
    "As the system": "Come il sistema",
    "The new language is used after a restart.": "La nuova lingua si usa dopo un riavvio.",
    "&Restart now": "&Riavvia ora",
    "Your game is saved and goes on after the restart.": (
        "La partita viene salvata e riprende dopo il riavvio."
    ),
    "The game could not be restarted: please start it again.": (
        "Non è stato possibile riavviare il gioco: avvialo di nuovo."
    ),
    # The About box.
    "<p><b>Briscola</b> %1</p><p>The Italian card game, with Neapolitan, "
    "Brescian and French cards.</p><p>Free software under the GNU General "
    "Public License, version 3 or later. The card art, the icons and the sounds "
    "were drawn and made by the briscola-qt project, under the same licence.</p>": (
        "<p><b>Briscola</b> %1</p><p>Il gioco di carte italiano, con carte napoletane, "
        "bresciane e francesi.</p><p>Software libero sotto la GNU General Public "
        "License, versione 3 o successiva. Le carte, le icone e i suoni sono stati "
        "disegnati e creati dal progetto briscola-qt, con la stessa licenza.</p>"
    ),
    "The log of this program is kept in: %1": "Il registro del programma si trova in: %1",
    "Open the log &folder": "Apri la &cartella del registro",
    "Components and their licences": "Componenti e loro licenze",
    "Licence text": "Testo della licenza",
    "%1 %2 — %3": "%1 %2 — %3",
    "Included in this program, with their licences:": (
        "Inclusi in questo programma, con le loro licenze:"
    ),
    "(%1 cannot be read: %2)": "(%1 non si può leggere: %2)",
    "Last trick": "Ultima presa",
    "Show the trick just taken again": "Mostra di nuovo la presa appena fatta",
    # The player's own decks.
    "&Open my decks folder": "&Apri la cartella dei miei mazzi",
    "Decks that could not be &used…": "Mazzi che non si possono &usare…",
    "Your decks folder %1 cannot be made: %2": (
        "Non è possibile creare la cartella dei tuoi mazzi %1: %2"
    ),
    "These decks were skipped; put them right and start the game again:\n\n%1": (
        "Questi mazzi sono stati saltati; correggili e avvia di nuovo il gioco:\n\n%1"
    ),
    "The card deck %1 is no longer installed: the table uses %2.": (
        "Il mazzo %1 non è più installato: il tavolo usa %2."
    ),
}
