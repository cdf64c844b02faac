"""The compiled program's data: ``Sel`` (which cards a noun phrase names) and the steps, conditions,
triggers and costs of a ``Program`` (plain dataclasses the engine in ``ruling.games._ws`` runs)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")


# --------------------------------------------------------------------------- selectors


@dataclass(frozen=True)
class Sel:
    """Which cards a noun phrase names.

    ``ref``: ``this`` (the card with the ability), ``chosen`` (the cards chosen, looked at or
    moved by the previous step: そのキャラ, それらのカード), ``chosen_last`` (選んだキャラ: what the
    effect's last choice chose), ``rest`` (残りのカード: looked at but
    not chosen), ``battle_opponent`` (このカードのバトル相手), ``front`` / ``behind`` /
    ``facing`` (relative to this card's slot), or None (search ``zone``)."""

    ref: str | None = None
    owner: str | None = None  # you / opponent / None = either
    zone: str | None = None
    pos: str | None = None  # top / bottom of a pile
    kind: str | None = None
    traits: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    stats: tuple[tuple[str, str, int], ...] = ()  # (stat, cmp, value)
    other: bool = False
    count: int | None = None
    bound: str = "exact"  # exact / up_to / all / at_least
    name_has: tuple[str, ...] = ()  # カード名に「X」か「Y」を含む
    # カード名に「X」か「Y」を含まない: a card whose name holds none of them (2.1.2.1)
    not_name_has: tuple[str, ...] = ()
    orientation: str | None = None  # 【スタンド】している / 【レスト】している …
    has: tuple[str, ...] = ()  # 『X』を持つ (``ability_key`` of the quoted ability)
    markers: str | None = None  # "none": マーカーを持たない
    in_battle: bool = False  # バトルしている
    attacking: bool = False  # アタックしている: the attacking character (7.2.1.5)
    colors: tuple[str, ...] = ()  # 緑か赤の (the card list's colour names)
    icons: tuple[str, ...] = ()  # トリガーアイコンが[[choice.gif]]の (the engine's icon ids)
    # トリガーアイコンが[[soul.gif]][[soul.gif]]の: the icons printed together are all the card's,
    # each as many times as printed (else ``icons`` is one of several: [[A]]か[[B]])
    icons_all: bool = False
    stat_x: tuple[str, str] | None = None  # レベルＸ以下の: (stat, cmp), X defined in the text
    but_chosen: bool = False  # そのカード以外の: leaving out the cards just chosen
    # 自分のレベル以下のレベルの: (stat, cmp, whose level: you / opponent), worked out when used
    stat_level: tuple[str, str, str] | None = None
    # 「自分のレベル＋1以下の」: the player's level and this much more (or less)
    stat_level_by: int = 0
    # 「相手の宣言したレベルの」: (stat, whose declaration: you / opponent) — the value equal to the
    # number that player declared earlier in the effect (``Op("declare")``), read when used
    stat_declared: tuple[str, str] | None = None
    # 「《X》のキャラか「Y」」: one of several descriptions (each a Sel of filters only; the owner,
    # zone and count printed before them are this Sel's)
    alts: tuple[Sel, ...] = ()
    not_kind: str | None = None  # クライマックス以外のカード: any card but of that kind
    # 「「X」以外の…」: any card but one with that name (2.1.2: 「」 names a card name)
    not_names: tuple[str, ...] = ()
    same_name: Sel | None = None  # 「Xと同じカード名の」: a card name one of the cards X has
    face: str | None = None  # 裏向きの / 表向きの (マーカー): "down" / "up" (3.7.2, 3.7.2.1)
    unnamed_zone: bool = False  # the text named no zone: the kind's own (2.3.2.1.2, 2.3.2.3.2)
    # 「(それぞれ)異なるカード名の」: no two of the cards share a card name (a choice of them; a
    # count of them is of the most that can be taken so)
    distinct_names: bool = False
    # 「…の中でレベルが1番高い」: (stat, "max" / "min") — of the cards the rest of the selector
    # names, those whose value is the highest (lowest); several when they tie
    extreme: tuple[str, str] | None = None
    traitless: bool = False  # 特徴を持たない: a card with no trait (2.5)
    # 「あなたのクロック2枚につき」 (``Op.per``): the cards counted in groups of this many (the
    # amount is multiplied by the number of whole groups)
    every: int = 1
    # 「Xと同じ特徴を1つ以上持つ」: a card with a trait one of the cards X names has
    same_trait: Sel | None = None
    # そのキャラ / そのカード: the kind of card the reference says (``character`` / ``card``),
    # read by ``sentences._antecedents`` to find its antecedent; not part of what is named
    said: str | None = field(default=None, compare=False)

    def describe(self) -> str:
        parts = [p for p in (self.ref, self.owner, self.zone, self.pos, self.kind) if p]
        parts += [f"《{t}》" for t in self.traits] + [f"「{n}」" for n in self.names]
        return " ".join(parts)


# --------------------------------------------------------------------------- program


@dataclass(frozen=True)
class Op:
    """One effect step. ``optional``: 〜てよい (the master may decline). ``cond``: …なら."""

    verb: str
    target: Sel | None = None
    dest: str | None = None  # zone
    dest_pos: str = "top"
    n: int | None = None
    bound: str = "exact"
    stat: str | None = None
    amount: int = 0
    until: str | None = None
    optional: bool = False
    cond: Cond | None = None
    lead: str | None = None
    performer: str = "you"
    orientation: str | None = None
    per: Sel | None = None  # …1枚につき: the amount is multiplied by the number of these
    sentence: int = 0  # which sentence of the effect the step is in
    grants: tuple[str, ...] = ()  # keys of given abilities (``GRANTED``): 『…』を得る / 与える
    traits: tuple[str, ...] = ()  # given traits: 《X》を得る
    icons: tuple[
        str, ...
    ] = ()  # given trigger icons: トリガーアイコンに[[soul.gif]]を得る / 与える
    times: int = 1  # 1ダメージを2回与える (0 with ``x``: Ｘ回, X worked out when it is dealt)
    x: XDef | None = None  # the amount is X, defined by a later sentence
    options: tuple[tuple[str, Program], ...] = ()  # 次の2つの効果のうちあなたが選んだ1つを行う
    any_order: bool = False  # 好きな順番で置く: the master orders the cards put together
    same_order: bool = False  # 元の順番で置く: in the order they lay in (3.1.5)
    alt_dest: str | None = None  # 山札の上か控え室に置く: the master picks dest or this
    delay: Trig | None = None  # delay: 「ターンの終わりに、…」 — ``options[0]`` waits for it
    face_up: bool | None = None  # マーカーとして表向きに / 裏向きに (3.7.2, 3.7.2.1)
    other: Sel | None = None  # swap_each: the second zone's cards (AとBを1枚ずつ選び、入れ替える)
    own_topic: bool = False  # the step names who does it (あなたは / 相手は …)
    keep_chosen: bool = False  # modal: the cards the chosen effect dealt with are 「それら」 after
    # choose_parts: 「AをN枚までとBをM枚まで選び」 — each a choose step, a card chosen once
    parts: tuple[Op, ...] = ()
    forbid: tuple[str, ...] = ()  # forbid: what the players ``target.owner`` names may not do
    also: tuple[str, ...] = ()  # also_name: the names the target is also treated as having
    role: str | None = None  # to_slot: 「防御キャラとして置く」 — ``defender`` (7.2.1.5.1)
    # grant: 「…すべての特徴を得る」 — the traits the cards this names have (worked out when read)
    traits_from: Sel | None = None
    # stat: 「このカードの持つ異なる特徴１つにつき」 — the amount times the number of different
    # traits the cards this names have
    per_traits: Sel | None = None
    # damage: whom it is dealt to, relative to the master (相手に / あなたに: opponent / you)
    to: str = "opponent"
    # stat: ``add`` (「パワーを＋1000」) or ``set`` (「パワーを0にする」: the value becomes ``amount``)
    stat_op: str = "add"
    # declare: the numbers the performer may declare (「0か1か2か3を宣言する」)
    numbers: tuple[int, ...] = ()
    # move: 「相手の…置場に置く」 — the zone is named as the opponent's (``None``: unnamed or the
    # master's); a card goes to its owner's zone (3.1.6), so only the opponent's cards go there
    dest_owner: str | None = None


@dataclass(frozen=True)
class XDef:
    """Ｘは…に等しい: ``what`` count (the number of cards ``sel`` names), stat (the ``stat`` of
    the one card ``sel`` names), total (the sum of ``stat`` over them), declared (the number the
    player ``sel.owner`` names declared earlier in the effect); then ``op`` (x / + / -)
    ``k``; ``op`` "same": 同じ枚数, the count of the cards the step before dealt with (``what``
    "drawn": the number of cards the draw before drew)."""

    what: str
    sel: Sel
    stat: str | None = None
    op: str | None = None
    k: int = 0


# the Ｘ a condition compares with, before the compiler finds the ability's 「Ｘは…に等しい」
X_IN_CONDITION = XDef("pending", Sel())


@dataclass(frozen=True)
class Cond:
    """A condition over the game state. ``what``: count (cards matching ``sel`` compared with
    ``n``), level (the player's level), stat (a card's stat, compared with ``n`` or with the
    stat of the card ``than`` names), match (the chosen card matches
    ``sel``'s filters; ``cmp`` "not": it is there and does not), paid (the ability's cost was
    paid in this resolution), state (orientation), turn (whose turn), and (all of ``parts``)."""

    what: str
    sel: Sel | None = None
    cmp: str = "ge"
    n: int = 1
    stat: str | None = None
    owner: str = "you"
    orientation: str | None = None
    parts: tuple[Cond, ...] = ()
    filt: Sel | None = None  # every: every card ``sel`` names passes these filters
    # 「思い出がＸ枚以上なら」: ``n`` is Ｘ, worked out each time the condition is read (the
    # ability's 「Ｘは…に等しい」; ``X_IN_CONDITION`` until the compiler puts it in)
    x: XDef | None = None
    # among: the cards counted are those the first of a run of such tiers counted (``_among_tiers``)
    tier: bool = False
    # stat: the value is compared with the same value of the one card this names, not with ``n``
    than: Sel | None = None


@dataclass(frozen=True)
class Trig:
    """What makes an auto ability trigger. ``event``: placed (a card moved ``src`` → ``dst``),
    attack (declared), reversed, timing (``phase`` ``point`` of ``owner``'s turn)."""

    event: str
    subject: Sel | None = None
    src: tuple[str, ...] = ()
    dst: tuple[str, ...] = ()
    attack_kind: str | None = None
    phase: str | None = None
    point: str | None = None
    owner: str | None = None
    during: str | None = None  # you / opponent: only during that player's turn
    keyword: str | None = None  # used: 『X』を使った時 (the keyword X's "used" event)
    means: str | None = None  # placed: 『チェンジ』で / 『合体』で舞台に置かれた時
    parts: tuple[Trig, ...] = ()  # any: 「…時か…時」 (either trigger event)
    entered: tuple[str, ...] = ()  # このカードが手札から舞台に置かれたターン中、…時
    nth: int | None = None  # timing: 「あなたの第1ターンの始めに」 — only in that player's nth turn
    phase_during: tuple[str, str] | None = None  # (owner, phase): あなたのメインフェイズ中、…時
    # placed: 「「X」の(【起】の)効果で舞台に置かれた時」 — the names of the card whose effect put
    # it there, and the kind of that ability (activated / auto), None for any
    by: tuple[str, ...] = ()
    by_kind: str | None = None
    # reversed, subject ref ``battle_opponent_of``: the battle opponent of a card these filters
    # name (他のあなたのキャラのバトル相手が【リバース】した時); triggered, ``Sel(ref="this")``: the
    # trigger check of this card's attack (このカードのトリガーチェックで…がでた時)
    of: Sel | None = None


@dataclass(frozen=True)
class CostItem:
    """``stock`` (pay N stock), ``rest`` (rest cards), ``move`` (put cards somewhere)."""

    what: str
    sel: Sel | None = None
    n: int = 1
    dest: str | None = None
    dest_pos: str = "top"
    # one of several parts of one instruction (「AをN枚と、BをM枚…」 / 「AとBを1枚ずつ…」): the cards
    # of the parts are distinct ones (``costs.cost_payable`` reads them together)
    apart: bool = False


@dataclass(frozen=True)
class Program:
    kind: str  # auto / activated / continuous / event
    steps: tuple[Op, ...] = ()
    trigger: Trig | None = None
    cond: Cond | None = None
    cost: tuple[CostItem, ...] = ()
    keyword: str | None = None
    params: tuple[Any, ...] = ()
    counter: bool = False
    combo: bool = False
    limit: int | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    # zones besides the card type's own where the ability works because it is written to be
    # used there (2.12.2.3: 「あなたの手札のこのカードのレベルを－1」 works in the hand)
    active_in: tuple[str, ...] = ()
    limit_icon: bool = False  # the turn limit is written as the icon 【ターンN】 (10.19.2.1)
    # the limit is printed on its use: 「この能力は、1ターンにつきN回しか使えない」 (binds as text
    # over rules, 1.3.1: a use past it cannot be made; a pending automatic one is cancelled, 8.7.3.2)
    limit_use: bool = False
    # an event's own sentences before its effect: 「このカードは、…なら、手札からプレイできない。」
    # (the condition, read when it is played) and 「このカードは、色条件を満たさずに手札からプレイ
    # できる。」 (``permits``: no_colour_condition)
    restrict: Cond | None = None
    permits: tuple[str, ...] = ()


# --------------------------------------------------------------------------- shared tables
# (here, beside the dataclasses, so that the engine can name them without loading the compiler)

# given abilities by key (their canonical text): the effect in force names the key, the engine
# runs the compiled ability (2.12.2.3.1, 8.9.1.2)
GRANTED: dict[str, A.Ability] = {}

# delayed effects by key (the key is kept in the game state, the program here)
DELAYED: dict[str, Program] = {}

EVERY_ZONE = ("hand", "deck", "waiting_room", "clock", "level", "stock", "memory", "climax")
EVERY_ZONE += ("resolution",)
