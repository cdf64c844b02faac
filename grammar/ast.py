"""Typed AST for card text, shared by every game.

The parser (``grammar.parse``) produces these nodes; ``grammar.render`` turns them back into
canonical card text; the engine (``ruling/``) consumes them.

Conventions
-----------
* Every node is an immutable slotted dataclass (frozen under the test suite: see ``FROZEN``);
  sequences are tuples, so nodes are hashable and comparable.
* ``span`` fields are ``Span(start, end)`` offsets into the *normalised* text of the card
  (``grammar.normalise.normalise``); ``OffsetMap.to_original`` maps them back to the input.
  Spans are excluded from equality, so two parses of the same structure compare equal.
* Spans are relative to their *frame* (``FRAMES``): the nodes inside a ``Sentence``'s steps,
  a ``Trigger``'s event, a ``Condition``'s clause and a ``CostItem``'s body have spans
  relative to the start of that sentence / trigger / condition / cost item, whose own span is
  in the frame around it (the card's text at the top). So the typed content of a sentence is
  a function of the sentence's text alone, shared wherever the text is printed; the offset
  of the sentence is kept once, on the node. A frame node whose span is the default
  ``Span(0, 0)`` (no position) leaves its content in the frame around it.
  ``grammar.build.absolute_spans`` walks a tree with the offsets in the card's text;
  ``ParseResult.unparsed``, the diagnostics and ``check-card``'s JSON give card offsets.
* Nodes hold structure, not copies of the source sentence. Free text appears only as literals
  (card names, traits, keyword names) and inside ``Unparsed`` nodes, which mark text the
  grammar cannot type yet. ``Unparsed`` is never hidden inside a typed node: it takes the place
  of the node it could not build (a clause, a trigger, a condition, a cost item).
* Closed word classes (zones, owners, verbs, particles) are stored as ids from the lexicon in
  ``grammar.lexicon``; the surface spelling of an id is recovered by ``render``. Where the
  rules documents spell one id two ways (``CX`` / ``クライマックス``) the node keeps the
  variant index, so rendering is exact.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar, dataclass_transform

# Nodes are immutable: nothing may change one once built (typed sentences, terms and
# templates are shared between cards and between abilities). The test suite enforces it:
# ``tests/conftest.py`` sets SHINPAN_AST_FROZEN=1, which makes every node class a frozen
# dataclass (assigning a field raises ``FrozenInstanceError``). Elsewhere the classes are
# plain slotted dataclasses (same fields, equality and hash): a frozen class's
# ``__setattr__`` keeps the interpreter from storing a slot directly, and building the
# nodes cost 3-7 % more of a parse (measured in one process, both orders,
# ``bench/grammar_same_process.py``).
FROZEN = os.environ.get("SHINPAN_AST_FROZEN") == "1"


_C = TypeVar("_C", bound=type)


@dataclass_transform(frozen_default=True)
def node(cls: _C) -> _C:
    """The dataclass decorator of every node class (see ``FROZEN``)."""
    if FROZEN:
        return dataclass(frozen=True, slots=True)(cls)
    return dataclass(slots=True, unsafe_hash=True)(cls)


@node
class Span:
    """Half-open offsets ``[start, end)`` into the normalised card text."""

    start: int
    end: int


def _span() -> Span:
    return field(default=Span(0, 0), compare=False, repr=False)  # type: ignore[return-value]


class AbilityKind(StrEnum):
    AUTO = "auto"  # 【自】 triggered
    ACTIVATED = "activated"  # 【起】
    CONTINUOUS = "continuous"  # 【永】
    EVENT = "event"  # text of an event / order card, no ability marker
    KEYWORD = "keyword"  # a line made only of a keyword (e.g. 『ブースト』, 【アイチアイコン】)
    NOTE = "note"  # a line made only of reminder text


class Role(StrEnum):
    """Grammatical role of an argument, named after the particle that marks it."""

    TOPIC = "topic"  # は
    SUBJECT = "subject"  # が
    SUBJECT_NO = "subject_no"  # の marking the subject of a relative clause
    OBJECT = "object"  # を
    GOAL = "goal"  # に
    SOURCE = "source"  # から
    MEANS = "means"  # で
    LIMIT = "limit"  # まで
    DIRECTION = "direction"  # へ
    WITH = "with"  # と
    ALSO = "also"  # も
    ONLY = "only"  # しか before a negative (2回しか使えない: at most twice)
    THAN = "than"  # より
    NONE = "none"  # no particle: a floating count (2枚まで選び) or VG パワー+5000
    PREDICATE = "predicate"  # the complement of a nominal predicate (…が《音楽》なら)
    TIME = "time"  # a duration (そのターン中、)
    PER = "per"  # a multiplier (…1枚につき、)
    INSTEAD_OF = "instead_of"  # what the next value replaces (+5000ではなく+10000)
    IN_CASE = "in_case"  # では (その追加ターンでは…行わない)
    EVEN = "even"  # でも (バトルでもドライブチェックを行う)
    EVEN_FROM = "even_from"  # からでも (後列からでもインターセプトできる)
    # MC (…) after a nominal predicate: which of the objects it acts on (rules 10.11.12:
    # 手札1枚破棄(「種族:ドラゴン」のカード)); printed after the predicate
    RESTRICTION = "restriction"
    MEASURE = "measure"  # 分: by the amount of (パワーを、このユニットのパワー分、増やす)
    IN_PLACE_OF = "in_place_of"  # のかわりに: what is replaced (ストック1枚のかわりに控え室に置く)
    # のまま: the state a card keeps as the step acts on it (レスト状態のまま置く); そのまま: as it
    # is, no state named (an empty noun phrase)
    AS_IS = "as_is"
    # 可能な限り: the number named done as nearly as possible (VG 1.3.2.4; an empty noun phrase)
    AS_POSSIBLE = "as_possible"
    # にあるかのように: the zone a card is acted on as if it were in (CO 「あなたはそれを手札にある
    # かのようにプレイしてもよい」: played as from the hand, though it is elsewhere)
    AS_IF_IN = "as_if_in"
    BY = "by"  # によって: the cause (相手の効果によって【リバース】されない); による links a noun
    ACCORDING = "according"  # により: what decides (このユニットのいるサークルにより以下を1つ行う)
    AGAINST = (
        "against"  # に対して: what an act answers (CO このカードのプレイに対して割り込みを行う)
    )


class Form(StrEnum):
    """Inflection of a predicate; decides how clauses chain (values match
    ``grammar.lexicon.FORMS``)."""

    FINAL = "final"  # 置く。
    CONTINUATIVE = "continuative"  # 置き、
    TE = "te"  # 置いて、
    PAST = "past"  # 置いた (in triggers: 置いた時)
    PASSIVE = "passive"  # 置かれる
    PASSIVE_PAST = "passive_past"  # 置かれた
    PASSIVE_NEG = "passive_neg"  # 選ばれない
    PASSIVE_PROG = "passive_prog"  # 置かれている
    OPTIONAL = "optional"  # 置いてよい。(〜てよい)
    NEGATIVE = "negative"  # 置かない
    CANNOT = "cannot"  # 置けない / できない (prohibition)
    CAN = "can"  # 置ける / できる (permission)
    CAUSATIVE = "causative"  # 【スタンド】させる (VG)
    CAUSATIVE_CONT = "causative_cont"  # 退却させ、
    PROGRESSIVE = "progressive"  # 【スタンド】している
    PROGRESSIVE_NEG = "progressive_neg"  # 【リバース】していない
    NEGATIVE_CONT = "negative_cont"  # 置かず
    PASSIVE_TE = "passive_te"  # プレイされて
    CAUSATIVE_OPTIONAL = "causative_optional"  # 【スタンド】させてよい
    PASSIVE_NEG_CONT = "passive_neg_cont"  # ブーストされず、
    NEGATIVE_PAST = "negative_past"  # 公開しなかった(なら)
    CAUSATIVE_PAST = "causative_past"  # 【スタンド】させた(なら)
    CAUSATIVE_NEG_PAST = "causative_neg_past"  # 退却させなかった(なら)
    CONCESSIVE = "concessive"  # ノーマルライドしても (even if)
    CAN_CONT = "can_cont"  # インターセプトでき、
    CANNOT_CONT = "cannot_cont"  # 選べず、 / ライドできず、
    WITHOUT = "without"  # 払わずに (without doing)
    STEM = "stem"  # アタック(かブーストした): a する-verb's stem before か
    NEGATIVE_TE = "negative_te"  # 見ないで (without doing, then)
    PERMISSIVE = "permissive"  # 置いてもよい (〜てもよい: optional, CO / MC)
    CEASE = "cease"  # いなくなる (〜なくなる: stops being / doing)
    CEASED = "ceased"  # いなくなった
    PASSIVE_NEG_PAST = "passive_neg_past"  # キャンセルされなかった(時 / なら)
    NEGATIVE_KUTE = "negative_kute"  # いなくて、 (not …, and)
    PASSIVE_NEG_TE = "passive_neg_te"  # ブーストされないで (without being …, then)
    PASSIVE_CONT = "passive_cont"  # 置かれ、 / ＋1000され、 (the passive, and then)
    PROGRESSIVE_PAST = "progressive_past"  # 退却していた(なら): the perfect, told in the past
    PROGRESSIVE_NEG_PAST = "progressive_neg_past"  # アタックしていなかった(なら)
    # 退却させている / させていない / させていた / させていなかった(なら): the causative perfect
    CAUSATIVE_PROG = "causative_prog"
    CAUSATIVE_PROG_NEG = "causative_prog_neg"
    CAUSATIVE_PROG_PAST = "causative_prog_past"
    CAUSATIVE_PROG_NEG_PAST = "causative_prog_neg_past"
    # ヒットしていなくても (even if … has not …: VG 10.7.1.8 「ヒットしていなくても発動する」)
    PROGRESSIVE_NEG_CONCESSIVE = "progressive_neg_concessive"
    NOMINAL = "nominal"  # noun predicate (ソウルを+1, …が《音楽》なら)


# ---------------------------------------------------------------- noun phrases and selectors


@node
class Owner:
    """あなた / 相手 / 自分 / すべてのプレイヤー …  (``who`` is a lexicon id; ``variant`` the
    index of its spelling, as for the other terms: 各プレイヤー / 各ファイター are one owner)."""

    who: str
    variant: int = field(default=0, compare=False)


@node
class Zone:
    """A game zone (``id`` from the game's lexicon: ``waiting_room``, ``deck``, ``hand`` …)."""

    id: str
    variant: int = 0


@node
class Position:
    """A place within a zone: 上 / 下 / 前 / 後ろ / 前列 / 中央 … (``id`` from the lexicon)."""

    id: str
    variant: int = 0


@node
class CardKind:
    """キャラ / CX / イベント / カード / ユニット / ヴァンガード …"""

    id: str
    variant: int = 0


@node
class Ref:
    """Anaphora: このカード / そのキャラ / それらのカード / 残りのカード / この能力 …"""

    id: str
    variant: int = 0


@node
class Name:
    """A card-name literal 「…」 (``contains`` for VG 「…」を含む)."""

    text: str


@node
class Trait:
    """A trait literal 《…》."""

    text: str


@node
class Icon:
    """A printed icon (trigger icon, clan icon), e.g. ``Icon("soul")`` from ``[[soul.gif]]``."""

    name: str


@node
class Number:
    """A number; ``value`` is ``None`` for the variable X (defined later in the text)."""

    value: int | None
    variable: str | None = None


@node
class Count:
    """N枚 / N枚まで / N枚以上 / すべて / 望む枚数 / N つ / N回; a range N枚以上、M枚まで."""

    number: Number | None
    unit: str = "card"  # lexicon id: card, item, times, point
    # exact, up_to (まで), at_least (以上), at_most (以下), all (すべて), any (望む枚数:
    # as many as the player picks)
    bound: str = "exact"
    # a range's least (「1枚以上、2枚まで」: 1 with number 2 up_to; 「1枚以上、望む枚数」: 1 with
    # any; 「5枚まで、望む枚数」: 0 with number 5 up_to); None: no least said
    least: Number | None = None
    # a number given by a value in 【】 (MC 「【1D-3】枚」: a ``Dice``, 3.4.3; 「【このユニットの
    # 攻撃力】枚」: a ``NounPhrase``; else the ``Label`` as printed), read when the step is done;
    # ``number`` is then None
    value: Dice | NounPhrase | Label | None = None


@node
class Stat:
    """A numeric characteristic: power, soul, level, cost, grade, shield, critical, drive."""

    id: str


@node
class StatFilter:
    """レベル2以上 / コスト0以下 / グレード3 / パワー5000以上."""

    stat: Stat
    value: Number
    cmp: str = "eq"  # eq, ge (以上), le (以下), lt (未満)


@node
class Word:
    """A closed-class content word the lexicon knows but that has no richer node yet
    (e.g. ``バトル相手``, ``ダメージ``, ``トリガーアイコン``); ``id`` is the lexicon id."""

    id: str
    variant: int = 0


@node
class Quote:
    """『…』: quoted abilities (given abilities, a keyword reference 『助太刀』, or effect text
    of a modal choice), each parsed as an ``Ability`` (unmarked text has kind ``event``)."""

    abilities: tuple[Ability, ...] = ()


@node
class Race:
    """A VG race literal 〈…〉 (VG 2.3.3)."""

    text: str


@node
class Named:
    """An unquoted name before a kind noun: プラント・トークン, 奏声カード, 自己改修ゲージ (VG
    4.15.4.1: ‘(名称)ゲージ’ is a gauge card with that name), SweetLink状態. ``text`` is
    what is printed before ``head`` (a middle dot included)."""

    text: str
    head: CardKind | Word


@node
class Relative:
    """A relative clause modifying the following terms (マーカーを持たない《X》のキャラ)."""

    clause: Action


@node
class Label:
    """A bracketed label after the marker: 【CXコンボ】 【カウンター】 【ターン1回】 【(R)】 …
    ``kind``: combo, counter, limit, zone, keyword, other."""

    name: str
    kind: str
    span: Span = _span()
    keyword: Keyword | None = None  # the typed keyword when the label is one (【ターン1回】)
    # MC timing bracket [普通/対抗] (10.9.3): the timings it lists, by id (normal, counter,
    # initiative, combat, main, own_turn); empty for a template slot
    timings: tuple[str, ...] = ()
    # VG: a number printed after the label, 【Gブレイク】(3) (the generation-break icon with
    # its count, 14.14.3; also the keyword's ``number`` argument)
    count: Number | None = None
    # CO: a special ability's name printed with a colon after it (「歌声」:…)
    colon: bool = False


@node
class Amount:
    """A signed change: ＋1000 / －1 / ＋Ｘ / ×2."""

    sign: str  # "+", "-", "x"; MC "±" (the rules' notation 「攻撃力:±n」, 10.14.5)
    number: Number


@node
class Placeholder:
    """A slot of a template a rules document quotes: (効果), (条件), [行動A], ~, a letter
    variable (A, N, a). ``text`` is the slot as printed."""

    text: str


@node
class Unknown:
    """A word the lexicon does not know, printed where a noun stands (a run of kanji or of
    katakana: a category a product coins, 「オーダーゾーンから作戦を1枚ソウルに置く」,
    「研究が2枚以上なら」). Typed so that the sentence around it is read; an engine refuses it
    by its ``text`` (it knows no meaning for it), never skips it."""

    text: str


@node
class Literal:
    """A string literal “…” a text refers to (VS 2.14.7: 称号に“妹”を含む)."""

    text: str


@node
class AmountPair:
    """Two signed changes written together: VS +2000/-0 (attack/defence)."""

    first: Amount
    second: Amount


@node
class CardName:
    """CO 『…』 in card text: a card name (co.txt writes card names 『…』 in card text and
    〔…〕 in its prose), e.g. ``CardName("藤島綾香")`` in 『藤島 綾香』をタップする."""

    text: str


@node
class Work:
    """VS 『…』 in card text: a work name (VS 2.9.1: a card's 作品名, referred to by technique
    text in 『』), e.g. ``Work("星海の歌姫")`` in 『星海の歌姫』のカード."""

    text: str


@node
class Dice:
    """MC dice (rules 3.4): ``count`` dice of ``faces`` faces (1 to 6, 3.4.1) rolled together,
    their sum (``nD``, 3.4.2) plus or minus ``modifier`` (``nD+a`` / ``nD-a``, 3.4.3), or the
    ``keep`` highest / lowest rolls (``pick`` ``high`` 高い目 / ``low`` 低い目:
    ``2Dして高い目1つ``, 3.4.4). ``sign``: ``+`` / ``-`` before it (``「防御力:-2D…」``,
    ``「+1D」``), empty when unsigned; ``count`` may be the variable n (3.4.6)."""

    count: Number
    sign: str = ""
    modifier: Amount | None = None
    pick: str | None = None  # high, low
    keep: int | None = None
    faces: int = 6


@node
class StatValue:
    """MC 「能力値:変化」: a stat changed by a signed number or dice: 「防御力:+2」 →
    ``StatValue(Stat("defence_power"), Amount("+", Number(2)))``, 「防御力:-2Dして高い目1つ」
    → ``StatValue(Stat("defence_power"), Dice(Number(2), "-", pick="high", keep=1))``; a
    stat set to (「攻撃力:対象の防御力」) or changed by (``sign`` ``+``: 「攻撃力:+このユニットの
    防御力」) a value a noun phrase names (14.5.4.3)."""

    stat: Stat
    change: Amount | Dice | NounPhrase
    sign: str = ""  # before a noun-phrase change
    colon: bool = True  # 「攻撃力:+3」; False: printed 「攻撃力+3」 (MC 4.1.10's example)


@node
class Characteristic:
    """MC 「種族:ドラゴン」 / 「属性:土」 / 「種族:ドラゴン or レプタイル」: a characteristic
    (rules 10.14.2: 属性 ``attribute``, 種族 ``species``, タイプ ``type``, 進軍タイプ
    ``advance_type``) with its values; ``seps`` the ``or`` between them as printed."""

    kind: str
    values: tuple[str, ...]
    seps: tuple[str, ...] = ()


@node
class Standing:
    """A keyword ability named in 「…」 in an effect, as its typed ``Keyword``: MC 「耐性:x」 /
    「イニシアチブ:x」 (a standing ability, ch.13), CO 「飛行」の特殊能力 (3-4-5-7)."""

    keyword: Keyword


Term = (
    Owner
    | Zone
    | Position
    | CardKind
    | Ref
    | Name
    | Trait
    | Race
    | Named
    | Unknown
    | Icon
    | Number
    | Count
    | Stat
    | StatFilter
    | Word
    | Quote
    | Relative
    | Amount
    | Label
    | Placeholder
    | Literal
    | Dice
    | StatValue
    | CardName
    | Work
)

LINKS = ("", "の", "か", "と", "や", "、", "の、", "か、", "や、")
# MC: または (an alternative, 「代理地形」または「誰もいない地形」) and & (two values changed
# together, 「攻撃力:…」&「防御力:…」, rules 4.6.8)
LINKS += ("または", "&")
# による: what caused the noun after it (相手の効果によるダメージ)
LINKS += ("による",)
# VG /: items printed together (【カウンターチャージ】(1)/【ソウルチャージ】(1): both; the values
# of a unit, パワー13000/シールド5000/クリティカル1のノーマルユニット)
LINKS += ("/",)
# かつ: both descriptions hold (MC 4.7.7 「「種族:ドラゴン」かつ「属性:火」」)
LINKS += ("かつ",)
# or: MC 4.7.5 «or» between two quoted values (「「種族:ドラゴン」or「属性:火」」: either holds)
LINKS += ("or",)
# への: the one an act is done to (VG 「このユニットのヴァンガードへのアタック」, the attack on it)
LINKS += ("への",)
_LINK_SET = frozenset(LINKS)


@node
class NounPhrase:
    """A selector/noun phrase: terms joined by closed-class links (``links[i]`` sits between
    ``terms[i]`` and ``terms[i+1]``). ``の`` modifies, ``か`` is an alternative, ``と`` a
    conjunction. Use the properties for the engine's view (owner, zone, filters, count)."""

    terms: tuple[Term, ...]
    links: tuple[str, ...] = ()
    span: Span = _span()

    def __post_init__(self) -> None:
        links = self.links
        if len(links) != max(len(self.terms) - 1, 0):
            raise ValueError("links must sit between terms")
        # one set operation for the whole tuple (a noun phrase is built for every argument of
        # every clause typed); the first unknown link named when there is one
        if links and not _LINK_SET.issuperset(links):
            for link in links:
                if link not in _LINK_SET:
                    raise ValueError(f"unknown link {link!r}")

    def _first(self, cls: type) -> object | None:
        return next((t for t in self.terms if isinstance(t, cls)), None)

    @property
    def owner(self) -> Owner | None:
        return self._first(Owner)  # type: ignore[return-value]

    @property
    def zone(self) -> Zone | None:
        return self._first(Zone)  # type: ignore[return-value]

    @property
    def count(self) -> Count | None:
        return self._first(Count)  # type: ignore[return-value]

    @property
    def filters(self) -> tuple[Term, ...]:
        return tuple(
            t
            for t in self.terms
            if isinstance(t, Name | Trait | Race | Named | StatFilter | CardKind)
        )


# ---------------------------------------------------------------- clauses


@node
class Duration:
    """そのターン中 / 次の相手のターンの終わりまで / そのバトル中 … (``variant`` the index of its
    spelling: このターン中 and そのターン中, このバトル中 and そのバトル中 are one period, and compare
    equal, as an owner's spellings do — before, a reader matching 「そのターン中」 refused
    「このターン中」)."""

    id: str
    variant: int = field(default=0, compare=False)


@node
class Arg:
    """One argument of a predicate, with the role its particle marks (``particle`` keeps the
    particle's variant where one role has two, e.g. none); ``pause``: a comma follows."""

    role: Role
    value: NounPhrase | Duration
    pause: bool = False
    span: Span = _span()
    # the particle is followed by the topic's は (「…には」: ``Role.GOAL``)
    topic: bool = False
    # the particle is followed by も, also (「《X》にも属する」: ``Role.GOAL``, VG 2.2.3.1)
    also: bool = False


@node
class StatDelta:
    """A further stat change of the same object after a slash: VG パワー+5000/シールド+5000
    (``Action.more`` holds ``StatDelta(Stat("shield"), Amount("+", 5000))``)."""

    stat: Stat
    amount: Amount


@node
class Action:
    """A typed step: ``verb`` is an action id from the lexicon (draw, put, return, choose,
    search, look, reveal, shuffle, rest, stand, reverse, give, gain, damage, stat_change …),
    ``args`` are its arguments in text order, ``amount`` a stat delta where the verb takes one.
    ``kind`` (a property) groups verbs (move, draw, choose, stat, state, damage, …)."""

    verb: str
    args: tuple[Arg, ...] = ()
    form: Form = Form.FINAL
    amount: Amount | AmountPair | None = None
    modal: str | None = None  # ことができる / ことができない / ことはできない
    span: Span = _span()
    more: tuple[StatDelta, ...] = ()  # stat_change: further changes after / (VG)
    variant: int = 0  # when: the suffix's surface (0 時, 1 とき, 2 ときに: CO …なくなったとき、)

    @property
    def duration(self) -> Duration | None:
        return next((a.value for a in self.args if isinstance(a.value, Duration)), None)

    @property
    def kind(self) -> str:
        from grammar.lexicon import VERB_KIND

        return VERB_KIND.get(self.verb, "other")

    def arg(self, role: Role) -> NounPhrase | None:
        return next(
            (a.value for a in self.args if a.role is role and isinstance(a.value, NounPhrase)),
            None,
        )


@node
class Unparsed:
    """Text the grammar cannot type yet. Counted and reported; never hidden."""

    text: str
    span: Span = field(default=Span(0, 0), compare=False)
    reason: str = ""


@node
class Condition:
    """…なら / …場合 / …かぎり: a predicate over the game state (a stative clause).

    Two conditions printed before one step (VG 「…なら、…する際、」 / 「…する際、…なら、」)
    are one ``Condition`` with marker ``chain``: ``parts`` the printed conditions in text
    order (each with its own marker and comma) and ``clause`` the placeholder
    ``Action("conditions")`` (a predicate no engine compiles: an engine reading only
    ``clause`` refuses the step instead of dropping one of the two conditions)."""

    clause: Action | Timing | Unparsed  # Timing: a VS surprise's [condition] (「[…の開始時]→」)
    marker: str = "nara"  # nara (なら), baai (場合), no_baai (の場合), kagiri (かぎり), unless (なければ), chain
    pause: bool = True  # a comma follows
    span: Span = _span()
    variant: int = 0  # surface of the marker (kagiri: 0 かぎり, 1 限り)
    parts: tuple[Condition, ...] = ()  # marker chain: the conditions, in text order


@node
class Timing:
    """A timing point: あなたのアタックフェイズの始めに / バトル終了時: ``scope`` names the
    phase, step or event (owner included), ``point`` is ``start`` or ``end`` (or ``at``: the
    step itself, 「アタック終了ステップに」, made by the card-text compiler, never by the grammar)."""

    scope: NounPhrase
    point: str  # start, end (at)
    variant: int = 0


@node
class StatPair:
    """CO 「AP:DP」 (basic rules 4-2-8): the two stat values 「0:5」 / 「AP1:DP1」, or a
    modifier of both 「+1:+1」 (4-3-8, signed ``Amount``s); ``named``: written with the stat
    names (「AP0:DP0」)."""

    ap: Number | Amount
    dp: Number | Amount
    named: bool = False


# a timing point used as a noun with a particle (CO 3-2-1 アンタップフェイズ開始時に~する)
Term = Term | Timing | StatPair | Characteristic | Standing  # type: ignore[misc]


@node
class Trigger:
    """…時、 / …始めに、: the event (a clause in past form) or timing point of an auto
    ability, optionally restricted by a leading duration (あなたのターン中、)."""

    event: Action | Timing | Unparsed
    during: Duration | None = None  # reserved: a leading duration is an Arg of the event
    span: Span = _span()
    pause: bool = True  # a comma follows (CO 〜をプレイしたときに〜する has none)


@node
class Step:
    """One clause of an effect with its connectors.

    ``lead``: the connector that opens it (``if_done`` そうしたら, ``then`` その後,
    ``instead`` かわりに, ``otherwise`` そうでないなら …); ``condition`` an inline condition
    (…なら); ``for_each`` the 「…につき」 multiplier (an ``Arg`` with role ``PER``);
    ``optional`` is implied by ``Action.form == Form.OPTIONAL``."""

    body: Action | Timing | Unparsed
    lead: str | None = None
    condition: Condition | None = None
    pause: bool = False  # a comma follows the step
    lead_variant: int = 0
    span: Span = _span()
    cost: Cost | None = None  # VG 【コスト】[…]することで、 paid before this step
    bang: bool = False  # VG: an exclamation mark follows (…ならプレイできる!)
    lead_pause: bool = True  # a comma follows the lead (さらに、 / さらに1枚引く)
    lead_late: bool = False  # the lead follows the condition (…なら、さらに…)
    # a second connector after the condition when ``lead`` opens the step (その後、…なら、さらに…)
    lead_inner: str | None = None
    lead_inner_variant: int = 0
    lead_inner_pause: bool = True  # a comma follows the second connector
    # the lead follows the step's first argument (あなたはかわりに…), not before it (かわりにあなたは…)
    lead_after_topic: bool = False
    # the lead follows the step's cost (…なら、【コスト】[…]することで、さらに…), not before it
    lead_after_cost: bool = False

    @property
    def optional(self) -> bool:
        return isinstance(self.body, Action) and self.body.form in (
            Form.OPTIONAL,
            Form.PERMISSIVE,
        )

    @property
    def for_each(self) -> NounPhrase | None:
        if not isinstance(self.body, Action):
            return None
        return self.body.arg(Role.PER)


@node
class Sentence:
    """A sentence (normally ending with 。): its steps in order."""

    steps: tuple[Step, ...]
    period: bool = True  # ends with 。
    span: Span = _span()
    new_line: bool = False  # MC: printed at the start of a line of a multi-line ability
    # MC: ends with «&» instead of 。 — brought about at the same time as the next (4.7.6)
    amp: bool = False


@node
class Effect:
    """An ability's effect: its sentences."""

    sentences: tuple[Sentence, ...]
    span: Span = _span()


@node
class CostItem:
    """One item of a cost: stock payment ``(N)`` (a ``Count`` with unit ``stock``), or an
    action (discard, rest …; VG 【カウンターブラスト】(1) is a nominal ``Action``)."""

    body: Action | Unparsed | Count
    pause: bool = False  # a comma follows (WS items chained with 、)
    span: Span = _span()


@node
class Cost:
    """An ability's cost: its items and the connective printed after them."""

    items: tuple[CostItem, ...]
    span: Span = _span()
    pause: bool = True  # VG: a comma follows …することで (not in …ことでプレイできる)
    # the connective printed after the bracket: "" the usual 「することで」 / 「ことで」 (render
    # chooses by the last item), "で" the instrumental particle alone (【コスト】[…]で、…: the
    # same means, 「〜で」 = 「〜することで」), ``COST_NO_TAIL`` none (the effect right after the
    # bracket: the rules' notation ‘[(コスト)](効果)’, VG 11.1.1.1.1)
    tail: str = ""


COST_NO_TAIL = "-"


@node
class KeywordArg:
    """A named parameter of a keyword: ``slot`` is one of the slots its ``KeywordDef`` lists
    (power, level, name, number, times, value, circle, text); ``bare``: a name printed without
    「」 (WS 【リンク】 ASMR)."""

    slot: str
    value: Number | Name | StatFilter | Amount | Zone | Word
    bare: bool = False


@node
class Keyword:
    """A keyword ability defined by the rules (WS 10.x, VG 14.x, VS 12.x, MC 13-15, CO …):
    ``name`` is the spelling printed, ``params`` its numeric / name parameters in text order
    (助太刀2500 レベル2 → (2500, レベル2)); ``id`` and ``kind`` come from the keyword table
    (``grammar.keywords``: ``backup`` / ``activated``), ``args`` are the parameters by slot
    (``power`` = 2500, ``level`` = レベル2). ``id`` is empty for a word the table lacks."""

    name: str
    params: tuple[Number | Name | Stat | StatFilter | Amount | Zone, ...] = ()
    span: Span = _span()
    id: str = ""
    kind: str = ""
    args: tuple[KeywordArg, ...] = ()

    def arg(self, slot: str) -> object | None:
        return next((a.value for a in self.args if a.slot == slot), None)


@node
class Reminder:
    """Reminder text （…）: no game effect (WS 2.12.3); kept as its parsed content."""

    text: str
    span: Span = _span()


@node
class Ability:
    """One ability of a card: its kind, labels, keyword, cost, trigger, condition and effect."""

    kind: AbilityKind
    labels: tuple[Label, ...] = ()
    keyword: Keyword | None = None
    cost: Cost | None = None
    trigger: Trigger | None = None
    condition: Condition | None = None
    effect: Effect | None = None
    reminders: tuple[Reminder, ...] = ()
    preamble: tuple[Sentence, ...] = ()  # sentences before the trigger (この能力は…発動する。)
    prefix: str | None = None  # VG 【ディヴァインスキル】- / SweetLink-
    bullet: bool = False  # VG ・ list item
    span: Span = _span()
    # MC 〈対象:…〉: what the ability targets; ``fields`` the order of the 〈…〉 block's fields
    target: Action | Timing | Unparsed | None = None
    fields: tuple[str, ...] = ()
    same_line: bool = False  # printed on the line of the ability before it (no line break)
    # the condition is printed before the trigger (控え室にこのカードがあるなら、…の始めに、)
    condition_first: bool = False
    # VG: the keyword is printed before the colon, after the labels (‘【起】【(V)】儀式5:…’,
    # rules 14.20.2.1), not after it (‘【永】:儀式2:…’)
    keyword_first: bool = False
    # WS: keywords printed after the first one (「記憶 共鳴」, 「応援 記憶」), in text order
    more_keywords: tuple[Keyword, ...] = ()


@node
class Card:
    """A card's text: its abilities, in printed order."""

    game: str
    abilities: tuple[Ability, ...]
    span: Span = _span()


# frame node class → the field whose spans are relative to the node's start (see the module
# docstring); a ``Condition``'s ``parts`` stay in the frame around it
FRAMES: dict[type, str] = {Sentence: "steps", Trigger: "event", Condition: "clause"}
FRAMES[CostItem] = "body"


def walk(node: object) -> Iterator[object]:
    """Yield every AST node (dataclass instance) at or below ``node``, depth first."""
    if isinstance(node, tuple):
        for item in node:
            yield from walk(item)
        return
    fields = getattr(node, "__dataclass_fields__", None)
    if not fields:
        return
    yield node
    for name in fields:
        if name == "span":
            continue
        yield from walk(getattr(node, name))


def rebuild(
    node: Any,
    after: Callable[[Any], Any] | None = None,
    *,
    before: Callable[[Any], Any] | None = None,
    keep: tuple[type, ...] = (),
) -> Any:
    """``node`` rebuilt bottom-up, the same object wherever nothing changed (nodes are shared
    between cards and abilities: a rewrite must not copy what it leaves alone).

    Tuples and node fields are rebuilt first; then ``after(x)`` may return a replacement for the
    rebuilt ``x`` (or ``x`` itself). ``before(x)``, asked before descending, may return a
    replacement that is taken as it is (not descended into), or ``None`` to descend. Nodes of a
    class in ``keep`` (e.g. ``Quote``: a quoted ability is a text of its own) are left whole."""

    def go(x: Any) -> Any:
        if keep and isinstance(x, keep):
            return x
        if before is not None:
            got = before(x)
            if got is not None:
                return got
        if isinstance(x, tuple):
            out = tuple(go(y) for y in x)
            x = out if any(a is not b for a, b in zip(out, x, strict=True)) else x
        elif getattr(x, "__dataclass_fields__", None) and not isinstance(x, type):
            changes = {}
            for name in x.__dataclass_fields__:
                val = getattr(x, name)
                new = go(val)
                if new is not val:
                    changes[name] = new
            if changes:
                x = dataclasses.replace(x, **changes)
        return after(x) if after is not None else x

    return go(node)


def unparsed(node: object) -> list[Unparsed]:
    """Every ``Unparsed`` node at or below ``node``, in ``walk``'s order. A visitor generated
    per class (``grammar.build.collector``) enters only the fields whose declared type can hold
    one: ``walk`` visited every field of every node, and on the WS corpus this walk cost about
    as much as parsing the cards (check-card reads it for every card)."""
    global _collect_unparsed
    if _collect_unparsed is None:
        from grammar.build import collector  # grammar.build imports this module

        _collect_unparsed = collector(Unparsed)
    return _collect_unparsed(node)  # type: ignore[no-any-return]


_collect_unparsed: Callable[[object], list[Any]] | None = None


def _slot_setting_init(cls: type) -> None:
    """Give a frozen slotted dataclass an ``__init__`` that sets each slot through its member
    descriptor: the generated one calls ``object.__setattr__(self, name, value)`` per field,
    which looks the name up again; the typing of card text builds hundreds of thousands of
    nodes, and their construction was a sixth of the parse time. Same parameters, defaults and
    ``__post_init__``; the result is the same object."""
    from dataclasses import MISSING, fields

    from kb.codecache import exec_source

    env: dict[str, object] = {"__name__": __name__, "__file__": __file__}
    params, body = [], []
    for f in fields(cls):  # type: ignore[arg-type]
        if not f.init or f.default_factory is not MISSING or f.kw_only:
            return  # not generated here: keep the dataclass's own
        env[f"set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"default_{f.name}"] = f.default
            params.append(f"{f.name}=default_{f.name}")
        body.append(f"    set_{f.name}(self, {f.name})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    src = "\n".join([f"def __init__(self, {', '.join(params)}):", *(body or ["    pass"])])
    exec_source(src, env)  # source built from the class's own field names (byte code cached)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[misc]


for _cls in list(globals().values()):
    if (
        isinstance(_cls, type)
        and _cls.__module__ == __name__
        and getattr(_cls, "__dataclass_params__", None) is not None
        and _cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
        and "__slots__" in _cls.__dict__
    ):
        _slot_setting_init(_cls)
