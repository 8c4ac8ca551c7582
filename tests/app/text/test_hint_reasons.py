"""The coach's reasons say what the cards on the table show: a trump lead "draws out"
trumps only while an opponent may hold one, "the cheapest card you can spare" is the
cheapest, "a safe moment to cash" a card no opponent can beat, and "the opponent" is
singular with one opponent, in both languages."""

from __future__ import annotations

import random
from typing import Any

from briscola_qt.ai.hint import Hint, Reason, explain
from briscola_qt.app.text.hints import HintText
from briscola_qt.engine.cards import ALL_CARDS, Card, Rank
from briscola_qt.engine.chiamata import Bid
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def two_players(mine: str, theirs: str, briscola: str = "2D") -> GameState:
    """A first lead at two players: seat 0 to lead, the rest of the deck in the stock."""
    hands = [cards(mine), cards(theirs)]
    used = {*hands[0], *hands[1], Card.parse(briscola)}
    stock = [c for c in ALL_CARDS if c not in used] + [Card.parse(briscola)]
    return GameState.from_parts(Rules(2, "classic"), hands, stock, Card.parse(briscola), 0, [], [])


def said(state: GameState, card: str, face_up: bool = False) -> str:
    obs = observe(state, 0, face_up=face_up)
    return HintText().text(explain(obs, Card.parse(card)), french=False)


def test_a_trump_lead_does_not_draw_out_trumps_the_open_hand_does_not_hold(qapp: Any) -> None:
    # The practice table's picture: the Knight of coins led, Lucia's hand face up without
    # a trump ("a trump lead draws out the opponents' trumps" was said).
    state = two_players("QD AB AS", "7C 6S KS")
    words = said(state, "QD", face_up=True)
    assert (
        words == "Lead the Knight of coins: the opponent holds no higher trump, so cannot take it"
    )
    # Hidden, the opponent may hold one: the trump lead draws them out, of one opponent.
    assert (
        said(state, "QD")
        == "Lead the Knight of coins: a trump lead draws out the opponent's trumps"
    )


def test_one_opponent_is_one_in_italian_too(qapp: Any, italian_ui: None) -> None:
    words = HintText()
    words.names.language = "it"
    state = two_players("QD AB AS", "7C 6S KS")
    found = explain(observe(state, 0), Card.parse("QD"))
    assert words.text(found, french=False) == (
        "Apri con il Cavallo di denari: aprire di briscola fa uscire le briscole dell'avversario"
    )
    shown = explain(observe(state, 0, face_up=True), Card.parse("QD"))
    assert "avversario non ha briscole più alte" in words.text(shown, french=False)


def test_a_jack_is_cashed_safely_only_where_no_opponent_can_beat_it(qapp: Any) -> None:
    # Hidden: the Ace, the Three, the King, the Knight of swords or a trump may take it.
    state = two_players("JS KB 5D", "7C 6S 4B")
    assert (
        said(state, "JS")
        == "Lead the Jack of swords: it risks 2 points, the fewest of your cards that are not "
        "trumps"
    )
    state = two_players("JS KB 5C", "7C 6S 4B")  # (the Five of cups is cheaper)
    # (keeping the cheaper card is no reason the rules of thumb know: only the fact is said,
    # and that the coach prefers the card all the same; a learner read the fact alone, "it
    # risks 4 points, more than your cheapest non-trump", as the coach's warning against it)
    assert (
        said(state, "JS")
        == "Lead the Jack of swords: it risks 2 points, more than your cheapest non-trump, but "
        "the coach prefers it here"
    )
    # Face up, nothing in the opponent's hand beats it: a safe moment, truly.
    assert (
        said(state, "JS", face_up=True)
        == "Lead the Jack of swords: a safe moment to cash its 2 points"
    )


def test_the_cheapest_card_you_can_spare_is_the_cheapest(qapp: Any) -> None:
    # The chiamata table's picture: a Knight given up beside four cards worth nothing.
    rules = Rules(5, "chiamata")
    mine = cards("4S 2B 7C QB QS 2S 5C KC")
    led = Card.parse("6D")
    rest = [c for c in ALL_CARDS if c not in mine and c != led]
    hands = [rest[0:8], rest[8:15], mine, rest[15:23], rest[23:31]]
    auction = [Bid(Rank.THREE), Bid(None), Bid(None), Bid(None), Bid(None)]
    leader = next(s for s in range(5) if rules.play_order(s)[1] == 2)
    hands[leader], hands[1] = hands[1], hands[leader]
    state = GameState.from_parts(
        rules,
        hands,
        [],
        None,
        leader,
        [(leader, led)],
        [],
        auction=auction,
        called=Card.parse("3C"),
    )
    obs = observe(state, 2)
    text = HintText().text(explain(obs, Card.parse("QS")), french=False)
    # (the Four of swords would give the trick up too: keeping it is no reason)
    assert text == (
        "Give up the trick with the Knight of swords (3 points); a cheaper card gives it up too"
    )
    text = HintText().text(explain(obs, Card.parse("4S")), french=False)
    assert text == "Throw away the Four of swords: it is worth nothing"


def four_players(trick: str, seat: int, mine: str, face_up: bool = False, others: str = "") -> str:
    """The reason for seat ``seat``'s first card of ``mine`` at four players (seats 0 and 2
    against 1 and 3), seat 0 having led ``trick``'s cards, coins trump (the Seven of coins
    turned up); ``others``: the first cards of the next seat to play after ``seat``."""
    played, hand, after = cards(trick), cards(mine), cards(others) if others else []
    briscola = Card.parse("7D")
    taken = {*played, *hand, *after, briscola}
    rest = [c for c in ALL_CARDS if c not in taken]
    hands: list[list[Card]] = []
    for other in range(4):
        if other == seat:
            hands.append(hand)
            continue
        size = 2 if other < len(played) else 3
        first = after if other == seat + 1 else []
        hands.append([*first, *rest[: size - len(first)]])
        rest = rest[size - len(first) :]
    state = GameState.from_parts(
        Rules(4, "classic"), hands, [*rest, briscola], briscola, 0, list(enumerate(played)), []
    )
    obs = observe(state, seat, face_up=face_up)
    return HintText().text(explain(obs, hand[0]), french=False)


def test_the_partners_trick_is_never_captured_as_an_opponents(qapp: Any) -> None:
    # Your partner's Ace of swords wins the trick; a trump over it was "Capture the Ace of
    # swords with a low trump" (the Ace is your side's already). Last to play, nothing can
    # take the Two back: you lead next.
    assert four_players("4S AS 5S", 3, "2D 6B KC") == (
        "Go over your partner's card with the Two of coins: 11 points, and you lead next"
    )
    # The partner's Three of swords: the last opponent still to play holds the Ace of
    # swords and no trump (hands face up), which beats the Three, not the Two of coins.
    text = four_players("3S 4S", 2, "2D 6B KC", face_up=True, others="AS 4B 5B")
    assert text == (
        "Go over your partner's card with the Two of coins: only yours is safe (10 points)"
    ), text
    # Hidden, that opponent may hold a higher trump: no more is claimed than the play.
    assert four_players("3S 4S", 2, "2D 6B KC", others="AS 4B 5B") == (
        "Go over your partner's card with the Two of coins: 10 points"
    )
    # An opponent winning the trick: the Ace is theirs, and captured.
    assert four_players("AS 5S 4S", 3, "2D 6B KC").startswith(
        "Capture the Ace of swords with a low trump (the Two of coins)"
    )


def test_a_card_given_up_over_a_cheaper_one_is_said_as_it_is(qapp: Any) -> None:
    # The King given up to the opponent's Ace: the Two and the Four of coins are cheaper
    # but would take the trick, so the King is the cheapest card that gives it up.
    assert four_players("AS 4S 5S", 3, "KC 2D 4D") == (
        "Give up the trick with the King of cups, the cheapest card you can spare"
    )
    # Under the Three of coins, the low trumps give it up too: the trumps are kept.
    assert four_players("AS 4S 3D", 3, "KC 2D 4D") == (
        "Give up the trick with the King of cups (4 points) and keep your trumps for later"
    )
    # The Six of batons gives it up too, for nothing: keeping it is no reason.
    assert four_players("AS 4S 5S", 3, "KC 2D 6B") == (
        "Give up the trick with the King of cups (4 points); a cheaper card gives it up too"
    )


POINTED = {
    Reason.LEAD_CASH,
    Reason.LEAD_LEAST,
    Reason.LEAD_RISK,
    Reason.CAPTURE,
    Reason.CAPTURE_LOW_TRUMP,
    Reason.TAKE,
    Reason.LOAD_PARTNER,
    Reason.LOAD_OWN,
    Reason.OVER_PARTNER,
    Reason.OVER_PARTNER_SAFE,
    Reason.OVER_PARTNER_LEAD,
    Reason.GIVE_UP_KEEP,
    Reason.GIVE_UP_KEEP_TRUMPS,
}
"""The reasons whose words name the points they count."""

OPPONENTS = {
    "en": (("the opponent's", "the opponent holds"), ("the opponents'", "no opponent")),
    "it": (("dell'avversario", "l'avversario non"), ("degli avversari", "nessun avversario")),
}
"""What one opponent and more than one are called, by language."""


def said_of_random_positions(words: HintText) -> list[tuple[Hint, str]]:
    found = []
    for players in (2, 3, 4, 5, 6):
        rules = Rules(players, "chiamata" if players == 5 else "classic")
        for seed in range(3):
            rng = random.Random(seed)
            state = GameState.deal(rules, seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                if all(isinstance(a, Card) for a in legal):
                    for face_up in (False, True):
                        obs = observe(state, state.current_player(), face_up=face_up)
                        for card in legal:
                            hint = explain(obs, Card(card))
                            found.append((hint, words.text(hint, french=False)))
                state.push(rng.choice(legal))
    return found


def check_words(words: HintText, language: str) -> None:
    one, more = OPPONENTS[language]
    for hint, text in said_of_random_positions(words):
        assert words.names.the_card(hint.card, False) in text, text
        if hint.reason in POINTED:
            assert words.points(hint.points) in text, text
        if hint.target is not None:
            assert words.names.the_card(hint.target, False) in text, text
        if hint.reason in (Reason.LEAD_TRUMP, Reason.LEAD_TRUMP_UNBEATEN):
            number, other = (one, more) if hint.opponents == 1 else (more, one)
            assert any(w in text for w in number) and not any(w in text for w in other), text


def test_the_words_name_the_reasons_facts(qapp: Any) -> None:
    check_words(HintText(), "en")


def test_the_italian_words_name_the_reasons_facts(qapp: Any, italian_ui: None) -> None:
    words = HintText()
    words.names.language = "it"
    check_words(words, "it")
