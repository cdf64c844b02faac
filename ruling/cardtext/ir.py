"""The game-neutral program an ability compiles to: which cards (``Sel``), when (``Cond``,
``Trig``), what is paid (``CostItem``) and what is done (``Op``), gathered in a ``Program``.

Every value is a plain frozen dataclass of strings, numbers and tuples, so programs compare,
hash and print. The words in them (zones, kinds, stats, verbs) are the engine's own, as each
game's vocabulary (``ruling.cardtext.vocab.Vocab``) maps the lexicon's ids to them; the games'
runtimes read them. Nothing here cites a rule or changes a state.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields, replace
from typing import Any


def _short(self: Any) -> str:
    """The fields that differ from their defaults (programs are long otherwise)."""
    parts = []
    for f in fields(self):
        v = getattr(self, f.name)
        if v == f.default or (v == () and f.default is not None):
            continue
        parts.append(f"{f.name}={v!r}")
    return f"{type(self).__name__}({', '.join(parts)})"


# ``Sel.gauge`` for a card's gauge said without a name (「このユニットのゲージ」): every gauge card
# associated with it, whatever its name (4.15.3.1)
ANY_GAUGE = "*"


@dataclass(frozen=True, repr=False)
class Sel:
    """Which cards a noun phrase names.

    ``ref``: a card the text points at instead of describing — ``this`` (the card with the
    ability), ``that`` (the card the trigger was about, else the cards just chosen),
    ``chosen`` (chosen by a step before), ``called`` (the units a call before made), ``rest``
    (looked at and not chosen), ``implied`` (no noun: the object of the step before), ``each``
    (the card at hand in a それぞれ loop), or a game's own (``battle_opponent``, ``front`` …).
    Without ``ref`` the cards are looked for in ``zones`` (one of; ``()``: the game's default,
    units on the field) of ``owner`` (``you`` / ``opponent``; None: either).

    Filters, all of which a card must pass: ``kinds`` (one of), ``names`` (one of, exactly),
    ``contains`` (each in one of its names: 「X」を含む), ``contains_any`` (one of them:
    「X」か「Y」を含む), ``not_contains``, ``traits`` (each:
    《X》), ``races`` (each: 〈X〉), ``groups`` (each: a named group, “X” or 呪縛カード-like
    words), ``stats`` (``(stat, cmp, value)`` each; ``cmp`` ``eq ge le lt gt``; a value of
    None compares with ``stat_ref``, plus ``stat_offset``), ``colors`` (one of), ``icons`` (each), ``has`` / ``lacks``
    (keywords or skills), ``states`` (each: ``stand`` ``rest`` ``face_up`` ``face_down``
    ``attacking`` ``attacked`` …), ``other`` (not this card), ``other_name`` / ``same_name``
    (compared with this card, or with the card ``same_as`` names), ``column`` (``this``: the column of this
    unit; ``of``: of the card ``column_of`` names), ``alts`` (one of several descriptions),
    ``but`` (「X以外の」: not a card X names or describes).

    ``count`` / ``bound``: how many (``exact`` ``up_to`` ``at_least`` ``all``); ``each``: the
    count is for each zone or owner named (それぞれ); ``distinct_names``: no two of the same
    name (それぞれ別名の)."""

    ref: str | None = None
    owner: str | None = None
    zones: tuple[str, ...] = ()
    pos: str | None = None
    kinds: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    contains: tuple[str, ...] = ()
    # (field, text): the text in one of the card's values of that field (VS 2.14.7 「称号に“妹”を
    # 含む」: ``("title", "妹")``)
    info_contains: tuple[tuple[str, str], ...] = ()
    contains_any: tuple[str, ...] = ()
    not_contains: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    races: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    stats: tuple[tuple[str, str, int | None], ...] = ()
    stat_ref: Sel | None = None
    # added to the value ``stat_ref``'s card has before a filter compares with it (「置いたカード
    # より1グレード低い」: -1); 0 for the value itself
    stat_offset: int = 0
    colors: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    has: tuple[str, ...] = ()
    lacks: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    count: int | None = None
    bound: str = "exact"
    other: bool = False
    other_name: bool = False
    same_name: bool = False
    same_as: Sel | None = None
    column: str | None = None
    # the card's clans (or a game's like groups) compared with this card's, or with the card
    # ``same_as`` names: ``same`` shares one (VG 14.8.2 「自身と同じクランの」), ``none`` shares none
    # (VG 14.9.2 「共通するクランがない」)
    clan_with: str | None = None
    # the card whose column ``column`` ``of`` is (「あなたのヴァンガードと同じ縦列の」, 「その
    # ユニットと同じ縦列の」); ``column`` ``this``: this unit's
    column_of: Sel | None = None
    alts: tuple[Sel, ...] = ()
    each: bool = False
    distinct_names: bool = False
    gauge: str | None = None  # VG ‘(名称)ゲージ’ (4.15.4.1): the gauge cards of that name
    # (``ANY_GAUGE``: 「このユニットのゲージ」, its gauge cards of any name or none, 4.15.3.1)
    # VG ‘(名称)マーカー’ (15.1.2.1.1): the record markers of that name (no cards, 15.8.1.2),
    # counted where a condition counts (「あなたの無限鱗粉マーカーが３つ以上なら」)
    marker: str | None = None
    # VG 「「X」マーカーが置かれているサークルにいる」: a card on a circle where a record marker of
    # that name is — put on the circle, or on the unit now there (15.8.2.3, 15.8.2.3.1)
    marked: str | None = None
    # the cards associated with the card ``on`` names (VG 「このユニットに着装されているユニット」:
    # its 着装 units, 6.9.2.3), of the other filters
    on: Sel | None = None
    # 「このターンに登場したユニット」 / 「このターンにコールされていないユニット」: the card is
    # (``did``) / is not (``did_not``) the subject of an event of that shape this turn, in its
    # present stay (the turn's record read as the trigger would have read it)
    did: tuple[Trig, ...] = ()
    did_not: tuple[Trig, ...] = ()
    # a battle state (``states``) with the other unit of that relation named (VG
    # 「このユニットがブーストしているユニット」: boosted, by the unit ``partner`` names;
    # 「このユニットにアタックしている相手のユニット」: attacking it)
    partner: Sel | None = None
    # 「XX以外の…」: the cards any of these names or describes are left out (a reference: that
    # card; a place: the cards there; a description alone: any card that fits it)
    but: tuple[Sel, ...] = ()
    # one of them (「《X》か《Y》の」 / トリガーアイコンが「[X]か[Y]」の): a card with any of these
    # traits / icons (``traits`` / ``icons``: each of them)
    traits_any: tuple[str, ...] = ()
    icons_any: tuple[str, ...] = ()
    # 「…の中でレベルが１番高い」: ``(stat, "max" / "min")`` — of the cards the rest of the
    # selector names, those whose value is the highest (lowest); several when they tie
    extreme: tuple[str, str] | None = None
    # 「Xと同じ特徴を１つ以上持つ」: a card with a trait one of the cards this names has
    same_trait: Sel | None = None
    # a game's own filters, ``(key, value)`` pairs in key order, read only by that game's
    # runtime (WS: ``stat_x`` ``stat_level`` ``stat_declared`` ``every`` ``unnamed_zone``,
    # ``ruling.games._ws.cardtext.ir``); a compiler puts in only keys its runtime reads
    detail: tuple[tuple[str, Any], ...] = ()
    # 「そのキャラ」 / 「そのカード」: the head noun a reference says (``character`` / ``card``),
    # read to find its antecedent; not part of what is named
    said: str | None = field(default=None, compare=False)
    # 『X』: the card name a phrase that names a card by its name alone writes (spaces left out),
    # for a game whose rules read it as the card with the text when X is that card's name and as
    # another card of name X otherwise (CO 4.2.10); not part of what is named
    written_name: str | None = field(default=None, compare=False)

    @property
    def zone(self) -> str | None:
        """The one zone named, or None."""
        return self.zones[0] if len(self.zones) == 1 else None

    @property
    def kind(self) -> str | None:
        """The one kind named, or None."""
        return self.kinds[0] if len(self.kinds) == 1 else None

    def stat(self, stat: str) -> tuple[str, int | None] | None:
        """``(cmp, value)`` of the first filter on ``stat``."""
        return next(((c, v) for s, c, v in self.stats if s == stat), None)

    def describe(self) -> str:
        parts = [p for p in (self.ref, self.owner, *self.zones, *self.kinds) if p]
        parts += [f"「{n}」" for n in (*self.names, *self.contains)]
        parts += [f"《{t}》" for t in self.traits]
        return " ".join(parts)


def place_only(
    s: Sel | None,
    zone: str,
    owners: tuple[str | None, ...],
    *,
    pos: str | None = None,
    kinds: tuple[tuple[str, ...], ...] = ((),),
) -> bool:
    """``s`` names the cards of one place and says nothing else of them — 「自分の山札の上から」,
    「相手の手札」, 「ダストボックスの一番上のカード」: the zone ``zone`` (from its top / bottom:
    ``pos``; None: the whole place), its owner one of ``owners`` (None: no owner printed), its
    kinds one of ``kinds`` (「…のカード」 adds nothing to the place). Which owners and kinds a
    game reads as the place is its data (a game whose texts always print 「自分の」 does not list
    None)."""
    return (
        s is not None
        and s.pos == pos
        and s.owner in owners
        and s.kinds in kinds
        and replace(s, owner=None, pos=None, kinds=()) == Sel(zones=(zone,))
    )


@dataclass(frozen=True, repr=False)
class Value:
    """A card's value read as a number (a value term): the ``stat`` of the one card ``of``
    points at (``original_<stat>``: its original value), times ``times``, divided by ``div``
    with the remainder dropped (「…の半分（端数切り捨て）」), plus ``plus`` — 「Yのパワー」,
    「Yのパワーの２倍」, 「元のパワーの２倍」 (``of`` the subject's card), 「Yのパワーより15000」
    (``plus``). Compared with in a condition (``Cond.value``) or measured by an amount (a game's
    ``Op.detail``); read when it is needed, by the game's runtime."""

    of: Sel
    stat: str
    times: int = 1
    div: int = 1
    plus: int = 0


@dataclass(frozen=True, repr=False)
class Cond:
    """A condition over the game state.

    ``what``: ``and`` / ``or`` / ``not`` (of ``parts``); ``count`` (how many cards ``sel``
    names, compared by ``cmp`` with ``n``; with ``than``: with how many ``than`` names);
    with ``margin`` too: with that many more, ``count(than) + margin``, 「…より2枚以上多い」);
    ``match`` (the card ``sel`` points at — a reference, or the one card of a place such as a
    vanguard — is there and passes the filters of ``filt``; ``cmp`` ``not``: is there and does
    not, WS's 「そのカードが…でないなら」); ``every`` (every card ``sel`` names passes
    ``filt``: 「…のカードがすべて《X》なら」); ``stat`` (the ``stat`` of the card ``sel``
    points at, compared with ``n``, or with the same value of ``than`` when ``n`` is None —
    with the value ``than_stat`` of ``than`` when the text names another: 「アタックしたカードの
    攻撃力がこのカードの防御力より高いなら」);
    ``turn`` (it is ``owner``'s turn); ``history`` with ``event`` (an event of that shape has
    happened this turn: 「このターンにこのユニットがドロップから登場しているなら」); ``done`` / ``not_done`` (the step before did / did not do
    ``verb``: 引いたなら, 11.2.3); ``history`` (``owner`` did ``verb`` this turn, the card ``sel``
    names, with the ``detail`` a game reads); and a game's own words (``second`` …) with
    ``verb`` / ``owner`` / ``sel`` / ``detail`` as it reads them (WS: ``total``, ``colors`` …;
    ``detail`` ``("x", XDef)``, ``("tier", True)``, ``ruling.games._ws.cardtext.ir``)."""

    what: str
    sel: Sel | None = None
    filt: Sel | None = None
    than: Sel | None = None
    cmp: str = "ge"
    n: int | None = 1
    stat: str | None = None
    owner: str = "you"
    verb: str | None = None
    detail: tuple[Any, ...] = ()
    parts: tuple[Cond, ...] = ()
    than_stat: str | None = None
    # ``stat``: compared with this value term instead of ``n`` / ``than`` (a multiple or a
    # margin of a card's value: 「…のパワーが元のパワーの２倍以上なら」, 「…のパワーが…のパワー
    # より15000以上大きいなら」), in a game whose runtime reads it (``Vocab.value_terms``)
    value: Value | None = None
    # ``count`` with ``than``: the number ``than`` names plus this is what ``sel``'s is compared
    # with (「AがBより2枚以上多い」: A >= B + 2; 「…2枚以上少ない」: A <= B - 2)
    margin: int = 0
    event: Trig | None = None  # ``history``: an event of this turn (read as a trigger's)
    # clauses the condition's printing makes the ruling cite beside its own (VG 2.11.3: a
    # validity keyword's reminder left unread) — a citation, not a part of what it tests, so
    # left out of equality
    said: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True, repr=False)
class Trig:
    """What makes an automatic ability trigger: an ``event`` (a game's event word: ``appear``,
    ``attack``, ``attacked``, ``boost``, ``moved`` …, or ``timing``) about the cards
    ``subject`` names (``Sel(ref="this")``: this card), with the ``target`` it acts on, from
    ``src`` zones to ``dst`` zones, by ``means`` (``ability`` …, with ``by``: whose card's), at
    ``phase`` / ``point`` of ``owner``'s turn for a timing; ``during``: only in that player's
    turn (``you`` / ``opponent``) or phase (``you:main``), or in any phase but one (``*:!battle``); ``parts``: one of several events
    (「…時か、…時」)."""

    event: str
    subject: Sel | None = None
    target: Sel | None = None
    src: tuple[str, ...] = ()
    dst: tuple[str, ...] = ()
    means: str | None = None
    by: Sel | None = None
    phase: str | None = None
    point: str | None = None
    owner: str | None = None
    role: str | None = None
    during: str | None = None
    form: str | None = None  # passive: 「…された時」 (the subject undergoes it)
    parts: tuple[Trig, ...] = ()
    # 「…されないで…した時」: the event with this other one not happening to the subject in it
    # (a game's event word: vg ``boosted``, 「ブーストされないでアタックした時」)
    without: str | None = None
    # 「Xする際にYされた時」: the event happened as a part of the procedure of the act
    # ``occasion`` describes (VG 「ライドデッキからライドする際にこのカードが手札から捨てられた時」:
    # the discard a ride from the ride deck needs, 6.3.3.2.2)
    occasion: Trig | None = None
    # a timing of a battle described by the result of an act in it (「このユニットのアタックが
    # ヒットしなかったバトル終了時」: ``role`` the result's event, ``not_hit``): the subject's role
    # in that act (a game's ``Vocab.acts`` value: vg ``attack``; 「このユニットがブーストした
    # アタック」: ``boost``)
    act: str | None = None
    # 「Xが２枚以上同時に…した時」: the event counted over the cards it moves at one moment — met
    # once for that moment when at least this many of the cards the trigger names moved in it
    # (VG 11.9.2, 11.9.3: one condition met, one pending); read only where the game's runtime
    # counts a moment's moves (``Vocab.at_once_events``), else refused
    at_once: int | None = None
    # a game's own details, ``(key, value)`` pairs in key order, read only by that game's
    # runtime (WS: ``attack_kind`` ``by_kind`` ``entered`` ``keyword`` ``nth`` ``of``
    # ``phase_during``, ``ruling.games._ws.cardtext.ir``); a compiler puts in only keys its
    # runtime reads
    detail: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, repr=False)
class CostItem:
    """One item of a cost: ``what`` a game's cost word (``stock`` ``counter_blast`` …, with
    ``n``), or an action (``verb``: ``rest`` ``retire`` ``discard`` ``move`` …) on the cards
    ``sel`` names (``Sel(ref="this")``: this card) to ``dest``; ``either``: one of
    ``options``, the payer's pick; ``chosen``: the cards are chosen first and the action done
    to those chosen (「Xを選び、Yする」: each must be one the action can be done to, VS 4.16.2)."""

    what: str
    n: int = 1
    verb: str | None = None
    sel: Sel | None = None
    dest: str | None = None
    pos: str | None = None
    face: str | None = None
    options: tuple[CostItem, ...] = ()
    chosen: bool = False
    bound: str = "exact"  # of ``n``: exact / up_to / all (「…をすべて」)
    order: str | None = None  # "chosen": put in the order the payer wishes (「望む順で置く」)
    # a range (「１枚以上、２枚まで」 / 「１枚以上、望む枚数」 / 「５枚まで、望む枚数」): the payer
    # picks how many, at least ``least`` and at most ``n`` (``bound`` ``up_to``) or every card
    # there is (``bound`` ``any``); None: no range
    least: int | None = None
    # one of several parts of one instruction (「AをN枚と、BをM枚…」 / 「AとBを1枚ずつ…」): the
    # cards of the parts are distinct ones, the parts read together (WS ``costs.cost_payable``)
    apart: bool = False
    # the card the cards go to, as the action names it (VG 7.40.2 「このユニットをあなたのヴァンガード
    # の冠ゲージとして置く」: associated with that unit); None: no card named
    host: Sel | None = None
    # which of a kind of thing the action acts on, when a game keeps several (CO 1-5: a named
    # counter 「湯気カウンター」, its own count beside plain 「カウンター」); None: the plain kind
    kind: str | None = None


@dataclass(frozen=True, repr=False)
class Op:
    """One step of an effect.

    ``verb``: what is done (a neutral operation — ``draw`` ``choose`` ``search`` ``move``
    ``stat`` ``state`` ``look`` ``reveal`` ``shuffle`` ``gain`` ``damage`` ``modes`` … — or a
    game's own); ``target``: the cards it acts on; ``n`` / ``bound``: how many; ``dest`` /
    ``pos`` / ``face`` / ``orientation``: where and how they are put; ``stat`` / ``amount`` /
    ``more``: a value change (``more``: further changes of the same cards); ``set_to``: the
    value is set, not changed; ``until``: how long (``turn``, ``battle`` …; None: no end);
    ``per``: the amount is multiplied by how many cards ``per`` names (…につき), or by a value
    of one card in steps (``per_stat``: ``(stat, step)``; ``("cards", N)``: the number of cards
    in steps of N, 「N枚につき」); ``optional``: 〜てよい; ``cond``: …なら before it (it
    and the rest of its sentence need it, scoped by ``sentence``); ``cost``: paid first (may be
    declined); ``lead``: the connector that opens it (``if_done`` そうしたら … the step runs only
    if the one before did what it said); ``each``: done once for each card ``each`` names, that
    card as ``Sel(ref="each")``; ``performer``: who does it (``you`` / ``opponent``);
    ``modes``: the items of a choice (以下を1つ行う) as ``(text, Program)``; ``instead``:
    ``(condition, value)`` replacing the amount (of a ``stat``) or the count ``n`` (of a
    ``choose`` / ``search``: 「１枚ではなく２枚まで」) when the condition holds; ``skill`` /
    ``name`` / ``replaces``: a game's details."""

    verb: str
    target: Sel | None = None
    n: int | None = None
    bound: str = "exact"
    dest: str | None = None
    pos: str | None = None
    face: str | None = None
    orientation: str | None = None
    stat: str | None = None
    amount: int = 0
    more: tuple[tuple[str, int], ...] = ()
    set_to: bool = False
    until: str | None = None
    per: Sel | None = None
    per_stat: tuple[str, int] | None = None
    optional: bool = False
    cond: Cond | None = None
    cost: tuple[CostItem, ...] | None = None
    lead: str | None = None
    each: Sel | None = None
    performer: str = "you"
    sentence: int = 0
    skill: str | None = None
    name: str | None = None
    modes: tuple[tuple[str, Program], ...] = ()
    replaces: int | None = None
    instead: tuple[tuple[Cond | None, int], ...] = ()
    detail: tuple[Any, ...] = ()
    when: Trig | None = None  # delay: the timing its ``modes[0]`` waits for (時限誘発)


@dataclass(frozen=True, repr=False)
class Program:
    """One compiled ability: ``kind`` (auto / activated / continuous / event / keyword /
    item / extra), the zones it works in (``()``: the rules' default), its trigger, its
    condition (…なら before the effect), its cost, its steps, and what the card has by it
    (``keyword``, ``icons``); ``limit``: a use limit (``turn``: once per turn); ``free_if``:
    the cost is nothing when this holds; ``game_limit``: a once-per-game limit icon's id (vg
    ``divine`` 12.3.3, ``unique`` 12.3.4; empty: none); ``valid``: a
    validity condition; ``params`` / ``detail``: a game's details."""

    kind: str
    zones: tuple[str, ...] = ()
    steps: tuple[Op, ...] = ()
    trigger: Trig | None = None
    cond: Cond | None = None
    cost: tuple[CostItem, ...] = ()
    limit: str | None = None
    keyword: str | None = None
    icons: tuple[str, ...] = ()
    params: tuple[Any, ...] = field(default_factory=tuple)
    free_if: Cond | None = None
    game_limit: str = ""
    # a validity condition (a keyword heading the ability, VG 有効条件キーワード 14.2): an automatic
    # ability triggers only if it holds when its event happens (14.2.3.2.1), an activated one is
    # played only if it holds (14.2.3.3.1); a continuous one has it in ``cond`` (14.2.3.1)
    valid: Cond | None = None
    # a game's own details, ``(key, value)`` pairs in key order, read only by that game's
    # runtime (WS: ``counter`` ``combo`` ``notes`` ``active_in`` ``limit_icon`` ``limit_use``
    # ``restrict`` ``permits``, ``ruling.games._ws.cardtext.ir``); a compiler puts in only keys
    # its runtime reads
    detail: tuple[tuple[str, Any], ...] = ()


for _cls in (Sel, Value, Cond, Trig, CostItem, Op, Program):
    _cls.__repr__ = _short  # type: ignore[method-assign]


# the comparisons a condition or a filter names (``Cond.cmp``, a value filter's ``cmp``): 以上 ge,
# 以下 / まで le, ちょうど eq, 未満 lt, より大きい / より多い gt — one table every game's runtime reads
COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "ge": operator.ge,
    "le": operator.le,
    "eq": operator.eq,
    "lt": operator.lt,
    "gt": operator.gt,
    # 「そのユニットとグレードが異なるカード」: not the same value
    "ne": operator.ne,
    # 「グレードが奇数 / 偶数」: the remainder of the value divided by 2 (VG 14.43.2.1: 1 odd, 0 even)
    "mod2": lambda v, n: int(v) % 2 == n,
}


def compares(v: Any, cmp: str, n: Any) -> bool:
    """Whether ``v`` stands to ``n`` as ``cmp`` (a ``COMPARISONS`` id) says: 「2枚以上」 is
    ``compares(count, "ge", 2)``. An id not in the table is a KeyError (a bug, not a reading)."""
    return COMPARISONS[cmp](v, n)


def conds_in(x: Any) -> Iterator[Cond]:
    """Every condition a program (or any part of one) holds, wherever: its trigger's, its steps'
    and their items', conditions within conditions."""
    if isinstance(x, Cond):
        yield x
    if isinstance(x, (tuple, list)):
        for y in x:
            yield from conds_in(y)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            yield from conds_in(getattr(x, f.name))


# the connectors that open a sentence replacing the one before (「A。Xなら、かわりにB。」): their
# condition decides the replacement, it opens no scope over the steps after it
_REPLACING = ("replaces", "instead")


def sentence_held(
    ops: tuple[Op, ...] | list[Op],
    own: Callable[[Op], bool] | None = None,
    opens: Callable[[Op], bool] | None = None,
) -> list[int | None]:
    """「Xなら、AしBする」: for each step, the index of the step whose condition holds it, else
    None. The condition a step opens with holds that step and the rest of its sentence (the
    ``Op.cond`` contract: 「it and the rest of its sentence need it, scoped by ``sentence``」) —
    every later step of the same sentence up to one with a condition or a connector of its own;
    a condition in the middle of a sentence (「AしXならBする」) holds what follows it, not what
    is before it; the next sentence is not under it. ``own``: whether a step has a condition of
    its own (default: ``cond`` set — a game that keeps a step's condition elsewhere says where);
    ``opens``: whether that condition opens a scope (default: any but that of a replacing
    sentence, ``_REPLACING`` — a game whose reader took the connector off says which). The game's runtime
    reads the condition once, as the step that opens it is reached, and does a step held by it
    only if it held then (each game cites its own clause)."""
    has = own if own is not None else (lambda o: o.cond is not None)
    out: list[int | None] = []
    held: int | None = None
    for i, o in enumerate(ops):
        if has(o):
            held = i if (opens(o) if opens is not None else o.lead not in _REPLACING) else None
            out.append(None)
            continue
        if held is not None and o.sentence == ops[held].sentence and o.lead is None:
            out.append(held)
            continue
        held = None
        out.append(None)
    return out


# a delay's ``detail`` mark: 「そのターン中、次に<事象>した時」 — the next such event only (次に),
# within the period printed (its ``until``); the game's runtime spends it at the first event.
# Kept here, not in ``abilities``, so a runtime reads it without loading the compiler. A
# ``(key, value)`` pair as every ``detail`` entry, so that ``dict(op.detail)`` reads the op.
NEXT_ONLY = ("next_only", True)
