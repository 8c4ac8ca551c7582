"""Building decks for tests: a deal whose hands and briscola are chosen."""

from __future__ import annotations

from briscola_qt.engine import ALL_CARDS, Card, GameState, Rules


def deal_with(
    hands: list[list[str]], briscola: str | None, rules: Rules | None = None
) -> GameState:
    """A deal in which seat i is dealt ``hands[i]`` and ``briscola`` is turned up;
    the rest of the table's deck follows in a fixed order."""
    rules = rules or Rules(players=len(hands))
    chosen = [Card.parse(c) for hand in hands for c in hand]
    order: list[Card] = []
    for i in range(rules.hand_size):
        order.extend(Card.parse(hand[i]) for hand in hands)
    if briscola is not None:
        order.append(Card.parse(briscola))
        chosen.append(Card.parse(briscola))
    order.extend(c for c in rules.full_deck() if c not in chosen and c in ALL_CARDS)
    if rules.players == 3:
        order.remove(next(c for c in order[len(chosen) :] if str(c)[0] == "2"))
    return GameState(rules, order)
