"""Every reason the coach gives states facts that hold in the position: over random
positions of every table size and variant, in the seat's own view and with the hands
face up (practice), each reason's facts are checked against the cards, by rules written
here from the game's state (not the coach's own helpers)."""

from __future__ import annotations

import random

import pytest

from briscola_qt.ai.hint import Hint, Reason, explain
from briscola_qt.engine.cards import ALL_CARDS, POINTS, SUIT_OF, Card
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.rules import Rules, variants_for
from briscola_qt.engine.state import GameState, trick_winner_index


def every_table() -> list[Rules]:
    tables = []
    for players in (2, 3, 4, 5, 6):
        for variant in variants_for(players):
            tables.append(Rules(players, variant))
            if players == 5:
                tables.append(Rules(players, variant, caller_leads=True))
            if players in (4, 6):
                tables.append(Rules(players, variant, signals=True))
            if variant.value != "briscolone" and players != 5:
                tables.append(Rules(players, variant, two_swap=True))
    return tables


def true_opponents(state: GameState, seat: int) -> list[int]:
    sides = state.deal_sides()
    return [s for s in range(state.rules.players) if sides[s] != sides[seat]]


def seen_opponents(state: GameState, obs: Observation) -> list[int]:
    """The seats that are or may be opponents for what ``obs`` shows: in chiamata every
    other seat until the seat knows who holds the called card (or sees it face up)."""
    shown = any(state.called in hand for hand in obs.visible.values())
    if state.rules.auction and obs.partner is None and not shown:
        return [s for s in range(state.rules.players) if s != obs.seat]
    return true_opponents(state, obs.seat)


def unseen(state: GameState, obs: Observation) -> set[int]:
    """Cards whose place the seat cannot see."""
    cards = set(ALL_CARDS) - set(state.hand(obs.seat)) - set(state.plays)
    for hand in obs.visible.values():
        cards -= set(hand)
    if state.stock_count > 0 and state.briscola is not None:
        cards.discard(state.briscola)
    if obs.stock_top is not None:
        cards.discard(obs.stock_top)
    if state.swapped is not None and state.swapped_briscola is not None:
        cards.discard(state.swapped_briscola)
    return cards


def possible(state: GameState, obs: Observation, seat: int) -> set[int]:
    """What ``seat`` may hold, as far as ``obs`` shows; never less than it truly holds."""
    if seat in obs.visible:
        cards = set(obs.visible[seat])
    elif not state.hand(seat):
        cards = set()
    else:
        cards = unseen(state, obs)
        if seat == state.swapped and state.swapped_briscola is not None:
            cards.add(state.swapped_briscola)
        if state.swapped_briscola in state.plays:
            cards.discard(state.swapped_briscola)
    assert set(state.hand(seat)) <= cards, "the view rules out a card the seat holds"
    return cards


def beats(trick: list[int], card: int, trump: int | None) -> bool:
    return trick_winner_index([*trick, card], trump) == len(trick)


def later_seats(state: GameState, seat: int) -> list[int]:
    order = state.rules.play_order(state.leader)
    return [s for s in order[len(state.trick) + 1 :] if s != seat]


def check(state: GameState, obs: Observation, found: Hint) -> None:
    """Each fact ``found`` states holds in ``state`` (and in what ``obs`` shows)."""
    card, seat, trump = found.card, obs.seat, state.trump
    own = POINTS[card]
    is_trump = trump is not None and SUIT_OF[card] == trump
    trick = [int(c) for _, c in state.trick]
    mine = [*trick, card]
    wins = trick_winner_index(mine, trump) == len(trick)
    total = sum(POINTS[c] for c in mine)
    hand = state.hand(seat)
    plain_points = [POINTS[c] for c in hand if trump is None or SUIT_OF[c] != trump]
    rivals = seen_opponents(state, obs)
    truly = true_opponents(state, seat)
    after = later_seats(state, seat)
    winner = state.trick[trick_winner_index(trick, trump)][0] if trick else None
    reason = found.reason
    if found.opponents:
        assert found.opponents == len(rivals) >= len(truly), (found, rivals, truly)
    match reason:
        case Reason.LEAD_TRUMP:  # (only a higher trump beats a trump lead)
            assert not trick and is_trump
            assert any(beats([card], c, trump) for s in rivals for c in possible(state, obs, s))
        case Reason.LEAD_TRUMP_UNBEATEN:
            assert not trick and is_trump
            assert not any(beats([card], c, trump) for s in truly for c in state.hand(s))
            assert not any(beats([card], c, trump) for s in rivals for c in possible(state, obs, s))
        case Reason.LEAD_NOTHING:
            assert not trick and not is_trump and own == 0
        case Reason.LEAD_CASH:
            assert not trick and not is_trump and found.points == own > 0
            assert not any(beats([card], c, trump) for s in truly for c in state.hand(s))
        case Reason.LEAD_LEAST | Reason.LEAD_RISK:
            assert not trick and not is_trump and found.points == own > 0
            assert any(beats([card], c, trump) for s in rivals for c in possible(state, obs, s))
            assert (own == min(plain_points)) == (reason == Reason.LEAD_LEAST)
        case Reason.CAPTURE | Reason.CAPTURE_LOW_TRUMP:
            assert found.target is not None and found.target in trick and wins and is_trump
            assert POINTS[found.target] > 0 and SUIT_OF[trick[0]] != trump
            assert found.points == total
            assert (own == 0) == (reason == Reason.CAPTURE_LOW_TRUMP)
            # (an opponent's card, taken from an opponent: never the partner's)
            assert dict((c, s) for s, c in state.trick)[found.target] in rivals
            assert winner == seat or winner in rivals
        case Reason.TAKE_FREE:
            assert trick and wins and total == 0 and (winner == seat or winner in rivals)
            assert state.stock_count > 0 or len(hand) > 1, "no next trick to lead"
            assert not any(beats(mine, c, trump) for s in after for c in state.hand(s))
        case Reason.TAKE_LAST:
            assert trick and wins and total == 0 and (winner == seat or winner in rivals)
            assert state.stock_count == 0 and len(hand) == 1, "the last trick"
            assert not any(beats(mine, c, trump) for s in after for c in state.hand(s))
        case Reason.TAKE_FREE_FOR_NOW:
            assert trick and wins and total == 0 and (winner == seat or winner in rivals)
        case Reason.TAKE:
            assert trick and wins and found.points == total > 0
            assert winner == seat or winner in rivals
        case Reason.OVER_PARTNER | Reason.OVER_PARTNER_SAFE | Reason.OVER_PARTNER_LEAD:
            assert trick and wins and winner is not None and found.points == total
            assert winner != seat and winner not in rivals and winner not in truly
            later_rivals = [s for s in after if s in rivals]
            if reason == Reason.OVER_PARTNER_LEAD:  # (nobody after can take it back)
                assert state.stock_count > 0 or len(hand) > 1
                assert not any(beats(mine, c, trump) for s in after for c in state.hand(s))
                assert not any(
                    beats(mine, c, trump) for s in after for c in possible(state, obs, s)
                )
            if reason == Reason.OVER_PARTNER_SAFE:  # (the partner's could be beaten, not this)
                assert any(
                    beats(trick, c, trump) for s in later_rivals for c in possible(state, obs, s)
                )
                assert not any(
                    beats(mine, c, trump) for s in later_rivals for c in possible(state, obs, s)
                )
        case Reason.LOAD_PARTNER | Reason.LET_PARTNER | Reason.LET_PARTNER_PLAIN:
            assert trick and not wins and winner is not None
            assert winner != seat and winner not in rivals and winner not in truly
            if reason == Reason.LOAD_PARTNER:
                assert found.points == own > 0
            else:
                assert own == 0
                strong = [c for c in hand if c != card and (POINTS[c] > 0 or SUIT_OF[c] == trump)]
                assert bool(strong) == (reason == Reason.LET_PARTNER)
        case Reason.LOAD_OWN | Reason.LET_OWN:
            assert trick and not wins and winner == seat
            assert found.points == own > 0 if reason == Reason.LOAD_OWN else own == 0
        case Reason.THROW:
            assert trick and not wins and own == 0 and winner in rivals
        case Reason.GIVE_UP | Reason.GIVE_UP_KEEP | Reason.GIVE_UP_KEEP_TRUMPS:
            assert trick and not wins and winner in rivals and found.points == own > 0
            # The cards that give the trick up too, and the cheaper of them (a trump that
            # would take it is no card to give it up with).
            spare = [c for c in state.legal_cards() if not beats(trick, c, trump)]
            cheaper = [c for c in spare if POINTS[c] < own]
            assert (not cheaper) == (reason == Reason.GIVE_UP)
            if reason == Reason.GIVE_UP_KEEP_TRUMPS:  # (the trumps are what is kept)
                assert not is_trump and all(SUIT_OF[c] == trump for c in cheaper)
            if reason == Reason.GIVE_UP_KEEP:  # (not only trumps were kept, for a plain card)
                assert is_trump or any(trump is None or SUIT_OF[c] != trump for c in cheaper)
            # Given up: no partner still to play may take it (a partner's reason at four
            # players said "let the trick go with the Three" before the partner's card).
            helpers = [s for s in after if s not in rivals]
            assert not any(beats(mine, c, trump) for s in helpers for c in possible(state, obs, s))
        case Reason.LOAD_FOR_PARTNER:
            assert trick and not wins and winner in rivals and found.points == own > 0
            helpers = [s for s in after if s not in rivals]
            assert helpers and all(s not in truly for s in helpers)
            assert any(beats(mine, c, trump) for s in helpers for c in possible(state, obs, s))


def positions(rules: Rules, deals: int) -> list[GameState]:
    """Every card decision of ``deals`` random deals at ``rules``."""
    found = []
    for seed in range(deals):
        rng = random.Random(seed * 7919 + rules.players)
        state = GameState.deal(rules, seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if legal and all(isinstance(a, Card) for a in legal):
                found.append(state.clone())
            state.push(rng.choice(legal))
    return found


@pytest.mark.parametrize("rules", every_table(), ids=str)
def test_every_reason_states_facts_that_hold(rules: Rules) -> None:
    said: set[Reason] = set()
    for state in positions(rules, deals=6):
        seat = state.current_player()
        for face_up in (False, True):
            obs = observe(state, seat, face_up=face_up)
            for card in state.legal_cards():
                found = explain(obs, card)
                check(state, obs, found)
                said.add(found.reason)
    assert len(said) >= 5, said


def test_a_card_put_on_before_the_partner_plays_is_not_said_to_give_the_trick_up() -> None:
    """At four players a partner's reason read "give up the trick with the Three of cups
    and keep your cheaper cards for later" while the partner was still to play: the Three
    was put on for the partner to take. Such a card is said to be put on for the partner."""
    found = [
        (state, hint)
        for state in positions(Rules(4), deals=6)
        for card in state.legal_cards()
        if (hint := explain(observe(state, state.current_player()), card)).reason
        == Reason.LOAD_FOR_PARTNER
    ]
    assert found, "a card put on before the partner's turn"
    for state, hint in found:
        assert POINTS[hint.card] > 0 and state.trick
