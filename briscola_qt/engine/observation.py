"""What one seat may know of a deal, and hidden states sampled to match it.

``observe(state, seat)`` is the only view a computer player gets. ``sample_state``
deals the hidden cards again at random, consistently with everything the observation
shows (for determinised search, like OpenSpiel's ``ResampleFromInfostate``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .cards import ALL_CARDS, RANK_OF, SUIT_OF, Card, Rank, Suit
from .chiamata import Auction, Bid
from .rules import Rules
from .state import GameState, PartnerSignal, Trick, suit_to_follow


@dataclass(frozen=True)
class Observation:
    """Everything ``seat`` may know: its own hand, the public table, and what the
    variant (scoperta), the practice face-up view or partner signals show of others."""

    rules: Rules
    seat: int
    hand: tuple[Card, ...]
    briscola: Card | None
    """The turned-up card (after a swap, the 2 that replaced it); None in briscolone."""
    stock_count: int
    """Cards left to draw, the face-up briscola included."""
    history: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int
    points: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    visible: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    """Other seats' hands this seat may see."""
    signals: dict[int, PartnerSignal] = field(default_factory=dict)
    """Partner signals of this seat's team mates (team games with signals on)."""
    stock_top: Card | None = None
    """The next card to draw, when it is face up (scoperta)."""
    swapped: int | None = None
    """The seat that exchanged the 2 of trump for the briscola, if any."""
    swapped_briscola: Card | None = None
    auction: tuple[Bid, ...] = ()
    """Chiamata: every call so far, in speaking order (public)."""
    called: Card | None = None
    """Chiamata: the called card once its suit is named (public)."""
    partner: int | None = None
    """Chiamata: the caller's partner as this seat knows it: its own seat when it holds
    the called card (the caller's own seat: alone), the seat that played the called
    card once it has fallen, else None (unknown)."""

    @property
    def trump(self) -> Suit | None:
        """The trump suit; None in briscolone and before chiamata's suit is named."""
        if self.briscola is not None:
            return self.briscola.suit
        return self.called.suit if self.called is not None else None

    def auction_state(self) -> Auction:
        """Chiamata: the auction so far, to ask whose turn it is and what may be called."""
        return Auction(self.rules.players, self.auction)

    @property
    def caller(self) -> int | None:
        """Chiamata: the caller, once the auction is over (None before, or thrown in)."""
        auction = self.auction_state()
        return auction.caller if auction.is_over() else None

    def known_sides(self) -> tuple[int, ...] | None:
        """Each seat's side as this seat knows it now, counted as ``GameState.deal_sides``
        counts them: the rules' sides, or in chiamata once this seat knows the partner 0
        for the caller's side and 1 for the defenders; None while it cannot know."""
        if not self.rules.auction:
            return self.rules.seat_sides
        caller, partner = self.caller, self.partner
        if caller is None or partner is None:
            return None
        return tuple(0 if seat in (caller, partner) else 1 for seat in range(self.rules.players))

    @property
    def briscola_in_stock(self) -> bool:
        return self.briscola is not None and self.stock_count > 0

    def played_cards(self) -> list[Card]:
        cards = [c for trick in self.history for c in trick.cards]
        cards.extend(c for _, c in self.trick)
        return cards

    def legal_cards(self) -> list[Card]:
        """The cards this seat may play, if it is its turn."""
        follow = suit_to_follow(self.rules, self.hand, [c for _, c in self.trick])
        if follow is not None:
            return [c for c in self.hand if SUIT_OF[c] == follow]
        return list(self.hand)

    @property
    def hidden_stock_count(self) -> int:
        """Cards of the stock this seat cannot see: not the briscola under it, nor a
        face-up top card (scoperta)."""
        hidden = self.stock_count
        if self.briscola_in_stock:
            hidden -= 1
        if self.stock_top is not None:
            hidden -= 1
        return max(hidden, 0)

    def known_cards(self) -> set[int]:
        """Cards whose place this seat knows: its hand, played, shown, face up."""
        known: set[int] = set(self.hand)
        known.update(self.played_cards())
        for cards in self.visible.values():
            known.update(cards)
        if self.briscola_in_stock:
            assert self.briscola is not None
            known.add(self.briscola)
        if self.stock_top is not None:
            known.add(self.stock_top)
        if self.swapped is not None and self.swapped_briscola is not None:
            known.add(self.swapped_briscola)
        return known


def observe(state: GameState, seat: int, face_up: bool = False) -> Observation:
    """What ``seat`` may know of ``state``; ``face_up`` shows every hand (practice)."""
    rules = state.rules
    n = rules.players
    visible: dict[int, tuple[Card, ...]] = {}
    if face_up or rules.open_hands:
        visible = {s: tuple(state.hand(s)) for s in range(n) if s != seat}
    signals: dict[int, PartnerSignal] = {}
    if rules.signals:
        side = rules.side_of(seat)
        signals = {s: state.signal(s) for s in range(n) if s != seat and rules.side_of(s) == side}
    stock_top = state.stock_top if rules.stock_top_face_up(state.stock_count) else None
    partner: int | None = None
    called = state.called
    if called is not None and (called in state.hand(seat) or called in state.plays):
        partner = state.partner  # this seat holds the called card, or it has fallen
    return Observation(
        rules=rules,
        seat=seat,
        hand=tuple(state.hand(seat)),
        briscola=state.briscola,
        stock_count=state.stock_count,
        history=tuple(state.history),
        trick=tuple(state.trick),
        leader=state.leader,
        points=state.points,
        hand_sizes=tuple(len(state.hand(s)) for s in range(n)),
        visible=visible,
        signals=signals,
        stock_top=stock_top,
        swapped=state.swapped,
        swapped_briscola=state.swapped_briscola,
        auction=state.auction,
        called=state.called,
        partner=partner,
    )


class SamplingError(ValueError):
    """No hidden state is consistent with the observation (it contradicts itself)."""


@dataclass
class _Holder:
    """A place hidden cards go: a seat's hand, the hidden stock, or the removed 2."""

    seat: int | None  # None: the stock or the removed card
    size: int
    forced: list[int] = field(default_factory=list)
    allowed: set[int] | None = None  # None: any card
    exact_count: tuple[set[int], int] | None = None  # (cards, how many of them)
    needs_one_of: set[int] | None = None
    suit_caps: dict[int, int] = field(default_factory=dict)


def _suit_caps(obs: Observation, seat: int) -> dict[int, int]:
    """Briscolone: the most cards of each suit ``seat`` can hold, from the times it
    did not follow suit (it held none then, so any now came from later draws)."""
    last_fail: dict[int, int] = {}
    tricks: list[tuple[tuple[int, Card], ...]] = [t.plays for t in obs.history]
    tricks.append(obs.trick)
    for t_index, plays in enumerate(tricks):
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        for s, card in plays[1:]:
            if s == seat and SUIT_OF[card] != led:
                last_fail[led] = t_index
    finished = len(obs.history)
    rounds = obs.rules.draw_rounds
    caps: dict[int, int] = {}
    for suit, t_index in last_fail.items():
        draws = max(0, min(rounds, finished) - t_index)
        played_since = sum(
            1
            for plays in tricks[t_index + 1 :]
            for s, card in plays
            if s == seat and SUIT_OF[card] == suit
        )
        caps[suit] = draws - played_since
    return caps


def _holders(obs: Observation, pool: set[int], called_holder: int | None) -> list[_Holder]:
    rules = obs.rules
    trump = obs.trump
    holders: list[_Holder] = []
    if rules.players == 3:
        # Which 2 was left out of the 39-card deck is hidden unless all four are seen.
        twos: set[int] = {c for c in ALL_CARDS if RANK_OF[c] == Rank.TWO}
        if twos & pool:
            holders.append(_Holder(None, 1, allowed=twos))
    for seat in range(rules.players):
        if seat == obs.seat or seat in obs.visible:
            continue
        holder = _Holder(seat, obs.hand_sizes[seat])
        if seat == called_holder and obs.called is not None and obs.called in pool:
            holder.forced.append(int(obs.called))
        swapped = obs.swapped_briscola
        if obs.swapped == seat and swapped is not None and swapped not in obs.played_cards():
            holder.forced.append(int(swapped))
        signal = obs.signals.get(seat)
        if signal is not None:
            honours = {c for c in ALL_CARDS if SUIT_OF[c] == trump and RANK_OF[c] <= Rank.JACK}
            shown = {c for c in honours if Rank(RANK_OF[c]) in signal.trumps}
            holder.forced.extend(int(c) for c in sorted(shown) if c in pool)
            side_top: set[int] = {
                c for c in ALL_CARDS if SUIT_OF[c] != trump and RANK_OF[c] <= Rank.THREE
            }
            allowed: set[int] = {c for c in ALL_CARDS if c not in honours}
            if signal.no_trump:
                allowed = {c for c in allowed if SUIT_OF[c] != trump}
            elif not signal.trumps:
                holder.needs_one_of = {c for c in ALL_CARDS if SUIT_OF[c] == trump}
            holder.allowed = allowed
            already = sum(1 for c in holder.forced if c in side_top)
            holder.exact_count = (side_top, signal.aces_threes - already)
        if rules.follow_suit:
            holder.suit_caps = _suit_caps(obs, seat)
            banned = {suit for suit, cap in holder.suit_caps.items() if cap <= 0}
            if banned:
                base = holder.allowed if holder.allowed is not None else set(ALL_CARDS)
                holder.allowed = {c for c in base if SUIT_OF[c] not in banned}
        holders.append(holder)
    holders.append(_Holder(None, obs.hidden_stock_count))
    return holders


def _fill(holder: _Holder, pool: list[int], rng: random.Random) -> list[int] | None:
    """Pick ``holder``'s cards from ``pool`` (removing them), or None if impossible."""
    cards = list(holder.forced)
    for c in cards:
        if c in pool:  # a swapped briscola is known, so it was never in the pool
            pool.remove(c)
    limit = holder.allowed
    allowed = pool if limit is None else [c for c in pool if c in limit]
    room = holder.size - len(cards)
    if holder.exact_count is not None:
        group, count = holder.exact_count
        inside = [c for c in allowed if c in group]
        outside = [c for c in allowed if c not in group]
        if count < 0 or count > len(inside) or room - count > len(outside) or count > room:
            return None
        picked = rng.sample(inside, count) + rng.sample(outside, room - count)
    else:
        if room > len(allowed) or room < 0:
            return None
        picked = rng.sample(allowed, room)
    if picked:
        taken = set(picked)
        pool[:] = [c for c in pool if c not in taken]
    cards.extend(picked)
    if holder.needs_one_of is not None and not any(c in holder.needs_one_of for c in cards):
        return None
    for suit, cap in holder.suit_caps.items():
        if sum(1 for c in cards if SUIT_OF[c] == suit) > cap:
            return None
    return cards


class Sampler:
    """``sample_state``'s deals of one observation, for a search that deals from one view
    many times: what depends on the view alone (the unseen cards, where each may go, the
    order the places are filled in) is worked out once, and each deal is given as plain
    card numbers, with the very random numbers ``sample_state`` draws."""

    def __init__(self, obs: Observation, called_holder: int | None = None) -> None:
        rules = obs.rules
        known = obs.known_cards()
        pool = [c for c in range(len(ALL_CARDS)) if c not in known]
        if rules.players == 6:
            pool = [c for c in pool if RANK_OF[c] != Rank.TWO]
        if called_holder is not None and (
            obs.called is None
            or obs.called not in pool
            or called_holder == obs.seat
            or called_holder in obs.visible
            or not 0 <= called_holder < rules.players
        ):
            raise SamplingError(f"seat {called_holder} cannot hold the called card")
        holders = _holders(obs, set(pool), called_holder)
        self.obs = obs
        self.pool = pool
        self.holders = holders
        # Most constrained first, so the free holders take what is left.
        self.order = sorted(
            range(len(holders)),
            key=lambda i: (
                holders[i].allowed is None and holders[i].exact_count is None,
                holders[i].seat is None and holders[i].allowed is None,
            ),
        )
        self.free = {
            i
            for i, h in enumerate(holders)
            if not h.forced
            and h.allowed is None
            and h.exact_count is None
            and h.needs_one_of is None
            and not h.suit_caps
            and h.size >= 0
        }
        """The holders that take any cards at all (most of them: the stock, hands without
        signals or voids)."""
        hands: list[list[int]] = [[] for _ in range(rules.players)]
        hands[obs.seat] = [int(c) for c in obs.hand]
        for seat, cards in obs.visible.items():
            hands[seat] = [int(c) for c in cards]
        self.hands = hands
        """The hands the view shows (the others are filled by each deal)."""
        self.top = [int(obs.stock_top)] if obs.stock_top is not None else []
        briscola = obs.briscola
        self.bottom = [int(briscola)] if obs.briscola_in_stock and briscola is not None else []

    def deal(self, rng: random.Random, tries: int = 2000) -> tuple[list[list[int]], list[int]]:
        """Every hand and the stock (the next card to draw first) of a deal consistent with
        the view; SamplingError if none is found in ``tries`` attempts."""
        holders = self.holders
        free = self.free
        for _ in range(tries):
            pool = list(self.pool)
            dealt: dict[int, list[int]] = {}
            for i in self.order:
                if i in free:  # _fill without a condition to meet
                    room = holders[i].size
                    if room > len(pool):
                        break
                    cards = rng.sample(pool, room)
                    if room == len(pool):
                        pool.clear()
                    elif cards:
                        taken = set(cards)
                        pool[:] = [c for c in pool if c not in taken]
                else:
                    found = _fill(holders[i], pool, rng)
                    if found is None:
                        break
                    cards = found
                dealt[i] = cards
            else:
                if not pool:
                    return self._assemble(dealt, rng)
        raise SamplingError("no hidden deal is consistent with this observation")

    def _assemble(
        self, dealt: dict[int, list[int]], rng: random.Random
    ) -> tuple[list[list[int]], list[int]]:
        hands = [list(hand) for hand in self.hands]
        stock: list[int] = []
        for i, holder in enumerate(self.holders):
            if holder.seat is not None:
                hands[holder.seat] = dealt[i]
            elif holder.allowed is None:
                stock = dealt[i]
        rng.shuffle(stock)
        return hands, self.top + stock + self.bottom


def sample_state(
    obs: Observation, rng: random.Random, tries: int = 2000, called_holder: int | None = None
) -> GameState:
    """A full deal consistent with ``obs``: hidden hands and stock dealt at random.

    Respects the seat's own hand, every played and shown card, the briscola at the
    bottom of the stock, a face-up stock top, a swapped briscola, partner signals and,
    in briscolone, the suits a player showed it lacked. Chiamata: an unseen called card
    goes to any seat that could hold it, or to ``called_holder`` when given (a seat
    whose hand is hidden; a search that weighs who the partner is chooses it).
    SamplingError if no such deal exists (``Sampler`` deals the same, many times).
    """
    hands, stock = Sampler(obs, called_holder).deal(rng, tries)
    return GameState.from_parts(
        rules=obs.rules,
        hands=hands,
        stock=stock,
        briscola=obs.briscola,
        leader=obs.leader,
        trick=list(obs.trick),
        history=list(obs.history),
        swapped=obs.swapped,
        swapped_briscola=obs.swapped_briscola,
        auction=obs.auction,
        called=obs.called,
    )
