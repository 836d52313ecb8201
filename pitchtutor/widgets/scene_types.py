"""The shape of a scene: the JSON the card table sends its page, described once
(no "from __future__ import annotations" here: TypedDict reads NotRequired at run time).

The page's JSDoc ``@typedef``s (``widgets/src/types.js``) describe the same
shape for ``tsc --checkJs``; ``tests/test_page_code.py`` holds the two to each
other key for key, and real scenes to the JSDoc, so they cannot drift apart.
"""

from typing import Literal, NotRequired, TypedDict


class CardJSON(TypedDict):
    code: str  # "AS", "10H"
    rank: str  # "A", "10"
    suit: str  # "S", "H", "D", "C"
    name: str  # "the Ace of spades"


class CardScene(CardJSON):
    """A card in a visible hand; with its verdict when its seat is to play."""

    legal: NotRequired[bool]
    why: NotRequired[str]
    key: NotRequired[str]


class SeatScene(TypedDict):
    seat: int
    name: str
    side: int
    is_viewer: bool
    partner: bool
    feminine: bool  # the locale's role words agree in the feminine ("Parceira")
    dealer: bool
    pitcher: bool
    to_act: bool
    human: bool
    count: int
    call: str | None  # the seat's last call: "Pass", "2", "Redeal"
    tricks_won: int
    cards: list[CardScene] | None  # None: face down for this viewer


class TrickPlay(TypedDict):
    seat: int
    card: CardJSON


class TrickScene(TypedDict):
    number: int
    leader: int
    done: bool
    winner: int | None
    why: str | None
    plays: list[TrickPlay]


class CallScene(TypedDict):
    seat: int
    label: str


class BidOption(TypedDict):
    call: str | int  # "pass", "redeal" or the bid
    label: str
    legal: bool
    why: str
    key: str


class BiddingScene(TypedDict):
    seat: int | None
    calls: list[CallScene]
    options: list[BidOption]  # only for a human seat to bid


class SideTotal(TypedDict):
    side: int
    name: str
    total: int


class PointScene(TypedDict):
    point: str  # "high", "low", "jack", "ten", "three", "game"
    dealt: bool
    name: str
    card: CardJSON | None
    side: int | None
    side_name: str
    why: str
    key: str


class SidePips(TypedDict):
    side: int
    name: str
    pips: int


class SideChange(TypedDict):
    side: int
    name: str
    total: int
    delta: int


class ScoreScene(TypedDict):
    points: list[PointScene]
    pips: list[SidePips]
    made: bool
    bid: int
    pitcher_side: str
    settlement: list[str]
    totals: list[SideChange]
    match: str
    winner: str | None


class TutorLine(TypedDict):
    kind: str  # "deal", "call", "card", "auction", "trick", "point", "settle"
    key: str
    text: str
    seat: int | None
    who: NotRequired[str]
    move: NotRequired[str]


class RulesScene(TypedDict):
    describe: str
    top_bid: int
    teams: int | None
    target: int


class Message(TypedDict):
    level: Literal["error", "info"]
    text: str


class HintLine(TypedDict):
    level: int
    key: str
    text: str
    move: str | int | None


class AdviceSuit(TypedDict):
    suit: str
    held: bool
    mean: NotRequired[float]
    mean_text: NotRequired[str]  # as the tutor's sentences write it: "1,6"
    chance: NotRequired[dict[str, float]]
    expected: NotRequired[dict[str, float]]
    net: NotRequired[float]  # the score difference at the suit's best bid allowed (what the advice ranks)
    net_bid: NotRequired[int]
    net_text: NotRequired[str]  # signed, as the tutor's sentences write it: "+0,3"
    # where the match is known: the chance of winning it after the suit's best bid for the match
    match: NotRequired[float]
    match_text: NotRequired[str]  # as the advice's sentence writes it: "57%" ("57 %" in French)
    match_bid: NotRequired[int]


class HeldRow(TypedDict):
    label: str  # "Pass: Ann keeps 2"
    tip: str
    net_text: str


class AdviceScene(TypedDict):
    suits: list[AdviceSuit]
    best: str
    thumb: str
    move: int | str  # the call recommended: a bid's amount, or "pass"
    suit: str | None  # the suit it would pitch (None for a pass)
    match_now: NotRequired[float]  # the viewer's side's chance of winning the match now, where known
    match_now_text: NotRequired[str]  # as the advice's sentence writes it
    # where the call advised is not its suit's best bid (the later speakers' exception): its own
    # net and chance of winning the match, which the advice's sentence gives
    advised_net_text: NotRequired[str]
    advised_match: NotRequired[float]
    advised_match_text: NotRequired[str]
    # where another seat holds the high bid: a pass's own row, that seat's contract on the same
    # deals (the figure a pass is weighed by; its chance of winning the match is ``match_now``)
    pass_held: NotRequired[HeldRow]


class ReviewScene(TypedDict):
    summary: str
    lines: list[str]


class HandScene(TypedDict):
    """What :func:`pitchtutor.widgets.scene.build_scene` makes of a hand for one viewer."""

    seq: int
    hold: float
    hand_number: int
    players: int
    viewer: int | None
    rules: RulesScene
    phase: str  # "auction", "play", "over", "redeal", "match-over"
    dealer: int
    to_act: int | None
    your_turn: bool
    pitcher: int | None
    bid: int | None
    high_bid: int
    high_bidder: int | None
    trump: str | None
    seats: list[SeatScene]
    trick: TrickScene | None
    tricks_played: int
    bidding: BiddingScene | None
    totals: list[SideTotal]
    tutor: list[TutorLine]
    auction_result: str | None
    score: ScoreScene | None
    message: Message | None
    match_winner: str | None


class CoachScene(TypedDict):
    """What the coach said about the position: the hints so far, the advice, the review."""

    hints: list[HintLine]
    advice: AdviceScene | None
    review: ReviewScene | None


class Scene(HandScene):
    """A frame of the table: the hand's scene plus the table's own state and the coach's notes."""

    hands_scored: int
    replay: bool
    hints_enabled: bool
    hints: list[HintLine]
    advice: AdviceScene | None
    review: ReviewScene | None
