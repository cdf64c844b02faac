"""CrossOver card text: the grammar's AST (``grammar.parse.parse_card(text, "co")``) through the
shared card-text compiler (``ruling.cardtext``: an ability's kind and parts, its cost items, its
trigger clause, its steps with their connectors and conditions, the places a step names; CO's
words as a ``Vocab``, and the constructions that are CO's own as its hooks: whom a phrase
names, 「HPがN点回復する」, 「N点のダメージを与える」, the 「+1:+1」 modifiers, the text of a set card,
「…の効果を受けない」, keyword lines), then in the words of the programs the engine runs. Only the
constructs the basic rules quote are compiled (see tests/fixtures/card_examples/co.yaml);
anything else is refused with a reason and reported as an unsupported ability, never guessed.

A program is one of
- ``keyword``: 飛行 / 潜水 (3.4.5.7), All Turn (3.4.2), 維持費N (3.6.2), 使い捨て (3.4.3);
- ``activated``: 「cost:effect」 (4.3.3) — costs: tap this card, pay N energy, crash a hand
  card or a character (4.3.2.1 examples);
- ``effect``: sentences done when the card resolves (4.3.2.6) — ``ops`` — and effects in force
  while the card is on the field or set on a card — ``statics`` (4.3.8).
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ruling.cardtext.terms import roles_exactly
from ruling.cardtext.terms import terms as _terms
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
    from ruling.cardtext import abilities as shared
    from ruling.cardtext.steps import Reading
    from ruling.cardtext.vocab import Vocab
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
    shared = module("ruling.cardtext.abilities")
from ruling.abilities import Unsupported, abilities_of
from ruling.cardtext.ir import COMPARISONS, Cond, CostItem, Sel, Trig, place_only, sentence_held
from ruling.cardtext.ir import Op as ROp
from ruling.cardtext.ir import Program as IRProgram
from ruling.cardtext.modal import ModalAction
from ruling.state import Card

_conds = module("ruling.cardtext.conditions")
# 「…してもよい」 and 「…してよい」: one permission, whichever spelling a card prints (the
# grammar keeps them apart as PERMISSIVE and OPTIONAL)
_MAY = (A.Form.PERMISSIVE, A.Form.OPTIONAL)
_damage = module("ruling.cardtext.damage")
_steps = module("ruling.cardtext.steps")
_vocabs = module("ruling.cardtext.vocab")
_triggers = module("ruling.cardtext.triggers")
_nouns = module("ruling.cardtext.nouns")


@dataclass(frozen=True)
class Op:
    """A one-shot step: ``heal`` / ``draw`` / ``damage`` / ``modify`` / ``swap`` / ``untap`` /
    ``immune`` / ``crash`` / ``bounce`` (to the owner's hand) / ``negate`` (a play, 4.2.14) /
    ``put_onto_field`` (``amount`` character cards of the player's zone ``value``, 3.4.2); ``who``:
    target_char / target_player / target_play / you / this / all_chars /
    all_cards; ``to_deck``: the card named to the ``value`` end (top / bottom) of its owner's
    deck (4.2.12). A cost item: ``energy`` / ``tap_this`` / ``crash_hand`` / ``crash_character`` /
    ``draw``."""

    kind: str
    who: str = ""
    amount: int = 0
    ap: int = 0
    dp: int = 0
    until: str | None = None
    value: Any = None
    # a target described with a gender (「対象の女性キャラクター」): only a character of that
    # gender is a proper target (4.2.13; the gender is the type's, 4.3.8 step 2)
    gender: str | None = None
    # a negated play of one card type (「対象のスペル1枚をうち消す」, 4.2.14)
    card_type: str | None = None
    # a target described by a keyword (「対象の「飛行」の特殊能力を持つキャラクター」): only a
    # character with it (as in force, 4.3.8) is a proper target (4.2.13)
    keyword: str | None = None
    # a target described by its state (「対象のアタックしているキャラクター」 ``attacking``,
    # 「対象のディフェンスしたキャラクター」 ``defending``, 「対象のタップ状態の…」 ``rest`` /
    # ``stand``): only a character in that state is a proper target (4.2.13, 3.4.5, 3.2.2)
    state: str | None = None
    # a target described by who controls it (「対象の相手がコントロールしているキャラクター」,
    # 「あなたがコントロールしている対象の…」): ``you`` / ``opponent`` of the player using the text
    # (4.2.12, 4.2.13)
    owner: str | None = None
    # 「…してもよい」: the player who would do it decides whether it is done
    optional: bool = False
    # 「そうしたら、…」: done only if the step before it was done
    if_done: bool = False
    # 「…なら、」: done only if this holds when the step comes (``_co/play.condition_holds``)
    cond: Any = None
    # 「(group)(gender)キャラクター1体につき」: the step is done once for each character of
    # that group (``GROUPS``) of that gender counted as it is done, (group, gender)
    per: tuple[str, str | None] | None = None
    # ``who`` described / one_of_described: the cards of the field a phrase describes further
    # than ``WHO`` names them (``_described``: controller, kind, orientation, AP / DP, gender)
    sel: Any = None
    # ``put_onto_field``: the card at that end (``top`` / ``bottom``) of the zone, if it is of the
    # kind named, instead of cards chosen there (「ダストボックスの一番上のキャラクターカード」)
    pos: str | None = None
    # a step on the second of 「対象のキャラクター2体まで」: that target may be left unchosen
    # (4.2.13), the step then not done
    upto: bool = False
    # a step on the second of two targets written apart (「対象のXと(、)対象のY」), not counted
    # (「対象のキャラクター2体」: two characters): whether one card may be both is read at the
    # declaration (co.unsettled same_card_both_targets)
    apart: bool = False
    # 「そうしなかった場合、…」: done only if the step before it, one the player may do
    # (「…してもよい」), was not done
    unless_done: bool = False
    # 『X』 on a step on this card (who ``this``, ``NAMED_STEPS``): the name the text writes
    # (spaces left out) — the card with the text when X is its name, else a card named X on the
    # field, chosen when several (4.2.10: 「そのカード名」 alone is the card itself)
    named: str | None = None
    # 「『X』のAPと同じ点数のダメージ」: the amount is the value of this stat (ap / dp) of this
    # card (『X』: ``named``, the card that name names, 4.2.10), read as the step is done
    amount_of: str | None = None
    # 「このダメージは軽減できない」 after a damage step: no reduction takes anything off it (the
    # text over 4.3.10, 4.2.9); an increase still adds (4.3.10.2)
    unreducible: bool = False
    # ``counters`` / ``remove_counters``: the named kind of counters (「湯気カウンター」, 1-5: each
    # kind its own count); None: plain 「カウンター」
    counter: str | None = None


def target_gender(ops: tuple[Op, ...]) -> str | None:
    """The gender a text's target character must have, if its target phrase names one."""
    return next((o.gender for o in ops if o.who == "target_char" and o.gender), None)


def target_keyword(ops: tuple[Op, ...]) -> str | None:
    """The keyword a text's target character must have, if its target phrase names one."""
    return next((o.keyword for o in ops if o.who == "target_char" and o.keyword), None)


def target_state(ops: tuple[Op, ...]) -> str | None:
    """The battle state a text's target character must be in, if its target phrase names one."""
    return next((o.state for o in ops if o.who == "target_char" and o.state), None)


def target_owner(ops: tuple[Op, ...]) -> str | None:
    """Whose character a text's target must be (``you`` / ``opponent``), if its phrase says (a
    target card in a dustbox: whose dustbox)."""
    return next((o.owner for o in ops if o.who in ("target_char", "target_card") and o.owner), None)


def target_type(ops: tuple[Op, ...]) -> str | None:
    """The card type a text's target play (or target card in a dustbox) must be of, if its
    target phrase names one."""
    return next(
        (o.card_type for o in ops if o.who in ("target_play", "target_card") and o.card_type),
        None,
    )


@dataclass(frozen=True)
class Static:
    """An effect in force: ``mod`` / ``set_stats`` / ``lose_all`` / ``gender`` / ``gain`` /
    ``immune`` / ``crash_when_no_characters`` / ``bounce_damaged``; ``who``: host (the card it is
    set on) / all_chars / others_you_control / this."""

    kind: str
    who: str
    ap: int = 0
    dp: int = 0
    value: Any = None
    # 「あなたがコントロールしているすべての女性キャラクターに…」: only the characters of that
    # gender among those named (their type as decided at 4.3.8 step 2)
    gender: str | None = None
    # 「あなたのHPが10点以下の場合、『X』は…」: applied while this holds (a player's HP, read as the
    # effects are worked out, 4.3.8); 「…アイテムカード1枚につき、『X』は…」: (kind, whose) of the
    # cards counted, the change applied once per card (``_co/common._statics_on``)
    cond: Any = None
    per: tuple[str, ...] | None = None
    # 「「潜水」の特殊能力を持つ / 持たないすべてのキャラクター」: (keyword, has) — only those with
    # (without) it as in force (4.3.8 step 3, before the modifiers of step 5)
    keyword: tuple[str, bool] | None = None
    # 「(この特殊能力は累積する / 累積しない)」: several cards' copies of this effect add up
    # (True) or apply once (False: the same ability of cards of one name,
    # ``_co/common._statics_on``); None when the text says neither — what it does then is the
    # audit's ``unmarked_copies_stack`` (``_co/common.once_by_name``)
    stacks: bool | None = None
    # 「名前に「X」を含むすべてのキャラクター」: only the characters whose card name (4.2.8) holds
    # each text (``_co/common._statics_on``)
    contains: tuple[str, ...] = ()


# whom a continuous effect may name with a gender (「すべての女性キャラクター」): a group of
# characters on the field, each one's gender read when the effect is applied (4.3.8)
GROUPS = ("yours", "theirs", "all_chars", "others_you_control")


@dataclass(frozen=True)
class Program:
    kind: str  # keyword / activated / effect / auto
    keyword: str | None = None
    on: str | None = None  # auto: attack / defended / crashed / damaged / played / turn_start
    # auto on attack / defended: whose character's event it is — this card's own ("this",
    # 4-2-10), a character of its controller ("you"), of the opponent ("opponent"), any ("any")
    whose: str = "this"
    # auto on a play (「スペルカードのプレイに成功したとき」): the card types it waits for (() = any)
    kinds: tuple[str, ...] = ()
    # auto on a play of a card named 『X』 (「『X』のプレイに成功したとき」): the names it waits for —
    # on X itself, that card alone (4.2.10); on a card of another name, any play of a card
    # named X, by either player (4.3.2.6)
    names: tuple[str, ...] = ()
    number: int | None = None
    cost: tuple[Op, ...] = ()
    ops: tuple[Op, ...] = ()
    statics: tuple[Static, ...] = ()
    # 「…の直後にのみ使用してもよい」 (4.3.5): the event right after which alone it may be used
    # (then even where uses are otherwise not allowed): ``opponent_gained_energy``, ``drew:<who>``
    only_after: str | None = None
    # 「この特殊能力は、あなたのターン(のメインフェイズ)にのみ使用できる」 / 「このスペルは、…にのみ
    # プレイできる」: when alone it may be used / played — ``"<whose>:<phase>"``, whose ``you`` /
    # ``opponent`` / ``*``, phase ``main`` or ``*`` (3.4.4 「特に表記がないかぎり」, 3.4.3's play
    # condition, 4.2.9)
    only_during: str | None = None
    # 「この特殊能力は、<条件>(とき / 場合)にのみ使用できる」 / 「このカードは、…場合にのみプレイ
    # できる」 (4.3.5 「特定条件下でプレイ可能となるカードやカードの効果・特殊能力」): used / played
    # only while that condition holds (a condition read on a board, ``_readable``)
    only_if: Any = None
    # 「この特殊能力は1ターンにN回しか使用できない / N回まで使用できる」, 「…N回しか解決しない」:
    # at most N uses (an activated ability) or resolutions (one that triggers) in ``use_period``
    # (``turn`` 「1ターンに」 / 「各ターンに」, ``game`` 「1ゲームに」)
    per_turn: int | None = None
    use_period: str = "turn"
    # 「『X』がアタックしたとき、ディフェンスされなかった場合、…」: an attack trigger whose effect is
    # under the battle's own condition (3.4.5.4 「ディフェンスされなかった場合」), read when the
    # defence declaration is over (the audit's undefended_attack_trigger; ``_co/triggers``)
    undefended: bool = False
    # 「『X』がアタックしたとき、…ディフェンスしたキャラクター…」: an attack trigger whose text
    # names the battle's defender, read after the defence declaration or at once (the audit's
    # defender_in_attack_trigger; ``_co/triggers``)
    reads_defence: bool = False
    # 「『X』が「飛行」の特殊能力を持つキャラクターにディフェンスされたとき」: the keywords the
    # defending character must have, as in force (3.4.5.7, 4.3.8) — else the ability does not
    # trigger (``_co/triggers.fire_together``)
    by_keywords: tuple[str, ...] = ()
    # 「フィールドにセット。」 / 「キャラクターにセット。」 / 「ナビゲーターにセット。」 (3.4.3 「「〜に
    # セット」とある場合は、その指示に従います」): where the played card is set, ``field`` /
    # ``character`` / ``navigator`` (the kind of card it is set on, 4.2.11)
    set_to: str | None = None
    # 「(あなたの / 敵の)(男性の)キャラクターにのみセットできる」: the cards it may be set on (3.4.3,
    # 4.2.13: the host a proper target) — (the kind, ``you`` / ``opponent`` / None, the gender)
    set_only: tuple[str, str | None, str | None] | None = None
    # 「このカードのプレイに対して割り込みを行うことはできない。」 (4.3.4 「最初にプレイ・使用された
    # ものの内容により、割り込みできる行動が制限される場合があります」): no answer to its play
    no_interrupt: bool = False
    # 「このカードはうち消されない」: its play is not negated (4.2.14 over by 4.2.9)
    no_negate: bool = False
    # a keyword printed after the effect on the same line (「…の修正を受ける。維持費1」,
    # 「…を2点軽減する。使い捨て」): its own keyword program, read as the card's (``programs``)
    also: tuple[Program, ...] = ()
    # 「このカードはイベントカードとしても扱う。」 (4.2.8: a card of two kinds): the card types it
    # is of besides its printed one (``_co/play``: the play's timing of a card of two kinds)
    also_types: tuple[str, ...] = ()
    # auto on a crash caused by a character (「…キャラクターが相手のキャラクターをクラッシュしたとき」,
    # ``crashing``): whose character crashed — ``you`` / ``opponent`` / ``any``, relative to the
    # card's controller (4.2.12)
    victim: str | None = None
    # auto on a crash (``crashed``) by a card's text (「(あなたがプレイしたスペルカード / 相手)の
    # 効果によって…クラッシュしたとき」, ``_crash_cause_hook``): (the card types whose text crashed
    # it, whose card's — ``you`` / ``opponent`` / None —, who played it — likewise), relative to
    # the card's controller; read against the crash's cause (``_co/basic.crash_cause``, 4.3.11)
    crash_by: tuple[tuple[str, ...], str | None, str | None] | None = None
    # auto on an event: 「あなたの / 相手のターン中に、…したとき」 — it triggers only in the turn of
    # the card's controller (``you``) / of the opponent (4.3.6)
    during: str | None = None
    # auto on a character's attack / defence / damage 「(あなたのフィールドの)「飛行」の特殊能力を
    # 持つ(相手の)キャラクターが…したとき」: (keyword, has) the event's character must meet, as in
    # force when the event happens (3.4.5.7, 4.3.8 step 3; ``_co/triggers``)
    subject_keywords: tuple[tuple[str, bool], ...] = ()
    # auto on a character's event 「あなたがコントロールする名前に「X」を含むキャラクターが…したとき」:
    # the texts the event's character's card name (4.2.8) must hold (``_co/triggers``)
    subject_contains: tuple[str, ...] = ()
    # the audit's points (co.unsettled.yaml ids) the reading of this text rests on, on the card
    # that prints it (``other_names``: 『X』 read as this card, X its name without its title):
    # a ruling in which the ability is in force says so (``ruling.abilities.unsettled_of``)
    unsettled: tuple[str, ...] = ()

    @property
    def targets(self) -> str | None:
        """What the program targets (4.2.13: 「対象の〜」): "character" / "player" / None."""
        for o in self.ops:
            if o.who == "target_char":
                return "character"
            if o.who == "target_nav":
                return "navigator"
            if o.who == "target_item":
                return "item"
            if o.who == "target_player":
                return "player"
            if o.who == "target_play":
                return "played"
            if o.who == "target_card":
                return "dust_card"
        return None

    @property
    def target_gender(self) -> str | None:
        return target_gender(self.ops)

    @property
    def target_keyword(self) -> str | None:
        return target_keyword(self.ops)

    @property
    def target_type(self) -> str | None:
        return target_type(self.ops)

    @property
    def target_state(self) -> str | None:
        return target_state(self.ops)

    @property
    def target_owner(self) -> str | None:
        return target_owner(self.ops)

    @property
    def second_target(self) -> Op | None:
        """The first step on the second of two target characters (「対象のXと対象のY」), whose
        gender / keyword a proper second target must have; None for a text of one target."""
        return next((o for o in self.ops if o.who == "target_char2"), None)


# the verbs of a step about a card that a bare effect text may print without its subject
# (「「+1:+1」の修正を受ける」, 「以下の特殊能力を得る」, 「「0:5」の能力値を持つ」, 4.3.8)
_ABOUT_A_CARD = ("receive", "gain", "have", "lose")


def about_the_target(text: str) -> Program | None:
    """A bare effect text whose first step names no subject and is about a card (the verbs of
    ``_ABOUT_A_CARD``): the program read with 「対象のキャラクターは、」 as that subject — the
    card the situation names (4.2.13); None when the text names its subject (or is no such
    step). Refused (``Unsupported``) as any ability is."""
    from grammar.parse import parse_card

    res = parse_card(text, "co")
    nodes = tuple(res.card.abilities) if res.ok and res.card is not None else ()
    if len(nodes) != 1 or not isinstance(nodes[0], A.Ability) or nodes[0].effect is None:
        return None
    node = nodes[0]
    if node.trigger is not None or node.cost is not None or node.keyword is not None:
        return None
    sent0 = node.effect.sentences[0]
    st = sent0.steps[0]
    b = st.body
    bodies = [x.body for x in sent0.steps]
    if not all(isinstance(x, A.Action) for x in bodies) or not any(
        x.verb in _ABOUT_A_CARD
        for x in bodies  # type: ignore[union-attr]
    ):
        return None
    if any(a.role in (A.Role.TOPIC, A.Role.SUBJECT) for x in bodies for a in x.args):  # type: ignore[union-attr]
        return None
    subject = A.Arg(
        role=A.Role.TOPIC,
        value=A.NounPhrase(terms=(A.Word("target"), A.CardKind("co_character")), links=("の",)),
        pause=True,
    )
    body = replace(b, args=(subject, *b.args))
    sent0 = replace(sent0, steps=(replace(st, body=body), *sent0.steps[1:]))
    effect = replace(node.effect, sentences=(sent0, *node.effect.sentences[1:]))
    return compile_ability(replace(node, effect=effect))


# a line that is one sentence, the 4.3.5 gate of the card's play / use alone (「…直後にのみプレイ
# してもよい。」), and a line after it that opens referring back (「その…」 / 「それ…」)
# (「このカードは、…したときにのみプレイできる。」: the same gate, 「とき」 as 「直後」 — 4.3.11.2 /
# 4.3.10.2 name both as such a card's condition — and 「できる」 as 「してもよい」, ``_when_only``)
_GATE_LINE = re.compile(r"^[^。]*(?:直後|とき)にのみ(?:プレイ|使用)(?:してもよい|できる)。$")
_BACK_REFERENCE = re.compile(r"^(?:その|それ)")
# 「性別なし。」: a line saying the character has no gender
_NO_GENDER_LINE = re.compile(r"^\s*性別なし。?\s*$")
# 「性別:女性。」: a line giving the character's gender (男性 / 女性 / 「その他」)
_GENDER_LINE = re.compile(r"^\s*性別\s*[:：]\s*(?P<gender>男性|女性|「その他」|その他)\s*。?\s*$")
# 「キャラクター1体にセットする。《セットされたキャラクターは…。》」: a set card's instruction, then
# its text quoted in 《…》 as the rules document quotes a card's text (4.2.14, 4.3.2.6, 4.3.8's
# 〔ファイナルうさパンチ〕《セットされたキャラクターは、…》): the quoted text is the card's effect
_QUOTED_AFTER = re.compile(r"^(?P<before>[^《》\n]*?。)\s*《(?P<quoted>[^《》\n]+)》\s*$")


def card_text(text: str) -> str:
    """A card's text as its abilities are read (``Game.card_text``): a line that is the 4.3.5
    gate of the card's play alone (「あなたのキャラクターがクラッシュした直後にのみプレイしてもよい。」)
    followed by a line that refers back to it (「そのクラッシュをうち消す。」) is read as one
    line — 「その」 names what the gate names (4.3.11.2: a card whose condition is 「クラッシュした
    直後」 that 「クラッシュをうち消す」), which a line read alone has nothing before it to name.
    The gate is the card's either way (4.3.5), so joining changes nothing else.

    A line that ends with its text quoted in 《…》 after a sentence (「キャラクター1体にセットする。
    《セットされたキャラクターは…》」, the rules document's own way of quoting a card's text, 4.3.8)
    is read as two lines: the sentence, then the text quoted (``_QUOTED_AFTER``)."""
    lines = text.split("\n")
    out: list[str] = []
    for ln in lines:
        quoted = _QUOTED_AFTER.match(ln.strip())
        if quoted is not None:
            # 「…にセットする。《…》」: the instruction a line of its own, the quoted text the line
            # after it, as the same card prints them unquoted (「キャラクター1体にセット\n…」,
            # 3.4.3 「「〜にセット」とある場合は、その指示に従います」)
            out.extend((quoted["before"], quoted["quoted"]))
            continue
        if _NO_GENDER_LINE.match(ln):
            # 「性別なし。」, a line of its own on a character: its type is a character of no
            # gender (4.3.8 step 2 「キャラクターであれば更に性別」), read as the same words said
            # as a sentence, 「このキャラクターは性別を持たない。」 (``_no_gender``)
            out.append("このキャラクターは性別を持たない。")
            continue
        gendered = _GENDER_LINE.match(ln)
        if gendered is not None:
            # 「性別:女性。」, a line of its own on a character: its type is a character of that
            # gender (4.3.8 step 2 「キャラクターであれば更に性別」, its examples 「男性キャラクター」,
            # 「「その他」キャラクター」), read as the same words said as a sentence, as
            # 「性別なし。」 is (``_own_gender``: decided at step 2, before abilities are lost at
            # step 3 — as 4.3.8's example keeps 〔剣を捨てて……〕's 「その他」)
            g = gendered["gender"].strip("「」")
            g = "「その他」" if g == "その他" else g
            out.append(f"このキャラクターは{g}キャラクターとなる。")
            continue
        if out and _BACK_REFERENCE.match(ln.strip()) and _GATE_LINE.match(out[-1].strip()):
            out[-1] = out[-1].rstrip() + ln.strip()
            continue
        out.append(ln)
    return "\n".join(out)


def other_names(card: Card, ab: Any) -> Any:
    """4.2.10: 『X』 in a card's text is that card itself when X is its name (「そのカード名が指定
    されているもの…通常は、そのカードそのものであることを意味します」); a 『Y』 that is not its
    name names another card. The text is compiled once for every card that prints it, so a
    name the compiled ability does not hold as a name (read as this card, or dropped) is
    refused here, with the card's name at hand; a card with no name is not checked.

    A card named with a title before the personal name (「図書委員 春日井 栞」) whose text writes
    the personal name alone (『春日井 栞』): whether that is 「そのカード名」 the rules do not
    settle (the audit's ``name_without_title``, ``common.own_names``) — read as this card, and
    the ability as read on this card carries the point (raised where it is in force). Returns
    the refusal reason, None, or that ability."""
    from ruling.games._co.common import TITLE_POINT, untitled

    if not card.name or ab.ast is None:
        return None

    def plain(x: str) -> str:
        # as the grammar's normaliser prints it (「……」 -> 「......」, full-width -> half-width)
        return "".join(unicodedata.normalize("NFKC", x).split())

    own = plain(card.name)
    bare = untitled(card.name)
    kept = _NAMES_HELD.get(id(ab))
    if kept is None or kept[0] is not ab:
        if len(_NAMES_HELD) > 4096:
            _NAMES_HELD.clear()
        kept = _NAMES_HELD[id(ab)] = (
            ab,
            {plain(n.text) for n in A.walk(ab.ast) if isinstance(n, A.CardName)},
            unicodedata.normalize("NFKC", repr(ab.program)),
        )
    _ab, names, held = kept
    lost = sorted(n for n in names - {own, bare} if n not in held)
    if not lost:
        # a name held only by the one-off steps that read it as another card (``Op.named``):
        # every place the text writes it must be such a step — one written elsewhere as well
        # (a trigger, a condition) would be read as this card there (4.2.10)
        lost = sorted(n for n in names - {own, bare} if _named_elsewhere(ab, n))
    if lost:
        if lost[0] in own:
            # 『栞』 on 〔図書委員 春日井 栞〕: the printed name with more than its title left out,
            # or cut inside a word. Spaces are no part of a name (4.2.10 例2 writes one card
            # 〔山名春恵〕 and 『山名 春恵』), and the personal name after a title is read as this
            # card (``name_without_title``); any other part is written differently — 4.2.6
            # makes it another card's name, and 4.2.10 reads a text's 『X』 as this card only
            # when X is its name — so it names another card, and such a reading is not run
            left = own.replace(lost[0], "「…」", 1)
            return (
                f"『{lost[0]}』 is this card's name ({card.name}) written without part of it"
                f" ({left}) other than a leading title: a name written differently is another"
                " card's (4.2.6), and 4.2.10 reads a text's 『X』 as this card only when X is its"
                " name (spaces aside) — read as another card's name, which is not run"
            )
        return (
            f"『{lost[0]}』 is not this card's name ({card.name}) and is not read as another"
            " card's (4.2.10)"
        )
    if bare is None or bare == own or bare not in names:
        return None
    return _marked(ab, TITLE_POINT)


def _named_elsewhere(ab: Any, name: str) -> bool:
    """Whether ``ab``'s text writes 『``name``』 in more places than the one-off steps that read
    it as another card's (``Op.named``) — its other places read as the card with the text."""
    steps = [o for o in getattr(ab.program, "ops", ()) if getattr(o, "named", None) == name]
    if not steps:
        return False
    written = [
        n for n in A.walk(ab.ast) if isinstance(n, A.CardName) and plain_name(n.text) == name
    ]
    return len(written) > len(steps)


# an ability -> the 『…』 names its text writes and its program as text (``other_names``; the
# ability kept, so its id stays its own)
_NAMES_HELD: dict[int, tuple[Any, set[str], str]] = {}

# an ability as read on the cards whose name it writes without the title (``other_names``), by
# the compiled program (kept, so one program is marked once: ids stay stable across reads)
_MARKED: dict[tuple[int, str], tuple[Any, Any]] = {}


def _marked(ab: Any, point: str) -> Any:
    """``ab`` with its program marked as resting on the audit's ``point``."""
    key = (id(ab.program), point)
    got = _MARKED.get(key)
    if got is None or got[0] is not ab.program:
        prog = ab.program
        if any(f.name == "unsettled" for f in dataclasses.fields(prog)):
            marked = replace(prog, unsettled=(*prog.unsettled, point))
        else:  # a shared program: the point as a ``detail`` pair (``unsettled_of``)
            marked = replace(prog, detail=(*prog.detail, ("unsettled", point)))
        got = (prog, replace(ab, program=marked))
        _MARKED[key] = got
    return got[1]


def programs(card: Card) -> list[Program]:
    out: list[Program] = []
    for a in abilities_of("co", card):
        if a.supported and a.program is not None:
            out += [a.program, *a.program.also]
    return out


# --------------------------------------------------------------------------- whom a phrase names

# whom a CO noun phrase names, as a selector of the shared program (the engine's words back in
# ``_who_of``): 「対象の〜」 is a target (4-2-13), 『X』 in X's own text this card (4-2-10)
WHO: dict[str, Sel] = {
    "target_player": Sel(ref="target", kinds=("player",)),
    "all_players": Sel(kinds=("player",), bound="all"),
    "target_char": Sel(ref="target", kinds=("character",)),
    # 「対象のXと(、)対象のY」: the second of two target characters (4.2.13), given apart
    "target_char2": Sel(ref="target2", kinds=("character",)),
    # 「対象のナビゲーター」: a navigator on the field (4.2.13)
    "target_nav": Sel(ref="target", kinds=("navigator",)),
    # 「対象のアイテム(カード)」: an item card on the field, set or not (4.2.13, 3.4.3)
    "target_item": Sel(ref="target", kinds=("item",)),
    # 「対象のプレイされたカード」: a card being played, not yet resolved (4.2.14, 4.3.4)
    "target_play": Sel(ref="target", kinds=("played_card",)),
    # 「(あなたの)ダストボックスにあるキャラクターカード1枚を対象とする」: a card in a dustbox
    # (4.2.13; the zone, 3.1.1), its owner / card type carried as ``owner:`` / ``type:`` groups
    "target_card": Sel(ref="target", zones=("dustbox",), kinds=("card",)),
    # 「そのスペルカード」 in an ability of the moment 「…がスペルカードをプレイした直後にのみ」: the
    # card whose play it answers (4.3.2.5, 4.3.4) — no target (4.2.13: only 「対象の」 takes one)
    "that_play": Sel(ref="that", kinds=("played_card",)),
    "opponent_player": Sel(owner="opponent", kinds=("player",)),
    "defender": Sel(ref="defender"),
    # 「アタックしたキャラクター」: the character attacking in the battle the trigger is of
    # (3.4.5.2; read in an attack / defence trigger only)
    "attacker": Sel(ref="attacker"),
    "host": Sel(ref="host"),
    # 「セットされたナビゲーター / キャラクターのコントローラー」: the player who controls the card
    # this one is set on (4.2.12)
    "host_controller": Sel(ref="host", kinds=("player",)),
    # 「このカードのオーナー」: the player who owns the card the text is on (4.2.12) — its
    # controller's opponent too, if its control moved
    "this_owner": Sel(ref="this", kinds=("player",)),
    # 「セットされた…のコントローラーがコントロールしているすべてのキャラクター」: every character
    # controlled by the player who controls the card this one is set on (4.2.12)
    "host_controllers": Sel(ref="host", owner="controller", kinds=("character",), bound="all"),
    "this": Sel(ref="this"),
    "others_you_control": Sel(owner="you", kinds=("character",), other=True, bound="all"),
    # 「あなた / 相手がコントロールしているすべてのキャラクター」, 「あなた / 相手のすべてのキャラクター」:
    # every character that player controls (4.2.12)
    "yours": Sel(owner="you", kinds=("character",), bound="all"),
    "theirs": Sel(owner="opponent", kinds=("character",), bound="all"),
    "all_chars": Sel(kinds=("character",), bound="all"),
    # 「フィールドに出ているすべてのカード」: every card on the field, set ones too (4-2-7)
    "all_cards": Sel(zones=("field",), kinds=("card",), bound="all"),
    # 「フィールドにセットされているすべてのカード」: every card set on the field (3.4.3 「フィールドに
    # セット」: an event, spell or item card on the field not set on a character)
    "field_set": Sel(zones=("field",), kinds=("card",), states=("set_on_field",), bound="all"),
    "you": Sel(owner="you"),  # a player (the shared readers: あなたは …)
    # 「そのキャラクター」 in a triggered ability: the character of the event that triggered it
    # (「相手のキャラクターがアタックしたとき、そのキャラクターに…」, 4.3.6)
    "that_char": Sel(ref="that", kinds=("character",)),
    # 「相手がコントロールしているキャラクター1体」, 「あなたのキャラクター1体」: one character of
    # that group, chosen when the text is carried out — no target (4.2.13 names only 「対象の〜」)
    "one_of_yours": Sel(owner="you", kinds=("character",), count=1),
    "one_of_theirs": Sel(owner="opponent", kinds=("character",), count=1),
    "one_of_all_chars": Sel(kinds=("character",), count=1),
    "one_of_others_you_control": Sel(owner="you", kinds=("character",), other=True, count=1),
    # 「それらのキャラクター」 / 「それら」: the cards the step before named (``_those_named``)
    "those": Sel(ref="those"),
    # 「そのダメージ」: the damage the ability's moment names (「…がダメージを受けた直後 / とき」),
    # the damage of the reduction window it is read in (4.3.10.2; ``_damage_of``)
    "that_damage": Sel(ref="that", kinds=("damage",)),
    # the card a step before in the same sentence chose as it was done (``ONE_OF``), named again
    # (``_same_one_again``: 「…1体は、…の修正を受け、…を失う」 — one card, 4.3.2.6)
    "chosen": Sel(ref="co_chosen", kinds=("character",)),
}
# 「フィールドに出ているすべての「飛行」の特殊能力を持つキャラクター」: every character on the
# field with that keyword (3.4.5.7), as the step is done
WHO["all_flying"] = Sel(kinds=("character",), bound="all", has=("flying",))
WHO["all_diving"] = Sel(kinds=("character",), bound="all", has=("diving",))
KW_GROUPS = {"all_flying": "flying", "all_diving": "diving"}
# one character of a group, chosen at resolution (``WHO``'s one_of_*)
ONE_OF = ("one_of_yours", "one_of_theirs", "one_of_all_chars", "one_of_others_you_control")
_WHO_OF = {s: name for name, s in WHO.items()}


def _who_of(s: Sel | None) -> str:
    if s is None or s not in _WHO_OF:
        raise Unsupported(f"whom the noun phrase names ({s!r})")
    return _WHO_OF[s]


def _walk_terms(np: Any) -> list[Any]:
    out: list[Any] = []
    for t in _terms(np):
        out.append(t)
        if isinstance(t, A.Named):
            out.append(t.head)
    return out


def _words(np: Any) -> set[str]:
    return {t.id for t in _walk_terms(np) if isinstance(t, A.Word)}


def _kinds(np: Any) -> set[str]:
    return {t.id for t in _walk_terms(np) if isinstance(t, A.CardKind)}


def _energy_plain(np: Any, what: str) -> None:
    """Refuse energy described by a word the rules do not give it (「水のエネルギー」): energy is
    one kind, a number of it and nothing else (4.3.1, 4.3.2.1 / 4.3.3.1 «エネルギー»), so such a
    word is not read — paying or gaining plain energy would drop it."""
    extra = [t for t in _terms(np) if not isinstance(t, A.Count) and t != A.Word("energy")]
    if extra:
        raise Unsupported(f"{what}: energy described by a word the rules do not have")


def _count(np: Any) -> int | None:
    for t in _terms(np):
        if isinstance(t, A.Count) and t.number is not None and t.number.value is not None:
            return int(t.number.value)
    return None


def _value_count(np: Any) -> tuple[Sel, str] | None:
    """「『X』のAPと同じ点数」 / 「このキャラクターのDPと同じ点数」 (a count whose number is a value,
    ``A.Count.value``): the card whose value it is — this card, by 「この…」 or its name (4.2.10)
    — and the stat. None when the phrase has no such count; refused for any other card."""
    for t in _terms(np):
        if not isinstance(t, A.Count) or t.number is not None or t.value is None:
            continue
        v = t.value
        if t.bound != "exact" or t.unit != "point" or not isinstance(v, A.NounPhrase):
            raise Unsupported("a count given by a value of this shape")
        terms, links = v.terms, v.links
        stat = terms[-1] if terms else None
        if not isinstance(stat, A.Word) or stat.id not in ("ap", "dp") or links[-1:] != ("の",):
            raise Unsupported("a count given by a value of this shape")
        card = _sel(A.NounPhrase(terms[:-1], links[:-1]))
        if _WHO_OF.get(replace(card, written_name=None)) != "this":
            raise Unsupported("a count given by the value of a card other than this one")
        return card, stat.id
    return None


def _stat_pair(np: Any) -> tuple[int, int, bool] | None:
    """(ap, dp, is_modification) of a 「AP:DP」 / 「+1:+1」 in the phrase."""
    for t in _terms(np):
        if isinstance(t, A.StatPair):
            if isinstance(t.ap, A.Amount):
                ap = int(t.ap.number.value or 0) * (-1 if t.ap.sign in ("-", "−") else 1)
                dp = int(t.dp.number.value or 0) * (-1 if t.dp.sign in ("-", "−") else 1)
                return ap, dp, True
            return int(t.ap.value or 0), int(t.dp.value or 0), False
    return None


def _relatives(np: Any) -> list[A.Action]:
    return [t.clause for t in _terms(np) if isinstance(t, A.Relative)]


def _in_a_zone(rel: A.Action) -> bool:
    """「(あなたの)ダストボックスにある」: a relative clause placing the cards in a zone other than
    the field (「フィールドに出ている」 is ``_on_field``)."""
    return rel.verb in ("exist_thing", "exist") and any(
        isinstance(t, A.Zone) and t.id != "vs_field"
        for a in rel.args
        if isinstance(a.value, A.NounPhrase)
        for t in a.value.terms
    )


def _on_field(rel: A.Action) -> bool:
    """「フィールドに出ている」 and nothing else (4-2-7: a card on the field) — but a duration
    printed first that the grammar hangs on it (「ターン終了時まで、フィールドに出ている…」, the
    sentence's: ``_hoisted_limit``)."""
    args = [a for a in rel.args if not (a.role is A.Role.LIMIT and a.pause)]
    return (
        rel.verb in ("come_out", "come_out_kanji")
        and rel.form is A.Form.PROGRESSIVE
        and [(a.role, _terms(a.value)) for a in args] == [(A.Role.GOAL, (A.Zone("vs_field"),))]
    )


def _args(b: A.Action, allowed: set[A.Role], what: str) -> dict[A.Role, Any]:
    """The arguments of a step, each of a role the construction reads (else refused)."""
    got = _conds.args_of(b)
    extra = set(got) - allowed
    if extra:
        raise Unsupported(f"{what} with {', '.join(sorted(r.value for r in extra))}")
    return got


# the genders of a character (4.3.8 step 2: 「キャラクターであれば更に性別」; 「男性キャラクター」,
# 「「その他」キャラクター」 in its examples)
GENDERS = ("男性", "女性", "その他")


def _gendered(np: Any) -> tuple[Any, str | None]:
    """A phrase with its gender word (「女性キャラクター」, 「「その他」キャラクター」 quoted as 4.3.8's
    example prints it) taken out, and that gender."""
    terms = _terms(np)
    at = [i for i, t in enumerate(terms) if isinstance(t, A.Unknown | A.Name) and t.text in GENDERS]
    if len(at) != 1 or "co_character" not in _kinds(np):
        return np, None
    i = at[0]
    links = np.links[:i] + np.links[i + 1 :] if i < len(np.links) else np.links[: i - 1]
    return A.NounPhrase(terms=terms[:i] + terms[i + 1 :], links=links), terms[i].text


def _target_item(terms: tuple[Any, ...], np: Any) -> bool:
    """「対象のアイテム(カード)(1枚)」 (4.2.13): the lexicon has no アイテム — the grammar leaves
    it as an unknown word, or a name before 「カード」 — read here as printed (as 「効果を受けない」
    reads its card types)."""
    if len(terms) < 2 or terms[0] != A.Word("target") or np.links[0] != "の":
        return False
    item = terms[1]
    if not (
        (isinstance(item, A.Unknown) and item.text == "アイテム")
        or (
            isinstance(item, A.Named)
            and item.text == "アイテム"
            and item.head == A.CardKind("card")
        )
    ):
        return False
    rest = terms[2:]
    return not rest or (len(rest) == 1 and _nouns.exact_number(rest[0]) == 1)


def _every_with_keyword(terms: tuple[Any, ...]) -> str | None:
    """「フィールドに出ているすべての「飛行」の特殊能力を持つキャラクター」: the grammar hangs
    「フィールドに出ているすべての」 on 「「飛行」の特殊能力」 inside the relative 「…を持つ」; it
    describes the characters (「すべての…キャラクター」, on the field: 4-2-7) — every character
    on the field with that keyword (3.4.5.7). None for any other phrase."""
    if len(terms) != 2 or terms[1] != A.CardKind("co_character"):
        return None
    if not isinstance(terms[0], A.Relative):
        return None
    have = terms[0].clause
    if have.verb != "have" or have.form is not A.Form.FINAL or len(have.args) != 1:
        return None
    if have.args[0].role is not A.Role.OBJECT:
        return None
    inner = _terms(have.args[0].value)
    if len(inner) not in (3, 4):
        return None
    place, count, *tail = inner  # the keyword, with or without 「の特殊能力」 (``_standings``)
    on_field = (
        isinstance(place, A.Relative)
        and place.clause.verb in ("come_out", "come_out_kanji")
        and place.clause.form is A.Form.PROGRESSIVE
        and [(a.role, _terms(a.value)) for a in place.clause.args]
        == [(A.Role.GOAL, (A.Zone("vs_field"),))]
    )
    every = isinstance(count, A.Count) and count.bound == "all" and count.number is None
    kw = _standing(A.NounPhrase(terms=tuple(tail), links=("の",) * (len(tail) - 1)))
    return kw if on_field and every and kw is not None else None


def _who(np: Any) -> str:
    """Whom a noun phrase names (``WHO``'s keys); a group of characters with a count of one
    (「相手がコントロールしているキャラクター1体」) is one of them, chosen (``ONE_OF``); with
    another count it is refused (before, it was read as every character of the group)."""
    who = _who_uncounted(np)
    if who not in GROUPS:
        return who
    counts = [t for t in _terms(np) if isinstance(t, A.Count) and t.bound != "all"]
    if not counts:
        return who
    (count,) = counts
    if _nouns.exact_number(count) == 1:
        return f"one_of_{who}"
    raise Unsupported(f"a choice of characters of {who} other than one")


def _controller(t: Any) -> bool:
    """「コントローラー」 (4.2.12: the player who has the card's control; the lexicon's
    ``card_controller``)."""
    return isinstance(t, A.Owner) and t.who == "card_controller"


def _bare(rel: A.Action) -> bool:
    """A relative with nothing of its own but a duration printed first and hung on it
    (「ターン終了時まで、ディフェンスしたキャラクターに…」, ``_hoisted_limit``)."""
    return all(a.role is A.Role.LIMIT and a.pause for a in rel.args)


def _who_uncounted(np: Any) -> str:
    """Whom a noun phrase names (``WHO``'s keys); a word the lexicon does not know refuses it
    (before, 「対象の女性キャラクター」 was read as any character)."""
    terms = _terms(np)
    if terms == (A.Unknown("対戦相手"),):
        # 「対戦相手」: the document's own word for the opponent (4.1.2 「対戦相手のHPを0にした
        # とき」, 3.4.5 …); the lexicon has no entry for it — read as printed
        return "opponent_player"
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and terms[0].clause.verb == "set"
        and terms[0].clause.form in (A.Form.PASSIVE_PROG, A.Form.PASSIVE_PAST)
        and [(x.role, _plain_terms(x.value)) for x in terms[0].clause.args]
        == [(A.Role.GOAL, (A.Zone("vs_field"),))]
        and isinstance(terms[1], A.Count)
        and terms[1].bound == "all"
        and terms[2] == A.CardKind("card")
    ):
        # 「フィールドにセットされているすべてのカード」 (3.4.3)
        return "field_set"
    if (
        terms
        and _controller(terms[-1])
        and _who(A.NounPhrase(terms=terms[:-1], links=np.links[: len(terms) - 2])) == "host"
    ):
        # 「セットされたナビゲーターのコントローラー」 (4.2.12)
        return "host_controller"
    if terms in ((A.Ref("this_card"), A.Owner("card_owner")),) and np.links == ("の",):
        # 「このカードのオーナー」 (4.2.12: its owner, whoever controls it)
        return "this_owner"
    if _target_item(terms, np):
        return "target_item"
    kw = _every_with_keyword(terms)
    if kw is not None:
        return f"all_{kw}"
    unknown = [t.text for t in terms if isinstance(t, A.Unknown)]
    if unknown:
        raise Unsupported(f"an unread word in whom the phrase names: {', '.join(unknown)}")
    words, kinds = _words(np), _kinds(np)
    owners = {t.who for t in terms if isinstance(t, A.Owner)}
    rels = _relatives(np)
    if any(
        isinstance(a.value, A.NounPhrase) and any(isinstance(t, A.Timing) for t in a.value.terms)
        for r in rels
        for a in r.args
    ):
        # a moment hung on a relative clause (「ターン開始時に、フィールドに出ている…」) is not
        # whom the phrase names: never dropped unread
        raise Unsupported("a timing inside whom a phrase names")
    if [type(t) for t in terms] == [A.CardName]:
        return "this"  # a card's name in its own text is the card itself (4-2-10)
    if terms == (A.Ref("this_card"),):
        return "this"  # 「このカード」: the card the text is printed on, as its own name (4-2-10)
    if len(terms) == 1 and isinstance(terms[0], A.Ref) and terms[0].id == "that_character":
        return "that_char"
    if len(terms) == 1 and isinstance(terms[0], A.Ref) and terms[0].id in _THOSE_REFS:
        return "those"
    if "target" in words and owners & {"duel_master", "player"}:
        # 「対象のデュエルマスター」 / 「対象のプレイヤー」: the document writes the player
        # 「デュエルマスター(プレイヤー)」 (4.3.2.6 ex. 1), one word for one thing
        return "target_player"
    if owners & {"duel_master", "player"} and (
        any(isinstance(t, A.Count) and t.bound == "all" for t in terms) or "all_players" in owners
    ):
        # 「すべての / お互いのデュエルマスター(プレイヤー)」: each player — the players are the
        # duel masters (1.1: 「プレイヤーのことを『デュエルマスター』と表現しています」)
        return "all_players"
    if "target" in words and any(_in_a_zone(r) for r in rels):
        # 「対象の、ダストボックスにあるキャラクターカード」: a target card in a zone — a target
        # character is one on the field (4.2.13 with 3.2, 4-2-7), and the zone was dropped unread
        raise Unsupported("a target card in a zone other than the field")
    if "target" in words and any(
        isinstance(t, A.Ref) and t.id in ("other", "except") for t in terms
    ):
        # 「対象の他のキャラクター」: a target but this card (4.2.13, 4-2-10) — the reader's target
        # takes any character, so the exclusion would be dropped unread
        raise Unsupported("a target character other than this one")
    if "target" in words and any(
        isinstance(t, A.StatFilter) or (isinstance(t, A.Count) and t.unit == "none") for t in terms
    ):
        # 「DPが3以下の対象のキャラクター」: a target bounded by a value — a proper target is not
        # checked against a value (4.2.13), so the bound would be dropped unread: refused
        raise Unsupported("a target bounded by a value (「DPがN以下の対象の…」)")
    if "target" in words and "co_character" in kinds:
        return "target_char"
    if "target" in words and "navigator" in kinds:
        return "target_nav"
    if {"opponent", "duel_master"} <= owners:
        return "opponent_player"
    if (
        any(r.verb == "defend" and r.form is A.Form.PAST and _bare(r) for r in rels)
        and "co_character" in kinds
    ):
        # 「ディフェンスしたキャラクター」 with nothing more in the relative (「対象のキャラクター
        # 1体とディフェンスした…」 is not it: before, the words were dropped)
        return "defender"
    if (
        any(r.verb == "attack" and r.form is A.Form.PAST and not r.args for r in rels)
        and "co_character" in kinds
        and not owners
    ):
        return "attacker"
    if any(r.verb == "set" for r in rels) and kinds & {"co_character", "navigator"}:
        return "host"  # 「セットされたキャラクター / ナビゲーター」: the card this one is set on
    if any(isinstance(t, A.Ref) and t.id == "this" for t in terms) and kinds & {
        "co_character",
        "navigator",
    }:
        # 「このキャラクター / このナビゲーター」: the card the text is on, as 「このカード」 (4.2.10)
        return "this"
    every = any(isinstance(t, A.Count) and t.bound == "all" for t in terms)
    if any(r.verb == "control" for r in rels) and "co_character" in kinds:
        rel = next(r for r in rels if r.verb == "control")
        # 「他の」 / 「『X』以外の」 (X this card, 4.2.10): the characters but this one
        rest = [t for t in terms if not isinstance(t, A.Relative | A.CardKind | A.Count)]
        others = rest == [A.Ref("other")] or (
            len(rest) == 2 and isinstance(rest[0], A.CardName) and rest[1] == A.Ref("except")
        )
        if rest and not others or len(rels) > 1:
            # 「アンタップ状態の」 … narrow the characters further: not read here, so refused —
            # before, dropped (every character the player controls, this one too)
            raise Unsupported("characters a player controls, described further")
        if [a.role for a in rel.args if a.role is not A.Role.LIMIT] != [A.Role.SUBJECT]:
            # 「あなたのHPが5点以下で、あなたがコントロールしている…」: the grammar hangs a
            # condition on the clause (two subjects, a 「で」 argument) — not whose characters:
            # refused (before, the first subject's owner read and the condition dropped); a
            # duration hung on it (「ターン終了時まで、」) is the step's (``_hoisted_limit``)
            raise Unsupported("a 「…がコントロールしている」 clause with more in it")
        subj = next((a.value for a in rel.args if a.role is A.Role.SUBJECT), None)
        ctl = {t.who for t in _terms(subj) if isinstance(t, A.Owner)}
        if ctl == {"opponent", "duel_master"}:
            ctl = {
                "opponent"
            }  # 「相手のデュエルマスター(敵デュエルマスター)がコントロールしている」
        # 「他のあなたがコントロールしている…」: the grammar hangs 「他の」 on the subject (no
        # other player is meant: the characters but this one, as 「あなたがコントロールしている
        # 他の…」) — before, dropped (every character the player controls, this one too)
        if others or any(
            isinstance(t, A.Ref) and t.id in ("except", "other") for t in _terms(subj)
        ):
            if ctl - {"you"}:
                raise Unsupported("「…以外の」 characters another player controls")
            return "others_you_control"
        if ctl == {"opponent"}:
            return "theirs"  # before, read as the player's own (a misread)
        if ctl == {"you"}:
            return "yours"
        if ctl == {"card_controller"} and _who_uncounted(subj) == "host_controller":
            # 「セットされたナビゲーターのコントローラーがコントロールしているすべてのキャラクター」:
            # every character the player controls who controls the card this one is set on
            # (4.2.12), read as the effect applies (4.3.8)
            return "host_controllers"
        raise Unsupported(f"characters controlled by {sorted(ctl)}")
    extra = [t for t in terms if not isinstance(t, A.Relative | A.Count | A.CardKind | A.Owner)]
    if (
        every
        and "co_character" in kinds
        and owners == {"you"}
        and not rels
        and len(extra) == 2
        and isinstance(extra[0], A.CardName)
        and extra[1] == A.Ref("except")
    ):
        # 「『X』以外のあなたのすべてのキャラクター」 (X this card, 4.2.10): the characters the
        # player controls but this one — as 「『X』以外のあなたがコントロールしている…」 above
        return "others_you_control"
    if every and "co_character" in kinds and extra:
        # 「フィールドに出ているアンタップ状態のすべてのキャラクター」: words that narrow the group
        # (a state, a value, a keyword): not read here (before, dropped: every character)
        raise Unsupported("every character, described further")
    if every and "co_character" in kinds and any(not _on_field(r) for r in rels):
        # 「手札にあるすべてのキャラクター」, 「山札に…フィールドに出ている…」: a clause other than
        # 「フィールドに出ている」 (4-2-7) says where or which they are — not read here, so refused
        # (before, dropped: every character on the field)
        raise Unsupported(
            "every character, described by a clause other than 「フィールドに出ている」"
        )
    if every and "co_character" in kinds and owners in ({"you"}, {"opponent"}):
        # 「相手のすべてのキャラクター」: every character that player controls
        return "yours" if owners == {"you"} else "theirs"
    if every and "co_character" in kinds and not owners:
        return "all_chars"
    if (
        not every
        and owners in ({"you"}, {"opponent"})
        and [type(t) for t in terms] == [A.Owner, A.CardKind, A.Count]
        and terms[1] == A.CardKind("co_character")
    ):
        # 「相手のキャラクター1体」: of that player's characters (the count makes it one, ``_who``)
        return "yours" if owners == {"you"} else "theirs"
    if (
        owners in ({"you"}, {"opponent"})
        and [type(t) for t in terms] == [A.Owner, A.CardKind]
        and terms[1] == A.CardKind("co_character")
        and np.links == ("の",)
    ):
        # 「相手のキャラクターは…」 with no count: the player's characters, every one (a noun
        # with no count names the group, as 「フィールドに出ているキャラクターは」 does, 4.2.7)
        return "yours" if owners == {"you"} else "theirs"
    if terms == (A.Owner("you"),):
        return "you"
    if terms == (A.Owner("opponent"),):
        # 「相手」: the opponent (the player, 「相手のデュエルマスター」; also what
        # 「相手のデュエルマスターのHP」 says of the HP, ``_players_np``)
        return "opponent_player"
    raise Unsupported(f"who is meant: {np}")


# the card kinds a described group of the field may name (4.2.12: what a player controls)
DESCRIBED_KINDS = (("character",), ("navigator",), ("item",), ("card",))


def _control_owner(rel: A.Action) -> str | None:
    """「あなた / 相手 / 敵デュエルマスターがコントロールしている(する)」: the player (you /
    opponent) whose cards the relative clause names (4.2.12), None for any other clause."""
    if rel.verb != "control" or rel.form not in (A.Form.PROGRESSIVE, A.Form.FINAL):
        return None
    if [a.role for a in rel.args] != [A.Role.SUBJECT]:
        return None
    ctl = {t.who for t in _terms(rel.args[0].value) if isinstance(t, A.Owner)}
    if len(_terms(rel.args[0].value)) != len(ctl):
        return None
    if ctl == {"opponent", "duel_master"}:
        ctl = {"opponent"}  # 「相手のデュエルマスター(敵デュエルマスター)」
    return next(iter(ctl)) if ctl in ({"you"}, {"opponent"}) else None


def _is_item(t: Any) -> bool:
    """「アイテム」 / 「アイテムカード」 (the lexicon has no アイテム: an unknown word, or a name
    before 「カード」), read as printed."""
    return (isinstance(t, A.Unknown) and t.text == "アイテム") or (
        isinstance(t, A.Named) and t.text == "アイテム" and t.head == A.CardKind("card")
    )


def _described(np: Any) -> Sel | None:
    """Cards on the field described further than ``WHO`` names them — 「相手がコントロールしている
    アンタップ状態のキャラクター」, 「敵デュエルマスターがコントロールしているAP2以下のキャラクター」,
    「あなたがコントロールしているナビゲーター / アイテムカード」, 「あなたがコントロールしている他の
    アンタップ状態の女性キャラクター」: the controller (4.2.12; 「あなたの」 as well), the kind, the
    orientation (3.2.2), AP / DP compared with a number, the gender (4.3.8 step 2), 「他の」 (not
    this card, 4.2.10), and the count, each read by the shared reader or here; None for a phrase
    with anything else in it (refused by the caller, never read in part)."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    keyed = _keyword_described(np)
    if keyed is not None:
        return keyed
    terms, links = list(np.terms), list(np.links)
    controlled = False
    if isinstance(terms[0], A.Relative) and _control_owner(terms[0].clause) is not None:
        terms[0] = A.Owner(_control_owner(terms[0].clause))  # type: ignore[arg-type]
        controlled = True
        if links:
            links[0] = "の"
    elif (
        isinstance(terms[0], A.Relative)
        and _on_field(terms[0].clause)
        and len(terms[0].clause.args) == 1
        and len(terms) > 1
    ):
        # 「フィールドに出ているすべてのタップ状態のキャラクター」: cards on the field (4-2-7),
        # whoever controls them — the zone said, described further by the words after it
        terms, links = terms[1:], links[1:]
        controlled = True
    if any(isinstance(t, A.Relative) for t in terms):
        return None
    if (
        controlled
        and len(terms) == 2
        and isinstance(terms[0], A.Owner)
        and isinstance(terms[1], A.CardName)
    ):
        # 「あなたがコントロールしている『X』」: the cards of that name the player controls (4.2.6;
        # this card's own name is this card, 4.2.10), of any type
        who = terms[0].who  # type: ignore[union-attr]
        return Sel(owner=who, zones=("field",), kinds=("card",), names=(terms[1].text,))
    items = [i for i, t in enumerate(terms) if _is_item(t)]
    item = bool(items)
    if item:
        (i,) = items
        terms[i] = A.CardKind("card")
    plain, gender = _gendered(A.NounPhrase(tuple(terms), tuple(links)))
    v = VOCAB or _vocab()
    bare = replace(v, hooks={k: h for k, h in v.hooks.items() if k != "sel"})
    try:
        got = _nouns.sel(plain, bare)
    except Unsupported:
        return None
    if item:
        if got.kinds != ("card",):
            return None
        got = replace(got, kinds=("item",))
    if gender is not None:
        got = replace(got, groups=(gender,))
    if got.names:
        return None
    rest = replace(
        got,
        owner=None,
        zones=(),
        kinds=(),
        states=(),
        stats=(),
        groups=(),
        names=(),
        other=False,
        count=None,
        bound="exact",
    )
    if (
        rest != Sel()
        or got.zones not in ((), ("field",))
        or got.kinds not in DESCRIBED_KINDS
        or got.owner not in (None, "you", "opponent")
        or not set(got.states) <= {"stand", "rest"}
        or any(st not in ("ap", "dp") or n is None for st, _c, n in got.stats)
        or (got.groups and got.kinds != ("character",))
    ):
        return None
    if got.kinds != ("character",) and not (controlled or got.zones == ("field",)):
        return None  # 「あなたのカード」: of the field only when the phrase says so
    if not (got.states or got.stats or got.other or (controlled and got.kinds != ("character",))):
        # nothing described beyond whose characters (of a gender) they are: what ``WHO`` and
        # the shared reader name (「相手のキャラクターが…したとき」), read there
        return None
    if got == replace(WHO["yours"], bound=got.bound, count=got.count) or got.ref is not None:
        return None  # what ``WHO`` names: read there
    return replace(got, zones=("field",))


def _keyword_described(np: A.NounPhrase) -> Sel | None:
    """「「飛行」の特殊能力を持つ相手のキャラクター1体」, 「あなたのフィールドの「飛行」の特殊能力を持つ
    キャラクター1体」: the grammar reads the words before the noun as a relative 「…を持つ」 (with
    「あなたのフィールドの」 hung on the keyword inside it). The characters of the field (4-2-7)
    the rest of the phrase names — of that player (「あなたのフィールド」: the field the player's
    cards are on, the cards that player controls, 4.2.12) — that have / have not that keyword as
    in force (3.4.5.7, 4.3.8 step 3): a described group (``has`` / ``lacks``), its count the
    phrase's. None for any other phrase (the phrases of every such character are
    ``_keyword_group``'s)."""
    terms = _terms(np)
    if len(terms) < 2 or not isinstance(terms[0], A.Relative):
        return None
    have = terms[0].clause
    if (
        have.verb != "have"
        or have.form not in (A.Form.FINAL, A.Form.NEGATIVE)
        or have.modal is not None
        or [a.role for a in have.args] != [A.Role.OBJECT]
    ):
        return None
    inner = list(_terms(have.args[0].value))
    owner: str | None = None
    if (
        len(inner) > 2
        and isinstance(inner[0], A.Owner)
        and inner[0].who in ("you", "opponent")
        and inner[1] == A.Zone("vs_field")
    ):
        owner = str(inner[0].who)
        inner = inner[2:]
    kw = _standing(A.NounPhrase(terms=tuple(inner), links=("の",) * (len(inner) - 1)))
    if kw is None:
        return None
    rest_terms, rest_links = terms[1:], tuple(np.links[1:])
    if owner is not None:
        if any(isinstance(t, A.Owner) for t in rest_terms):
            return None
        rest_terms, rest_links = (A.Owner(owner), *rest_terms), ("の", *rest_links)  # type: ignore[arg-type]
    rest = A.NounPhrase(terms=tuple(rest_terms), links=rest_links)
    if any(isinstance(t, A.Relative) for t in rest_terms):
        return None
    try:
        who = _who(rest)
    except Unsupported:
        who = None
    if who in GROUPS or who in ONE_OF:
        got: Sel | None = WHO[who]  # type: ignore[index]
    else:
        got = _described(rest)
    if got is None or got.has or got.lacks or got.ref is not None:
        return None
    if got.kinds != ("character",):
        return None
    has = have.form is A.Form.FINAL
    return replace(got, zones=("field",), has=(kw,) if has else (), lacks=() if has else (kw,))


def described(s: Sel | None) -> bool:
    """Whether a selector is a described group of the field (``_described``)."""
    return s is not None and s not in _WHO_OF and s.zones == ("field",) and s.ref is None


def _by_name(name: A.CardName) -> Sel:
    """『X』 alone: this card, the name it writes kept (``Sel.written_name``, spaces and width as
    ``other_names`` compares them) — a one-off step on it reads X as another card when X is not
    the name of the card with the text (4.2.10, ``NAMED_STEPS``)."""
    return replace(WHO["this"], written_name=plain_name(name.text))


def plain_name(x: str) -> str:
    """A name as the grammar's normaliser prints it, spaces left out (full-width -> half-width)."""
    return "".join(unicodedata.normalize("NFKC", x).split())


def _sel_hook(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """A card's name in its own text is this card (4-2-10); a phrase naming a player or
    characters as CO's rules do (``_who``); any other phrase (a place) is the shared reader's."""
    if [type(t) for t in np.terms] == [A.CardName]:
        return _by_name(np.terms[0])
    try:
        return _sel(np)
    except Unsupported:
        return None


_ORIENTED = {"タップ": "rest", "アンタップ": "stand"}
# 「タップされている / アンタップされている」 (a relative of the verb): the same orientations
_ORIENTED_VERBS = {"tap": "rest", "untap": "stand"}


def _target_described(np: Any) -> Sel | None:
    """A target character described further (4.2.13): by its orientation (「対象のタップ状態の
    キャラクター」, 「…アンタップ状態の…」, 3.2.2) and / or who controls it (「対象の相手がコント
    ロールしているキャラクター」, 「あなたがコントロールしている対象のキャラクター」, 4.2.12), with
    a gender too — a target character whose every filter is checked (``groups``: ``state:`` /
    ``owner:`` / the gender). None for a phrase with neither (read as before); a target phrase
    with another word the reader does not read: refused — before, such words were dropped (「対象
    のタップ状態の」 took any character; 「対象のあなたがコントロールしている…」 no target at all)."""
    plain, gender = _gendered(np)
    terms = _terms(plain)
    if A.CardKind("co_character") not in terms:
        return None
    target = A.Word("target") in terms
    state: str | None = None
    owner: str | None = None
    for t in terms:
        if isinstance(t, A.Named) and t.head == A.Word("state") and t.text in _ORIENTED:
            state = _ORIENTED[t.text]
        elif isinstance(t, A.Owner) and t.who in ("you", "opponent"):
            # 「対象の相手のキャラクター」, 「対象の敵キャラクター」 (``_enemy_np``), 「あなたの対象の
            # キャラクター」: a character that player controls (4.2.12) — before, the owner was
            # dropped and either player's character was a proper target
            if owner not in (None, t.who):
                raise Unsupported("a target character of two players")
            owner = t.who
        elif isinstance(t, A.Relative) and t.clause.verb in _ORIENTED_VERBS:
            # 「対象のタップされているキャラクター」, 「タップされているキャラクター1体を対象とする」
            # (the grammar reads 対象の as the relative's の-subject): the orientation it is in
            # (3.2.2), as 「対象のタップ状態の…」
            rel = t.clause
            if (
                rel.form not in (A.Form.PASSIVE_PROG, A.Form.PROGRESSIVE)
                or rel.modal is not None
                or rel.more
                or any(
                    a.role is not A.Role.SUBJECT_NO or _terms(a.value) != (A.Word("target"),)
                    for a in rel.args
                )
            ):
                raise Unsupported("a target character described by an act of it")
            state = _ORIENTED_VERBS[rel.verb]
            target = target or bool(rel.args)
        elif isinstance(t, A.Relative) and t.clause.verb == "control":
            rel = t.clause
            subj = [a for a in rel.args if a.role is A.Role.SUBJECT]
            inner = _terms(subj[0].value) if len(subj) == 1 and len(rel.args) == 1 else ()
            owners = [x.who for x in inner if isinstance(x, A.Owner)]
            if (
                rel.form is not A.Form.PROGRESSIVE
                or rel.modal is not None
                or len(owners) != 1
                or owners[0] not in ("you", "opponent")
                or any(not isinstance(x, A.Owner) and x != A.Word("target") for x in inner)
            ):
                if target or A.Word("target") in inner:
                    raise Unsupported("a target character described by its controller so")
                return None
            owner = owners[0]
            target = target or A.Word("target") in inner
    if not target or (state is None and owner is None):
        return None
    known = (A.Word, A.CardKind, A.Count, A.Relative, A.Named, A.Owner)
    for t in terms:
        if isinstance(t, A.Owner) and t.who not in ("you", "opponent"):
            raise Unsupported("a target character described further")
        if not isinstance(t, known) or (isinstance(t, A.Word) and t != A.Word("target")):
            raise Unsupported("a target character described further")
        if isinstance(t, A.Named) and not (t.head == A.Word("state") and t.text in _ORIENTED):
            raise Unsupported("a target character described further")
        if isinstance(t, A.Count) and _nouns.exact_number(t) != 1:
            raise Unsupported("a number of target characters other than one")
    groups = tuple(
        g
        for g in (
            gender,
            f"state:{state}" if state else None,
            f"owner:{owner}" if owner else None,
        )
        if g
    )
    return replace(WHO["target_char"], groups=groups)


_IN_BATTLE = {
    ("attack", A.Form.PROGRESSIVE): "attacking",
    ("attack", A.Form.PAST): "attacking",
    ("defend", A.Form.PAST): "defending",
}


def _target_relative(np: Any) -> Any:
    """The relative clause of 「対象の…キャラクター(1体)」 where the grammar hangs 「対象の」 inside
    the relative (「対象のアタックしている…」, 「対象の「飛行」の特殊能力を持つ…」): a relative, then
    the character kind, then at most the count 1 — the relative's clause, else None."""
    terms = _terms(np)
    if not (
        len(terms) in (2, 3)
        and isinstance(terms[0], A.Relative)
        and terms[1] == A.CardKind("co_character")
    ):
        return None
    if len(terms) == 3 and _nouns.exact_number(terms[2]) != 1:
        return None
    return terms[0].clause


# the comparisons of a value a target is bounded by (「DPが3以下の」, 「APが2以上の」)
_BOUND_CMPS = ("le", "ge", "lt", "gt", "eq")


def _target_bounded(np: Any) -> tuple[str, ...] | None:
    """「DPが3以下の対象のキャラクター(1体)」 (and 「…を対象とし」 read as it, ``_declared_target``):
    a target character whose AP / DP as in force (4.3.8) is within the bound — checked as a
    proper target (4.2.13) at the declaration and again at the resolution (4.3.2.6); as the
    groups ``state:<stat>:<cmp>:<n>`` (and ``owner:<who>`` for 「対象の、相手がコントロールしてい
    る…」: the bound and the controller both, 4.2.13 with 4.2.12), else None."""
    terms = _terms(np)
    owner: tuple[str, ...] = ()
    if isinstance(np, A.NounPhrase) and len(terms) in (4, 5) and isinstance(terms[2], A.Relative):
        who = _controller_of(terms[2].clause)
        if who is None:
            return None
        owner = (f"owner:{who}",)
        terms = (*terms[:2], *terms[3:])
    if not isinstance(np, A.NounPhrase) or len(terms) not in (3, 4):
        return None
    f, *rest = terms
    if not isinstance(f, A.StatFilter) or f.stat.id not in ("ap", "dp") or f.cmp not in _BOUND_CMPS:
        return None
    if f.value is None or f.value.variable is not None or not isinstance(f.value.value, int):
        return None
    if rest[:2] != [A.Word("target"), A.CardKind("co_character")]:
        return None
    if len(rest) == 3 and _nouns.exact_number(rest[2]) != 1:
        return None
    return (f"state:{f.stat.id}:{f.cmp}:{f.value.value}", *owner)


def _controller_of(rel: A.Action) -> str | None:
    """「あなた / 相手がコントロールしている」 as a relative on a character: whose control it is in
    (``you`` / ``opponent``, 4.2.12), else None."""
    if rel.verb != "control" or rel.form is not A.Form.PROGRESSIVE or rel.modal is not None:
        return None
    if len(rel.args) != 1 or rel.args[0].role is not A.Role.SUBJECT:
        return None
    who = _terms(rel.args[0].value)
    if len(who) != 1 or not isinstance(who[0], A.Owner) or who[0].who not in ("you", "opponent"):
        return None
    return who[0].who


def _target_in_battle(np: Any) -> str | None:
    """「対象のアタックしている / アタックしたキャラクター(1体)」, 「対象のディフェンスしたキャラク
    ター」: the grammar hangs 「対象の」 on the relative as its subject; a target character that
    is attacking (the character an attack was declared with, 3.4.5.2) or that defended (3.4.5.3)
    in the battle now, until it ends (3.4.5.5) — ``attacking`` / ``defending``, else None."""
    rel = _target_relative(np)
    if rel is None:
        return None
    state = _IN_BATTLE.get((rel.verb, rel.form))
    return (
        state
        if (
            state is not None
            and rel.modal is None
            # 「ターン終了時まで、対象のアタックしている…」: the duration printed first hangs on the
            # relative (the sentence's verb takes it, ``_hoisted_limit``)
            and [
                (a.role, _terms(a.value))
                for a in rel.args
                if not (a.role is A.Role.LIMIT and a.pause)
            ]
            == [(A.Role.SUBJECT_NO, (A.Word("target"),))]
        )
        else None
    )


def _target_keyword(np: Any) -> str | None:
    """「対象の「飛行」の特殊能力を持つキャラクター(1体)」: the grammar hangs 「対象の」 on the
    ability inside the relative 「…を持つ」; the keyword a target character must have (3.4.5.7),
    or None for any other phrase."""
    have = _target_relative(np)
    if have is None:
        return None
    if have.verb != "have" or have.form is not A.Form.FINAL or len(have.args) != 1:
        return None
    inner = _terms(have.args[0].value)
    if have.args[0].role is not A.Role.OBJECT or inner[:1] != (A.Word("target"),):
        return None
    # 「「飛行」の特殊能力」 / 「「飛行」」 after 「対象の」 (``_standing``)
    tail = inner[1:]
    return _standing(A.NounPhrase(terms=tail, links=("の",) * (len(tail) - 1)))


def _keyword_group(np: Any) -> Sel | None:
    """「(フィールドに出ている | あなた / 相手がコントロールしている)「飛行」(の特殊能力)を持つ /
    持たないすべてのキャラクター」 (and 「…キャラクターすべて」): the grammar hangs the words
    printed before the keyword on it, inside the relative 「…を持つ」. Every character on the field
    (4-2-7) — of that player (4.2.12) — with / without that keyword (3.4.5.7), as in force (4.3.8
    step 3) when it is read: a described group (``has`` / ``lacks``). None for any other phrase."""
    terms = _terms(np)
    rels = [t for t in terms if isinstance(t, A.Relative)]
    rest = [t for t in terms if not isinstance(t, A.Relative)]
    every = A.Count(None, "card", "all")
    if len(rels) != 1 or terms[0] is not rels[0]:
        return None
    have = rels[0].clause
    if (
        have.verb != "have"
        or have.form not in (A.Form.FINAL, A.Form.NEGATIVE)
        or [a.role for a in have.args] != [A.Role.OBJECT]
    ):
        return None
    inner = list(_terms(have.args[0].value))
    owner = None
    if inner and isinstance(inner[0], A.Relative):
        lead = inner.pop(0).clause
        owner = _control_owner(lead)
        if owner is None and not _on_field(lead):
            return None
    if inner[:1] == [every]:
        # 「フィールドに出ているすべての「飛行」を持つキャラクター」: 「すべての」 hung on the keyword
        rest.append(inner.pop(0))
    if sorted(map(repr, rest)) != sorted(map(repr, [every, A.CardKind("co_character")])):
        return None
    if inner[-1:] == [A.CardKind("special_ability")]:
        inner.pop()
    if not (
        len(inner) == 1
        and isinstance(inner[0], A.Standing)
        and inner[0].keyword.id in ("flying", "diving")
        and not inner[0].keyword.params
    ):
        return None
    kw = (str(inner[0].keyword.id),)
    has = have.form is A.Form.FINAL
    return Sel(
        owner=owner,
        zones=("field",),
        kinds=("character",),
        bound="all",
        has=kw if has else (),
        lacks=() if has else kw,
    )


# a target character's group naming the gender it must not have (「対象の「その他」キャラクター
# 以外のキャラクター」): ``NOT_GENDER`` + the gender
NOT_GENDER = "not:"


def _target_not_gender(np: Any) -> Sel | None:
    """「対象の「その他」キャラクター以外のキャラクター(1体)」: a target character (4.2.13) that is
    not of that gender, its gender read from its type as in force (4.3.8 step 2) — the target
    character with the group ``not:<gender>``; None for any other phrase."""
    terms = _terms(np)
    if not isinstance(np, A.NounPhrase) or len(terms) not in (5, 6):
        return None
    head = (
        terms[0] == A.Word("target")
        and isinstance(terms[1], A.Unknown | A.Name)
        and terms[1].text in GENDERS
        and terms[2:5] == (A.CardKind("co_character"), A.Ref("except"), A.CardKind("co_character"))
        and np.links[:1] == ("の",)
    )
    if not head or (len(terms) == 6 and _nouns.exact_number(terms[5]) != 1):
        return None
    return replace(WHO["target_char"], groups=(f"{NOT_GENDER}{terms[1].text}",))


# the card types a target card in a dustbox may be described by (「キャラクターカード」 …)
_ZONE_TARGET_KINDS = {
    (A.CardKind("card"),): "card",
    (A.CardKind("co_character"), A.CardKind("card")): "character",
}


def _target_in_zone(np: Any) -> Sel | None:
    """「対象の、(あなたの / 相手の)ダストボックスにあるキャラクターカード(1枚)」 (as
    ``_declared_target`` reads 「…を対象とする」): a target card in a player's dustbox (4.2.13;
    the dustbox 3.1.1, its cards the owner's, 4.2.12) of that card type — ``target_card`` with
    the groups ``owner:<you|opponent>`` (none: either dustbox) and ``type:<type>``. None for any
    other phrase; a target in another zone, or described further, refused."""
    terms = _terms(np)
    if len(terms) < 3 or terms[0] != A.Word("target") or not isinstance(terms[1], A.Relative):
        return None
    rel = terms[1].clause
    if not _in_a_zone(rel):
        return None
    if rel.modal is not None or [a.role for a in rel.args] != [A.Role.GOAL]:
        raise Unsupported("a target card in a zone, described further")
    place = _terms(rel.args[0].value)
    owners = [t.who for t in place if isinstance(t, A.Owner)]
    if [t for t in place if not isinstance(t, A.Owner)] != [A.Zone("dust_box")] or len(owners) > 1:
        raise Unsupported("a target card in a zone other than a dustbox")
    if owners and owners[0] not in ("you", "opponent"):
        raise Unsupported("a target card in the dustbox of another than a player")
    rest = terms[2:]
    if rest and isinstance(rest[-1], A.Count):
        if _nouns.exact_number(rest[-1]) != 1:
            raise Unsupported("a number of target cards other than one")
        rest = rest[:-1]
    kind = _ZONE_TARGET_KINDS.get(tuple(rest))
    if kind is None:
        raise Unsupported("a target card in a zone, described further")
    groups = (*((f"owner:{owners[0]}",) if owners else ()), f"type:{kind}")
    return replace(WHO["target_card"], groups=groups)


def _sel(np: Any) -> Sel:
    """Whom a phrase names as a selector; a target character of one gender
    (「対象の女性キャラクター」) carries it as its group (read back by ``_op``), one with a keyword
    (「対象の「飛行」の特殊能力を持つキャラクター」) as ``kw:<id>``; cards on the field described
    further than ``WHO`` says (``_described``) as a selector of their own."""
    if [type(t) for t in _terms(np)] == [A.CardName]:
        return _by_name(_terms(np)[0])
    kw = _target_keyword(np)
    if kw is not None:
        return replace(WHO["target_char"], groups=(f"kw:{kw}",))
    not_gender = _target_not_gender(np)
    if not_gender is not None:
        return not_gender
    in_zone = _target_in_zone(np)
    if in_zone is not None:
        return in_zone
    battle = _target_in_battle(np)
    if battle is not None:
        return replace(WHO["target_char"], groups=(f"state:{battle}",))
    bounded = _target_bounded(np)
    if bounded is not None:
        return replace(WHO["target_char"], groups=bounded)
    described = _target_described(np)
    if described is not None:
        return described
    rest, part = _name_part(np)
    if part is not None:
        # 「(あなたがコントロールしている、)名前に「X」を含むすべてのキャラクター」: the group
        # named, of those whose card name (4.2.8) holds X — read as the effect applies
        got = _sel(rest)
        if _WHO_OF.get(replace(got, groups=())) not in GROUPS or got.contains:
            raise Unsupported("a name held by cards other than a group of characters")
        return replace(got, contains=(part,))
    plain, gender = _gendered(np)
    try:
        who = _who(plain)
    except Unsupported:
        got = _keyword_group(np) or _described(np)
        if got is None:
            raise
        return got
    if gender is None:
        return WHO[who]
    if who != "target_char" and who not in GROUPS and who not in ONE_OF:
        raise Unsupported(f"a gender on {who}")
    return replace(WHO[who], groups=(gender,))


def _limit_lifted(b: A.Action) -> A.Action:
    """A step whose period, printed first before a comma (「戦闘終了時まで、アタックしたキャラクター
    は…」), the grammar hung on the relative clause of the phrase after it: the period moved to the
    step, which it governs (a relative clause before a noun takes no duration). The step as it is
    when it has its own period or none is hung so."""
    if any(a.role is A.Role.LIMIT for a in b.args):
        return b
    moved: list[A.Arg] = []

    def strip(np: Any) -> Any:
        if not isinstance(np, A.NounPhrase) or moved:
            return np
        terms = list(np.terms)
        for k, t in enumerate(terms):
            if not isinstance(t, A.Relative) or not isinstance(t.clause, A.Action):
                continue
            lim = [x for x in t.clause.args if x.role is A.Role.LIMIT and x.pause]
            if len(lim) == 1:
                moved.append(lim[0])
                rel = replace(t.clause, args=tuple(x for x in t.clause.args if x is not lim[0]))
                terms[k] = replace(t, clause=rel)
                return replace(np, terms=tuple(terms))
        return np

    args = tuple(replace(a, value=strip(a.value)) if not moved else a for a in b.args)
    if not moved:
        return b
    return replace(b, args=(moved[0], *args))


def _hoisted_limit(b: A.Action) -> Any:
    """「ターン終了時まで、相手がコントロールしている…に」: a duration printed first, before a
    comma, which the grammar hangs on the relative clause of the phrase after it — it governs the
    sentence's verb (the relative 「…がコントロールしている」 takes no duration)."""
    for a in b.args:
        for rel in _relatives(a.value):
            for x in rel.args:
                if x.role is A.Role.LIMIT and x.pause:
                    return x.value
            # 「ターン終了時まで、フィールドに出ている「飛行」の特殊能力を持つ…」: hung on the
            # relative inside the keyword's (``_keyword_group``)
            deeper = _hoisted_limit(rel)
            if deeper is not None:
                return deeper
    return None


# the phases whose end step ends the effects lasting until it (「<phase>終了時まで」): the phase's
# word -> the duration ``phase:<phase>`` (``turn._step_end`` ends them; 3.6.3 「「エンドフェイズ終了
# 時」に…効果や特殊能力が終了する場合はここで処理します」 — the untap and draw phases' ends, 3.2.3 /
# 3.3.3, name only the abilities resolved there, and the main phase has no end step of its own)
PHASE_ENDS = {"end_phase": "phase:end"}
# the ends of a later turn an effect may last until (「次のターン / 次のあなたのターン / 次の相手の
# ターン終了時まで」): ended at the 3.7.2 of that turn (``play.later_turn_end``)
LATER_TURNS = ("next_turn", "your_next_turn", "opponent_next_turn")
# the lexicon's durations of the same words (shared with WS / VG: 「次のあなたのターン終了時まで」)
_LATER_DURATIONS = {
    "until_end_of_next_turn": None,
    "until_end_of_your_next_turn": "you",
    "until_end_of_opponent_next_turn": "opponent",
}


def _later_turn(terms: tuple[Any, ...]) -> str | None:
    """「次のターン終了時」 (``next`` + the word ``end_of_turn``), 「次の(あなたの / 相手の)ターン(の)
    終了時」 (the end of a timing of ``next`` (owner) turn): ``LATER_TURNS``'s value, else None."""
    if terms == (A.Ref("next"), A.Word("end_of_turn")):
        return "next_turn"
    if len(terms) != 1 or not isinstance(terms[0], A.Timing) or terms[0].point != "end":
        return None
    scope = _terms(terms[0].scope)
    if scope == (A.Ref("next"), A.Word("turn")):
        return "next_turn"
    if len(scope) == 3 and scope[0] == A.Ref("next") and scope[2] == A.Word("turn"):
        who = scope[1].who if isinstance(scope[1], A.Owner) else None
        return {"you": "your_next_turn", "opponent": "opponent_next_turn"}.get(who or "")
    return None


def _later_durations_as_limits(node: A.Ability) -> A.Ability:
    """The lexicon's duration 「次のあなたのターン終了時まで」 (``Duration``, a time) as the limit
    the same words make when typed word by word (「次の<owner>ターンの終了時まで」: a ``LIMIT``
    holding the end of that turn), which ``_until`` reads; any other argument as it is."""
    if node.effect is None:
        return node

    def limit(x: A.Arg) -> A.Arg:
        v = x.value
        if x.role is not A.Role.TIME or not isinstance(v, A.Duration):
            return x
        if v.id not in _LATER_DURATIONS:
            return x
        who = _LATER_DURATIONS[v.id]
        scope = (A.Ref("next"), *((A.Owner(who),) if who else ()), A.Word("turn"))
        np = A.NounPhrase((A.Timing(A.NounPhrase(scope, ("の",) * (len(scope) - 1)), "end"),))
        return replace(x, role=A.Role.LIMIT, value=np)

    def step(st: A.Step) -> A.Step:
        b = st.body
        if not isinstance(b, A.Action):
            return st
        args = tuple(limit(x) for x in b.args)
        return st if args == b.args else replace(st, body=replace(b, args=args))

    sentences = tuple(
        replace(x, steps=tuple(step(st) for st in x.steps)) for x in node.effect.sentences
    )
    if sentences == node.effect.sentences:
        return node
    return replace(node, effect=replace(node.effect, sentences=sentences))


def _until(b: A.Action) -> str | None:
    """「ターン終了時まで」 (3-7-2): until the end of the turn; 「戦闘終了時まで」 (3-4-5-5): until
    the end of the battle."""
    lim = next((a.value for a in b.args if a.role is A.Role.LIMIT), None)
    if lim is None:
        lim = _hoisted_limit(b)
    if lim is None:
        return None
    terms = _terms(lim)
    later = _later_turn(terms)
    if later is not None:
        # 「次の(あなたの / 相手の)ターン終了時まで」: the end of a later turn, not this one's
        # (the effect ends at that turn's 3.7.2, ``LATER_TURNS``)
        return later
    if any(t == A.Ref("next") for t in _walk_terms(lim)):
        raise Unsupported("a limit at the end of a later turn of this shape")
    if "end_of_turn" in _words(lim):
        return "turn"
    if terms == (A.Word("turn"), A.Unknown("終了")) or (
        len(terms) == 1
        and isinstance(terms[0], A.Timing)
        and terms[0].point == "end"
        and _terms(terms[0].scope)[-1:] == (A.Word("turn"),)
        and set(_terms(terms[0].scope)[:-1]) <= {A.Ref("this"), A.Ref("that")}
    ):
        # 「ターン終了まで」 (3-7-2's own words), 「(この / その)ターンの終了時まで」: this turn's end
        return "turn"
    if (
        len(terms) == 1
        and isinstance(terms[0], A.Timing)
        and terms[0].point == "end"
        and _words(terms[0].scope) == {"combat"}
    ):
        return "battle"
    if (
        len(terms) == 1
        and isinstance(terms[0], A.Timing)
        and terms[0].point == "end"
        and len(_terms(terms[0].scope)) == 1
        and isinstance(_terms(terms[0].scope)[0], A.Word)
        and _terms(terms[0].scope)[0].id in PHASE_ENDS
    ):
        # 「エンドフェイズ終了時まで」: until the end step of that phase, where the effects lasting
        # until it end (3.6.3, ``turn._step_end``)
        return PHASE_ENDS[_terms(terms[0].scope)[0].id]
    raise Unsupported("a limit other than the end of the turn, of the battle or of a phase")


# --------------------------------------------------------------------------- constructions


_ALT_COST = "代用コスト"
_EXTRA_COST = "追加コスト"


def _instead_of_energy(steps: list[A.Step]) -> list[A.Step] | None:
    """「このカードは、エネルギーを支払うかわりに、Xして(、Yして)プレイしてもよい」: the 代用コスト said
    as a sentence (4.3.2.1) — the steps X, Y… in their final form; None for any other sentence."""
    if len(steps) < 3:
        return None
    first, *mid, last = steps
    fb, lb = first.body, last.body
    if not (
        isinstance(fb, A.Action)
        and fb.verb == "pay_out"
        and fb.form is A.Form.FINAL
        and fb.modal is None
        and {x.role for x in fb.args} <= {A.Role.TOPIC, A.Role.OBJECT}
        and any(x.role is A.Role.OBJECT and "energy" in _words(x.value) for x in fb.args)
        and all(
            _plain_terms(x.value) == (A.Ref("this_card"),)
            for x in fb.args
            if x.role is A.Role.TOPIC
        )
        and isinstance(lb, A.Action)
        and lb.verb == "play"
        and lb.form in _MAY
        and not lb.args
        and lb.modal is None
        and mid[0].lead == "instead"
        and all(st.lead in (None, "instead") for st in mid)
        and all(
            isinstance(st.body, A.Action) and st.body.form in (A.Form.TE, A.Form.CONTINUATIVE)
            for st in mid
        )
        and first.condition is None
        and last.condition is None
    ):
        return None
    return [replace(st, lead=None, body=replace(st.body, form=A.Form.FINAL)) for st in mid]


def _cost_label(b: Any, label: str, said_as: bool = False) -> bool:
    """Whether ``b`` is the word ``label`` (「代用コスト」 / 「追加コスト」) alone — with 「として」
    after it when ``said_as``."""
    if not (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and [x.role for x in b.args] == [A.Role.PREDICATE]
    ):
        return False
    terms = _terms(b.args[0].value)
    if said_as:
        if terms[-1:] != (A.Word("as"),):
            return False
        terms = terms[:-1]
    return (
        "".join(
            getattr(t, "text", None)
            or ("コスト" if t == A.Stat("cost") else "追加" if t == A.Word("addition") else "?")
            for t in terms
        )
        == label
    )


def _as_cost_lead(node: A.Ability, label: str) -> bool:
    """「追加コストとして、…。」: an event line whose first step is the label with 「として」 — the
    sentence's lead, the cost its other steps."""
    if node.kind is not A.AbilityKind.EVENT or node.effect is None or node.cost is not None:
        return False
    first = node.effect.sentences[0].steps[0] if node.effect.sentences else None
    return first is not None and first.pause and _cost_label(first.body, label, said_as=True)


def _alternative_cost(
    node: A.Ability, v: Vocab, label: str = _ALT_COST
) -> tuple[CostItem, ...] | None:
    """「代用コスト:手札からカードを2枚クラッシュする。」: the grammar reads the word before the colon
    as a cost and the payment as the effect; the payment's steps are the items of the card's
    代用コスト (4.3.2.1), each read as an activated ability's cost item is. ``label`` 追加コスト:
    the same shape for a cost paid besides the energy (4.3.2.1 「代用コストや追加コストがあるときは、
    その分もまとめて用意します」). None for any other ability."""
    lead = _as_cost_lead(node, label)
    if lead:
        # 「追加コストとして、あなたの手札からカードを1枚クラッシュする。」: the label said as the
        # sentence's lead (「…として、」) — the same cost as 「追加コスト:…」, its payment the steps
        # after the lead
        steps = [st for sent in node.effect.sentences for st in sent.steps][1:]  # type: ignore[union-attr]
        if not steps or node.trigger is not None or node.condition is not None:
            raise Unsupported(f"a {label} of this shape")
    else:
        if (
            node.kind is not A.AbilityKind.ACTIVATED
            or node.cost is None
            or len(node.cost.items) != 1
        ):
            return None
        if not _cost_label(node.cost.items[0].body, label):
            return None
        if node.trigger is not None or node.condition is not None or node.effect is None:
            raise Unsupported(f"a {label} of this shape")
        steps = [st for sent in node.effect.sentences for st in sent.steps]
    said = _instead_of_energy(steps)
    if said is not None:
        steps = said
    if any(st.lead or st.condition is not None or st.cost is not None for st in steps):
        raise Unsupported(f"a {label} of this shape")
    cost = A.Cost(items=tuple(A.CostItem(body=st.body) for st in steps))
    from ruling.cardtext.costs import cost_items
    from ruling.cardtext.steps import Reading

    return cost_items(cost, Reading(v, "activated", costs=cost_items))


def _upkeep_statement(node: A.Ability) -> int | None:
    """「『X』の維持費はNエネルギーである。」 (X this card's name, 4.2.10; 「このカードの維持費は…」):
    the card's upkeep stated as a sentence — the keyword 維持費N (3.6.2) in other words. N, or
    None for any other text."""
    eff = node.effect
    if (
        eff is None
        or node.keyword is not None
        or node.trigger is not None
        or node.condition is not None
        or node.cost is not None
        or node.preamble
    ):
        return None
    steps = [st for se in eff.sentences for st in se.steps]
    if len(eff.sentences) != 1 or len(steps) != 1:
        return None
    b = steps[0].body
    if not isinstance(b, A.Action) or b.verb != "exist_thing" or b.form is not A.Form.FINAL:
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.TOPIC, A.Role.MEANS} or len(args) != len(b.args):
        return None
    topic, amount = _terms(args[A.Role.TOPIC]), _terms(args[A.Role.MEANS])
    if (
        len(topic) != 2
        or not (isinstance(topic[0], A.CardName) or topic[0] == A.Ref("this_card"))
        or topic[1] != A.Unknown("維持費")
        or len(amount) != 2
        or not isinstance(amount[0], A.Count)
        or amount[0].number is None
        or amount[1] != A.Word("energy")
    ):
        return None
    return int(amount[0].number.value)


def _step_conditioned(node: A.Ability) -> bool:
    """The ability, or some step of its effect, has a condition, a connector or a cost of its
    own."""
    return (
        node.condition is not None
        or node.effect is not None
        and any(
            st.condition is not None or st.lead is not None or st.cost is not None
            for sent in node.effect.sentences
            for st in sent.steps
        )
    )


def _ability_hook(node: A.Ability, v: Vocab, items: tuple[A.Ability, ...]) -> IRProgram | None:
    """A keyword ability (飛行 / 潜水 3-4-5-7, All Turn 3-4-2 with its printed sentence, 維持費N
    3-6-2, 使い捨て 3-4-3); 「ターン開始時に、…」 (3-1): the timing, printed as the first step's
    first phrase, is the ability's trigger."""
    if node.keyword is not None:
        kw = node.keyword
        if kw.id in ("flying", "diving", "all_turn", "disposable"):
            return IRProgram("keyword", keyword=kw.id)
        if kw.id == "upkeep":
            n = kw.params[0].value if kw.params else None
            if n is None:
                raise Unsupported("維持費 without a number")
            return IRProgram("keyword", keyword="upkeep", params=(int(n),))
        raise Unsupported(f"keyword {kw.name}")
    upkeep = _upkeep_statement(node)
    if upkeep is not None:
        return IRProgram("keyword", keyword="upkeep", params=(upkeep,))
    extra = _alternative_cost(node, v, _EXTRA_COST)
    if extra is not None:
        # 「追加コスト:…」: paid with the energy when the card is played, prepared with it
        # (4.3.2.1), the items read as an activated ability's cost (4.3.2.3)
        return IRProgram("keyword", keyword="extra_cost", cost=extra)
    alt = _alternative_cost(node, v)
    if (
        alt is None
        and node.kind is A.AbilityKind.EVENT
        and node.trigger is None
        and node.cost is None
        and node.condition is None
        and node.effect is not None
        and len(node.effect.sentences) == 1
    ):
        # 「このカードは、エネルギーを支払うかわりに、…してプレイしてもよい」 with no label: the same
        # 代用コスト said as a sentence (4.3.2.1)
        said = _instead_of_energy(list(node.effect.sentences[0].steps))
        if said is not None and not any(st.condition or st.cost for st in said):
            from ruling.cardtext.costs import cost_items
            from ruling.cardtext.steps import Reading

            cost = A.Cost(items=tuple(A.CostItem(body=st.body) for st in said))
            alt = cost_items(cost, Reading(v, "activated", costs=cost_items))
    if alt is not None:
        # 「代用コスト:…」 (4.3.2.1, 4.3.2.2): what may be paid instead of the energy when the card
        # is played, the items read as an activated ability's cost (4.3.3.3)
        return IRProgram("keyword", keyword="alt_cost", cost=alt)
    if node.cost is None and _untapped_when(node) is not None:
        # 「『X』は、ディフェンスするとき、アンタップ状態のまま戦闘を行う」: no trigger, the
        # keyword of a battle act whose tap X does not pay (3.4.5.3 / 3.4.5.2 under 4.2.9; held as
        # a keyword, lost with its abilities, 4.3.8)
        return IRProgram("keyword", keyword=_untapped_when(node))
    if node.kind is not A.AbilityKind.EVENT or node.trigger is not None or node.cost is not None:
        return None
    if _all_turn_sentence(node):
        # 「All Turnでプレイしてもよい」: the ability 3.4.2 names in these words (「「All Turnで
        # プレイしてもよい」という特殊能力を持つキャラクターカードは…」), the keyword All Turn
        return IRProgram("keyword", keyword="all_turn")
    if _interrupt_permission(node):
        # 4.3.4 lets any play or use cut in (「ある行動がプレイ・使用されて解決待ちの状態のとき…
        # さらに行動を行うことができます」, 「プレイヤーの制限もありません」) and 3.4.3 lets an
        # event / spell / item be played in either turn by any player: on such a card the line
        # restates what the rules allow (kept as the keyword ``interrupt``). On a character
        # (3.4.2: its own main phase, or All Turn) what it would add is written nowhere: a play
        # the timing refuses names the permission as not run (``_co/play``)
        return IRProgram("keyword", keyword="interrupt")
    # a keyword sentence under a condition or after a connector (「あなたのHPが5点以下の場合、『X』は
    # アタックできない」) is no keyword X has: left to the sentence readers, which keep the
    # condition (``_whose_turn_held``) or refuse it — never read as the keyword without it
    if not _step_conditioned(node):
        shunned = _undefended_by_key(node)
        if shunned is not None:
            # 「『X』は男性キャラクターにディフェンスされない」: X's text over 3.4.5.3 (4.2.9) — no
            # character of that gender may defend it; held as a keyword (lost with its abilities,
            # 4.3.8)
            return IRProgram("keyword", keyword=shunned)
        refused = _no_defend_vs_key(node)
        if refused is not None:
            # 「『X』は「飛行」の特殊能力を持つキャラクターをディフェンスできない」: X's text over
            # 3.4.5.3 (4.2.9) — it may not defend an attacker so described; held as a keyword (lost
            # with its abilities, 4.3.8)
            return IRProgram("keyword", keyword=refused)
        untapped = _untapped_act(node)
        if untapped is not None:
            # 「『X』はアタック(ディフェンス)を行ってもタップしない」: X's text over 3.4.5.2 / 3.4.5.3's
            # 「コストとしてタップします」 (4.2.9); held as a keyword (lost with its abilities, 4.3.8)
            return IRProgram("keyword", keyword=untapped)
        tapped = _tapped_act(node)
        if tapped is not None:
            # 「『X』はタップ状態でもディフェンス(アタック)を行うことができる」: X's text over
            # 3.4.5.3 / 3.4.5.2's 「アンタップ状態のキャラクター」 (4.2.9); held as a keyword (lost with
            # its abilities, 4.3.8)
            return IRProgram("keyword", keyword=tapped)
        if _entry_turn_attack(node):
            # 「『X』はフィールドに出たターンにアタックを宣言できる / アタックできる」: X's text over
            # 3.4.5.2's 「アンタップ状態のキャラクター」 for the tap it entered with this turn (3.4.2,
            # 4.2.9); held as a keyword (lost with its abilities, 4.3.8)
            return IRProgram("keyword", keyword="entry_turn_attack")
        if _enters_untapped(node):
            # 「『X』はアンタップ状態でフィールドに出る」: X's text over 3.4.2's 「タップ状態でフィールドに
            # 出ます」 (4.2.9), played or put there directly; held as a keyword
            return IRProgram("keyword", keyword="enters_untapped")
        banned = _cannot_key(node)
        if banned is not None:
            # 「『X』はディフェンス / アタックを行うことができない」: X's text over the battle rules
            # (4.2.9), held as a keyword so that a card losing its abilities loses it (4.3.8)
            return IRProgram("keyword", keyword=banned)
        held = _held_keyword(node)
        if held is not None:
            # 「『X』は「飛行」の特殊能力を持つ」: the keyword printed as a sentence (3.4.5.7)
            return IRProgram("keyword", keyword=held)
        permission = _defend_key(node)
        if permission is not None:
            # the ability printed on the card is the one 〔GUN〕 gives (4-3-8): held as its key
            return IRProgram("keyword", keyword=permission)
    if node.effect is None or not node.effect.sentences or not node.effect.sentences[0].steps:
        return None
    hung = _condition_timing(node)
    if hung is not None:
        # 「エンドフェイズ開始時に、…がいないなら、…」: the timing the grammar hung inside the
        # condition's clause is the trigger, the rest the condition (3.6.1, 4.3.6)
        timing, cond = hung
        return shared.compile_ability(
            replace(node, kind=A.AbilityKind.AUTO, trigger=A.Trigger(timing), condition=cond),
            v,
            items,
        )
    alone = _timing_step(node)
    if alone is not None:
        timing, effect = alone
        return shared.compile_ability(
            replace(node, kind=A.AbilityKind.AUTO, trigger=A.Trigger(timing), effect=effect),
            v,
            items,
        )
    first = node.effect.sentences[0].steps[0]
    got = _timing_arg(first.body)
    lifted = _lead_hung_on_relative(first.body) if got is None else None
    if got is None and lifted is None:
        return None
    if lifted is not None:
        timing, body = lifted
    else:
        arg, timing = got  # type: ignore[misc]
        body = replace(first.body, args=tuple(a for a in first.body.args if a is not arg))
    sent0 = node.effect.sentences[0]
    sent0 = replace(sent0, steps=(replace(first, body=body), *sent0.steps[1:]))
    effect = replace(node.effect, sentences=(sent0, *node.effect.sentences[1:]))
    auto = replace(node, kind=A.AbilityKind.AUTO, trigger=A.Trigger(timing), effect=effect)
    # a duration lifted out of the relative is the step's, read as the others are (``_turn_period``)
    return shared.compile_ability(_turn_period(auto) if lifted is not None else auto, v, items)


# the phases whose start or end a CO text names as its timing: 「ターン開始時に」 (3.1),
# 「アンタップフェイズ開始時 / 終了時に」 (3.2.1 / 3.2.3), 「ドローフェイズ開始時 / 終了時に」 (3.3.1 /
# 3.3.3), 「エンドフェイズ開始時 / 終了時に」 (3.6.1 / 3.6.3), 「ターン終了時に」 (3.7.2)
PHASES = {
    "turn": "turn",
    "untap_phase": "untap",
    "draw_phase": "draw",
    # 3.4 step 1) メインフェイズ開始 (its end, step 3, is no moment the engine marks: refused)
    "main_phase": "main",
    "end_phase": "end",
    # 3.4.5.5 戦闘終了: 「「戦闘終了時」に効果や特殊能力が発揮…する場合はここで処理します」 (its
    # start, 3.4.5.1 戦闘開始宣言, names no such abilities: refused in ``_trigger``)
    "combat": "battle",
    "battle": "battle",
}


def _lead_hung_on_relative(body: Any) -> tuple[A.Timing, A.Action] | None:
    """「ターン終了時に、ターン終了時まで、あなたがコントロールしている…に」: the phrases printed
    first, each before a comma, which the grammar hangs on the relative clause opening the step's
    first phrase (「…がコントロールしている」 takes no timing and no duration), the first of them
    the start or end of a phase or turn (``_timing_arg``): that timing (the trigger, 4.3.6), and
    the step with the phrases after it its own (a duration, 「ターン終了時まで」, in front) and
    the relative without them. None otherwise."""
    if not isinstance(body, A.Action) or not body.args:
        return None
    a0 = body.args[0]
    if not isinstance(a0.value, A.NounPhrase) or not a0.value.terms:
        return None
    rel = a0.value.terms[0]
    if not isinstance(rel, A.Relative) or not isinstance(rel.clause, A.Action):
        return None
    lead: list[Any] = []
    for x in rel.clause.args:
        if not (x.pause and x.role in (A.Role.GOAL, A.Role.TIME, A.Role.LIMIT)):
            break
        lead.append(x)
    if not lead:
        return None
    got = _timing_arg(replace(rel.clause, args=(lead[0],)))
    if got is None:
        return None
    clause = replace(rel.clause, args=rel.clause.args[len(lead) :])
    np = replace(a0.value, terms=(replace(rel, clause=clause), *a0.value.terms[1:]))
    return got[1], replace(body, args=(*lead[1:], replace(a0, value=np), *body.args[1:]))


def _timing_arg(body: Any) -> tuple[Any, A.Timing] | None:
    """The first phrase of a text's first step, printed before a comma, when it is the start or
    the end of a phase or a turn (「アンタップフェイズ開始時に、…」, 「ターン終了時に、…」 — the
    grammar's word ``end_of_turn`` is the end of the turn): that argument, and the timing."""
    if not isinstance(body, A.Action) or not body.args:
        return None
    a = body.args[0]
    if a.role is A.Role.TOPIC and len(body.args) > 1:
        # 「…は、ターン開始時に…」: the timing printed right after the topic
        a = replace(body.args[1], pause=True)
        if a.role not in (A.Role.GOAL, A.Role.TIME):
            return None
        got = _timing_arg(replace(body, args=(a,)))
        return (body.args[1], got[1]) if got is not None else None
    terms = _terms(a.value)
    if a.role not in (A.Role.GOAL, A.Role.TIME) or not a.pause or len(terms) not in (1, 2):
        return None
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Owner)
        and terms[1] == A.Word("end_of_turn")
        and a.value.links == ("の",)
    ):
        # 「あなたの / 相手のターン終了時に、…」 (the word ``end_of_turn`` after an owner): the end
        # of that player's turn, as 「あなたのターン開始時に」 names the start of it (3.7.2)
        scope = A.NounPhrase(terms=(terms[0], A.Word("turn")), links=("の",))
        return a, A.Timing(scope=scope, point="end")
    if len(terms) != 1:
        return None
    t = terms[0]
    if isinstance(t, A.Word) and t.id == "end_of_turn":
        return a, A.Timing(scope=A.NounPhrase(terms=(A.Word("turn"),), links=()), point="end")
    return (a, t) if _phase_timing(t) else None


def _phase_timing(t: Any) -> bool:
    """Whether ``t`` is the start or the end of a phase or a turn (``PHASES``), of either
    player's turn or of one player's (「あなたのターン開始時」: the owner, read by the shared
    ``triggers.phase_of``)."""
    if not isinstance(t, A.Timing) or t.point not in ("start", "end"):
        return False
    # 「あなたの / 相手のターン開始時」, 「あなたのターンのメインフェイズ開始時」: the shared reader
    # of a phase and whose it is
    return _triggers.phase_of(t.scope, _vocab()) is not None


def _end_of_turn(body: Any) -> bool:
    """A step that is only 「ターン終了時」 (a nominal predicate, the word ``end_of_turn``)."""
    return (
        isinstance(body, A.Action)
        and body.verb == "be"
        and body.form is A.Form.NOMINAL
        and len(body.args) == 1
        and body.args[0].role is A.Role.PREDICATE
        and _terms(body.args[0].value) == (A.Word("end_of_turn"),)
    )


def _condition_timing(node: A.Ability) -> tuple[A.Timing, A.Condition] | None:
    """An ability with no trigger whose condition, printed first, holds one phrase that is the
    start or end of a phase (``_timing_arg``: before a comma, the only term of its phrase) in one
    of its clauses (the grammar hangs 「エンドフェイズ開始時に、」 on the condition's first verb,
    「…がコントロールしている」): that timing, and the condition without it. None otherwise."""
    c = node.condition
    if node.trigger is not None or c is None or not isinstance(c.clause, A.Action):
        return None
    found: list[A.Timing] = []

    def strip(x: Any) -> Any:
        if isinstance(x, A.Action):
            got = _timing_arg(replace(x, args=x.args[:1])) if x.args else None
            args = x.args[1:] if got is not None and x.args[0].role is not A.Role.TOPIC else x.args
            if got is not None and args is not x.args:
                found.append(got[1])
            return replace(x, args=tuple(replace(a, value=strip(a.value)) for a in args))
        if isinstance(x, A.NounPhrase):
            return replace(
                x,
                terms=tuple(
                    replace(t, clause=strip(t.clause)) if isinstance(t, A.Relative) else t
                    for t in x.terms
                ),
            )
        return x

    clause = strip(c.clause)
    if len(found) != 1:
        return None
    return found[0], replace(c, clause=clause)


def _timing_step(node: A.Ability) -> tuple[A.Timing, A.Effect] | None:
    """「ターン開始時、…」 (3.1): the timing printed as a step of its own before a comma — the
    first of its sentence, with no connector, condition or cost, and a step after it — is the
    ability's trigger; the effect without it."""
    if node.effect is None or not node.effect.sentences:
        return None
    sent0 = node.effect.sentences[0]
    first = sent0.steps[0] if sent0.steps else None
    if first is not None and _end_of_turn(first.body):
        # 「ターン終了時、…」: the grammar's word ``end_of_turn`` printed alone, the end of the turn
        turn = A.NounPhrase(terms=(A.Word("turn"),), links=())
        first = replace(first, body=A.Timing(scope=turn, point="end"))
    if (
        first is None
        or len(sent0.steps) < 2
        or not first.pause
        or not _phase_timing(first.body)
        or first.lead is not None
        or first.condition is not None
        or first.cost is not None
    ):
        return None
    effect = replace(
        node.effect, sentences=(replace(sent0, steps=sent0.steps[1:]), *node.effect.sentences[1:])
    )
    return first.body, effect


def _paid_group(body: A.Action) -> Sel | None:
    """「あなたがコントロールしている(女性)キャラクターN体を」 as the object of a tap or a crash with
    nothing else said (WHO's own group, with a gender and a count of two or more, which the readers
    of whom a phrase names leave to the shared reader): the payer's characters, counted; None for
    anything else."""
    if body.verb not in ("tap", "crush") or body.modal is not None:
        return None
    args = roles_exactly(body, A.Role.OBJECT)
    if args is None:
        return None
    plain, gender = _gendered(args[A.Role.OBJECT])
    terms = _plain_terms(plain)
    if not (
        len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and _control_owner(terms[0].clause) == "you"
        and terms[1] == A.CardKind("co_character")
        and isinstance(n := _nouns.exact_number(terms[2]), int)
        and n > 1
    ):
        return None
    return Sel(
        owner="you",
        zones=("field",),
        kinds=("character",),
        groups=(gender,) if gender else (),
        count=terms[2].number.value,
    )


def _counters_alone(b: A.Action) -> bool:
    """「カウンターをN個取り除く」 naming no card they are taken from (no 「Xの」, 「Xから」)."""
    a = {x.role: x.value for x in b.args}
    obj = a.get(A.Role.OBJECT)
    return (
        len(a) == len(b.args)
        and obj is not None
        and len(_terms(obj)) == 1
        and _is_counter(_terms(obj)[0])
        and A.Role.SOURCE not in a
    )


def _cost_hook(body: A.Action, r: Reading) -> CostItem | None:
    """Costs (4-3-2-1): 「NエネルギーをAを支払う」, 「手札からカードをクラッシュする」 (a card of the
    hand), 「キャラクターをクラッシュする」 (a character of one's own, 4-3-3-1)."""
    said = [a for a in body.args if a.role is A.Role.TOPIC]
    if len(said) == 1 and _terms(said[0].value) == (A.Owner("you"),):
        # 「あなたは1エネルギーを支払う:」: the player who uses the ability pays its cost (4.3.3.1 /
        # 4.3.3.3) — 「あなた」, the player of the text, is that one: the same cost as printed
        # without it
        from ruling.cardtext.costs import item

        return item(replace(body, args=tuple(a for a in body.args if a is not said[0])), r)
    if (
        body.verb == "lose"
        and not said
        and _hp_amount(_conds.args_of(body).get(A.Role.OBJECT)) is not None
    ):
        # 「(あなたは)HPをN点失う:」: the payer's HP down by N as the cost (4.3.3.3 「他のもので
        # あれば指定された通りに処理します」) — no damage (4.3.10), as the step 「HPをN点失う」
        a = _args(body, {A.Role.OBJECT, A.Role.NONE}, "an HP loss as a cost")
        on_word = _hp_amount(a[A.Role.OBJECT])
        n = _count(a.get(A.Role.NONE)) if A.Role.NONE in a else None
        if (on_word and n is not None) or not (n or on_word):
            raise Unsupported("an HP loss as a cost of this shape")
        return CostItem("hp", n or on_word or 0)
    if (
        body.verb == "move"
        and not said
        and {x.role for x in body.args} == {A.Role.OBJECT, A.Role.GOAL}
    ):
        # 「ダストボックスのナビゲーターカード1枚を山札の一番下に置く:」: N cards of that type from
        # the payer's own dustbox (4.2.12) to the bottom of its owner's deck (4.3.3.3)
        a = _args(body, {A.Role.OBJECT, A.Role.GOAL}, "a move as a cost")
        got = _dustbox_to_deck_bottom(a[A.Role.OBJECT], a[A.Role.GOAL])
        if got is not None:
            return got
    if body.verb == "take_away":
        if _counters_alone(body):
            # 「カウンターをN個取り除く:」 with no card named: the counters of the card whose
            # ability is used (1-5: a card's counters are kept on it; the cost is paid with what
            # that card holds, 4.3.3.3) — as 「このカードの上のカウンターをN個取り除く:」
            body = replace(
                body,
                args=(*body.args, A.Arg(A.Role.SOURCE, A.NounPhrase((A.Ref("this_card"),)))),
            )
        counted = _counters_changed(body)
        if counted is not None:
            # 「Xのカウンターを N 個取り除く:」: paid by taking N of X's counters away (1-5;
            # 4.3.3.3 「指定された通りに処理します」); 「すべて」 is no number to pay
            if counted.name == "all" or not counted.n:
                raise Unsupported("a cost of all of a card's counters")
            return CostItem(
                "act",
                -counted.n,
                verb="remove_counters",
                sel=counted.target,
                kind=dict(counted.detail).get("counter"),
            )
    if body.verb == "pay_out":
        a = _args(body, {A.Role.OBJECT, A.Role.NONE}, "a payment")
        if "energy" in _words(a.get(A.Role.OBJECT)):
            # 「Nエネルギーを支払う」, or the number printed after: 「エネルギーをN支払う」 (the
            # same payment, 4.3.3.1)
            _energy_plain(a[A.Role.OBJECT], "a payment")
            apart = _count(a[A.Role.NONE]) if A.Role.NONE in a else None
            if A.Role.NONE in a and (apart is None or _count(a[A.Role.OBJECT])):
                raise Unsupported("a payment of energy with its number printed twice or unread")
            return CostItem("energy", apart or _count(a[A.Role.OBJECT]) or 0)
        return None
    group = _paid_group(body)
    if group is not None:
        # 「あなたがコントロールしている(女性)キャラクター2体をタップ / クラッシュする」: N of the payer's
        # characters (of that gender) — read by ``_cost`` as the described cards it pays with
        return CostItem("act", group.count or 1, verb=body.verb, sel=replace(group, count=None))
    if body.verb == "tap" and _terms(_conds.args_of(body).get(A.Role.OBJECT)) == (
        A.CardKind("navigator"),
    ):
        # 「ナビゲーターをタップする」 printed without 『X』: a navigator of its player's, as
        # 4.3.2.1 reads 「キャラクターをクラッシュする」 (「キャラクターを1体コントロールしている
        # こと」); whether only this card may pay it is the audit's navigator_tap_cost
        _args(body, {A.Role.OBJECT}, "a tap of a navigator")
        return CostItem("act", verb="tap", sel=Sel(kinds=("navigator",)))
    if body.verb == "crush" and _deck_top(_conds.args_of(body).get(A.Role.SOURCE)) is not None:
        # 「あなたの山札の上からカードをN枚クラッシュする」: the deck's top N cards as the cost
        # (4.3.3.3: 「他のものであれば指定された通りに処理します」)
        a = _args(body, {A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE}, "a crash of deck cards")
        n = _deck_count(a)
        if _deck_top(a[A.Role.SOURCE]) != "you" or n is None:
            raise Unsupported("a cost crashing deck cards of this shape")
        return CostItem("act", n, verb="mill", sel=WHO["you"])
    if body.verb == "crush":
        a = _args(body, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a crash")
        src = a.get(A.Role.SOURCE)
        one = [
            t
            for t in _terms(a.get(A.Role.NONE))
            if isinstance(t, A.Count) and t.bound == "exact" and t.number is not None
        ]
        n = one[0].number.value if len(one) == 1 else None
        hand = src is not None and {t.id for t in _terms(src) if isinstance(t, A.Zone)} == {"hand"}
        if A.Role.NONE in a and (n is None or (n != 1 and not hand) or n < 1):
            # 「手札からカードを1枚クラッシュする」 / 「キャラクターを1体クラッシュする」: the count
            # printed apart, one card as 「手札からカードをクラッシュする」 / 「キャラクターをクラッシュ
            # する」 (4.3.2.1, 4.3.3.1); N hand cards read (「手札からカードを2枚クラッシュする」:
            # 4.3.3.3 「指定された通りに処理します」); N characters not
            raise Unsupported("a crash cost of this count")
        if hand:
            return CostItem("act", n or 1, verb="crush", sel=Sel(zones=("hand",)))
        bare = [t for t in _terms(a.get(A.Role.OBJECT)) if not isinstance(t, A.Count)]
        if src is None and bare == [A.CardKind("co_character")]:
            # 「キャラクターを(1体)クラッシュする」 and nothing more said of it; a character described
            # further (「他の」, 「あなたがコントロールしている」) is left to the shared reader, which
            # reads every word of it or refuses it (before, those words were dropped)
            return CostItem("act", verb="crush", sel=Sel(kinds=("character",)))
    return None


# the card types a cost may take from the dustbox by the word printed (4.2.8)
_DUSTBOX_COST_KINDS = {
    (A.CardKind("navigator"),): "navigator",
    (A.CardKind("co_character"),): "character",
    (A.CardKind("card"),): None,
}


# 「このキャラクター」: in a character's own text, that card (as 『X』 and 「このカード」 are, 4-2-7,
# 4-2-10; ``_cannot_key``)
_THIS_CHARACTER = A.NounPhrase((A.Ref("this"), A.CardKind("co_character")), ("",))


def _this_character_topic(node: Any) -> bool:
    """Whether the ability's condition carries the topic 「このキャラクターは、」 (「このキャラクター
    は、あなたのフィールドにナビゲーターカードがある場合、「+0:+2」される」): a reference's topic
    before a condition with a subject of its own is the sentence's, as a name's is — only
    「このカードは、…場合にのみプレイできる」 keeps its topic where it stands (``_only_if``)."""
    c = getattr(node, "condition", None)
    if c is None or not isinstance(c.clause, A.Action):
        return False
    return any(a.role is A.Role.TOPIC and a.value == _THIS_CHARACTER for a in c.clause.args)


def _dustbox_to_deck_bottom(obj: Any, goal: Any) -> CostItem | None:
    """「(あなたの)ダストボックスの<type>カードN枚を山札の一番下に置く」 as a cost: N cards of that
    type (any card: 「カード」) of the payer's dustbox; None for any other move."""
    place = _terms(goal)
    if place not in (
        (A.Zone("deck"), A.Position("bottom")),
        (A.Owner("you"), A.Zone("deck"), A.Position("bottom")),
    ):
        return None
    terms = _terms(obj)
    owners = [t for t in terms if isinstance(t, A.Owner)]
    if owners not in ([], [A.Owner("you")]):
        return None
    rest = [t for t in terms if not isinstance(t, A.Owner)]
    if len(rest) != 3 or rest[0] != A.Zone("dust_box") or not isinstance(rest[2], A.Count):
        return None
    kind = _DUSTBOX_COST_KINDS.get((rest[1],), "?")
    n = _nouns.exact_number(rest[2])
    if kind == "?" or not n:
        return None
    return CostItem(
        "act",
        n,
        verb="move",
        sel=Sel(zones=("dustbox",), kinds=(kind,) if kind else ()),
        dest="deck",
        pos="bottom",
    )


def _hp_holder(np: Any) -> str | None:
    """「あなた / 相手 / 敵デュエルマスターのHP」: whose (you / opponent), else None."""
    terms = _plain_terms(np)
    if len(terms) < 2 or terms[-1] != A.Word("hp"):
        return None
    who = terms[:-1]
    if who in ((A.Owner("you"),), (A.Owner("opponent"),)):
        return who[0].who  # type: ignore[union-attr]
    if who in (
        (A.Unknown("敵"), A.Owner("duel_master")),
        (A.Owner("opponent"), A.Owner("duel_master")),
    ):
        return "opponent"  # 「敵デュエルマスター」 / 「相手のデュエルマスター」
    return None


_HP_WORDS = {A.Word("or_more"): "ge", A.Ref("following"): "le"}


def _hp_compared(c: A.Action) -> Cond | None:
    """「あなたのHPが相手のHPより少ない / 多い」, 「…のHP以上 / 以下」: one player's HP compared with
    the other's (1.4), read as the text is carried out — ``Cond("co:hp_vs", owner, cmp)`` with the
    other player in ``detail``; None for any other clause."""
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or A.Role.SUBJECT not in args or c.modal is not None:
        return None
    mine = _hp_holder(args[A.Role.SUBJECT])
    if mine is None:
        return None
    margin = 0
    if c.verb in ("fewer", "more") and set(args) == {A.Role.SUBJECT, A.Role.THAN, A.Role.NONE}:
        # 「相手のHPがあなたのHPより10点以上多い」: by N or more (``Cond.margin``: +N more, -N fewer)
        by = _terms(args[A.Role.NONE])
        if (
            len(by) != 1
            or not isinstance(by[0], A.Count)
            or by[0].bound != "at_least"
            or by[0].unit not in ("point", "none")
            or by[0].number is None
            or not isinstance(by[0].number.value, int)
            or by[0].least is not None
            or by[0].value is not None
        ):
            raise Unsupported("an HP comparison with a margin of this shape")
        margin = by[0].number.value if c.verb == "more" else -by[0].number.value
        del args[A.Role.NONE]
    if c.verb in ("fewer", "more") and set(args) == {A.Role.SUBJECT, A.Role.THAN}:
        than = args[A.Role.THAN]
        other, cmp = _hp_holder(than), "lt" if c.verb == "fewer" else "gt"
        if other is None and isinstance(than, A.NounPhrase):
            # 「あなたのHPが相手 / 敵デュエルマスターより少ない」: the value compared left unsaid on
            # the other side is the same value, the other player's HP (as 「相手のHPより」)
            other = _hp_holder(A.NounPhrase((*than.terms, A.Word("hp")), (*than.links, "の")))
    elif (
        c.verb == "be"
        and c.form is A.Form.NOMINAL
        and set(args) == {A.Role.SUBJECT, A.Role.PREDICATE}
        and _plain_terms(args[A.Role.PREDICATE])[-1:] in tuple((w,) for w in _HP_WORDS)
    ):
        pred = args[A.Role.PREDICATE]
        word = _plain_terms(pred)[-1]
        other = _hp_holder(A.NounPhrase(pred.terms[:-1], pred.links[:-1]))
        cmp = _HP_WORDS[word]
    else:
        return None
    if other is None or other == mine or c.form is not A.Form.FINAL and c.verb != "be":
        return None
    if margin:
        # by N or more: at least the other's HP + N (at most the other's - N)
        return Cond(
            "co:hp_vs", owner=mine, cmp="ge" if margin > 0 else "le", detail=(other,), margin=margin
        )
    return Cond("co:hp_vs", owner=mine, cmp=cmp, detail=(other,))


def _hp_difference(c: A.Action) -> Cond | None:
    """「あなたのHPと相手のHPの差がN以上」: the two players' HP (1.4) apart by N or more — one at
    least the other's + N, either way: ``or`` of the two margins (``_hp_compared``); None for any
    other clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or c.modal is not None or c.more:
        return None
    args = roles_exactly(c, A.Role.WITH, A.Role.SUBJECT, A.Role.PREDICATE)
    if args is None:
        return None
    subj, pred = _terms(args[A.Role.SUBJECT]), _terms(args[A.Role.PREDICATE])
    if (
        not subj
        or subj[-1] != A.Unknown("差")
        or not isinstance(args[A.Role.SUBJECT], A.NounPhrase)
    ):
        return None
    np = args[A.Role.SUBJECT]
    one, other = (
        _hp_holder(args[A.Role.WITH]),
        _hp_holder(A.NounPhrase(np.terms[:-1], np.links[:-1])),
    )
    if one is None or other is None or one == other:
        return None
    if (
        len(pred) != 1
        or not isinstance(pred[0], A.Count)
        or pred[0].bound != "at_least"
        or pred[0].unit not in ("point", "none")
        or pred[0].number is None
        or not isinstance(pred[0].number.value, int)
        or pred[0].least is not None
        or pred[0].value is not None
    ):
        raise Unsupported("an HP difference of this shape")
    n = pred[0].number.value
    return Cond(
        "or",
        parts=(
            Cond("co:hp_vs", owner=one, cmp="ge", detail=(other,), margin=n),
            Cond("co:hp_vs", owner=one, cmp="le", detail=(other,), margin=-n),
        ),
    )


def _hp_cond(c: A.Action) -> Cond | None:
    """「(あなた / 相手 / 対象のデュエルマスター)のHPがN点(以下 / 以上)」: a player's HP (1.4)
    compared with N — ``Cond("co:hp", owner, cmp, n)``; None for any other predicate."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    args = roles_exactly(c, A.Role.SUBJECT, A.Role.PREDICATE)
    if args is None:
        return None
    subj, pred = _terms(args[A.Role.SUBJECT]), _terms(args[A.Role.PREDICATE])
    if not subj or subj[-1] != A.Word("hp") or len(pred) != 1 or not isinstance(pred[0], A.Count):
        return None
    owners = [t.who for t in subj[:-1] if isinstance(t, A.Owner)]
    if len(subj) != 2 or owners not in (["you"], ["opponent"]):
        raise Unsupported("the HP of this player")
    cnt = pred[0]
    if cnt.number is None or cnt.number.value is None or cnt.bound not in _vocabs.CMP:
        raise Unsupported("an HP compared with no number")
    return Cond("co:hp", owner=owners[0], cmp=_vocabs.CMP[cnt.bound], n=int(cnt.number.value))


def _only_this_cond(c: A.Action) -> Cond | None:
    """「あなた(相手)がコントロールしているキャラクターが『X』だけなら」 in X's own text (4.2.10): the
    characters that player controls are X alone (4.2.12) — one of them, and none but X; None for
    any other clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or c.modal is not None:
        return None
    args = roles_exactly(c, A.Role.SUBJECT, A.Role.PREDICATE)
    if args is None:
        return None
    pred = _terms(args[A.Role.PREDICATE])
    if len(pred) != 2 or not isinstance(pred[0], A.CardName) or pred[1] != A.Word("only"):
        return None
    who = _who(args[A.Role.SUBJECT])
    if who not in ("yours", "theirs"):
        raise Unsupported("「…が『X』だけ」 of something other than a player's characters")
    owner = "you" if who == "yours" else "opponent"
    group = Sel(owner=owner, zones=("field",), kinds=("character",))
    return Cond(
        "and",
        parts=(
            Cond("count", sel=group, cmp="eq", n=1),
            Cond("count", sel=replace(group, other=True), cmp="eq", n=0),
        ),
    )


def _controls_cond(c: A.Action) -> Cond | None:
    """「あなた(相手)がキャラクターをコントロールしている / していないなら」: whether that player
    controls a character (4.2.12) — a count of the characters the player controls, at least one
    or none; None for any other clause."""
    if c.verb != "control" or c.modal is not None:
        return None
    if c.form not in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG):
        return None
    args = roles_exactly(c, A.Role.SUBJECT, A.Role.OBJECT)
    if args is None:
        # 「あなたがアイテムカードを2枚以上 / 女性キャラクターを3体以上コントロールしている」: the
        # number of such cards that player controls (4.2.12), compared with the number printed
        args = roles_exactly(c, A.Role.SUBJECT, A.Role.OBJECT, A.Role.NONE)
        if args is None or c.form is not A.Form.PROGRESSIVE:
            return None
        counted = _terms(args[A.Role.NONE])
        if len(counted) != 1 or not isinstance(counted[0], A.Count):
            return None
        cmp = {"at_least": "ge", "at_most": "le"}.get(counted[0].bound or "")
        if cmp is None or counted[0].number is None or counted[0].least is not None:
            return None
        n = counted[0].number.value
        if not isinstance(n, int):
            return None
        one = _controls_cond(replace(c, args=tuple(a for a in c.args if a.role is not A.Role.NONE)))
        if one is None or one.sel is None:
            return None
        return replace(one, cmp=cmp, n=n)
    who = _terms(args[A.Role.SUBJECT])
    if who not in ((A.Owner("you"),), (A.Owner("opponent"),)):
        return None
    obj = _plain_terms(args[A.Role.OBJECT])
    gender = (
        str(getattr(obj[0], "text", ""))
        if len(obj) == 2
        and isinstance(obj[0], A.Unknown | A.Name)
        and obj[1] == A.CardKind("co_character")
        else None
    )
    if gender in GENDERS:
        # 「あなたが女性キャラクターをコントロールしている」: characters of that gender (as typed at
        # 4.3.8 step 2) the player controls
        sel = Sel(owner=who[0].who, kinds=("character",), groups=(gender,))  # type: ignore[arg-type]
        if c.form is A.Form.PROGRESSIVE_NEG:
            return Cond("count", sel=sel, cmp="eq", n=0)
        return Cond("count", sel=sel, cmp="ge", n=1)
    if obj != (A.CardKind("co_character"),):
        # 「あなたがナビゲーター / アイテム / 『X』をコントロールしているなら」: a card of that type,
        # or of that name (4.2.6; this card's own name is this card, 4.2.10), on the field under
        # that player's control (4.2.12) — counted as a described group
        kinds = {
            (A.CardKind("navigator"),): "navigator",
            (A.Named("アイテム", A.CardKind("card")),): "item",
            # 「アイテムを2つ以上」: an item on the field is called without 「カード」 (4.2.7)
            (A.Unknown("アイテム"),): "item",
            (A.CardKind("co_character"), A.CardKind("card")): None,
        }
        if len(obj) == 1 and isinstance(obj[0], A.CardName):
            group = Sel(owner=who[0].who, zones=("field",), kinds=("card",), names=(obj[0].text,))
        elif kinds.get(obj):
            group = Sel(owner=who[0].who, zones=("field",), kinds=(kinds[obj],))  # type: ignore[arg-type]
        else:
            return None
        if c.form is A.Form.PROGRESSIVE_NEG:
            return Cond("count", sel=group, cmp="eq", n=0)
        return Cond("count", sel=group, cmp="ge", n=1)
    sel = Sel(owner=who[0].who, kinds=("character",))
    if c.form is A.Form.PROGRESSIVE_NEG:
        return Cond("count", sel=sel, cmp="eq", n=0)
    return Cond("count", sel=sel, cmp="ge", n=1)


# the one card a condition on a card names (「『X』が…」, 「アタックしたキャラクターが…」 …)
CARD_REFS = ("this", "attacker", "defender", "that_char", "host", "target_char")


def _kept_cond(c: A.Action) -> Cond | None:
    """「Xにダメージが置かれている場合」, 「Xにカウンター / 「湯気カウンター」が(N個以上)置かれている
    場合」: what card X keeps now — its damage (4.3.9: damage stays on it) or its counters of
    the kind named (1-5), at least N (one when no number is written). ``verb``: the state
    read (``damage``, ``counters``, ``counters.<kind>``). None for another clause."""
    if c.verb != "put" or c.form is not A.Form.PASSIVE_PROG or c.modal is not None:
        return None
    a = {x.role: x.value for x in c.args}
    if len(a) != len(c.args) or not {A.Role.GOAL, A.Role.SUBJECT} <= set(a):
        return None
    if set(a) - {A.Role.GOAL, A.Role.SUBJECT, A.Role.NONE}:
        return None
    what = _terms(a[A.Role.SUBJECT])
    if what == (A.Word("damage"),):
        key, units = "damage", ("point", "none")
    elif len(what) == 1 and _is_counter(what[0]):
        kind = _counter_kind(what[0])
        key, units = ("counters" if kind is None else f"counters.{kind}"), ("piece", "item")
    else:
        return None
    n = 1
    if A.Role.NONE in a:
        counted = _terms(a[A.Role.NONE])
        if (
            len(counted) != 1
            or not isinstance(counted[0], A.Count)
            or counted[0].bound != "at_least"
            or counted[0].unit not in units
            or counted[0].number is None
            or not isinstance(counted[0].number.value, int)
        ):
            raise Unsupported("what a card keeps, counted in this shape")
        n = int(counted[0].number.value)
    whose = _sel(_on_card(a[A.Role.GOAL]))
    if _WHO_OF.get(whose) not in CARD_REFS:
        raise Unsupported("what a card keeps, of a card named so")
    return Cond("co:kept", sel=whose, verb=key, cmp="ge", n=n)


def _gender_cond(c: A.Action) -> Cond | None:
    """「XがYキャラクターの場合」 / 「XがYなら」 (Y 男性 / 女性 / 「その他」): X, one card, is a
    character of that gender (as in force, 4.3.8 step 2); the grammar leaves the gender word unread."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    args = {a.role: a.value for a in c.args}
    if set(args) != {A.Role.SUBJECT, A.Role.PREDICATE} or len(c.args) != 2:
        return None
    pred = _terms(args[A.Role.PREDICATE])
    # 「そのキャラクターが女性なら」: the gender word alone, said of a character (the same test)
    if not (len(pred) == 1 or (len(pred) == 2 and pred[1] == A.CardKind("co_character"))):
        return None
    word = getattr(pred[0], "text", None)
    if not isinstance(pred[0], A.Unknown | A.Name | A.Literal) or word not in GENDERS:
        return None
    who = _who(args[A.Role.SUBJECT])
    if who not in CARD_REFS:
        raise Unsupported("a gender condition on something other than one card")
    return Cond("match", sel=WHO[who], filt=Sel(groups=(word,)))


def _own_field_as_control(c: A.Action) -> A.Action | None:
    """「あなた / 相手のフィールドに<X>が(N体以上)いる」: the cards on a player's field are the
    ones that player controls (4.2.12: a card set on a card is its setter's; a character is on
    its controller's field, 3.4.2) — the clause 「あなた / 相手がコントロールしている<X>が…いる」
    it reads as. None for any other clause."""
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if c.verb != "exist" or len(goals) != 1 or len(subj) != 1:
        return None
    place = _terms(goals[0].value)
    if not (
        len(place) == 2
        and isinstance(place[0], A.Owner)
        and place[0].who in ("you", "opponent")
        and place[1] == A.Zone("vs_field")
        and goals[0].value.links == ("の",)
    ):
        return None
    np = subj[0].value
    if any(isinstance(t, A.Relative | A.Owner) for t in _terms(np)):
        return None
    ctl = A.Relative(
        A.Action(
            "control",
            (A.Arg(A.Role.SUBJECT, A.NounPhrase((place[0],), ())),),
            A.Form.PROGRESSIVE,
        )
    )
    np2 = A.NounPhrase((ctl, *np.terms), ("", *np.links))
    args = tuple(replace(a, value=np2) if a is subj[0] else a for a in c.args if a is not goals[0])
    return replace(c, args=args)


# 「…がアタックしている / ディフェンスしている」: the character an attack was declared with (3.4.5.2)
# / the one that defended (3.4.5.3), in the battle now until it ends (3.4.5.5)
_OWN_BATTLE = {"attack": "attacking", "defend": "defending"}


def _own_battle_cond(c: A.Action) -> Cond | None:
    """「『X』がアタックしている / ディフェンスしている限り」 on X's own text (4.2.10: 『X』 is the card
    itself): while X is the character attacking / defending in the battle now — ``co:in_battle``
    with that state as ``verb``; None for another clause."""
    if c.verb not in _OWN_BATTLE or c.form is not A.Form.PROGRESSIVE or c.modal is not None:
        return None
    if c.more or len(c.args) != 1 or c.args[0].role is not A.Role.SUBJECT:
        return None
    if [type(t) for t in _terms(c.args[0].value)] != [A.CardName]:
        return None
    return Cond("co:in_battle", sel=WHO["this"], verb=_OWN_BATTLE[c.verb])


def _cond_hook(c: A.Action, v: Vocab) -> Cond | None:
    """「『X』がフィールドに出ている限り」 on X's own text: while this card is on the field — what
    an effect of a card in force on the field already is (3.4.4)."""
    mine = _own_field_as_control(c)
    if mine is not None:
        return _conds._clause(mine, v)  # type: ignore[no-any-return]
    hp = _hp_cond(c) or _hp_compared(c) or _hp_difference(c)
    if hp is not None:
        return hp
    controls = _controls_cond(c)
    if controls is not None:
        return controls
    alone = _only_this_cond(c)
    if alone is not None:
        return alone
    fighting = _own_battle_cond(c)
    if fighting is not None:
        return fighting
    kept = _kept_cond(c)
    if kept is not None:
        return kept
    subj = next((a.value for a in c.args if a.role is A.Role.SUBJECT), None)
    means = [a.value for a in c.args if a.role is A.Role.MEANS]
    by_this = len(means) == 1 and _plain_terms(means[0]) in (
        (A.Ref("this"), A.Word("damage")),
        _THIS_EFFECT,
    )
    if (
        c.verb == "crush"
        and c.form is A.Form.PAST
        and len(c.args) == 1 + len(means)
        and (not means or by_this)
        and subj is not None
        and [getattr(t, "id", None) for t in _terms(subj)] == ["that_character"]
    ):
        # 「そのキャラクターがクラッシュしたなら」: the character the text named before (its
        # target, else the character of the event) crashed while this text was carried out
        # (4.3.11: to the dustbox; a crash negated is none, 4.2.14); 「このダメージで / この効果で
        # クラッシュしたなら」: by the damage the text dealt it (a damage step on it before,
        # ``_crash_cond_named``)
        damage = bool(means) and _plain_terms(means[0]) == (A.Ref("this"), A.Word("damage"))
        return Cond("co:crashed", sel=WHO["that_char"], detail=("by_damage",) if damage else ())
    gendered = _gender_cond(c)
    if gendered is not None:
        return gendered
    named = _named_on_field(c)
    if named is not None:
        return named
    goal = next((a.value for a in c.args if a.role is A.Role.GOAL), None)
    if (
        (c.verb, c.form) in _ON_FIELD_FORMS
        and c.modal is None
        and len(c.args) == 2
        and [type(t) for t in _terms(subj)] == [A.CardName]
        and [getattr(t, "id", None) for t in _terms(goal)] == ["vs_field"]
    ):
        # 「『X』がフィールドに出ている / いる / ある / 存在する(限り)」 in X's own text: X is on the
        # field — what an effect of a card in force on the field already is (3.4.4, 4.2.7)
        return Cond("own_presence")
    return None


def _named_on_field(c: A.Action) -> Cond | None:
    """「『X』が(あなたの / 相手の)フィールドに出ている」, 「『X』と『Y』がフィールドに出ている」: a card
    of each name (4.2.6, as printed; this card's own name is this card, 4.2.10) on the field — on
    that player's side, controlled by them (4.2.12) — counted as a described group of the field.
    The card's own name alone with no side named is ``own_presence`` (the caller's). None for any
    other clause."""
    if (c.verb, c.form) not in _ON_FIELD_FORMS or c.modal is not None or c.more:
        return None
    also: tuple[Any, ...] = ()
    args = roles_exactly(c, A.Role.SUBJECT, A.Role.GOAL)
    if args is None:
        # 「『X』と『Y』が」: the first name read as 「Xと」 (with), the second as the subject
        args = roles_exactly(c, A.Role.WITH, A.Role.SUBJECT, A.Role.GOAL)
        if args is None:
            return None
        also = _terms(args[A.Role.WITH])
        if len(also) != 1 or not isinstance(also[0], A.CardName):
            return None
    goal = _terms(args[A.Role.GOAL])
    sides = {
        (A.Zone("vs_field"),): None,
        (A.Owner("you"), A.Zone("vs_field")): "you",
        (A.Owner("opponent"), A.Zone("vs_field")): "opponent",
    }
    if goal not in sides:
        return None
    owner = sides[goal]
    subj = args[A.Role.SUBJECT]
    names = also + _terms(subj)
    mine = A.Relative(
        A.Action(
            "control", (A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Owner("you"),))),), A.Form.PROGRESSIVE
        )
    )
    if len(names) == 2 and names[0] == mine and owner is None:
        # 「あなたがコントロールしている『X』がフィールドに出ている」: on the player's side (4.2.12)
        names, owner = names[1:], "you"
        subj = A.NounPhrase(names)
    if not names or any(not isinstance(t, A.CardName) for t in names):
        return None
    if len(names) > 1 and not also and set(getattr(subj, "links", ())) != {"と"}:
        return None
    if len(names) == 1 and owner is None:
        return None
    parts = tuple(
        Cond(
            "count",
            sel=Sel(owner=owner, zones=("field",), kinds=("card",), names=(t.text,)),
            cmp="ge",
            n=1,
        )
        for t in names
    )
    return parts[0] if len(parts) == 1 else Cond("and", parts=parts)


# the wordings of a card being on the field (4.2.7 「フィールドに出ているカード」): 出ている, いる,
# ある, 存在する / 存在している
_ON_FIELD_FORMS = {
    ("come_out", A.Form.PROGRESSIVE),
    ("come_out_kanji", A.Form.PROGRESSIVE),
    ("exist", A.Form.FINAL),
    ("exist_thing", A.Form.FINAL),
    ("exist_in", A.Form.FINAL),
    ("exist_in", A.Form.PROGRESSIVE),
}


def _top_or_bottom(b: A.Action) -> ROp | None:
    """「(そのカードを)山札の一番上か一番下に置く」 after a look: the card looked at put back on top
    or at the bottom, as the player chooses (``_reorder``); None for any other step."""
    if b.verb != "put" or b.form is not A.Form.FINAL or b.modal is not None:
        return None
    goal = [x.value for x in b.args if x.role is A.Role.GOAL]
    other = [x for x in b.args if x.role is not A.Role.GOAL]
    # the goal read by the shared ``top_or_bottom``, of the deck
    if len(goal) != 1 or _steps.top_or_bottom(goal[0]) is None:
        return None
    if goal[0].terms[0].id != "deck":
        return None
    if other and not (
        len(other) == 1
        and other[0].role is A.Role.OBJECT
        and _plain_terms(other[0].value) == (A.Ref("that_card"),)
    ):
        return None
    return ROp("move", target=Sel(ref="looked"), dest="deck", pos="top_or_bottom")


def _unsaid_heal(b: A.Action) -> int | None:
    """「HPがN点回復する」 naming no player (no topic, no 「…のHP」): N; None for any other step."""
    if b.form is not A.Form.FINAL or b.modal is not None or b.more:
        return None
    a = {x.role: x.value for x in b.args}
    if len(a) != len(b.args) or not set(a) <= {A.Role.SUBJECT, A.Role.NONE}:
        return None
    if (
        _terms(a.get(A.Role.SUBJECT))[:1] != (A.Word("hp"),)
        or len(_terms(a.get(A.Role.SUBJECT))) > 2
    ):
        return None
    n = next(
        (c for c in (_count(a.get(r)) for r in (A.Role.NONE, A.Role.SUBJECT)) if c is not None),
        None,
    )
    return n


def _step_hook(st: A.Step, r: Reading) -> list[ROp] | None:
    """CO's own steps (``_own_step``), printed in the optional form 「…してもよい」 too: the same
    step, which the player who would do it may decline."""
    b = st.body
    moved = _top_or_bottom(b) if isinstance(b, A.Action) else None
    if moved is not None:
        return [moved]
    if st.lead == "instead":
        # 「Cの場合、かわりにY」: CO's own step Y with its condition and connector kept, for
        # ``_instead`` to read against the step it replaces (the shared reader takes a hook's
        # ops as having read 「かわりに」 themselves)
        if st.condition is None or st.lead_inner is not None or st.cost is not None:
            raise Unsupported("「かわりに」 without a condition of its own")
        if (
            isinstance(b, A.Action)
            and b.verb == "give"
            and b.form is A.Form.FINAL
            and [x.role for x in b.args] == [A.Role.OBJECT]
            and _terms(_obj(b))[-1:] == (A.Word("damage"),)
            and _count(_obj(b)) is not None
        ):
            # 「…場合、かわりにN点のダメージを与える」: to whom the step replaced dealt it
            got = [ROp("damage", target=_SAME_AS_REPLACED, n=_count(_obj(b)))]
        elif isinstance(b, A.Action) and b.verb == "heal" and _unsaid_heal(b) is not None:
            # 「…場合、かわりにHPがN点回復する」: the player the step replaced healed
            got = [ROp("heal", target=_SAME_AS_REPLACED, n=_unsaid_heal(b))]
        else:
            got = _step_hook(replace(st, lead=None, condition=None), r)
        if got is None:
            return None
        cond = _conds.condition(st.condition, r.v)
        return [replace(o, lead="instead", cond=cond) for o in got]
    per_turn = _plays_per_turn(b) if isinstance(b, A.Action) and not st.condition else None
    if per_turn is not None and st.lead is None:
        # 「あなたは…カードを1ターンにN枚までプレイしてもよい」: a permission in force (not a
        # step of the player's choosing, as other 「…してもよい」 are)
        return _steps.read([per_turn], A.Form.PERMISSIVE)  # type: ignore[no-any-return]
    if isinstance(b, A.Action) and b.form in _steps.OPTIONAL:
        got = _own_step(replace(st, body=replace(b, form=A.Form.FINAL)), r)
        if got is None:
            return None
        return _steps.read([replace(o, optional=True) for o in got], b.form)  # type: ignore[no-any-return]
    return _own_step(st, r)


def _untargetable(b: A.Action) -> ROp | None:
    """「…は、(相手 / あなたがプレイした)スペル(カード)(の効果)の対象にならない」 (4.2.13: only a
    proper target may be chosen; the card's text over it, 4.2.9): in force on whom the topic names
    (this card, the card it is set on, every character of a group), a card of those types — played
    by that player of the text's card's controller when it says so — cannot target it. None for
    any other step; a type not named, or another description of the source, refused."""
    if b.verb != "become" or b.form is not A.Form.NEGATIVE or b.modal is not None:
        return None
    a = roles_exactly(b, A.Role.TOPIC, A.Role.GOAL) or roles_exactly(
        b, A.Role.TOPIC, A.Role.GOAL, A.Role.LIMIT
    )
    if a is None:
        return None
    goal = _terms(a[A.Role.GOAL])
    if goal[-1:] != (A.Word("target"),):
        return None
    until = _until(b) if A.Role.LIMIT in a else None
    if goal == (A.Word("target"),):
        # 「…は対象にならない」 with no source named: no card's play or ability may target it
        # (4.2.13: only a proper target is chosen; the text over it, 4.2.9) — every type whose
        # play (an event, a spell, an item) or special ability (a character, a navigator, 4.2.8)
        # targets
        every = tuple(sorted({*_TYPE_OF.values(), *_ABILITY_OF.values()}))
        return ROp("co:untargetable", target=_sel(a[A.Role.TOPIC]), detail=every, until=until)
    whose = None
    # 「アイテム(カード)」: the card type item (3.4.3), which the grammar reads as a name before
    # 「カード」 or an unknown word (the lexicon has no アイテム, ``_is_item``)
    rest = [A.CardKind("item") if _is_item(t) else t for t in goal[:-1]]
    if rest and isinstance(rest[0], A.Relative):
        rel = rest.pop(0).clause
        who = [x.value for x in rel.args if x.role is A.Role.SUBJECT]
        if (
            rel.verb != "play"
            or rel.form is not A.Form.PAST
            or len(rel.args) != 1
            or len(who) != 1
            or _terms(who[0]) not in ((A.Owner("opponent"),), (A.Owner("you"),))
        ):
            raise Unsupported("「…の対象にならない」 with a source described so")
        whose = _terms(who[0])[0].who  # type: ignore[union-attr]
    elif rest and rest[0] in (A.Owner("opponent"), A.Owner("you")):
        # 「(対戦)相手 / あなたのスペルカードの対象にならない」: a card of that player's — played,
        # and so controlled, by that player (4.2.12: who plays a card has its control), as
        # 「相手がプレイしたスペルカード」
        whose = rest.pop(0).who  # type: ignore[union-attr]
    # 「ナビゲーター / キャラクターの特殊能力の対象にならない」: the special abilities of cards of
    # that type (4-2-8: a character's or navigator's text is its 特殊能力; an event's, spell's or
    # item's its 効果), read as the type of the card whose ability targets
    if rest == [A.CardKind("special_ability")]:
        # 「(対戦相手 / あなたの)特殊能力の対象にならない」 with no card type named: the special
        # abilities (4.2.8: a character's or navigator's text) of that player's cards — used by
        # that player, who controls them (4.2.12) — or, no player named, of every card
        types = tuple(sorted(set(_ABILITY_OF.values())))
        return ROp(
            "co:untargetable", target=_sel(a[A.Role.TOPIC]), name=whose, detail=types, until=until
        )
    if rest[-1:] == [A.CardKind("special_ability")] and len(rest) >= 2:
        owners = rest[:-1]
        if not all(isinstance(t, A.CardKind) and t.id in _ABILITY_OF for t in owners):
            raise Unsupported("「…の特殊能力の対象にならない」 of cards of this kind")
        types = tuple(sorted({_ABILITY_OF[t.id] for t in owners}))  # type: ignore[union-attr]
        return ROp(
            "co:untargetable", target=_sel(a[A.Role.TOPIC]), name=whose, detail=types, until=until
        )
    types = tuple(
        sorted({_TYPE_OF[t.id] for t in rest if isinstance(t, A.CardKind) and t.id in _TYPE_OF})
    )
    extra = [
        t for t in rest if not (isinstance(t, A.CardKind) and t.id in (*_TYPE_OF, "card", "effect"))
    ]
    if not types or extra:
        raise Unsupported("「…の対象にならない」 without card types")
    return ROp(
        "co:untargetable", target=_sel(a[A.Role.TOPIC]), name=whose, detail=types, until=until
    )


def _energy_paid(b: A.Action) -> ROp | None:
    """「(あなたは)Nエネルギーを支払う」 as a step of an effect (「…1エネルギーを支払ってもよい。
    そうした場合、…」): the player carrying the text out pays N of the energy it has (4.3.1: energy
    is the players'; as a cost, 4.3.3.1 / 4.3.3.3) — not done when it has fewer. None for any
    other step; another player paying, or a payment not of energy, refused."""
    if b.verb != "pay_out":
        return None
    a = _args(b, {A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC, A.Role.SUBJECT}, "a payment")
    if "energy" not in _words(a.get(A.Role.OBJECT)):
        raise Unsupported("a payment of something other than energy")
    _energy_plain(a[A.Role.OBJECT], "a payment")
    payer = a.get(A.Role.TOPIC, a.get(A.Role.SUBJECT))
    if payer is not None and _terms(payer) != (A.Owner("you"),):
        raise Unsupported("a payment of energy by another player")
    apart = _count(a[A.Role.NONE]) if A.Role.NONE in a else None
    n = apart or _count(a[A.Role.OBJECT])
    if not n or (apart and _count(a[A.Role.OBJECT])):
        raise Unsupported("a payment of energy without one number")
    return ROp("co:pay_energy", target=WHO["you"], n=n)


def _own_step(st: A.Step, r: Reading) -> list[ROp] | None:
    """One step of CO's own: 「…はHPがN点回復する」 (4-2-14), 「…にN点のダメージを与える」,
    「…のAPとDPの数値を入れ替える」, 「そのあと、」 (the next step follows)."""
    b = st.body
    if not isinstance(b, A.Action):
        return None
    if _no_interrupt(b):
        return _steps.read([ROp("co:no_interrupt")], A.Form.CANNOT, modal=True)  # type: ignore[no-any-return]
    if (
        b.verb == "reduce"
        and b.form is A.Form.CANNOT
        and b.modal is None
        and [(a.role, _plain_terms(a.value)) for a in b.args]
        == [(A.Role.TOPIC, (A.Ref("this"), A.Word("damage")))]
    ):
        # 「このダメージは軽減できない」: the damage the step before deals is not reduced (the
        # text over 4.3.10's reduction, 4.2.9); read onto that step (``_unreducible_onto``)
        return _steps.read([ROp("co:unreducible")], A.Form.CANNOT)  # type: ignore[no-any-return]
    if (
        b.verb == "shuffle"
        and b.form is A.Form.FINAL
        and b.modal is None
        and [(a.role, _plain_terms(a.value)) for a in b.args]
        in (
            [(A.Role.OBJECT, (A.Zone("deck"),))],
            [(A.Role.OBJECT, (A.Owner("you"), A.Zone("deck")))],
        )
    ):
        # 「(あなたの)山札をシャッフルする / 切り混ぜる」: the player's own deck shuffled (its order
        # unknown after, 2.1.1 / 4.2.2)
        return [ROp("co:shuffle", target=WHO["you"])]
    where = _set_instruction(b)
    if where is not None:
        set_op = ROp("co:set_to", name=where[0], performer=where[1] or "any", stat=where[2])
        return _steps.read([set_op], A.Form.STEM)  # type: ignore[no-any-return]
    if b.verb == "be" and "after_that" in _words(
        next((a.value for a in b.args if a.role is A.Role.PREDICATE), None)
    ):
        _args(b, {A.Role.PREDICATE}, "「そのあと」")
        return []
    paid = _energy_paid(b)
    if paid is not None:
        return [paid]
    counted = _counters_changed(b)
    if counted is not None:
        return [counted]
    shielded = _untargetable(b)
    if shielded is not None:
        return _steps.read([shielded], A.Form.NEGATIVE)  # type: ignore[no-any-return]
    top = _dustbox_top_return(b)
    if top is not None:
        return [top]
    moved = _moved_from_own_zone(b)
    if moved is not None:
        return [moved]
    banned = _no_play(b)
    if banned is not None:
        return _steps.read([banned], A.Form.CANNOT)  # type: ignore[no-any-return]
    unset = _no_set(b)
    if unset is not None:
        return _steps.read([unset], A.Form.CANNOT)  # type: ignore[no-any-return]
    if (
        b.verb == "crush"
        and [x.role for x in b.args] == [A.Role.TOPIC]
        and _terms(b.args[0].value)[:1] != (A.Owner("you"),)
        and not any(isinstance(t, A.Owner) for t in _terms(b.args[0].value))
    ):
        # 「『X』はクラッシュする」: the card crashes (4.2.4) — as 「『X』をクラッシュする」 (the
        # card is no player doing it)
        obj = replace(b.args[0], role=A.Role.OBJECT, pause=False)
        return _steps.step(replace(st, body=replace(b, args=(obj,))), r)  # type: ignore[no-any-return]
    if b.verb == "crush" and _deck_top(_conds.args_of(b).get(A.Role.SOURCE)) is not None:
        # 「(相手の / あなたの)山札の上からN枚をクラッシュする」: the deck's top N cards crash —
        # to the top of their owner's dustbox (4.2.4)
        _as_printed(b, "a crash of deck cards")
        a = _args(b, {A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE}, "a crash of deck cards")
        n = _deck_count(a)
        if n is None:
            raise Unsupported("a crash of deck cards without a number")
        return [ROp("co:mill", target=WHO[_deck_top(a[A.Role.SOURCE])], n=n)]  # type: ignore[index]
    if b.verb == "draw" and any(
        x.role is A.Role.TOPIC and _who_or_none(x.value) in _DRAWERS for x in b.args
    ):
        # 「すべてのデュエルマスター / 相手のデュエルマスター / あなたは山札からカードをN枚引く」:
        # every player, the opponent or the card's player draws
        _as_printed(b, "a draw")
        a = _args(
            b, {A.Role.TOPIC, A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE, A.Role.PER}, "a draw"
        )
        if A.Role.SOURCE in a and {
            t.id for t in _terms(a[A.Role.SOURCE]) if isinstance(t, A.Zone)
        } != {"deck"}:
            raise Unsupported("a draw from somewhere other than the deck")
        n = next((c for c in (_count(a.get(r)) for r in (A.Role.NONE, A.Role.OBJECT)) if c), None)
        per = _per_character(a[A.Role.PER]) if A.Role.PER in a else None
        return [ROp("draw", target=WHO[_who(a[A.Role.TOPIC])], n=n or 1, per=per)]
    if (
        b.verb == "untap"
        and b.form in (A.Form.NEGATIVE, A.Form.PASSIVE_NEG)
        and b.modal is None
        and {x.role for x in b.args} == {A.Role.TOPIC, A.Role.LIMIT}
        and len(b.args) == 2
    ):
        # 「Xは、(次のあなたの)ターン終了時までアンタップしない / アンタップされない」: until then X
        # does not untap, in an untap phase (the text over 3.2.2, 4.2.9) nor by an effect — held
        # as the effect ``stays_tapped`` for that time (``_co/turn._untap``, ``play.run_ops``)
        until = _until(b)
        if until is None:
            raise Unsupported("「…までアンタップしない」 with a limit of this shape")
        topic = _conds.args_of(b)[A.Role.TOPIC]
        return _steps.read(  # type: ignore[no-any-return]
            [ROp("co:grant", target=_sel(topic), name="stays_tapped", until=until)], b.form
        )
    if (
        b.verb == "untap"
        and b.form is A.Form.NEGATIVE
        and {x.role for x in b.args} == {A.Role.TOPIC, A.Role.GOAL}
        and len(b.args) == 2
        and _terms(_conds.args_of(b)[A.Role.GOAL]) == (A.Ref("next"), A.Word("untap_phase"))
    ):
        # 「…は、次のアンタップフェイズにアンタップしない」: the character stays tapped in the
        # next untap phase (3.2.2; card text over the rules, 4.2.9)
        a = _conds.args_of(b)
        return _steps.read(  # type: ignore[no-any-return]
            [ROp("co:skip_untap", target=_sel(a[A.Role.TOPIC]))], A.Form.NEGATIVE
        )
    if b.verb == "gain" and "energy" in _words(_obj(b)):
        # 「あなたはNエネルギーを得る」: the player gains energy (4.3.1)
        _as_printed(b, "a gain of energy")
        a = _args(b, {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE, A.Role.PER}, "a gain of energy")
        _energy_plain(a[A.Role.OBJECT], "a gain of energy")
        # 「Nエネルギーを得る」 / 「エネルギーをN得る」 (the count after the object)
        n = _count(a[A.Role.OBJECT])
        if A.Role.NONE in a:
            if n is not None or _terms(a[A.Role.OBJECT]) != (A.Word("energy"),):
                raise Unsupported("a gain of energy of this shape")
            n = _count(a[A.Role.NONE])
        who = _who(a.get(A.Role.TOPIC)) if A.Role.TOPIC in a else "you"
        if n is None or who not in ("you", "opponent_player"):
            raise Unsupported("a gain of energy of this shape")
        # 「相手がコントロールしている女性キャラクター1体につき、…1エネルギーを得る」: N for each
        # character of the group counted as it is done (as a draw per character)
        per = _per_character(a[A.Role.PER]) if A.Role.PER in a else None
        return [ROp("co:energy", target=WHO[who], n=n, per=per)]
    if (
        b.verb in ("lose", "gain")
        and A.Role.TOPIC in _conds.args_of(b)
        and _hp_amount(_conds.args_of(b).get(A.Role.OBJECT)) is not None
    ):
        # 「あなた / 相手はHPをN点失う」 (「N HPを失う」, the count on the word): that player's HP
        # goes down by N, as 「…のHPがN点減少する」 — no damage (4.3.10); at 0 the game ends
        # (4.1.2). 「あなたはN HPを得る」 / 「HPをN点得る」: up by N, as 「HPがN点回復する」
        what = "an HP loss" if b.verb == "lose" else "an HP gain"
        _as_printed(b, what)
        a = _args(b, {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE, A.Role.PER}, what)
        on_word = _hp_amount(a[A.Role.OBJECT])
        n = _count(a.get(A.Role.NONE)) if A.Role.NONE in a else None
        if on_word and n is not None:
            raise Unsupported(f"{what} counted twice")
        n = n if n is not None else on_word
        who = _who(a[A.Role.TOPIC])
        if not n or who not in ("you", "opponent_player", "target_player"):
            raise Unsupported(f"{what} of this shape")
        # 「この効果でクラッシュしたキャラクター1体につき、…HPを1点失う」: N for each character
        # counted as it is done (as a draw or a heal per character, ``_per_character``)
        per = _per_character(a[A.Role.PER]) if A.Role.PER in a else None
        verb = "co:hp_loss" if b.verb == "lose" else "heal"
        return [ROp(verb, target=WHO[who], n=n, per=per)]
    if (
        b.verb == "lose"
        and A.Role.TOPIC in _conds.args_of(b)
        and "energy" in _words(_conds.args_of(b).get(A.Role.OBJECT))
    ):
        # 「(対戦)相手はエネルギーをN失う」 / 「…Nエネルギーを失う」: that player's energy goes
        # down by N (energy is what a player holds, 3.2.2 / 3.7.4 「エネルギーを失います」)
        _as_printed(b, "a loss of energy")
        a = _args(b, {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE}, "a loss of energy")
        obj = _terms(a[A.Role.OBJECT])
        n = _count(a.get(A.Role.NONE)) if A.Role.NONE in a else None
        if n is None and len(obj) == 2 and obj[1] == A.Word("energy"):
            n = _count(A.NounPhrase(obj[:1], ()))
        elif n is None or obj != (A.Word("energy"),):
            n = None
        who = _who(a[A.Role.TOPIC])
        if not n or who not in ("you", "opponent_player"):
            raise Unsupported("a loss of energy of this shape")
        return [ROp("co:lose_energy", target=WHO[who], n=n)]
    if b.verb == "lose" and A.Role.TOPIC in _conds.args_of(b):
        # 「(ターン終了時まで、)対象のキャラクターはすべての特殊能力を失う」 (4.3.8 step 3)
        _as_printed(b, "a loss of abilities")
        a = _args(
            b, {A.Role.TOPIC, A.Role.OBJECT, A.Role.LIMIT, A.Role.NONE}, "a loss of abilities"
        )
        # 「すべての特殊能力を失う」 / 「特殊能力をすべて失う」 (the count after the object)
        alls = [
            t for t in _terms(a.get(A.Role.NONE)) if isinstance(t, A.Count) and t.bound == "all"
        ]
        if A.Role.NONE in a and len(alls) != len(_terms(a[A.Role.NONE])):
            raise Unsupported("a loss of abilities of this shape")
        every = bool(alls) or any(
            isinstance(t, A.Count) and t.bound == "all" for t in _terms(a[A.Role.OBJECT])
        )
        kw = _lost_keyword(a[A.Role.OBJECT])
        if kw is not None and A.Role.NONE not in a:
            # 「…は(ターン終了時まで)「飛行」(の特殊能力)を失う」: that keyword lost (4.3.8 step 3)
            return [ROp("co:strip", target=_sel(a[A.Role.TOPIC]), until=_until(b), name=kw)]
        if "special_ability" not in _kinds(a[A.Role.OBJECT]) or not every:
            raise Unsupported("losing something other than all special abilities")
        return [ROp("co:strip", target=_sel(a[A.Role.TOPIC]), until=_until(b))]
    if b.verb == "invalidate":
        # 「(ターン終了時まで、)対象のキャラクターの特殊能力をすべて無効化する」: 4.3.8 step 1
        # (【無効になる情報の決定】 「〜を無効化する」) — the character's abilities work no more
        # while this lasts
        _as_printed(b, "a nullification")
        a = _args(b, {A.Role.OBJECT, A.Role.LIMIT, A.Role.NONE}, "a nullification")
        terms = _terms(a[A.Role.OBJECT])
        alls = [
            t for t in _terms(a.get(A.Role.NONE)) if isinstance(t, A.Count) and t.bound == "all"
        ]
        if A.Role.NONE in a and len(alls) != len(_terms(a[A.Role.NONE])):
            raise Unsupported("a nullification of this shape")
        if terms[-1:] != (A.CardKind("special_ability"),) or not alls or len(terms) < 2:
            raise Unsupported("a nullification of something other than all special abilities")
        np = a[A.Role.OBJECT]
        who = _who(A.NounPhrase(terms=terms[:-1], links=np.links[: len(terms) - 2]))
        if who not in ("target_char", "that_char", "this"):
            raise Unsupported(f"a nullification of the abilities of {who}")
        return [ROp("co:nullify", target=WHO[who], until=_until(b))]
    if (
        b.verb == "gain"
        and A.Role.TOPIC in _conds.args_of(b)
        and "following_ability" in _words(_obj(b))
    ):
        # 「…は、以下の特殊能力を得る。『…』」: the quoted ability, given (4.3.8 step 3)
        _as_printed(b, "a gain of the following ability")
        a = _args(b, {A.Role.TOPIC, A.Role.OBJECT}, "a gain of the following ability")
        return [ROp("co:gain", target=_sel(a[A.Role.TOPIC]), skill="following")]
    quoted = _quoted_name(_obj(b)) if b.verb == "gain" else None
    if quoted is not None and A.Role.TOPIC in _conds.args_of(b):
        # 「…は「コスト:効果」(の特殊能力)を得る」: the ability quoted with 「」, given as one quoted
        # with 『』 after 「以下の特殊能力を得る。」 is (4.3.8 step 3)
        _as_printed(b, "a gain of a quoted ability")
        a = _args(b, {A.Role.TOPIC, A.Role.OBJECT, A.Role.LIMIT}, "a gain of a quoted ability")
        key = _quoted_ability(A.Quote(abilities=quoted))
        QUOTED_TEXT.setdefault(key, "「" + _terms(_obj(b))[0].text + "」")
        return [ROp("co:grant", target=_sel(a[A.Role.TOPIC]), name=key, until=_until(b))]
    made = _made_character_for_a_time(b)
    if made is not None:
        # 「ターン終了時まで、対象のナビゲーター(キャラクター)1体は「2:2」の能力値を持つ「その他」
        # キャラクターとなる」: for the time printed (3.7.2) the card is a character of that gender
        # (4.3.8 step 2, 【タイプの決定】: a navigator too) with those values set (step 4)
        gender, (ap, dp), topic, until = made
        _as_printed(b, "a character made with values")
        target = _sel(topic)
        return [
            ROp(
                "co:set_stats", target=target, stat="ap", amount=ap, more=(("dp", dp),), until=until
            ),
            ROp("co:gender_for", target=target, name=gender, until=until),
        ]
    gender = _gender_for_a_time(b)
    if gender is not None:
        # 「ターン終了時まで、対象のキャラクターは「その他」キャラクターとなる」: the card(s) take
        # that gender (4.3.8 step 2, 【タイプの決定】 「キャラクターであれば更に性別」) for the limit
        # printed (3.7.2)
        _as_printed(b, "a gender taken")
        a = _args(b, {A.Role.TOPIC, A.Role.WITH, A.Role.LIMIT}, "a gender taken")
        return [ROp("co:gender_for", target=_sel(a[A.Role.TOPIC]), name=gender, until=_until(b))]
    given = _keywords_given(b)
    if given is not None:
        # 「(ターン終了時まで、)対象のキャラクターは「飛行」(の特殊能力)を得る / 持つ」, 「…に「潜水」を
        # 与える」, 「…は「飛行」と「潜水」を得る」: each keyword given to the card(s) (4.3.8 step 3),
        # for the limit printed (3.7.2), else while the text is in force
        who, kws = given
        _as_printed(b, "a gain of an ability")
        a = _args(b, {who, A.Role.OBJECT, A.Role.WITH, A.Role.LIMIT}, "a gain of an ability")
        target = _sel(a[who])
        return [ROp("co:grant", target=target, name=kw, until=_until(b)) for kw in kws]
    if b.verb == "become" and _hand_limit_of(_conds.args_of(b).get(A.Role.TOPIC)) is not None:
        # 「あなたの手札の上限(枚数)はN枚になる / となる」: the hand limit of the end phase (3-7-3)
        # is N while the card is on the field (card text beats the rules, 4-2-9; in force,
        # 4-3-8); with a period printed (「ターン終了時まで、」 / 「このターン、」), an effect made
        # as the step is done, lasting that period (3.7.2; 「このターン」: co.unsettled
        # this_turn_effect_end)
        _as_printed(b, "a hand limit")
        a = _args(b, {A.Role.TOPIC, A.Role.GOAL, A.Role.WITH, A.Role.LIMIT}, "a hand limit")
        goal = [a[r] for r in (A.Role.GOAL, A.Role.WITH) if r in a]
        n = _count(goal[0]) if len(goal) == 1 else None
        if n is None:
            raise Unsupported("a hand limit without a number")
        who = WHO[_hand_limit_of(a[A.Role.TOPIC])]  # type: ignore[index]
        if A.Role.LIMIT in a:
            until = "this_turn" if a[A.Role.LIMIT] == _THIS_TURN_PERIOD else _until(b)
            if until not in ("turn", "this_turn"):
                raise Unsupported("a hand limit for a period of this shape")
            return [ROp("co:hand_limit_for", target=who, n=n, until=until)]
        return [ROp("co:hand_limit", target=who, n=n)]
    if b.verb in ("increase", "decrease", "decrease_by", "do") and any(
        x.role is A.Role.TOPIC and _hand_limit_of(x.value) is not None for x in b.args
    ):
        # 「あなたの手札の上限はN枚増える / 減る / 増加する / 減少する」: the hand limit of the end
        # phase (3.7.3) N more or less while the card is in force (4.2.9, 4.3.8)
        return [_hand_limit_by(b)]
    chosen = _steps.items_chosen(b)
    if chosen is not None:
        # 「次の2つから1つを選ぶ。『…』『…』」: a choice among the quoted effects that follow (the
        # shared items choice; the effect chosen at the declaration, 4.3.2.2 / 4.3.3.2)
        return [_steps.items_choice(chosen, {}, _vocab())]
    if b.verb == "gain" and _gained_control(b) is not None:
        # 「対象のキャラクターのコントロールを得る」: its control moves to the player carrying the
        # text out (4.2.12 「コントロール権」); a target (4.2.13) checked again at resolution, a
        # misfire if no longer proper (4.3.2.6, 4.3.7)
        _as_printed(b, "a gain of control")
        until = _control_until(b)
        return [ROp("co:take_control", target=WHO[_gained_control(b)], until=until)]  # type: ignore[index]
    got = _cost_change(b)
    if got is not None:
        return [got]
    if (
        b.verb == "negate"
        and b.form is A.Form.PASSIVE_NEG
        and b.modal is None
        and len(b.args) == 1
        and b.args[0].role is A.Role.TOPIC
        and (
            _terms(b.args[0].value) == (A.Ref("this_card"),)
            or _this_card_of_type(_terms(b.args[0].value))
        )
    ):
        # 「このカード(スペルカード)はうち消されない」: its play is not negated (the text over
        # 4.2.14's 「うち消されたとき」, 4.2.9) — a line of its own on a played card
        return _steps.read([ROp("co:no_negate")], A.Form.PASSIVE_NEG)  # type: ignore[no-any-return]
    if b.verb == "negate":
        # 「対象のプレイされたカードをうち消す」: a card's play negated (4.2.14)
        _as_printed(b, "a negation")
        a = _args(b, {A.Role.OBJECT}, "a negation")
        terms = _terms(a[A.Role.OBJECT])
        if terms == (A.Ref("that"), A.Unknown("クラッシュ")):
            # 「そのクラッシュをうち消す」: the crash the card's moment names (「…がクラッシュした
            # 直後にのみプレイしてもよい」), resolved against it in ``_compile_gated``
            return [ROp("co:negate_crash", target=WHO["that_char"])]
        crashed = (
            _who(A.NounPhrase(terms=terms[:-1], links=a[A.Role.OBJECT].links[: len(terms) - 2]))
            if terms[-1:] == (A.Unknown("クラッシュ"),) and len(terms) > 1
            else None
        )
        if crashed in ("target_char", "that_char"):
            # 「対象のキャラクターのクラッシュをうち消す」: its crash negated (4.2.14, 4.3.11.2);
            # 「そのキャラクターのクラッシュをうち消す」: the crash of the character the card's
            # moment names (「…キャラクターがクラッシュしたときにのみ」), as 「そのクラッシュ」
            return [ROp("co:negate_crash", target=WHO[crashed])]
        answered = _answered_play(a[A.Role.OBJECT])
        if answered is not None:
            # 「そのスペルカード(のプレイ)をうち消す」: the play the moment names (「…がスペルカードを
            # プレイした直後にのみ」), resolved against it in ``_compile_gated`` (4.2.14, 4.3.4)
            groups = () if answered == "card" else (answered,)
            return [ROp("co:negate", target=replace(WHO["that_play"], groups=groups))]
        played = _negated_play(a[A.Role.OBJECT])
        if played is not None:
            # 「対象のプレイされた(スペル)カード」: any card played, or one of that type
            groups = () if played == "card" else (played,)
            return [ROp("co:negate", target=replace(WHO["target_play"], groups=groups))]
        if terms[-1:] == (A.CardKind("effect"),):
            # 「…の効果をうち消す / 打ち消す」: 4.2.14 defines a play negated (the card to the
            # dustbox, unresolved) and a crash negated, not an effect negated
            raise Unsupported(
                "a negation of an effect (4.2.14 defines only a played card negated and a crash"
                " negated, not an effect)"
            )
        np = a[A.Role.OBJECT]
        if terms[-1:] == (A.Word("play"),) and np.links[-1:] == ("の",) and len(terms) > 2:
            # 「対象のイベントカード(1枚)のプレイをうち消す」: the play of the card negated, as
            # 「対象のイベントカードをうち消す」 (4.2.14 「プレイされたカードがうち消された」)
            np = A.NounPhrase(terms=terms[:-1], links=np.links[:-1])
        kind = _negated_kind(np)
        if kind is None:
            raise Unsupported("a negation of something other than a played card")
        groups = () if kind == "card" else (kind,)
        return [ROp("co:negate", target=replace(WHO["target_play"], groups=groups))]
    b = _hp_decrease(b)
    if b.verb == "decrease_by" and _terms(_conds.args_of(b).get(A.Role.SUBJECT))[-1:] == (
        A.Word("hp"),
    ):
        # 「あなた / 相手のHPがN点減少する」 (「Xは、HPがN点減少する」): that player's HP goes down by N
        # — not damage (4.3.10: no reduction, no 「ダメージを受けたとき」); at 0 the game ends (4.1.2)
        _as_printed(b, "an HP decrease")
        a = _args(b, {A.Role.TOPIC, A.Role.SUBJECT, A.Role.NONE}, "an HP decrease")
        n = _count(a.get(A.Role.NONE))
        if not n:
            raise Unsupported("an HP decrease without an amount")
        if A.Role.TOPIC in a:
            if _terms(a[A.Role.SUBJECT]) != (A.Word("hp"),):
                raise Unsupported("an HP decrease naming its player twice")
            who = _who(a[A.Role.TOPIC])
            if who not in ("you", "opponent_player", "target_player"):
                raise Unsupported(f"an HP decrease of {who}")
        else:
            who = _hp_owner(a[A.Role.SUBJECT])
        return [ROp("co:hp_loss", target=WHO[who], n=n)]
    if b.verb == "heal" and A.Role.PER in _conds.args_of(b):
        # 「…1体につき、あなたのHPがN点回復する」: N for each character counted as it is done
        per_arg = next(x for x in b.args if x.role is A.Role.PER)
        plain = replace(b, args=tuple(x for x in b.args if x is not per_arg))
        ops = _own_step(replace(st, body=plain), r)
        if not ops or len(ops) != 1 or ops[0].verb != "heal":
            raise Unsupported("a heal per card of this shape")
        return [replace(ops[0], per=_per_character(per_arg.value))]
    if b.verb == "heal":
        _as_printed(b, "a heal")
        a = _args(b, {A.Role.TOPIC, A.Role.SUBJECT, A.Role.OBJECT, A.Role.NONE}, "a heal")
        if A.Role.SUBJECT in a and _words(a[A.Role.SUBJECT]) != {"hp"}:
            raise Unsupported("a heal of something other than HP")
        n = next(
            (c for c in (_count(a.get(r)) for r in (A.Role.NONE, A.Role.SUBJECT)) if c is not None),
            None,
        )
        if n is None:
            raise Unsupported("heal without an amount")
        if A.Role.OBJECT in a and A.Role.TOPIC in a and _terms(a[A.Role.OBJECT]) == (A.Word("hp"),):
            # 「〜は、HPをN点回復する」: the player named as the topic heals
            return [ROp("heal", target=WHO[_who(a[A.Role.TOPIC])], n=n)]
        if A.Role.OBJECT in a:
            # 「〜のHPをN点回復する」: the transitive form of 4-2-14's 「〜はHPがN点回復する」,
            # the player named before 「のHP」 heals
            if A.Role.TOPIC in a or A.Role.SUBJECT in a:
                raise Unsupported("a heal naming its player twice")
            return [ROp("heal", target=WHO[_hp_owner(a[A.Role.OBJECT])], n=n)]
        if A.Role.TOPIC not in a and len(_terms(a.get(A.Role.SUBJECT))) > 1:
            # 「あなたのHPがN点回復する」: 4-2-14's 「〜はHPがN点回復する」 with the player named
            # before 「のHP」 instead of as the topic
            return [ROp("heal", target=WHO[_hp_owner(a[A.Role.SUBJECT])], n=n)]
        if A.Role.SUBJECT not in a and _names_hp(a.get(A.Role.TOPIC)):
            # 「あなたのHPはN点回復する」: the same with 「のHP」 as the topic (は for が)
            return [ROp("heal", target=WHO[_hp_owner(a[A.Role.TOPIC])], n=n)]
        if A.Role.TOPIC not in a and "additionally" in (st.lead, st.lead_inner):
            # 「…はHPが3点回復する。…なら、さらにHPが1点回復する」: the player left unsaid is the
            # one healed before (``_said_before``; after 「かわりに」: ``_step_hook``)
            return [ROp("heal", target=_SAID_BEFORE, n=n)]
        return [ROp("heal", target=WHO[_who(a.get(A.Role.TOPIC))], n=n)]
    if b.verb == "give" and "damage" in _words(_obj(b)) and A.Role.PER in _conds.args_of(b):
        # 「…1体につき、相手(のデュエルマスター)にN点のダメージを与える」: N for each character
        # counted as it is done (4.3.2.6), to a player; to a character it is refused
        per_arg = next(x for x in b.args if x.role is A.Role.PER)
        plain = replace(b, args=tuple(x for x in b.args if x is not per_arg))
        ops = _own_step(replace(st, body=plain), r)
        if not ops or len(ops) != 1 or ops[0].verb != "damage":
            raise Unsupported("damage per card of this shape")
        if _WHO_OF.get(ops[0].target) not in ("you", "opponent_player"):
            raise Unsupported("damage per card to something other than a player")
        return [replace(ops[0], per=_per_character(per_arg.value))]
    if (
        b.verb == "give"
        and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE)
        and "damage" in _words(_obj(b))
    ):
        # 「…にN点のダメージを与える」; 「…を与え、…」 (continued by the next step, 4.3.2.6)
        b = _damage_amount_after(b)
        a = _args(b, {A.Role.GOAL, A.Role.OBJECT, A.Role.TOPIC}, "damage")
        if A.Role.TOPIC in a and _plain_terms(a[A.Role.TOPIC]) != (A.Owner("you"),):
            raise Unsupported("damage with topic")
        # 「あなたは…にN点のダメージを与える」: the player carrying the text out, who deals every
        # damage of the text (its controller, 4.2.12) — said, as when left unsaid
        n = _count(a[A.Role.OBJECT])
        if n is None:
            valued = _value_count(a[A.Role.OBJECT])
            if valued is not None:
                # 「…に『X』のAPと同じ点数のダメージを与える」: as many points as the card's value
                # as the damage is dealt (4.3.2.6: the text carried out in order, 4.3.10)
                card, stat = valued
                return [
                    ROp(
                        "damage", target=_sel(a.get(A.Role.GOAL)), n=1, per=card, per_stat=(stat, 1)
                    )
                ]
            raise Unsupported("damage without an amount")
        return [ROp("damage", target=_sel(a.get(A.Role.GOAL)), n=n)]
    got = _reduction(b) or _damage_removed(b)
    if got is not None:
        return [got]
    values = _values_set(b) or _value_set(b, r)
    if values is not None:
        return [values]
    if b.verb == "swap":
        _as_printed(b, "a swap")
        a = _args(b, {A.Role.WITH, A.Role.OBJECT, A.Role.LIMIT}, "a swap")
        if "ap" in _words(a.get(A.Role.WITH)) and "dp" in _words(a.get(A.Role.OBJECT)):
            whose = a[A.Role.WITH]
            if _terms(whose)[-1:] == (A.Word("ap"),) and whose.links[-1:] == ("の",):
                # 「<whom>のAPとDPの数値」: the cards whose values are swapped (4.3.8 step 6)
                whose = A.NounPhrase(_terms(whose)[:-1], whose.links[:-1])
            return [ROp("swap", target=WHO[_who(whose)], until=_until(b))]
        raise Unsupported("swap of something other than AP and DP")
    return None


def _values_set(b: A.Action) -> ROp | None:
    """「(ターン終了時まで、)対象のキャラクターの能力値を「0:3」にする」 (4.3.8 step 4 「能力値の
    指定」 — 「「0:5」にする、等」): the values set, applied before any modification whatever the
    order the effects arose in; None for another step."""
    if b.verb != "do" or b.modal is not None:
        return None
    a = {x.role: x.value for x in b.args}
    if len(a) != len(b.args) or not {A.Role.OBJECT, A.Role.GOAL} <= set(a):
        return None
    pair = _stat_pair(a[A.Role.GOAL])
    obj = a[A.Role.OBJECT]
    terms = _terms(obj)
    if pair is None or not terms or terms[-1] != A.Word("stat_values"):
        return None
    _args(b, {A.Role.OBJECT, A.Role.GOAL, A.Role.LIMIT}, "values set")
    _as_printed(b, "values set")
    if pair[2]:
        raise Unsupported("a modifier set as values")
    whose = A.NounPhrase(terms=terms[:-1], links=tuple(obj.links[: len(terms) - 2]))
    return ROp(
        "co:set_stats",
        target=_sel(whose),
        stat="ap",
        amount=pair[0],
        more=(("dp", pair[1]),),
        until=_until(b),
    )


def _value_set(b: A.Action, r: Reading) -> ROp | None:
    """「(ターン終了時まで、)対象のキャラクター1体のAPを0にする」 / 「…のDPは3になる / となる」 (the
    shared ``steps.value_set_of``): one value set (4.3.8 step 4 「能力値の指定」), applied before
    any modification (step 5), the other value kept; for as long as printed (3.7.2, 3.4.5.5), or
    while a continuous ability is in force. 「元々の」 and a value of no character are refused;
    None for another step."""
    got = _steps.value_set_of(b, r.v)
    if got is None:
        return None
    if got.stat not in ("ap", "dp"):
        raise Unsupported(f"a value set of {got.stat}")
    if got.original:
        raise Unsupported("an original value set")
    if got.whose is None:
        raise Unsupported("a value set of a character left unsaid")
    if set(got.rest) - {A.Role.LIMIT}:
        raise Unsupported("a value set with an argument of this shape")
    _as_printed(b, "a value set")
    return ROp("co:set_stats", target=_sel(got.whose), stat=got.stat, amount=got.n, until=_until(b))


def _set_pair(o: ROp, kind: str) -> tuple[int, int]:
    """The AP and DP a ``co:set_stats`` / ``co:mod`` carries: both (「「0:5」にする」, a
    modifier), or the one value set (``set_ap`` / ``set_dp``, ``_value_set``)."""
    if kind == "set_ap":
        return o.amount, 0
    if kind == "set_dp":
        return 0, o.amount
    return o.amount, dict(o.more)["dp"]


def _no_interrupt(b: A.Action) -> bool:
    """「このカードのプレイに（対して）割り込みを行うことはできない」: no interrupt (割り込み, 4.3.4)
    may answer this card's play; also 「このカードのプレイに割り込むことはできない」 (the verb)."""
    if b.form is A.Form.CANNOT and b.modal is None:
        # 「…できない」: the modal's spelling read as the verb's form (``_MODAL_FORMS``)
        b = replace(b, form=A.Form.FINAL, modal="ことはできない")
    if b.verb == "interrupt_play" and b.form is A.Form.FINAL:
        a = {x.role: x.value for x in b.args}
        if b.modal not in ("ことはできない", "ことができない") or set(a) != {A.Role.GOAL}:
            raise Unsupported("「…に割り込む」 other than as 「…に割り込むことはできない」")
        if len(b.args) != 1 or _terms(a[A.Role.GOAL]) != (A.Ref("this_card"), A.Word("play")):
            raise Unsupported(
                "an interrupt forbidden against something other than this card's play"
            )
        return True
    if b.modal != "ことはできない" or b.form is not A.Form.FINAL:
        return False
    a = {x.role: x.value for x in b.args}
    if len(a) != len(b.args):
        return False
    if (
        b.verb == "perform"
        and set(a) in ({A.Role.AGAINST, A.Role.OBJECT}, {A.Role.GOAL, A.Role.OBJECT})
        and _terms(a[A.Role.OBJECT]) == (A.Word("interrupt"),)
    ):
        # 「…に対して割り込みを行う」 / 「…に割り込みを行う」 (what it answers, said with に)
        against = a.get(A.Role.AGAINST, a.get(A.Role.GOAL))
    else:
        return False
    if _terms(against) != (A.Ref("this_card"), A.Word("play")):
        raise Unsupported("an interrupt forbidden against something other than this card's play")
    return True


def _has_lead(o: ROp) -> bool:
    """Whether a step carries a connector, a condition or a cost (it is then no plain sentence)."""
    return bool(o.lead or o.cond is not None or o.cost)


def _damage_amount_after(b: A.Action) -> A.Action:
    """「…にダメージをN(点)与える」: the amount said after 「ダメージを」, the step 「…にN点のダメージを
    与える」. Any other step as it is."""
    amount = [x for x in b.args if x.role is A.Role.NONE]
    obj = [x for x in b.args if x.role is A.Role.OBJECT]
    if len(amount) != 1 or len(obj) != 1 or _terms(obj[0].value) != (A.Word("damage"),):
        return b
    n = _terms(amount[0].value)
    if (
        len(n) != 1
        or not isinstance(n[0], A.Count)
        or n[0].unit not in ("point", "none")
        or n[0].bound != "exact"
        or n[0].number is None
    ):
        return b
    counted = A.NounPhrase((replace(n[0], unit="point"), A.Word("damage")), ("の",))
    return replace(
        b,
        args=tuple(
            replace(x, value=counted) if x is obj[0] else x for x in b.args if x is not amount[0]
        ),
    )


def _set_instruction(b: A.Action) -> tuple[str, str | None, str | None] | None:
    """「フィールドにセット。」 / 「キャラクターにセット。」 (a する-verb stem ending its sentence):
    where the card is set when played (3.4.3), ``field`` / ``character`` / ``navigator``, with the
    hosts the words allow as ``_set_only`` reads them (「対象の「その他」キャラクター1体にセット」,
    「対象のあなたのキャラクター1体にセット」: whose, gender) — (where, whose, gender); None for
    another step."""
    if b.verb != "set" or b.form not in (A.Form.STEM, A.Form.FINAL) or b.modal is not None:
        return None
    if len(b.args) != 1 or b.args[0].role is not A.Role.GOAL:
        return None
    goal = _terms(b.args[0].value)
    if goal[:1] == (A.Word("target"),) and b.args[0].value.links[:1] == ("の",):
        # 「対象のキャラクター(1体)にセットする」: the character it is set on is named as a target
        # (4.2.13) — the same instruction, the host a proper target (checked as the card is
        # played, ``_co/play``)
        goal = goal[1:]
    if goal in ((A.Zone("vs_field"),), (A.Owner("you"), A.Zone("vs_field"))):
        # 「(あなたの)フィールドにセット」: a card set is its setter's (4.2.12 「何らかにセット
        # されている状態のカードは、セットしたプレイヤーがコントロール権を有しています」): the
        # field of the player playing it, said or not
        return "field", None, None
    if (
        len(goal) >= 2
        and isinstance(goal[-1], A.Count)
        and goal[-1].number is not None
        and goal[-1].number.value == 1
        and (goal[-1].unit, goal[-1].bound) == ("body", "exact")
    ):
        # 「キャラクター1体にセット」: the same instruction with its count printed (a card is set
        # on one card, 3.4.3)
        goal = goal[:-1]
    if _character_or_navigator(b.args[0].value):
        # 「キャラクター(1体)かナビゲーター(1体)にセット」: set on either kind (4.2.11 「キャラクター
        # やナビゲーターに対してカードをセットするときは」; the rules' own 〔剣を捨てて……〕 of 4.3.8):
        # the host named as the card is played decides which (a proper target, 4.2.13)
        return "either", None, None
    # the kinds of card a card is set on (4.2.11 「キャラクターやナビゲーターに対してカードをセット
    # するときは」, 4.2.13 「キャラクター及びナビゲーターなどにセットするカード」): the host's kind,
    # with whose it is and its gender as 「…にのみセットできる」 names them
    host = _host_described(list(goal))
    if host is not None:
        return host
    raise Unsupported("a set on something other than the field, a character or a navigator")


# the relative clauses that say whose a damage being dealt is (4.3.10: 「キャラクターに与えられた
# ダメージ」): 「Xが受ける」 (X the subject) and 「Xに与えられる」 (X the goal), as data
_DAMAGE_DEALT_TO: dict[tuple[str, A.Form], A.Role] = {
    ("receive", A.Form.FINAL): A.Role.SUBJECT,
    ("give", A.Form.PASSIVE): A.Role.GOAL,
}


_THAT_DAMAGE = A.NounPhrase((A.Ref("that"), A.Word("damage")), ("",))


def _damage_of(np: Any, reducing: bool) -> Any:
    """Whose damage a phrase 「…ダメージ」 names, as a noun phrase: 「Xが受けるダメージ」 /
    「Xに与えられるダメージ」 (a relative clause of ``_DAMAGE_DEALT_TO``), and — for 軽減 alone —
    「Xのダメージ」: 4.3.10 reduces only the damage being dealt (「すでに与えられているダメージは
    軽減できません」), so the damage of X a reduction names is the damage X is being dealt, the
    same as 「Xが受けるダメージ」 (while 「Xのダメージを0にする」 is the damage X holds,
    ``_damage_removed``). None for any other phrase."""
    obj, links = _terms(np), getattr(np, "links", ())
    if len(obj) < 2 or obj[-1] != A.Word("damage"):
        return None
    if reducing and obj == (A.Ref("that"), A.Word("damage")):
        # 「そのダメージ」: the damage the moment of the ability names (4.3.10.2)
        return _THAT_DAMAGE
    if (
        len(obj) == 3
        and isinstance(obj[0], A.Relative)
        and obj[1:] == (A.Ref("that"), A.Word("damage"))
    ):
        # 「セットされたキャラクターが受けるそのダメージ」: the damage the moment names (4.3.10.2),
        # the relative saying again whose it is — one card (a group would name several damages)
        whose = _damage_of(A.NounPhrase((obj[0], obj[2]), links[1:]), reducing)
        if whose is None:
            return None
        if _who(whose) not in CARD_REFS:
            raise Unsupported("that damage, received by other than one card")
        return _THAT_DAMAGE
    if len(obj) == 2 and isinstance(obj[0], A.Relative):
        clause = obj[0].clause
        role = _DAMAGE_DEALT_TO.get((clause.verb, clause.form))
        if role is None or clause.modal is not None:
            return None
        rel = {x.role: x.value for x in clause.args}
        if set(rel) != {role} or len(clause.args) != 1:
            raise Unsupported("damage received described otherwise than by whose it is")
        return rel[role]
    if reducing and len(links) == len(obj) - 1 and links[-1] == "の":
        if any(isinstance(t, A.Relative) for t in obj[:-1]):
            return None
        return A.NounPhrase(obj[:-1], links[:-1])
    return None


def _reduction(b: A.Action) -> ROp | None:
    """「対象のキャラクターが受けるダメージをN点軽減する」 / 「…が受けるダメージを0にする」 (4.3.10:
    the damage the character is being dealt, lessened before it is determined, 4.3.10.2 /
    4.3.10.3): the damage of a relative clause 「Xが受ける」 — X the character whose damage it
    is — reduced by N (``n``) or to 0 (``n`` None)."""
    if b.verb not in ("reduce", "do") or b.form is not A.Form.FINAL or b.modal is not None:
        return None
    a = {x.role: x.value for x in b.args}
    if A.Role.OBJECT not in a or sum(x.role is A.Role.OBJECT for x in b.args) != 1:
        return None
    nones = [x.value for x in b.args if x.role is A.Role.NONE]
    increase = (
        b.verb == "do"
        and len(nones) == 2
        and _terms(nones[1]) == (A.Word("increase"),)
        and {x.role for x in b.args} == {A.Role.OBJECT, A.Role.NONE}
    )
    # 「そのダメージをN点増加する」: an increase is made in the same window as a reduction
    # (4.3.10.2 「ダメージを軽減(増加)するカード」), so 「そのダメージ」 / 「Xのダメージ」 name the
    # damage being dealt for it as for 軽減
    got = _damage_of(a[A.Role.OBJECT], b.verb == "reduce" or increase)
    if got is None:
        return None
    whose = WHO["that_damage"] if got is _THAT_DAMAGE else _sel(got)
    if b.verb == "reduce":
        if set(a) != {A.Role.OBJECT, A.Role.NONE}:
            raise Unsupported("a reduction of this shape")
        n = _count(a[A.Role.NONE])
        if n is None:
            raise Unsupported("a reduction without an amount")
        return ROp("co:reduce", target=whose, n=n)
    if increase:
        # 「…が受けるダメージを1点増加する」 (4.3.10.2: an increase in the same window, a negative
        # reduction for 4.3.10.3)
        n = _count(nones[0])
        if n is None:
            raise Unsupported("an increase without an amount")
        return ROp("co:reduce", target=whose, n=-n)
    if (
        len(a) != len(b.args)
        or set(a) != {A.Role.OBJECT, A.Role.GOAL}
        or _count(a[A.Role.GOAL]) != 0
    ):
        return None
    return ROp("co:reduce", target=whose, n=None)


def _damage_removed(b: A.Action) -> ROp | None:
    """「対象のキャラクター(1体)のダメージを0にする」 / 「…のダメージをすべて取り除く」 / 「対象の
    キャラクター1体に与えられたダメージを1点取り除く」: the damage a character has taken (4.3.9: it
    accumulates) becomes 0 (3.7.1 / 4.3.11.2), or N points of it are taken away (none below 0) —
    the shared reading of damage taken away (``cardtext.damage``), done as printed. None for any
    other step (「…が受けるダメージ」 is a reduction, ``_reduction``); damage of something other
    than the cards ``_sel`` names refused there."""
    got = _damage.damage_removed(b)
    if got is None:
        return None
    _as_printed(b, "damage taken away")
    return ROp("co:clear_damage", target=_sel(got.whose), n=got.amount)


# the words a card's counters are printed with (1-5 「カウンター」: a count a card keeps), as data
COUNTER_WORDS: tuple[str, ...] = ("カウンター",)


def _is_counter(t: Any) -> bool:
    """Plain 「カウンター」, or a named kind 「「湯気カウンター」」 (``_counter_kind``)."""
    return (isinstance(t, A.Unknown) and t.text in COUNTER_WORDS) or _counter_kind(t) is not None


def _counter_kind(t: Any) -> str | None:
    """A named kind of counters, 「「湯気カウンター」」: a quoted name ending in a counter word,
    longer than the word (1-5: a count a card keeps; a text naming a kind counts that kind
    apart from the others). 「「カウンター」」 quoted alone names no kind: None."""
    if isinstance(t, A.Name) and any(
        t.text.endswith(w) and len(t.text) > len(w) for w in COUNTER_WORDS
    ):
        return t.text
    return None


def _counters_kind(terms: Any) -> str | None:
    """The one kind the counter terms of a phrase name (None: plain); two kinds refused."""
    kinds = {_counter_kind(t) for t in terms if _is_counter(t)}
    if len(kinds) > 1:
        raise Unsupported("counters of two kinds in one step")
    return next(iter(kinds), None)


def _counter_amount(np: Any, what: str) -> int | None:
    """The number of counters a step names (「N個」 / 「Nつ」), None for 「すべて」 (all of them)."""
    terms = _terms(np)
    if len(terms) != 1 or not isinstance(terms[0], A.Count):
        raise Unsupported(f"{what}: a number of counters of this shape")
    (c,) = terms
    if c.bound == "all" and c.number is None:
        return None
    if (
        c.bound == "exact"
        and c.unit in ("piece", "item")
        and c.number is not None
        and c.number.value
    ):
        return int(c.number.value)
    raise Unsupported(f"{what}: a number of counters of this shape")


def _on_card(np: Any) -> Any:
    """「Xの上」 where counters are put or taken from: the card X (1-5: a card's counters are
    kept on it; 「Xに」 and 「Xの上に」 name one place). Any other phrase as it is."""
    terms, links = _terms(np), getattr(np, "links", ())
    if len(terms) >= 2 and terms[-1] == A.Position("top") and links[-1:] == ("の",):
        return A.NounPhrase(terms[:-1], links[:-1])
    return np


def _counters_of_np(np: Any) -> A.NounPhrase | None:
    """「Xのカウンター」, 「X(の上)に置かれている(置かれた)カウンター」: the card X whose counters are
    named; None when ``np`` names no counters, and 「カウンター」 alone (``_counters_holder`` reads
    where they are taken from)."""
    obj, links = _terms(np), getattr(np, "links", ())
    if not obj or not _is_counter(obj[-1]):
        return None
    if len(obj) == 1:
        return None
    if len(obj) == 2 and isinstance(obj[0], A.Relative) and links == ("",):
        # 「『X』に置かれているカウンター」: the counters put on X (1-5)
        rel = obj[0].clause
        if (
            rel.verb == "put"
            and rel.form in (A.Form.PASSIVE_PROG, A.Form.PASSIVE_PAST)
            and rel.modal is None
            and [a.role for a in rel.args] == [A.Role.GOAL]
        ):
            return _on_card(rel.args[0].value)
    if len(obj) < 2 or links[-1:] != ("の",) or any(isinstance(t, A.Relative) for t in obj):
        raise Unsupported("counters of a card named in this shape")
    return _on_card(A.NounPhrase(obj[:-1], links[:-1]))


def _counters_holder(a: dict[A.Role, Any]) -> A.NounPhrase | None:
    """The card whose counters a step takes away, in any of the shapes a text prints it:
    「Xのカウンターを」, 「Xに置かれているカウンターを」, 「Xから / Xの上からカウンターを」 (either
    order: 「カウンターをXから」). None when the step names no counters."""
    obj = a.get(A.Role.OBJECT)
    if obj is None or not _terms(obj) or not _is_counter(_terms(obj)[-1]):
        return None
    whose = _counters_of_np(obj)
    src = a.get(A.Role.SOURCE)
    if whose is not None and src is not None:
        raise Unsupported("counters of a card named twice")
    if whose is None:
        if src is None:
            raise Unsupported("counters taken away from no card named")
        whose = _on_card(src)
    return whose


def _counters_changed(b: A.Action) -> ROp | None:
    """Counters (1-5: a card's count kept by a counting tool) put on a card or taken from it:
    「(あなたは)X(の上)にカウンターを N 個置く」 (N more), 「Xのカウンター / Xに置かれているカウンター
    を N 個 / すべて取り除く」, 「X(の上)からカウンターを N 個取り除く」 (N fewer, none below 0;
    all). X is read as any card the text names (``_sel``). None for a step naming no
    counters."""
    if b.modal is not None or b.form is not A.Form.FINAL:
        return None
    if b.verb == "put":
        a = {x.role: x.value for x in b.args}
        obj = a.get(A.Role.OBJECT)
        if obj is None or not _terms(obj) or not all(_is_counter(t) for t in _terms(obj)):
            return None
        a = _args(b, {A.Role.GOAL, A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC}, "counters put")
        if A.Role.GOAL not in a or A.Role.NONE not in a:
            raise Unsupported("counters put with no card or no number")
        n = _counter_amount(a[A.Role.NONE], "counters put")
        if n is None:
            raise Unsupported("counters put: 「すべて」")
        kind = _counters_kind(_terms(obj))
        return ROp(
            "co:counters",
            target=_sel(_on_card(a[A.Role.GOAL])),
            n=n,
            detail=(("counter", kind),) if kind else (),
        )
    if b.verb == "take_away":
        a = {x.role: x.value for x in b.args}
        whose = _counters_holder(a)
        if whose is None:
            return None
        a = _args(
            b, {A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC, A.Role.SOURCE}, "counters taken away"
        )
        if A.Role.NONE not in a:
            raise Unsupported("counters taken away with no number")
        n = _counter_amount(a[A.Role.NONE], "counters taken away")
        # ``value`` "all": every counter on it (of the kind named)
        kind = _counters_kind(_terms(a[A.Role.OBJECT]))
        return ROp(
            "co:counters",
            target=_sel(whose),
            n=-(n or 0),
            name="all" if n is None else None,
            detail=(("counter", kind),) if kind else (),
        )
    return None


def _hp_amount(np: Any) -> int | None:
    """The object 「HP」 (0: its amount said apart, 「HPをN点…」) or 「N HP」 (N: the count written
    on the word, 「1HPを失う」), else None."""
    terms = _terms(np)
    if terms == (A.Word("hp"),):
        return 0
    if (
        len(terms) == 2
        and terms[1] == A.Word("hp")
        and isinstance(terms[0], A.Count)
        and terms[0].bound == "exact"
        and terms[0].unit in ("none", "point")
        and terms[0].number is not None
        and isinstance(terms[0].number.value, int)
        and terms[0].number.value > 0
    ):
        return int(terms[0].number.value)
    return None


def _cost_change(b: A.Action) -> ROp | None:
    """「(あなた / 相手)がプレイする(Xカード)のコストはN増加 / 減少する」 (「…のコストが…」, 「…のプレイに
    必要なコスト」, 「(あなた / 相手)がXカードをプレイするためのコスト」): while the card is in force
    (4.3.8), that player's plays (of that card type) cost N more or less — an additional cost,
    summed with the others before it is applied (4.3.2.2). None for any other step."""
    args = {a.role: a.value for a in b.args}
    costs = (A.Stat("cost"), A.Word("play_cost"), A.Word("play_cost", 1))
    if A.Role.SUBJECT in args and A.Role.TOPIC in args:
        # 「相手がプレイするキャラクターカードは、プレイするためのコストが1増加する」: the cards
        # played the topic, the cost of playing them the subject (the cost 4.3.2.1 prepares for
        # the play of those cards) — what 「相手がプレイするキャラクターカードのコストは1増加する」
        # says
        subj = _terms(args[A.Role.SUBJECT])
        if (
            subj
            and subj[-1] in costs
            and all(
                isinstance(t, A.Relative) and t.clause.verb == "play" and not t.clause.args
                for t in subj[:-1]
            )
        ):
            del args[A.Role.SUBJECT]
            topic_np = args[A.Role.TOPIC]
            args[A.Role.TOPIC] = A.NounPhrase(
                (*_terms(topic_np), A.Stat("cost")), (*getattr(topic_np, "links", ()), "の")
            )
            b = replace(b, args=tuple(x for x in b.args if x.role is not A.Role.SUBJECT))
    if A.Role.SUBJECT in args and A.Role.TOPIC not in args:
        args[A.Role.TOPIC] = args.pop(A.Role.SUBJECT)  # 「…のコストが1減少する」: as 「…は」
    if b.verb == "lessen" and A.Role.OBJECT in args and A.Role.TOPIC not in args:
        # 「…のコストを1少なくする」: the transitive wording of 「…のコストは1少なくなる」, the
        # cost its object
        args[A.Role.TOPIC] = args.pop(A.Role.OBJECT)
    if set(args) != {A.Role.TOPIC, A.Role.NONE} or len(args) != len(b.args):
        return None
    topic, how = _terms(args[A.Role.TOPIC]), _terms(args[A.Role.NONE])
    if not topic or topic[-1] not in costs or not how or not isinstance(how[0], A.Count):
        return None
    if b.verb in ("decrease_by", "decrease", "lessen") and len(how) == 1:
        sign = -1  # 「N減少する」 / 「N減る」 (the everyday verb, round 39) / 「N少なくする」
    elif b.verb == "do" and len(how) == 2 and how[1] == A.Word("increase"):
        sign = 1
    elif b.verb == "increase" and len(how) == 1:
        sign = 1  # 「N増える」
    else:
        return None
    _as_printed(b, "a cost change")
    n = how[0].number.value if how[0].number is not None else None
    rel, kinds = topic[0], list(topic[1:-1])
    if isinstance(rel, A.Relative) and _used(rel.clause) and n is not None:
        # 「(あなた / 相手のデュエルマスター)が使用する特殊能力のコストはN減少 / 増加する」: while
        # the card is in force (4.3.8), the abilities that player uses cost N less or more — an
        # additional cost of an ability, summed with the others before it is applied (4.3.3.2)
        if kinds != [A.CardKind("special_ability")] or topic[-1] != A.Stat("cost"):
            raise Unsupported("a cost change of uses of this kind")
        whose = _cost_payer(rel.clause)
        return ROp(
            "co:ability_cost",
            target=Sel(owner=whose, kinds=("player",))
            if whose != "all_players"
            else Sel(kinds=("player",), bound="all"),
            n=sign * int(n),
        )
    if not isinstance(rel, A.Relative) or rel.clause.verb != "play" or n is None:
        raise Unsupported("a cost change of this shape")
    played = [a.value for a in rel.clause.args if a.role is A.Role.OBJECT]
    if topic[-1] == A.Word("play_cost") and len(played) == 1 and not kinds:
        # 「あなたがXカードをプレイするためのコスト」 (4.3.2.1's words): the cards played are the
        # relative clause's object
        kinds = list(_terms(played[0]))
    elif topic[-1] == A.Word("play_cost") or played:
        raise Unsupported("a cost change of this shape")
    who = [a.value for a in rel.clause.args if a.role is A.Role.SUBJECT]
    owners = [t.who for t in _terms(who[0]) if isinstance(t, A.Owner)] if len(who) == 1 else []
    if len(who) == 1 and owners not in (["you"], ["opponent"]) and _who(who[0]) == "all_players":
        # 「すべてのデュエルマスターがプレイするカード」: every player's plays (the players are the
        # duel masters, 1.1), each one's cost changed alike (4.3.2.2)
        owners = ["all_players"]
    if len(rel.clause.args) != 1 + len(played) or owners not in (
        ["you"],
        ["opponent"],
        ["all_players"],
    ):
        raise Unsupported("a cost change of another player's plays")
    if kinds == [A.Named("アイテム", A.CardKind("card"))]:
        kinds = [A.CardKind("item")]  # 「アイテムカード」: a card type (3.4.3) the lexicon lacks
    if kinds and kinds[-1] == A.CardKind("card"):
        kinds = kinds[:-1]
    if kinds and kinds[0] == A.Count(None, "card", "all"):
        # 「すべての(Xカード)」: every card (of that type) the player plays — the same cards as
        # without the word (round 39)
        kinds = kinds[1:]
    if len(kinds) > 1 or not all(isinstance(k, A.CardKind) and k.id in _PLAY_KINDS for k in kinds):
        raise Unsupported("a cost change of cards of this kind")
    return ROp(
        "co:cost",
        target=Sel(owner=owners[0], kinds=("player",))
        if owners[0] != "all_players"
        else Sel(kinds=("player",), bound="all"),
        n=sign * int(n),
        name=_PLAY_KINDS[kinds[0].id] if kinds else None,  # type: ignore[union-attr]
    )


def _used(clause: A.Action) -> bool:
    """「<player>が使用する」 (the verbal noun 使用 with する, or 使う): a relative clause of the
    player who uses (an ability, 4.3.3)."""
    if clause.verb == "use":
        return True
    if clause.verb != "do":
        return False
    return any(
        a.role is A.Role.NONE and _terms(a.value) == (A.Unknown("使用"),) for a in clause.args
    )


def _cost_payer(clause: A.Action) -> str:
    """Whose acts a cost change of 「<player>が使用する / プレイする…」 reaches: 「あなた」 you,
    「相手(のデュエルマスター)」 the opponent (the players are the duel masters, 1.1), 「すべての
    デュエルマスター」 every player."""
    who = [a.value for a in clause.args if a.role is A.Role.SUBJECT]
    others = [a for a in clause.args if a.role not in (A.Role.SUBJECT, A.Role.NONE)]
    if len(who) != 1 or others:
        raise Unsupported("a cost change of another player's acts")
    owners = [t.who for t in _terms(who[0]) if isinstance(t, A.Owner)]
    if owners[-1:] == ["duel_master"] and len(owners) == 2:
        owners = owners[:1]
    if owners in (["you"], ["opponent"]):
        return owners[0]
    if _who(who[0]) == "all_players":
        return "all_players"
    raise Unsupported("a cost change of another player's acts")


# the players a 「…は山札からカードをN枚引く」 names as the one who draws
# who may draw: every player, the opponent, the card's player, the target player (「対象の
# デュエルマスター / プレイヤーは…引く」, 4.2.13)
_DRAWERS = ("all_players", "opponent_player", "you", "target_player")


def _quoted_name(np: Any) -> tuple[A.Ability, ...] | None:
    """「「コスト:効果」」 / 「「…したとき、…」の特殊能力」: an ability's text quoted with 「」 (a used or
    triggered ability: a cost's colon or a trigger's 「とき」 in it), parsed as co card text; None
    for anything else (a keyword 「飛行」 is ``_standing``'s)."""
    terms = _terms(np)
    if not terms or not isinstance(terms[0], A.Name):
        return None
    if len(terms) == 2 and (terms[1] != A.CardKind("special_ability") or np.links != ("の",)):
        return None
    if len(terms) > 2:
        return None
    text = terms[0].text
    if not any(m in text for m in (":", "：", "とき")):
        return None
    from grammar.parse import parse_card

    got = parse_card(text, "co")
    if got.diagnostics or got.card is None or not got.card.abilities:
        raise Unsupported("a quoted ability the grammar does not read")
    return tuple(got.card.abilities)


# the keywords a card can be given or have as an ability of its own (3.4.5.7: 飛行 / 潜水)
_HELD_KEYWORDS = ("flying", "diving")


def _standings(np: Any) -> tuple[str, ...] | None:
    """The keywords a noun phrase names as abilities (飛行 / 潜水, 3.4.5.7), whatever the
    wording: 「「飛行」」, 「「飛行」の特殊能力」, 「「飛行」や「潜水」(の特殊能力)」, 「「飛行」の能力」;
    None for anything else."""
    terms = _terms(np)
    links = tuple(getattr(np, "links", ()) or ())
    if (
        len(terms) >= 2
        and terms[-1] in (A.CardKind("special_ability"), A.Word("ability"))
        and links[-1:] == ("の",)
    ):
        terms, links = terms[:-1], links[:-1]
    if not terms or any(
        not isinstance(t, A.Standing) or t.keyword.id not in _HELD_KEYWORDS or t.keyword.params
        for t in terms
    ):
        return None
    if any(link not in ("や", "、", "") for link in links):
        return None
    return tuple(dict.fromkeys(str(t.keyword.id) for t in terms))


def _standing(np: Any) -> str | None:
    """「「飛行」の特殊能力」 / 「「飛行」」: the one keyword named (飛行 / 潜水, 3.4.5.7), else
    None (``_standings``)."""
    got = _standings(np)
    return got[0] if got is not None and len(got) == 1 else None


def _keywords_given(b: A.Action) -> tuple[A.Role, tuple[str, ...]] | None:
    """A step that gives keyword abilities (4.3.8 step 3), in any of its wordings: the role of
    the card(s) that gain them and the keywords — 「Xは「飛行」(の特殊能力)を得る / 持つ」 (X the
    topic, or the subject), 「Xに「飛行」を与える」 (X the goal), with several keywords joined by
    と (「「飛行」と「潜水」を得る」: the first the grammar's with-argument) or や; None for any
    other step."""
    if b.verb not in ("gain", "have", "give") or b.modal is not None:
        return None
    # the forms that state it (得る / 得、 / 得て; 「得てもよい」: done if its player wants, the
    # step reader's optional); 「持たない」 / 「持っていた」 say something else
    forms = (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE)
    if b.form not in forms and not (b.verb != "have" and b.form is A.Form.OPTIONAL):
        return None
    got = _conds.args_of(b)
    kws = _standings(got.get(A.Role.OBJECT))
    if kws is None:
        return None
    if A.Role.WITH in got:
        more = _standings(got[A.Role.WITH])
        if more is None:
            return None
        kws = tuple(dict.fromkeys((*more, *kws)))
    if b.verb == "give":
        who = A.Role.GOAL if A.Role.GOAL in got else None
    else:
        who = next((r for r in (A.Role.TOPIC, A.Role.SUBJECT) if r in got), None)
    return (who, kws) if who is not None else None


def _hp_decrease(b: A.Action) -> A.Action:
    """The wordings of one HP decrease as 「<player>のHPがN点減少する」 (``decrease_by`` with the HP
    its subject): the HP as the topic (「あなたのHPはN点減少する」), 「減る」 for 「減少する」
    (「あなたのHPが / はN点減る」), and the HP made less (「あなたのHPをN点減らす」, its doer the
    text's own player, said or not) — one meaning (that player's HP goes down by N); any other
    step as it is. The HP made lost (「<player>のHPをN点失わせる」 / 「<player>にHPをN点失わせる」,
    the causative of 4-2's 「HPを失う」, its causer the text's own player, said or not): that
    player loses N, the same decrease."""
    if b.verb == "lose" and b.form is A.Form.CAUSATIVE:
        return _hp_made_lost(b)
    if b.form is not A.Form.FINAL or b.modal is not None or b.more:
        return b
    if b.verb not in ("decrease_by", "decrease", "diminish"):
        return b
    roles = [x.role for x in b.args]
    if len(roles) != len(set(roles)):
        return b
    hp_role = A.Role.OBJECT if b.verb == "diminish" else A.Role.SUBJECT
    by = {x.role: x for x in b.args}
    hp = by.get(hp_role)
    if hp is None and b.verb != "diminish" and A.Role.TOPIC in by:
        hp = by[A.Role.TOPIC]
    if hp is None or _terms(hp.value)[-1:] != (A.Word("hp"),) or len(_terms(hp.value)) < 2:
        return b
    rest = [x for x in b.args if x is not hp]
    if b.verb == "diminish":
        doer = by.get(A.Role.TOPIC) or by.get(A.Role.SUBJECT)
        if doer is not None and _terms(doer.value) != (A.Owner("you"),):
            return b
        rest = [x for x in rest if x is not doer]
    if b.verb == "decrease_by" and hp.role is A.Role.SUBJECT:
        return b
    subject = replace(hp, role=A.Role.SUBJECT, pause=False)
    return replace(b, verb="decrease_by", args=(subject, *rest))


def _hp_made_lost(b: A.Action) -> A.Action:
    """「<player>のHPをN点失わせる」 / 「<player>にHPをN点失わせる」 (``_hp_decrease``) as
    「<player>のHPがN点減少する」; any other causative of 失う as it is."""
    if b.modal is not None or b.more:
        return b
    by = {x.role: x for x in b.args}
    if len(by) != len(b.args) or set(by) - {A.Role.TOPIC, A.Role.GOAL, A.Role.OBJECT, A.Role.NONE}:
        return b
    doer = by.get(A.Role.TOPIC)
    if doer is not None and _terms(doer.value) != (A.Owner("you"),):
        return b
    obj, goal = by.get(A.Role.OBJECT), by.get(A.Role.GOAL)
    if obj is None or A.Role.NONE not in by:
        return b
    if goal is None and _names_hp(obj.value):
        hp = obj.value
    elif goal is not None and _terms(obj.value) == (A.Word("hp"),):
        whose = goal.value
        hp = A.NounPhrase(terms=(*whose.terms, A.Word("hp")), links=(*whose.links, "の"))
    else:
        return b
    return replace(
        b,
        verb="decrease_by",
        form=A.Form.FINAL,
        args=(A.Arg(A.Role.SUBJECT, hp), by[A.Role.NONE]),
    )


def _names_hp(np: Any) -> bool:
    """「〜のHP」: a noun phrase naming a player's HP (whose it is: ``_hp_owner``)."""
    terms = _terms(np) if np is not None else ()
    return (
        len(terms) >= 2
        and isinstance(terms[-1], A.Word)
        and terms[-1].id == "hp"
        and np.links[-1] == "の"
    )


def _hp_owner(np: Any) -> str:
    """「（あなた / 相手のデュエルマスター / 対象のデュエルマスター）のHP」: whose HP (a player of
    ``WHO``); any other object of 回復する is refused."""
    terms = _terms(np)
    last = terms[-1] if terms else None
    if len(terms) < 2 or not isinstance(last, A.Word) or last.id != "hp" or np.links[-1] != "の":
        raise Unsupported("a heal of something other than a player's HP")
    who = _who(A.NounPhrase(terms=terms[:-1], links=np.links[:-1]))
    if who not in ("you", "opponent_player", "target_player"):
        raise Unsupported(f"a heal of the HP of {who}")
    return who


def _modes_op(o: ROp) -> Op:
    """「次の2つから1つを選ぶ。『A』『B』」 with its items: ``Op("modes", amount=N, value=((text,
    ops), …))`` — the effect chosen when the card is played or the ability used (4.3.2.2 /
    4.3.3.2 「効果を選ぶカードであれば効果を選び」), carried out as the text is (4.3.2.6). An item
    with a condition, a cost or a continuous effect, or one taking a target (chosen with it at the
    declaration, 4.2.13 — not read here), is refused."""
    if o.optional or o.bound != "exact" or not o.modes or not o.n or o.n != 1:
        raise Unsupported("a choice of effects of this shape")
    modes = []
    for text, p in o.modes:
        if p.cond is not None or p.cost or p.trigger is not None:
            raise Unsupported("a choice of effects whose item has a condition or a cost")
        ops, statics = _effect(_said_before(tuple(p.steps)))
        if statics or not ops:
            raise Unsupported("a choice of effects whose item has a continuous effect")
        if any(x.who.startswith("target_") or x.who == "that_char" for x in ops):
            raise Unsupported("a choice of effects whose item takes a target")
        modes.append((text.strip("『』「」 "), ops))
    return Op("modes", "you", amount=o.n, value=tuple(modes))


def _gained_control(b: A.Action) -> str | None:
    """「<card>のコントロール(権)を(ターン終了時まで)得る」 (4.2.12 コントロール権): the card whose
    control is gained, as a ``WHO`` key (a target character or navigator); None for any other
    sentence (its duration: ``_control_until``)."""
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(objs) != 1 or any(
        a.role not in (A.Role.OBJECT, A.Role.LIMIT, A.Role.TIME) for a in b.args
    ):
        return None
    np = objs[0].value
    terms, links = _terms(np), tuple(np.links)
    if terms[-1:] == (A.Unknown("権"),) and links[-1:] == ("",):
        terms, links = terms[:-1], links[:-1]  # 「コントロール権」: the word of 4.2.12
    if len(terms) < 2 or terms[-1] != A.Unknown("コントロール") or links[-1:] != ("の",):
        return None
    who = _who(A.NounPhrase(terms=terms[:-1], links=links[:-1]))
    return who if who in ("target_char", "target_nav") else None


def _control_until(b: A.Action) -> str | None:
    """How long a control gained lasts: 「ターン終了時まで」 (printed before, a duration of this
    turn, or after, a limit: 3.7.2), else for good (None); any other duration refused."""
    time = [a.value for a in b.args if a.role is A.Role.TIME]
    if time:
        if len(time) == 1 and isinstance(time[0], A.Duration) and time[0].id == "this_turn":
            return "turn"
        raise Unsupported("a gain of control for a time of this shape")
    until = _until(b)
    if until not in (None, "turn"):
        raise Unsupported("a gain of control for a time of this shape")
    return until


def _hand_limit_by(b: A.Action) -> ROp:
    """「…の手札の上限はN枚増える / 減る / 増加する / 減少する」: ``co:hand_limit_by`` with N, signed."""
    _as_printed(b, "a hand limit change")
    topic = [x.value for x in b.args if x.role is A.Role.TOPIC]
    rest = [x.value for x in b.args if x.role is not A.Role.TOPIC]
    if any(x.role not in (A.Role.TOPIC, A.Role.NONE) for x in b.args) or len(topic) != 1:
        raise Unsupported("a hand limit change of this shape")
    words = [t for np in rest for t in _terms(np) if not isinstance(t, A.Count)]
    counts = [t for np in rest for t in _terms(np) if isinstance(t, A.Count)]
    if b.verb == "do" and words == [A.Word("increase")]:
        sign = 1
    elif b.verb == "increase" and not words:
        sign = 1
    elif b.verb in ("decrease", "decrease_by") and not words:
        sign = -1
    else:
        raise Unsupported("a hand limit change of this shape")
    if (
        len(counts) != 1
        or counts[0].bound != "exact"
        or counts[0].unit not in ("card", "none")
        or counts[0].number is None
        or not isinstance(counts[0].number.value, int)
    ):
        raise Unsupported("a hand limit change without a number")
    who = _hand_limit_of(topic[0])
    return ROp("co:hand_limit_by", target=WHO[who], n=sign * counts[0].number.value)  # type: ignore[index]


# whose hand limit a phrase names: the player of the card's controller, the opponent, or each
# player (「お互いの」 / 「各プレイヤーの」 / 「すべてのプレイヤーの」) — ``WHO`` keys
_HAND_LIMIT_OWNERS = {"you": "you", "opponent": "opponent_player", "all_players": "all_players"}


def _hand_limit_of(np: Any) -> str | None:
    """「あなたの / 相手の / お互いの / すべてのプレイヤーの手札の上限」: whose hand limit (a ``WHO``
    key: you, opponent_player, all_players); None for any other phrase."""
    terms = _terms(np)
    if len(terms) > 1 and terms[-1] == A.Word("number_of_cards"):
        # 「手札の上限枚数」: the same limit, its count named
        terms = terms[:-1]
    if (
        len(terms) == 4
        and isinstance(terms[0], A.Count)
        and terms[0].bound == "all"
        and terms[0].number is None
        and terms[1] == A.Owner("player")
    ):
        terms = (A.Owner("all_players"), *terms[2:])  # すべてのプレイヤーの: each player's
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Owner)
        and terms[0].who in _HAND_LIMIT_OWNERS
        and terms[1:] == (A.Zone("hand"), A.Word("limit"))
    ):
        return _HAND_LIMIT_OWNERS[terms[0].who]
    return None


# 「対象のスペル1枚」: the card types a played card may be named by (4-2-8's 分類)
# the card types a negated play names (「対象のXカード(のプレイ)をうち消す」, 4.2.14: any card
# played may be negated — its type as the target's filter)
_NEGATED_KINDS = {
    "spell": "spell",
    "event": "event",
    "co_character": "character",
    "item": "item",
    "navigator": "navigator",
}


def _negated_kind(np: Any) -> str | None:
    """「対象のスペル(カード)(1枚)」 as the object of うち消す: the target is a card of that type
    whose play was declared (4.2.14: 「プレイされたカードがうち消されたとき」) — its type, or None."""
    terms = _terms(np)
    if len(terms) < 2 or not (isinstance(terms[0], A.Word) and terms[0].id == "target"):
        return None
    named = _vocab().named_kinds
    # 「アイテムカード」: the card type item, which the grammar reads as a name before 「カード」
    # (the vocabulary's ``named_kinds``, 3.4.3)
    rest = [
        A.CardKind(named[(t.text, t.head.id)])
        if isinstance(t, A.Named)
        and isinstance(t.head, A.CardKind)
        and (t.text, t.head.id) in named
        else t
        for t in terms[1:]
    ]
    links = list(np.links[1:]) if isinstance(np, A.NounPhrase) else []
    if rest and isinstance(rest[-1], A.Count):
        c = rest.pop()
        if c.bound != "exact" or c.number is None or c.number.value != 1:
            return None
    # 「対象のイベントカードかスペルカード1枚」: one of several types (か: one of them)
    groups: list[list[Any]] = [[]]
    for i, t in enumerate(rest):
        groups[-1].append(t)
        if i + 1 < len(rest) and i < len(links) and links[i] == "か":
            groups.append([])
    if groups == [[A.CardKind("card")]]:
        return "card"  # 「対象のカード(のプレイ)」: a card of any type whose play was declared
    kinds: list[str] = []
    for g in groups:
        if len(g) == 2 and g[1] == A.CardKind("card"):
            g = g[:1]
        if len(g) != 1 or not isinstance(g[0], A.CardKind) or g[0].id not in _NEGATED_KINDS:
            return None
        kinds.append(_NEGATED_KINDS[g[0].id])
    # several: ``|``-joined, each a type the target may be of (``basic.valid_target``)
    return "|".join(dict.fromkeys(kinds)) or None


def _kind_names_split(terms: tuple[Any, ...]) -> tuple[Any, ...]:
    """``terms`` with 「アイテムカード」 — the card type the grammar reads as a name before
    「カード」 (the vocabulary's ``named_kinds``) — written as the type and 「カード」, as
    「スペルカード」 reads: one reading of a played card's type for every phrase naming it."""
    named = _vocab().named_kinds
    out: list[Any] = []
    for t in terms:
        if (
            isinstance(t, A.Named)
            and isinstance(t.head, A.CardKind)
            and (t.text, t.head.id) in named
            and named[(t.text, t.head.id)] in _NEGATED_KINDS
        ):
            out += [A.CardKind(named[(t.text, t.head.id)]), t.head]
        else:
            out.append(t)
    return tuple(out)


def _answered_play(np: Any) -> str | None:
    """「そのスペルカード(のプレイ)」 / 「そのカード(のプレイ)」 as the object of うち消す: the card of
    the play the ability's moment names — its type (``"card"``: any), or None for another phrase."""
    terms, links = _terms(np), tuple(getattr(np, "links", ()))
    if terms[-1:] == (A.Word("play"),) and links[len(terms) - 2 : len(terms) - 1] == ("の",):
        terms = terms[:-1]
    terms = _kind_names_split(terms)  # 「そのアイテムカード」: as 「そのスペルカード」
    if not terms or terms[0] != A.Ref("that") or terms[-1] != A.CardKind("card"):
        return None
    if len(terms) == 2:
        return "card"
    if len(terms) == 3 and isinstance(terms[1], A.CardKind) and terms[1].id in _NEGATED_KINDS:
        return _NEGATED_KINDS[terms[1].id]
    return None


def _negated_play(np: Any) -> str | None:
    """「対象のプレイされた(スペル / イベント)カード」 (対象の as the relative's の-subject, or
    before it): the target, a card whose play was declared — ``"card"`` for any card, else the
    type named (4.2.14); None for another phrase. 「…カード1枚」: the one target the count
    says (4.2.13), as without it."""
    terms = _terms(np)
    if terms and _nouns.exact_number(terms[-1], "card") == 1:
        terms = terms[:-1]
    lead = len(terms) == 3 and isinstance(terms[0], A.Word) and terms[0].id == "target"
    terms = terms[1:] if lead else terms
    terms = _kind_names_split(terms)  # 「…アイテムカード」: as 「…スペルカード」
    if (
        len(terms) == 3
        and isinstance(terms[1], A.CardKind)
        and terms[1].id in _NEGATED_KINDS
        and terms[2] == A.CardKind("card")
    ):
        kind: str | None = _NEGATED_KINDS[terms[1].id]
        terms = (terms[0], terms[2])
    else:
        kind = "card"
    if len(terms) != 2 or not isinstance(terms[0], A.Relative):
        return None
    rel = terms[0].clause
    if rel.verb != "play" or rel.form is not A.Form.PASSIVE_PAST or rel.amount is not None:
        return None
    subj = [x for x in rel.args if x.role is A.Role.SUBJECT_NO and _words(x.value) == {"target"}]
    if len(subj) != len(rel.args) or len(subj) + lead != 1:
        return None
    return kind if isinstance(terms[1], A.CardKind) and terms[1].id == "card" else None


def _who_or_none(np: Any) -> str | None:
    try:
        return _who(np)
    except Unsupported:
        return None


def _deck_count(a: dict[A.Role, Any]) -> int | None:
    """How many deck cards a crash names: 「N枚を」 (the object) or 「カードをN枚」 (the object
    カード and the count beside it); None when neither, or when the object is anything else."""
    if A.Role.NONE in a:
        if _terms(a.get(A.Role.OBJECT)) != (A.CardKind("card"),):
            return None
        return _count(a[A.Role.NONE])
    return _count(a.get(A.Role.OBJECT))


def _deck_top(np: Any) -> str | None:
    """「(相手の / あなたの)山札の上から」: whose deck's top (a ``WHO`` key), or None."""
    terms = _terms(np)
    zones = [t.id for t in terms if isinstance(t, A.Zone)]
    tops = [t.id for t in terms if isinstance(t, A.Position)]
    owners = [t.who for t in terms if isinstance(t, A.Owner)]
    if zones != ["deck"] or tops != ["top"] or len(terms) != 1 + len(tops) + len(owners):
        return None
    if owners == ["opponent"]:
        return "opponent_player"
    if owners in (["you"], []):
        return "you"
    return None


# the forms of a step done as printed: 「…する。」, 「…し、」, 「…して」
_DONE_FORMS = ("final", "continuative", "te")


def _as_printed(b: A.Action, what: str) -> None:
    """A step of CO's own constructions is done as printed: 「…しない」 / 「…してもよい」 are
    refused (before, the form was not read and either ran as the plain step)."""
    if b.form.value not in _DONE_FORMS:
        raise Unsupported(f"{what} in the form {b.form.value}")


def _obj(b: A.Action) -> Any:
    return next((a.value for a in b.args if a.role is A.Role.OBJECT), None)


def _plain(st: A.Step) -> A.Action:
    """A step that is only its action (a construction spanning steps reads no connector,
    condition or cost between them)."""
    if st.lead is not None or st.condition is not None or st.cost is not None or st.bang:
        raise Unsupported("a connector, condition or cost inside a construction of several steps")
    if not isinstance(st.body, A.Action):
        raise Unsupported("a sentence the grammar could not type")
    return st.body


def _dustbox_to_hand(choose: A.Action, add: A.Action) -> tuple[int, str, bool] | None:
    """「あなたは(あなたの)ダストボックスから(キャラクター / スペル / イベント)カードをN枚選び、」 then
    「手札に加える / 戻す(てもよい)」: N, the card type and whether it is optional; None for
    any other pair of steps."""
    if choose.form is not A.Form.CONTINUATIVE or choose.modal is not None:
        return None
    roles = {A.Role.TOPIC, A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE}
    a = roles_exactly(choose, *roles)
    if a is None:
        return None
    if _terms(a[A.Role.TOPIC]) != (A.Owner("you"),) or _terms(a[A.Role.SOURCE]) not in (
        (A.Zone("dust_box"),),
        (A.Owner("you"), A.Zone("dust_box")),
    ):
        return None
    kinds = {
        (A.CardKind("card"),): "card",
        (A.CardKind("co_character"), A.CardKind("card")): "character",
        (A.CardKind("spell"), A.CardKind("card")): "spell",
        (A.CardKind("event"), A.CardKind("card")): "event",
    }
    kind = kinds.get(_terms(a[A.Role.OBJECT]))
    count = _terms(a[A.Role.NONE])
    if (
        kind is None
        or len(count) != 1
        or not isinstance(count[0], A.Count)
        or count[0].bound != "exact"
        or count[0].number is None
        or not isinstance(count[0].number.value, int)
    ):
        return None
    if add.modal is not None or add.form not in (A.Form.FINAL, *_MAY):
        return None
    if [x.role for x in add.args] != [A.Role.GOAL] or _terms(add.args[0].value) != (
        A.Zone("hand"),
    ):
        return None
    return count[0].number.value, kind, add.form in _MAY


def _hand_to_deck_top(choose: A.Action, put: A.Action) -> int | None:
    """「あなたは手札からカードをN枚選び、」 then 「山札の一番上に置く」: N, or None for any other
    pair of steps."""
    if choose.form is not A.Form.CONTINUATIVE or choose.modal is not None:
        return None
    a = roles_exactly(choose, A.Role.TOPIC, A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE)
    if a is None:
        return None
    if _terms(a[A.Role.TOPIC]) != (A.Owner("you"),) or _terms(a[A.Role.SOURCE]) != (
        A.Zone("hand"),
    ):
        return None
    if _terms(a[A.Role.OBJECT]) != (A.CardKind("card"),):
        return None
    count = _terms(a[A.Role.NONE])
    if (
        len(count) != 1
        or not isinstance(count[0], A.Count)
        or count[0].bound != "exact"
        or count[0].number is None
    ):
        return None
    if put.modal is not None or [x.role for x in put.args] != [A.Role.GOAL]:
        return None
    goal = _terms(put.args[0].value)
    if (
        len(goal) != 2
        or goal[0] != A.Zone("deck")
        or not isinstance(goal[1], A.Position)
        or goal[1].id not in ("very_top", "top")
    ):
        return None
    return int(count[0].number.value)


# the kinds a card may be named by in a choice of cards of a zone (「…カード」: 2.x card types;
# アイテム and a gendered 「女性キャラクター」 the lexicon does not hold, read as printed)
_CHOSEN_KINDS: dict[tuple[Any, ...], tuple[str, str | None]] = {
    (A.CardKind("card"),): ("card", None),
    (A.CardKind("co_character"), A.CardKind("card")): ("character", None),
    (A.CardKind("spell"), A.CardKind("card")): ("spell", None),
    (A.CardKind("event"), A.CardKind("card")): ("event", None),
    (A.Named("アイテム", A.CardKind("card")),): ("item", None),
    **{(A.Named(f"{g}キャラクター", A.CardKind("card")),): ("character", g) for g in GENDERS},
}
# a card type (4.2.8) or a gender quoted as the rules document quotes them (「「その他」キャラクター」):
# 「「アイテム」カード」, 「「女性」キャラクターカード」 — the terms of the same words unquoted, as data
_QUOTED_KINDS: dict[tuple[Any, ...], tuple[Any, ...]] = {
    (A.Name("アイテム"), A.CardKind("card")): (A.Named("アイテム", A.CardKind("card")),),
    (A.Name("スペル"), A.CardKind("card")): (A.CardKind("spell"), A.CardKind("card")),
    (A.Name("イベント"), A.CardKind("card")): (A.CardKind("event"), A.CardKind("card")),
    (A.Name("キャラクター"), A.CardKind("card")): (A.CardKind("co_character"), A.CardKind("card")),
    **{
        (A.Name(g), A.CardKind("co_character"), A.CardKind("card")): (
            A.Named(f"{g}キャラクター", A.CardKind("card")),
        )
        for g in GENDERS
    },
}


def _unquoted_kind(terms: tuple[Any, ...]) -> tuple[Any, ...]:
    """A phrase's terms with a quoted card type or gender (``_QUOTED_KINDS``) read as unquoted;
    any other phrase as it is."""
    for quoted, plain in _QUOTED_KINDS.items():
        if terms[: len(quoted)] == quoted:
            return (*plain, *terms[len(quoted) :])
    return terms


# where chosen cards go: (verb, goal terms) -> (zone, position)
_CHOSEN_GOALS: dict[tuple[str, tuple[Any, ...]], tuple[str, str | None]] = {
    ("add", (A.Zone("hand"),)): ("hand", None),
    ("return", (A.Zone("hand"),)): ("hand", None),
    ("put", (A.Zone("hand"),)): ("hand", None),
    ("put", (A.Zone("dust_box"),)): ("dustbox", None),
    ("put", (A.Zone("deck"), A.Position("very_top"))): ("deck", "top"),
    ("put", (A.Zone("deck"), A.Position("top"))): ("deck", "top"),
    ("put", (A.Zone("deck"), A.Position("very_bottom"))): ("deck", "bottom"),
    ("put", (A.Zone("deck"), A.Position("bottom"))): ("deck", "bottom"),
}
# (the deck: 「山札から…を1枚探し / 選び、」 — the player looks through the own deck for them, the
# text over 4.2.2's 「内容…を確認することができません」, 4.2.9)
# the owner a place of the chosen cards may be printed with (4.2.12: cards go to their owner's
# zone; cards of the chooser's own zone are the chooser's): by the chooser
_OWN_PLACE: dict[str, tuple[tuple[Any, ...], ...]] = {
    who: ((A.Owner(who),), (A.Owner("self"),), (A.Owner("card_owner"),))
    for who in ("you", "opponent")
}
_CHOSEN_ZONES = {A.Zone("hand"): "hand", A.Zone("dust_box"): "dustbox", A.Zone("deck"): "deck"}


def _plain_terms(np: Any) -> tuple[Any, ...]:
    """A phrase's terms with their spelling variants set aside (一番上 / いちばん上)."""
    return tuple(replace(t, variant=0) if getattr(t, "variant", 0) else t for t in _terms(np))


def _owner_draws(b: A.Action, st: A.Step, r: Reading) -> list[ROp] | None:
    """「そのキャラクターのオーナーは山札からカードをN枚引く」: the owner of the character named
    before (a target, ``_that_target``) draws (4.2.12: the owner, whoever controls it); the
    rest of the step is read as the plain draw. None for any other topic."""
    topic = [x for x in b.args if x.role is A.Role.TOPIC]
    if len(topic) != 1:
        return None
    terms = tuple(
        replace(t, variant=0) if getattr(t, "variant", 0) else t for t in _terms(topic[0].value)
    )
    if _of_the_play(terms, topic[0].value.links):
        # 「そのスペルカード / うち消されたカードのコントローラー(オーナー)は…引く」: the player
        # who played the card a step before negated (4.2.12: who has its control — its play's
        # player, 4.3.2; 4.2.14)
        plain = replace(b, args=tuple(x for x in b.args if x.role is not A.Role.TOPIC))
        ops = _steps.step(replace(st, body=plain), r)
        if len(ops) != 1 or ops[0].verb != "draw" or ops[0].target not in (None, WHO["you"]):
            raise Unsupported("a step done by the player of a negated play other than a draw")
        return [
            replace(ops[0], target=WHO["target_play"], detail=(*ops[0].detail, ("drawer", "play")))
        ]
    item = terms == (A.Ref("that"), A.Unknown("アイテム"), A.Owner("card_owner")) and topic[
        0
    ].value.links == ("", "の")
    # 「そのキャラクターのコントローラーは…引く」: the player who controls it (4.2.12) — read as the
    # text resolves, before its steps move it (a card off the field is controlled by no one)
    ctl = terms == (A.Ref("that_character"), A.Owner("card_controller")) and topic[
        0
    ].value.links == ("の",)
    if (
        not item
        and not ctl
        and (
            terms != (A.Ref("that_character"), A.Owner("card_owner"))
            or topic[0].value.links != ("の",)
        )
    ):
        return None
    plain = replace(b, args=tuple(x for x in b.args if x.role is not A.Role.TOPIC))
    ops = _steps.step(replace(st, body=plain), r)
    if len(ops) != 1 or ops[0].verb != "draw" or ops[0].target not in (None, WHO["you"]):
        raise Unsupported("a step done by a card's owner other than a draw")
    # 「そのアイテムのオーナー」: the owner of the target item of a step before (4.2.12, 4.2.13)
    drawer = ("drawer", "owner_item" if item else "controller" if ctl else "owner")
    return [replace(ops[0], target=WHO["that_char"], detail=(*ops[0].detail, drawer))]


def _of_the_play(terms: tuple[Any, ...], links: tuple[str, ...]) -> bool:
    """「そのスペルカードのコントローラー」 / 「そのカードのオーナー」 / 「うち消されたカードの
    コントローラー」: the player of the card a text negated (a card named by その, of a type a play
    is negated of, or 「うち消されたカード」), by its controller or its owner (4.2.12)."""
    if len(terms) < 2 or not isinstance(terms[-1], A.Owner) or links[-1:] != ("の",):
        return False
    if terms[-1].who not in ("card_owner", "card_controller"):
        return False
    head = terms[:-1]
    if head == (A.Ref("that_card"),):
        return True
    if head[:1] == (A.Ref("that"),) and head[1:] in (
        *((A.CardKind(k),) for k in _NEGATED_KINDS),
        *((A.CardKind(k), A.CardKind("card")) for k in _NEGATED_KINDS),
    ):
        return True
    return (
        len(head) == 2
        and isinstance(head[0], A.Relative)
        and head[0].clause == A.Action("negate", (), A.Form.PASSIVE_PAST)
        and head[1] == A.CardKind("card")
    )


# the steps whose player 「このカードのオーナー」 may be (``play.run_ops``'s ``target_pl``): HP
# recovered, lost, damage dealt to a player
_OWNER_STEPS = ("heal", "lose_hp", "damage")


def _owner_draw_named(ops: tuple[Op, ...]) -> None:
    """A draw by 「そのキャラクターのオーナー」 names the target of a step before it; else refused.
    「このカードのオーナー」 is read as the player of a step on HP alone (``_OWNER_STEPS``)."""
    if any(o.who == "this_owner" and o.kind not in _OWNER_STEPS for o in ops):
        raise Unsupported("「このカードのオーナー」 as the player of a step other than on HP")
    if any(
        o.kind == "draw"
        and o.value in ("owner", "controller")
        and o.who not in ("target_char", "target_item")
        for o in ops
    ):
        raise Unsupported("「そのキャラクターのオーナー」 with no target character before it")
    # the player of a negated play: a play the text negated before the draw (4.2.14)
    for i, o in enumerate(ops):
        if (
            o.kind == "draw"
            and o.value == "player_of_play"
            and not any(x.kind == "negate" for x in ops[:i])
        ):
            raise Unsupported("the player of a negated play with no play negated before it")


def _that_item_owner(ops: tuple[Op, ...]) -> tuple[Op, ...]:
    """「対象のアイテム…。そのアイテムのオーナーは…引く」: 「そのアイテム」 after a step on the target
    item is that target (4.2.13); with none before it the draw stays refused."""
    out = []
    for i, o in enumerate(ops):
        if o.kind == "draw" and o.who == "that_item":
            if not any(x.who == "target_item" for x in ops[:i]):
                raise Unsupported("「そのアイテムのオーナー」 with no target item before it")
            o = replace(o, who="target_item")
        out.append(o)
    return tuple(out)


def _chosen_move(choose: A.Action, move: A.Action) -> ROp | None:
    """「(あなた / 相手は)(自分の)手札 / ダストボックスから(…)カードをN枚(/ カードN枚を)選び(選んで)、」
    then 「手札に加える / 戻す」, 「ダストボックスに置く」, 「山札の一番上 / 一番下に置く」 (「…てもよい」): the
    chooser picks N cards of its own zone (of that type / gender, as printed), each put into its
    owner's zone (4.2.12; the dustbox's top, 4.2.3; as many as there are). None for any other
    pair of steps."""
    if choose.form not in (A.Form.CONTINUATIVE, A.Form.TE) or choose.modal is not None:
        return None
    a = {x.role: x.value for x in choose.args}
    if A.Role.SOURCE not in a and A.Role.OBJECT in a:
        # 「あなたのダストボックスにあるカード1枚を選び」: the zone said by 「…にある」 before the
        # cards, as 「ダストボックスからカードを1枚選び」 says it by 「から」
        where = _zone_relative(a[A.Role.OBJECT])
        if where is not None:
            a[A.Role.SOURCE], a[A.Role.OBJECT] = where
            choose = replace(
                choose,
                args=(*choose.args, A.Arg(A.Role.SOURCE, where[0])),
            )
    if len(a) != len(choose.args) or not {A.Role.SOURCE, A.Role.OBJECT} <= set(a) <= {
        A.Role.TOPIC,
        A.Role.SOURCE,
        A.Role.OBJECT,
        A.Role.NONE,
    }:
        return None
    topic = _plain_terms(a[A.Role.TOPIC]) if A.Role.TOPIC in a else (A.Owner("you"),)
    if topic not in ((A.Owner("you"),), (A.Owner("opponent"),)):
        return None
    who = topic[0].who
    src = _plain_terms(a[A.Role.SOURCE])
    if src[:1] in ((A.Owner(who),), (A.Owner("self"),)) and a[A.Role.SOURCE].links[:1] == ("の",):
        # 「あなたのダストボックスから」 by you, 「相手は自分の手札から」: the chooser's own
        src = src[1:]
    if len(src) != 1 or src[0] not in _CHOSEN_ZONES:
        return None
    obj = _unquoted_kind(_plain_terms(a[A.Role.OBJECT]))
    but_this = _but_this_card(obj)
    if but_this:
        # 「ダストボックスから『X』以外の(キャラクター)カードを1枚選び」 (X this card's name) /
        # 「他の…カード」: the cards of that kind but this card itself (4.2.10: the name printed is
        # this card, not another of the same name)
        obj = _unquoted_kind(obj[but_this:])
    counts = [t for t in obj if isinstance(t, A.Count)]
    named = tuple(t for t in obj if not isinstance(t, A.Count))
    # 「ダストボックスから『X』を1枚選び」: the cards of that name (4.2.6: a name as printed;
    # 4.2.10: this card's own name is this card alone, read by the runtime)
    card_name = named[0].text if len(named) == 1 and isinstance(named[0], A.CardName) else None
    kind = ("card", None) if card_name is not None else _CHOSEN_KINDS.get(named)
    if obj and isinstance(obj[-1], A.Count) and counts == [obj[-1]]:
        pass  # 「キャラクターカード1枚を」: the count printed in the phrase
    elif counts:
        return None
    if A.Role.NONE in a:
        counts += [t for t in _plain_terms(a[A.Role.NONE]) if isinstance(t, A.Count)]
        if len(_plain_terms(a[A.Role.NONE])) != 1:
            return None
    if (
        kind is None
        or len(counts) != 1
        or counts[0].unit not in ("card", None)
        or counts[0].bound != "exact"
        or counts[0].number is None
        or not isinstance(counts[0].number.value, int)
        or counts[0].number.value < 1
    ):
        return None
    if move.modal is not None or move.form not in (A.Form.FINAL, *_MAY):
        return None
    if [x.role for x in move.args] != [A.Role.GOAL]:
        return None
    place = _plain_terms(move.args[0].value)
    if place[:1] in _OWN_PLACE.get(who, ()) and move.args[0].value.links[:1] == ("の",):
        # 「あなたの / 自分の / オーナーの手札に戻す」: the chosen cards are of the chooser's own
        # zone, so their owner's zone is the chooser's (4.2.12) — the same place as unsaid
        place = place[1:]
    goal = _CHOSEN_GOALS.get((move.verb, place))
    if goal is None or goal[0] == _CHOSEN_ZONES[src[0]]:
        return None
    return ROp(
        "co:chosen_move",
        target=Sel(owner=who, zones=(_CHOSEN_ZONES[src[0]],), kinds=(kind[0],)),
        n=counts[0].number.value,
        dest=goal[0],
        optional=move.form in _MAY,
        performer=who,
        detail=(
            ("pos", goal[1]),
            ("gender", kind[1]),
            ("name", card_name),
            *((("but_this", True),) if but_this else ()),
        ),
    )


def _but_this_card(terms: tuple[Any, ...]) -> int:
    """How many leading terms of a card phrase say 「but this card」: 「『X』以外の…」 (X read as
    this card's name, 4.2.10; a name that is not is refused by the card check) or 「他の…」 —
    2 / 1, or 0 for a phrase that does not open so."""
    if len(terms) > 2 and isinstance(terms[0], A.CardName) and terms[1] == A.Ref("except"):
        return 2
    if len(terms) > 1 and terms[0] == A.Ref("other"):
        return 1
    return 0


# the verbs of a step that shows cards (「見せる」, 「公開する」), as data
_SHOW_VERBS = ("show", "reveal")


def _shown_to(b: Any) -> str | None:
    """「(相手 / 敵デュエルマスター / あなた)に見せて(から)」 / 「公開して / 公開し、」 with nothing
    else: to whom the cards of the step before are shown (``all``: 公開, to every player); None
    for any other step."""
    if not isinstance(b, A.Action) or b.verb not in _SHOW_VERBS or b.modal is not None:
        return None
    if b.form not in (A.Form.TE, A.Form.CONTINUATIVE):
        return None
    if not b.args:
        return "all"
    if len(b.args) != 1 or b.args[0].role is not A.Role.GOAL:
        return None
    who = _plain_terms(b.args[0].value)
    if len(who) == 1 and isinstance(who[0], A.Owner) and who[0].who in ("you", "opponent"):
        return who[0].who
    return None


def _zone_relative(np: Any) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「(あなたの)ダストボックスにある(…)カード(N枚)」: (the zone the relative clause names, the
    cards without it); None for a phrase that does not open with such a clause."""
    terms, links = _terms(np), getattr(np, "links", ())
    if len(terms) < 2 or not isinstance(terms[0], A.Relative) or links[:1] != ("",):
        return None
    rel = terms[0].clause
    if (
        rel.verb not in ("exist_thing", "exist")
        or rel.form is not A.Form.FINAL
        or rel.modal is not None
        or [x.role for x in rel.args] != [A.Role.GOAL]
    ):
        return None
    zone = rel.args[0].value
    if not any(isinstance(t, A.Zone) for t in _terms(zone)):
        return None
    return zone, A.NounPhrase(terms[1:], links[1:])


# what a phrase of the cards just looked at may name them by: 「そのうち」, 「その中の」, 「その中から」
_OF_LOOKED = ((A.Ref("that"), A.Word("one_of")), (A.Ref("that"), A.Word("during")))
# the card types a card looked at may be taken by (「その中のキャラクターカード1枚」)
_LOOKED_KINDS = {"co_character": "character", "spell": "spell", "event": "event"}


# the acts that put the cards a step chose onto the field (「…を1枚選び、フィールドに出す」)
_PUT_VERBS = frozenset({"put_out", "appear"})


def _chosen_put_joined(node: A.Ability) -> A.Ability:
    """「あなたは<zone>から<kind>カードを1枚選び、フィールドに出す」: the choice and the put said in two
    steps, read as the one 「<zone>から<kind>カードを1枚フィールドに出す」 (the cards chosen are what
    is put; 4.3.2.6). Any other text as it is."""
    if node.effect is None:
        return node
    sentences = list(node.effect.sentences)
    for i, sen in enumerate(sentences):
        if len(sen.steps) != 2:
            continue
        first, second = (st.body for st in sen.steps)
        if not (
            isinstance(first, A.Action)
            and isinstance(second, A.Action)
            and first.verb == "choose"
            and first.form is A.Form.CONTINUATIVE
            and second.verb in _PUT_VERBS
            and sen.steps[1].condition is None
            and sen.steps[1].lead is None
        ):
            continue
        roles = [a.role for a in first.args]
        if A.Role.OBJECT not in roles or A.Role.SOURCE not in roles:
            continue
        if set(roles) - {A.Role.TOPIC, A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE}:
            continue
        if {a.role for a in second.args} - {A.Role.GOAL}:
            continue
        merged = replace(second, args=(*first.args, *second.args))
        sentences[i] = replace(sen, steps=(replace(sen.steps[1], body=merged),))
        return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))
    return node


def _look_choice_joined(node: A.Ability) -> A.Ability:
    """「(あなたは、)その中から(<kind>)カードを1枚選び(選んで)手札に加え、…」 after a look: the choice
    of the cards looked at and the move of them said in two steps, read as the one 「その中の
    (<kind>)カード1枚を手札に加え」 ``_look_take`` reads (the cards chosen are what is moved; the
    player who looks chooses, 4.3.2.6). A choice by another player, or any other text, as it is."""
    if node.effect is None:
        return node
    sentences = list(node.effect.sentences)
    for i, sen in enumerate(sentences):
        steps = list(sen.steps)
        for j in range(len(steps) - 1):
            first, second = steps[j].body, steps[j + 1].body
            if not (
                isinstance(first, A.Action)
                and isinstance(second, A.Action)
                and first.verb == "choose"
                and first.form in (A.Form.CONTINUATIVE, A.Form.TE)
                and first.modal is None
                and not first.more
                and second.verb in ("add", "put", "return")
                and steps[j + 1].condition is None
                and steps[j + 1].lead is None
                and [x.role for x in second.args] == [A.Role.GOAL]
            ):
                continue
            a = {x.role: x.value for x in first.args}
            if len(a) != len(first.args) or not {A.Role.SOURCE, A.Role.OBJECT} <= set(a):
                continue
            if set(a) - {A.Role.TOPIC, A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE}:
                continue
            if A.Role.TOPIC in a and _plain_terms(a[A.Role.TOPIC]) != (A.Owner("you"),):
                continue
            if _plain_terms(a[A.Role.SOURCE]) not in _OF_LOOKED:
                continue
            terms = [*_plain_terms(a[A.Role.OBJECT]), *_plain_terms(a.get(A.Role.NONE))]
            if sum(isinstance(t, A.Count) for t in terms) != 1 or not isinstance(
                terms[-1], A.Count
            ):
                continue
            merged = (*_plain_terms(a[A.Role.SOURCE]), *terms)
            obj = A.NounPhrase(merged, ("",) * (len(merged) - 1))
            body = replace(second, args=(A.Arg(A.Role.OBJECT, obj), *second.args))
            steps[j : j + 2] = [replace(steps[j + 1], body=body, lead=steps[j].lead)]
            sentences[i] = replace(sen, steps=tuple(steps))
            return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))
    return node


def _look_sentences_joined(node: A.Ability) -> A.Ability:
    """「…山札の上から3枚を見る。そのうち1枚を手札に加える。残りを…山札の一番下に置く。」: the
    look, the cards taken of it and the rest put back said in two or three sentences, read as
    the one sentence ``_look_take`` reads. Any other text as it is."""
    if node.effect is None:
        return node
    sents = list(node.effect.sentences)

    def taken(st: A.Step) -> bool:
        b = st.body
        if not isinstance(b, A.Action) or b.verb not in ("add", "put", "return"):
            return False
        obj = next((x.value for x in b.args if x.role is A.Role.OBJECT), None)
        return _plain_terms(obj)[:2] in _OF_LOOKED

    def looks(st: A.Step) -> bool:
        return isinstance(st.body, A.Action) and st.body.verb == "look"

    for k in range(len(sents)):
        steps = list(sents[k].steps)
        at = next((j for j, st in enumerate(steps) if looks(st)), None)
        if at is None or len(steps) - at >= 3:
            continue
        upto = k + 1
        while len(steps) - at < 3 and upto < len(sents):
            steps += list(sents[upto].steps)
            upto += 1
        if upto == k + 1 or len(steps) - at < 3 or not taken(steps[at + 1]):
            continue
        sents[k:upto] = [replace(sents[k], steps=tuple(steps))]
        return replace(node, effect=replace(node.effect, sentences=tuple(sents)))
    return node


def _chosen_into_deck(choose: A.Action, after: list[A.Step]) -> list[ROp] | None:
    """「あなたのダストボックスにある(キャラクター)カードをN枚(まで)選び、(あなたの)山札に加えて
    シャッフルする」: the player chooses N (up to N: from none, 4.3.2.6 「〜まで」) cards of that
    type of its own dustbox, they go to its owner's deck (4.2.12; the player's own, its dustbox
    holding its cards), then the deck is shuffled (4.2.2) — ``co:recycle`` and ``co:shuffle``.
    None when the three steps are not of that shape (a choice of another kind is read elsewhere);
    a choice into the deck of another shape refused."""
    if choose.form is not A.Form.CONTINUATIVE or choose.modal is not None or len(after) < 2:
        return None
    add, shuffle = after[0], after[1]
    ab, sb = add.body, shuffle.body
    if not (
        isinstance(ab, A.Action)
        and ab.verb == "add"
        and ab.form is A.Form.TE
        and isinstance(sb, A.Action)
        and sb.verb == "shuffle"
    ):
        return None
    if (
        ab.modal is not None
        or sb.modal is not None
        or sb.form is not A.Form.FINAL
        or sb.args
        or any(x.lead is not None or x.condition is not None for x in (add, shuffle))
        or [(a.role, _plain_terms(a.value)) for a in ab.args]
        not in (
            [(A.Role.GOAL, (A.Zone("deck"),))],
            [(A.Role.GOAL, (A.Owner("you"), A.Zone("deck")))],
        )
    ):
        raise Unsupported("cards chosen into the deck of this shape")
    by = {a.role: a.value for a in choose.args}
    if len(by) != len(choose.args) or set(by) != {A.Role.OBJECT, A.Role.NONE}:
        raise Unsupported("cards chosen into the deck of this shape")
    count = _terms(by[A.Role.NONE])
    n = _nouns.exact_number(count[0]) if len(count) == 1 else None
    if n is None and len(count) == 1 and isinstance(count[0], A.Count) and count[0].number:
        n = count[0].number.value
    if (
        len(count) != 1
        or not isinstance(count[0], A.Count)
        or count[0].bound not in ("exact", "up_to")
        or not isinstance(n, int)
        or n < 1
    ):
        raise Unsupported("cards chosen into the deck, counted so")
    terms = _terms(by[A.Role.OBJECT])
    rel = terms[0].clause if terms and isinstance(terms[0], A.Relative) else None
    place = _terms(rel.args[0].value) if rel is not None and len(rel.args) == 1 else ()
    kind = _ZONE_TARGET_KINDS.get(tuple(terms[1:]))
    if (
        rel is None
        or not _in_a_zone(rel)
        or rel.modal is not None
        or rel.args[0].role is not A.Role.GOAL
        or place not in ((A.Owner("you"), A.Zone("dust_box")), (A.Zone("dust_box"),))
        or kind is None
    ):
        raise Unsupported("cards chosen into the deck, described so")
    return [
        ROp("co:recycle", n=n, bound=count[0].bound, name=kind),
        ROp("co:shuffle", target=WHO["you"]),
    ]


def _look_take(look: A.Action, after: list[A.Step]) -> list[ROp] | None:
    """「(あなたは)山札の上からN枚を見て、」 then 「そのうち / その中の(Xカード)M枚を手札に加え(てもよい)、」
    then 「残り(のカード)を(好きな順番で)山札の一番下 / 一番上に置く」 (in one sentence or in three):
    the cards taken of those looked at (of that type, M, as many as there are; optional with
    「…てもよい」) and where the rest go — a pile's order chosen by the player when 「好きな順番で」
    is printed (4.2.9 over 4.2.2); several put back with no order said are refused. None for
    any other steps."""
    if look.form not in (A.Form.TE, A.Form.CONTINUATIVE, A.Form.FINAL) or len(after) < 2:
        return None
    take, rest = after[0], after[1]
    if not isinstance(take.body, A.Action) or not isinstance(rest.body, A.Action):
        return None
    tb, rb = take.body, rest.body
    if tb.verb not in ("add", "put", "return") or tb.modal is not None:
        return None
    a = {x.role: x.value for x in tb.args}
    if len(a) != len(tb.args) or set(a) != {A.Role.OBJECT, A.Role.GOAL}:
        return None
    obj = _plain_terms(a[A.Role.OBJECT])
    if obj[:2] not in _OF_LOOKED or not isinstance(obj[-1], A.Count):
        return None
    named = [t for t in obj[2:-1] if t != A.CardKind("card")]
    if len(named) > 1 or (named and not isinstance(named[0], A.CardKind)):
        raise Unsupported("cards taken of those looked at, described so")
    kind = _LOOKED_KINDS.get(named[0].id) if named else "card"  # type: ignore[union-attr]
    if kind is None:
        raise Unsupported("cards taken of those looked at, of this kind")
    n = _nouns.exact_number(obj[-1])
    if _plain_terms(a[A.Role.GOAL]) != (A.Zone("hand"),) or not isinstance(n, int) or n < 1:
        raise Unsupported("cards taken of those looked at, put elsewhere than the hand")
    optional = tb.form in _MAY
    if not optional and tb.form not in (A.Form.TE, A.Form.CONTINUATIVE, A.Form.FINAL):
        return None
    if take.lead is not None or take.condition is not None or rest.condition is not None:
        raise Unsupported("a connector or condition inside a look and its cards taken")
    ra = {x.role: x.value for x in rb.args}
    if A.Role.TOPIC in ra and A.Role.OBJECT not in ra and len(ra) == len(rb.args):
        # 「残りのカードは(好きな順番で)山札の一番下に置く」: the cards put, as topic — what is put
        # (the same as 「残りのカードを…置く」)
        ra[A.Role.OBJECT] = ra.pop(A.Role.TOPIC)
    if rb.verb != "put" or rb.modal is not None or rb.form is not A.Form.FINAL:
        raise Unsupported("the cards looked at and not taken, left unsaid")
    if len(ra) != len(rb.args) or not {A.Role.OBJECT, A.Role.GOAL} <= set(ra) <= {
        A.Role.OBJECT,
        A.Role.GOAL,
        A.Role.MEANS,
    }:
        raise Unsupported("the cards looked at and not taken, put so")
    if _plain_terms(ra[A.Role.OBJECT])[:1] not in ((A.Ref("remainder"),), (A.Ref("rest_cards"),)):
        raise Unsupported("the cards looked at and not taken, named so")
    goal = _plain_terms(ra[A.Role.GOAL])
    pos = {
        (A.Zone("deck"), A.Position("very_bottom")): "bottom",
        (A.Zone("deck"), A.Position("bottom")): "bottom",
        (A.Zone("deck"), A.Position("very_top")): "top",
        (A.Zone("deck"), A.Position("top")): "top",
    }.get(goal)  # type: ignore[call-overload]
    if pos is None:
        raise Unsupported("the cards looked at and not taken, put elsewhere than the deck")
    chosen = A.Role.MEANS in ra
    if chosen and _words(ra[A.Role.MEANS]) != {"favourite", "order"}:
        raise Unsupported("the cards looked at and not taken, put in an order of this shape")
    if rest.lead not in (None, "then"):
        raise Unsupported("a connector before the cards looked at and not taken")
    return [
        ROp("co:look_take", n=n, name=kind, optional=optional),
        ROp(
            "co:look_rest", dest="deck", pos=pos, detail=(("order", "chosen" if chosen else None),)
        ),
    ]


# the predicates of a card a sentence may say one after the other of one topic: 「Xは、Aし、Bする」
_SHARED_TOPIC_VERBS = ("lose", "have", "gain", "receive")


def _topic_shared(sent: A.Sentence) -> list[A.Sentence] | None:
    """「Xは、(すべての特殊能力を失い / 「+1:+0」の修正を受け / …を得)、Yする」: each step after a
    continuative one with a topic, naming no topic or subject of its own, is said of the same X
    (and for the same time, a limit printed before the first: 「ターン終了時まで、Xは、…し、…する」)
    — one sentence a step, each with the topic; None when the sentence is not of that shape (a
    connector, condition or cost between the steps, a verb other than a predicate of a card)."""
    steps = list(sent.steps)
    if len(steps) < 2:
        return None
    first = steps[0].body
    if not isinstance(first, A.Action) or first.form not in (
        A.Form.CONTINUATIVE,
        A.Form.TE,
        *_NEGATIVE_ENDED,
    ):
        return None
    shared = [x for x in first.args if x.role is A.Role.TOPIC]
    limit = [x for x in first.args if x.role is A.Role.LIMIT]
    if len(shared) != 1 or not _said_of_topic(first):
        return None
    ended = _NEGATIVE_ENDED.get(first.form, first.form)
    out = [replace(sent, steps=(replace(steps[0], body=replace(first, form=ended)),))]
    for k, st in enumerate(steps[1:], 1):
        b = st.body
        if (
            not isinstance(b, A.Action)
            or not _said_of_topic(b)
            or st.lead is not None
            or st.condition is not None
            or st.cost is not None
            or any(x.role in (A.Role.TOPIC, A.Role.SUBJECT) for x in b.args)
            or (
                k < len(steps) - 1
                and b.form not in (A.Form.CONTINUATIVE, A.Form.TE, *_NEGATIVE_ENDED)
            )
            or b.modal is not None
        ):
            return None
        more = [] if any(x.role is A.Role.LIMIT for x in b.args) else limit
        body = replace(b, args=(*more, *shared, *b.args), form=_NEGATIVE_ENDED.get(b.form, b.form))
        out.append(replace(sent, steps=(replace(st, body=body),)))
    return out


# 「…せず、」 / 「…できず、」: a negative or a prohibition joined to the next step, said apart in
# its final form (「…しない。」 / 「…できない。」)
_NEGATIVE_ENDED = {
    A.Form.NEGATIVE_CONT: A.Form.NEGATIVE,
    A.Form.CANNOT_CONT: A.Form.CANNOT,
}


def _shika(b: A.Action) -> A.Action | None:
    """「…にしか使用 / プレイできない」 (only then, as 「…にのみ…できる」) and 「1ターンにN回 / N度しか
    使用できない」: the grammar reads 「しか」 as 「し」 (する) and 「か」 (or) — two relatives joined
    by ``or``; the sentence it stands for, in the shape ``_only_during`` / ``_per_turn`` read.
    None for any other step."""
    if b.verb != "or" or len(b.args) != 2 or any(a.role is not A.Role.NONE for a in b.args):
        return None
    first, second = (_terms(a.value) for a in b.args)
    if not (
        len(first) == 1
        and len(second) == 1
        and isinstance(first[0], A.Relative)
        and isinstance(second[0], A.Relative)
    ):
        return None
    r1, r2 = first[0].clause, second[0].clause
    if (
        r1.verb != "do"
        or r1.form is not A.Form.CONTINUATIVE
        or r2.form is not A.Form.CANNOT
        or r1.modal is not None
        or r2.modal is not None
    ):
        return None
    use = A.NounPhrase(terms=(A.Unknown("使用"),), links=())
    if r2.verb == "do" and [(a.role, _terms(a.value)) for a in r2.args] == [
        (A.Role.NONE, (A.Unknown("使用"),))
    ]:
        verb = "do"
    elif r2.verb == "play" and not r2.args:
        verb = "play"
    else:
        return None
    roles = [a.role for a in r1.args]
    if roles == [A.Role.TOPIC, A.Role.GOAL, A.Role.NONE] and verb == "do":
        # 「1ターンに1度しか」: 度 read as 回 (a count of times)
        n = _terms(r1.args[2].value)
        if not (
            len(n) == 2
            and isinstance(n[0], A.Count)
            and n[0].unit == "none"
            and n[1] == A.Unknown("度")
        ) and not (len(n) == 1 and isinstance(n[0], A.Count) and n[0].unit == "times"):
            return None
        times = A.NounPhrase(terms=(replace(n[0], unit="times", bound="exact"),), links=())
        return A.Action(
            "do",
            (r1.args[0], r1.args[1], A.Arg(A.Role.ONLY, times), A.Arg(A.Role.NONE, use)),
            A.Form.CANNOT,
        )
    if roles == [A.Role.TOPIC, A.Role.GOAL]:
        only = (A.Word("only_that"), A.Unknown("使用")) if verb == "do" else (A.Word("only_that"),)
        how = A.NounPhrase(terms=only, links=("",) if verb == "do" else ())
        return A.Action(verb, (*r1.args, A.Arg(A.Role.NONE, how)), A.Form.CAN)
    return None


def _is_target_np(np: Any) -> bool:
    terms = _terms(np)
    return bool(terms) and terms[0] == A.Word("target")


def _two_targets(b: A.Action) -> tuple[A.Action, A.Action] | None:
    """「対象のXと(、)対象のYは…の修正を受ける / を…する / に…を与える」: the grammar reads the
    first target as the step's WITH (「…と」) and the second as its topic, object or goal — the
    step once for each (the first, then the second; the shared ``joined_pair``); None for any
    other step."""
    return _steps.joined_pair(b, (A.Role.TOPIC, A.Role.OBJECT, A.Role.GOAL), _is_target_np)


def _counted_targets(b: A.Action) -> tuple[A.Action, A.Action] | None:
    """「対象のキャラクター2体に / を / は…」: two targets of one description (4.2.13), the step
    once for each — read as 「対象のキャラクター1体と対象のキャラクター1体」 (``_two_targets``),
    the second given apart (``target2``, another character than the first). A target's count
    other than one or two, or up to N (「2体まで」): refused. None for a step with no counted
    target."""
    hits = [
        (i, a)
        for i, a in enumerate(b.args)
        if a.role in (A.Role.TOPIC, A.Role.OBJECT, A.Role.GOAL) and _is_target_np(a.value)
    ]
    counted = [
        (i, a, k)
        for i, a in hits
        for k, t in enumerate(_terms(a.value))
        if isinstance(t, A.Count)
        and not (t.bound == "exact" and t.number is not None and t.number.value == 1)
    ]
    if not counted:
        return None
    if len(hits) != 1 or len(counted) != 1:
        raise Unsupported("a counted target beside another target")
    i, a, k = counted[0]
    c = _terms(a.value)[k]
    if c.bound not in ("exact", "up_to") or c.number is None or c.number.value != 2:
        # 「2体まで」: one or two targets (``_targets_up_to``; at least one is taken, 4.2.13)
        raise Unsupported("a number of targets other than one or two")
    np = a.value
    one = replace(c, number=replace(c.number, value=1), bound="exact")
    single = replace(np, terms=tuple(one if j == k else t for j, t in enumerate(np.terms)))
    step = replace(
        b, args=tuple(replace(x, value=single) if j == i else x for j, x in enumerate(b.args))
    )
    return step, step


def _as_second_target(o: ROp, up_to: bool = False, apart: bool = False) -> ROp:
    """A step of the second of two targets: its target is ``target2`` (``up_to``: of
    「対象のキャラクター2体まで」, a target that may be left unchosen, ``Op.upto``; ``apart``: of
    two targets written apart, 「対象のXと(、)対象のY」, ``Op.apart``)."""
    t = o.target
    if t is None or t.ref != "target":
        raise Unsupported("a step of two targets not about the targets")
    detail = (*o.detail, *((_UP_TO,) if up_to else ()), *((_APART,) if apart else ()))
    return replace(o, target=replace(t, ref="target2"), detail=detail)


def _targets_up_to(b: A.Action) -> bool:
    """Whether the step's counted target is 「…N体まで」 (``_counted_targets``)."""
    return any(
        isinstance(t, A.Count) and t.bound == "up_to"
        for a in b.args
        if a.role in (A.Role.TOPIC, A.Role.OBJECT, A.Role.GOAL) and _is_target_np(a.value)
        for t in _terms(a.value)
    )


def _said_of_topic(b: A.Action) -> bool:
    """A predicate a sentence may say of its topic one after the other with another: a card's
    (「…を失い」, 「…の修正を受け」, 「…を得」, 「…を持ち」) done, or any verb negated or prohibited
    (「…アンタップせず」, 「…アタックできない」) — each then read by its own reader."""
    negated = b.form in _NEGATIVE_ENDED or b.form in (A.Form.NEGATIVE, A.Form.CANNOT)
    return negated or (b.verb in _SHARED_TOPIC_VERBS and b.form.value in _DONE_FORMS)


# where 「うち消した / うち消されたカードは、…代わりに / …ではなく」 sends a negated card (4.2.14
# 「特に指定がない限りダストボックスの一番上」: the text's own place): its owner's (4.2.12) hand,
# or the top / bottom of its owner's deck
_NEGATED_PLACES = {
    (("Zone", "hand"),): ("hand", None),
    (("Zone", "deck"), ("Position", "very_top")): ("deck", "top"),
    (("Zone", "deck"), ("Position", "very_bottom")): ("deck", "bottom"),
}


def _roles_once(b: A.Action) -> dict[A.Role, Any] | None:
    """A step's arguments by role, None when a role is given twice (read by another
    construction, never refused here)."""
    got = {x.role: x.value for x in b.args}
    return got if len(got) == len(b.args) else None


def _negated_card_np(np: Any) -> bool:
    """「うち消したカード」 / 「うち消されたカード」: the card a step before negated."""
    terms = _terms(np)
    return (
        len(terms) == 2
        and isinstance(terms[0], A.Relative)
        and isinstance(terms[0].clause, A.Action)
        and terms[0].clause.verb == "negate"
        and not terms[0].clause.args
        and terms[0].clause.form in (A.Form.PAST, A.Form.PASSIVE_PAST)
        and terms[1] == A.CardKind("card")
    )


def _negated_place(np: Any) -> tuple[str, str | None] | None:
    """The place a goal names for a negated card (``_NEGATED_PLACES``): 「(その)オーナーの /
    持ち主の」 or no owner (4.2.12: a card moved goes to its owner's zone all the same)."""
    terms = [t for t in _terms(np) if not isinstance(t, A.Ref | A.Owner)]
    owners = [t.who for t in _terms(np) if isinstance(t, A.Owner)]
    refs = [t.id for t in _terms(np) if isinstance(t, A.Ref)]
    if any(w not in ("owner", "card_owner") for w in owners) or any(x != "that" for x in refs):
        return None
    key = tuple((type(t).__name__, t.id) for t in terms if isinstance(t, A.Zone | A.Position))
    if len(key) != len(terms):
        return None
    return _NEGATED_PLACES.get(key)


def _negated_to(sent: A.Sentence) -> ROp | None:
    """「うち消したカードは、ダストボックスに置く代わりに、(その)オーナーの山札の一番上に置く」 /
    「うち消されたカードは、ダストボックスではなく持ち主の手札に戻る」: the place of the card a
    step before negated, instead of the top of the dustbox (4.2.14 「特に指定がない限り」, 4.2.12)."""
    steps = sent.steps
    if not all(isinstance(st.body, A.Action) and st.condition is None for st in steps):
        return None
    first = steps[0].body
    a = _roles_once(first) or {}
    if A.Role.TOPIC not in a or not _negated_card_np(a[A.Role.TOPIC]):
        return None
    if first.form is not A.Form.FINAL or steps[0].lead is not None:
        return None
    if len(steps) == 1 and set(a) == {A.Role.TOPIC, A.Role.INSTEAD_OF, A.Role.GOAL}:
        # 「…は、ダストボックスではなく<place>に戻る / 置かれる」
        if first.verb not in ("go_back", "put", "return"):
            return None
        instead_of, goal = a[A.Role.INSTEAD_OF], a[A.Role.GOAL]
    elif (
        len(steps) == 2
        and set(a) == {A.Role.TOPIC, A.Role.GOAL}
        and first.verb == "put"
        and steps[1].lead == "instead"
        and isinstance(steps[1].body, A.Action)
        and steps[1].body.verb in ("put", "return", "go_back")
        and steps[1].body.form is A.Form.FINAL
        and set(_roles_once(steps[1].body) or {}) == {A.Role.GOAL}
    ):
        # 「…は、ダストボックスに置く代わりに、<place>に置く」
        instead_of, goal = a[A.Role.GOAL], (_roles_once(steps[1].body) or {})[A.Role.GOAL]
    else:
        return None
    if [type(t).__name__ + ":" + getattr(t, "id", "") for t in _terms(instead_of)] != [
        "Zone:dust_box"
    ]:
        return None
    place = _negated_place(goal)
    if place is None:
        return None
    return ROp("co:negated_to", dest=place[0], pos=place[1])


def _energy_only(sent: A.Sentence) -> ROp | None:
    """「このエネルギーは<X>カードのプレイにのみ使用できる」 after a gain of energy: that energy may
    pay for the play of a card of type X alone (the text over 4.3.1's energy, 4.2.9) — folded into
    the gain before it (``_effect``). None for any other sentence."""
    if len(sent.steps) != 1 or not isinstance(sent.steps[0].body, A.Action):
        return None
    st = sent.steps[0]
    b = st.body
    if b.verb != "do" or b.form is not A.Form.CAN or st.lead is not None or st.condition:
        return None
    a = _roles_once(b) or {}
    if set(a) != {A.Role.TOPIC, A.Role.GOAL, A.Role.NONE}:
        return None
    if _terms(a[A.Role.TOPIC]) != (A.Ref("this"), A.Word("energy")):
        return None
    if _terms(a[A.Role.NONE]) != (A.Word("only_that"), A.Unknown("使用")):
        return None
    goal = _terms(a[A.Role.GOAL])
    if (
        len(goal) != 2
        or goal[1] != A.Word("play")
        or getattr(a[A.Role.GOAL], "links", ()) != ("の",)
    ):
        return None
    if _is_item(goal[0]):
        kind = "item"
    elif isinstance(goal[0], A.CardKind) and goal[0].id in _DUSTBOX_KINDS and goal[0].id != "card":
        kind = _DUSTBOX_KINDS[goal[0].id]
    else:
        return None
    return ROp("co:energy_only", name=kind)


def _sentence_hook(sent: A.Sentence, r: Reading) -> list[ROp] | None:
    """The constructions of CO's continuous effects (4-3-8), which span steps, read by
    ``_sentence_ops``; a sentence none of them reads whose steps share one topic
    (``_topic_shared``) is read a step at a time, each with the topic."""
    try:
        return _sentence_ops(sent, r)
    except Unsupported:
        split = _topic_shared(sent)
        if split is None:
            raise
    out: list[ROp] = []
    for part in split:
        out += _sentence_ops(part, r) or []
    return out


def _sentence_ops(sent: A.Sentence, r: Reading) -> list[ROp] | None:
    """The constructions of CO's continuous effects (4-3-8), which span steps: a modifier
    「「+A:+B」の修正を受ける / を与える」 (with 「、以下の特殊能力を得る」 after it), the text of a
    card set on a character (「…は、それまで持っていた特殊能力をすべて失い、「0:5」の能力値を
    持つ「その他」キャラクターとなる」), 「…がいなくなったとき、『X』はクラッシュする」,
    「…にダメージを与えられ、クラッシュしなかったキャラクターは、ターン終了時にオーナーの手札に
    戻る」, 「…は、スペル、イベントの効果を受けない」; a sentence that is only a quoted ability
    (『…』 after 「以下の特殊能力を得る。」). The other steps are read one by one."""
    moved = _negated_to(sent) or _energy_only(sent)
    if moved is not None:
        return [moved]
    steps = list(sent.steps)
    out: list[ROp] = []
    i = 0
    while i < len(steps):
        st = steps[i]
        b = st.body
        if not isinstance(b, A.Action):
            raise Unsupported("a sentence the grammar could not type")
        nxt = steps[i + 1].body if i + 1 < len(steps) else None
        rest = steps[i + 1 :]
        if len(steps) == 1:
            b = _shika(b) or b
            st = replace(st, body=b)
        if _attack_participation(b) is not b:
            b = _attack_participation(b)
            st = replace(st, body=b)
        apart = _two_targets(b)
        pair = apart or _counted_targets(b)
        if pair is not None:
            # 「対象のXと(、)対象のYは / を / に…」: the step done to each of two targets, the second
            # given apart (``target_char2``)
            if len(steps) != 1:
                raise Unsupported("two targets in a sentence of several steps")
            one = _sentence_ops(replace(sent, steps=(replace(st, body=pair[0]),)), r) or []
            two = _sentence_ops(replace(sent, steps=(replace(st, body=pair[1]),)), r) or []
            upto = _targets_up_to(b)
            out += one + [_as_second_target(o, upto, apart is not None) for o in two]
            i += 1
            continue
        gated = _moment_led(b, steps) if i == 0 else None
        if gated is not None:
            # 「<moment>の直後にのみ、あなたは<Y>してもよい」: 4.3.5's own wording 「〜の直後にのみ
            # 〜してもよい」 — an ability used at that moment alone, its effect Y; the 「してもよい」
            # is the leave to use it (the player who uses it does Y), no choice within the effect
            out.append(ROp("co:only_after", name=gated[0], skill=None))
            steps[1] = replace(steps[1], body=gated[1])
            i += 1
            continue
        into = _chosen_into_deck(b, steps[i + 1 :]) if b.verb == "choose" else None
        if into is not None:
            # 「ダストボックスにある…をN枚まで選び、山札に加えてシャッフルする」
            if st.lead is not None or st.condition is not None:
                raise Unsupported("a connector or condition before cards chosen into the deck")
            out += into
            i += 3
            continue
        took = _look_take(b, steps[i + 1 :]) if b.verb == "look" else None
        if took is not None:
            # 「山札の上からN枚を見て、そのうちM枚を手札に加え、残りを(好きな順番で)山札の一番下に
            # 置く」: the look, the cards taken of those looked at, the rest put back (4.2.9 over
            # 4.2.2's order; 4.2.12 the owner's hand)
            look = _steps.step(replace(st, body=replace(b, form=A.Form.FINAL)), r)
            out += [*look, *took]
            i += 3
            continue
        if b.verb == "be" and len(steps) == 1:
            q = _quote_key(b)
            if q is not None:
                out.append(ROp("co:quoted", name=q))
                i += 1
                continue
        if b.verb in ("give", "receive") and _stat_pair(_obj(b)) is not None:
            roles = {
                A.Role.GOAL if b.verb == "give" else A.Role.TOPIC,
                A.Role.OBJECT,
                A.Role.LIMIT,
                A.Role.PER,
            }
            a = _args(b, roles, "a modifier")
            _as_printed(b, "a modifier")
            ap, dp, is_mod = _stat_pair(a[A.Role.OBJECT])  # type: ignore[misc]
            if not is_mod:
                raise Unsupported("values set by give / receive")
            unsaid = st.lead in ("additionally", "instead")
            ops = _around(st, r, _modifier(a, b, ap, dp, unsaid))
            if (
                b.form is A.Form.CONTINUATIVE
                and isinstance(nxt, A.Action)
                and nxt.verb == "gain"
                and "following_ability" in _words(_obj(nxt))
            ):
                _args(_plain(steps[i + 1]), {A.Role.OBJECT}, "a gain")
                out += ops + [ROp("co:gain", target=ops[0].target, skill="following")]
                i += 2
                continue
            kw = _standing(_obj(nxt)) if isinstance(nxt, A.Action) and nxt.verb == "gain" else None
            if b.form is A.Form.CONTINUATIVE and kw is not None:
                # 「…は、「+0:+1」の修正を受け、「潜水」の特殊能力を得る」: the same card(s) gain
                # the keyword (4.3.8 step 3) for as long as the modifier lasts (its limit, printed
                # before the first step, is the sentence's)
                _args(_plain(steps[i + 1]), {A.Role.OBJECT}, "a gain of an ability")
                _as_printed(nxt, "a gain of an ability")
                grant = ROp("co:grant", target=ops[0].target, name=kw, until=_until(b))
                out += ops + [grant]
                i += 2
                continue
            out += ops
            i += 1
            continue
        if b.verb == "choose":
            # 「あなたは手札を1枚選び、…」: the cards of the zone named as the object (shared
            # ``steps.zone_counted``), read as 「手札からカードを1枚選び」
            b = _steps.zone_counted(b, r.v.zones)
            st = replace(st, body=b)
        if b.verb == "crush" and _same_name_as_target(b):
            # 「対象のキャラクター1体と同じ名前のすべてのキャラクターをクラッシュする」: the target
            # (4.2.13) and every character whose name is written as its own (4.2.6: a name read
            # alike but written otherwise is another), as the step is done
            out += _around(st, r, ROp("crush", target=WHO["target_char"], name="same_name"))
            i += 1
            continue
        owner_draw = _owner_draws(b, st, r) if b.verb == "draw" else None
        if owner_draw is not None:
            out += owner_draw
            i += 1
            continue
        if b.verb == "choose" and isinstance(nxt, A.Action) and nxt.verb == "put":
            n = _hand_to_deck_top(b, _plain(steps[i + 1]))
            if n is not None:
                # 「あなたは手札からカードをN枚選び、山札の一番上に置く」: the player's own choice
                # of N hand cards, put on the top of their owner's deck (4.2.12)
                out += _around(st, r, ROp("co:hand_to_deck", target=WHO["you"], n=n))
                i += 2
                continue
        got = (
            _dustbox_to_hand(b, _plain(steps[i + 1]))
            if b.verb == "choose" and isinstance(nxt, A.Action) and nxt.verb in ("add", "return")
            else None
        )
        if got is not None:
            # 「あなたはダストボックスから(キャラクター)カードをN枚選び、手札に加える(てもよい)」:
            # the player's choice of N cards of its own dustbox (of that type), to the hand
            # (4.2.12) — as 「ダストボックスにある…N枚を手札に戻す」
            n, kind, optional = got
            pick = Sel(owner="you", zones=("dustbox",), kinds=(kind,))
            move = ROp("move", target=pick, dest="hand", n=n, bound="exact", optional=optional)
            out += _around(st, r, move)
            i += 2
            continue
        chosen = (
            # 「…を1枚探し、手札に加える」: to search a zone for cards is to choose them there
            _chosen_move(replace(b, verb="choose"), _plain(steps[i + 1]))
            if b.verb in ("choose", "search")
            and isinstance(nxt, A.Action)
            and nxt.verb in ("add", "return", "put")
            else None
        )
        if chosen is not None:
            out += _around(st, r, chosen)
            i += 2
            continue
        shown = _shown_to(nxt) if b.verb in ("choose", "search") and i + 2 < len(steps) else None
        then = _plain(steps[i + 2]) if shown is not None else None
        chosen = (
            _chosen_move(replace(b, verb="choose"), then)
            if then is not None and then.verb in ("add", "return", "put")
            else None
        )
        if chosen is not None:
            # 「…を1枚探し(選び)、相手に見せてから(公開して / 公開し、)手札に加える」: the chosen
            # cards shown to that player (whom 4.2.1 / 4.2.2 hide them from) on their way
            # (4.3.2.6, done in order as written), then the move
            _plain(steps[i + 1])
            out += _around(st, r, replace(chosen, detail=(*chosen.detail, ("shown", shown))))
            i += 3
            continue
        if b.verb == "choose" and isinstance(nxt, A.Action) and nxt.verb == "crush":
            crush = _plain(steps[i + 1])
            src = _conds.args_of(b).get(A.Role.SOURCE)
            if src is not None and [getattr(t, "id", None) for t in _terms(src)] == ["hand"]:
                # 「相手は手札からカードを1枚選び、クラッシュする」: the step 「相手は手札からカードを
                # 1枚クラッシュする」 said in two — that player chooses the hand cards, which crash
                # (4.2.4); the crash names no other cards
                if crush.args or crush.form is not A.Form.FINAL or crush.modal is not None:
                    raise Unsupported("a crash of chosen hand cards of this shape")
                merged = replace(crush, args=b.args)
                out += _steps.step(replace(st, body=merged), r)
                i += 2
                continue
            out += _around(st, r, _edict(b, crush))
            i += 2
            continue
        allowed = permission(b) if len(steps) == 1 else None
        if allowed is not None and allowed[0] == "use":
            # 「この特殊能力は割り込み / All Turnで使用してもよい」: read where it stands
            # (``compile_ability``: on an ability used, what the rules allow)
            out.append(ROp("co:use_permission", name=allowed[1]))
            i += 1
            continue
        if len(steps) == 1 and (limit := _use_limit(b)) is not None:
            out.append(ROp("co:per_turn", n=limit[0], name=limit[1], skill=limit[2]))
            i += 1
            continue
        if len(steps) == 1 and b.form is A.Form.CANNOT and (lifted := _topic_lifted(st)) is not st:
            # 「このカードは、Cでなければプレイできない」: the topic printed before the condition,
            # the grammar hanging it in the condition's clause, is the step's (what the
            # prohibition is said of)
            st = lifted
            b = st.body
        if (
            len(steps) == 1
            and b.verb == "play"
            and b.form is A.Form.CANNOT
            and b.modal is None
            and not b.more
            and st.lead is None
            and st.cost is None
            and len(b.args) == 1
            and b.args[0].role is A.Role.TOPIC
            and (
                _terms(b.args[0].value) == (A.Ref("this_card"),)
                or _this_card_of_type(_terms(b.args[0].value))
            )
        ):
            # 「<条件>場合、このカードはプレイできない」: the card may be played only while the
            # condition does not hold (4.3.5 read the other way, the text over 3.4.3 by 4.2.9);
            # the condition is the step's, else the line's (``compile_ability``)
            cond = None
            if st.condition is not None:
                cond = _conds.condition(st.condition, _vocab())
                if not _readable(cond):
                    raise Unsupported(f"the condition {cond.what} of 「…場合、プレイできない」")
            out.append(ROp("co:never_play", cond=cond))
            i += 1
            continue
        if (
            len(steps) == 1
            and b.verb == "do"
            and b.form is A.Form.CANNOT
            and b.modal is None
            and not b.more
            and st.condition is not None
            and st.lead is None
            and st.cost is None
            and [(a.role, _terms(a.value)) for a in b.args]
            == [
                (A.Role.TOPIC, (A.Ref("this"), A.CardKind("special_ability"))),
                (A.Role.NONE, (A.Unknown("使用"),)),
            ]
        ):
            # 「<条件>なら、この特殊能力は使用できない」: the ability may be used only while the
            # condition does not hold — 4.3.5's 「…場合にのみ使用できる」 read the other way (as
            # 「…場合、このカードはプレイできない」 is for a card played)
            cond = _conds.condition(st.condition, _vocab())
            if not _readable(cond):
                raise Unsupported(f"the condition {cond.what} of 「…場合、使用できない」")
            out.append(ROp("co:only_if", cond=Cond("not", parts=(cond,)), skill="use"))
            i += 1
            continue
        gate = _only_if(st, b) if len(steps) == 1 else None
        if gate is not None:
            # 「この特殊能力は、<条件>場合にのみ使用できる」 (4.3.5): a condition on the use / play
            out.append(ROp("co:only_if", cond=gate[0], skill=gate[1]))
            i += 1
            continue
        if b.verb in ("do", "play") and b.form in _PERMITTING and len(steps) == 1:
            # (「…にのみプレイしてもよい」: 4.3.5's own wording, as 「…にのみプレイできる」)
            during = _only_during(b)
            if during is not None:
                out.append(ROp("co:only_during", name=during[0], skill=during[1]))
                i += 1
                continue
            moment = _only_after_can(b)
            if moment is not None:
                # 「この特殊能力は、…直後にのみ使用できる」 / 「このカードは、…直後にのみプレイ
                # できる」: the moment 「…直後にのみ使用 / プレイしてもよい」 names (4.3.5)
                out.append(ROp("co:only_after", name=moment[0], skill=moment[1]))
                i += 1
                continue
            after = _only_after(b) if b.form is A.Form.CAN else None
            if after is not None:
                # 「…直後にのみプレイ / 使用できる」 with nothing said of: as 「…してもよい」
                skill = "play" if b.verb == "play" else None
                out.append(ROp("co:only_after", name=after, skill=skill))
                i += 1
                continue
        if b.verb == "set" and b.form in (A.Form.CAN, A.Form.STEM) and len(steps) == 1:
            # 「…にのみセットできる」, and 「…にのみセット。」 (the stem, as 3.4.3 prints it: 「「〜に
            # セット」とある場合は、その指示に従います」)
            only = _set_only(b)
            if only is not None:
                out.append(
                    ROp("co:set_only", name=only[0], performer=only[1] or "any", stat=only[2])
                )
                i += 1
                continue
        if b.verb in ("do", "play") and b.form is A.Form.CANNOT and len(steps) == 1:
            never = _never_during(b)
            if never is not None:
                out.append(ROp("co:only_during", name=never[0], skill=never[1]))
                i += 1
                continue
        if b.verb in ("do", "play") and b.form in _MAY and len(steps) == 1:
            # 「この特殊能力は、あなたのターンにのみ使用してもよい」: 4.3.5's wording 「〜にのみ〜して
            # もよい」 of the restriction 「…にのみ使用できる」 (the same time, the same refusal)
            during = _only_during(b)
            if during is not None:
                out.append(ROp("co:only_during", name=during[0], skill=during[1]))
                i += 1
                continue
            moment = _only_after_can(b) if any(a.role is A.Role.TOPIC for a in b.args) else None
            if moment is not None:
                # 「このスペル / この効果は、…直後にのみプレイしてもよい」: 4.3.5's wording with
                # what it is said of as the topic
                out.append(ROp("co:only_after", name=moment[0], skill=moment[1]))
                i += 1
                continue
            after = _only_after(b)
            if after is not None:
                # 「…にのみプレイしてもよい」 (a card played) / 「…使用してもよい」 (an ability used)
                skill = "play" if b.verb == "play" else None
                out.append(ROp("co:only_after", name=after, skill=skill))
                i += 1
                continue
        if b.verb == "defend" and _permits(b) and len(steps) == 1:
            # 「セットされたキャラクターは、「飛行」の特殊能力を持つキャラクターをディフェンスしても
            # よい」: the permission 〔GUN〕 gives (3.4.5.7, 4.3.8) held by the card(s) named;
            # 「ターン終了時まで、対象のキャラクター1体は…ディフェンスしてもよい」: for as long as
            # printed (3.7.2), the target taken as the ability is played or used (4.2.13)
            topic = [x for x in b.args if x.role is A.Role.TOPIC] or _condition_topic(st)
            kept = (A.Role.TOPIC, A.Role.LIMIT)
            plain = replace(b, args=tuple(x for x in b.args if x.role not in kept))
            key = _defend_key(
                A.Ability(
                    kind=A.AbilityKind.EVENT,
                    effect=A.Effect(
                        sentences=(replace(sent, steps=(replace(st, body=plain, condition=None),)),)
                    ),
                )
            )
            if len(topic) == 1 and key is not None:
                until = _until(b)
                grant = ROp("co:grant", target=_sel(topic[0].value), name=key, until=until)
                out += _around(st, r, grant)
                i += 1
                continue
        gender = _own_gender(b) if len(steps) == 1 else None
        if gender is None and len(steps) == 1 and _no_gender(b):
            # 「『X』は性別を持たない」 on X: X's type is a character of no gender (4.3.8 step 2
            # 「キャラクターであれば更に性別」; the text over the gender printed, 4.2.9) — no
            # effect on a gender's characters reaches it, no 「男性 / 女性 / その他」 target is it
            gender = NO_GENDER
        if gender is not None:
            # 「『X』は「その他」キャラクターとして扱う」 on X: X's type in force (4.3.8 step 2)
            out += _around(st, r, ROp("co:gender", target=WHO["this"], name=gender))
            i += 1
            continue
        if (
            len(steps) == 1
            and b.verb == "become"
            and b.modal is None
            and b.form is A.Form.FINAL
            and {x.role for x in b.args} == {A.Role.TOPIC, A.Role.WITH}
            and len(b.args) == 2
            and _relatives(next(x.value for x in b.args if x.role is A.Role.WITH))
            and _is_host(next(x.value for x in b.args if x.role is A.Role.TOPIC))
        ):
            # 「セットされたキャラクターは、「0:3」の能力値を持つ「その他」キャラクターとなる」: as
            # the same words after 「それまで持っていた特殊能力をすべて失い、」 (``_set_card_text``),
            # its abilities kept
            out += _host_becomes(next(x.value for x in b.args if x.role is A.Role.WITH))
            i += 1
            continue
        gender = _becomes_gender(b) if len(steps) == 1 else None
        if gender is not None:
            # 「『X』がセットされているキャラクターは、「その他」キャラクターとなる」: the card it
            # is set on takes that gender (4.3.8 step 2, 【タイプの決定】 「キャラクターであれば
            # 更に性別」) while this card is set on it
            out += _around(st, r, ROp("co:gender", target=WHO["host"], name=gender))
            i += 1
            continue
        timed = _timed_cannot(b) if len(steps) == 1 and not _player_modal(b) else None
        if timed is not None:
            # 「ターン終了時まで、対象のキャラクター1体はアタック(もディフェンスも)することができ
            # ない」: the card text over the battle rules (4.2.9, 3.4.5.2 / 3.4.5.3) for as long as
            # printed (3.7.2), held as the keywords ``no_attack`` / ``no_defend`` the target gains
            topic = next(x.value for x in b.args if x.role is A.Role.TOPIC)
            # (「そのキャラクター」: the character named before it, ``_that_target``)
            # (a gender it is described by, 「対象の男性キャラクター」, is the target's filter,
            # read off the selector: ``_op``)
            if _who_of(replace(_sel(topic), groups=())) not in (
                "target_char",
                "this",
                "that_char",
                *GROUPS,
            ):
                # (a group: each of its characters as the step is done, 4.3.2.6)
                raise Unsupported("a timed prohibition of a battle act on this kind of card")
            for key in timed:
                out += _around(
                    st, r, ROp("co:grant", target=_sel(topic), name=key, until=_until(b))
                )
            i += 1
            continue
        pair = _cannot_pair(steps) if len(steps) == 2 else None
        if pair is not None:
            # 「セットされたキャラクターはアタックできず、ディフェンスできない」 / 「ターン終了時まで、
            # 対象のキャラクターはアタックできず、ディフェンスできない」: both battle acts refused
            # (4.2.9 over 3.4.5.2 / 3.4.5.3), as the two sentences said apart
            topic, keys, until = pair
            who = _who(topic)
            if not (
                (who == "host" and until is None)
                or (who in ("target_char", "this") and until is not None)
            ):
                raise Unsupported("two battle acts refused to this kind of card")
            for key in keys:
                out += _around(st, r, ROp("co:grant", target=_sel(topic), name=key, until=until))
            i += 2
            continue
        banned = None
        if len(steps) == 1:
            one = _cannot_act(b)  # 「…はアンタップフェイズにアンタップしない」 too
            banned = _acts_refused(b) or ((one,) if one else None)
        if banned is None and st.condition is not None and not b.more:
            # 「『X』は、…場合、ディフェンスされない」 on X: X's text over 3.4.5.3 (4.2.9) while
            # the condition holds — held as the keyword X gains then (4.3.8 step 3), as the
            # refusals below; with no condition it is X's own keyword (``_undefended_by_key``)
            shunned = _undefended_key(b)
            banned = (shunned,) if shunned is not None else None
        if banned is not None and not any(x.role is A.Role.LIMIT for x in b.args):
            topic = next(x.value for x in b.args if x.role is A.Role.TOPIC)
            if _who(topic) == "this" and st.condition is not None:
                # 「あなたのターン中、『X』はアタックできない」 on X (``_whose_turn_held``): the act
                # refused by X's text over the battle rules (4.2.9, 3.4.5.2 / 3.4.5.3) while the
                # condition holds — held as the keyword X gains then (4.3.8 step 3; with no
                # condition it is X's own keyword, ``_cannot_key``)
                for key in banned:
                    out += _around(st, r, ROp("co:grant", target=_sel(topic), name=key))
                i += 1
                continue
            if _who(topic) == "host":
                # 「セットされたキャラクターはアタック(もディフェンスも)できない」 in any wording
                # (``_acts_refused``): the card this one is set on may not attack (defend) — the
                # card text over the battle rules (4.2.9, 3.4.5.2 / 3.4.5.3), held as keywords
                # it gains while this card is set on it (4.3.8)
                for key in banned:
                    out += _around(st, r, ROp("co:grant", target=WHO["host"], name=key))
                i += 1
                continue
        if (
            b.verb == "have"
            and len(steps) == 1
            and {x.role for x in b.args} - {A.Role.LIMIT} == {A.Role.TOPIC, A.Role.OBJECT}
            and _stat_pair(_obj(b)) is not None
        ):
            # 「…は「0:5」の能力値を持つ」: those values set (4.3.8 step 4); 「ターン終了時まで、
            # …は…を持つ」 for that long (3.7.2)
            _args(b, {A.Role.TOPIC, A.Role.OBJECT, A.Role.LIMIT}, "values held")
            _as_printed(b, "values set")
            ap, dp, is_mod = _stat_pair(_obj(b))  # type: ignore[misc]
            topic = next(x.value for x in b.args if x.role is A.Role.TOPIC)
            if is_mod:
                raise Unsupported("a modifier held")
            until = _until(b) if any(x.role is A.Role.LIMIT for x in b.args) else None
            if any(x.role is A.Role.LIMIT for x in b.args) and until is None:
                raise Unsupported("values held with a limit of this shape")
            op = ROp(
                "co:set_stats",
                target=_sel(topic),
                stat="ap",
                amount=ap,
                more=(("dp", dp),),
                until=until,
            )
            out += _around(st, r, op)
            i += 1
            continue
        if (
            b.verb == "have"
            and A.Role.TOPIC in {x.role for x in b.args}
            and _keywords_given(b) is None  # 「…は「飛行」を持つ」: a keyword given (_own_step)
        ):
            out += _set_card_text(st, rest)
            break
        if b.verb == "when" and isinstance(nxt, A.Action) and nxt.verb == "crush":
            out.append(_crash_when_none(st, steps[i + 1]))
            i += 2
            continue
        if b.verb == "give" and b.form is A.Form.CAN_CONT and "damage" in _words(_obj(b)):
            out.append(_bounce_damaged(st, rest))
            break
        bare = (
            i == 0
            and not any(x.role is A.Role.TOPIC for x in b.args)
            and any(
                isinstance(x.body, A.Action)
                and x.body.verb == "receive"
                and x.body.form is A.Form.NEGATIVE
                for x in steps
            )
        )
        if (b.verb == "be" or (b.verb == "receive" and b.form is A.Form.NEGATIVE)) and (
            any(x.role is A.Role.TOPIC for x in b.args) or bare
        ):
            # 「イベントカード、スペルカードの効果を受けない」 with no topic: the card itself (the
            # card whose text it is, as 『X』 in X's own text, 4-2-10)
            n, op = _immune(st, rest)
            out.append(op)
            i += n
            continue
        out += _steps.step(st, r)
        i += 1
    return out


# what 「この〜は」 of a use / play restriction names: the ability (使用) or a played card (プレイ)
_RESTRICTED = {"special_ability": "use", "spell": "play", "event": "play", "item": "play"}
# 「この効果は、…にのみプレイしてもよい」: the text of an event, spell or item card is its 「効果」
# (4.2.8), played with the card
_RESTRICTED["effect"] = "play"


# what a restriction on a use or a play is said of (its topic): 「この特殊能力」, 「このカード」,
# 「このスペル / イベント / アイテム」, 「この効果」
_GATED = (
    (A.Ref("this"), A.CardKind("special_ability")),
    (A.Ref("this_card"),),
    (A.Ref("this"), A.CardKind("spell")),
    (A.Ref("this"), A.CardKind("event")),
    (A.Ref("this"), A.CardKind("item")),
    (A.Ref("this"), A.CardKind("effect")),
)


def _only_if(st: A.Step, b: A.Action) -> tuple[Cond, str] | None:
    """「(この特殊能力は、)<条件>(とき / 場合)にのみ使用できる」 / 「(このカードは、)<条件>場合にのみ
    プレイできる」 (4.3.5; 「…にのみ / だけ」 folded to 「…場合のみ」 by the grammar's input): the
    condition and ``use`` / ``play``; None for any other step. A condition the runtime cannot
    read on a board is refused."""
    c = st.condition
    # 「…場合にのみプレイしてもよい」: 4.3.5's own wording (「〜の直後にのみ〜してもよい」), as 「…できる」
    if c is None or st.lead is not None or st.cost is not None:
        return None
    if b.form not in _PERMITTING:
        return None
    if b.modal is not None or [a.role for a in b.args] != [A.Role.NONE]:
        return None
    how = _terms(b.args[0].value)
    if b.verb == "play" and how == (A.Word("only_that"),):
        skill = "play"
    elif b.verb == "do" and how[:1] == (A.Word("only_that"),) and len(how) == 2:
        if getattr(how[1], "text", None) != "使用":
            return None
        skill = "use"
    else:
        return None
    if not isinstance(c, A.Condition) or c.marker not in ("nara", "baai", "no_baai"):
        return None
    clause = c.clause
    said_of = [a for a in clause.args if a.role is A.Role.TOPIC and a.pause]
    if said_of:
        if len(said_of) > 1 or _plain_terms(said_of[0].value) not in _GATED:
            return None
        clause = replace(clause, args=tuple(a for a in clause.args if a is not said_of[0]))
    cond = _conds.condition(replace(c, clause=clause), _vocab())
    if not _readable(cond) and cond != Cond("own_presence"):
        raise Unsupported(
            f"the condition {cond.what} of 「…場合にのみ使用 / プレイできる」 (not read on a board)"
        )
    return cond, skill


def _only_during(b: A.Action) -> tuple[str, str] | None:
    """「この特殊能力は、あなたのターンのメインフェイズにのみ使用できる」 / 「このスペルは、あなたの
    ターンにのみプレイできる」: (``"<whose>:<phase>"``, ``use`` / ``play``), or None for any
    other sentence. The time: 「あなたの / 相手のターン」 with 「のメインフェイズ」 or not, or
    「メインフェイズ」 alone (either player's)."""
    args = {a.role: a.value for a in b.args}
    if len(args) == len(b.args) and set(args) - {A.Role.TOPIC} == {A.Role.NONE}:
        # 「あなたのターン中にのみ / 中だけ」 (folded to 「…中のみ」 by the grammar's input): the
        # period and 「のみ」 in one phrase — the period 「…ターン中」 is 「…ターンに」 (3.4: a turn
        # is the period its phases make up)
        whole = _terms(args[A.Role.NONE])
        cut = next((k for k, t in enumerate(whole) if t == A.Word("only_that")), None)
        if cut is None or cut == 0:
            return None
        period = whole[:cut]
        if period[-1] == A.Word("during") and len(period) > 1:
            period = period[:-1]
        args[A.Role.GOAL] = A.NounPhrase(period, ("の",) * (len(period) - 1))
        args[A.Role.NONE] = A.NounPhrase(whole[cut:], ("",) * (len(whole) - cut - 1))
    elif len(args) != len(b.args) or set(args) - {A.Role.TOPIC} != {A.Role.GOAL, A.Role.NONE}:
        return None
    topic = _terms(args.get(A.Role.TOPIC))
    if not topic:
        # 「あなたのターンにのみ使用してもよい」 with no topic: the ability (使用) or the card
        # (プレイ) the line is printed on, as the verb says
        skill: str | None = "play" if b.verb == "play" else "use"
    elif topic == (A.Ref("this_card"),) or _this_card_of_type(topic):
        # 「このカード(スペルカード)は、…にのみプレイできる」: the card played (3.4.3)
        skill = "play"
    elif len(topic) != 2 or topic[0] != A.Ref("this") or not isinstance(topic[1], A.CardKind):
        return None
    else:
        skill = _RESTRICTED.get(topic[1].id)
    how = _terms(args[A.Role.NONE])
    said = "play" if how == (A.Word("only_that"),) and b.verb == "play" else None
    if (
        b.verb == "do"
        and len(how) == 2
        and how[0] == A.Word("only_that")
        and getattr(how[1], "text", None) == "使用"
    ):
        said = "use"
    if skill is None or said != skill:
        return None
    return _period(_terms(args[A.Role.GOAL]), skill)


def _period(when: tuple[Any, ...], skill: str) -> tuple[str, str] | None:
    """The time 「…にのみ」 / 「…には…できない」 names, as (``"<whose>:<phase>"``, ``skill``): 「あなたの
    / 相手のターン」 with 「のメインフェイズ」 or not, 「メインフェイズ」 alone (either player's),
    「エンドフェイズ」, 「戦闘中」; None for any other time."""
    whose, phase = "*", "*"
    if when and isinstance(when[0], A.Owner):
        if when[0].who not in ("you", "opponent") or len(when) < 2:
            return None
        if when[1] in (A.Word("main_phase"), A.Word("end_phase")) and len(when) == 2:
            # 「あなたのメインフェイズ」: the main phase of that player's turn (3.4: the turn
            # player's), as 「あなたのターンのメインフェイズ」
            whose, when = when[0].who, when[1:]
        elif when[1] != A.Word("turn"):
            return None
        else:
            whose, when = when[0].who, when[2:]
    if when == (A.Word("main_phase"),):
        phase, when = "main", ()
    if when == (A.Word("end_phase"),):
        # 「あなたのターンのエンドフェイズにのみ」 (3.6: its action timing, 3.6.4)
        phase, when = "end", ()
    if when in ((A.Word("combat"), A.Word("during")), (A.Word("combat"),)):
        # 「戦闘中にのみ」: from the battle's start declaration to its end (3.4.5, 3.4.5.6)
        phase, when = "battle", ()
    if when or (whose, phase) == ("*", "*"):
        return None
    return f"{whose}:{phase}", skill


def _never_during(b: A.Action) -> tuple[str, str] | None:
    """「この特殊能力は(、)あなたのターン(に)は使用できない」 / 「このカードは相手のターンにはプレイ
    できない」: the one player's turn refused is the other's alone (two duel masters, 1-1; 3 the
    turns alternate) — (``"<other>:*"``, ``use`` / ``play``) as ``_only_during`` reads 「…の
    ターンにのみ」; None for any other sentence (a phase refused has no such complement)."""
    if b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or not {A.Role.GOAL} <= set(args) <= {
        A.Role.TOPIC,
        A.Role.GOAL,
        A.Role.NONE,
    }:
        return None
    if b.verb == "do":
        if _terms(args.get(A.Role.NONE)) != (A.Unknown("使用"),):
            return None
        skill = "use"
        if A.Role.TOPIC in args and _terms(args[A.Role.TOPIC]) != (
            A.Ref("this"),
            A.CardKind("special_ability"),
        ):
            return None
    else:
        if A.Role.NONE in args:
            return None
        skill = "play"
        topic = _terms(args.get(A.Role.TOPIC))
        if (
            topic
            and topic != (A.Ref("this_card"),)
            and not (
                len(topic) == 2 and topic[0] == A.Ref("this") and isinstance(topic[1], A.CardKind)
            )
        ):
            return None
    when = _terms(args[A.Role.GOAL])
    if when[-1:] == (A.Word("during"),) and len(when) > 1 and when[-2] == A.Word("turn"):
        when = when[:-1]  # 「あなたのターン中には」: the turn (3.4)
    if (
        len(when) != 2
        or not isinstance(when[0], A.Owner)
        or when[0].who not in ("you", "opponent")
        or when[1] != A.Word("turn")
    ):
        # 「このカードは戦闘中にプレイできない」 / 「この特殊能力はメインフェイズには使用できない」:
        # any other time refused — outside it alone (``"!<whose>:<phase>"``, the play's /
        # use's time check inverted, ``play._outside_restriction``)
        period = _period(when, skill)
        return None if period is None else (f"!{period[0]}", skill)
    other = "opponent" if when[0].who == "you" else "you"
    return f"{other}:*", skill


# the periods a use limit counts over (「1ターンに」 / 「各ターンに」, 「1ゲームに」)
_LIMIT_PERIODS = {"turn": "turn", "game": "game"}
# what a use limit counts: the noun before 「できない / できる」 (使用 4.3.3, 誘発 / 発動 4.3.6) or the
# verb 「解決しない」 (4.3.3.6, 4.3.6)
# 「発揮」: 4.3.6's own word for a triggered ability taking effect (「特定条件を満たした段階で効果を
# 発揮し、その解決を行います」), so 「この効果は1ターンに1回しか発揮しない」 counts its triggers
_LIMIT_ACTS = {"使用": "use", "誘発": "trigger", "発動": "trigger", "発揮": "trigger"}
# the same acts said as the verb itself (「N回しか解決しない」 4.3.3.6, 「N回しか発動しない」 4.3.6: the
# lexicon's 発動する is ``activate``, counted as the noun 発動 is)
_LIMIT_VERBS = {"resolve": "resolve", "activate": "trigger"}
# what a use limit is said of: 「この特殊能力は」, or 「この効果は」 — the card's text is its 特殊能力
# and its 効果 alike, by its type (4-2-8: a character's text its 特殊能力, an event's / spell's /
# item's its 効果, a card both being both), the limit said of the ability whose line it stands in
_THIS_ABILITY = (
    (A.Ref("this"), A.CardKind("special_ability")),
    (A.Ref("this"), A.CardKind("effect")),
)


def _limit_period(np: Any) -> str | None:
    """「1ターン」 / 「各ターン」 / 「1ゲーム」: the period a use limit counts over, else None."""
    t = _terms(np)
    if len(t) == 1 and isinstance(t[0], A.Count) and t[0].number is not None:
        if t[0].number.value == 1 and t[0].unit in _LIMIT_PERIODS:
            return _LIMIT_PERIODS[t[0].unit]
        return None
    if len(t) == 2 and isinstance(t[1], A.Word) and t[1].id in _LIMIT_PERIODS:
        one = isinstance(t[0], A.Count) and t[0].number is not None and t[0].number.value == 1
        if one or t[0] == A.Ref("every"):
            return _LIMIT_PERIODS[t[1].id]
    return None


def _use_limit(b: A.Action) -> tuple[int, str, str] | None:
    """A limit on how often this ability is used or resolves, in any count and period (4.2.9: the
    text over 3.4's 「特に行動回数に制限がないものは…何回でも」): 「この特殊能力は1ターンにN回しか
    使用できない」, 「…N回まで使用できる」, 「…N回だけ / のみ使用できる」, 「…N回しか解決しない /
    誘発しない」, 「1ゲームに」 / 「各ターンに」 — (N, the period ``turn`` / ``game``, what is
    counted ``use`` / ``resolve`` / ``trigger``), else None."""
    if b.modal is not None or (b.verb != "do" and b.verb not in _LIMIT_VERBS):
        return None
    topic = [x.value for x in b.args if x.role is A.Role.TOPIC]
    goal = [x.value for x in b.args if x.role is A.Role.GOAL]
    if len(topic) > 1 or (topic and _terms(topic[0]) not in _THIS_ABILITY) or len(goal) != 1:
        # 「(この特殊能力は)1ターンに…」: with no topic the sentence is said of the ability whose
        # line it stands in, as with one
        return None
    period = _limit_period(goal[0])
    if period is None:
        return None
    rest = [x for x in b.args if x.role not in (A.Role.TOPIC, A.Role.GOAL)]
    named = [
        x
        for x in rest
        if x.role is A.Role.NONE and any(isinstance(t, A.Unknown) for t in _terms(x.value)[-1:])
    ]
    # 「N回のみ発動する」: 「のみ」 printed apart from the count, after it
    only_apart = [
        x
        for x in rest
        if x.role is A.Role.NONE and _terms(x.value) in ((A.Word("only"),), (A.Word("only_that"),))
    ]
    counts = [x for x in rest if x not in named and x not in only_apart]
    if len(counts) != 1 or len(only_apart) > 1 or (only_apart and b.verb not in _LIMIT_VERBS):
        return None
    c = _terms(counts[0].value)
    if len(c) != 1 or not isinstance(c[0], A.Count) or c[0].unit != "times" or c[0].number is None:
        return None
    if b.verb in _LIMIT_VERBS:
        if named:
            return None
        act = _LIMIT_VERBS[b.verb]
    else:
        if len(named) != 1:
            return None
        head = _terms(named[0].value)
        act = _LIMIT_ACTS.get(getattr(head[-1], "text", ""), "")
        only = head[:-1]
        if not act or only not in ((), (A.Word("only"),), (A.Word("only_that"),)):
            return None
    if b.form in (A.Form.CANNOT, A.Form.NEGATIVE):
        # 「N回しか…できない / しない」, 「N回までしか…できない」 (at most N as well)
        ok = counts[0].role is A.Role.ONLY and c[0].bound in ("exact", "up_to")
    elif b.form is A.Form.FINAL and only_apart:
        # 「この特殊能力は1ターンに1回のみ発動する / 解決する」: N times only, no more (as 「N回しか
        # 発動しない」)
        ok = counts[0].role is A.Role.NONE and c[0].bound == "exact"
    elif b.form is A.Form.CAN and b.verb not in _LIMIT_VERBS:
        # 「N回まで使用できる」, 「N回だけ / のみ使用できる」
        ok = counts[0].role is A.Role.NONE and (
            c[0].bound == "up_to" or (c[0].bound == "exact" and bool(only))
        )
    else:
        ok = False
    n = c[0].number.value
    return (n, period, act) if ok and isinstance(n, int) and n >= 1 else None


def _lost_keyword(np: Any) -> str | None:
    """「「飛行」(の特殊能力)」 / 「「潜水」」 as what is lost: the keyword (3.4.5.7); None for any
    other phrase."""
    t = list(_terms(np))
    if t[-1:] == [A.CardKind("special_ability")]:
        t.pop()
    if (
        len(t) == 1
        and isinstance(t[0], A.Standing)
        and t[0].keyword.id in ("flying", "diving")
        and not t[0].keyword.params
    ):
        return str(t[0].keyword.id)
    return None


def _set_only(b: A.Action) -> tuple[str, str | None, str | None] | None:
    """「(あなたの / 敵の / 相手の)(男性の)キャラクター(ナビゲーター)にのみセットできる」: the cards
    a card is set on when played (3.4.3 「「〜にセット」とある場合は、その指示に従います」; 4.2.13:
    the host is a target) — (kind, whose: ``you`` / ``opponent`` / None, gender or None); None
    for any other sentence."""
    if b.modal is not None or b.more:
        return None
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or set(args) != {A.Role.GOAL, A.Role.NONE}:
        return None
    if _terms(args[A.Role.NONE]) != (A.Word("only_that"),):
        return None
    return _host_described(list(_terms(args[A.Role.GOAL])))


def _character_or_navigator(np: Any) -> bool:
    """「キャラクターかナビゲーター」 / 「キャラクター1体かナビゲーター1体」: the two kinds of card a
    card may be set on, joined by 「か」 (each with the count 1 or none)."""
    terms = tuple(getattr(np, "terms", ()))
    links = tuple(getattr(np, "links", ()))
    one = A.Count(A.Number(1), "body", "exact")
    kinds = (A.CardKind("co_character"), A.CardKind("navigator"))
    if len(terms) == 2:
        return terms == kinds and links == ("か",)
    if len(terms) == 4:
        return (
            (terms[0], terms[2]) == kinds
            and _same_count(terms[1], one)
            and _same_count(terms[3], one)
            and links == ("", "か", "")
        )
    return False


def _same_count(t: Any, one: Any) -> bool:
    """Whether ``t`` is the count ``one`` (「1体」), whatever else it carries unset."""
    return (
        isinstance(t, A.Count)
        and t.number is not None
        and t.number.value == 1
        and t.number.variable is None
        and (t.unit, t.bound) == (one.unit, one.bound)
    )


def _host_described(goal: list[Any]) -> tuple[str, str | None, str | None] | None:
    """「(あなたの / 敵の / 相手の)(男性の / 「その他」)キャラクター / ナビゲーター」 naming the cards a
    card is set on (3.4.3; 4.2.13): (kind, whose: ``you`` / ``opponent`` / None, gender or None);
    None for other words."""
    kind = {A.CardKind("co_character"): "character", A.CardKind("navigator"): "navigator"}.get(
        goal.pop() if goal else None  # type: ignore[arg-type]
    )
    if kind is None:
        return None
    whose: str | None = None
    if goal and isinstance(goal[0], A.Owner) and goal[0].who in ("you", "opponent"):
        whose = goal.pop(0).who  # type: ignore[union-attr]
    elif goal and goal[0] == A.Unknown("敵"):
        goal.pop(0)
        whose = "opponent"  # 「敵の」: the other duel master's (4.3.5 例 「敵デュエルマスター」)
    gender = None
    if goal and getattr(goal[0], "text", None) in GENDERS:
        gender = goal.pop(0).text  # type: ignore[union-attr]
    if goal or (gender is not None and kind != "character"):
        return None
    return kind, whose, gender


def _this_card_of_type(t: tuple[Any, ...]) -> bool:
    """「このスペルカード / イベントカード / アイテムカード」: the card the text is printed on, said
    with its type (4.2.7: a card off the field is 「〜カード」), as 「このスペル」 / 「このカード」."""
    return (
        len(t) == 3
        and t[0] == A.Ref("this")
        and isinstance(t[1], A.CardKind)
        and t[1].id in ("spell", "event", "item")
        and t[2] == A.CardKind("card")
    )


def _only_after_can(b: A.Action) -> tuple[str, str | None] | None:
    """「この特殊能力は、<moment>直後にのみ使用できる」 / 「このカード(スペル…)は、<moment>直後にのみ
    プレイできる」: the wording of 4.3.5's 「〜の直後にのみ〜してもよい」 with what it is said of as
    the topic — (the moment, ``play`` or None for a use); None for any other sentence."""
    topic = [a for a in b.args if a.role is A.Role.TOPIC]
    if len(topic) != 1:
        return None
    t = _terms(topic[0].value)
    if len(t) == 1 and isinstance(t[0], A.Ref) and t[0].id == "this_card":
        skill: str | None = "play"  # 「このカードは」: the card played
    elif _this_card_of_type(t):
        skill = "play"  # 「このスペルカード / イベントカードは」: the card played
    elif len(t) != 2 or t[0] != A.Ref("this") or not isinstance(t[1], A.CardKind):
        return None
    else:
        skill = _RESTRICTED.get(t[1].id)
    said = "play" if b.verb == "play" else "use"
    if skill != said:
        return None
    rest = replace(b, args=tuple(a for a in b.args if a is not topic[0]), form=A.Form.PERMISSIVE)
    moment = _only_after(rest)
    if moment is None:
        return None
    return moment, "play" if said == "play" else None


def _moment_led(b: A.Action, steps: list[A.Step]) -> tuple[str, A.Action] | None:
    """「<moment>の直後にのみ、<Y>してもよい」 read as two steps, the first 「…直後にのみ」 alone
    (``be``, nominal): (the moment of ``_only_after``, Y as done). None for another shape — Y one
    step of the sentence, said 「…してもよい」."""
    if b.verb != "be" or b.form is not A.Form.NOMINAL or b.modal is not None or len(steps) != 2:
        return None
    args = roles_exactly(b, A.Role.GOAL, A.Role.PREDICATE)
    if args is None or _terms(args[A.Role.PREDICATE]) != (A.Word("only_that"),):
        return None
    y = steps[1].body
    if not isinstance(y, A.Action) or y.form is not A.Form.PERMISSIVE or y.modal is not None:
        return None
    if steps[1].lead is not None or steps[1].condition is not None:
        return None
    used = A.NounPhrase((A.Word("only_that"), A.Unknown("使用")), ("",))
    asked = A.Action(
        "do", (A.Arg(A.Role.GOAL, args[A.Role.GOAL]), A.Arg(A.Role.NONE, used)), A.Form.PERMISSIVE
    )
    moment = _only_after(asked)
    return None if moment is None else (moment, replace(y, form=A.Form.FINAL))


def _gate_in_cost(node: A.Ability) -> A.Ability:
    """4.3.5's 「〜の直後にのみ〜してもよい」 printed where the cost stands: 「<moment>直後にのみ使用して
    もよい:効果」 (the gate the whole cost, the ability costing nothing) and 「<moment>直後にのみ、
    『X』をタップしてもよい:効果」 (the gate said of the cost paid) — read as the gate printed before
    the cost (「…直後にのみ使用してもよい。コスト:効果」, the ability's preamble) and the rest of the
    cost, done as a cost is. Any other ability as it is."""
    if node.kind is not A.AbilityKind.ACTIVATED or node.cost is None or node.preamble:
        return node
    items = node.cost.items
    first = items[0].body if items else None
    if not isinstance(first, A.Action):
        return node
    if first.form in _MAY and _only_after(first) is not None:
        gate = first
        rest = items[1:]
    else:
        args = {a.role: a.value for a in first.args}
        nxt = items[1].body if len(items) > 1 else None
        if not (
            first.verb == "be"
            and first.form is A.Form.NOMINAL
            and first.modal is None
            and len(args) == len(first.args)
            and set(args) == {A.Role.GOAL, A.Role.PREDICATE}
            and _terms(args[A.Role.PREDICATE]) == (A.Word("only_that"),)
            and isinstance(nxt, A.Action)
            and nxt.form in _MAY
            and nxt.modal is None
        ):
            return node
        # 「…直後にのみ、<cost>してもよい」: 「…直後にのみ使用してもよい」 with the cost said as what
        # may be done then
        gate = A.Action(
            "do",
            (
                A.Arg(A.Role.GOAL, args[A.Role.GOAL]),
                A.Arg(A.Role.NONE, A.NounPhrase((A.Word("only_that"), A.Unknown("使用")), ("",))),
            ),
            A.Form.PERMISSIVE,
        )
        if _only_after(gate) is None:
            return node
        rest = (replace(items[1], body=replace(nxt, form=A.Form.FINAL)), *items[2:])
    sentence = A.Sentence((A.Step(gate),))
    cost = replace(node.cost, items=tuple(rest)) if rest else None
    return replace(node, cost=cost, preamble=(sentence,))


def _controlled_as_owned(np: Any) -> Any:
    """「あなた / 相手がコントロールしている<kind>」 as 「あなたの / 相手の<kind>」: the cards that
    player controls (4.2.12). Any other phrase unchanged."""
    terms = _terms(np)
    if len(terms) != 2 or not isinstance(terms[0], A.Relative):
        return np
    c = terms[0].clause
    if c.verb != "control" or c.form is not A.Form.PROGRESSIVE or c.modal is not None:
        return np
    if len(c.args) != 1 or c.args[0].role is not A.Role.SUBJECT:
        return np
    who = _terms(c.args[0].value)
    if len(who) != 1 or not isinstance(who[0], A.Owner) or who[0].who not in ("you", "opponent"):
        return np
    return A.NounPhrase((who[0], terms[1]), ("の",))


def _only_after(b: A.Action) -> str | None:
    """「敵デュエルマスター(相手のデュエルマスター)がエネルギーを得た直後にのみ使用してもよい」
    (4.3.5, its own example 〔皆瀬葵〕): the event, or None for any other sentence. (The lexicon
    has no 敵, 直後 or 使用: the grammar leaves them as unknown words, read here as printed.)"""
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or set(args) != {A.Role.GOAL, A.Role.NONE}:
        return None
    how = _terms(args[A.Role.NONE])
    played = b.verb == "play" and how == (A.Word("only_that"),)
    if not played and (
        len(how) != 2 or how[0] != A.Word("only_that") or getattr(how[1], "text", None) != "使用"
    ):
        return None
    when = _terms(args[A.Role.GOAL])
    if when == (A.Word("damage"), A.Unknown("応酬"), A.Unknown("直前")):
        # 「ダメージの応酬の直前にのみ」: the action timing before the damage exchange, the one after
        # the defence declaration (3.4.5.6, 3.4.5.3 → 3.4.5.4)
        return "battle:before_damage"
    if len(when) == 3 and getattr(when[2], "text", None) == "直後":
        # 「アタック宣言 / ディフェンス宣言 / 戦闘開始宣言の直後にのみ」: the declaration named as
        # a noun — the moment 「…を行った直後」 names (3.4.5.1–3.4.5.3, 3.4.5.6)
        done = A.Action(
            "perform",
            (A.Arg(A.Role.OBJECT, A.NounPhrase(when[:2], ("",))),),
            A.Form.PAST,
        )
        return _battle_moment(done)
    if len(when) != 2 or getattr(when[1], "text", None) != "直後":
        return None
    if not isinstance(when[0], A.Relative):
        return None
    ev = when[0].clause
    battle = _battle_moment(ev)
    if battle is not None:
        return battle
    evargs = {a.role: a.value for a in ev.args}
    if (
        ev.verb in ("receive", "give")
        and ev.form is A.Form.PAST
        and set(evargs) == {A.Role.OBJECT}
        and len(ev.args) == 1
        and _terms(evargs[A.Role.OBJECT]) == (A.Word("damage"),)
    ):
        # 「ダメージを受けた直後にのみ使用 / プレイしてもよい」: the windows of a damage (4.3.10.2
        # the reduction, 4.3.10.4 right after it), which of the two by what the card does
        return "damage_received"
    if (
        ev.verb == "receive"
        and ev.form is A.Form.PAST
        and set(evargs) == {A.Role.OBJECT, A.Role.SUBJECT}
        and len(ev.args) == 2
        and _terms(evargs[A.Role.OBJECT]) == (A.Word("damage"),)
        and _terms(evargs[A.Role.SUBJECT]) == (A.CardKind("co_character"),)
    ):
        # 「キャラクターがダメージを受けた直後」: the windows of a damage dealt to a character
        return "damage_received_character"
    if (
        ev.verb == "receive"
        and ev.form is A.Form.PAST
        and set(evargs) == {A.Role.OBJECT, A.Role.SUBJECT}
        and len(ev.args) == 2
        and _terms(evargs[A.Role.OBJECT]) == (A.Word("damage"),)
        and len(_terms(evargs[A.Role.SUBJECT])) == 1
        and isinstance(_terms(evargs[A.Role.SUBJECT])[0], A.CardName | A.Ref)
        and _terms(evargs[A.Role.SUBJECT])[0] not in (A.Ref("that_character"), A.Ref("that"))
        and (
            isinstance(_terms(evargs[A.Role.SUBJECT])[0], A.CardName)
            or _terms(evargs[A.Role.SUBJECT])[0] == A.Ref("this_card")
        )
    ):
        # 「『X』(このカード)がダメージを受けた直後」: the windows of a damage dealt to this card
        # itself (4.2.10: its name in its text is itself; a name not its own is refused by the
        # card check) — 4.3.10.2 / 4.3.10.4
        return "damage_received_this"
    if A.Role.SUBJECT in evargs:
        # 「あなた / 相手がコントロールしているキャラクター」: that player's characters (4.2.12),
        # as 「あなたの / 相手のキャラクター」 says them
        evargs[A.Role.SUBJECT] = _controlled_as_owned(evargs[A.Role.SUBJECT])
    if (
        ev.verb == "receive"
        and ev.form is A.Form.PAST
        and set(evargs) == {A.Role.OBJECT, A.Role.SUBJECT}
        and len(ev.args) == 2
        and _terms(evargs[A.Role.OBJECT]) == (A.Word("damage"),)
        and len(_terms(evargs[A.Role.SUBJECT])) == 2
        and isinstance(_terms(evargs[A.Role.SUBJECT])[0], A.Owner)
        and _terms(evargs[A.Role.SUBJECT])[0].who in ("you", "opponent")
        and _terms(evargs[A.Role.SUBJECT])[1] == A.CardKind("co_character")
    ):
        # 「あなたの / 相手のキャラクターがダメージを受けた直後」: the windows of a damage dealt to
        # a character of that player's (whose relative to the one who plays or uses it)
        return f"damage_received_character:{_terms(evargs[A.Role.SUBJECT])[0].who}"
    if (
        ev.verb == "give"
        and ev.form is A.Form.PAST
        and set(evargs) == {A.Role.OBJECT, A.Role.GOAL}
        and len(ev.args) == 2
        and _terms(evargs[A.Role.OBJECT]) == (A.Word("damage"),)
        and _terms(evargs[A.Role.GOAL]) == (A.CardKind("co_character"),)
    ):
        # 「キャラクターにダメージを与えた直後」: the same moment said from the side that deals
        # it — the windows of a damage dealt to a character (4.3.10.4)
        return "damage_received_character"
    if ev.verb == "crush" and ev.form is A.Form.PAST and not ev.args:
        # 「クラッシュした直後にのみプレイ / 使用してもよい」 (4.3.5): a card played (an ability
        # used) in a crash's window alone (4.3.11.2 / 4.3.11.4, which of the two by what it does)
        return "crashed"
    if ev.verb == "crush" and ev.form is A.Form.PAST and set(evargs) == {A.Role.SUBJECT}:
        # 「対象のキャラクターがクラッシュした直後」: in the window of the crash of the card the
        # play targets (4.2.13); 「(あなたの / 相手の)(手札の)<kind>がクラッシュした直後」: of the
        # crash of a card the phrase describes (``crash_gate``)
        subject = _terms(evargs[A.Role.SUBJECT])
        if subject == (A.Word("target"), A.CardKind("co_character")):
            return "crashed_target"
        try:
            what = _nouns.sel(evargs[A.Role.SUBJECT], _vocab())
        except Unsupported:
            return None
        return crash_gate(what)
    answered = _answer_moment(ev)
    if answered is not None:
        return answered
    drew = _drew_moment(ev)
    if drew is not None:
        return drew
    if b.verb not in ("do", "play"):
        return None
    # 「…がエネルギーを得た / 失った直後」 (失った: the energy lost at 3.2.2 / 3.7.4)
    if (
        ev.verb not in ("gain", "lose")
        or ev.form is not A.Form.PAST
        or set(evargs) != {A.Role.SUBJECT, A.Role.OBJECT}
    ):
        return None
    if _terms(evargs[A.Role.OBJECT]) != (A.Word("energy"),):
        return None
    who = _terms(evargs[A.Role.SUBJECT])
    enemy = who in ((A.Owner("opponent"),), (A.Owner("opponent"), A.Owner("duel_master"))) or (
        len(who) == 2 and getattr(who[0], "text", None) == "敵" and who[1] == A.Owner("duel_master")
    )
    if not enemy:
        return None
    return "opponent_gained_energy" if ev.verb == "gain" else "opponent_lost_energy"


# who made the declaration a battle moment names (``_battle_moment``): any character, one of the
# player's who plays or uses the card, one of the other's (「敵キャラクター」, 4.2.12 its
# controller), the play's target (4.2.13), the card itself (4.2.10)
_BATTLE_WHO: dict[tuple[Any, ...], str] = {
    (A.CardKind("co_character"),): "any",
    (A.Owner("you"), A.CardKind("co_character")): "you",
    (
        A.Relative(
            A.Action(
                "control",
                (A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Owner("you"),))),),
                A.Form.PROGRESSIVE,
            )
        ),
        A.CardKind("co_character"),
    ): "you",
    (A.Owner("opponent"), A.CardKind("co_character")): "opponent",
    (A.Unknown("敵"), A.CardKind("co_character")): "opponent",
    (A.Word("target"), A.CardKind("co_character")): "target",
    (A.Ref("this_card"),): "this",
}


def _battle_moment(ev: A.Action) -> str | None:
    """「戦闘開始宣言を行った直後」 / 「<who>がアタック(宣言)を行った直後」 / 「<who>がディフェンスを
    行った直後」 (4.3.5): the action timing a battle opens right after that declaration (3.4.5.6
    after 3.4.5.1 / 3.4.5.2 / 3.4.5.3) — ``battle:start``, ``battle:attack:<who>``,
    ``battle:defense:<who>`` (``_BATTLE_WHO``; a card named by its own name is ``this``), read by
    the runtime (``play.battle_gate_refusal``); None for any other event."""
    if ev.form is not A.Form.PAST or ev.modal is not None or ev.more:
        return None
    evargs = {a.role: a.value for a in ev.args}
    if len(evargs) != len(ev.args):
        return None
    if ev.verb in ("attack", "defend") and set(evargs) <= {A.Role.SUBJECT}:
        # 「アタック / ディフェンスを行った」 as the plain verb (the reader's rewrite of 「…を行う」)
        step = "attack" if ev.verb == "attack" else "defense"
    elif ev.verb != "perform" or not {A.Role.OBJECT} <= set(evargs) <= {
        A.Role.OBJECT,
        A.Role.SUBJECT,
    }:
        return None
    elif (what := _terms(evargs[A.Role.OBJECT])) == (A.Word("combat"), A.Unknown("開始宣言")):
        return "battle:start" if A.Role.SUBJECT not in evargs else None
    elif what in ((A.Word("attack"),), (A.Word("attack"), A.Unknown("宣言"))):
        step = "attack"
    elif what in ((A.Unknown("ディフェンス"),), (A.Unknown("ディフェンス"), A.Unknown("宣言"))):
        step = "defense"
    else:
        return None
    if A.Role.SUBJECT not in evargs:
        return f"battle:{step}:any"
    subject = _terms(evargs[A.Role.SUBJECT])
    who = _BATTLE_WHO.get(subject)
    if who is None and len(subject) == 1 and isinstance(subject[0], A.CardName):
        who = "this"  # 4.2.10: the card's own name is itself (another name: the card check)
    return None if who is None else f"battle:{step}:{who}"


def is_battle_gate(gate: str | None) -> bool:
    """Whether ``gate`` is a moment of a battle (``_battle_moment``, 「ダメージの応酬の直前」)."""
    return gate is not None and gate.startswith("battle:")


def _drew_moment(ev: A.Action) -> str | None:
    """「相手(敵)のデュエルマスター(あなた)がカードを引いた直後」 (4.3.5): the moment right after
    that player drew a card (a draw of the draw phase, 3.3.2, or of an effect) — ``drew:<who>``
    (``opponent`` / ``you``, relative to the player who plays or uses it), read by the runtime
    against the last step (``play.player_moment_refusal``); None for any other event."""
    if ev.verb != "draw" or ev.form is not A.Form.PAST or ev.modal is not None or ev.more:
        return None
    evargs = {a.role: a.value for a in ev.args}
    if len(evargs) != len(ev.args) or not {A.Role.SUBJECT} <= set(evargs) <= {
        A.Role.SUBJECT,
        A.Role.OBJECT,
        A.Role.SOURCE,
        A.Role.NONE,
    }:
        return None
    if A.Role.OBJECT in evargs and _terms(evargs[A.Role.OBJECT]) != (A.CardKind("card"),):
        return None
    # 「(山札から)カードを1枚引いた」: the same draw written out — from the drawer's deck (4.2.1),
    # one card (a draw is of one card; a moment after N of them is not read)
    if A.Role.SOURCE in evargs and _plain_terms(evargs[A.Role.SOURCE]) not in (
        (A.Zone("deck"),),
        (A.Owner("you"), A.Zone("deck")),
    ):
        return None
    if A.Role.NONE in evargs and _count(evargs[A.Role.NONE]) != 1:
        return None
    who = _terms(evargs[A.Role.SUBJECT])
    if who in ((A.Owner("opponent"),), (A.Owner("opponent"), A.Owner("duel_master"))) or (
        len(who) == 2 and getattr(who[0], "text", None) == "敵" and who[1] == A.Owner("duel_master")
    ):
        return "drew:opponent"
    if who in ((A.Owner("you"),), (A.Owner("you"), A.Owner("duel_master"))):
        return "drew:you"
    return None


def _answer_moment(ev: A.Action) -> str | None:
    """「(Xカード)がプレイされた直後」 / 「(キャラクターの)特殊能力が使用された直後」: the moment
    right after a play or a use, its interrupt window (4.3.2.5 / 4.3.3.5, 4.3.4) —
    ``played:<type>`` / ``used:<type>`` (``any``: of any card), read by the runtime against what
    the play or use answers (``is_answer_gate``); None for any other event."""
    if ev.form is A.Form.PAST and ev.verb == "play" and ev.modal is None and not ev.more:
        return _played_by_moment(ev)
    if ev.form is not A.Form.PASSIVE_PAST or ev.modal is not None or ev.more:
        return None
    evargs = {a.role: a.value for a in ev.args}
    if len(evargs) != len(ev.args) or A.Role.SUBJECT not in evargs:
        return None
    subject = _terms(evargs[A.Role.SUBJECT])
    if ev.verb == "play" and set(evargs) == {A.Role.SUBJECT}:
        if subject == (A.CardKind("card"),):
            return "played:any"
        if (
            len(subject) == 2
            and subject[1] == A.CardKind("card")
            and isinstance(subject[0], A.CardKind)
            and subject[0].id in _PLAY_KINDS
        ):
            return f"played:{_PLAY_KINDS[subject[0].id]}"
        return None
    if ev.verb == "do" and set(evargs) == {A.Role.SUBJECT, A.Role.NONE}:
        use = _terms(evargs[A.Role.NONE])
        if len(use) != 1 or getattr(use[0], "text", None) != "使用":
            return None
        if subject == (A.CardKind("special_ability"),):
            return "used:any"
        if (
            len(subject) == 2
            and subject[1] == A.CardKind("special_ability")
            and isinstance(subject[0], A.CardKind)
            and subject[0].id in _PLAY_KINDS
            and evargs[A.Role.SUBJECT].links == ("の",)
        ):
            return f"used:{_PLAY_KINDS[subject[0].id]}"
    return None


def _played_by_moment(ev: A.Action) -> str | None:
    """「敵デュエルマスター(相手) / あなたが(Xカード)をプレイした直後」: the interrupt window of a play
    (4.3.2.5, 4.3.4) made by the other player (by the one making this) — the play moment said in
    the active voice, as 4.3.5's own example says its moment (「敵デュエルマスターがエネルギーを得た
    直後」): ``played:<type>:opponent`` / ``played:<type>:you``; None for any other event."""
    evargs = {a.role: a.value for a in ev.args}
    if len(evargs) != len(ev.args) or set(evargs) != {A.Role.SUBJECT, A.Role.OBJECT}:
        return None
    by = _terms(evargs[A.Role.SUBJECT])
    if by in ((A.Owner("opponent"),), (A.Owner("opponent"), A.Owner("duel_master"))) or (
        len(by) == 2 and getattr(by[0], "text", None) == "敵" and by[1] == A.Owner("duel_master")
    ):
        whose = "opponent"
    elif by == (A.Owner("you"),):
        whose = "you"
    else:
        return None
    what = _terms(evargs[A.Role.OBJECT])
    if what == (A.CardKind("card"),):
        return f"played:any:{whose}"
    if (
        len(what) == 2
        and what[1] == A.CardKind("card")
        and isinstance(what[0], A.CardKind)
        and what[0].id in _PLAY_KINDS
    ):
        return f"played:{_PLAY_KINDS[what[0].id]}:{whose}"
    return None


def is_answer_gate(gate: str | None) -> bool:
    """Whether ``gate`` is the moment right after a play or a use (``_answer_moment``)."""
    return gate is not None and gate.startswith(("played:", "used:"))


_THIS_EFFECT = (A.Ref("this"), A.CardKind("effect"))


def _crashed_by_this(np: Any) -> bool:
    """「この効果でクラッシュしたキャラクター1体」: the characters this text crashed (its damage,
    4.3.11; its crash, 4.2.4) — one each."""
    terms = _plain_terms(np)
    if len(terms) != 3 or not isinstance(terms[0], A.Relative):
        return False
    c = terms[0].clause
    return (
        c.verb == "crush"
        and c.form is A.Form.PAST
        and c.modal is None
        and [(x.role, _plain_terms(x.value)) for x in c.args] == [(A.Role.MEANS, _THIS_EFFECT)]
        and terms[1] == A.CardKind("co_character")
        and _nouns.exact_number(terms[2], ("body", "card")) == 1
    )


def _counters_counted(np: Any) -> Sel | None:
    """「Xのカウンター1個につき」 / 「Xに置かれているカウンター1個につき」: the counters X keeps (1-5),
    counted as the step is done; X this card only. None when ``np`` names no counters."""
    terms, links = _terms(np), getattr(np, "links", ())
    if len(terms) < 2 or not _is_counter(terms[-2]) or not isinstance(terms[-1], A.Count):
        return None
    if _counter_kind(terms[-2]) is not None:
        raise Unsupported("「…につき」 of a named kind of counters")
    if _nouns.exact_number(terms[-1], ("piece",)) != 1:
        raise Unsupported("「…につき」 of counters in a unit other than 1個")
    head = terms[:-2]
    if len(head) == 1 and links[:1] == ("の",):
        whose: Any = A.NounPhrase(head, ())  # 「Xのカウンター」
    elif len(head) == 2 and head[1] == A.Position("top") and links[:2] == ("の", "の"):
        whose = A.NounPhrase(head[:1], ())  # 「Xの上のカウンター」 (``_on_card``)
    elif (
        len(head) == 1
        and isinstance(head[0], A.Relative)
        and head[0].clause.verb == "put"
        and head[0].clause.form is A.Form.PASSIVE_PROG
        and [x.role for x in head[0].clause.args] == [A.Role.GOAL]
    ):
        # 「X(の上)に置かれているカウンター」 (「その上に」: 「その」 with 「上」 bound to it)
        goal = head[0].clause.args[0].value
        if _terms(goal) == (A.Ref("that"), A.Position("top")):
            return Sel(ref="counters_that")
        whose = _on_card(goal)
    else:
        raise Unsupported("「…につき」 of counters named in this shape")
    if _terms(whose) == (A.Ref("that"),):
        # 「その上に置かれているカウンター」: the counters of the card the sentence is about (its
        # topic, read by the caller: this card only, ``_per_of``)
        return Sel(ref="counters_that")
    if _sel(whose) != WHO["this"]:
        raise Unsupported("「…につき」 of the counters of a card other than this one")
    return Sel(ref="counters_this")


# the card types a card counted in a dustbox may be named by (「…ダストボックスにあるXカード1枚」)
_DUSTBOX_KINDS = {"co_character": "character", "spell": "spell", "event": "event", "card": "card"}


def _per_dustbox(np: Any) -> Sel | None:
    """「あなたの / 相手のダストボックスにある(アイテム / キャラクター…)カード1枚につき」: the cards
    of that type in that player's dustbox (4.2.3: every card there is seen by all), counted as the
    effect is worked out — ``Sel`` with zone ``dustbox``; None when ``np`` opens with no zone; a
    dustbox phrase of another shape is refused."""
    got = _zone_relative(np)
    if got is None:
        return None
    zone, rest = got
    zt = _terms(zone)
    owners = [t.who for t in zt if isinstance(t, A.Owner)]
    if [t for t in zt if not isinstance(t, A.Owner)] != [A.Zone("dust_box")] or owners not in (
        ["you"],
        ["opponent"],
    ):
        raise Unsupported("「…につき」 of cards in a zone of this shape")
    rt = _terms(rest)
    if len(rt) != 2 or not isinstance(rt[1], A.Count) or _nouns.exact_number(rt[1], ("card",)) != 1:
        raise Unsupported("「…につき」 of cards in a dustbox named in this shape")
    if isinstance(rt[0], A.CardName):
        # 「あなたのダストボックスにある『X』1枚につき」: the cards of that name there (4.2.6: a
        # card's name is its own; counted by the name as printed, spaces aside, 4.2.10 例2)
        return Sel(
            owner=owners[0],
            zones=("dustbox",),
            names=(plain_name(rt[0].text),),
            count=None,
            bound="all",
        )
    if _is_item(rt[0]):
        kind = "item"
    elif isinstance(rt[0], A.CardKind) and rt[0].id in _DUSTBOX_KINDS:
        kind = _DUSTBOX_KINDS[rt[0].id]
    else:
        raise Unsupported("「…につき」 of cards in a dustbox named in this shape")
    return Sel(owner=owners[0], zones=("dustbox",), kinds=(kind,), count=None, bound="all")


def _per_character(np: Any) -> Sel:
    """「相手がコントロールしている(女性)キャラクター1体につき」: the group whose characters are
    counted (1体, the unit), with its gender if one is named; any other unit is refused."""
    if _crashed_by_this(np):
        return Sel(ref="crashed_by_this")
    in_dustbox = _per_dustbox(np)
    if in_dustbox is not None:
        return in_dustbox
    counted = _counters_counted(np)
    if counted is not None:
        return counted
    plain, gender = _gendered(np)
    # every word of the phrase read: 「他の」, 「アンタップ状態の」 … narrow the group — read as a
    # described group of the field (``_described``, one counted per card), never as the whole
    if any(not isinstance(t, A.Relative | A.Owner | A.CardKind | A.Count) for t in _terms(plain)):
        got = _described(np)
        if got is None or got.count != 1 or got.bound != "exact":
            raise Unsupported("「…につき」 of a group described further")
        return replace(got, count=None, bound="all")
    who = _who(plain)
    if who not in ONE_OF:
        raise Unsupported("「…につき」 of something other than one character of a group")
    group = WHO[who.removeprefix("one_of_")]
    return replace(group, groups=(gender,)) if gender else group


def _crash_cond_named(ops: tuple[Op, ...], subject: bool) -> None:
    """「そのキャラクターがクラッシュしたなら」 names the target of a step before it, or (``subject``)
    the character of the triggering event; naming neither, it is refused."""
    for i, o in enumerate(ops):
        if o.cond is None or o.cond.what != "co:crashed" or subject:
            continue
        if not any(x.who == "target_char" for x in ops[:i]):
            raise Unsupported(
                "「そのキャラクターがクラッシュしたなら」 with no character named before"
            )
        if "by_damage" in o.cond.detail and not any(
            x.kind == "damage" and x.who == "target_char" for x in ops[:i]
        ):
            # 「このダメージでクラッシュしたなら」 with no damage dealt to it before: refused
            raise Unsupported("「このダメージでクラッシュしたなら」 with no damage dealt before")


def _names_defender(c: Cond | None) -> bool:
    """Whether a condition reads 「ディフェンスしたキャラクター」."""
    if c is None:
        return False
    return c.sel == WHO["defender"] or any(_names_defender(x) for x in c.parts)


# the one card a step may be done to (a target, this card, the card it is set on)
_ONE_CARD = ("target_char", "this", "host")

# a step whose player or card is left unsaid (「さらにHPが1点回復する」, 「かわりに「+2:+1」の修正を
# 受ける」): the one the step of the same kind before it in the text named (``_said_before``)
_SAID_BEFORE = Sel(ref="said_before")


def _said_before(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """A step whose player or card is left unsaid (``_SAID_BEFORE``) is done to the one the step
    of the same kind before it in the text was done to (4.3.2.6: the text carried out in order,
    a word left unsaid carried on from the sentence before); a step 「かわりに」 opens is left to
    ``_instead`` (the step it replaces); with no such step before, refused."""
    out: list[ROp] = []
    for o in steps:
        if o.target == _SAID_BEFORE and o.lead not in ("instead", "replaces"):
            before = next((x for x in reversed(out) if x.verb == o.verb), None)
            if before is None and o.verb == "modify" and out and out[-1].target in _WHO_OF:
                # 「対象のキャラクター1体の…。そのキャラクターが…なら、さらに「+1:+0」の修正を
                # 与える」: with no modification before, the one card the step before was done to
                last = out[-1]
                if _WHO_OF[last.target] in _ONE_CARD:
                    if o.until is None and last.until is not None:
                        # whether the time of a step of another kind carries over: not read
                        raise Unsupported("a modification with no time after a step with one")
                    before = replace(last, until=None)
            if before is None or before.target == _SAID_BEFORE:
                raise Unsupported(f"a step {o.verb} naming no one, with no such step before it")
            o = replace(o, target=before.target, until=o.until or before.until)
        out.append(o)
    return tuple(out)


# the events of a card's own trigger (「『X』が…とき」) that name no card but X: entering the field,
# attacking (the attack declaration, 3.4.5.2, before any defence)
_OWN_EVENTS_ALONE = ("enter", "attack")


def _that_target(ops: tuple[Op, ...], conds: bool = False) -> tuple[Op, ...]:
    """「対象のキャラクター1体を…。そのキャラクターは…」: in a text with no event of its own (no
    trigger), 「そのキャラクター」 after a step on the target character is that target (4.2.13);
    before such a step it names nothing and stays refused. ``conds``: in the steps' conditions
    too (a text with no trigger has them read so by the shared reader already)."""
    first = next((i for i, o in enumerate(ops) if o.who == "target_char"), None)
    if first is None:
        return ops
    that = Sel(ref="that", kinds=("character",))

    def cond(c: Any) -> Any:
        if c is None:
            return c
        parts = tuple(cond(x) for x in c.parts)
        sel = WHO["target_char"] if c.sel == that else c.sel
        if c.event is not None and c.event.subject == that:
            # 「そのキャラクターがこのターンにアタックに参加していたなら」 (``_attacked_this_turn``)
            ev = replace(c.event, subject=WHO["target_char"])
            return replace(c, parts=parts, sel=sel, event=ev)
        return replace(c, parts=parts, sel=sel)

    return tuple(
        replace(
            o,
            who="target_char" if o.who == "that_char" else o.who,
            cond=cond(o.cond) if conds else o.cond,
        )
        if i >= first
        else o
        for i, o in enumerate(ops)
    )


def _words_deep(terms: tuple[Any, ...]) -> list[Any]:
    """The terms of a phrase and of the relative clauses in it (their arguments' terms)."""
    out: list[Any] = []
    for t in terms:
        out.append(t)
        if isinstance(t, A.Relative):
            for x in t.clause.args:
                out += _words_deep(_terms(x.value))
    return out


def _edict(choose: A.Action, crush: A.Action) -> ROp:
    """「相手のデュエルマスターは、自分がコントロールしているキャラクターN体を選び、クラッシュ
    する」: that player chooses N characters it controls when the text resolves — no target
    (4.2.13 names only 「対象の〜」) — and they crash (4.3.2.6)."""
    a = _args(choose, {A.Role.TOPIC, A.Role.OBJECT}, "a choice")
    _as_printed(choose, "a choice")
    if not (crush.form is A.Form.CAUSATIVE and crush.modal is None):
        # (「…を選び、クラッシュさせる」: the chosen cards made to crash — they crash, 4.2.4)
        _as_printed(crush, "a crash of the cards chosen")
    if crush.args:
        raise Unsupported("a crash of other cards than those chosen")
    who = _who(a.get(A.Role.TOPIC)) if A.Role.TOPIC in a else "you"
    terms = _terms(a.get(A.Role.OBJECT))
    obj = a.get(A.Role.OBJECT)
    if (
        who == "you"
        and len(terms) >= 2
        and isinstance(terms[-1], A.Count)
        and not any(t == A.Owner("self") for t in _words_deep(terms))
    ):
        # 「あなたがコントロールしているアイテムカード1枚を選び、クラッシュさせる」: the player
        # carrying the text out chooses N of the cards of the field so described that it controls
        # (4.2.12) when the text resolves — no target (4.2.13) — and they crash (4.3.2.6)
        count = terms[-1]
        group = _cost_group(_sel(A.NounPhrase(obj.terms[:-1], obj.links[:-1])))
        if group is None:
            raise Unsupported("a choice of cards other than the chooser's cards of the field")
        if count.bound != "exact" or count.number is None or not count.number.value:
            raise Unsupported("a choice of cards without a number")
        n = int(count.number.value)
        return ROp("co:edict", target=WHO[who], n=n, detail=(("group", group),))
    if who not in ("you", "opponent_player") or len(terms) != 3:
        raise Unsupported("a choice of this shape")
    rel, kind, count = terms
    own = (
        isinstance(rel, A.Relative)
        and rel.clause.verb == "control"
        and rel.clause.form is A.Form.PROGRESSIVE
        and [(x.role, _terms(x.value)) for x in rel.clause.args]
        == [(A.Role.SUBJECT, (A.Owner("self"),))]
    )
    if not own or kind != A.CardKind("co_character") or not isinstance(count, A.Count):
        raise Unsupported("a choice of cards other than the chooser's characters")
    if count.bound != "exact" or count.number is None or not count.number.value:
        raise Unsupported("a choice of characters without a number")
    return ROp("co:edict", target=WHO[who], n=int(count.number.value))


def _around(st: A.Step, r: Reading, op: ROp) -> list[ROp]:
    """The step's own connector and condition around an operation a sentence reader built."""
    if st.cost is not None or st.bang or st.lead_inner is not None:
        raise Unsupported("a cost or a second connector on a modifier")
    if st.lead not in (None, "additionally", "then", "if_done", "instead"):
        raise Unsupported(f"the connector {st.lead}")
    if st.lead == "instead" and st.condition is None:
        raise Unsupported("「かわりに」 without a condition of its own")
    cond = _conds.condition(st.condition, r.v) if st.condition is not None else None
    if st.lead == "instead":
        # 「Cの場合、かわりにY」: Y with its condition, for ``_instead`` to read against the step
        # it replaces
        return [replace(op, cond=cond, sentence=r.sentence, lead="instead")]
    # 「…してもよい。そうした場合 / そうしたら、…」: done only if the step before was (4.3.2.6)
    lead = "if_done" if st.lead == "if_done" else op.lead
    return [replace(op, cond=cond, sentence=r.sentence, lead=lead)]


def _modifier(a: dict[A.Role, Any], b: A.Action, ap: int, dp: int, unsaid: bool = False) -> ROp:
    """「「+A:+B」の修正を受ける / を与える」 (4-3-8): a one-shot change of a target or of this
    card, or one lasting until the end of the turn; otherwise an effect in force. With the card
    left unsaid after 「さらに」 / 「かわりに」 (``unsaid``: 「…。…なら、さらに「+1:+0」の修正を受け
    る」) it is the card the
    modification before it was made to, for that one's time when none is printed
    (``_said_before``, ``_instead``)."""
    party = a.get(A.Role.GOAL if b.verb == "give" else A.Role.TOPIC)
    if party is None and unsaid:
        if A.Role.PER in a:
            raise Unsupported("a modifier per card naming no card")
        return ROp(
            "modify", target=_SAID_BEFORE, stat="ap", amount=ap, more=(("dp", dp),), until=_until(b)
        )
    target = _sel(party)
    if described(target):
        # cards of the field described further (``_described``): a change for the time printed,
        # made on each as the step is done (``_on_described``); in force it is not read
        until = _until(b)
        if until is None and A.Role.PER not in a and _kw_static(target) is not None:
            # 「…「潜水」の特殊能力を持つすべてのキャラクターは「+1:+0」の修正を受ける」: in force on
            # each with / without the keyword as the values are worked out (``_effect``)
            return ROp("co:mod", target=target, stat="ap", amount=ap, more=(("dp", dp),))
        if until is None and A.Role.PER not in a and _named_group(target) is not None:
            # 「あなたがコントロールしている『X』は…の修正を受ける」: in force (``_effect``)
            return ROp("co:mod", target=target, stat="ap", amount=ap, more=(("dp", dp),))
        if until is None or A.Role.PER in a:
            raise Unsupported("a modifier in force on cards described so")
        return ROp("modify", target=target, stat="ap", amount=ap, more=(("dp", dp),), until=until)
    if target.contains:
        # 「名前に「X」を含むすべてのキャラクター…」: a group of characters whose card name holds X
        # (4.2.8), in force (``_effect``); for a time or per card counted not read
        if _until(b) is not None or A.Role.PER in a:
            raise Unsupported("a modifier for a time on characters whose name holds a text")
        return ROp("co:mod", target=target, stat="ap", amount=ap, more=(("dp", dp),))
    who = _who_of(replace(target, groups=()))
    until = _until(b)
    verb = "modify" if who in ("target_char", "this", *ONE_OF) or until else "co:mod"
    # 「(group)キャラクター1体につき、…の修正を受ける」: the amounts times the characters counted
    # as the step is done (a one-shot change only; in force it would be counted again and again)
    per = _per_character(a[A.Role.PER]) if A.Role.PER in a else None
    if per is not None and verb != "modify":
        raise Unsupported("a modifier in force per card counted")
    return ROp(verb, target=target, stat="ap", amount=ap, more=(("dp", dp),), until=until, per=per)


def _quote_key(b: A.Action) -> str | None:
    """『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』 (〔GUN〕, 4-3-8): a quoted
    ability known, by its key (``_defend_key``)."""
    pred = [x.value for x in b.args if x.role is A.Role.PREDICATE]
    if len(b.args) != 1 or len(pred) != 1 or [type(t) for t in _terms(pred[0])] != [A.Quote]:
        return None
    for ab in _terms(pred[0])[0].abilities:
        key = _defend_key(ab) or _undefended_by_key(ab) or _no_defend_vs_key(ab)
        if key is not None:
            # 『このキャラクターは「飛行」の特殊能力を持つキャラクターにディフェンスされない』: a
            # battle restriction given is held as the keyword the card's own text would be
            # (4.3.8 step 3; 4.2.10: 「このキャラクター」 is the card that gains it)
            return key
        kw = _quoted_keyword(ab)
        if kw is not None:
            # 『「飛行」』: the keyword quoted as an ability given (3.4.5.7, 4.3.8 step 3), as
            # 「「飛行」の特殊能力を得る」
            return kw
        break
    return _quoted_ability(_terms(pred[0])[0])


# quoted abilities given (4.3.8 step 3: 「以下の特殊能力を得る。『…』」), each compiled as the
# ability of the card that gains it (4.2.10: 『X』 / 「このキャラクター」 there is that card), by the
# key the gain carries (``gained_programs``)
QUOTED: dict[str, Program] = {}
# the text of a quoted ability given with 「」 (``_quoted_name``), by its key, as printed
QUOTED_TEXT: dict[str, str] = {}


def _quoted_ability(q: A.Quote) -> str:
    """『コスト:効果』 / 『…したとき、…』: one quoted ability, compiled as the gaining card's own
    (refused with its reason when it is not read); its key ``quote:<digest>`` is what the gain
    gives (``Static`` / ``Op`` ``value``)."""
    import hashlib

    if len(q.abilities) != 1:
        raise Unsupported("several quoted abilities given at once")
    (ab,) = q.abilities
    own = _host_as_holder(ab)
    try:
        prog = compile_ability(own)
    except Unsupported as exc:
        raise Unsupported(f"the quoted ability: {exc.reason}") from exc
    held = prog.kind == "effect" and prog.statics and not prog.ops and prog.set_to is None
    if prog.kind not in ("activated", "auto") and not held:
        # a quoted continuous ability (「…に「+0:+1」の修正を与える」) is held and in force while
        # it is (4.3.8 steps 3 and 5; ``common._statics_on``, given by a set card)
        raise Unsupported("a quoted ability other than one used, triggered or in force")
    key = "quote:" + hashlib.sha1(repr(ab).encode()).hexdigest()[:12]
    # the names it writes are the gaining card's (4.2.10 ◆2), never another card's
    prog = replace(prog, ops=tuple(replace(o, named=None) for o in prog.ops))
    QUOTED[key] = prog
    if own != ab:
        HOST_SAID.add(key)
    # the card names it writes (『X』, the giving card's own): the gaining card's name there
    # (4.2.10 「カード名の表記は特殊能力を得たカードのカード名と置き換えます」)
    named = tuple(dict.fromkeys(n.text for n in A.walk(ab) if isinstance(n, A.CardName)))
    if named:
        QUOTED_NAMES[key] = named
    return key


# the card names a quoted ability given writes (``_quoted_ability``), by its key
QUOTED_NAMES: dict[str, tuple[str, ...]] = {}
# the quoted abilities that name 「セットされたナビゲーター / キャラクター」: read as the card that
# holds them, so given only to the card this one is set on (``_host_as_holder``, ``_effect``)
HOST_SAID: set[str] = set()


def _host_as_holder(node: Any) -> Any:
    """A quoted ability written on a set card, 「セットされたナビゲーター / キャラクター」 in it: given to
    that card (「セットされたナビゲーターは、以下の特殊能力を得る。『…』」), the card it names is the
    one holding it — as 4.2.10 reads a quoted ability's names as the gaining card's — so the
    phrase is read 「このナビゲーター / キャラクター」 (this card). The node as is when it has none."""
    if isinstance(node, A.NounPhrase):
        t = node.terms
        if (
            len(t) == 2
            and isinstance(t[0], A.Relative)
            and t[0].clause.verb == "set"
            and t[0].clause.form is A.Form.PASSIVE_PAST
            and not t[0].clause.args
            and t[1] in (A.CardKind("navigator"), A.CardKind("co_character"))
        ):
            return replace(node, terms=(A.Ref("this"), t[1]))
        return node
    if isinstance(node, tuple):
        return tuple(_host_as_holder(x) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changed = {
            f.name: _host_as_holder(getattr(node, f.name))
            for f in dataclasses.fields(node)
            if isinstance(getattr(node, f.name), tuple | A.NounPhrase)
            or dataclasses.is_dataclass(getattr(node, f.name))
        }
        if any(changed[k] is not getattr(node, k) for k in changed):
            return replace(node, **{k: v for k, v in changed.items() if v is not getattr(node, k)})
    return node


def renamed_when_gained(prog: Program) -> tuple[str, ...]:
    """The card names 『X』 a quoted ability given writes: read as the name of the card that
    gained it (4.2.10); () for a program that is no quoted ability, or names none."""
    return next((QUOTED_NAMES.get(k, ()) for k, p in QUOTED.items() if p is prog), ())


def gained_programs(keys: Any) -> list[Program]:
    """The programs of the quoted abilities a card holds now (its ``view`` keywords)."""
    return [QUOTED[k] for k in sorted(keys) if isinstance(k, str) and k in QUOTED]


def _quoted_keyword(ab: A.Ability) -> str | None:
    """The one keyword 飛行 / 潜水 an ability quoted in 『…』 is, else None."""
    if ab.kind is A.AbilityKind.KEYWORD and ab.effect is None and ab.keyword is not None:
        keys: tuple[Any, ...] | None = (ab.keyword,)
    elif ab.effect is not None and not ab.labels and ab.cost is None and ab.trigger is None:
        sents = ab.effect.sentences
        b = sents[0].steps[0].body if len(sents) == 1 and len(sents[0].steps) == 1 else None
        keys = (
            _standing_keywords(b.args[0].value)
            if isinstance(b, A.Action)
            and b.verb == "be"
            and [x.role for x in b.args] == [A.Role.PREDICATE]
            and sents[0].steps[0].condition is None
            and sents[0].steps[0].lead is None
            else None
        )
    else:
        keys = None
    if keys is None or len(keys) != 1 or keys[0].id not in ("flying", "diving"):
        return None
    return str(keys[0].id)


# what a card's text forbids it in a battle: 「…はディフェンス / アタックを行うことができない」,
# 「…はディフェンス / アタックできない」 (the keyword the battle reads, 3.4.5.2 / 3.4.5.3, 4.2.9)
_CANNOT = {"defend": "no_defend", "attack": "no_attack"}


# what a permission lets the card be played / its ability be used as: 「All Turnで」 (3.4.2),
# 「割り込みで」 (4.3.4)
_PERMITTED_MEANS = ("all_turn", "interrupt")
# 「相手ターンのメインフェイズ」: the time 3.4.2 names for a card played 「All Turnで」
_THEIR_MAIN = (A.Owner("opponent"), A.Word("turn"), A.Word("main_phase"))
# the forms of a permission: 「…してもよい」, 「…できる」, 「…することができる」
_PERMITTING = (*_MAY, A.Form.CAN)
# the card a permission to play is said of: 「このカードは」, 『its own name』は (4.2.10)


def _this_card_np(np: Any) -> bool:
    t = _terms(np)
    return len(t) == 1 and (t[0] == A.Ref("this_card") or isinstance(t[0], A.CardName))


def permission(b: Any) -> tuple[str, str] | None:
    """A permission to play this card or use this ability in a manner (3.4.2 「All Turnでプレイ
    してもよい」, 4.3.4 割り込み), in any form — 「…してもよい」, 「…できる」, 「…することができる」 —
    said of nothing, of the card (「このカードは」, 『X』は), of its player (「あなたはこのカードを」)
    or of the ability (「この特殊能力は」): (``play`` / ``use``, ``all_turn`` / ``interrupt``), else
    None."""
    if not isinstance(b, A.Action):
        return None
    if not (b.form in _PERMITTING and b.modal is None) and not (
        b.form is A.Form.FINAL and b.modal == "ことができる"
    ):
        return None
    roles = [x.role for x in b.args]
    means = [x.value for x in b.args if x.role is A.Role.MEANS]
    when = [x.value for x in b.args if x.role is A.Role.GOAL]
    if b.verb == "play" and not means and len(when) == 1 and _terms(when[0]) == _THEIR_MAIN:
        # 「このカードは、相手ターンのメインフェイズにプレイしてもよい」: 3.4.2 says what 「All Turnで
        # プレイしてもよい」 lets a character card do in these words (「「相手ターンのメインフェイズ」
        # であっても、そのカードをプレイすることができます」) — the same permission
        b = replace(
            b,
            args=tuple(
                A.Arg(A.Role.MEANS, A.NounPhrase((A.Word("all_turn"),), ()))
                if x.role is A.Role.GOAL
                else x
                for x in b.args
            ),
        )
        roles = [x.role for x in b.args]
        means = [x.value for x in b.args if x.role is A.Role.MEANS]
    if len(means) != 1:
        return None
    m = _terms(means[0])
    how = (
        m[0].id
        if len(m) == 1 and isinstance(m[0], A.Word)
        else m[0].keyword.id
        if len(m) == 1 and isinstance(m[0], A.Standing)
        else None
    )
    if how not in _PERMITTED_MEANS:
        return None
    said = {x.role: x.value for x in b.args if x.role is not A.Role.MEANS}
    if len(said) != len(roles) - 1:
        return None
    if b.verb == "play":
        topic = said.pop(A.Role.TOPIC, None) or said.pop(A.Role.SUBJECT, None)
        obj = said.pop(A.Role.OBJECT, None)
        if said:
            return None
        if obj is not None:
            # 「あなたはこのカードを…プレイしてもよい」
            if topic is None or _terms(topic) != (A.Owner("you"),) or not _this_card_np(obj):
                return None
        elif topic is not None and not _this_card_np(topic):
            return None
        return "play", how  # type: ignore[return-value]
    if b.verb == "do":
        used = said.pop(A.Role.NONE, None)
        topic = said.pop(A.Role.TOPIC, None)
        if said or used is None or _terms(used) != (A.Unknown("使用"),):
            return None
        # 「この特殊能力は」, or 「この効果は」: the ability's effect said for the ability (on an
        # ability used only, ``compile_ability``)
        if topic is not None and _terms(topic) not in (
            (A.Ref("this"), A.CardKind("special_ability")),
            (A.Ref("this"), A.CardKind("effect")),
        ):
            return None
        return "use", how  # type: ignore[return-value]
    return None


def _line_permission(ab: A.Ability) -> str | None:
    """A line that is only a permission to play this card (``permission``): its manner."""
    if ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or steps[0].lead or steps[0].condition is not None:
        return None
    got = permission(steps[0].body)
    return got[1] if got is not None and got[0] == "play" else None


def _permission_apart(ab: A.Ability) -> tuple[A.Ability, A.Ability] | None:
    """A line whose first or last sentence is a permission to play this card (``permission``:
    「割り込みでプレイしてもよい」 4.3.4, 「All Turnでプレイしてもよい」 3.4.2, in any of its forms) and
    whose other sentences are the card's effect: (the permission as a line of its own, the
    rest). None for any other line."""
    if (
        ab.kind is not A.AbilityKind.EVENT
        or ab.trigger is not None
        or ab.cost is not None
        or ab.condition is not None
        or ab.labels
        or ab.keyword is not None
        or ab.preamble
        or ab.effect is None
        or len(ab.effect.sentences) < 2
    ):
        return None
    sents = ab.effect.sentences
    for k in (0, len(sents) - 1):
        steps = sents[k].steps
        if len(steps) != 1 or steps[0].lead or steps[0].condition is not None:
            continue
        got = permission(steps[0].body)
        if got is None or got[0] != "play":
            continue
        rest = (*sents[:k], *sents[k + 1 :])
        alone = replace(ab, effect=replace(ab.effect, sentences=(sents[k],)))
        return alone, replace(ab, effect=replace(ab.effect, sentences=rest))
    return None


def _all_turn_sentence(ab: A.Ability) -> bool:
    """「(「)All Turn(」)でプレイしてもよい / できる」: a line that is only that sentence."""
    if ab.labels or ab.condition:
        return False
    return _line_permission(ab) == "all_turn"


def _interrupt_permission(ab: A.Ability) -> bool:
    """「割り込みでプレイしてもよい」: a line that is only the permission to play as an interrupt."""
    return _line_permission(ab) == "interrupt"


def _undefended_by_key(ab: A.Ability) -> str | None:
    """「『X』は(、)(…キャラクターに)ディフェンスされない」 in X's own text (4-2-10), over 3.4.5.3
    (4.2.9): the keyword ``undefended_by:<who>`` — ``*`` with no agent or 「キャラクターに」 (no
    character may defend it), or a character described (``_battle_described``). In a quoted
    ability given (4.3.8 step 3) the card is 「このキャラクター」 (4.2.10). None for any other
    ability."""
    b = _own_battle_step(ab)
    return None if b is None else _undefended_key(b)


def _undefended_key(b: A.Action) -> str | None:
    """The keyword ``undefended_by:<who>`` of a step 「…は(、)(…キャラクターに)ディフェンスされ
    ない」 (``_undefended_by_key``), whoever it is said of; None for any other step."""
    if b.verb != "defend" or b.form is not A.Form.PASSIVE_NEG or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or not {A.Role.TOPIC} <= set(args) <= {A.Role.TOPIC, A.Role.GOAL}:
        return None
    by = _terms(args.get(A.Role.GOAL))
    if not by or by == (A.CardKind("co_character"),):
        return "undefended_by:*"
    desc = _battle_described(by)
    return f"undefended_by:{desc}" if desc is not None else None


def _no_defend_vs_key(ab: A.Ability) -> str | None:
    """「『X』は「飛行」の特殊能力を持つキャラクターをディフェンスできない」 in X's own text (4-2-10;
    「このキャラクターは」 in a quoted ability given, 4.3.8 step 3): X's text over 3.4.5.3 (4.2.9) —
    X may not defend an attacker so described (``_battle_described``), the keyword
    ``no_defend_vs:<desc>`` (held, lost with its abilities, 4.3.8). 「…をディフェンスできない」 with
    no description (any character) is 「ディフェンスを行うことができない」 (``_cannot_key``): None,
    as for any other ability."""
    b = _own_battle_step(ab)
    if b is None or b.verb != "defend" or b.form is not A.Form.CANNOT or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or set(args) != {A.Role.TOPIC, A.Role.OBJECT}:
        return None
    desc = _battle_described(_terms(args[A.Role.OBJECT]))
    return f"no_defend_vs:{desc}" if desc is not None else None


def _own_battle_step(ab: A.Ability) -> A.Action | None:
    """The one step of an ability of one sentence said of the card itself — 『X』は in X's own
    text, 「このカードは」, or 「このキャラクターは」 (4-2-10; a quoted ability's holder, 4.3.8
    step 3) — with no lead or condition; None otherwise."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    if ab.trigger is not None or ab.cost is not None:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    if steps[0].lead is not None or steps[0].condition is not None:
        return None
    b = steps[0].body
    topic = next((a.value for a in b.args if a.role is A.Role.TOPIC), None)
    t = _terms(topic)
    if not (_this_card_np(topic) or t == (A.Ref("this"), A.CardKind("co_character"))):
        return None
    return b


def _battle_described(by: tuple[Any, ...]) -> str | None:
    """A character named in a battle restriction (3.4.5.3 / 3.4.5.7): a gender (「男性キャラクタ
    ー」), ``state:<rest|stand>`` (「タップ状態の / アンタップ状態のキャラクター」), ``kw:<id>``
    (「「飛行」(の特殊能力)を持つキャラクター」: a character with that keyword, as in force,
    3.4.5.7 / 4.3.8) or ``nokw:<id>`` (「…を持たないキャラクター」 / 「…を持つキャラクター以外」:
    one without it); None for any other phrase."""
    if len(by) == 2 and isinstance(by[0], A.Unknown) and by[0].text in GENDERS:
        if by[1] == A.CardKind("co_character"):
            return by[0].text
        return None
    if (
        len(by) == 2
        and isinstance(by[0], A.Named)
        and by[0].head == A.Word("state")
        and by[0].text in _ORIENTED
        and by[1] == A.CardKind("co_character")
    ):
        # 「タップ状態の / アンタップ状態のキャラクター」: a character in that state (as at the
        # defence declaration, 3.4.5.3)
        return f"state:{_ORIENTED[by[0].text]}"
    # 「…を持つキャラクター以外」: every character but those (as 「…を持たないキャラクター」)
    but = len(by) == 3 and by[2] == A.Ref("except")
    if but:
        by = by[:2]
    if len(by) == 2 and isinstance(by[0], A.Relative) and by[1] == A.CardKind("co_character"):
        have = by[0].clause
        if have.verb != "have" or have.modal is not None:
            return None
        if have.form not in (A.Form.FINAL, A.Form.NEGATIVE):
            return None
        # 「「潜水」を持たないキャラクター」 / 「「飛行」…を持つキャラクター以外」: a character
        # without that keyword (as in force, 3.4.5.7 / 4.3.8) — ``nokw:<id>``
        without = (have.form is A.Form.NEGATIVE) != but
        if [a.role for a in have.args] != [A.Role.OBJECT]:
            return None
        inner = list(_terms(have.args[0].value))
        if inner[-1:] == [A.CardKind("special_ability")]:
            inner.pop()
        if (
            len(inner) == 1
            and isinstance(inner[0], A.Standing)
            and inner[0].keyword.id in ("flying", "diving")
            and not inner[0].keyword.params
        ):
            return f"{'nokw' if without else 'kw'}:{inner[0].keyword.id}"
    return None


_ENTRY_TURN = (
    A.Relative(
        A.Action(
            "come_out_kanji",
            (A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("vs_field"),), ())),),
            A.Form.PAST,
        )
    ),
    A.Word("turn"),
)


def _entry_turn_attack(ab: A.Ability) -> bool:
    """「『X』(このカード)はフィールドに出たターンにアタックを宣言できる」 (「…アタックできる」,
    「…アタックを行うことができる」) in X's own text (4-2-10): a character played enters the field
    tapped (3.4.2) and only an untapped one declares an attack (3.4.5.2), so none attacks in the
    turn it came out — X's text over that (4.2.9): the tap it entered with this turn does not
    keep it from declaring an attack (``battle.attack``); another tap (its own attack) still
    does."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return False
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return False
    st = steps[0]
    if st.condition or st.lead or st.cost or not _permits(st.body):
        return False
    b = st.body
    args = {a.role: a.value for a in b.args}
    if (
        len(args) != len(b.args)
        or A.Role.TOPIC not in args
        or not _this_card_np(args[A.Role.TOPIC])
    ):
        return False
    goal = args.get(A.Role.GOAL)
    if goal is None or tuple(_terms(goal)) != _ENTRY_TURN:
        return False
    rest = set(args) - {A.Role.TOPIC, A.Role.GOAL}
    if b.verb == "attack":
        return not rest
    if b.verb in ("declare", "perform", "do"):
        return rest == {A.Role.OBJECT} and _terms(args[A.Role.OBJECT]) in (
            (A.Word("attack"),),
            (A.Word("attack"), _DECLARATION),
        )
    return False


def _enters_untapped(ab: A.Ability) -> bool:
    """「『X』(このカード)は(、)アンタップ状態でフィールドに出る」 in X's own text (4-2-10)."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return False
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action) or steps[0].condition:
        return False
    b = steps[0].body
    if b.verb != "come_out_kanji" or b.form is not A.Form.FINAL or b.modal is not None:
        return False
    args = {a.role: _terms(a.value) for a in b.args}
    return (
        len(args) == len(b.args) == 3
        and args.get(A.Role.GOAL) == (A.Zone("vs_field"),)
        and args.get(A.Role.MEANS) == (A.Named("アンタップ", A.Word("state")),)
        and (
            [type(t) for t in args.get(A.Role.TOPIC, ())] == [A.CardName]
            or args.get(A.Role.TOPIC) == (A.Ref("this_card"),)
        )
    )


def _untapped_when(ab: A.Ability) -> str | None:
    """「『X』は、ディフェンス(アタック)するとき、アンタップ状態のまま戦闘を行う」 in X's own text
    (4-2-10): the grammar reads 「…するとき」 as a trigger, but nothing triggers — X fights the
    battle untapped, its cost of tapping not paid (3.4.5.3 / 3.4.5.2 「コストとしてタップします」,
    under 4.2.9): the keyword ``untapped_defend`` / ``untapped_attack``. None for another
    ability."""
    t = ab.trigger
    if A.unparsed(ab) or t is None or t.during is not None or ab.condition is not None:
        return None
    act = _triggers.when_clause(t.event)
    if act is None:
        return None
    if act.verb not in _CANNOT or act.form is not A.Form.FINAL or act.modal is not None:
        return None
    if ab.effect is None or len(ab.effect.sentences) != 1 or len(ab.effect.sentences[0].steps) != 1:
        return None
    st = ab.effect.sentences[0].steps[0]
    b = st.body
    if st.condition or st.lead or st.cost or not isinstance(b, A.Action):
        return None
    if b.verb != "perform" or b.form is not A.Form.FINAL or b.modal is not None:
        return None
    # 「『X』は、」 on the trigger's clause, and / or given to the step (``_trigger_topic_shared``)
    said = {_terms(a.value) for a in (*act.args, *b.args) if a.role is A.Role.TOPIC}
    if any(a.role is not A.Role.TOPIC for a in act.args) or len(said) != 1:
        return None
    (topic,) = said
    if not ([type(x) for x in topic] == [A.CardName] or topic == (A.Ref("this_card"),)):
        return None
    rest = replace(b, args=tuple(a for a in b.args if a.role is not A.Role.TOPIC))
    args = roles_exactly(rest, A.Role.AS_IS, A.Role.OBJECT)
    if args is None or _terms(args[A.Role.OBJECT]) != (A.Word("combat"),):
        return None
    if _terms(args[A.Role.AS_IS]) != (A.Named("アンタップ", A.Word("state")),):
        return None
    return _CANNOT[act.verb].replace("no_", "untapped_")


def _untapped_act(ab: A.Ability) -> str | None:
    """「『X』(このカード)はアタック(ディフェンス)を行っても / アタックしてもタップしない」 in X's
    own text (4-2-10): the keyword ``untapped_attack`` / ``untapped_defend`` of the battle act
    whose cost, tapping (3.4.5.2, 3.4.5.3), the card does not pay; None for another ability
    (「…するとき、アンタップ状態のまま戦闘を行う」: ``_untapped_when``, read before the event
    abilities)."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 2 or any(not isinstance(st.body, A.Action) for st in steps):
        return None
    if any(st.condition or st.lead or st.cost for st in steps):
        return None
    act, tap = steps[0].body, steps[1].body
    assert isinstance(act, A.Action) and isinstance(tap, A.Action)
    if tap.verb != "tap" or tap.form is not A.Form.NEGATIVE or tap.args or tap.modal:
        return None
    if act.form is not A.Form.CONCESSIVE or act.modal is not None:
        return None
    args = {a.role: _terms(a.value) for a in act.args}
    if len(args) != len(act.args):
        return None
    topic = args.get(A.Role.TOPIC, ())
    if not ([type(t) for t in topic] == [A.CardName] or topic == (A.Ref("this_card"),)):
        return None
    if act.verb in _CANNOT and set(args) == {A.Role.TOPIC}:
        key = _CANNOT[act.verb]
    elif act.verb in ("perform", "do") and set(args) == {A.Role.TOPIC, A.Role.OBJECT}:
        obj = args[A.Role.OBJECT]
        # 「アタックを行っても」 / 「アタック宣言を行っても」: the act, or its declaration (3.4.5.2,
        # where the tap is made)
        act_named = len(obj) == 1 or (len(obj) == 2 and obj[1] == _DECLARATION)
        key = _battle_act(obj[0]) if act_named else None
    else:
        return None
    return None if key is None else key.replace("no_", "untapped_")


def _tapped_act(ab: A.Ability) -> str | None:
    """「『X』(このカード)はタップ状態でもディフェンス(アタック)できる」 in X's own text (4-2-10), in
    each wording of a permission (「…できる」, 「…してもよい」, 「…することができる」, the act named:
    「ディフェンスを行うことができる / 行ってもよい」): the keyword ``tapped_defend`` /
    ``tapped_attack`` of the battle act X may declare though tapped (over 3.4.5.3 / 3.4.5.2's
    「アンタップ状態のキャラクター」, 4.2.9); None for another ability."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    st = steps[0]
    if st.condition or st.lead or st.cost:
        return None
    b = st.body
    if not _permits(b):
        return None
    args = {a.role: _terms(a.value) for a in b.args}
    if len(args) != len(b.args) or args.get(A.Role.EVEN) != (A.Named("タップ", A.Word("state")),):
        return None
    topic = args.get(A.Role.TOPIC, ())
    if not ([type(t) for t in topic] == [A.CardName] or topic == (A.Ref("this_card"),)):
        return None
    if b.verb in _CANNOT and set(args) == {A.Role.TOPIC, A.Role.EVEN}:
        key: str | None = _CANNOT[b.verb]
    elif b.verb in ("perform", "do") and set(args) == {A.Role.TOPIC, A.Role.EVEN, A.Role.OBJECT}:
        obj = args[A.Role.OBJECT]
        key = _battle_act(obj[0]) if len(obj) == 1 else None
    else:
        return None
    return None if key is None else key.replace("no_", "tapped_")


def _cannot_key(ab: A.Ability) -> str | None:
    """The keyword of 「『X』はディフェンス(アタック)を行うことができない」 in X's own text (4-2-10),
    or of 「このカードは…」; None for any other ability."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    b = steps[0].body
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or A.Role.TOPIC not in args:
        return None
    if not (
        _this_card_np(args[A.Role.TOPIC])
        or _terms(args[A.Role.TOPIC]) == (A.Ref("this"), A.CardKind("co_character"))
    ):
        # 「『X』は」 in X's own text, 「このカードは」: the card itself (4-2-10); 「このキャラクター
        # は」: the same card, called as it is on the field (4-2-7, as ``_who``)
        return None
    return _cannot_act(b)


def _player_modal(b: A.Action) -> bool:
    """「このターン、相手はアタックできない」: a modal step on a player, the shared construction's
    (``ruling.cardtext.modal``), not a card's battle act refused."""
    from ruling.cardtext import modal as M

    topic = next((a.value for a in b.args if a.role is A.Role.TOPIC), None)
    return M.polarity(b) == "prohibit" and M.player_of(topic) is not None


def _attack_participation(b: A.Action) -> A.Action:
    """「…はアタックに参加できない / 参加することができない」: to take part in an attack is to attack
    (3.4.5.2 「「アタック(に参加)したときに〜」」) — the step 「…はアタックできない」, read as it is
    (the card's text over 3.4.5.2, 4.2.9); any other step as it is."""
    cannot = b.form is A.Form.CANNOT and b.modal is None
    cannot = cannot or (b.form is A.Form.FINAL and b.modal in _CANNOT_MODALS)
    goals = [a for a in b.args if a.role is A.Role.GOAL]
    if b.verb != "participate" or not cannot or len(goals) != 1:
        return b
    if _terms(goals[0].value) != (A.Word("attack"),):
        return b
    rest = tuple(a for a in b.args if a.role is not A.Role.GOAL)
    return replace(b, verb="attack", args=rest, form=A.Form.CANNOT, modal=None)


def _timed_cannot(b: A.Action) -> tuple[str, ...] | None:
    """「ターン終了時まで、…はアタック / ディフェンス(も)することができない」 and 「…はアタックも
    ディフェンスもすることができない」 with a period (``LIMIT``): the keywords of the acts refused;
    None for any other step (one with no period is ``_cannot_act``'s)."""
    if not any(a.role is A.Role.LIMIT for a in b.args):
        hoisted = _hoisted_limit(b)
        if hoisted is None:
            return None
        # 「ターン終了時まで、相手がコントロールしているすべてのキャラクターは…」: the period the
        # grammar hangs on the relative clause is the step's (``_hoisted_limit``)
        b = replace(b, args=(A.Arg(A.Role.LIMIT, hoisted, pause=True), *b.args))
    plain = replace(b, args=tuple(a for a in b.args if a.role is not A.Role.LIMIT))
    one = _cannot_act(plain)
    if one is not None:
        return (one,)
    acts = _acts_refused(b)
    if acts is not None:
        return acts
    if plain.verb != "do" or plain.modal != "ことができない" or plain.form is not A.Form.FINAL:
        return None
    also = [a for a in plain.args if a.role is A.Role.ALSO]
    if len(also) + 1 != len(plain.args) or not any(a.role is A.Role.TOPIC for a in plain.args):
        return None
    keys: list[str] = []
    for a in also:
        t = _terms(a.value)
        if t == (A.Word("attack"),):
            keys.append("no_attack")
        elif len(t) == 1 and (
            t[0] == A.Word("defend") or getattr(t[0], "text", "") == "ディフェンス"
        ):
            keys.append("no_defend")
        else:
            return None
    return tuple(dict.fromkeys(keys)) or None


def _cannot_pair(steps: list[A.Step]) -> tuple[Any, tuple[str, str], str | None] | None:
    """「…はアタックできず、ディフェンスできない」 (a period 「ターン終了時まで、」 before it or
    not): the topic, the two keywords refused and the period; None for any other pair."""
    first, second = steps[0].body, steps[1].body
    if not (isinstance(first, A.Action) and isinstance(second, A.Action)):
        return None
    if any(st.lead or st.condition is not None or st.cost is not None for st in steps):
        return None
    if (
        second.verb == "do"
        and len(second.args) == 1
        and second.args[0].role in (A.Role.ALSO, A.Role.OBJECT)
        and len(_terms(second.args[0].value)) == 1
        and _battle_act(_terms(second.args[0].value)[0]) is not None
    ):
        # 「…はアタックできず、ディフェンスもできない」: the second act named (「ディフェンスも
        # (を)できない」), as 「ディフェンスできない」 (3.4.5.3)
        key = _battle_act(_terms(second.args[0].value)[0])
        verb = next(v for v, k in _CANNOT.items() if k == key)
        second = replace(second, verb=verb, args=())
    if (
        first.verb not in _CANNOT
        or second.verb not in _CANNOT
        or first.verb == second.verb
        or first.form is not A.Form.CANNOT_CONT
        or second.form is not A.Form.CANNOT
        or first.modal is not None
        or second.modal is not None
        or second.args
    ):
        return None
    roles = [a.role for a in first.args]
    if A.Role.TOPIC not in roles or not set(roles) <= {A.Role.TOPIC, A.Role.LIMIT}:
        return None
    if len(roles) != len(set(roles)):
        return None
    topic = next(a.value for a in first.args if a.role is A.Role.TOPIC)
    until = _until(first) if A.Role.LIMIT in roles else None
    if A.Role.LIMIT in roles and until is None:
        return None
    return topic, (_CANNOT[first.verb], _CANNOT[second.verb]), until


# the modal periphrases of 「できない」 after a verb's final form (「アタックすることができない」)
_CANNOT_MODALS = ("ことができない", "ことはできない")
# a verb's modal periphrasis of a prohibition as the verb's own form (``_damage_points``);
# 「…することができる」 is left as it is (a step's 「may」, read as printed where it is read)
_MODAL_FORMS = {"ことができない": A.Form.CANNOT, "ことはできない": A.Form.CANNOT}


def _battle_act(t: Any) -> str | None:
    """The keyword of a battle act named as a noun (アタック ``no_attack``, ディフェンス
    ``no_defend``: 3.4.5.2, 3.4.5.3), else None (the lexicon has no noun ディフェンス)."""
    if t == A.Word("attack"):
        return "no_attack"
    if t == A.Word("defend") or (isinstance(t, A.Unknown) and t.text == "ディフェンス"):
        return "no_defend"
    return None


_DECLARATION = A.Unknown("宣言")


def _acts_refused(b: A.Action) -> tuple[str, ...] | None:
    """「…はアタック(ディフェンス)できない」 in any of its wordings — the verb itself (「アタック
    できない」 / 「アタックすることができない」), the act named (「アタックを行えない」 / 「アタックを
    行うことができない」 / 「アタックができない」), several acts (「アタックもディフェンスもできない」,
    「アタックとディフェンスができない / を行うことができない」, 「アタックやディフェンスを行えない」)
    — with its topic (and a period, ``LIMIT``, the caller's): the keywords of the acts refused
    (the card's text over the battle rules, 4.2.9), None for any other step."""
    args = [a for a in b.args if a.role is not A.Role.LIMIT]
    roles = [a.role for a in args]
    if roles.count(A.Role.TOPIC) != 1:
        return None
    cannot = b.form is A.Form.CANNOT and b.modal is None
    cannot = cannot or (b.form is A.Form.FINAL and b.modal in _CANNOT_MODALS)
    if not cannot:
        return None
    if b.verb in _CANNOT:
        return (_CANNOT[b.verb],) if roles == [A.Role.TOPIC] else None
    # the acts named: what is done (を行う / をする / がする), with と / も / や between them;
    # 「アタック / ディフェンスを宣言できない」 (``declare``): the act's declaration, which begins
    # it (3.4.5.2, 3.4.5.3) — refused, the act is
    named = {A.Role.OBJECT, A.Role.SUBJECT, A.Role.WITH, A.Role.ALSO}
    if b.verb not in ("perform", "do", "declare") or not set(roles) - {A.Role.TOPIC} <= named:
        return None
    keys: list[str] = []
    for a in args:
        if a.role is A.Role.TOPIC:
            continue
        if any(link not in ("や", "か", "または", "") for link in a.value.links):
            return None
        terms = _terms(a.value)
        if len(terms) == 2 and terms[1] == _DECLARATION and _battle_act(terms[0]) is not None:
            # 「ディフェンス宣言 / アタック宣言を行うことができない」: the act's declaration, which
            # begins it (3.4.5.2, 3.4.5.3) — refused, the act is
            terms = terms[:1]
        for t in terms:
            key = _battle_act(t)
            if key is None:
                return None
            keys.append(key)
    return tuple(dict.fromkeys(keys)) or None


# the player an attack is made on, as printed (「敵のデュエルマスター」, 「相手」 …)
_OPPONENT_NAMED = (
    (A.Owner("opponent"),),
    (A.Owner("opponent"), A.Owner("duel_master")),
    (A.Unknown("敵"), A.Owner("duel_master")),
)


def _attack_on_the_opponent(b: A.Action) -> A.Action:
    """「…は敵のデュエルマスター(相手)にアタックできない」: a character attacks the opponent and
    nothing else (3.4.5 「相手プレイヤーに攻撃(アタック)をすることができます。キャラクターに対してや
    自分に対しては攻撃できません」), so the attack on the opponent is every attack — the step
    「…はアタックできない」. Any other step as it is."""
    if b.verb != "attack" or b.form is not A.Form.CANNOT:
        return b
    goal = [a for a in b.args if a.role is A.Role.GOAL]
    if len(goal) != 1 or _terms(goal[0].value) not in _OPPONENT_NAMED:
        return b
    return replace(b, args=tuple(a for a in b.args if a is not goal[0]))


def _cannot_act(b: A.Action) -> str | None:
    """「…はディフェンス(アタック)を行うことができない」 / 「…はアタックできない」 / 「…はディフェンス
    することができない」 (any wording of ``_acts_refused``, one act) with its topic, no period;
    「…はアンタップフェイズにアンタップしない」: the keyword (``no_attack`` / ``no_defend`` /
    ``no_untap``) of the act refused, None for another step."""
    b = _attack_participation(b)  # 「…はアタックに参加できない」 (3.4.5.2)
    b = _attack_on_the_opponent(b)
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or A.Role.TOPIC not in args:
        return None
    if A.Role.LIMIT not in args:
        acts = _acts_refused(b)
        if acts is not None and len(acts) == 1:
            return acts[0]
    if (
        b.verb == "untap"
        and b.form is A.Form.NEGATIVE
        and b.modal is None
        and set(args) == {A.Role.TOPIC, A.Role.GOAL}
        and _terms(args[A.Role.GOAL]) == (A.Word("untap_phase"),)
    ):
        # 「…はアンタップフェイズにアンタップしない」: the card's text over 3.2.2 (4.2.9), every
        # untap phase while it holds (held as the keyword ``no_untap``; lost with the abilities)
        return "no_untap"
    return None


def _held_keyword(ab: A.Ability) -> str | None:
    """「『X』(このキャラクター)は「飛行」の特殊能力を持つ」 in X's own text: the keyword (飛行 /
    潜水, 3.4.5.7) the card has; None for any other ability."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    b = steps[0].body
    args = {a.role: a.value for a in b.args}
    # 「…を持つ」 / 「…を得る」: in the card's own text, both the keyword it has
    if b.verb not in ("have", "gain") or b.form is not A.Form.FINAL or b.modal:
        return None
    if len(args) != len(b.args):
        return None
    if set(args) != {A.Role.TOPIC, A.Role.OBJECT} or steps[0].lead or steps[0].condition:
        return None
    try:
        this = _who(args[A.Role.TOPIC]) == "this"
    except Unsupported:
        return None
    return _standing(args[A.Role.OBJECT]) if this else None


def _defend_key(ab: A.Ability) -> str | None:
    """「「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい」 (3-4-5-7, 4-3-8): this
    character may defend characters with that keyword — ``defend_<keyword>`` — whether printed
    on the card or given by another (〔GUN〕); None for any other ability."""
    if A.unparsed(ab) or ab.effect is None or len(ab.effect.sentences) != 1:
        return None
    steps = ab.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action) or steps[0].body.verb != "defend":
        return None
    if steps[0].condition is not None:
        # 「『X』がアンタップ状態である限り、『X』は…ディフェンスしてもよい」: the permission under a
        # condition, an effect in force while it holds (the step's own reading, ``_own_in_force``)
        return None
    body = _plain(steps[0])
    whom = [a for a in body.args if a.role in (A.Role.OBJECT, A.Role.GOAL)]
    if len(whom) != 1 or len(body.args) != 1:
        return None  # 「セットされたキャラクターは、…」: given to another card (``_sentence_hook``)
    # 「…をディフェンスしてもよい」, 「…にディフェンスできる」: whom it defends, by を or に
    obj = whom[0].value
    if "co_character" not in _kinds(obj):
        return None
    kws = [
        x.keyword.id
        for rel in _relatives(obj)
        for x in _terms(next((y.value for y in rel.args if y.role is A.Role.OBJECT), None))
        if isinstance(x, A.Standing)
    ]
    if len(kws) == 1 and _permits(body):
        return f"defend_{kws[0]}"
    return None


def _permits(b: A.Action) -> bool:
    """「…してもよい」, 「…できる」, 「…することができる」: a permission, in any of its forms (3.4.5.7's
    table says 「ディフェンス可能なキャラクター」; 4.3.8 例 prints 「ディフェンスしてもよい」)."""
    return (b.form in _PERMITTING and b.modal is None) or (
        b.form is A.Form.FINAL and b.modal == "ことができる"
    )


def _gender_taken(b: A.Action) -> tuple[str, Any, bool] | None:
    """「(ターン終了時まで、)<a card>は「G」キャラクターとなる」 (G 男性 / 女性 / その他): the gender,
    the card (the topic) and whether a limit is printed; None for another step. 「<a card>は
    「G」キャラクターとして扱う」 says the same: the card is treated as of that type (4.3.8 step 2,
    【タイプの決定】 「キャラクターであれば更に性別」) — the wording of 4.2.6 / 4.2.14's 「…として扱います」
    for what a thing counts as in the game."""
    if b.verb not in ("become", "treat") or b.modal is not None or b.form is not A.Form.FINAL:
        return None
    a = {x.role: x.value for x in b.args}
    what = A.Role.WITH if b.verb == "become" else A.Role.NONE
    if len(a) != len(b.args) or set(a) - {A.Role.LIMIT} != {A.Role.TOPIC, what}:
        return None
    terms = _terms(a[what])
    if b.verb == "treat":
        # 「…「その他」キャラクターとして」: the trailing 「として」 (``as``) is the verb's own
        if terms[-1:] != (A.Word("as"),):
            return None
        terms = terms[:-1]
    if b.verb == "treat" and len(terms) == 1:
        # 「『X』は女性として扱う」: the gender word alone (the card is a character already) says
        # the same as 「「女性」キャラクターとして扱う」
        terms = (*terms, A.CardKind("co_character"))
    if (
        len(terms) != 2
        or not isinstance(terms[0], A.Name | A.Unknown)
        or terms[0].text not in GENDERS
        or terms[1] != A.CardKind("co_character")
    ):
        return None
    return str(terms[0].text), a[A.Role.TOPIC], A.Role.LIMIT in a


def _made_character_for_a_time(
    b: A.Action,
) -> tuple[str, tuple[int, int], Any, str] | None:
    """「(ターン終了時まで、)<a card>は「AP:DP」の能力値を持つ「G」キャラクターとなる」 with a time
    printed (a limit, or the duration of this turn printed first): the gender, the values, the
    card (the topic) and the time; None for another step."""
    if b.verb != "become" or b.modal is not None or b.form is not A.Form.FINAL:
        return None
    a = {x.role: x.value for x in b.args}
    if len(a) != len(b.args) or set(a) - {A.Role.LIMIT, A.Role.TIME} != {
        A.Role.TOPIC,
        A.Role.WITH,
    }:
        return None
    if A.Role.TIME in a:
        t = a[A.Role.TIME]
        if A.Role.LIMIT in a or not (isinstance(t, A.Duration) and t.id == "this_turn"):
            return None
        until: str | None = "turn"
    else:
        until = _until(b)
    if until is None:
        return None
    terms = _terms(a[A.Role.WITH])
    rel = _relatives(a[A.Role.WITH])
    if (
        len(terms) != 3
        or len(rel) != 1
        or not isinstance(terms[1], A.Name | A.Unknown)
        or terms[1].text not in GENDERS
        or terms[2] != A.CardKind("co_character")
    ):
        return None
    pair = _stat_pair(_obj(rel[0])) if rel[0].verb == "have" else None
    if pair is None or pair[2]:
        return None
    return str(terms[1].text), (pair[0], pair[1]), a[A.Role.TOPIC], until


def _gender_for_a_time(b: A.Action) -> str | None:
    """The gender of ``_gender_taken`` said of a card other than the one this is set on, with a
    limit (an effect done once: the card keeps the gender for that time); None otherwise."""
    got = _gender_taken(b)
    if got is None or not got[2] or _who(got[1]) == "host":
        return None
    return got[0]


def _becomes_gender(b: A.Action) -> str | None:
    """The gender of 「<the card this one is set on>は、「G」キャラクターとなる」 (no limit), None for
    another step."""
    got = _gender_taken(b)
    if got is None or got[2]:
        return None
    if _who(got[1]) != "host":
        raise Unsupported("a gender taken by another card than the one this is set on")
    return got[0]


# the gender of a character whose text says it has none (「『X』は性別を持たない」): no gender a
# text names (男性 / 女性 / その他) is it
NO_GENDER = "なし"


def _no_gender(b: A.Action) -> bool:
    """「『X』は性別を持たない」 printed on X (4.2.10: 『X』 is this card): X has no gender."""
    if b.verb != "have" or b.form is not A.Form.NEGATIVE or b.modal is not None:
        return False
    a = {x.role: x.value for x in b.args}
    if set(a) != {A.Role.TOPIC, A.Role.OBJECT}:
        return False
    return _terms(a[A.Role.OBJECT]) == (A.Unknown("性別"),) and _who(a[A.Role.TOPIC]) == "this"


def _own_gender(b: A.Action) -> str | None:
    """The gender of 「『X』は「その他」キャラクターとして扱う / となる」 printed on X with no limit:
    X's own type, in force while its text is (3.4.4; 4.2.10: 『X』 is this card; 4.3.8 step 2,
    【タイプの決定】, over the gender printed, 4.2.9). None for another step."""
    got = _gender_taken(b)
    if got is None or got[2] or _who(got[1]) != "this":
        return None
    return got[0]


def _same_name_as_target(b: A.Action) -> bool:
    """「対象のキャラクター1体と同じ名前のすべてのキャラクターを」 as the only argument of a plain
    step (no modal, final form)."""
    if b.modal is not None or b.form is not A.Form.FINAL or len(b.args) != 1:
        return False
    if b.args[0].role is not A.Role.OBJECT:
        return False
    t = _terms(b.args[0].value)
    if len(t) != 4 or t[1:] != (
        A.Word("name"),
        A.Count(None, "card", "all"),
        A.CardKind("co_character"),
    ):
        return False
    rel = t[0]
    if not isinstance(rel, A.Relative) or rel.clause.verb != "same" or len(rel.clause.args) != 1:
        return False
    arg = rel.clause.args[0]
    return arg.role is A.Role.WITH and _who(arg.value) == "target_char"


def _is_host(np: Any) -> bool:
    """Whether a phrase names the card this one is set on (「セットされたキャラクター」); a phrase
    ``_who`` refuses is not."""
    try:
        return _who(np) == "host"
    except Unsupported:
        return False


def _host_becomes(with_: Any) -> list[ROp]:
    """「(セットされたキャラクターは、)「0:5」の能力値を持つ「その他」キャラクターとなる」 (4-3-8's
    〔剣を捨てて……〕): the card this one is set on takes those values (4.3.8 step 4) and that
    gender (step 2)."""
    rel = _relatives(with_)
    pair = _stat_pair(_obj(rel[0])) if rel else None
    if pair is None or pair[2]:
        raise Unsupported("become without values")
    gender = next((t.text for t in _terms(with_) if isinstance(t, A.Name)), None)
    return [
        ROp("co:set_stats", target=WHO["host"], stat="ap", amount=pair[0], more=(("dp", pair[1]),)),
        ROp("co:gender", target=WHO["host"], name=gender),
    ]


def _set_card_text(st: A.Step, rest: list[A.Step]) -> list[ROp]:
    """「『X』がセットされているキャラクター1体か…は、それまで持っていた特殊能力をすべて失い、
    「0:5」の能力値を持つ「その他」キャラクターとなる」 (4-3-8): the card it is set on loses its
    special abilities and takes those values and that gender."""
    b = _plain(st)
    a = _args(b, {A.Role.TOPIC, A.Role.LIMIT}, "a have")  # それまで: what it had until then
    if _who(a[A.Role.TOPIC]) != "host" or not rest:
        raise Unsupported("a have of something other than the set card")
    out: list[ROp] = []
    for x in rest:
        sb = _plain(x)
        if sb.verb == "lose":
            la = _args(sb, {A.Role.OBJECT, A.Role.NONE}, "a loss")
            every = [
                t
                for np in la.values()
                for t in _walk_terms(np)
                if isinstance(t, A.Count) and t.bound == "all"
            ]
            if "special_ability" not in _kinds(la.get(A.Role.OBJECT)) or not every:
                raise Unsupported("losing something other than all special abilities")
            out.append(ROp("co:lose_all", target=WHO["host"]))
        elif sb.verb == "become":
            out += _host_becomes(_args(sb, {A.Role.WITH}, "a become").get(A.Role.WITH))
        elif sb.verb == "have" and x is rest[-1]:
            # 「…、「0:5」の能力値を持つ。」 (the same sentence without 「…キャラクターとなる」):
            # the values set on the host (4.3.8 step 4), its gender kept
            _args(sb, {A.Role.OBJECT}, "a have")
            _as_printed(sb, "values set")
            pair = _stat_pair(_obj(sb))
            if pair is None or _terms(_obj(sb))[-1:] != (A.Word("stat_values"),):
                raise Unsupported("a have of something other than values")
            if pair[2]:
                raise Unsupported("a modifier held")
            out.append(
                ROp(
                    "co:set_stats",
                    target=WHO["host"],
                    stat="ap",
                    amount=pair[0],
                    more=(("dp", pair[1]),),
                )
            )
        elif (
            acts := _acts_refused(
                replace(sb, args=(A.Arg(A.Role.TOPIC, a[A.Role.TOPIC]), *sb.args))
            )
        ) is not None and x is rest[-1]:
            # 「…は、それまで持っていた特殊能力をすべて失い、アタック宣言を行うことができない」: the
            # same card may not attack (defend) — the card text over the battle rules (4.2.9,
            # 3.4.5.2 / 3.4.5.3), held as keywords it gains while this card is set on it, as the
            # sentence said alone; gained after the loss (4.3.8 step 3: 「それまで持っていた」 are
            # the abilities it had before)
            out += [ROp("co:grant", target=WHO["host"], name=key) for key in acts]
        else:
            raise Unsupported(f"step {sb.verb} after the set card's subject")
    return out


def _crash_when_none_line(node: A.Ability) -> Program | None:
    """「フィールドに出ている(男性)キャラクターがいなくなったとき、『X』はクラッシュする」 as a line of
    its own (read as a trigger): the same as 〔魔界〕's second sentence (4.3.8 例, 4.3.6) — this
    card crashes once no character (of that gender, as in force: 4.3.8 step 2) is on the field,
    held in force (``processes.find_empty_field``). None for any other line."""
    trig = node.trigger
    if node.kind is not A.AbilityKind.AUTO or trig is None or node.cost or node.condition:
        return None
    ev = trig.event
    if not isinstance(ev, A.Action) or ev.verb != "when" or ev.modal is not None:
        return None
    if [a.role for a in ev.args] != [A.Role.NONE] or trig.during is not None:
        return None
    terms = _terms(ev.args[0].value)
    if len(terms) != 2 or not all(isinstance(t, A.Relative) for t in terms):
        return None
    place, ceased = terms[0].clause, terms[1].clause
    if (place.verb, place.form) not in _ON_FIELD_FORMS:
        return None
    if [a.role for a in place.args] != [A.Role.GOAL] or _terms(place.args[0].value) != (
        A.Zone("vs_field"),
    ):
        return None
    if ceased.verb != "exist" or ceased.form is not A.Form.CEASED or ceased.modal is not None:
        return None
    if [a.role for a in ceased.args] != [A.Role.SUBJECT]:
        return None
    who = _terms(ceased.args[0].value)
    gender = None
    if len(who) == 2 and getattr(who[0], "text", None) in GENDERS:
        gender, who = who[0].text, who[1:]  # type: ignore[union-attr]
    if who != (A.CardKind("co_character"),):
        return None
    eff = node.effect
    if eff is None or len(eff.sentences) != 1 or len(eff.sentences[0].steps) != 1:
        return None
    st = eff.sentences[0].steps[0]
    b = st.body
    if st.lead or st.condition or st.cost or not isinstance(b, A.Action):
        return None
    if b.verb != "crush" or b.form is not A.Form.FINAL or b.modal is not None or b.more:
        return None
    if [a.role for a in b.args] not in ([A.Role.TOPIC], [A.Role.SUBJECT]):
        return None
    if [type(t) for t in _terms(b.args[0].value)] != [A.CardName]:
        return None  # 『X』 in its own text: this card (4.2.10; another name: the card check)
    return Program("effect", statics=(Static("crash_when_no_characters", "this", gender=gender),))


def _crash_when_none(st: A.Step, nxt: A.Step) -> ROp:
    """「フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする」 (4-3-8): this
    card is crashed once no character is on the field."""
    b, crush = _plain(st), _plain(nxt)
    rels = [r for x in b.args for r in _relatives(x.value)]
    ca = _args(crush, {A.Role.TOPIC, A.Role.SUBJECT}, "a crash")
    crushed = ca.get(A.Role.TOPIC) or ca.get(A.Role.SUBJECT)
    if not any(isinstance(t, A.CardName) for t in _terms(crushed)):
        raise Unsupported("a crash of another card")  # 『X』 in its own text: this card
    if any(r.verb == "exist" and r.form is A.Form.CEASED for r in rels):
        return ROp("co:crash_when_no_characters", target=WHO["this"])
    raise Unsupported("a 「…とき」 condition")


def _bounce_damaged(st: A.Step, rest: list[A.Step]) -> ROp:
    """「『X』をセットしているキャラクターにダメージを与えられ、クラッシュしなかったキャラクター
    は、ターン終了時にオーナーの手札に戻る」 (4-3-8)."""
    b = _plain(st)
    tail = [_plain(x) for x in rest]
    # 「クラッシュしなかったキャラクターは」: the grammar reads a negative past as attributive, a
    # relative clause on the topic of 「戻る」
    topic = next((a.value for a in tail[0].args if a.role is A.Role.TOPIC), None) if tail else None
    terms = topic.terms if isinstance(topic, A.NounPhrase) else ()
    rel = terms[0].clause if terms and isinstance(terms[0], A.Relative) else None
    if (
        len(tail) == 1
        and len(terms) == 2
        and rel is not None
        and rel.verb == "crush"
        and rel.form is A.Form.NEGATIVE_PAST
        and not rel.args
        and tail[0].verb == "go_back"
        and _go_back_at_end_of_turn(tail[0])
    ):
        a = _args(b, {A.Role.GOAL, A.Role.OBJECT}, "damage")
        if _who(a.get(A.Role.GOAL)) != "host":
            raise Unsupported("a damage condition on another card")
        return ROp("co:bounce_damaged", target=WHO["host"])
    raise Unsupported("a damage condition")


def _go_back_at_end_of_turn(act: A.Action) -> bool:
    """「(…は、)ターン終了時にオーナーの手札に戻る」: to its owner's hand at the end of the turn."""
    if any(a.role not in (A.Role.TOPIC, A.Role.GOAL, A.Role.TIME) for a in act.args):
        return False
    goals = [a.value for a in act.args if a.role in (A.Role.GOAL, A.Role.TIME)]
    zones = {t.id for np in goals for t in _walk_terms(np) if isinstance(t, A.Zone)}
    words = {w for np in goals for w in _words(np)}
    return zones == {"hand"} and "end_of_turn" in words


_TYPE_OF = {"event": "event", "spell": "spell", "item": "item"}
# the card kinds whose text is a 特殊能力 (4-2-8), as the card's type
_ABILITY_OF = {"navigator": "navigator", "co_character": "character"}


def _immune(st: A.Step, rest: list[A.Step]) -> tuple[int, ROp]:
    """「…は、[ターン終了時まで、]スペル、イベントの効果を受けない」 (4-3-8-1): the steps it takes
    and the effect (the card types whose effects do not affect it)."""
    b = _plain(st)
    if b.verb == "receive" and b.form is A.Form.NEGATIVE:
        # 「『X』はスペルの効果を受けない」: the topic and the verb in one step
        neg, between = -1, [b]
    else:
        neg = next(
            (
                k
                for k, x in enumerate(rest)
                if x.body.verb == "receive" and x.body.form is A.Form.NEGATIVE
            ),
            None,
        )
        if neg is None:
            raise Unsupported("a nominal sentence")
        between = [b] + [_plain(x) for x in rest[: neg + 1]]
    topic = next((a.value for a in b.args if a.role is A.Role.TOPIC), None)
    if "effect" not in _kinds(_obj(between[-1])):
        raise Unsupported("a nominal sentence")
    types: set[str] = set()
    for x in between:
        for a in x.args:
            if a.value is topic or a.role is A.Role.LIMIT:
                continue
            if a.role not in (A.Role.PREDICATE, A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC):
                raise Unsupported(f"「効果を受けない」 with {a.role.value}")
            for t in _walk_terms(a.value):
                if isinstance(t, A.CardKind) and _TYPE_OF.get(t.id):
                    types.add(_TYPE_OF[t.id])
                if isinstance(t, A.CardKind) and t.id == "special_ability":
                    # 「特殊能力の効果」: 4-2-8 calls the text of character and navigator cards
                    # 「特殊能力」 — the effects of those cards' texts
                    types.update(_ABILITY_OF.values())
                if isinstance(t, A.Named) and t.text == "アイテム":
                    types.add("item")
    if not types:
        raise Unsupported("「効果を受けない」 without card types")
    who = _who(topic) if topic is not None else "this"
    until = next((u for u in (_until(x) for x in between) if u is not None), None)
    # in force (4.3.8 step 1) while the card is — on this card, on the card it is set on
    # (「セットされたキャラクターは、…効果を受けない」, as its modifier is); with a period, once
    verb = "co:immune" if who in ("target_char", "this", "host") and not until else "immune"
    return neg + 2, ROp(verb, target=WHO[who], until=until, detail=tuple(sorted(types)))


# --------------------------------------------------------------------------- the vocabulary

# the acts a modal step may prohibit a player (``ruling.cardtext.modal``; the card text over the
# rules that allow them, 4.2.9): a draw (4.2.1: 「山札からカードを引く」), an attack declaration (3.4.5.2),
# a card's play (4.3.2), the use of a special ability on the field (4.3.3)
MODAL_ACTIONS = {
    "draw": ModalAction("draw", ("4.2.1",), "カードを引けない", "cannot draw"),
    "attack": ModalAction("attack", ("3.4.5.2",), "アタック宣言を行えない", "cannot attack"),
    "perform:attack+宣言": ModalAction(
        "attack", ("3.4.5.2",), "アタック宣言を行えない", "cannot attack"
    ),
    "declare:attack": ModalAction(
        "attack", ("3.4.5.2",), "アタック宣言を行えない", "cannot attack"
    ),
    "play": ModalAction("play", ("4.3.2",), "カードをプレイできない", "cannot play cards"),
    "do:使用": ModalAction(
        "activate",
        ("4.3.3",),
        "特殊能力を使用できない",
        "cannot use special abilities",
        frozenset({"special_ability"}),
        frozenset({"player", "card"}),  # 「対象のキャラクターは特殊能力を使用できない」
    ),
    "use": ModalAction(
        "activate",
        ("4.3.3",),
        "特殊能力を使用できない",
        "cannot use special abilities",
        frozenset({"special_ability"}),
        frozenset({"player", "card"}),
    ),
}


def _vocab() -> Vocab:
    return _vocabs.Vocab(  # type: ignore[no-any-return]
        game="co",
        # 「…1体につき、…引く」: a draw done once per card counted (``Op.per``, ``_op_plain``)
        per_steps=frozenset({"draw"}),
        zones=ZONES,
        # 「あなたのターン中 / 相手のターン中」 (「あなたのターンなら」): whose turn a condition names
        # (``_whose_turn_held``)
        during=dict(_WHOSE_TURN),
        # 「「飛行」を持つ」 / 「「潜水」の特殊能力を持つ」 in a condition on one card (3-4-5-7)
        # 「潜水を持つキャラクター」 / 「飛行を持たない…」: the keyword printed bare, without its
        # 「…」 (the same keyword, 3.4.5.7; the grammar leaves the bare word untyped)
        keywords={"flying": "flying", "diving": "diving", "飛行": "flying", "潜水": "diving"},
        # 「『X』がアンタップ状態 / タップ状態の場合」 (3-4-5-2, 3-2-2): the card's orientation
        state_names={"アンタップ": "stand", "タップ": "rest"},
        # 「XをS状態にする」 / 「XはS状態になる」: the verb that puts a card in that state (3.2.2
        # アンタップ, 3.4.5.2 タップ)
        state_verbs={"アンタップ": "untap", "タップ": "tap"},
        # 「…することができる」 in an effect: 「…してもよい」 (4.3.5 names the permission in these
        # words: 「〜の直後にのみ〜してもよい」)
        able_is_optional=True,
        kinds={
            "card": "card",
            "co_character": "character",
            "navigator": "navigator",
            # 「スペル(カード)」 / 「イベント(カード)」 (3.4.3): a card type, read where a step
            # names cards of one type (the dustbox's, 4.2.12)
            "spell": "spell",
            "event": "event",
        },
        # 「アイテムカード」 (3.4.3: アイテム a card type; the lexicon has no アイテム, so the grammar
        # reads it as a name before 「カード」, ``_is_item``)
        named_kinds={("アイテム", "card"): "item"},
        # 「オーナーの手札 / 山札 / ダストボックス」: a card moved there goes to its owner's in any
        # case (4.2.12), so the place is the zone of that name with no owner to read
        owners={"card_owner": None},
        # 「AP2以下の」 / 「DP3以上の」 in a description of cards (3.4.5.4: the values a character has)
        stats={"ap": "ap", "dp": "dp"},
        stat_words={"ap": "ap", "dp": "dp"},
        # 「X。Cの場合(なら)、かわりにY。」: read by ``_instead`` (C read once, as X is to be done)
        instead_sentences=("4.3.2.6",),
        verbs={
            "draw": "draw",
            "untap": "untap",
            "tap": "tap",
            "crush": "crush",
            "break_card": "break",  # 「…をブレイクする」 (4-2-5)
            "return": "move",  # 「手札に戻す」: put in the zone said (its owner's, 4.2.12)
            "put_out": "move",  # 「フィールドに出す」: put onto the field (3.4.2)
            # 「フィールドに登場させる」 (the other games' word for it): the same put onto the field
            "appear": "move",
            "add": "move",  # 「手札に加える」: put in the hand (its owner's, 4.2.12)
            "look": "look",  # 「山札の上からN枚を見て」 (4.2.2 over 4.2.9: ``look``)
            # 「山札の一番上のカードを公開する」: shown to every player, where it is (4.2.2 over
            # 4.2.9; ``_reveal``)
            "reveal": "reveal",
            # 「…を山札の下に置く」: read after a look only (``_reorder``); other puts are CO's
            # own constructions (``_chosen_move``) or refused by ``_op``
            "put": "move",
        },
        # 「山札の上から」 / 「山札の上 / 下に」: read by the look and its put back only (``_op``)
        # (「一番下」, very_bottom, once the lexicon has it: the same bottom)
        positions={
            "top": ("pos", "top"),
            "bottom": ("pos", "bottom"),
            "very_bottom": ("pos", "bottom"),
            "very_top": ("pos", "top"),
        },
        # 「好きな順番で山札の上に戻す」 after a look: ``reorder`` (4.2.9 over 4.2.2)
        chosen_order=True,
        # 「フィールドに出ている…」 (4-2-7), 「ダストボックスにある…」: where the cards are
        place_verbs=frozenset(
            {
                ("come_out_kanji", "progressive"),
                ("come_out", "progressive"),
                ("exist_thing", "final"),
            }
        ),
        # 「そのキャラクターがこのターンにアタックに参加していたなら」: whether a character attacked
        # this turn (3.4.5.2) — read on the turn's record (``_co/play.attacked_this_turn``)
        history_events=frozenset({"attack", PLAYED_THIS_TURN, DEALT_THIS_TURN, DAMAGED_THIS_TURN}),
        # 「名前に「X」を含む」: the card name (4.2.8) holds X (``Sel.contains``)
        contain_field="name",
        # 「このターン中にあなたがアイテムカードを2枚以上プレイしている場合」: a player's plays
        # of their own cards, counted by cards (``_played_history``)
        owner_act_events=frozenset({PLAYED_THIS_TURN}),
        events={
            ("attack", "past"): "attack",
            ("defend", "passive_past"): "defended",
            ("defend", "past"): "defend",  # 「『X』がディフェンスしたとき」 (3.4.5.3)
            ("crush", "past"): "crashed",  # 「…がクラッシュしたとき」 (4-3-11)
            # 「『X』がフィールドから離れたとき」: the card moved off the field, whatever the way
            # (a crash 4.3.11 / 4.2.4, a return to the hand, a break 4.2.5, to the deck)
            ("leave", "past"): "left_field",
            ("come_out_kanji", "past"): "enter",  # 「『X』がフィールドに出たとき」 (3.4.2)
            ("appear", "past"): "enter",  # 「…フィールドに登場したとき」: the same
            # 「『X』がダメージを受けたとき」 (4-3-10: damage dealt — not when reduced to 0)
            ("receive", "past"): "damaged",
        },
        event_objects={"damaged": "damage"},
        # 「…がアタックに参加したとき」 is the attack's trigger (3-4-5-2: 「アタック(に参加)したとき」)
        joined_acts=frozenset({"attack"}),
        phases=PHASES,
        # a player's prohibition (``ruling.cardtext.modal``): 「このターン、相手はアタック宣言を
        # 行えない」, for the period printed — 「このターン」 / 「ターン終了時まで」 the turn's end
        # (3.7.2), 「次の…ターン終了時まで」 a later turn's (``_until``)
        modal_actions=MODAL_ACTIONS,
        # 「公開したカード」: the cards a reveal of this text showed, kept while it resolves
        # (``Sel.ref`` ``acted:reveal``, ``_reveal``)
        acted_refs=frozenset({"reveal"}),
        modal_in_force=True,  # 「…限り、」: a static in force (``play.modal_prohibitions``)
        durations={"this_turn": "turn"},
        hooks={
            "until": (_until,),
            "ability": (_ability_hook,),
            "label": (_name_label,),
            "trigger": (
                _hand_crash_hook,
                _crash_cause_hook,
                _dealt_hook,
                _used_hook,
                _use_hook,
                _played_hook,
                _cast_hook,
                _controlled_hook,
                _attack_noun_hook,
                _battle_declared_hook,
                _hp_event_hook,
            ),
            "sel": (_sel_hook,),
            "cost": (_cost_hook,),
            "condition": (_cond_hook,),
            "history_event": (_played_history, _damage_history),
            "step": (_step_hook,),
            "sentence": (_sentence_hook,),
        },
    )


def _name_label(lab: A.Label, h: Any, v: Vocab) -> bool:
    """「「癒し」ターン開始時、…」: a special ability's name (4.3.4 例2 「特殊能力「マッサージ」」)
    names it and does nothing (no CO text the engine reads refers to an ability by a name other
    than a keyword's); any other label is the shared reader's (and refused)."""
    return lab.kind == "name"


def _controlled_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「あなたがコントロールしているキャラクターが…したとき」: the grammar hangs 「あなたがコント
    ロールしている」 on the event beside its clause; it names whose character it is (the
    controller's: 「あなたの」, 4-3-6), read as 「あなたのキャラクターが…したとき」. None for any other
    trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    if len(e.args) != 1 or not isinstance(e.args[0].value, A.NounPhrase):
        return None
    terms = e.args[0].value.terms
    if len(terms) != 2 or not all(isinstance(x, A.Relative) for x in terms):
        return None
    ctl, ev = terms[0].clause, terms[1].clause
    # 「あなたのターン中に、あなたがコントロールしている…」: the period printed first, before its
    # comma, hung on the controller's clause — it is the event's (``_co_trigger``'s ``during``)
    when = [a for a in ctl.args if a.role is A.Role.TIME and a.pause]
    if len(when) == 1:
        ctl = replace(ctl, args=tuple(a for a in ctl.args if a is not when[0]))
        ev = replace(ev, args=(when[0], *ev.args))
    who = [a.value for a in ctl.args if a.role is A.Role.SUBJECT]
    if (
        ctl.verb != "control"
        or ctl.form.value != "progressive"
        or len(ctl.args) != 1
        or len(who) != 1
        or [type(x).__name__ for x in who[0].terms] != ["Owner"]
    ):
        return None
    subj = [a for a in ev.args if a.role is A.Role.SUBJECT]
    if len(subj) != 1 or not isinstance(subj[0].value, A.NounPhrase):
        return None
    if any(type(x).__name__ in ("Owner", "CardName", "Ref") for x in subj[0].value.terms):
        return None  # a subject with an owner or a name of its own: not this construction
    np = subj[0].value
    owned = replace(np, terms=(who[0].terms[0], *np.terms), links=("の", *np.links))
    args = tuple(replace(a, value=owned) if a is subj[0] else a for a in ev.args)
    return _triggers.clause(replace(ev, args=args), v)


def _battle_declared_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「(あなた / 相手)が戦闘開始宣言を行ったとき」: the declaration of 3.4.5.1 (made by the turn
    player) — the timing ``battle`` / ``declared``, of the declaring player's turn when a player
    is named (``owner``). None for any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = _triggers.when_inner(e)
    if c is e or c.verb not in ("perform", "do") or c.form is not A.Form.PAST or c.modal:
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or set(args) - {A.Role.SUBJECT, A.Role.TOPIC, A.Role.OBJECT}:
        return None
    if _terms(args.get(A.Role.OBJECT)) != (A.Word("combat"), A.Unknown("開始宣言")):
        return None
    who = [x for r, x in args.items() if r is not A.Role.OBJECT]
    if len(who) > 1:
        return None
    owner = None
    if who:
        named = _terms(who[0])
        if named == (A.Owner("you"),):
            owner = "you"
        elif named == (A.Owner("opponent"),):
            owner = "opponent"
        else:
            raise Unsupported("a battle start declared by another than a player")
    return Trig("timing", phase="battle", point="declared", owner=owner)


# a player's HP changing, as an event (``basic.change_hp``): 「…のHPが回復したとき」 (it rises),
# 「…のHPが失われたとき / 失われるたびに」 (it falls: damage 4.1.2#li1, a loss 4.3.10 names none)
HP_EVENTS = {("heal", A.Form.PAST): "hp_healed"} | {
    ("lose", f): "hp_lost" for f in (A.Form.PASSIVE, A.Form.PASSIVE_PAST)
}


def _hp_event_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「あなた / 相手(のデュエルマスター)のHPが回復したとき」, 「…のHPが失われたとき(失われる
    たびに)」: that player's HP rose / fell (``basic.change_hp`` fires it, 4.3.6: an ability that
    triggers when its condition is met) — the event ``hp_healed`` / ``hp_lost`` of that player's
    (``owner``: whose HP, from the card's controller). None for any other trigger; an HP not
    said of a player is refused."""
    e = t.event
    if not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = _triggers.when_inner(e)
    if c is e or c.modal is not None or c.more or (c.verb, c.form) not in HP_EVENTS:
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or set(args) != {A.Role.SUBJECT}:
        return None
    if not _terms(args[A.Role.SUBJECT]) or _terms(args[A.Role.SUBJECT])[-1] != A.Word("hp"):
        return None
    if t.during is not None:
        raise Unsupported("an HP event for a time")
    owner = _hp_holder(args[A.Role.SUBJECT])
    if owner is None:
        raise Unsupported("the HP of an event said of another than a player")
    return Trig(HP_EVENTS[(c.verb, c.form)], owner=owner)


def _attack_noun_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「…が攻撃したとき」: 3.4.5 names the attack 「攻撃(アタック)」, so 攻撃する is アタックする — read
    as 「…がアタックしたとき」 (the grammar has no verb 攻撃: 攻撃 + した, an unknown word and
    する). None for any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = _triggers.when_inner(e)
    if c is e or c.verb != "do" or c.form is not A.Form.PAST:
        return None
    nones = [a for a in c.args if a.role is A.Role.NONE]
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if (
        len(nones) != 1
        or len(subj) != 1
        or len(c.args) != 2
        or _terms(nones[0].value) != (A.Unknown("攻撃"),)
    ):
        return None
    return _triggers.clause(replace(c, verb="attack", args=tuple(subj)), v)


def _dealt_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「『X』が(キャラクター / (相手の)デュエルマスター)にダメージを与えたとき」 (4-3-10: damage of
    more than 0 dealt — 「軽減してダメージが0になった場合、ダメージを与えたとは扱わなくなります。
    よって、ダメージを与えたときに誘発する効果・特殊能力は誘発しません」): the event ``dealt`` by
    X, with what takes it (``target``: a character, a player; none named: either). None for
    any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = _triggers.when_inner(e)
    if c is e or c.verb != "give" or c.form.value != "past":
        return None
    args = {a.role: a.value for a in c.args}
    if (
        len(args) != len(c.args)
        or not {A.Role.SUBJECT, A.Role.OBJECT} <= set(args)
        or set(args) - {A.Role.SUBJECT, A.Role.OBJECT, A.Role.GOAL}
    ):
        return None
    obj = args[A.Role.OBJECT]
    if [getattr(x, "id", None) for x in getattr(obj, "terms", ())] != ["damage"]:
        return None
    to: tuple[str, ...] = ()
    goal = args.get(A.Role.GOAL)
    if goal is not None:
        terms = _terms(goal)
        owners = {x.who for x in terms if isinstance(x, A.Owner)}
        if _kinds(goal) == {"co_character"} and not owners:
            to = ("character",)
        elif owners & {"duel_master", "opponent"} and owners <= {"duel_master", "opponent"}:
            # 「(相手の / 敵)デュエルマスター」, 「相手」 (``_players_np``): a battling character deals
            # damage to the opponent only (3-4-5-4)
            to = ("player",)
        else:
            raise Unsupported("damage dealt to something other than a character or a player")
    return Trig("dealt", subject=_nouns.sel(args[A.Role.SUBJECT], v), target=Sel(kinds=to))


# whose play a 「…のプレイに成功したとき」 trigger waits for: the player the subject names
_PLAYER_WHOSE = {"you": "you", "opponent": "opponent", "duel_master": "any"}
# the card types a play trigger names (「スペルカードのプレイ」; 「カードのプレイ」: any)
_PLAY_KINDS = {"spell": "spell", "co_character": "character", "event": "event", "item": "item"}


def _player_did(
    t: A.Trigger, verb: str, role: A.Role, optional: tuple[A.Role, ...] = ()
) -> dict[A.Role, Any] | None:
    """The arguments of a trigger 「(player)が…を(verb)したとき」: ``verb`` in the past, with
    a subject and ``role`` only (and the ``optional`` roles, if printed); None for any other
    trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = _triggers.when_inner(e)
    if c is e or c.verb != verb or c.form.value != "past":
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or set(args) - set(optional) != {A.Role.SUBJECT, role}:
        return None
    return args


def _play_player(subject: Any) -> str:
    """Whose play a play trigger waits for (``subject``: あなた / 相手 / いずれかのデュエルマスター),
    as a ``Sel`` owner. 「相手プレイヤー」 / 「相手のデュエルマスター」: the player (``_players_np``)."""
    if isinstance(subject, A.NounPhrase):
        subject = _players_np(subject)
    who = _terms(subject)
    if (
        len(who) not in (1, 2)
        or not isinstance(who[-1], A.Owner)
        or who[-1].who not in _PLAYER_WHOSE
        or (len(who) == 2 and (who[-1].who != "duel_master" or who[0] != A.Ref("any")))
        or (len(who) == 1 and who[-1].who == "duel_master")
    ):
        raise Unsupported("a play trigger of this player")
    return _PLAYER_WHOSE[who[-1].who]


# the card types a trigger 「…カードをプレイしたとき」 names: a navigator card's play too, fired at
# its step 4 as any card's (4.3.2.4)
_CAST_KINDS = {**_PLAY_KINDS, "navigator": "navigator"}


def _play_trig(
    event: str, owner: str, kinds: list[Any], known: dict[str, str] = _PLAY_KINDS
) -> Trig:
    """A play trigger's event: whose play (``owner``) and the card types named (none: any)."""
    if not all(isinstance(x, A.CardKind) and x.id in known for x in kinds) or len(kinds) > 1:
        raise Unsupported("a play trigger on cards of this kind")
    return Trig(
        event,
        subject=Sel(owner=owner, kinds=("player",)),
        target=Sel(kinds=tuple(known[x.id] for x in kinds)),  # type: ignore[union-attr]
    )


# the event of a history 「このターン中に<player>が<kind>カードをプレイしている」 (``_played_history``)
PLAYED_THIS_TURN = "co:played_this_turn"


def _played_history(act: A.Action, v: Vocab) -> Trig | None:
    """「このターン中に(あなた / 相手)が(アイテム)カードを(N枚以上)プレイしている場合」: the
    plays that player declared this turn (4.3.2.2: a play is declared and revealed, the card put
    in the playing place), of cards of the kind named (none: any card) — the event
    ``PLAYED_THIS_TURN``, whose play (``subject``) and the card types (``target``), counted by
    cards as the shared history reader says. Read only in a history (no trigger 「…をプレイした
    とき」 of another card is read by it). None for any other act."""
    if act.verb != "play" or act.form is not A.Form.PAST:
        return None
    args = {a.role: a.value for a in act.args}
    if len(args) != len(act.args) or set(args) != {A.Role.SUBJECT, A.Role.OBJECT}:
        return None
    owner = _play_player(args[A.Role.SUBJECT])
    what = _nouns.sel(args[A.Role.OBJECT], v)
    if replace(what, kinds=()) != Sel() or not set(what.kinds) <= {"card", *_PLAY_KINDS.values()}:
        raise Unsupported("a play this turn of cards so described")
    return Trig(
        PLAYED_THIS_TURN,
        subject=Sel(owner=owner, kinds=("player",)),
        target=Sel(kinds=tuple(k for k in what.kinds if k != "card")),
    )


# the events of a history 「このターン中に『X』が(戦闘で)(キャラクターに)ダメージを与えて / 受けて
# いない場合」 (``_damage_history``)
DEALT_THIS_TURN = "co:dealt_this_turn"
DAMAGED_THIS_TURN = "co:damaged_this_turn"


def _damage_history(act: A.Action, v: Vocab) -> Trig | None:
    """「このターン中に『X』がキャラクターにダメージを与えている / いない場合」, 「…が(戦闘で)ダメージ
    を受けている / いない場合」: damage of more than 0 dealt to a character this turn (4.3.9,
    4.3.10: reduced to 0 it is not dealt) by X / to X — ``means`` ``battle``: 「戦闘で」, the
    damage of a battle's exchange (3.4.5.4), not an effect's. Damage a card deals to a player is
    not on the record: 「…にダメージを与えた」 with no character named is refused. None for any
    other act."""
    if act.verb not in ("give", "receive") or act.form is not A.Form.PAST:
        return None
    args = {a.role: a.value for a in act.args}
    allowed = {A.Role.SUBJECT, A.Role.OBJECT, A.Role.MEANS}
    if act.verb == "give":
        allowed.add(A.Role.GOAL)
    if len(args) != len(act.args) or not {A.Role.SUBJECT, A.Role.OBJECT} <= set(args) <= allowed:
        return None
    if [getattr(x, "id", None) for x in _terms(args[A.Role.OBJECT])] != ["damage"]:
        return None
    means = args.get(A.Role.MEANS)
    if means is not None and [getattr(x, "id", None) for x in _terms(means)] != ["combat"]:
        raise Unsupported("damage this turn by a means of this kind")
    if act.verb == "give":
        goal = args.get(A.Role.GOAL)
        if goal is None or _kinds(goal) != {"co_character"} or len(_terms(goal)) != 1:
            raise Unsupported("damage dealt this turn to something other than a character")
    return Trig(
        DEALT_THIS_TURN if act.verb == "give" else DAMAGED_THIS_TURN,
        subject=_nouns.sel(args[A.Role.SUBJECT], v),
        means="battle" if means is not None else None,
    )


def _played_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「(いずれかのデュエルマスター / あなた / 相手)が(スペル)カードのプレイに成功したとき」
    (4-3-2-6: triggers when the play has resolved; a misfired play counts as successful, 4-3-7):
    the event ``played``, whose play (``subject``: the player) and the card types (``target``).
    None for any other trigger."""
    args = _player_did(t, "succeed", A.Role.GOAL)
    if args is None:
        return _own_play_success(t)
    card = _terms(args[A.Role.SUBJECT])
    if _terms(args[A.Role.GOAL]) == (A.Word("play"),) and len(card) == 1:
        # 「『X』がプレイに成功したとき」 / 「このカードがプレイに成功したとき」: the card's own play
        # succeeded, as 「『X』のプレイに成功したとき」 (``_own_play_success``, 4.3.2.6)
        if isinstance(card[0], A.CardName):
            return Trig("played", subject=WHO["this"], target=Sel(names=(card[0].text,)))
        if card[0] == A.Ref("this_card"):
            return Trig("played", subject=WHO["this"])
    owner = _play_player(args[A.Role.SUBJECT])
    what = _terms(args[A.Role.GOAL])
    if not what or what[-1] != A.Word("play"):
        raise Unsupported("a success of something other than a play")
    kinds = [x for x in what[:-1] if not (isinstance(x, A.CardKind) and x.id == "card")]
    return _play_trig("played", owner, kinds)


def _own_play_success(t: A.Trigger) -> Trig | None:
    """「『X』のプレイに成功したとき」 / 「このカードのプレイに成功したとき」 (4-3-2-6: when this
    card's play has resolved; misfired too, 4-3-7 — X in its own text is the card itself,
    4-2-10): the event ``played`` about this card. None for any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    c = _triggers.when_inner(e)
    if c is e or c.verb != "succeed" or c.form.value != "past":
        return None
    if [a.role for a in c.args] != [A.Role.GOAL]:
        return None
    what = _terms(c.args[0].value)
    if len(what) == 2 and what[1] == A.Word("play") and isinstance(what[0], A.CardName):
        # the name is kept: on a card of another name it names that card (4.2.10), read as the
        # ability runs (``Program.names``)
        return Trig("played", subject=WHO["this"], target=Sel(names=(what[0].text,)))
    if len(what) == 2 and what[1] == A.Word("play") and what[0] == A.Ref("this_card"):
        return Trig("played", subject=WHO["this"])
    return None


# the card kinds whose texts are 特殊能力 (4.2.8), as a used ability's card
_USED_KINDS = {"co_character": "character", "navigator": "navigator"}


def _hand_crash_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「このカードが手札からクラッシュされたとき」: this card crashed from its owner's hand (4.2.4
    「手札にあるカードをクラッシュするとき」: to the top of the dustbox — the hand cut 3.7.3, a cost,
    an effect), the event ``crashed`` from the hand; its ability triggers from the dustbox (4.3.6).
    None for any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    terms = _terms(e.args[0].value) if len(e.args) == 1 else ()
    if len(terms) != 1 or not isinstance(terms[0], A.Relative):
        return None
    c = terms[0].clause
    if c.verb != "crush" or c.form not in (A.Form.PAST, A.Form.PASSIVE_PAST) or c.modal:
        return None
    args = roles_exactly(c, A.Role.SUBJECT, A.Role.SOURCE)
    if args is None:
        return None
    if _terms(args[A.Role.SUBJECT]) != (A.Ref("this_card"),):
        return None
    if _terms(args[A.Role.SOURCE]) != (A.Zone("hand"),):
        return None
    return Trig("crashed", subject=WHO["this"], src=("hand",))


# the card types whose text each head names (4.2.8: the text of an event, spell or item card is
# its 「効果」, that of a character or navigator card its 「特殊能力」)
_CAUSE_HEADS = {"effect": ("event", "spell", "item"), "special_ability": ("character", "navigator")}
_CAUSE_KINDS = {**_PLAY_KINDS, "navigator": "navigator"}


def _crash_cause_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「(あなた / 相手が)プレイした)(スペルカード / 相手)の効果によって(相手の)キャラクターが
    クラッシュしたとき」: a crash by the text of a card (4.3.11 「効果・特殊能力によりカードが
    クラッシュした場合」; the damage an effect deals that crashes it, 4.2.3's example 「〔駆逐〕の
    効果によって…クラッシュした」): the event ``crashed`` with its cause in ``Trig.detail``
    (``cause``: the card types whose text it is — 4.2.8 「効果」 of an event / spell / item,
    「特殊能力」 of a character / navigator, narrowed by a type printed —, the player whose card's
    text it is (「相手の」, 4.2.12), the player who played it (「あなたがプレイした」, 4.3.2)).
    None for any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when" or len(e.args) != 1:
        return None
    terms = _terms(e.args[0].value)
    played: str | None = None
    if len(terms) == 2 and all(isinstance(x, A.Relative) for x in terms):
        # 「あなたがプレイしたスペルカードの効果によって…」: the grammar gives the played clause
        # before the event's; it describes the card of the cause (its subject alone, past)
        first = terms[0].clause  # type: ignore[union-attr]
        pargs = roles_exactly(first, A.Role.SUBJECT)
        if first.verb != "play" or first.form is not A.Form.PAST or pargs is None:
            return None
        who = _terms(pargs[A.Role.SUBJECT])
        if (
            len(who) != 1
            or not isinstance(who[0], A.Owner)
            or who[0].who not in ("you", "opponent")
        ):
            return None
        played, terms = who[0].who, terms[1:]
    if len(terms) != 1 or not isinstance(terms[0], A.Relative):
        return None
    c = terms[0].clause
    if c.verb != "crush" or c.form is not A.Form.PAST or c.modal:
        return None
    by = next((a for a in c.args if a.role is A.Role.BY), None)
    if by is None or not isinstance(by.value, A.NounPhrase):
        return None
    np = by.value
    head = np.terms[-1] if np.terms else None
    if not isinstance(head, A.CardKind) or head.id not in _CAUSE_HEADS:
        raise Unsupported("a crash caused by something other than an effect or a special ability")
    types = _CAUSE_HEADS[head.id]
    rest, links = list(np.terms[:-1]), list(np.links[:-1])
    if rest and np.links[-1] != "の":
        raise Unsupported("a crash cause of this shape")
    whose: str | None = None
    if rest and isinstance(rest[0], A.Owner):
        if rest[0].who not in ("you", "opponent") or (len(rest) > 1 and links[0] != "の"):
            raise Unsupported("a crash cause of this shape")
        whose = rest[0].who
        rest, links = rest[1:], links[1:]
    if rest and rest[-1] == A.CardKind("card"):
        rest = rest[:-1]  # 「スペルカード」: the kind, then 「カード」
    if rest:
        if len(rest) != 1 or not isinstance(rest[0], A.CardKind) or rest[0].id not in _CAUSE_KINDS:
            raise Unsupported("a crash cause of this shape")
        kind = _CAUSE_KINDS[rest[0].id]
        if kind not in types:
            # 「キャラクターの効果」: a text 4.2.8 does not call so
            raise Unsupported("a crash cause of this shape")
        types = (kind,)
    if played is not None and (whose is not None or not set(types) <= {"event", "spell", "item"}):
        raise Unsupported("a crash cause of this shape")
    inner = _triggers.clause(replace(c, args=tuple(a for a in c.args if a is not by)), v)
    return replace(inner, detail=(("cause", (types, whose, played)),))


def _used_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「…の特殊能力の使用に成功したとき」 (4.3.3.6: when the ability used has resolved; a misfired
    use counts as done, 4.3.7): the event ``used`` — of this card's ability (「『X』の」, 4.2.10),
    of a character's / navigator's ability whose controller the phrase names (「あなたが
    コントロールしているキャラクターの」, 「相手のキャラクターの」, 4.2.12), or of a player's use
    (「あなた / 相手が特殊能力の使用に成功したとき」). None for any other trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    owner: str | None = None
    args = _player_did(t, "succeed", A.Role.GOAL)
    if args is not None:
        what = _terms(args[A.Role.GOAL])
        if what == (A.Word("play"),):
            return None  # 「…がプレイに成功したとき」: a play (``_played_hook``)
        user = Sel(owner=_play_player(args[A.Role.SUBJECT]), kinds=("player",))
        if (
            len(what) == 3
            and isinstance(what[0], A.CardKind)
            and what[0].id in _USED_KINDS
            and what[1:] == (A.CardKind("special_ability"), A.Unknown("使用"))
        ):
            # 「あなたがキャラクターの特殊能力の使用に成功したとき」: a player's use of an ability
            # of a card of that kind (its controller's to use, 3.4.4)
            return Trig("used", subject=user, target=Sel(kinds=(_USED_KINDS[what[0].id],)))
        if what != (A.CardKind("special_ability"), A.Unknown("使用")):
            return None
        return Trig("used", subject=user)
    terms = _terms(e.args[0].value) if len(e.args) == 1 else ()
    rels = [x for x in terms if isinstance(x, A.Relative)]
    if len(rels) != len(terms) or not rels or len(rels) > 2:
        return None
    c = rels[-1].clause
    if c.verb != "succeed" or c.form.value != "past" or [a.role for a in c.args] != [A.Role.GOAL]:
        return None
    if len(rels) == 2:
        # 「あなた / 相手がコントロールしている…」 before it: whose card (4.2.12)
        ctl = rels[0].clause
        who = {a.role: _terms(a.value) for a in ctl.args}
        if ctl.verb != "control" or set(who) != {A.Role.SUBJECT} or len(who[A.Role.SUBJECT]) != 1:
            return None
        owner = _PLAYER_WHOSE.get(getattr(who[A.Role.SUBJECT][0], "who", ""))
        if owner is None:
            return None
    what = _terms(c.args[0].value)
    if len(what) < 3 or what[-2:] != (A.CardKind("special_ability"), A.Unknown("使用")):
        return None
    card = what[:-2]
    if len(card) == 1 and isinstance(card[0], A.CardName) and owner is None:
        # 「『X』の特殊能力の使用に成功したとき」: this card's (4.2.10; on another name, that card)
        return Trig("used", subject=WHO["this"], target=Sel(names=(card[0].text,)))
    if len(card) == 2 and isinstance(card[0], A.Owner) and owner is None:
        owner = _PLAYER_WHOSE.get(card[0].who)  # 「あなたの / 相手のキャラクターの」
        card = card[1:]
        if owner is None:
            return None
    if len(card) != 1 or not isinstance(card[0], A.CardKind) or card[0].id not in _USED_KINDS:
        return None
    return Trig(
        "used",
        subject=Sel(owner=owner, kinds=("player",)),
        target=Sel(kinds=(_USED_KINDS[card[0].id],)),
    )


def _field_card_used(e: A.Action) -> A.Action | None:
    """「相手がフィールドに出ているカードの特殊能力を使用したとき」: the grammar reads 「相手が
    フィールドに出ている」 as a clause of its own (相手 the subject of 出ている) before 「カードの特殊
    能力を使用した」; the player is the user and 「フィールドに出ている」 describes the card, which
    every use is of (3.4.4: 「フィールドに出ているカードの効果・特殊能力を使用」). Returned: the
    use clause with that subject; None for any other shape."""
    if len(e.args) != 1 or not isinstance(e.args[0].value, A.NounPhrase):
        return None
    terms = e.args[0].value.terms
    if len(terms) != 2 or not all(isinstance(x, A.Relative) for x in terms):
        return None
    on, used = terms[0].clause, terms[1].clause  # type: ignore[union-attr]
    roles = {a.role: a.value for a in on.args}
    if (
        on.verb != "come_out_kanji"
        or on.form is not A.Form.PROGRESSIVE
        or set(roles) != {A.Role.SUBJECT, A.Role.GOAL}
        or _terms(roles[A.Role.GOAL]) != (A.Zone("vs_field"),)
        or not all(isinstance(x, A.Owner) for x in _terms(roles[A.Role.SUBJECT]))
        or used.verb != "do"
        or any(a.role is A.Role.SUBJECT for a in used.args)
    ):
        return None
    obj = next((a.value for a in used.args if a.role is A.Role.OBJECT), None)
    if obj is None or not isinstance(next(iter(_terms(obj)), None), A.CardKind):
        return None
    return replace(used, args=(A.Arg(A.Role.SUBJECT, roles[A.Role.SUBJECT]), *used.args))


def _controlled_card_used(e: A.Action) -> Trig | None:
    """「あなた / 相手(敵デュエルマスター)がコントロールしているキャラクター(ナビゲーター)が特殊能力を
    使用したとき」: the grammar reads 「あなたがコントロールしている」 as a clause of its own before
    「キャラクターが特殊能力を使用した」. An ability of a card that player controls is used by that
    player, its controller (3.4.4: 「…特殊能力を使用することができるカードをコントロールしていれば…
    使用できます」; 4.2.12): the event ``use`` of that player, on cards of that kind (4.3.3.4).
    None for any other shape."""
    if len(e.args) != 1 or not isinstance(e.args[0].value, A.NounPhrase):
        return None
    terms = e.args[0].value.terms
    if len(terms) != 2 or not all(isinstance(x, A.Relative) for x in terms):
        return None
    ctl = _control_owner(terms[0].clause)  # type: ignore[union-attr]
    used = terms[1].clause  # type: ignore[union-attr]
    if ctl is None or used.verb != "do" or used.form is not A.Form.PAST or used.modal or used.more:
        return None
    args = {a.role: a.value for a in used.args}
    if len(args) != len(used.args) or set(args) != {A.Role.SUBJECT, A.Role.OBJECT, A.Role.NONE}:
        return None
    card = _terms(args[A.Role.SUBJECT])
    if (
        _terms(args[A.Role.NONE]) != (A.Unknown("使用"),)
        or _terms(args[A.Role.OBJECT]) != (A.CardKind("special_ability"),)
        or len(card) != 1
        or not isinstance(card[0], A.CardKind)
        or card[0].id not in _USED_KINDS
    ):
        return None
    return Trig(
        "use",
        subject=Sel(owner=ctl, kinds=("player",)),
        target=Sel(kinds=(_USED_KINDS[card[0].id],)),
    )


def _owned_user(subject: Any) -> tuple[str, tuple[str, ...]] | None:
    """「あなたの / 相手のキャラクター(ナビゲーター)が特殊能力を使用したとき」: the card whose ability
    is used, named by whose it is — a card's ability is used by the player controlling it (3.4.4
    「…特殊能力を使用することができるカードをコントロールしていれば…使用できます」; 4.2.12), as
    「相手のキャラクターの特殊能力の使用に成功したとき」 reads its 「相手の」: that player and the
    kind of card (4.3.3.4). None for any other subject."""
    if not isinstance(subject, A.NounPhrase) or tuple(subject.links) != ("の",):
        return None
    who = _terms(subject)
    if (
        len(who) != 2
        or not isinstance(who[0], A.Owner)
        or who[0].who not in ("you", "opponent")
        or not isinstance(who[1], A.CardKind)
        or who[1].id not in _USED_KINDS
    ):
        return None
    return _PLAYER_WHOSE[who[0].who], (_USED_KINDS[who[1].id],)


def _use_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「あなた(相手)が(キャラクター / ナビゲーターの)特殊能力を使用したとき」 (4.3.3.4: handled at a
    use's step 4, once its cost is paid — before it resolves): the event ``use``, whose use
    (the player) and the kind of card whose ability it is (none named: any). None for any other
    trigger."""
    e = t.event
    if t.during is not None or not isinstance(e, A.Action) or e.verb != "when":
        return None
    controlled = _controlled_card_used(e)
    if controlled is not None:
        return controlled
    c = _field_card_used(e) or _triggers.when_inner(e)
    if c is e or c.verb != "do" or c.form is not A.Form.PAST or c.modal or c.more:
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or set(args) != {A.Role.SUBJECT, A.Role.OBJECT, A.Role.NONE}:
        return None
    if _terms(args[A.Role.NONE]) != (A.Unknown("使用"),):
        return None
    what = _terms(args[A.Role.OBJECT])
    if what[-1:] != (A.CardKind("special_ability"),) or len(what) > 2:
        return None
    kinds: tuple[str, ...] = ()
    if what[0] == A.CardKind("card") and tuple(args[A.Role.OBJECT].links) == ("の",):
        # 「カードの特殊能力」: of any card — an ability used is one of a card on the field (3.4.4)
        what = what[1:]
    if len(what) == 2:
        if not isinstance(what[0], A.CardKind) or what[0].id not in _USED_KINDS:
            return None
        if tuple(args[A.Role.OBJECT].links) != ("の",):
            return None
        kinds = (_USED_KINDS[what[0].id],)
    owned = _owned_user(args[A.Role.SUBJECT])
    if owned is not None:
        if kinds:
            return None
        return Trig(
            "use", subject=Sel(owner=owned[0], kinds=("player",)), target=Sel(kinds=owned[1])
        )
    user = Sel(owner=_play_player(args[A.Role.SUBJECT]), kinds=("player",))
    return Trig("use", subject=user, target=Sel(kinds=kinds))


def _cast_hook(t: A.Trigger, v: Vocab) -> Trig | None:
    """「(あなた / 相手 / いずれかのデュエルマスター)が(キャラクター)カードをプレイしたとき」
    (4.3.2.4: handled at a play's step 4, once its cost is paid — before it resolves; a card put
    onto the field by an effect is not played, 4.3.2): the event ``cast``, whose play and the
    card types. None for any other trigger."""
    args = _player_did(t, "play", A.Role.OBJECT, (A.Role.SOURCE,))
    if args is None:
        return None
    if A.Role.SOURCE in args and _terms(args[A.Role.SOURCE]) != (A.Zone("hand"),):
        raise Unsupported("a play trigger from a zone other than the hand")
    # 「手札から(カードを)プレイしたとき」: every play is of a card of the hand (4.3.2 「手札に
    # あるカードを…使用することを「カードをプレイする」といいます」; one set aside is played as
    # from the hand, 4.2.1): the same event
    owner = _play_player(args[A.Role.SUBJECT])
    what = _unquoted_kind(_terms(args[A.Role.OBJECT]))
    if what == (A.Named("アイテム", A.CardKind("card")),):
        # 「アイテムカード」: a card type (4.2.8) the lexicon lacks, read as the cost change of
        # its plays reads it (``_cost_change``)
        what = (A.CardKind("item"), A.CardKind("card"))
    if not what or what[-1] != A.CardKind("card"):
        raise Unsupported("a play of something other than a card")
    kinds = list(what[:-1])
    if kinds[:1] == [A.Ref("another")]:
        # 「あなたが別のナビゲーターカードをプレイしたとき」: a card other than this one — which
        # it always is: the card played is revealed and put in the playing place (4.3.2.2), on
        # the field only as it resolves (4.3.2.6), and only the abilities of cards on the field
        # wait for its step 4 (4.3.2.4), so the card waiting is never the one played
        kinds = kinds[1:]
    return _play_trig("cast", owner, kinds, _CAST_KINDS)


VOCAB: Vocab | None = None


# --------------------------------------------------------------------------- the engine's programs


def _attacked_undefended(node: A.Ability) -> A.Ability | None:
    """「Xがアタックし、ディフェンスされなかったとき、<effect>」: the grammar reads 「アタックし」 as a
    step of the effect and 「ディフェンスされなかったとき」 as another — the same ability as 「Xが
    アタックしたとき、ディフェンスされなかった場合、<effect>」 (3.4.5.3 / 3.4.5.4: the attack, then
    no defence declared): the trigger (the attack) with the effect, for ``_undefended_split``'s
    reading. None for any other ability."""
    if node.trigger is not None or node.condition is not None or node.effect is None:
        return None
    sent0 = node.effect.sentences[0]
    if len(sent0.steps) < 3:
        return None
    a, w = sent0.steps[0], sent0.steps[1]
    if any(x.lead or x.condition or x.cost for x in (a, w)):
        return None
    ab, wb = a.body, w.body
    if not (
        isinstance(ab, A.Action)
        and ab.verb == "attack"
        and ab.form is A.Form.CONTINUATIVE
        and [x.role for x in ab.args] == [A.Role.SUBJECT]
        and isinstance(wb, A.Action)
        and wb.verb == "when"
        and len(wb.args) == 1
    ):
        return None
    rel = _terms(wb.args[0].value)
    if not (
        len(rel) == 1
        and isinstance(rel[0], A.Relative)
        and rel[0].clause.verb == "defend"
        and rel[0].clause.form in (A.Form.PASSIVE_NEG_PAST, A.Form.PASSIVE_PAST)
        and not rel[0].clause.args
    ):
        return None
    subject = tuple(replace(x, pause=False) for x in ab.args)
    effect = replace(
        node.effect, sentences=(replace(sent0, steps=sent0.steps[2:]), *node.effect.sentences[1:])
    )
    if rel[0].clause.form is A.Form.PASSIVE_PAST:
        # 「Xがアタックし、ディフェンスされたとき」: 「Xがディフェンスされたとき」 (3.4.5.3, 3.4.5.6)
        defended = replace(rel[0].clause, args=subject)
        event = replace(
            wb,
            args=(
                replace(wb.args[0], value=A.NounPhrase(terms=(A.Relative(defended),), links=())),
            ),
        )
        return replace(node, kind=A.AbilityKind.AUTO, trigger=A.Trigger(event), effect=effect)
    attacked = replace(ab, form=A.Form.PAST, args=subject)
    event = replace(
        wb,
        args=(replace(wb.args[0], value=A.NounPhrase(terms=(A.Relative(attacked),), links=())),),
    )
    return replace(node, kind=A.AbilityKind.AUTO, trigger=A.Trigger(event), effect=effect)


def _set_on_this_trigger(node: A.Ability) -> A.Ability:
    """「『X』にセットされているキャラクターがアタックしたとき」: the grammar hangs 「『X』にセット
    されている」 on the event's noun phrase, beside the clause whose subject is 「キャラクター」; it
    describes that subject — the character this card (4.2.10) is set on, as 「セットされた
    キャラクターが…したとき」. Any other ability is returned as it is."""
    t = node.trigger
    if t is None or not isinstance(t.event, A.Action) or len(t.event.args) != 1:
        return node
    ev = t.event
    terms = _terms(ev.args[0].value)
    if not (
        len(terms) == 2
        and all(isinstance(x, A.Relative) for x in terms)
        and terms[0].clause.verb == "set"
        and terms[0].clause.form in (A.Form.PASSIVE_PROG, A.Form.PASSIVE_PAST)
        and [(x.role, type(y)) for x in terms[0].clause.args for y in _terms(x.value)]
        == [(A.Role.GOAL, A.CardName)]
    ):
        return node
    inner = terms[1].clause
    subj = [x for x in inner.args if x.role is A.Role.SUBJECT]
    if len(subj) != 1 or _plain_terms(subj[0].value) != (A.CardKind("co_character"),):
        return node
    host = A.NounPhrase((terms[0], A.CardKind("co_character")), ("",))
    inner = replace(
        inner, args=tuple(replace(x, value=host) if x is subj[0] else x for x in inner.args)
    )
    rel = A.NounPhrase((A.Relative(inner),), ())
    return replace(
        node, trigger=replace(t, event=replace(ev, args=(replace(ev.args[0], value=rel),)))
    )


def _not_defended_trigger(node: A.Ability) -> A.Ability | None:
    """「Xがディフェンスされなかったとき、<effect>」: X attacked and no defence was declared
    (3.4.5.2, 3.4.5.3) — the ability 「Xがアタックしたとき、ディフェンスされなかった場合、<effect>」
    is: the trigger the attack, the battle's condition kept apart (``Program.undefended``). None
    for any other ability."""
    t = node.trigger
    if t is None or t.during is not None or node.condition is not None:
        return None
    ev = t.event
    if not (isinstance(ev, A.Action) and ev.verb == "when" and len(ev.args) == 1):
        return None
    rel = _terms(ev.args[0].value)
    if not (
        len(rel) == 1
        and isinstance(rel[0], A.Relative)
        and rel[0].clause.verb == "defend"
        and rel[0].clause.form is A.Form.PASSIVE_NEG_PAST
        and rel[0].clause.modal is None
        and [x.role for x in rel[0].clause.args] == [A.Role.SUBJECT]
    ):
        return None
    attacked = replace(rel[0].clause, verb="attack", form=A.Form.PAST)
    event = replace(
        ev, args=(replace(ev.args[0], value=A.NounPhrase(terms=(A.Relative(attacked),), links=())),)
    )
    return replace(node, trigger=replace(t, event=event))


def _undefended_split(node: A.Ability) -> A.Ability | None:
    """「XがアタックしたときD、ディフェンスされなかった場合、<effect>」: the grammar gives one
    condition joining the event and 「ディフェンスされなかった」; split into the trigger (the
    attack) with the effect, the battle's condition kept apart (``Program.undefended``). None
    for any other ability."""
    c = node.condition
    if node.trigger is not None or c is None or c.marker != "baai" or c.parts:
        return None
    cl = c.clause
    if not (isinstance(cl, A.Action) and cl.verb == "and" and len(cl.args) == 2):
        return None
    first, second = (_terms(a.value) for a in cl.args)
    if not (
        len(first) == 1
        and isinstance(first[0], A.Relative)
        and first[0].clause.verb == "when"
        and len(second) == 1
        and isinstance(second[0], A.Relative)
        and second[0].clause.verb == "defend"
        and second[0].clause.form is A.Form.PASSIVE_NEG_PAST
        and not second[0].clause.args
    ):
        return None
    return replace(
        node, kind=A.AbilityKind.AUTO, condition=None, trigger=A.Trigger(first[0].clause)
    )


def _standing_keywords(np: Any) -> tuple[Any, ...] | None:
    """「「飛行」「潜水」」 as a phrase: the keywords quoted one after another (no parameters, no
    word between them), else None."""
    terms = _terms(np)
    if (
        not terms
        or not all(isinstance(t, A.Standing) and not t.keyword.params for t in terms)
        or any(lk not in ("", "、") for lk in getattr(np, "links", ()))
    ):
        return None
    return tuple(t.keyword for t in terms)


def _keyword_line(node: A.Ability) -> tuple[Any, ...] | None:
    """An ability that is only quoted keywords, none with parameters (the shared
    ``keywords_side_by_side``): the keywords, else None."""
    return shared.keywords_side_by_side(node, with_params=False) or None


_STACKING = {"この特殊能力は累積する": True, "この特殊能力は累積しない": False}


def _stacking(node: A.Ability) -> tuple[bool | None, A.Ability]:
    """「この特殊能力は累積する / 累積しない」, in parentheses after the effect (4.2.10 例2 prints
    「(この特殊能力は累積する)」) or as the effect's last sentence: whether copies of the ability
    on several cards add up (True / False), and the ability without that sentence; None when
    the ability says nothing of it."""
    said = [
        _STACKING[k]
        for r in node.reminders
        if (k := "".join(r.text.split()).rstrip("。")) in _STACKING
    ]
    eff = node.effect
    if eff is not None and len(eff.sentences) > 1:
        last = eff.sentences[-1]
        b = last.steps[0].body if len(last.steps) == 1 else None
        if (
            isinstance(b, A.Action)
            and b.verb == "do"
            and b.modal is None
            and b.form in (A.Form.FINAL, A.Form.NEGATIVE)
            and [(x.role, _terms(x.value)) for x in b.args]
            == [
                (A.Role.TOPIC, (A.Ref("this"), A.CardKind("special_ability"))),
                (A.Role.NONE, (A.Unknown("累積"),)),
            ]
            and last.steps[0].condition is None
            and last.steps[0].lead is None
        ):
            said.append(b.form is A.Form.FINAL)
            node = replace(node, effect=replace(eff, sentences=eff.sentences[:-1]))
    if not said:
        return None, node
    if len(set(said)) > 1:
        raise Unsupported("「累積する」 and 「累積しない」 both said of one ability")
    return said[0], node


# 「Xは「+1:+1」される」 / 「Xに「+1:+1」する」: the modification said with する, passive or active
# (the rules say it so: 4.2.10 例2 「DPが+1されます」) — the form of 受ける / 与える it is read as
_MODIFICATION_DONE: dict[A.Form, tuple[str, A.Form]] = {
    A.Form.PASSIVE: ("receive", A.Form.FINAL),
    A.Form.PASSIVE_CONT: ("receive", A.Form.CONTINUATIVE),
    A.Form.FINAL: ("give", A.Form.FINAL),
    A.Form.CONTINUATIVE: ("give", A.Form.CONTINUATIVE),
}


def _modification_done(b: A.Action) -> A.Action:
    """「Xは「+1:+1」される」 / 「Xに「+1:+1」する」 (する with a 「+a:+b」 as its only other word, no
    object): the modification of 4.3.8 step 5 received by X (the passive, X its topic) or given to
    X (the active, X its goal) — read as 「Xは「+1:+1」の修正を受ける」 / 「Xに「+1:+1」の修正を
    与える」, which the rules print (4.3.8 例); a stat value set (「0:5」, step 4) or any other
    する as it is."""
    verb_form = _MODIFICATION_DONE.get(b.form)
    pairs = [
        x
        for x in b.args
        if x.role is A.Role.NONE
        and isinstance(x.value, A.NounPhrase)
        and len(x.value.terms) == 1
        and isinstance(x.value.terms[0], A.StatPair)
    ]
    if verb_form is None or len(pairs) != 1 or b.amount is not None or b.modal is not None:
        return b
    pair = _stat_pair(pairs[0].value)
    roles = {x.role for x in b.args}
    whom = A.Role.GOAL if verb_form[0] == "give" else A.Role.TOPIC
    # (the passive with no topic, 「…場合、かわりに「-2:-2」される」: 「かわりに「-2:-2」の修正を
    # 受ける」, whom left unsaid as there — read by the constructions that read that)
    unsaid = verb_form[0] == "receive" and not roles & {A.Role.GOAL, A.Role.SUBJECT}
    if pair is None or not pair[2] or (whom not in roles and not unsaid) or A.Role.OBJECT in roles:
        return b
    modifier = A.NounPhrase(terms=(pairs[0].value.terms[0], A.Word("modifier")), links=("の",))
    args = tuple(
        replace(x, role=A.Role.OBJECT, value=modifier) if x is pairs[0] else x for x in b.args
    )
    return replace(b, verb=verb_form[0], form=verb_form[1], args=args)


# 「そのカード」 / 「それ」: the card a phrase before named, named again
_NAMED_AGAIN = ((A.Ref("that_card"),), (A.Ref("it"),))


def _end_card(np: Any) -> bool:
    """「あなたのダストボックスの一番上のカード」: one card named by its place alone — the end of a
    player's zone (the dustbox's top, 4.2.3) — which the same words name again while nothing
    moves."""
    t = _terms(np)
    return (
        len(t) == 4
        and isinstance(t[0], A.Owner)
        and t[0].who in ("you", "opponent")
        and isinstance(t[1], A.Zone)
        and isinstance(t[2], A.Position)
        and t[2].id in ("very_top", "very_bottom")
        and t[3] == A.CardKind("card")
    )


def _condition_card_named_again(node: A.Ability) -> A.Ability:
    """「あなたのダストボックスの一番上のカードがアイテムカードの場合、そのカード(それ)を手札に加える」:
    「そのカード」 in the step right after the condition is the card the condition read — named by
    its place alone (``_end_card``), and nothing done between the reading and the step, so the
    same words name it there (4.3.2.6: the text carried out in order). Any other step, or a
    card named otherwise, as it is."""
    eff = node.effect
    c = node.condition
    if eff is None or not eff.sentences or not eff.sentences[0].steps:
        return node
    first = eff.sentences[0].steps[0]
    c = first.condition or c
    if not isinstance(c, A.Condition) or not isinstance(c.clause, A.Action) or c.parts:
        return node
    subj = [a.value for a in c.clause.args if a.role is A.Role.SUBJECT]
    if c.clause.verb != "be" or len(subj) != 1 or not _end_card(subj[0]):
        return node
    b = first.body
    if not isinstance(b, A.Action):
        return node
    args = tuple(
        replace(a, value=subj[0]) if _terms(a.value) in _NAMED_AGAIN else a for a in b.args
    )
    if args == b.args:
        return node
    steps = (replace(first, body=replace(b, args=args)), *eff.sentences[0].steps[1:])
    sents = (replace(eff.sentences[0], steps=steps), *eff.sentences[1:])
    return replace(node, effect=replace(eff, sentences=sents))


def _modifier_gained_as_received(node: A.Ability) -> A.Ability:
    """「Xは「+1:+1」の修正を得る」: a modification (4.3.9) gained is the one received
    (「…の修正を受ける」, the rules' own wording, 4.3.8 例): each step of the effect whose verb is
    得る with a modifier as its object is read as 受ける; any other step as it is. The same
    modification said with する (「Xは「+1:+1」される」, ``_modification_done``) is read so too."""
    if node.effect is None:
        return node

    def received(st: A.Step) -> A.Step:
        b = st.body
        if isinstance(b, A.Action) and b.verb == "do":
            return replace(st, body=_modification_done(b))
        if not isinstance(b, A.Action) or b.verb != "gain":
            return st
        objs = [x.value for x in b.args if x.role is A.Role.OBJECT]
        pair = _stat_pair(objs[0]) if len(objs) == 1 else None
        t = _terms(objs[0]) if len(objs) == 1 else ()
        if pair is None or not pair[2] or len(t) != 2 or t[1] != A.Word("modifier"):
            return st
        return replace(st, body=replace(b, verb="receive"))

    sentences = tuple(
        replace(x, steps=tuple(received(st) for st in x.steps)) for x in node.effect.sentences
    )
    if sentences == node.effect.sentences:
        return node
    return replace(node, effect=replace(node.effect, sentences=sentences))


# the card types a card's text may call itself by (4.2.8: an event, spell or item card's text is
# its 「効果」): 「このスペル」, 「このイベント」, 「このアイテム」
_SELF_KINDS = ("spell", "event", "item")
_SELF_KIND_WORDS = ("スペル", "イベント", "アイテム")


def _this_kind_as_this_card(node: A.Ability) -> A.Ability:
    """「このスペルをクラッシュする」, 「このアイテムをクラッシュする:…」, 「このスペルがフィールドに
    出てから」: the card the text is printed on, called by its type (4.2.8: an event, spell or item
    card's text is its effect) — what 「このカード」 names (4.2.10: the card itself, not another of
    the same name). Read as 「このカード」 wherever it is not the sentence's topic (a restriction
    said of 「このスペルは、…」 is read with its topic as it stands, ``_GATED``); a quoted ability
    is a text of its own and left whole."""

    def after(x: Any) -> Any:
        if (
            isinstance(x, A.Arg)
            and x.role is not A.Role.TOPIC
            and isinstance(x.value, A.NounPhrase)
            and len(x.value.terms) == 2
            and isinstance(x.value.terms[0], A.Ref)
            and x.value.terms[0].id == "this"
            and (
                isinstance(x.value.terms[1], A.CardKind)
                and x.value.terms[1].id in _SELF_KINDS
                # the same words where the grammar leaves the type word untyped (a cost)
                or isinstance(x.value.terms[1], A.Unknown)
                and x.value.terms[1].text in _SELF_KIND_WORDS
            )
        ):
            return replace(x, value=A.NounPhrase(terms=(A.Ref("this_card"),), links=()))
        return x

    return A.rebuild(node, after, keep=(A.Quote,))  # type: ignore[no-any-return]


# the moments a card's condition may name with 「とき」 as with 「直後」: damage dealt or taken
# (4.3.10.2 「「ダメージを与えた(受けた)直後」「ダメージを与えた(受けた)とき」が条件の…カード」), a
# crash (4.3.11.2 「「クラッシュした直後」「クラッシュしたとき」が条件のうち…」)
_GATE_MOMENT_VERBS = ("receive", "give", "crush")


def _event_moment_as_gate(node: A.Ability) -> A.Ability:
    """An event card's 「あなたのキャラクターがダメージを受けたとき、そのダメージを2点軽減する。」: an
    event is played from the hand, never in force on the field to trigger (3.4.3); 4.3.10.2 and
    4.3.11.2 name a card whose condition is 「…とき」 with one whose condition is 「…直後」 as the
    cards played in that moment's window — so the moment is the card's play condition, read as
    4.3.5's 「…直後にのみプレイしてもよい。」 before the effect. Other moments are left as they are."""
    t = node.trigger
    if t is None or node.cost is not None or node.effect is None or t.during is not None:
        return node
    head = node.effect.sentences[0].steps[0].body if node.effect.sentences else None
    if isinstance(head, A.Action) and head.verb in ("play", "use"):
        # 「…クラッシュしたときにのみプレイしてもよい。…」: the gate is printed as such
        return node
    ev = t.event
    if not isinstance(ev, A.Action) or ev.verb != "when" or len(ev.args) != 1:
        return node
    np = ev.args[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause.verb in _GATE_MOMENT_VERBS
        and np.terms[0].clause.form is A.Form.PAST
    ):
        return node
    gate = A.Step(
        body=A.Action(
            verb="play",
            args=(
                A.Arg(
                    role=A.Role.GOAL,
                    value=A.NounPhrase(terms=(np.terms[0], A.Unknown("直後")), links=("",)),
                ),
                A.Arg(role=A.Role.NONE, value=A.NounPhrase(terms=(A.Word("only_that"),), links=())),
            ),
            form=A.Form.PERMISSIVE,
        )
    )
    effect = replace(
        node.effect, sentences=(A.Sentence(steps=(gate,), period=True), *node.effect.sentences)
    )
    return replace(node, kind=A.AbilityKind.EVENT, trigger=None, effect=effect)


def _this_battle_as_limit(node: A.Ability) -> A.Ability:
    """「この戦闘の間、『X』は「+2:+0」の修正を受ける」: for the time of this battle — until its end,
    where the effects that last so end (3.4.5.5 「「戦闘終了時」に効果や特殊能力が…終了する場合は
    ここで処理します」): what 「戦闘終了時まで」 says, read so (``_until``: ``battle``)."""

    def after(x: Any) -> Any:
        if (
            isinstance(x, A.Arg)
            and x.role is A.Role.TIME
            and isinstance(x.value, A.NounPhrase)
            and len(x.value.terms) == 3
            and isinstance(x.value.terms[0], A.Ref)
            and x.value.terms[0].id in ("this", "that")
            and x.value.terms[1] == A.Word("combat")
            and x.value.terms[2] == A.Word("while")
        ):
            end = A.Timing(scope=A.NounPhrase(terms=(A.Word("combat"),), links=()), point="end")
            return replace(x, role=A.Role.LIMIT, value=A.NounPhrase(terms=(end,), links=()))
        return x

    return A.rebuild(node, after, keep=(A.Quote,))  # type: ignore[no-any-return]


# the references 「そのキャラクター」 / 「そのカード」 (the lexicon's refs), and 「その」 before a card
# kind (「そのアイテム」, 「そのスペル」)
_THAT_REFS = ("that_character", "that_card")


def _names_that(np: Any) -> bool:
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return False
    t = np.terms
    if len(t) == 1 and isinstance(t[0], A.Ref) and t[0].id in _THAT_REFS:
        return True
    return (
        len(t) == 2
        and isinstance(t[0], A.Ref)
        and t[0].id == "that"
        and isinstance(t[1], (A.CardKind, A.Unknown))
    )


def _chosen_then_named(node: A.Ability) -> A.Ability:
    """「あなたのキャラクター1体を選ぶ。そのキャラクターは、このターンの間、「+3:−1」の修正を受ける。」:
    a sentence that only chooses (「選ぶ」 as its one, final step; by the player carrying out the
    text, 4.3.2.6, as no 「対象の」 is printed, 4.2.13: no target is taken) and the next sentence
    naming what was chosen first (「その…は / を」) say what 「あなたのキャラクター1体は…」 says: the
    card chosen as the step is done. The same choice said as a step of a sentence (「あなたは
    キャラクター1体を選び、そのキャラクターをアンタップする」, round 60) and the step after it naming
    it are read alike, as one step under the choice's own condition. Read so; a choice named again
    later, or by another player, is left as it is."""
    if node.effect is None:
        return node
    sents = list(node.effect.sentences)

    def chosen(st: A.Step, form: A.Form) -> A.Arg | None:
        # the one object a step only choosing chooses (「…1体を選ぶ / 選び」), by the player
        # carrying the text out; None for any other step
        ch = st.body
        if not (
            isinstance(ch, A.Action)
            and ch.verb == "choose"
            and ch.form is form
            and ch.modal is None
            and not ch.more
        ):
            return None
        objs = [x for x in ch.args if x.role is A.Role.OBJECT]
        others = [x for x in ch.args if x.role is not A.Role.OBJECT]
        if len(objs) != 1 or not isinstance(objs[0].value, A.NounPhrase):
            return None
        if not objs[0].value.terms or not isinstance(objs[0].value.terms[-1], A.Count):
            return None
        if any(
            x.role not in (A.Role.TOPIC, A.Role.SUBJECT)
            or not isinstance(x.value, A.NounPhrase)
            or x.value.terms != (A.Owner("you"),)
            for x in others
        ):
            return None  # 「相手は…を選ぶ」: another player's choice is not read here
        return objs[0]

    def named_by(st: A.Step, obj: A.Arg, rest: tuple[Any, ...]) -> A.Step | None:
        # the step naming the choice once (「その…は / を」), with the choice in its place
        body = st.body
        if not isinstance(body, A.Action):
            return None
        named = [x for x in body.args if _names_that(x.value)]
        if len(named) != 1 or named[0].role not in (A.Role.TOPIC, A.Role.SUBJECT, A.Role.OBJECT):
            return None
        if any(isinstance(x, A.Ref) and x.id.startswith("that") for x in A.walk(rest)):
            return None  # the choice named again further on
        arg = replace(named[0], value=obj.value)
        return replace(
            st, body=replace(body, args=tuple(arg if x is named[0] else x for x in body.args))
        )

    for i in range(len(sents) - 1):
        a, b = sents[i], sents[i + 1]
        if len(a.steps) != 1 or a.steps[0].condition is not None or a.steps[0].lead is not None:
            continue
        obj = chosen(a.steps[0], A.Form.FINAL)
        if obj is None:
            continue
        first = named_by(b.steps[0], obj, (*b.steps[1:], *sents[i + 2 :]))
        if first is None:
            continue
        sents[i : i + 2] = [replace(b, steps=(first, *b.steps[1:]))]
        return replace(node, effect=replace(node.effect, sentences=tuple(sents)))
    for i, sen in enumerate(sents):
        for k in range(len(sen.steps) - 1):
            st, nxt = sen.steps[k], sen.steps[k + 1]
            if nxt.condition is not None or nxt.lead is not None:
                continue
            obj = chosen(st, A.Form.CONTINUATIVE)
            if obj is None:
                continue
            one = named_by(nxt, obj, (*sen.steps[k + 2 :], *sents[i + 1 :]))
            if one is None:
                continue
            # the choice's condition and connector stay on the step it is read into
            one = replace(one, condition=st.condition, lead=st.lead, lead_variant=st.lead_variant)
            steps = (*sen.steps[:k], one, *sen.steps[k + 2 :])
            sents[i] = replace(sen, steps=steps)
            return replace(node, effect=replace(node.effect, sentences=tuple(sents)))
    return node


def _is_player(np: Any) -> bool:
    """「あなた」 / 「相手」, with 「のデュエルマスター」 or without (1.1: a player is a duel master)."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return False
    t = np.terms
    return (
        isinstance(t[0], A.Owner)
        and t[0].who in ("you", "opponent")
        and (len(t) == 1 or len(t) == 2 and isinstance(t[1], A.Owner) and t[1].who == "duel_master")
    )


def _play_success_of_whose(node: A.Ability) -> A.Ability:
    """「あなたのスペルカードのプレイに成功したとき」: the play of a card of that player's succeeded —
    what 「あなたがスペルカードのプレイに成功したとき」 says (4.3.2.6: 「プレイに成功したときに〜」; a card
    is played from its player's own hand, 4.3.2). The player before the card read as the
    clause's subject where the clause has none."""

    def after(x: Any) -> Any:
        if not (isinstance(x, A.Action) and x.verb == "succeed"):
            return x
        if any(a.role is A.Role.SUBJECT for a in x.args):
            return x
        goals = [a for a in x.args if a.role is A.Role.GOAL]
        if len(goals) != 1 or not isinstance(goals[0].value, A.NounPhrase):
            return x
        np = goals[0].value
        t, links = np.terms, np.links
        if (
            len(t) < 3
            or not isinstance(t[0], A.Owner)
            or t[0].who not in ("you", "opponent")
            or links[0] != "の"
            or not isinstance(t[1], A.CardKind)
            or t[-1] != A.Word("play")
        ):
            return x
        subject = A.Arg(role=A.Role.SUBJECT, value=A.NounPhrase(terms=(t[0],), links=()))
        goal = replace(goals[0], value=replace(np, terms=t[1:], links=links[1:]))
        args = tuple(goal if a is goals[0] else a for a in x.args)
        return replace(x, args=(subject, *args))

    if node.trigger is None:
        return node
    return replace(node, trigger=A.rebuild(node.trigger, after, keep=(A.Quote,)))


def _that_player_of_trigger(node: A.Ability) -> A.Ability:
    """「相手のデュエルマスターが…を使用したとき、そのデュエルマスターに1点のダメージを与える」: 「その
    デュエルマスター」 (「そのプレイヤー」) is the one player the trigger names as its subject (4.3.6: the condition
    met by that player's act) — read as that player's own words (「相手のデュエルマスター」). A
    trigger naming no player, or more than one, leaves it as it is."""
    if node.trigger is None or node.effect is None:
        return node
    players = [
        x
        for x in A.walk(node.trigger)
        if isinstance(x, A.Arg) and x.role is A.Role.SUBJECT and _is_player(x.value)
    ]
    if len({p.value.terms[0].who for p in players}) != 1:  # type: ignore[union-attr]
        return node
    named = players[0].value

    def after(x: Any) -> Any:
        if (
            isinstance(x, A.NounPhrase)
            and len(x.terms) >= 2
            and isinstance(x.terms[0], A.Ref)
            and x.terms[0].id == "that"
            and isinstance(x.terms[1], A.Owner)
            and x.terms[1].who in ("duel_master", "player")
            and x.links[0] == ""
        ):
            # (「そのプレイヤー」: the rules' own word for a duel master, 4.3.2.6 例; 「その
            # プレイヤーのHP」: that player's)
            return A.NounPhrase(
                terms=(*named.terms, *x.terms[2:]), links=(*named.links, *x.links[1:])
            )
        return x

    return replace(node, effect=A.rebuild(node.effect, after, keep=(A.Quote,)))


def _player_subject_of_no(node: A.Ability) -> A.Ability:
    """「あなたのコントロールするキャラクター」, 「相手のプレイした…」: in a relative clause の may
    mark the subject in place of が (the grammar's ``SUBJECT_NO``) — with a player as that
    subject the clause says what 「あなたがコントロールする…」 says (the shared
    ``subject_of_no``). Only a player so marked: 「対象のアタックしている…」 (対象 as の's
    noun) is left as the grammar types it."""

    def player_no(c: A.Action) -> bool:
        return any(
            a.role is A.Role.SUBJECT_NO
            and isinstance(a.value, A.NounPhrase)
            and len(a.value.terms) == 1
            and isinstance(a.value.terms[0], A.Owner)
            and a.value.terms[0].who in ("you", "opponent")
            for a in c.args
        )

    def after(x: Any) -> Any:
        if isinstance(x, A.Relative) and player_no(x.clause):
            clause = _triggers.subject_of_no(x.clause)
            if clause is not x.clause:
                return replace(x, clause=clause)
        return x

    return A.rebuild(node, after, keep=(A.Quote,))  # type: ignore[no-any-return]


def _damage_spared(node: A.Ability) -> tuple[A.Ability, str] | None:
    """「フィールドに出ているすべてのキャラクターに3ダメージを与える。「飛行」の特殊能力を持つキャラ
    クターは、このダメージを受けない。」: the last sentence says which characters of the group the
    damage just dealt does not reach — the ability without it, and those characters described
    (``_battle_described``: a keyword, its lack, a state); None for any other ability."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return None
    last = node.effect.sentences[-1].steps
    if len(last) != 1 or last[0].lead is not None or last[0].condition is not None:
        return None
    b = last[0].body
    if not isinstance(b, A.Action) or b.verb != "receive" or b.modal is not None:
        return None
    if b.form is not A.Form.NEGATIVE or len(b.args) != 2:
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.TOPIC, A.Role.OBJECT}:
        return None
    if _terms(args[A.Role.OBJECT]) != (A.Ref("this"), A.Word("damage")):
        return None
    desc = _battle_described(_terms(args[A.Role.TOPIC]))
    if desc is None:
        return None
    sents = node.effect.sentences[:-1]
    return replace(node, effect=replace(node.effect, sentences=sents)), desc


def _spare_from_damage(prog: Program, desc: str) -> Program:
    """The damage to every character of a group (the program's last step) dealt only to those
    the sentence after does not spare (「…は、このダメージを受けない」): the group described
    further by the complement — without the keyword (``lacks``), with it (``has``), in the other
    orientation (3.2.2: a character is tapped or untapped) — each read as in force when the
    damage is dealt (4.3.8; 4.3.9 the damage to each at once). Refused for another step or a
    description with no complement the group can hold (a gender)."""
    last = prog.ops[-1] if prog.ops else None
    if last is None or last.kind != "damage" or last.gender or last.per or last.cond:
        raise Unsupported("「このダメージを受けない」 after a step that is no damage to a group")
    if last.who == "described" and last.sel is not None and last.sel.bound == "all":
        group = last.sel
    elif last.who in ("all_chars", "yours", "theirs"):
        group = replace(WHO[last.who], zones=("field",))
    else:
        raise Unsupported("「このダメージを受けない」 after a damage to this kind of card")
    if desc.startswith("kw:"):
        group = replace(group, lacks=(*group.lacks, desc[3:]))
    elif desc.startswith("nokw:"):
        group = replace(group, has=(*group.has, desc[5:]))
    elif desc.startswith("state:") and not group.states:
        group = replace(group, states=({"rest": "stand", "stand": "rest"}[desc[6:]],))
    else:
        raise Unsupported(f"「このダメージを受けない」 said of {desc}")
    ops = (*prog.ops[:-1], replace(last, who="described", sel=group))
    return replace(prog, ops=ops)


def _modifier_duration_said_after(node: A.Ability) -> A.Ability:
    """「…「+2:+0」の修正を受ける。この修正は戦闘終了時まで続く。」: the sentence after says how long
    the modifier just given lasts — as the same limit printed in the step (「戦闘終了時まで、…の修正
    を受ける」: it ends at that point, 3.4.5.5 戦闘終了 / 3.7.2 ターン終了時). Read only when every
    step of the sentence before that gives a modifier (「…の修正を受ける / 与える」) has no limit
    of its own; the sentence is then folded into those steps. The node as is otherwise (a limit
    ``_until`` does not read stays refused there)."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return node
    sents = list(node.effect.sentences)
    for i in range(1, len(sents)):
        last = sents[i].steps
        if len(last) != 1 or not isinstance(last[0].body, A.Action):
            continue
        b = last[0].body
        if last[0].lead is not None or last[0].condition is not None:
            continue
        if b.verb != "last" or b.form is not A.Form.FINAL or b.modal is not None:
            continue
        roles = [a.role for a in b.args]
        if sorted(r.value for r in roles) != sorted((A.Role.TOPIC.value, A.Role.LIMIT.value)):
            continue
        topic = next(a.value for a in b.args if a.role is A.Role.TOPIC)
        if _terms(topic) != (A.Ref("this"), A.Word("modifier")):
            continue
        limit = next(a for a in b.args if a.role is A.Role.LIMIT)
        before = sents[i - 1].steps

        def gives_modifier(st: A.Step) -> bool:
            x = st.body
            return (
                isinstance(x, A.Action)
                and x.verb in ("receive", "give")
                and any(a.role is A.Role.OBJECT and "modifier" in _words(a.value) for a in x.args)
            )

        given = [st for st in before if gives_modifier(st)]
        if not given or any(
            a.role is A.Role.LIMIT
            for st in given
            for a in st.body.args  # type: ignore[union-attr]
        ):
            continue
        steps = tuple(
            replace(st, body=replace(st.body, args=(*st.body.args, limit)))  # type: ignore[union-attr]
            if gives_modifier(st)
            else st
            for st in before
        )
        sents[i - 1] = replace(sents[i - 1], steps=steps)
        del sents[i]
        return replace(node, effect=replace(node.effect, sentences=tuple(sents)))
    return node


def _trigger_topic_shared(node: A.Ability) -> A.Ability:
    """「『X』はディフェンスされたとき、「+2:+0」の修正を受ける」: the topic 『X』は (X this card,
    4.2.10) is marked inside the trigger clause, but a topic with は governs the whole sentence —
    the moment and the steps after it — so each step of that sentence with no topic or subject
    of its own is said of X, as 「『X』がディフェンスされたとき、『X』は…を受ける」 (4.3.6: the
    trigger, then its effect). Only this card as the topic (4-2-10); the node as is otherwise."""
    t = node.trigger
    if t is None or node.effect is None or not node.effect.sentences:
        return node
    clause = _triggers.when_clause(t.event)
    if clause is None:
        return node
    topic = next((a for a in clause.args if a.role is A.Role.TOPIC), None)
    if topic is None or not _this_card_np(topic.value):
        return node
    if any(a.role is A.Role.SUBJECT for a in clause.args):
        # 「このカードは、キャラクターがクラッシュしたとき…」: the clause has a subject of its
        # own — the topic is not whom the moment is of, but what the sentence is about (read
        # there: a play permission, ``_only_after``)
        return node
    first = node.effect.sentences[0]
    roles = (A.Role.TOPIC, A.Role.SUBJECT)
    steps = []
    for st in first.steps:
        b = st.body
        if isinstance(b, A.Action) and not any(a.role in roles for a in b.args):
            st = replace(st, body=replace(b, args=(replace(topic, pause=False), *b.args)))
        steps.append(st)
    if steps == list(first.steps):
        return node
    sents = (replace(first, steps=tuple(steps)), *node.effect.sentences[1:])
    return replace(node, effect=replace(node.effect, sentences=sents))


def compile_ability(
    node: A.Ability, items: tuple[Any, ...] = (), card_type: str | None = None
) -> Program:
    """One ability through the shared compiler, then in the engine's words; anything the
    shared reader, CO's constructions or this mapping does not know is refused. ``card_type``:
    the kind of the card printing it, when known (``register_compiler(card_type=True)``) — an
    event's 「…ダメージを受けたとき、」 is when it is played (``_event_moment_as_gate``). An event
    or spell card's effect in force under a condition (「…場合、あなたがコントロールするキャラク
    ターすべては「+1:+0」の修正を受ける」 with no duration) is refused: the card does not stay on
    the field to hold it (3.4.3 「使い捨て」), and how long it lasts is not said."""
    prog = _compile_ability(node, items, card_type)
    if (
        card_type in ("event", "spell")
        and prog.set_to is None
        and any(getattr(s, "cond", None) is not None for s in prog.statics)
    ):
        raise Unsupported("an effect in force under a condition on a card played once")
    return prog


def _compile_ability(
    node: A.Ability, items: tuple[Any, ...] = (), card_type: str | None = None
) -> Program:
    """``compile_ability`` before the check of a card played once."""
    global VOCAB
    if VOCAB is None:
        VOCAB = _vocab()
    if items:
        raise Unsupported("list items are not compiled")
    if card_type == "event":
        node = _event_moment_as_gate(node)
    node = _that_player_of_trigger(_play_success_of_whose(_this_kind_as_this_card(node)))
    node = _chosen_then_named(_this_battle_as_limit(node))
    node = _modifier_duration_said_after(_trigger_topic_shared(_player_subject_of_no(node)))
    node = _later_durations_as_limits(_modifier_gained_as_received(node))
    node = _condition_card_named_again(node)
    # 「『X』は、〔Y〕がフィールドに出ている限り、「+1:+1」の修正を受ける」: the topic before a
    # condition with a subject of its own is the sentence's (4.2.10: 『X』 is this card)
    # (a card's name only: 「このカードは、…場合にのみプレイできる」 is read with its topic where
    # it stands, ``_only_if``)
    node = _conds.topic_before_condition(
        node, names=True, objects=True, refs=_this_character_topic(node)
    )
    # (「『X』は、…場合、「+1:+1」される」: the modification done to the topic it now has)
    node = _modifier_gained_as_received(node)
    stacks, plain = _stacking(node)
    if stacks is not None:
        prog = compile_ability(replace(plain, reminders=()))
        if stacks:
            # each card's copy applies, each use adds its effect (4.2.10 例2)
            return replace(prog, statics=tuple(replace(x, stacks=True) for x in prog.statics))
        if prog.ops or prog.cost or not prog.statics or prog.kind != "effect":
            # 「累積しない」 said of an ability used or triggered: which of its effects would not
            # add up (the same card's uses, several cards') is not read
            raise Unsupported("「この特殊能力は累積しない」 on an ability that is not in force")
        return replace(prog, statics=tuple(replace(x, stacks=False) for x in prog.statics))
    spared = _damage_spared(node)
    if spared is not None:
        return _spare_from_damage(compile_ability(spared[0]), spared[1])
    reduction = _reduction_in_force(node) or _reduction_stated(node) or _increase_stated(node)
    if reduction is not None:
        return reduction
    none_left = _crash_when_none_line(node)
    if none_left is not None:
        return none_left
    two = _two_names_in_force(node)
    if two is not None:
        return two
    kind = _treated_as_kind(node)
    if kind is not None:
        return kind
    try:
        return _counters_that_in_force(_two_targets_checked(_compile_line(node)))
    except Unsupported:
        both = _in_force_then_trigger(node)
        if both is None:
            raise
        return both


def _treated_as_kind(node: A.Ability) -> Program | None:
    """「このカードはイベントカードとしても扱う。」 (the shared ``identity.treated_as_kind``): the
    card is of that kind besides its printed one — 4.2.8 names such a card 「仮にイベントであり
    キャラクターであったカード」. In force in every zone (a card's kind is read in the hand, where
    its play is decided, 3.4.2 / 3.4.3); 「として扱う」 (the printed kind replaced) and a duration
    are not read."""
    from ruling.cardtext.identity import treated_as_kind

    steps = [st for se in (node.effect.sentences if node.effect else ()) for st in se.steps]
    if node.trigger or node.cost or node.condition or len(steps) != 1:
        return None
    st = steps[0]
    if st.condition is not None or st.lead is not None or not isinstance(st.body, A.Action):
        return None
    got = treated_as_kind(st.body)
    if got is None:
        return None
    kind = _NEGATED_KINDS.get(got.kind)
    if kind is None or not got.also or got.until is not None:
        raise Unsupported("「このカードは(X)として扱う」 other than a card kind besides its own")
    return Program(kind="effect", also_types=(kind,))


# the changes in force a card of a name may be given by another card's text (``Static.who``
# "named", ``common._named_applies``)
_NAMED_KINDS = ("mod", "set_stats", "set_ap", "set_dp")


def _two_names_in_force(node: A.Ability) -> Program | None:
    """「『A』がフィールドに出ている限り、『B』は「+1:+1」の修正を受ける」, A and B two names: one
    card's text naming two cards. 4.2.10 makes the card's own name that card itself, 4.2.6 makes
    the other name another card's — which of the two is this card is the card's name, read where
    the effect is worked out (4.3.8): the change in force on each character named B (this card
    alone if B is its name, 4.2.10), while a card named A is on the field (this card, if A is its
    name; no side named: either player's, as 「『X』がフィールドに出ている」 is read elsewhere).
    None for any other line."""
    if node.kind is not A.AbilityKind.EVENT or node.trigger or node.cost or node.condition:
        return None
    if node.effect is None or len(node.effect.sentences) != 1:
        return None
    (sent,) = node.effect.sentences
    if len(sent.steps) != 1:
        return None
    (st,) = sent.steps
    c, b = st.condition, st.body
    if c is None or c.marker != "kagiri" or not isinstance(b, A.Action):
        return None
    cl = c.clause
    if not isinstance(cl, A.Action) or (cl.verb, cl.form) not in _ON_FIELD_FORMS or cl.modal:
        return None
    where = roles_exactly(cl, A.Role.SUBJECT, A.Role.GOAL)
    if where is None or _terms(where[A.Role.GOAL]) != (A.Zone("vs_field"),):
        return None
    first = _terms(where[A.Role.SUBJECT])
    topic = [a.value for a in b.args if a.role is A.Role.TOPIC]
    second = _terms(topic[0]) if len(topic) == 1 else ()
    if not (
        len(first) == 1
        and len(second) == 1
        and isinstance(first[0], A.CardName)
        and isinstance(second[0], A.CardName)
    ):
        return None
    a_name, b_name = str(first[0].text), str(second[0].text)
    if "".join(a_name.split()) == "".join(b_name.split()):
        return None
    try:
        prog = compile_ability(
            replace(
                node,
                effect=replace(
                    node.effect, sentences=(replace(sent, steps=(replace(st, condition=None),)),)
                ),
            )
        )
    except Unsupported:
        return None
    if (
        prog.kind != "effect"
        or prog.ops
        or prog.cost
        or prog.also
        or not prog.statics
        or any(x.who != "this" or x.cond or x.kind not in _NAMED_KINDS for x in prog.statics)
    ):
        return None
    present = Cond(
        "count", sel=Sel(zones=("field",), kinds=("card",), names=(a_name,)), cmp="ge", n=1
    )
    return replace(
        prog,
        statics=tuple(
            replace(x, who="named", value=(None, b_name), cond=present) for x in prog.statics
        ),
    )


def _counters_that_in_force(prog: Program) -> Program:
    """「『X』は、その上に置かれているカウンター1個につき…の修正を受ける」 is read as an effect in
    force of X (``_own_in_force``: its own counters, 1-5); as a step done once (beside a trigger's
    steps, 「ドローフェイズ開始時に、…カウンターを1個置く。『X』は、その上に…」) it is refused here —
    and the line read as an ability in force beside a triggered one, if it is one."""
    for pr in (prog, *prog.also):
        if any(o.per is not None and o.per[0] == "counters_that" for o in pr.ops):
            raise Unsupported("「その上の」 counters in a step done once")
    return prog


# the steps read on each of two targets (``run_ops``' characters named, one by one)
_TWO_TARGET_KINDS = ("modify", "tap", "untap", "damage")


def _two_targets_checked(prog: Program) -> Program:
    """A text of two target characters is read where a card is played or an ability used with
    its targets named (4.2.13: chosen at the declaration), with steps done to the characters
    named; else refused."""
    second = [o for o in prog.ops if o.who == "target_char2"]
    if not second:
        return prog
    if prog.kind not in ("effect", "activated") or prog.targets != "character":
        raise Unsupported("two targets on an ability that triggers")
    if any(o.kind not in _TWO_TARGET_KINDS for o in prog.ops if "target_char" in o.who):
        raise Unsupported("a step of this kind on two targets")
    return prog


def _reduction_in_force(node: A.Ability) -> Program | None:
    """「『X』がダメージを受けるとき、そのダメージをN点軽減する」, 「セットされたキャラクターが
    ダメージを受けるとき、…」: not a trigger (「受けるとき」, not 「受けたとき」) but a reduction in
    force on each damage that character is dealt, applied as the damage's value is decided
    (4.3.10, 4.3.10.3; ``_co/basic.deal_to_character``) — a ``Static`` ``reduce_damage`` of
    this card or of the character it is set on. None for any other ability."""
    t, eff = node.trigger, node.effect
    if (
        t is None
        or eff is None
        or node.cost is not None
        or node.condition is not None
        or node.labels
        or len(eff.sentences) != 1
        or len(eff.sentences[0].steps) != 1
        or not isinstance(t.event, A.Action)
        or t.event.verb != "when"
        or len(t.event.args) != 1
    ):
        return None
    terms = _terms(t.event.args[0].value)
    rels = [x for x in terms if isinstance(x, A.Relative)]
    if len(rels) != len(terms) or not rels:
        return None
    recv = rels[-1].clause
    args = [(a.role, _terms(a.value)) for a in recv.args]
    if recv.verb != "receive" or recv.form is not A.Form.FINAL or recv.modal is not None:
        return None
    subj = [v for r, v in args if r is A.Role.SUBJECT]
    if len(args) != 2 or (A.Role.OBJECT, (A.Word("damage"),)) not in args or len(subj) != 1:
        return None
    if len(rels) == 1 and len(subj[0]) == 1 and isinstance(subj[0][0], A.CardName):
        who = "this"  # 『X』 in X's own text (4.2.10)
    elif (
        len(rels) == 2
        and rels[0].clause.verb == "set"
        and rels[0].clause.form is A.Form.PASSIVE_PAST
        and not rels[0].clause.args
        and subj[0] == (A.CardKind("co_character"),)
    ):
        who = "host"  # 「セットされたキャラクター」 (4.2.11)
    else:
        return None
    st = eff.sentences[0].steps[0]
    b = st.body
    if not isinstance(b, A.Action) or st.lead is not None or st.condition is not None:
        return None
    got = [(a.role, _terms(a.value)) for a in b.args]
    if (
        b.verb != "reduce"
        or b.form is not A.Form.FINAL
        or b.modal is not None
        or len(got) != 2
        or (A.Role.OBJECT, (A.Ref("that"), A.Word("damage"))) not in got
    ):
        return None
    n = [v for r, v in got if r is A.Role.NONE]
    if (
        len(n) != 1
        or len(n[0]) != 1
        or not isinstance(n[0][0], A.Count)
        or n[0][0].unit != "point"
        or n[0][0].number is None
        or not isinstance(n[0][0].number.value, int)
    ):
        return None
    return Program("effect", statics=(Static("reduce_damage", who, value=n[0][0].number.value),))


# the holders of a reduction in force a passive statement may name (``_reduction_stated``)
_REDUCED_WHO = ("this", "host", *GROUPS)


def _stated_action(node: A.Ability) -> A.Action | None:
    """The one action a line states and nothing more (no trigger, cost, condition, label, lead or
    step condition): the body ``_reduction_stated`` and ``_increase_stated`` read; None else."""
    eff = node.effect
    if (
        eff is None
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or node.labels
        or len(eff.sentences) != 1
        or len(eff.sentences[0].steps) != 1
    ):
        return None
    st = eff.sentences[0].steps[0]
    if not isinstance(st.body, A.Action) or st.lead is not None or st.condition is not None:
        return None
    return st.body


# 「1回につき」: once each time (a reduction said of each damage, ``_reduction_stated``)
_EACH_TIME = (A.Count(A.Number(1), "times", "exact"),)


def _reduction_stated(node: A.Ability) -> Program | None:
    """「『X』(セットされたキャラクター / あなたがコントロールしているキャラクター)が受けるダメージは(、
    すべて)N点軽減される」, 「Xに与えられるダメージは…軽減される」: a state said in the passive, so a
    reduction in force on every damage that card (each card of that group) is dealt, applied as
    the damage's value is decided (4.3.10, 4.3.10.3; 4.3.8) — the ``Static`` ``reduce_damage`` of
    ``_reduction_in_force``. Before, it compiled as a one-shot reduction outside any window: on
    the field it did nothing. None for any other ability (a target's damage: a one-shot)."""
    b = _stated_action(node)
    if b is None or b.verb != "reduce" or b.form is not A.Form.PASSIVE or b.modal is not None:
        return None
    topic = [a.value for a in b.args if a.role is A.Role.TOPIC]
    how = [_terms(a.value) for a in b.args if a.role is A.Role.NONE]
    # 「1回につき」: each damage dealt reduced, as the reduction in force is on each (4.3.10: a
    # damage is reduced as its value is decided) — the same reduction, said
    each = [a for a in b.args if a.role is A.Role.PER and _terms(a.value) == _EACH_TIME]
    if len(topic) != 1 or len(topic) + len(how) + len(each) != len(b.args) or len(each) > 1:
        return None
    every = (A.Count(None, "card", "all"),)
    points = [h for h in how if h != every]  # 「すべて」: every such damage, as without it
    if (
        len(points) != 1
        or len(points[0]) != 1
        or not isinstance(points[0][0], A.Count)
        or points[0][0].unit != "point"
        or points[0][0].bound != "exact"
        or points[0][0].number is None
        or not isinstance(points[0][0].number.value, int)
    ):
        return None
    terms = _terms(topic[0])
    if len(terms) != 2 or not isinstance(terms[0], A.Relative) or terms[1] != A.Word("damage"):
        return None
    rel = terms[0].clause
    if rel.modal is not None or len(rel.args) != 1:
        return None
    if rel.verb == "receive" and rel.form is A.Form.FINAL and rel.args[0].role is A.Role.SUBJECT:
        holder = rel.args[0].value  # 「Xが受けるダメージ」
    elif rel.verb == "give" and rel.form is A.Form.PASSIVE and rel.args[0].role is A.Role.GOAL:
        holder = rel.args[0].value  # 「Xに与えられるダメージ」
    else:
        return None
    who = _who(_damage_points(holder))
    if who not in _REDUCED_WHO:
        return None
    return Program(
        "effect", statics=(Static("reduce_damage", who, value=points[0][0].number.value),)
    )


def _increase_stated(node: A.Ability) -> Program | None:
    """「セットされたキャラクター(『X』 / あなたがコントロールしているキャラクター)が受けるダメージは
    N点増加する」: the increase in force on every damage that card (each card of that group) is
    dealt, the counterpart of ``_reduction_stated`` (4.3.10.2 names damage 「軽減(増加)」 alike):
    added as the damage's value is decided (4.3.10.3; 4.3.8) — the ``Static``
    ``increase_damage``. None for any other ability."""
    b = _stated_action(node)
    if b is None or b.verb != "do" or b.form is not A.Form.FINAL or b.modal is not None or b.more:
        return None
    topic = [a.value for a in b.args if a.role is A.Role.TOPIC]
    how = [_terms(a.value) for a in b.args if a.role is A.Role.NONE]
    if len(topic) != 1 or len(how) != 2 or len(b.args) != 3 or (A.Word("increase"),) not in how:
        return None
    points = [h for h in how if h != (A.Word("increase"),)]
    n = points[0][0] if len(points) == 1 and len(points[0]) == 1 else None
    if (
        not isinstance(n, A.Count)
        or n.unit != "point"
        or n.bound != "exact"
        or n.number is None
        or not isinstance(n.number.value, int)
    ):
        return None
    terms = _terms(topic[0])
    if len(terms) != 2 or not isinstance(terms[0], A.Relative) or terms[1] != A.Word("damage"):
        return None
    rel = terms[0].clause
    if (
        rel.verb != "receive"
        or rel.form is not A.Form.FINAL
        or rel.modal is not None
        or len(rel.args) != 1
        or rel.args[0].role is not A.Role.SUBJECT
    ):
        return None
    who = _who(_damage_points(rel.args[0].value))
    if who not in _REDUCED_WHO:
        return None
    return Program("effect", statics=(Static("increase_damage", who, value=n.number.value),))


def _in_force_then_trigger(node: A.Ability) -> Program | None:
    """A line printing an ability in force, then a triggered one as its next sentence
    (「『X』はアンタップフェイズにアンタップしない。あなたのターン開始時に、…」, 「セットされた
    キャラクターは「+1:+0」の修正を受ける。セットされたキャラクターがクラッシュしたとき、…」): two
    special abilities, each read as a line of its own would be — the first only in force (no
    step done once), the rest triggered (4.3.6); None when the line does not split so."""
    from grammar.parse import _co_trigger

    eff = node.effect
    if (
        eff is None
        or node.kind is not A.AbilityKind.EVENT
        or node.cost is not None
        or node.trigger is not None
        or node.condition is not None
        or node.keyword is not None
        or node.labels
    ):
        return None
    for j in range(1, len(eff.sentences)):
        head = replace(node, effect=replace(eff, sentences=eff.sentences[:j]), reminders=())
        tail = _co_trigger(
            replace(node, effect=replace(eff, sentences=eff.sentences[j:]), reminders=())
        )
        try:
            first = compile_ability(head)
            then = compile_ability(tail)
        except Unsupported:
            continue
        in_force = first.kind == "keyword" or (
            first.kind == "effect" and first.statics and not first.ops and not first.cost
        )
        also_in_force = then.kind == "effect" and then.statics and not then.ops and not then.cost
        if in_force and (then.kind == "auto" or also_in_force):
            return replace(first, also=(*first.also, then))
    return None


_TURN_PERIOD = A.NounPhrase((A.Word("end_of_turn"),), ())
# the same period printed 「このターン(中)、」 (no 「まで」): read as 「ターン終了時まで」 by every
# construction (``_until``), told apart where the reading of co.unsettled this_turn_effect_end is
# asked (an effect that 3.7.3 / 3.7.4 would still read: ``co:hand_limit_for``)
_THIS_TURN_PERIOD = A.NounPhrase((A.Ref("this"), A.Word("end_of_turn")), ("",))


def _said_this_turn(d: A.Duration) -> bool:
    """Whether the this_turn period was printed 「このターン(中)」 / 「そのターン中」 (the words of
    the lexicon's variant), not a limit 「…まで」."""
    from grammar.lexicon import DURATION_SURFACE

    forms = DURATION_SURFACE.get(d.id, ())
    return 0 <= d.variant < len(forms) and not forms[d.variant].endswith("まで")


def _turn_period(node: A.Ability) -> A.Ability:
    """「このターン(中)、」 / 「そのターン中、」 / 「…は、このターンアタックできない」 on a step: the
    period 「ターン終了時まで」 names, the effects lasting the turn ending at its end (3-7-2), read
    as that duration (a ``LIMIT`` of the step's verb) by every construction that reads one
    (``_until``). A step with a duration of its own, or the words inside a relative clause (「この
    ターンにダメージを受けた」), is left as printed."""
    if node.effect is None:
        return node

    def period(x: A.Arg, b: A.Action) -> bool:
        v = x.value
        if x.role is A.Role.TIME:
            return isinstance(v, A.Duration) and v.id == "this_turn"
        # 「…はこのターンにアタックできない」: the grammar types 「このターンに」 as the place of
        # the act (GOAL); on a prohibition it is the same period as 「このターン、」
        role = (A.Role.NONE, A.Role.GOAL) if b.form is A.Form.CANNOT else (A.Role.NONE,)
        return (
            x.role in role
            and isinstance(v, A.NounPhrase)
            and v.terms in ((A.Ref("this"), A.Word("turn")), (A.Ref("that"), A.Word("turn")))
            and v.links == ("",)
        )

    sents = []
    for sent in node.effect.sentences:
        steps = []
        for st in sent.steps:
            b = st.body
            if (
                isinstance(b, A.Action)
                and not any(x.role is A.Role.LIMIT for x in b.args)
                and sum(period(x, b) for x in b.args) == 1
            ):
                args = tuple(
                    A.Arg(
                        A.Role.LIMIT,
                        _THIS_TURN_PERIOD
                        if isinstance(x.value, A.Duration) and _said_this_turn(x.value)
                        else _TURN_PERIOD,
                        pause=x.pause,
                    )
                    if period(x, b)
                    else x
                    for x in b.args
                )
                st = replace(st, body=replace(b, args=args))
            steps.append(st)
        sents.append(replace(sent, steps=tuple(steps)))
    return replace(node, effect=replace(node.effect, sentences=tuple(sents)))


# 「あなたのターン中、」 / 「相手のターン中、」: the period of one player's turn (the lexicon's
# durations), and the player whose turn it is
_WHOSE_TURN = {"during_your_turn": "you", "during_opponent_turn": "opponent"}


def _whose_turn_held(node: A.Ability) -> A.Ability:
    """「『X』は、相手のターン中、「+0:+3」の修正を受ける」 / 「あなたのターン中、『X』はアタックで
    きない」 on X, with no trigger, cost or condition: a special ability of X in force (4.3.8: the
    effects applied worked out again as they change) that applies while it is that player's turn
    — the period read as the condition 「<player>のターンなら」 (the grammar's own shape of it, which
    the shared ``conditions._whose_turn`` reads as ``Cond("turn")``), as the shared compiler reads
    the period of a continuous ability (``conditions.during``). Said of another card, with a
    connector, a condition or a duration of its own (「ターン終了時まで」), the step is left as
    printed."""
    if (
        node.effect is None
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
    ):
        return node

    def held(st: A.Step) -> A.Step:
        b = st.body
        if not isinstance(b, A.Action) or st.condition is not None or st.lead is not None:
            return st
        if st.cost is not None or st.bang or st.lead_inner is not None:
            return st
        times = [
            x
            for x in b.args
            if x.role is A.Role.TIME
            and isinstance(x.value, A.Duration)
            and x.value.id in _WHOSE_TURN
        ]
        if len(times) != 1 or any(x.role is A.Role.LIMIT for x in b.args):
            return st
        topic = next((x.value for x in b.args if x.role is A.Role.TOPIC), None)
        if topic is None or not _this_card_np(topic):
            return st
        turn = A.NounPhrase((A.Owner(_WHOSE_TURN[times[0].value.id]), A.Word("turn")), ("の",))
        cond = A.Condition(
            A.Action("be", (A.Arg(A.Role.PREDICATE, turn),), form=A.Form.NOMINAL), marker="nara"
        )
        rest = tuple(x for x in b.args if x is not times[0])
        return replace(st, body=replace(b, args=rest), condition=cond)

    sents = tuple(
        replace(s, steps=tuple(held(st) for st in s.steps)) for s in node.effect.sentences
    )
    return replace(node, effect=replace(node.effect, sentences=sents))


def _declared_target(node: A.Ability) -> A.Ability:
    """「Xを対象とする。…対象のキャラクターは / を…」: the first sentence declares the target, X
    (4.2.13: 「対象の〜」 is what the text takes as its target), which the sentences after it name
    「対象の<kind>」 — read as 「対象のX」 there (its description and count with it), the first
    sentence then said by them. The node as printed when the text is of another shape (no such
    first sentence, no later 「対象の<kind>」 of X's kind, several declared)."""
    eff = node.effect
    if eff is None or not eff.sentences or not eff.sentences[0].steps:
        return node
    first = _owner_before_target(eff.sentences[0])
    if first is not eff.sentences[0]:
        eff = replace(eff, sentences=(first, *eff.sentences[1:]))
    st = first.steps[0]
    b = st.body
    # 「Xを対象とする。…」 (a sentence of its own) or 「Xを対象とし、…」 (the continuative, the
    # steps on the target following in the same sentence)
    joined = isinstance(b, A.Action) and b.form is A.Form.CONTINUATIVE and len(first.steps) > 1
    if not joined and (len(eff.sentences) < 2 or len(first.steps) != 1):
        return node
    if (
        not isinstance(b, A.Action)
        or b.verb != "do"
        or b.form is not (A.Form.CONTINUATIVE if joined else A.Form.FINAL)
        or b.modal is not None
        or b.more
        or st.condition is not None
        or st.lead is not None
    ):
        return node
    # 「あなたは…を対象とする」: the player using the text takes it (4.2.13), said or not
    args = [
        a for a in b.args if not (a.role is A.Role.TOPIC and _terms(a.value) == (A.Owner("you"),))
    ]
    by = {a.role: a.value for a in args}
    # 「DPが3以下のキャラクター1体を対象とし」: the value bounded typed as the sentence's subject,
    # its bound the object's first term — the phrase 「DPが3以下の対象のキャラクター1体」 reads
    # (``_target_bounded``)
    bound: tuple[Any, ...] = ()
    compared = by.pop(A.Role.SUBJECT, None)
    if compared is not None:
        x0 = by.get(A.Role.OBJECT)
        first_term = x0.terms[0] if isinstance(x0, A.NounPhrase) and x0.terms else None
        cmp = {"at_most": "le", "at_least": "ge"}.get(getattr(first_term, "bound", ""))
        stat = _terms(compared)
        if (
            stat not in ((A.Word("dp"),), (A.Word("ap"),))
            or not isinstance(first_term, A.Count)
            or first_term.unit != "none"
            or first_term.number is None
            or cmp is None
        ):
            return node
        bound = (A.StatFilter(A.Stat(stat[0].id), first_term.number, cmp),)  # type: ignore[union-attr]
        by[A.Role.OBJECT] = A.NounPhrase(x0.terms[1:], x0.links[1:])  # type: ignore[union-attr]
        args = [a for a in args if a.role is not A.Role.SUBJECT]
    if len(by) != len(args) or set(by) != {A.Role.OBJECT, A.Role.WITH}:
        return node
    if _terms(by[A.Role.WITH]) != (A.Word("target"),):
        return node
    x = by[A.Role.OBJECT]
    if not isinstance(x, A.NounPhrase) or A.Word("target") in x.terms:
        return node
    if not all(
        isinstance(t, (A.Relative, A.CardKind, A.Count, A.Unknown, A.Named, A.Word))
        for t in x.terms
    ):
        return node
    described = [t for t in x.terms if isinstance(t, A.Relative) and t.clause.verb != "control"]
    if described and (
        len(described) > 1
        or x.terms[0] is not described[0]
        or any(a.role in (A.Role.SUBJECT, A.Role.SUBJECT_NO) for a in described[0].clause.args)
    ):
        # a description the target reader reads after 「対象の」 only as the grammar types it
        # printed there: left as printed (refused), never read with the description dropped
        return node
    kinds = [t for t in x.terms if isinstance(t, A.CardKind)]
    in_zone = bool(described) and _in_a_zone(described[0].clause)
    if in_zone and kinds[-1:] == [A.CardKind("card")]:
        # 「ダストボックスにあるキャラクターカード1枚を対象とする。対象のカードを…」: a card in a
        # zone, named after as 「対象のカード」 (4.2.13) — read as 「対象の、…にあるキャラクター
        # カード」 (``_target_in_zone``)
        kinds = kinds[-1:]
    elif len(kinds) != 1:
        return node
    ref = (A.Word("target"), kinds[0])
    if described and not in_zone:
        # 「アタックしているキャラクター1体を対象とする」: as the grammar types 「対象のアタックして
        # いるキャラクター」 — 対象 the subject of the relative (``SUBJECT_NO``)
        rel = described[0].clause
        tgt = A.Arg(A.Role.SUBJECT_NO, A.NounPhrase((A.Word("target"),), ()))
        lead = A.Relative(replace(rel, args=(tgt, *rel.args)))
        full = A.NounPhrase((lead, *x.terms[1:]), x.links)
    else:
        full = A.NounPhrase(
            (*bound, A.Word("target"), *x.terms), ("の",) * len(bound) + ("の", *x.links)
        )
    if bound and (described or in_zone):
        return node
    # 「そのキャラクター」 after the declaration: the target declared (4.2.13); 「それ」, the first
    # said after it, too (「…を対象とし、それをクラッシュする」: the card just declared)
    that = {A.Ref("that_character"), A.Ref("that_character", 1)}
    it = {A.Ref("it"), A.Ref("it", 1)}
    found = False
    it_read = False

    def swap(v: Any) -> Any:
        nonlocal found, it_read
        if isinstance(v, A.NounPhrase) and (
            (v.terms == ref and v.links == ("の",))
            or (len(v.terms) == 1 and v.terms[0] in that and kinds[0].id == "co_character")
        ):
            found = True
            return full
        return None

    def swap_it(v: Any) -> Any:
        nonlocal found, it_read
        if (
            isinstance(v, A.NounPhrase)
            and not it_read
            and len(v.terms) == 1
            and v.terms[0] in it
            and not _many(full)
        ):
            found = it_read = True
            return full
        return None

    after = (
        (replace(first, steps=first.steps[1:]), *eff.sentences[1:]) if joined else eff.sentences[1:]
    )
    # 「それ」 read as the target in the step right after the declaration only (a later 「それ」
    # may name what a step between took)
    head = after[0]
    step0 = A.rebuild(head.steps[0], before=swap_it)
    after = (replace(head, steps=(step0, *head.steps[1:])), *after[1:])
    rest = A.rebuild(after, before=swap)
    if not found:
        return node
    return replace(node, effect=replace(eff, sentences=rest))


def _owner_before_target(sent: A.Sentence) -> A.Sentence:
    """「相手がコントロールしている、DPが1以下のキャラクター1体を対象とし、…」: the grammar types
    the controller's clause before the comma as a step of its own (progressive, no object) and the
    bounded phrase after it as the declaration (``_declared_target``); the clause describes the
    card declared (whose control it is in, 4.2.13 with the bound) — read as 「DPが1以下の、相手が
    コントロールしているキャラクター1体を対象とし」, the clause put in the object beside its kind.
    The sentence as printed for any other shape."""
    if len(sent.steps) < 3:
        return sent
    st, nxt = sent.steps[0], sent.steps[1]
    c, b = st.body, nxt.body
    if not isinstance(c, A.Action) or not isinstance(b, A.Action):
        return sent
    if (
        c.verb != "control"
        or c.form is not A.Form.PROGRESSIVE
        or c.modal is not None
        or c.more
        or len(c.args) != 1
        or c.args[0].role is not A.Role.SUBJECT
        or [type(t) for t in _terms(c.args[0].value)] != [A.Owner]
        or not st.pause
        or st.lead is not None
        or st.condition is not None
        or st.cost is not None
    ):
        return sent
    if b.verb != "do" or b.form is not A.Form.CONTINUATIVE or b.modal is not None:
        return sent
    by = {a.role: a.value for a in b.args}
    obj = by.get(A.Role.OBJECT)
    if (
        len(by) != len(b.args)
        or A.Role.SUBJECT not in by
        or _terms(by.get(A.Role.WITH)) != (A.Word("target"),)
        or not isinstance(obj, A.NounPhrase)
        or len(obj.terms) < 2
        or not isinstance(obj.terms[0], A.Count)
        or obj.terms[0].unit != "none"
        or not isinstance(obj.terms[1], A.CardKind)
        or any(isinstance(t, (A.Relative, A.Owner)) for t in obj.terms)
    ):
        return sent
    # the bound's count first (``_declared_target`` reads it so), the controller's clause
    # before the kind as in 「相手がコントロールしているキャラクター」
    owned = A.NounPhrase(
        (obj.terms[0], A.Relative(c), *obj.terms[1:]), (obj.links[0], "", *obj.links[1:])
    )
    args = tuple(replace(a, value=owned) if a.role is A.Role.OBJECT else a for a in b.args)
    return replace(sent, steps=(replace(nxt, body=replace(b, args=args)), *sent.steps[2:]))


def _many(np: A.NounPhrase) -> bool:
    """Whether a described target is of several cards (「カード3枚」): 「それ」 names one."""
    n = np.terms[-1]
    return isinstance(n, A.Count) and (n.number is None or n.number.value != 1)


_ACT_VERB = {"no_attack": "attack", "no_defend": "defend"}


def _own_acts_apart(node: A.Ability) -> list[A.Ability] | None:
    """「『X』はアタックもディフェンスもできない」 (and its other wordings, ``_acts_refused``) in X's
    own text: one line per act refused (「『X』はアタックできない」, 「『X』はディフェンスできない」),
    each the keyword a line of its own is (4.2.9 over 3.4.5.2 / 3.4.5.3); None for any other
    ability, and for one act (read as printed)."""
    if A.unparsed(node) or node.effect is None or len(node.effect.sentences) != 1:
        return None
    if node.trigger is not None or node.condition is not None or node.cost is not None:
        return None
    steps = node.effect.sentences[0].steps
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    st, b = steps[0], steps[0].body
    if st.lead is not None or st.condition is not None or st.cost is not None:
        return None
    acts = _acts_refused(b)
    if acts is None or len(acts) < 2 or any(a.role is A.Role.LIMIT for a in b.args):
        return None
    topic = next(a for a in b.args if a.role is A.Role.TOPIC)
    if [type(t) for t in _terms(topic.value)] != [A.CardName]:
        return None
    out = []
    for key in acts:
        one = A.Action(_ACT_VERB[key], (topic,), A.Form.CANNOT, span=b.span)
        sent = replace(node.effect.sentences[0], steps=(replace(st, body=one),))
        out.append(replace(node, effect=replace(node.effect, sentences=(sent,))))
    return out


def _offer_after(node: A.Ability) -> A.Ability | None:
    """「<moment>直後にのみ、<cost>してもよい。そうした場合(そうしたなら)、<effect>」: 4.3.5's own
    form 「〜の直後にのみ〜してもよい」 with what is done printed in place of 「使用」 — an ability used
    in that moment alone (4.3.5: 〔皆瀬葵〕's ability 「いつでも使用することができます」), paying what
    it offers as its cost (4.3.3.3) and doing the effect after 「そうした場合」. Read as the printed
    「<cost>:<moment>直後にのみ使用してもよい。<effect>」 (the moment a sentence of the effect, as
    「この特殊能力は、<moment>直後にのみ使用できる」 is); None for any other line."""
    if node.kind is not A.AbilityKind.EVENT or node.cost or node.trigger or node.preamble:
        return None
    if node.effect is None or len(node.effect.sentences) < 2 or node.condition is not None:
        return None
    first, then, *rest = node.effect.sentences
    if len(first.steps) != 2 or not then.steps or then.steps[0].lead != "if_done":
        return None
    when, offer = first.steps
    wb, ob = when.body, offer.body
    if not (isinstance(wb, A.Action) and isinstance(ob, A.Action)):
        return None
    if when.lead or when.condition or offer.lead or offer.condition or ob.modal or ob.more:
        return None
    if wb.verb != "be" or wb.form is not A.Form.NOMINAL or wb.modal or wb.more:
        return None
    args = {a.role: a.value for a in wb.args}
    if len(args) != 2 or set(args) != {A.Role.GOAL, A.Role.PREDICATE}:
        return None
    if _terms(args[A.Role.PREDICATE]) != (A.Word("only_that"),):
        return None
    if ob.form not in _MAY:
        return None
    only = A.NounPhrase((A.Word("only_that"), A.Unknown("使用")), ("",))
    gate = A.Action(
        "do",
        (A.Arg(A.Role.GOAL, args[A.Role.GOAL]), A.Arg(A.Role.NONE, only)),
        form=A.Form.PERMISSIVE,
    )
    if _only_after(gate) is None:
        return None
    return replace(
        node,
        kind=A.AbilityKind.ACTIVATED,
        cost=A.Cost((A.CostItem(replace(ob, form=A.Form.FINAL)),)),
        effect=replace(
            node.effect,
            sentences=(
                # the moment first, as printed (a restriction printed after the effect stays
                # after it: 「この特殊能力は、…のときにのみ使用できる」)
                A.Sentence((A.Step(gate),)),
                replace(then, steps=(replace(then.steps[0], lead=None), *then.steps[1:])),
                *rest,
            ),
        ),
    )


def _name_contained(rel: Any) -> str | None:
    """The text of a clause 「名前に「X」を含む」 (the card name, 4.2.8, holding X) hung on a noun
    (its 名前 may carry a clause the grammar hung there: ``_name_part`` lifts it); None for any
    other term."""
    if not isinstance(rel, A.Relative):
        return None
    c = rel.clause
    if c.verb != "contain" or c.form is not A.Form.FINAL or c.modal is not None or c.more:
        return None
    a = {x.role: x.value for x in c.args}
    if len(a) != len(c.args) or set(a) != {A.Role.GOAL, A.Role.OBJECT}:
        return None
    obj, goal = _terms(a[A.Role.OBJECT]), _terms(a[A.Role.GOAL])
    if len(obj) != 1 or not isinstance(obj[0], A.Name) or not goal or goal[-1] != A.Word("name"):
        return None
    if len(goal) > 2 or (len(goal) == 2 and not isinstance(goal[0], A.Relative)):
        return None
    return str(obj[0].text)


def _name_part(np: Any) -> tuple[Any, str | None]:
    """「名前に「X」を含むすべてのキャラクター」: the phrase without that clause, and X (the cards
    whose name, 4.2.8, holds it); a clause the grammar hung on 名前 (「あなたがコントロールして
    いる名前に…」: whose characters, not whose name) stays on the phrase. (np, None) for a phrase
    with no such clause."""
    if not isinstance(np, A.NounPhrase):
        return np, None
    for k, t in enumerate(np.terms):
        text = _name_contained(t)
        if text is None:
            continue
        goal = next(x.value for x in t.clause.args if x.role is A.Role.GOAL)
        hung = _terms(goal)[:-1]
        if hung:
            terms = (*np.terms[:k], hung[0], *np.terms[k + 1 :])
            return replace(np, terms=terms), text
        links = (*np.links[:k], *np.links[k + 1 :]) if k < len(np.links) else np.links[:-1]
        return replace(np, terms=(*np.terms[:k], *np.terms[k + 1 :]), links=links), text
    return np, None


def _comma_relative_joined(node: A.Ability) -> A.Ability:
    """「あなたがコントロールしている、名前に「X」を含むすべてのキャラクター…」: two clauses on one
    noun with a comma between them, which the grammar reads as a step of its own (「あなたが
    コントロールしている、」) before the step: the first clause put back on the noun, the
    condition printed before it (「…限り、」) the step's. Unchanged for any other shape."""
    if node.effect is None:
        return node
    sents = []
    for sent in node.effect.sentences:
        steps = list(sent.steps)
        i = 0
        while i + 1 < len(steps):
            st, nxt = steps[i], steps[i + 1]
            b, nb = st.body, nxt.body
            if (
                isinstance(b, A.Action)
                and b.verb == "control"
                and b.form is A.Form.PROGRESSIVE
                and b.modal is None
                and [x.role for x in b.args] == [A.Role.SUBJECT]
                and st.pause
                and st.lead is None
                and st.cost is None
                and nxt.condition is None
                and isinstance(nb, A.Action)
            ):
                at = [
                    j
                    for j, x in enumerate(nb.args)
                    if isinstance(x.value, A.NounPhrase)
                    and x.value.terms
                    and _name_contained(x.value.terms[0]) is not None
                ]
                if len(at) == 1:
                    x = nb.args[at[0]]
                    np = x.value
                    joined = replace(np, terms=(A.Relative(b), *np.terms), links=("", *np.links))
                    args = tuple(
                        replace(y, value=joined) if j == at[0] else y for j, y in enumerate(nb.args)
                    )
                    steps[i : i + 2] = [
                        replace(nxt, body=replace(nb, args=args), condition=st.condition)
                    ]
                    continue
            i += 1
        sents.append(replace(sent, steps=tuple(steps)))
    return replace(node, effect=replace(node.effect, sentences=tuple(sents)))


def _refusal_held_under_condition(node: A.Ability) -> A.Ability:
    """「あなたのHPが15以上の場合、『X』はアタックできない」 on X, with no trigger or cost: the act
    refused by X's text over the battle rules (4.2.9, 3.4.5.2 / 3.4.5.3) while the condition
    holds — a special ability of X in force, worked out again as the effects change (4.3.8), as
    「…である限り、『X』はアタックできない」 is: the ability's condition is the step's. Said of
    another card, with a duration, or beside other steps, the node is left as printed — but
    for 「…場合、『X』は「+2:+2」され、ディフェンスされない」: the refusal after a step on X that
    said its topic, the same X (the continuative's shared topic), each step under the condition
    (``_conditioned_steps``)."""
    c = node.condition
    if c is None or node.effect is None or node.trigger is not None or node.cost is not None:
        return node
    if c.parts or len(node.effect.sentences) != 1:
        return node
    if len(node.effect.sentences[0].steps) == 2:
        return _conditioned_steps(node)
    if len(node.effect.sentences[0].steps) != 1:
        return node
    sent = node.effect.sentences[0]
    st = sent.steps[0]
    b = st.body
    if not isinstance(b, A.Action) or st.condition is not None or st.lead is not None:
        return node
    if st.cost is not None or st.bang or st.lead_inner is not None:
        return node
    if any(x.role is A.Role.LIMIT for x in b.args):
        return node
    if not _acts_refused(b) and _cannot_act(b) is None and _undefended_key(b) is None:
        return node
    topic = next((x.value for x in b.args if x.role is A.Role.TOPIC), None)
    # 「『X』は」 / 「このカードは」, or 「このキャラクターは」: the same card, called as it is on the
    # field (4-2-7, as ``_cannot_key``)
    if topic is None or not (
        _this_card_np(topic) or _terms(topic) == (A.Ref("this"), A.CardKind("co_character"))
    ):
        return node
    held = replace(sent, steps=(replace(st, condition=c),))
    return replace(node, condition=None, effect=replace(node.effect, sentences=(held,)))


def _conditioned_steps(node: A.Ability) -> A.Ability:
    """「あなたの手札が0枚の場合、『X』は「+2:+2」され、ディフェンスされない」 on X: a step on X
    (its topic 『X』 / 「このカードは」 / 「このキャラクターは」) then, with no topic of its own, a
    battle act refused (``_refusal_held_under_condition``) — both said of X, each held while the
    condition holds (4.3.8): the refusal given X's topic, the condition each step's. The node as
    printed for any other pair."""
    c = node.condition
    sent = node.effect.sentences[0]  # type: ignore[union-attr]
    first, second = sent.steps
    if any(
        not isinstance(st.body, A.Action)
        or st.condition is not None
        or st.lead is not None
        or st.cost is not None
        or st.bang
        or st.lead_inner is not None
        or any(x.role is A.Role.LIMIT for x in st.body.args)
        for st in (first, second)
    ):
        return node
    topic = next((x for x in first.body.args if x.role is A.Role.TOPIC), None)
    if topic is None or not (
        _this_card_np(topic.value)
        or _terms(topic.value) == (A.Ref("this"), A.CardKind("co_character"))
    ):
        return node
    b = second.body
    if any(x.role in (A.Role.TOPIC, A.Role.SUBJECT) for x in b.args):
        return node
    b = replace(b, args=(topic, *b.args))
    if not _acts_refused(b) and _cannot_act(b) is None and _undefended_key(b) is None:
        return node
    held = replace(sent, steps=(replace(first, condition=c), replace(second, body=b, condition=c)))
    return replace(node, condition=None, effect=replace(node.effect, sentences=(held,)))


def _cost_floor_said(node: A.Ability) -> A.Ability:
    """「…のコストは1減少する。ただし(、)0未満にはならない。」: the proviso bounds the cost the
    decrease leaves at 0 — the cost as worked out, the additional costs summed and applied
    (4.3.2.2 for a play, 4.3.3.2 for an ability's), which is paid no less than 0 (an energy is
    paid, never given back, 4.3.2.1) — what the engine already makes of every cost change
    (``play.cost_modifiers`` / ``ability_cost_modifiers`` summed, floored at 0). The ability
    without the proviso; the node as printed for any other proviso or one after another step."""
    eff = node.effect
    if eff is None or len(eff.sentences) != 2 or len(eff.sentences[1].steps) != 1:
        return node
    st = eff.sentences[1].steps[0]
    b = st.body
    if (
        st.lead != "proviso"
        or st.condition is not None
        or not isinstance(b, A.Action)
        or b.verb != "become"
        or b.form is not A.Form.NEGATIVE
        or b.modal is not None
        or b.more
        or [a.role for a in b.args] != [A.Role.GOAL]
    ):
        return node
    goal = _terms(b.args[0].value)
    if not (
        len(goal) == 1
        and isinstance(goal[0], A.Count)
        and goal[0].bound == "less_than"
        and goal[0].unit == "none"
        and goal[0].number is not None
        and goal[0].number.value == 0
    ):
        return node
    before = eff.sentences[0].steps
    last = before[-1].body if before else None
    if (
        len(before) != 1
        or not isinstance(last, A.Action)
        or last.verb not in ("decrease_by", "decrease")
    ):
        return node
    change = _cost_change(last)
    if change is None:
        return node
    return replace(node, effect=replace(eff, sentences=eff.sentences[:1]))


def _compile_line(node: A.Ability) -> Program:
    node = _cost_floor_said(_comma_relative_joined(node))
    node = _refusal_held_under_condition(node)
    node = _declared_target(_turn_period(_whose_turn_held(node)))
    node = _offer_after(node) or node
    keys = _keyword_line(node)
    if keys is not None:
        # 「「飛行」「潜水」」: a line of keywords quoted as the basic rules print them (3.4.5.7),
        # each the keyword ability a line of its own would be
        first, *more = (compile_ability(A.Ability(A.AbilityKind.KEYWORD, keyword=k)) for k in keys)
        return replace(first, also=(*first.also, *more))
    permitted = _permission_apart(node)
    if permitted is not None:
        # 「割り込みでプレイしてもよい。<effect>」 / 「<effect>。All Turnでプレイしてもよい。」: the
        # permission is the line's own ability, as printed on a line of its own (3.4.2, 4.3.4)
        first, rest = (compile_ability(x) for x in permitted)
        return replace(rest, also=(*rest.also, first))
    apart = _own_acts_apart(node)
    if apart is not None:
        # 「『X』はアタックもディフェンスもできない」: each act refused as a line of its own
        first, *more = (compile_ability(x) for x in apart)
        return replace(first, also=(*first.also, *more))
    node = _chosen_put_joined(
        _look_sentences_joined(_look_choice_joined(_set_on_this_trigger(_damage_points(node))))
    )
    moment = _when_only(node)
    if moment is not None:
        return compile_ability(moment)
    attacked = _attacked_undefended(node)
    if attacked is not None and attacked.trigger is not None:
        ev = _terms(attacked.trigger.event.args[0].value)[0].clause  # type: ignore[union-attr]
        if ev.verb == "defend":
            return compile_ability(attacked)  # 「…アタックし、ディフェンスされたとき」
    said_when = attacked or _not_defended_trigger(node)
    split = _undefended_split(node) or said_when
    if split is not None:
        prog = compile_ability(split)
        if prog.kind != "auto" or prog.on != "attack":
            raise Unsupported("「ディフェンスされなかった場合」 on a trigger other than an attack")
        if split is said_when:
            # 「Xがディフェンスされなかったとき」 (「Xがアタックし、ディフェンスされなかったとき」): the
            # event is the attack left undefended — it triggers once the defence declaration is
            # over with none declared (3.4.5.3, 3.4.5.4), not at the attack
            return replace(prog, undefended=True, on="undefended")
        return replace(prog, undefended=True)
    if node.keyword is not None and node.kind is not A.AbilityKind.KEYWORD and node.effect:
        # the effect, then the keyword printed after it as an ability of its own (3.6.2 維持費,
        # 3.4.3 使い捨て …)
        kw = compile_ability(A.Ability(A.AbilityKind.KEYWORD, keyword=node.keyword))
        rest = compile_ability(replace(node, keyword=None))
        return replace(rest, also=(*rest.also, kw))
    node = _gate_in_cost(node)
    if node.preamble:
        # 「…直後にのみ使用してもよい。コスト:効果」: the moment printed before the cost is read
        # as if printed after the effect (4.3.5); any other sentence there is refused
        # 「この特殊能力は1ターンに1回しか使用できない。コスト:効果」: the limit on the ability's
        # use printed before its cost, read as printed after its effect, alike
        if not all(
            len(x.steps) == 1
            and isinstance(x.steps[0].body, A.Action)
            and (
                (x.steps[0].body.form in _MAY and _only_after(x.steps[0].body) is not None)
                or _use_limit(x.steps[0].body) is not None
            )
            for x in node.preamble
        ):
            raise Unsupported(
                "a sentence before the cost other than 「…直後にのみ使用してもよい」 or a use limit"
            )
        if node.effect is None:
            raise Unsupported("an ability without an effect")
        sentences = (*node.effect.sentences, *node.preamble)
        node = replace(node, preamble=(), effect=replace(node.effect, sentences=sentences))
    p = shared.compile_ability(node, VOCAB)
    if p.kind == "keyword":
        return Program(
            "keyword",
            keyword=p.keyword,
            number=p.params[0] if p.params else None,
            cost=tuple(_cost(c) for c in p.cost),
        )
    if any(o.verb == "co:no_negate" for o in p.steps):
        if p.kind != "event" or len(p.steps) != 1 or _has_lead(p.steps[0]) or p.cond is not None:
            raise Unsupported(
                "「このカードはうち消されない」 other than as a played card's own line"
            )
        return Program("effect", no_negate=True)
    only_on = [o for o in p.steps if o.verb == "co:set_only"]
    if only_on:
        # 「…にのみセットできる」: a line of its own on a played card, saying where it is set
        if p.kind != "event" or len(p.steps) != 1 or _has_lead(only_on[0]):
            raise Unsupported("「…にのみセットできる」 other than as a played card's own line")
        o = only_on[0]
        whose = None if o.performer == "any" else o.performer
        return Program("effect", set_only=(str(o.name), whose, o.stat or None))
    placed_ops = [o for o in p.steps if o.verb == "co:set_to"]
    placed = [o.name for o in placed_ops]
    # 「対象の「その他」キャラクター1体にセット」: the hosts its words allow, checked as
    # 「…にのみセットできる」 is (3.4.3, 4.2.13)
    placed_only = (
        (
            str(placed_ops[0].name),
            None if placed_ops[0].performer == "any" else placed_ops[0].performer,
            placed_ops[0].stat or None,
        )
        if placed_ops and (placed_ops[0].performer != "any" or placed_ops[0].stat)
        else None
    )
    if placed and (p.kind != "event" or len(placed) > 1 or p.steps[0].verb != "co:set_to"):
        raise Unsupported("「…にセット」 other than as a played card's first sentence")
    if placed:
        p = replace(p, steps=p.steps[1:])
    p = _unreducible_onto(p)
    shielded = [o for o in p.steps if o.verb == "co:no_interrupt"]
    if shielded and (p.kind != "event" or len(shielded) > 1 or _has_lead(shielded[0])):
        raise Unsupported("「…に対して割り込みを行うことはできない」 other than on a played card")
    p = replace(p, steps=tuple(o for o in p.steps if o.verb != "co:no_interrupt"))
    allowed = [o for o in p.steps if o.verb == "co:use_permission"]
    if allowed and (p.kind != "activated" or _has_lead(allowed[0])):
        raise Unsupported("「割り込み / All Turnで使用してもよい」 on an ability not used")
    # on an ability used, the sentence restates the rules: a card on the field uses its ability
    # at All Turn (3.4.4 「特に表記がないかぎり「All Turn」で」), and any play or use may cut in
    # (4.3.4 「ある行動がプレイ・使用されて解決待ちの状態のとき…さらに行動を行うことができます」,
    # 「割り込みの回数制限はありません。また、プレイヤーの制限もありません」)
    p = replace(p, steps=tuple(o for o in p.steps if o.verb != "co:use_permission"))
    caps = [o for o in p.steps if o.verb == "co:per_turn"]
    if caps and (
        len(caps) > 1
        or _has_lead(caps[0])
        or not (
            (p.kind == "activated" and caps[0].skill == "use")
            # an ability that triggers: 「N回しか解決しない / 誘発しない / 使用できない」 all limit
            # how often it resolves (4.3.6)
            or p.kind == "auto"
        )
    ):
        raise Unsupported(
            "「1ターンにN回しか使用できない」 other than on an ability used or triggered"
        )
    per_turn = caps[0].n if caps else None
    use_period = caps[0].name if caps else "turn"
    p = replace(p, steps=tuple(o for o in p.steps if o.verb != "co:per_turn"))
    never = [o for o in p.steps if o.verb == "co:never_play"]
    if never:
        # 「<条件>場合、このカードはプレイできない」: a line of its own on a played card, the
        # condition printed on the step or on the line
        cond = never[0].cond if never[0].cond is not None else p.cond
        if (
            p.kind != "event"
            or len(p.steps) != 1
            or cond is None
            or (never[0].cond is not None and p.cond is not None)
        ):
            raise Unsupported("「…場合、このカードはプレイできない」 of this shape")
        if not _readable(cond):
            raise Unsupported(f"the condition {cond.what} of 「…場合、プレイできない」")
        return Program("effect", only_if=Cond("not", parts=(cond,)))
    gates = [o for o in p.steps if o.verb == "co:only_if"]
    if gates and (len(gates) > 1 or "co:only_if" not in (p.steps[0].verb, p.steps[-1].verb)):
        raise Unsupported(
            "「…場合にのみ使用 / プレイできる」 other than before or after the effect"
        )
    if gates and gates[0].skill != ("play" if p.kind == "event" else "use"):
        raise Unsupported("「…場合にのみ使用 / プレイできる」 naming what the line is not")
    if gates and p.kind not in ("event", "activated"):
        raise Unsupported(
            "「…場合にのみ使用 / プレイできる」 on an ability neither played nor used"
        )
    only_if = gates[0].cond if gates else None
    if gates:
        # a sentence on when the line may be played / used is the line's, printed before its
        # effect or after it (4.3.5 「〜にのみ〜してもよい」)
        p = replace(p, steps=tuple(o for o in p.steps if o.verb != "co:only_if"))
    limits = [o for o in p.steps if o.verb == "co:only_during"]
    if limits and (len(limits) > 1 or "co:only_during" not in (p.steps[0].verb, p.steps[-1].verb)):
        raise Unsupported("「…にのみ使用 / プレイできる」 other than before or after the effect")
    if limits and limits[0].skill != ("play" if p.kind == "event" else "use"):
        raise Unsupported("「…にのみ使用 / プレイできる」 naming what the line is not")
    if limits and p.kind not in ("event", "activated"):
        raise Unsupported("「…にのみ使用 / プレイできる」 on an ability neither played nor used")
    during = limits[0].name if limits else None
    if limits:
        p = replace(p, steps=tuple(o for o in p.steps if o.verb != "co:only_during"))
    prog = _compile_gated(p, placed, shielded)
    if placed_only is not None:
        prog = replace(prog, set_only=placed_only)
    if per_turn is not None:
        prog = replace(prog, per_turn=per_turn, use_period=use_period)
    if only_if is not None:
        prog = replace(prog, only_if=only_if)
    return replace(prog, only_during=during) if during else prog


def _enemy_np(np: A.NounPhrase) -> A.NounPhrase:
    """「敵デュエルマスター」 (the rules' own word, 4.3.5 例) as 「相手のデュエルマスター」, and 敵 before
    any other noun the same way — 「敵キャラクター」, 「敵のキャラクター」, 「敵のナビゲーター」 as
    「相手のキャラクター」 … (the enemy duel master's, 1-1: the opponent is the other duel master;
    4.2.12: a card is a player's by its control): the grammar leaves 敵 an unknown word before
    the noun, with or without 「の」."""
    t = np.terms
    for k in range(len(t) - 1):
        if t[k] == A.Unknown("敵") and (k >= len(np.links) or np.links[k] in ("", "の")):
            links = list(np.links)
            if k < len(links):
                links[k] = "の"
            terms = (*t[:k], A.Owner("opponent"), *t[k + 1 :])
            return _players_np(replace(np, terms=terms, links=tuple(links)))
    return _players_np(np)


def _players_np(np: A.NounPhrase) -> A.NounPhrase:
    """「相手(あなた)のデュエルマスター(のX)」, 「相手プレイヤー(のX)」, 「相手のプレイヤー」 (X: the
    player's hand, HP, deck …) as 「相手(あなた)(のX)」: the duel master is the player (the document
    writes 「デュエルマスター(プレイヤー)」, 4.3.2.6 例1), whatever noun names it."""
    t, links = np.terms, np.links
    for k in range(len(t) - 1):
        if (
            isinstance(t[k], A.Owner)
            and t[k].who in ("you", "opponent")
            and isinstance(t[k + 1], A.Owner)
            and t[k + 1].who in ("duel_master", "player")
            and links[k] in ("の", "")
            and (k + 1 == len(links) or links[k + 1] == "の")
        ):
            return replace(
                np, terms=(*t[: k + 1], *t[k + 2 :]), links=(*links[:k], *links[k + 1 :])
            )
    return np


# the card types a player may be kept from playing (「…カードをプレイできない」)
_NO_PLAY_KINDS = {
    **{"spell": "spell", "co_character": "character", "event": "event", "item": "item"},
    "navigator": "navigator",
}


# the zones a text names (4.2.1-4.2.5)
ZONES = {"hand": "hand", "deck": "deck", "vs_field": "field", "dust_box": "dustbox"}


def _moved_from_own_zone(b: A.Action) -> ROp | None:
    """「(あなたは)手札(ダストボックス)からカードをN枚山札の一番下(ダストボックス / 手札)に置く(加える)」
    with no 「選び」: the player picks the cards of its own zone as 「…からカードをN枚選び、…に置く」
    (``_chosen_move``: who else would); None for any other step."""
    if b.verb not in ("put", "add", "return") or b.modal is not None:
        return None
    b = _steps.zone_counted(b, ZONES)  # 「手札を1枚ダストボックスに置く」: 「手札からカードを1枚…」
    roles = [x.role for x in b.args]
    if A.Role.SOURCE not in roles or A.Role.GOAL not in roles or roles.count(A.Role.GOAL) != 1:
        return None
    goal = [x for x in b.args if x.role is A.Role.GOAL]
    rest = tuple(x for x in b.args if x.role is not A.Role.GOAL)
    choose = A.Action("choose", rest, A.Form.CONTINUATIVE)
    move = replace(b, args=tuple(goal))
    return _chosen_move(choose, move)


def _no_play(b: A.Action) -> ROp | None:
    """「あなた / 相手は(X)カードをプレイできない」: while the card is in force (4.3.8), that player
    may not play cards of that type (the text over 3.4.x's plays, 4.2.9); None for any other
    step. 「割り込みで」 (as an interrupt only, 4.3.4) or any other manner is not read."""
    if b.verb != "play" or b.form is not A.Form.CANNOT or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.TOPIC, A.Role.OBJECT} or len(args) != len(b.args):
        return None
    who = _terms(args[A.Role.TOPIC])
    if who not in ((A.Owner("you"),), (A.Owner("opponent"),)):
        return None
    # 「アイテムカード」 (``_is_item``: a name before 「カード」) is the card type item (3.4.3)
    kinds = [A.CardKind("item") if _is_item(t) else t for t in _terms(args[A.Role.OBJECT])]
    if kinds[-1:] == [A.CardKind("card")]:
        kinds = kinds[:-1]
    if len(kinds) != 1 or not isinstance(kinds[0], A.CardKind) or kinds[0].id not in _NO_PLAY_KINDS:
        return None
    return ROp(
        "co:no_play",
        target=Sel(owner=who[0].who, kinds=("player",)),
        name=_NO_PLAY_KINDS[kinds[0].id],
    )


# the card types whose plays the rules count per turn (3.4.1: one navigator card a turn), the
# count a text may raise
_PER_TURN_KINDS = {"navigator": "navigator"}


def _plays_per_turn(b: A.Action) -> ROp | None:
    """「あなた / 相手は(X)カードを1ターンにN枚までプレイしてもよい」: while the card is in force
    (4.3.8), that player may play up to N cards of that type in a turn — the text over the
    count the rules allow (3.4.1's one navigator card a turn, 4.2.9); None for any other step.
    Only a type whose plays the rules count per turn is read (``_PER_TURN_KINDS``)."""
    if b.verb != "play" or b.form is not A.Form.PERMISSIVE or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    want = {A.Role.TOPIC, A.Role.OBJECT, A.Role.GOAL, A.Role.NONE}
    if set(args) != want or len(args) != len(b.args):
        return None
    who = _terms(args[A.Role.TOPIC])
    if who not in ((A.Owner("you"),), (A.Owner("opponent"),)):
        return None
    kinds = list(_terms(args[A.Role.OBJECT]))
    if kinds[-1:] == [A.CardKind("card")]:
        kinds = kinds[:-1]
    if (
        len(kinds) != 1
        or not isinstance(kinds[0], A.CardKind)
        or kinds[0].id not in _PER_TURN_KINDS
    ):
        return None
    turn, most = _terms(args[A.Role.GOAL]), _terms(args[A.Role.NONE])
    if (
        len(turn) != 1
        or not isinstance(turn[0], A.Count)
        or turn[0].unit != "turn"
        or turn[0].number is None
        or turn[0].number.value != 1
        or turn[0].bound != "exact"
    ):
        return None
    if (
        len(most) != 1
        or not isinstance(most[0], A.Count)
        or most[0].unit != "card"
        or most[0].bound != "up_to"
        or most[0].number is None
        or not isinstance(most[0].number.value, int)
    ):
        return None
    return ROp(
        "co:plays_per_turn",
        target=Sel(owner=who[0].who, kinds=("player",)),
        name=_PER_TURN_KINDS[kinds[0].id],
        n=most[0].number.value,
    )


def _no_set(b: A.Action) -> ROp | None:
    """「『X』には(アイテム / スペル)カードをセットできない」: while the card is in force (4.3.8), no
    card of that type is set on X (the text over 3.4.3's 「「〜にセット」とある場合は、その指示に
    従います」, 4.2.9): X is no proper host to set one on (4.2.13). None for any other step."""
    if b.verb != "set" or b.form is not A.Form.CANNOT or b.modal is not None:
        return None
    args = roles_exactly(b, A.Role.GOAL, A.Role.OBJECT)
    if args is None:
        return None
    host = _terms(args[A.Role.GOAL])
    if len(host) != 1 or not (isinstance(host[0], A.CardName) or host[0] == A.Ref("this_card")):
        return None
    kinds = [A.CardKind("item") if _is_item(t) else t for t in _terms(args[A.Role.OBJECT])]
    if kinds[-1:] == [A.CardKind("card")]:
        kinds = kinds[:-1]
    if len(kinds) != 1 or not isinstance(kinds[0], A.CardKind):
        return None
    kind = {"item": "item", "spell": "spell"}.get(kinds[0].id)
    if kind is None:
        return None
    return ROp("co:no_set", target=_sel(args[A.Role.GOAL]), name=kind)


def _dustbox_top_return(b: A.Action) -> ROp | None:
    """「(あなたは)(あなたの)ダストボックスの一番上のカードを手札に戻す / 加える」: the one card on top of
    the player's own dustbox (4.2.3), to the hand (4.2.12); None for any other step."""
    if b.verb not in ("return", "add") or b.form is not A.Form.FINAL or b.modal is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args) or set(args) - {A.Role.TOPIC} != {A.Role.OBJECT, A.Role.GOAL}:
        return None
    if A.Role.TOPIC in args and _terms(args[A.Role.TOPIC]) != (A.Owner("you"),):
        return None
    ids = [
        (type(x).__name__, getattr(x, "id", None) or getattr(x, "who", None))
        for x in _terms(args[A.Role.OBJECT])
    ]
    if ids[:1] == [("Owner", "you")]:
        ids = ids[1:]
    if ids != [("Zone", "dust_box"), ("Position", "very_top"), ("CardKind", "card")]:
        return None
    if [getattr(x, "id", None) for x in _terms(args[A.Role.GOAL])] != ["hand"]:
        return None
    return ROp(
        "move",
        target=Sel(owner="you", zones=("dustbox",), kinds=("card",), pos="top"),
        dest="hand",
        n=1,
    )


def _top_card_looked(b: A.Action) -> A.Action:
    """「(あなたの)山札の一番上のカードを見る」 as 「山札の上から1枚を見る」: the one card on top of
    the deck (4.2.2: 「上から1枚」, the same card)."""
    args = list(b.args)
    for k, a in enumerate(args):
        if a.role is not A.Role.OBJECT or not isinstance(a.value, A.NounPhrase):
            continue
        t = a.value.terms
        ids = [(type(x).__name__, getattr(x, "id", None)) for x in t[-3:]]
        if len(t) >= 3 and ids == [
            ("Zone", "deck"),
            ("Position", "very_top"),
            ("CardKind", "card"),
        ]:
            if any(x.role is A.Role.SOURCE for x in args):
                return b
            head = t[:-3]
            if head not in ((), (A.Owner("you"),), (A.Owner("self"),)):
                # 「(あなたの / 自分の)山札」: the player's own deck (``_OWN``)
                return b
            src = A.NounPhrase(
                terms=(*head, A.Zone("deck"), A.Position("top")), links=("の",) * (len(head) + 1)
            )
            one = A.NounPhrase(terms=(A.Count(A.Number(1), "card", "exact"),), links=())
            args[k : k + 1] = [A.Arg(A.Role.SOURCE, src), replace(a, value=one)]
            return replace(b, args=tuple(args))
    return b


def _damage_np(np: A.NounPhrase) -> A.NounPhrase:
    """「Nダメージ」 (a count whose unit is damage) as 「N点のダメージ」: CO counts damage in points
    (4.3.9 「ダメージを与える」, 4.3.10 「N点軽減」), one wording of the same amount."""
    terms: list[Any] = []
    links: list[str] = []
    for k, t in enumerate(np.terms):
        if isinstance(t, A.Count) and t.unit == "damage":
            terms += [replace(t, unit="point"), A.Word("damage")]
            links.append("の")
        else:
            terms.append(t)
        if k < len(np.links):
            links.append(np.links[k])
    if len(terms) == len(np.terms):
        return np
    return replace(np, terms=tuple(terms), links=tuple(links[: len(terms) - 1]))


def _damage_received(b: A.Action) -> A.Action:
    """「XはN点のダメージを受ける」 / 「XがNダメージを受ける」 as a step: the damage dealt to X, said
    from X's side — 「XにN点のダメージを与える」 (the converse verb; 4.3.10 「ダメージを与える(受け
    る)」 name one event); any other 受ける (a modifier 「+1:+1」の修正を受ける, a trigger's
    「受けたとき」, a state 「受けている」) is left as it is."""
    if b.form is not A.Form.FINAL or b.modal is not None:
        return b
    # (a timing printed first, 「相手のターン開始時に、」, is the ability's trigger: left alone)
    roles = [a.role for a in b.args if [type(t) for t in _terms(a.value)] != [A.Timing]]
    if sorted(r.value for r in roles) not in (["object", "topic"], ["object", "subject"]):
        return b
    obj = next(a for a in b.args if a.role is A.Role.OBJECT)
    terms = _terms(obj.value)
    if A.Word("damage") not in terms and not any(
        isinstance(t, A.Count) and t.unit == "damage" for t in terms
    ):
        return b
    args = tuple(
        replace(a, role=A.Role.GOAL, topic=False) if a.role in (A.Role.TOPIC, A.Role.SUBJECT) else a
        for a in b.args
    )
    return replace(b, verb="give", args=args)


# CO's words for what another word of the lexicon names (the games' shared lexicon reads them
# for another game): 「場」 is the field (co.txt writes フィールド; 4.2.7), 「持ち主」 the owner
# (4.2.12 「オーナー(所有者)」)
_SYNONYMS: dict[Any, Any] = {
    A.Zone("field"): A.Zone("vs_field"),
    A.Owner("owner"): A.Owner("card_owner"),
}


def _act_done(b: A.Action) -> A.Action:
    """「アタック / ディフェンスを行う(行った / 行えない …)」, 「アタックをする」: the act named with a
    light verb, as the act's own verb (「アタックする」; 3.4.5.2 / 3.4.5.3 print both); several acts
    (``_acts_refused``) or another noun are left as they are."""
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(objs) != 1 or any(a.role in (A.Role.WITH, A.Role.ALSO) for a in b.args):
        return b
    terms = _terms(objs[0].value)
    key = _battle_act(terms[0]) if len(terms) == 1 else None
    if key is None:
        return b
    return replace(b, verb=_ACT_VERB[key], args=tuple(a for a in b.args if a is not objs[0]))


def _damage_points(x: Any) -> Any:
    """The AST with every 「Nダメージ」 read as 「N点のダメージ」 (``_damage_np``), 「敵デュエル
    マスター」 as 「相手のデュエルマスター」 (``_enemy_np``), damage received as damage dealt
    (``_damage_received``), a battle act with a light verb as its verb (``_act_done``) and CO's
    synonyms (``_SYNONYMS``); the same object when there is none."""

    if isinstance(x, tuple):
        new = tuple(_damage_points(i) for i in x)
        return new if any(a is not b for a, b in zip(new, x, strict=True)) else x
    if not dataclasses.is_dataclass(x) or isinstance(x, type):
        return x
    if isinstance(x, A.NounPhrase):
        x = _enemy_np(_damage_np(x))
    if isinstance(x, A.Step) and isinstance(x.body, A.Action):
        lifted = _limit_lifted(x.body)
        if lifted is not x.body:
            x = replace(x, body=lifted)
    if isinstance(x, A.Action) and x.verb == "look":
        x = _top_card_looked(x)
    if isinstance(x, A.Action) and x.verb == "receive":
        x = _damage_received(x)
    if isinstance(x, A.Action) and x.verb in ("perform", "do"):
        x = _act_done(x)
    if (
        isinstance(x, A.Relative)
        and isinstance(x.clause, A.Action)
        and x.clause.verb == "control"
        and x.clause.form is A.Form.FINAL
        and x.clause.modal is None
    ):
        # 「あなたがコントロールするキャラクター」: a state verb's final form before a noun says what
        # its progressive says (「コントロールしている」; 4.2.12 the player who has the control)
        x = replace(x, clause=replace(x.clause, form=A.Form.PROGRESSIVE))
    if isinstance(x, A.Action) and x.form is A.Form.FINAL and x.modal in _MODAL_FORMS:
        # 「…することができない / ことはできない」: the modal periphrasis of 「…できない」, one meaning
        # in two spellings (3.4.1 「プレイすることはできません」, 3.4.5.1 「宣言はできません」)
        x = replace(x, form=_MODAL_FORMS[x.modal], modal=None)
    synonym = _SYNONYMS.get(x) if isinstance(x, A.Zone | A.Owner) else None
    if synonym is not None:
        return synonym
    changes = {}
    for f in dataclasses.fields(x):
        if not f.init or f.name == "span":
            continue
        old = getattr(x, f.name)
        new = _damage_points(old)
        if new is not old:
            changes[f.name] = new
    return replace(x, **changes) if changes else x


def _when_only(node: A.Ability) -> A.Ability | None:
    """「(対象の)(キャラクターが)クラッシュしたときにのみプレイ / 使用してもよい。…」: the grammar
    reads 「…したとき」 as a trigger; printed as the moment a card may be played (used) alone, it is
    the condition 「クラッシュした直後」 is (4.3.11.2: 「「クラッシュした直後」「クラッシュしたとき」
    が条件の…」, 4.3.11.4 likewise): the ability as if printed 「…クラッシュした直後にのみ…」. None
    for any other ability (a trigger of another event keeps its meaning)."""
    if node.trigger is None or node.effect is None or not node.effect.sentences:
        return None
    ev = node.trigger.event
    if not isinstance(ev, A.Action) or ev.verb != "when" or ev.form is not A.Form.NOMINAL:
        return None
    if len(ev.args) != 1 or ev.args[0].role is not A.Role.NONE:
        return None
    rel = _terms(ev.args[0].value)
    # 「ダメージを受けたとき」 too: 4.3.10.2 / 4.3.10.4 name 「ダメージを与えた(受けた)直後」 and
    # 「ダメージを与えた(受けた)とき」 alike as the condition of such a card
    if (
        len(rel) != 1
        or not isinstance(rel[0], A.Relative)
        or rel[0].clause.verb not in ("crush", "receive", "give")
    ):
        return None
    first, *rest = node.effect.sentences
    if len(first.steps) != 1 or not isinstance(first.steps[0].body, A.Action):
        return None
    b = first.steps[0].body
    if b.verb not in ("play", "do") or b.form not in _PERMITTING or not b.args:
        return None
    if any(x.role is not A.Role.NONE for x in b.args):
        return None
    # 「このカードは、…したときにのみプレイできる」: the grammar hangs the topic on the event's
    # clause; it is what the restriction is said of (``_only_after_can``)
    clause = rel[0].clause
    topic = tuple(replace(a, pause=False) for a in clause.args if a.role is A.Role.TOPIC)
    event = replace(clause, args=tuple(a for a in clause.args if a.role is not A.Role.TOPIC))
    at = A.NounPhrase(terms=(A.Relative(event), A.Unknown("直後")), links=("",))
    goal = A.Arg(A.Role.GOAL, at)
    if b.form is A.Form.CAN and not topic:
        b = replace(b, form=A.Form.PERMISSIVE)  # 「…にのみプレイできる」: 「…してもよい」 (4.3.5)
    moment = replace(b, args=(*topic, goal, *b.args))
    if b.form is A.Form.CAN or topic:
        if _only_after_can(moment) is None:
            return None
    elif _only_after(moment) is None:
        return None
    step = replace(first.steps[0], body=moment)
    sentences = (replace(first, steps=(step,)), *rest)
    return replace(
        node,
        kind=A.AbilityKind.EVENT,
        trigger=None,
        effect=replace(node.effect, sentences=sentences),
    )


# the moments 「…ダメージを受けた直後にのみ」 (``_only_after``): any damage, a character's
_DAMAGE_MOMENTS = (
    "damage_received",
    "damage_received_character",
    "damage_received_this",
    "damage_received_character:you",
    "damage_received_character:opponent",
)
# the moments 「…クラッシュした直後にのみ」 (``_only_after``): any crash, a character's, the target's
# (and ``crashed:<whose>:<kind>:<zone>``, ``crash_gate``: a crash of a card a phrase describes)
CRASH_GATES = ("crashed", "crashed_character", "crashed_target")
_CRASH_KINDS = ("character", "navigator", "item", "card")


def crash_gate(what: Sel) -> str | None:
    """The moment 「<phrase>がクラッシュした直後」 (4.3.5) as a gate: the crash of a card the phrase
    describes — whose (「あなたの」 / 「あなたがコントロールしている」 / 「相手の」, else anyone's),
    which kind (キャラクター, ナビゲーター, アイテム, カード: any) and from which zone (「手札の」;
    a character, a navigator or an item crashes from the field, 4.3.11; a card from either,
    4.2.4). ``crashed_character`` for any character. None for a phrase describing more."""
    if len(what.kinds) != 1 or what.kinds[0] not in _CRASH_KINDS:
        return None
    if replace(what, owner=None, zones=(), kinds=(), bound="exact") != Sel():
        return None
    if what.owner not in (None, "you", "opponent") or what.zones not in ((), ("hand",), ("field",)):
        return None
    kind = what.kinds[0]
    zone = what.zones[0] if what.zones else ("any" if kind == "card" else "field")
    if kind != "card" and zone != "field":
        return None  # 「手札のキャラクター」: a character card in the hand is said 「カード」
    if (what.owner, kind) == (None, "character"):
        return "crashed_character"
    return f"crashed:{what.owner or 'any'}:{kind}:{zone}"


def is_crash_gate(gate: str | None) -> bool:
    """Whether ``gate`` is a moment 「…クラッシュした直後にのみ」 (``CRASH_GATES``, ``crash_gate``)."""
    return gate is not None and (gate in CRASH_GATES or gate.startswith("crashed:"))


# 「それら」, 「それらのキャラクター」, 「それらのカード」 (the lexicon's plural references)
_THOSE_REFS = ("those", "those_characters", "those_cards")
# the steps after which the cards they named are still where they were: a change of state, of
# values or of abilities, or damage (a card it crashed has left the field, and a step after it
# on the cards of the field cannot reach it either way, 4.2.4)
_KEEPS_CARDS = ("tap", "untap", "modify", "damage", "co:strip", "co:grant", "co:keyword")


def _those_named(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「…すべてのキャラクターをアンタップする。それらのキャラクターは…」: 「それら」 names the cards
    the step before named, a group of the field read again when its own step is done — the same
    cards, as the step before moved none (``_KEEPS_CARDS``). After any other step, after a step
    on one card or on two targets, or with no step before it, it is refused with the reason."""
    out: list[ROp] = []
    for o in steps:
        if o.target == WHO["those"]:
            prev = out[-1] if out else None
            t = prev.target if prev is not None else None
            if prev is not None and prev.verb == "look" and o.verb == "move":
                # 「山札の上から3枚を見る。それらを好きな順番で山札の一番上に戻す」: the cards
                # looked at, still on the deck (a look moves none, 4.2.2) — as 「見て、好きな順番で
                # …戻す」 (``_reorder``)
                out.append(replace(o, target=Sel(ref="looked")))
                continue
            if prev is None or t is None or prev.verb not in _KEEPS_CARDS:
                raise Unsupported("「それら」 after no step on a group of cards left in place")
            if t.ref is not None or t.count is not None or "player" in t.kinds:
                raise Unsupported("「それら」 after a step on cards other than a group")
            if t.bound != "all" and replace(t, bound="all") in _WHO_OF:
                # 「すべてのキャラクターをタップする」: the tap reads its group without the bound
                t = replace(t, bound="all")
            o = replace(o, target=t)
        out.append(o)
    return tuple(out)


def _compile_gated(p: Any, placed: list[Any], shielded: list[Any]) -> Program:
    """The rest of ``compile_ability``: the shared program with its 「…直後にのみ」 gates."""
    gates = [o.name for o in p.steps if o.verb == "co:only_after"]
    steps = _said_before(tuple(o for o in p.steps if o.verb != "co:only_after"))
    if (
        p.cond is not None
        and not p.cost
        and p.kind == "event"
        and steps
        and steps[0].cond is None
        and len([o for o in steps if o.sentence == steps[0].sentence]) == 1
        and any(o.lead == "otherwise" and o.sentence != steps[0].sentence for o in steps)
    ):
        # 「Cなら、X。そうでないなら、Y。」 opening the text: the grammar gives C as the
        # ability's; it is the first sentence's, which 「そうでないなら」 answers
        # (``_otherwise_of_condition``)
        steps = (replace(steps[0], cond=p.cond), *steps[1:])
        p = replace(p, cond=None)
    ops, statics = _effect(_those_named(steps))
    if p.kind != "auto":
        ops = _that_is_the_target(ops, crash=bool(gates) and is_crash_gate(gates[0]))
    if gates and (
        p.kind not in ("activated", "event")
        or len(gates) > 1
        or "co:only_after" not in (p.steps[0].verb, p.steps[-1].verb)
    ):
        raise Unsupported(
            "「…直後にのみ使用してもよい」 other than before or after an ability's effect"
        )
    played = [o.name for o in p.steps if o.verb == "co:only_after" and o.skill == "play"]
    if any(o.kind == "negate" and o.who == "that_play" for o in ops):
        # 「そのスペルカード(のプレイ)」: the play the moment names — 「…が(スペル)カードをプレイした
        # 直後にのみ」 / 「…がプレイされた直後にのみ」 of that type (4.3.2.5, 4.3.4)
        named = gates[0].split(":")[1] if gates and gates[0].startswith("played:") else None
        trig = getattr(p, "trigger", None)
        if (
            named is None
            and p.kind == "auto"
            and trig is not None
            and trig.event == "cast"
            and trig.target is not None
            and len(trig.target.kinds) == 1
        ):
            # 「…がアイテムカードをプレイしたとき、…そのアイテムカードのプレイをうち消す」: the
            # play whose step 4 (4.3.2.4) triggered it, still unresolved — negated there (4.2.14)
            named = trig.target.kinds[0]
        said = {o.card_type for o in ops if o.kind == "negate" and o.who == "that_play"}
        if named is None or not said <= {None, named}:
            raise Unsupported("「そのXカードをうち消す」 with no play of that type named before it")
    if any(o.kind in ("tap", "untap") and o.who == "that_char" for o in ops) and (
        p.kind == "auto" or not gates or not is_crash_gate(gates[0])
    ):
        # 「そのキャラクターをタップする」 is read of the character whose crash the card's moment
        # names alone (below); of another moment's card it is not read
        raise Unsupported("a tap of 「そのキャラクター」 with no crash named before it")
    if any(o.kind == "negate_crash" and o.who == "that_char" for o in ops):
        # 「そのクラッシュ」: the crash of the card's moment — the target's (「対象のキャラクターが
        # クラッシュした直後」), else the crash whose window it is played in (4.3.11.2)
        if not gates or not is_crash_gate(gates[0]):
            raise Unsupported("「そのクラッシュ」 with no crash named before it")
        if gates[0] == "crashed_target":
            ops = tuple(
                replace(o, who="target_char")
                if o.kind == "negate_crash" or (o.kind in ("tap", "untap") and o.who == "that_char")
                else o
                for o in ops
            )
    if (
        any(o.kind == "reduce" and o.who == "that_damage" for o in ops)
        and p.kind != "auto"
        and (not gates or gates[0] not in _DAMAGE_MOMENTS)
    ):
        # 「そのダメージ」: the damage of the card's moment (「ダメージを受けた直後にのみ…」), the
        # damage whose reduction window it is used in (4.3.10.2)
        raise Unsupported("「そのダメージ」 with no damage named before it")
    if played and p.kind == "event":
        # 「クラッシュ / ダメージを受けた直後にのみプレイしてもよい。<effect>」: a card played in
        # that event's windows alone (4.3.5; 4.3.11.2 / 4.3.11.4, 4.3.10.2 / 4.3.10.4)
        if statics or p.cond is not None or p.cost:
            raise Unsupported("a card of a crash's window with a continuous effect or a condition")
        return Program("effect", ops=ops, only_after=played[0])
    if played:
        raise Unsupported("「…直後にのみプレイしてもよい」 other than on a played card")
    if gates and p.kind == "event":
        # 「<effect>。…直後にのみ使用してもよい。」 with no cost printed: an ability used (4.3.3,
        # 「使用」) at that moment alone (4.3.5), for no cost
        p = replace(p, kind="activated")
    # a reduction with no such moment printed compiles too: the reduction window refuses the
    # card (4.3.10.2: only a card whose condition is 「ダメージを与えた(受けた)直後 / とき」), and
    # out of a window there is no damage to reduce
    if p.cond is not None and not statics and ops and _readable(p.cond):
        # 「…なら、<effect>」: every step of the effect is done only if it holds (read when the
        # text is carried out, 4.3.2.6)
        if any(o.cond is not None for o in ops):
            raise Unsupported("a condition on the ability and on a step")
        ops = tuple(replace(o, cond=p.cond) for o in ops)
        p = replace(p, cond=None)
    if p.kind == "activated":
        if statics or p.cond is not None:
            raise Unsupported("an activated ability with a continuous effect")
        ops = _that_target(ops)
        _crash_cond_named(ops, False)
        ops = _that_item_owner(ops)
        _owner_draw_named(ops)
        if any(o.who == "that_char" for o in ops):
            raise Unsupported("「そのキャラクター」 outside a triggered ability")
        return Program(
            "activated",
            cost=tuple(_cost(c) for c in p.cost),
            ops=ops,
            only_after=gates[0] if gates else None,
        )
    if p.cond is not None and not p.cost and statics and not ops and p.kind == "event":
        if _static_cond(p.cond) and all(st.kind == "mod" and st.cond is None for st in statics):
            # 「<条件>場合、あなたがコントロールするキャラクターすべては「+1:+0」の修正を受ける」:
            # a modifier in force (4.3.8 step 5) while the condition holds, read as the effects
            # are worked out (``_static_cond``) — as the one on this card alone is
            # (``_own_in_force``)
            statics = tuple(replace(st, cond=p.cond) for st in statics)
        else:
            statics = _host_gendered(p.cond, statics)
        p = replace(p, cond=None)
    if p.cond is not None or p.cost:
        raise Unsupported("a condition or a cost on an effect")
    if p.kind == "auto":
        trig, by_keywords = _defended_by(p.trigger)
        during = None
        if trig is not None and trig.event != "timing" and trig.during in ("you", "opponent"):
            # 「あなたのターン中に、…したとき」: the event triggers only in that player's turn
            # (4.3.6: the condition met then alone) — ``Program.during``
            during, trig = trig.during, replace(trig, during=None)
        trig, subject_keywords = _subject_keyworded(trig)
        trig, subject_contains = _subject_named(trig)
        on, whose = _trigger(trig)
        if by_keywords or (on, whose) == ("defended", "this"):
            # 「そのキャラクター」 after 「『X』が（…キャラクターに）ディフェンスされたとき」: the
            # character that defended — the passive's agent, the one the trigger names last
            # (described or not); this card is named by its own name 『X』 (4.2.10), so 「その
            # キャラクター」 is not it (3.4.5.3: the defence declared by the other character)
            ops = tuple(replace(o, who="defender") if o.who == "that_char" else o for o in ops)
        kinds = (
            p.trigger.target.kinds
            if on in ("played", "cast", "dealt", "used", "use") and p.trigger and p.trigger.target
            # a character entering the field: no navigator, item … that enters is one (4.2.7)
            else ("character",)
            if on == "enter" and whose != "this"
            else ()
        )
        if statics or not ops:
            raise Unsupported("a triggered ability with a continuous effect")
        # 「対象の〜」: taken as it is used — as it resolves, when its condition is met (4.2.13,
        # 4.3.6; ``_co/triggers._trigger_target``); a played card as the target, or 「その
        # キャラクター」 beside a target (the event's card or the target?), stays refused
        if any(o.who == "target_play" for o in ops):
            raise Unsupported("a triggered ability that targets a played card")
        if whose == "this" and on in _OWN_EVENTS_ALONE:
            # 「『X』がフィールドに出たとき、対象のキャラクター1体をタップする。そのキャラクターは…」:
            # the event's one character is X, named by its own name (4.2.10) — 「そのキャラクター」
            # after the step on the target is that target (4.2.13), as in a text with no trigger
            # — in the steps and in their conditions (「そのキャラクターが…なら」)
            ops = _that_target(ops, conds=True)
        if any(o.who.startswith("target_") for o in ops) and any(o.who == "that_char" for o in ops):
            raise Unsupported("「そのキャラクター」 beside a target in a triggered ability")
        if any(o.who == "attacker" for o in ops) and on not in _BATTLE_EVENTS:
            raise Unsupported("「アタックしたキャラクター」 outside an attack / a defence trigger")
        reads_defence = on == "attack" and any(
            o.who == "defender" or _names_defender(o.cond) or o.sel == WHO["defender"] for o in ops
        )
        if reads_defence and any(o.who.startswith("target_") for o in ops):
            # the ability triggered by the attack declaration resolves before the defence is
            # declared (3.4.5.2, then 3.4.5.3; 4.3.6): when its text names the defender, when it
            # is read is a reading (``defender_in_attack_trigger``, ``_co/triggers``) — with a
            # target taken too, when that is taken is not read
            raise Unsupported(
                "「ディフェンスしたキャラクター」 in an ability triggered by an attack, with a target"
            )
        ops = _that_after(ops, whose)
        if any(o.who == "that_damage" for o in ops) and (on, whose) not in (
            ("damaged", "this"),
            ("damaged", "host"),
            ("damaged", "you"),
            ("damaged", "opponent"),
            ("damaged", "any"),
        ):
            # 「『X』がダメージを受けた直後 / とき、…そのダメージを…軽減する」: X's damage, the
            # ability resolved in its reduction window (4.3.10.2); 「セットされたキャラクターが
            # ダメージを受けたとき」 the same of the card it is set on (4.2.11); any other moment
            # refused
            raise Unsupported("「そのダメージ」 with no damage of this card named before it")
        # 「…キャラクターが特殊能力を使用したとき、そのキャラクターに…」: the character whose
        # ability was used (4.3.3.4: the use's step 4 names that card), when the trigger names
        # characters alone
        used_char = on == "use" and kinds == ("character",)
        if any(o.who == "that_char" for o in ops) and on not in _SUBJECT_EVENTS and not used_char:
            raise Unsupported("「そのキャラクター」 with no character of the event")
        _crash_cond_named(ops, on in _SUBJECT_EVENTS)
        ops = _that_item_owner(ops)
        _owner_draw_named(ops)
        return Program(
            "auto",
            on=on,
            whose=whose,
            kinds=kinds,
            names=(
                tuple(p.trigger.target.names)
                if on in ("played", "cast", "used", "use") and p.trigger and p.trigger.target
                else ()
            ),
            ops=ops,
            during=during,
            victim=(
                _WHOSE.get(replace(trig.target, bound="exact"))
                if on == "crashing" and trig is not None and trig.target is not None
                else None
            ),
            by_keywords=by_keywords,
            reads_defence=reads_defence,
            crash_by=dict(trig.detail).get("cause") if trig is not None else None,
            subject_keywords=subject_keywords,
            subject_contains=subject_contains,
        )
    ops = _that_target(ops)
    _crash_cond_named(ops, False)
    ops = _that_item_owner(ops)
    _owner_draw_named(ops)
    if any(o.who == "that_char" for o in ops):
        raise Unsupported("「そのキャラクター」 outside a triggered ability")
    if p.kind != "event":
        raise Unsupported(f"an ability of kind {p.kind}")
    ops, statics = _own_in_force(ops, statics)
    return Program(
        "effect",
        ops=ops,
        statics=statics,
        set_to=placed[0] if placed else None,
        no_interrupt=bool(shielded),
    )


def _host_gendered(cond: Cond, statics: tuple[Static, ...]) -> tuple[Static, ...]:
    """「セットされたキャラクターが女性キャラクターなら、そのキャラクター(セットされたキャラクター)は
    「+1:+1」の修正を受ける」: a modifier in force on the card this one is set on while its type, as
    decided at 4.3.8 step 2, is that gender — as 「…すべての女性キャラクターに…」 is read
    (``Static.gender``). Any other condition on an effect in force is refused."""
    if cond.filt is not None and cond.filt.contains and not cond.filt.groups:
        # 「このカードがセットされたキャラクターの名前に「X」が含まれる場合、そのキャラクターは…」:
        # while its card name (4.2.8) holds X, as 「名前に「X」を含む…」 in force is read
        # (``Static.contains``)
        if (
            cond.what != "match"
            or _who_of(cond.sel) != "host"
            or replace(cond.filt, contains=()) != Sel()
            or not statics
            or any(
                st.kind != "mod" or st.contains or st.who not in ("host", "that_char")
                for st in statics
            )
        ):
            raise Unsupported("a condition on an effect in force")
        return tuple(replace(st, who="host", contains=cond.filt.contains) for st in statics)
    if (
        cond.what != "match"
        or _who_of(cond.sel) != "host"
        or cond.filt is None
        or len(cond.filt.groups) != 1
        or not statics
        or any(
            st.kind != "mod" or st.gender is not None or st.who not in ("host", "that_char")
            for st in statics
        )
    ):
        raise Unsupported("a condition on an effect in force")
    return tuple(replace(st, who="host", gender=cond.filt.groups[0]) for st in statics)


# the changes of a card's values or abilities a text with no trigger, cost or duration holds in
# force when it names its own card (``_own_in_force``), as statics
_OWN_IN_FORCE = {"modify": "mod", "grant": "gain", "set_stats": "set_stats"}


def _own_in_force(
    ops: tuple[Op, ...], statics: tuple[Static, ...]
) -> tuple[tuple[Op, ...], tuple[Static, ...]]:
    """「『X』は「+1:+0」の修正を受ける」 / 「『X』は「飛行」の特殊能力を持つキャラクターをディフェンス
    してもよい」 printed on X with no trigger, no cost and no duration: a special ability of X in
    force while X is (4.3.8: the effects applied to a card, worked out again as they change), not a
    step done once when X is played — read before as a one-shot change on X's resolution (4.3.2.6),
    which a card already on the field never had. With a condition (「…の場合、『X』は…」, to be read
    as it holds) or beside one-shot steps (a text carried out in order): refused."""
    own = [o for o in ops if o.who == "this" and o.kind in _OWN_IN_FORCE and o.until is None]
    if not own:
        return ops, statics
    if len(own) != len(ops):
        raise Unsupported("a change of this card with no duration beside steps done once")
    if any(o.optional or o.if_done for o in own):
        raise Unsupported("a continuous effect of this card with a condition")
    held = []
    for o in own:
        kind = _OWN_IN_FORCE[o.kind]
        # a keyword gained while a condition holds (「あなたのターン中、『X』はアタックできない」,
        # ``_whose_turn_held``) is read as a modifier's is; values set under one are not
        if (o.cond is not None and kind not in ("mod", "gain")) or (
            o.per is not None and kind != "mod"
        ):
            raise Unsupported("a continuous effect of this card with a condition")
        if o.cond is not None and not _static_cond(o.cond):
            raise Unsupported("a continuous effect of this card with a condition")
        if o.cond is not None:
            o = replace(o, cond=_this_unnamed(o.cond))
        per = _per_counted(o) if o.per is not None else None
        if kind == "gain":
            held.append(Static(kind, "this", value=o.value, cond=o.cond))
        else:
            held.append(Static(kind, "this", o.ap, o.dp, cond=o.cond, per=per))
    return (), (*statics, *held)


def _kw_static(s: Sel | None) -> tuple[str, tuple[str, bool]] | None:
    """(group, (keyword, has)) of a keyword group (``_keyword_group``) — the group of ``GROUPS``
    its owner names — else None."""
    if s is None or not described(s) or len(s.has) + len(s.lacks) != 1:
        return None
    base = replace(s, has=(), lacks=())
    if replace(base, owner=None) != Sel(zones=("field",), kinds=("character",), bound="all"):
        return None
    group = {None: "all_chars", "you": "yours", "opponent": "theirs"}.get(s.owner)
    if group is None:
        return None
    return group, ((s.has or s.lacks)[0], bool(s.has))


def _named_group(s: Sel | None) -> tuple[str, str] | None:
    """(whose, name) of 「あなた / 相手がコントロールしている『X』」 (``_described`` with a name and
    nothing else said), else None."""
    if s is None or not described(s) or len(s.names) != 1 or s.owner not in ("you", "opponent"):
        return None
    if (
        replace(s, owner=None, zones=(), kinds=(), names=(), count=None, bound="all")
        != replace(Sel(), bound="all")
        and replace(s, owner=None, zones=(), kinds=(), names=(), count=None, bound="exact") != Sel()
    ):
        return None
    return s.owner, s.names[0]


def _topic_lifted(st: A.Step) -> A.Step:
    """「このカードは、<条件>プレイできない」: the topic 「このカードは、」 (this card or this ability,
    ``_GATED``) that the grammar hangs in the condition's clause, moved to the step when the step
    has no topic or subject of its own; the step as it is otherwise."""
    c, b = st.condition, st.body
    if c is None or c.parts or not isinstance(c.clause, A.Action) or not isinstance(b, A.Action):
        return st
    if any(x.role in (A.Role.TOPIC, A.Role.SUBJECT) for x in b.args):
        return st
    said_of = [a for a in c.clause.args if a.role is A.Role.TOPIC and a.pause]
    if len(said_of) != 1 or _plain_terms(said_of[0].value) not in _GATED:
        return st
    clause = replace(c.clause, args=tuple(a for a in c.clause.args if a is not said_of[0]))
    return replace(
        st,
        body=replace(b, args=(replace(said_of[0], pause=False), *b.args)),
        condition=replace(c, clause=clause),
    )


def _condition_topic(st: A.Step) -> list[A.Arg]:
    """「『X』はアンタップ状態である限り、…ディフェンスしてもよい」: the topic 『X』は printed in the
    step's condition, the grammar hanging it there, is the topic of the step as well (the topic
    「は」 spans the sentence: X is what the condition and the permission are said of) — when the
    step has no topic or subject of its own and the topic names one card. [] for anything
    else."""
    cond = st.condition
    body = st.body
    if cond is None or cond.parts or not isinstance(cond.clause, A.Action):
        return []
    if not isinstance(body, A.Action):
        return []
    if any(x.role in (A.Role.TOPIC, A.Role.SUBJECT) for x in body.args):
        return []
    got = [x for x in cond.clause.args if x.role is A.Role.TOPIC]
    if len(got) != 1 or [type(t) for t in _terms(got[0].value)] != [A.CardName]:
        return []
    return got


def _this_unnamed(c: Cond) -> Cond:
    """A condition in force on this card's state (``_own_state``) with the name 『X』 it writes
    dropped: X read as this card (4.2.10), so that the card check (``other_names``) refuses a
    『Y』 that is not the card's name instead of finding it held."""
    parts = tuple(_this_unnamed(x) for x in c.parts)
    if _own_state(c) is not None and c.sel is not None:
        return replace(c, sel=replace(c.sel, written_name=None), parts=parts)
    return replace(c, parts=parts)


def _own_state(c: Cond) -> str | None:
    """「『X』がアンタップ / タップ状態(である)」 on X (4.2.10: 『X』 is this card): the orientation
    (``stand`` / ``rest``) the condition asks of this card; None for any other condition."""
    if c.what != "match" or c.sel is None or c.sel.ref != "this" or c.filt is None:
        return None
    if c.parts or c.cmp != "ge" or c.than is not None or replace(c.filt, states=()) != Sel():
        return None
    if len(c.filt.states) != 1 or c.filt.states[0] not in ("stand", "rest"):
        return None
    return str(c.filt.states[0])


def _static_cond(c: Cond) -> bool:
    """A condition an effect in force of this card may hold under (read as the effects are
    worked out, 4.3.8): players' HP (``_hp_only``); the characters a player controls, of a
    gender or not, counted (「あなたのフィールドに女性キャラクターが3体以上いる限り」: their type as
    decided at step 2, before the modifier of step 5); the cards of one name a player controls
    (「あなたが〔X〕をコントロールしている限り」); and / or / not of them."""
    if c.what in ("and", "or", "not"):
        return all(_static_cond(x) for x in c.parts)
    if _hp_only(c):
        return True
    if c.what == "turn":
        # 「相手のターン中、」 (``_whose_turn_held``): whose turn it is, read as the effects are
        # worked out
        return c.owner in ("you", "opponent")
    if c.what == "co:in_battle":
        # 「『X』がディフェンスしている限り」: this card's part in the battle now (3.4.5.2 /
        # 3.4.5.3), read as the effects are worked out
        return c.verb in _OWN_BATTLE.values()
    from ruling.games._co.common import dustbox_top_cond, zone_counts_cond, zone_size_cond

    if zone_counts_cond(c) is not None:
        # 「あなたのダストボックスのカードが相手のダストボックスのカードより少ない場合」: the
        # numbers of two zones' cards (4.2.1-4.2.3: open to all), read as the effects are worked
        # out — no card's values to work out first
        return True
    if dustbox_top_cond(c) is not None:
        # 「あなたのダストボックスの一番上のカードがアイテムカードの場合」: the top card of a
        # dustbox (4.2.3: open to all), read as the effects are worked out — its type is printed
        # (4.2.8), no effect's to work out first
        return True
    if c.what == "match":
        # 「『X』がアンタップ状態である限り」 on X: this card's orientation now (3.2.2 アンタップ,
        # 3.4.5.2 タップ), read as the effects are worked out
        return _own_state(c) is not None
    s = c.sel
    if c.what != "count" or s is None or c.than is not None or c.filt is not None:
        return False
    if not isinstance(c.n, int) or c.cmp not in COMPARISONS:
        return False
    if zone_size_cond(c) is not None:
        # 「あなたの手札が0枚の場合」: the number of cards of one player's hand / dustbox / deck
        # (4.2.1-4.2.3), read as the effects are worked out — no card's values to work out first
        return True
    if s.owner not in ("you", "opponent") and not (s.names and s.owner is None):
        # a side not named: only the cards of a name are looked for on both (``_count_holds``)
        return False
    if s.names:
        # the cards of that name on the field (「〔X〕をコントロールしている」)
        return (
            len(s.names) == 1
            and replace(s, owner=None, names=(), kinds=(), zones=()) == Sel()
            and s.kinds in ((), ("card",), ("character",))
            and s.zones in ((), ("field",))
        )
    # 「名前に「X」を含む(他の)キャラクター」: those whose card name (4.2.8) holds X (other than
    # this card), counted as the effects are worked out (``_count_holds``); 「タップ状態 /
    # アンタップ状態のキャラクター」: those in that orientation now (3.2.2, 3.4.5.2) — a fact of
    # the board, no value to work out first
    if len(s.states) > 1 or any(x not in ("rest", "stand") for x in s.states):
        return False
    plain = replace(
        s, owner=None, groups=(), zones=(), bound="exact", contains=(), other=False, states=()
    )
    if (s.contains or s.other) and plain != Sel(kinds=("character",)):
        return False
    if plain == Sel(kinds=("navigator",)) and not s.groups:
        # 「あなたのフィールドにナビゲーターカードがある場合」: the navigators a player has on the
        # field (4.2.7), counted as the effects are worked out
        return s.zones in ((), ("field",))
    return (
        plain == Sel(kinds=("character",))
        and s.zones in ((), ("field",))
        and all(g in GENDERS for g in s.groups)
        and len(s.groups) <= 1
    )


def _hp_only(c: Cond) -> bool:
    """A condition on players' HP alone (and / or / not of them): read as the effects in force
    are worked out without looking at any card (4.3.8)."""
    if c.what in ("and", "or", "not"):
        return all(_hp_only(x) for x in c.parts)
    return c.what in ("co:hp", "co:hp_vs")


# the cards 「…1枚 / 1体につき」 may count in an effect in force of this card: by type and controller
# alone (counting needs no card's values worked out, 4.3.8)
_COUNTED_KINDS = ("character", "item", "navigator", "spell", "event")


def _per_counted(o: Op) -> tuple[str, ...]:
    """「あなた / 相手がコントロールしているアイテムカード(キャラクター)1枚(1体)につき」 in an effect in
    force of this card: (kind, whose), or (kind, whose, gender) for the characters of a gender;
    any other group (values, 「他の」) refused."""
    group, gender = o.per  # type: ignore[misc]
    if group in ("counters_this", "counters_that"):
        # 「『X』は、X(その上)に置かれているカウンター1個につき…」: X's own counters (1-5), counted
        # as the effects are worked out (4.3.8)
        return "counter", "this"
    if gender is not None:
        # 「相手がコントロールしている女性キャラクター1体につき」: the characters of that gender as
        # typed at 4.3.8 step 2, counted when the modifiers are (step 5): (kind, whose, gender)
        if group not in ("yours", "theirs", "all_chars") or gender not in GENDERS:
            raise Unsupported("an effect in force per card of a gender, described further")
        whose = {"yours": "you", "theirs": "opponent", "all_chars": "any"}[group]
        return "character", whose, gender  # type: ignore[return-value]
    if group == "dustbox" and o.sel is not None and o.sel.names:
        # 「あなたのダストボックスにある『X』1枚につき」: the cards of that name there, counted as
        # the effects are worked out (4.3.8, 4.2.3)
        return "named@dustbox", str(o.sel.owner), o.sel.names[0]
    if group == "dustbox" and o.sel is not None:
        # 「あなたのダストボックスにあるアイテムカード1枚につき、『X』は…」: the cards of that type
        # in that player's dustbox, counted as the effects are worked out (4.3.8, 4.2.3)
        return f"{o.sel.kinds[0]}@dustbox", str(o.sel.owner)
    if group in ("yours", "theirs", "all_chars"):
        return "character", {"yours": "you", "theirs": "opponent", "all_chars": "any"}[group]
    s = o.sel
    if group != "described" or s is None or len(s.kinds) != 1:
        raise Unsupported("an effect in force per card of this shape")
    if s.kinds[0] not in _COUNTED_KINDS or s.owner not in ("you", "opponent"):
        raise Unsupported("an effect in force per card of this shape")
    if replace(s, owner=None, kinds=(), zones=(), count=None, bound="exact") != Sel():
        raise Unsupported("an effect in force per card described further")
    return s.kinds[0], s.owner


# the events whose character 「そのキャラクター」 names (the card the event is about; a card that
# entered the field is each its own event, ``triggers.PER_CARD_EVENTS``)
_SUBJECT_EVENTS = ("attack", "defend", "defended", "crashed", "damaged", "enter")
# the events of a battle whose attacking character 「アタックしたキャラクター」 names (3.4.5.2)
_BATTLE_EVENTS = ("attack", "defend", "defended")


def _that_after(ops: tuple[Op, ...], whose: str) -> tuple[Op, ...]:
    """「『X』がディフェンスしたとき、アタックしたキャラクターをタップする。そのキャラクターは…」:
    in a trigger about this card itself (『X』, whose ``this``), 「そのキャラクター」 after a step on
    the one character of the battle a step named (the attacker / the defender) is that character
    — this card would be named 『X』. Otherwise as the event's card (``that_char``)."""
    if whose != "this":
        return ops
    out: list[Op] = []
    last: str | None = None
    for o in ops:
        if o.who == "that_char" and last is not None:
            o = replace(o, who=last)
        elif o.who in ("attacker", "defender"):
            last = o.who
        out.append(o)
    return tuple(out)


# whose character's attack (or defence) a trigger waits for, when it is not this card's own
_WHOSE = {
    Sel(owner="you", kinds=("character",)): "you",
    Sel(owner="opponent", kinds=("character",)): "opponent",
    Sel(kinds=("character",)): "any",
}
# 「あなたのキャラクターがアタックしたとき」 read as the group (``WHO``'s yours / theirs /
# all_chars): a character of that group did it — the same trigger (4.3.6)
_WHOSE.update({replace(s, bound="all"): w for s, w in list(_WHOSE.items())})


# the events of a character whose trigger may describe it by a keyword (``_subject_keyworded``)
_KEYWORDED_EVENTS = ("attack", "defend", "defended", "damaged")


def _subject_keyworded(t: Trig | None) -> tuple[Trig | None, tuple[tuple[str, bool], ...]]:
    """「あなたのフィールドの「飛行」の特殊能力を持つキャラクターがアタックしたとき」: the event of a
    character of the group (``_WHOSE``) that has / lacks the keyword (``_keyword_described``) —
    the trigger with the group alone, and the (keyword, has) pairs its character must meet (as in
    force when the event happens, 3.4.5.7, 4.3.8 step 3). Any other trigger as it is."""
    if t is None or t.event not in _KEYWORDED_EVENTS or t.subject is None:
        return t, ()
    sub = t.subject
    if not (sub.has or sub.lacks) or sub.zones not in ((), ("field",)):
        return t, ()
    base = replace(sub, zones=(), has=(), lacks=())
    if base not in _WHOSE:
        return t, ()
    kws = (*((k, True) for k in sub.has), *((k, False) for k in sub.lacks))
    return replace(t, subject=base), kws


def _subject_named(t: Trig | None) -> tuple[Trig | None, tuple[str, ...]]:
    """「あなたがコントロールする名前に「X」を含むキャラクターがクラッシュしたとき」: the event of a
    character of the group (``_WHOSE``) whose card name (4.2.8) holds each X — the trigger with
    the group alone, and the texts. Any other trigger as it is."""
    if t is None or t.event not in _SUBJECT_EVENTS or t.subject is None or not t.subject.contains:
        return t, ()
    base = replace(t.subject, contains=())
    if base not in _WHOSE:
        return t, ()
    return replace(t, subject=base), tuple(t.subject.contains)


def _defended_by(t: Trig | None) -> tuple[Trig | None, tuple[str, ...]]:
    """「『X』が「飛行」の特殊能力を持つキャラクターにディフェンスされたとき」: the trigger without
    the defender described, and the keywords the defender must have; any other description of
    it is left for ``_trigger`` to refuse."""
    if t is None or t.event != "defended" or t.target is None:
        return t, ()
    by = t.target
    if (
        by.kinds == ("character",)
        and by.has
        and set(by.has) <= {"flying", "diving"}
        and replace(by, kinds=(), has=()) == Sel()
    ):
        return replace(t, target=None), tuple(by.has)
    return t, ()


def _trigger(t: Trig | None) -> tuple[str, str]:
    """「『X』がアタックしたとき」 (3-4-5-2), 「『X』がディフェンスされたとき」 (3-4-5-6),
    「『X』がクラッシュしたとき」 (4-3-11), 「『X』がダメージを受けたとき」 (4-3-10): X is this card (4-2-10), or 「あなたの / 相手の / (any)
    キャラクター」; 「ターン開始時に」 (3-1). Returns
    the event and whose character's it is."""
    if (
        t is not None
        and t.event == "timing"
        and t.phase == "battle"
        and t.point == "declared"
        and replace(t, phase=None, point=None, owner=None) == Trig("timing")
    ):
        # 「(あなたが)戦闘開始宣言を行ったとき」 (3.4.5.1): ``battle_declared``, of the turn of the
        # card's controller / its opponent when a player is named (the turn player declares)
        return "battle_declared", t.owner or "this"
    if (
        t is not None
        and t.event == "timing"
        and t.phase in PHASES.values()
        and t.point in ("start", "end")
        and replace(t, phase=None, point=None, owner=None) == Trig("timing")
    ):
        # 「<phase>開始時 / 終了時に」: ``<phase>_<point>`` (turn_start 3.1, untap_start 3.2.1 …);
        # 「あなたの / 相手のターン開始時」: only in the turn of the card's controller / of the
        # opponent (``whose`` you / opponent; unqualified, ``this``: the moment of every turn)
        if (t.phase, t.point) == ("main", "end"):
            raise Unsupported("「メインフェイズ終了時」: a moment the engine does not mark (3.4)")
        if (t.phase, t.point) == ("battle", "start"):
            raise Unsupported("「戦闘開始時」: a moment the rules do not name (3.4.5.1)")
        if t.phase == "battle" and t.owner:
            raise Unsupported("「あなたの戦闘終了時」: a battle is no player's (3.4.5)")
        return f"{t.phase}_{t.point}", t.owner or "this"
    if t is not None and t.event in HP_EVENTS.values() and replace(t, owner=None) == Trig(t.event):
        # 「あなた / 相手のHPが回復したとき / 失われたとき」 (``_hp_event_hook``): that player's HP
        return t.event, str(t.owner)
    if (
        t is not None
        and t.event == "enter"
        and t.subject == WHO["this"]
        and t.dst == ("field",)
        and replace(t, subject=None, dst=()) == Trig("enter")
    ):
        # 「『X』がフィールドに出たとき」: this card entered the field — played (3.4.2) or put
        # there directly by an effect (3.4.2 「直接フィールドに出た」)
        return "enter", "this"
    if (
        t is not None
        and t.event == "enter"
        and t.subject in _WHOSE
        and t.dst == ("field",)
        and replace(t, subject=None, dst=()) == Trig("enter")
    ):
        # 「あなた / 相手がコントロールしている(あなたの)キャラクターがフィールドに出たとき」, 「キャラ
        # クターが…」: a character of that player's (either's) entered the field — this one too
        # when it is one (3.4.2; 4.3.6 whoever controls the card with the ability)
        return "enter", _WHOSE[t.subject]
    if (
        t is not None
        and t.event in ("played", "cast", "dealt", "used", "use")
        and t.subject == WHO["this"]
    ):
        # 「『X』のプレイに成功したとき」 (4-3-2-6), 「『X』がダメージを与えたとき」 (4-3-10): this card
        return t.event, "this"
    if t is not None and t.event == "dealt" and t.subject in _WHOSE:
        return t.event, _WHOSE[t.subject]  # 「あなたのキャラクターがダメージを与えたとき」
    if (
        t is not None
        and t.event == "crashed"
        and t.target is not None
        and replace(t.target, bound="exact") in _WHOSE
        and replace(t, subject=None, target=None) == Trig("crashed")
        and (t.subject == WHO["this"] or t.subject in _WHOSE)
    ):
        # 「(『X』 / あなたのキャラクター)が相手のキャラクターをクラッシュしたとき」: a character
        # crashed by the damage a character dealt it (4.3.9 「DP以上のダメージを受けた場合、
        # クラッシュします」; the exchange 3.4.5.4) — the event of the character that dealt it
        # (``crashing``, ``_co/basic.crash_cards``); whose character crashed, ``Program.victim``
        return "crashing", "this" if t.subject == WHO["this"] else _WHOSE[t.subject]
    if t is not None and t.event == "crashed" and dict(t.detail).get("cause"):
        # 「…の効果によって…クラッシュしたとき」 (``_crash_cause_hook``): the crash of the
        # character(s) named, its cause read by the runtime (``Program.crash_by``)
        on, whose = _trigger(replace(t, detail=()))
        if on != "crashed" or whose == "host":
            raise Unsupported("a crash cause on a trigger of this shape")
        return on, whose
    if t == Trig("crashed", subject=WHO["this"], src=("hand",)):
        # 「このカードが手札からクラッシュされたとき」 (``_hand_crash_hook``, 4.2.4)
        return "crashed_from_hand", "this"
    if (
        t is not None
        and t.event == "left_field"
        and t.subject == WHO["this"]
        and replace(t, subject=None, src=(), target=None) == Trig("left_field")
        # 「フィールドから離れた」 (the zone left as a source) / 「フィールドを離れた」 (as an object)
        and (t.src, t.target) in (((), None), (("field",), None), ((), Sel(zones=("field",))))
    ):
        # 「『X』(このカード)がフィールドから離れたとき」: this card moved off the field, by any
        # way (a crash 4.3.11 / 4.2.4, a return to the hand, a break 4.2.5, to a deck) — its own
        # event, met as it leaves (4.3.6), resolved though it has left (3.1's 2))
        return "left_field", "this"
    if t is not None and t.event in ("played", "cast", "used", "use") and t.subject is not None:
        # 「…のプレイに成功したとき」 (4-3-2-6), 「…をプレイしたとき」 (4.3.2.4): whose play; any
        # card of the kinds named
        return t.event, t.subject.owner or "any"
    if (
        t is not None
        and t.event in ("attack", "defend", "defended", "crashed", "damaged")
        and replace(t, subject=None, form=None) == Trig(t.event)
    ):
        if t.subject == WHO["this"]:
            return t.event, "this"
        if t.subject in _WHOSE:
            return t.event, _WHOSE[t.subject]
        if t.subject == WHO["host"]:
            # 「セットされたキャラクターがディフェンスしたとき」: the event of the card this one is
            # set on (4.2.11 the set card goes with it; ``_co/triggers``)
            return t.event, "host"
    raise Unsupported("a trigger the engine does not know")


def _cost(c: CostItem) -> Op:
    if c.what == "energy":
        return Op("energy", amount=c.n)
    if c.what == "act" and c.verb == "tap" and c.sel == WHO["this"]:
        return Op("tap_this")
    if c.what == "act" and c.verb == "untap" and c.sel == WHO["this"]:
        # 「『X』をアンタップする」 in X's own text: this card, tapped, untapped as the cost (4.3.3.1:
        # payable only when it is tapped; 4-2-10 the card itself)
        return Op("untap_this")
    if c.what == "act" and c.verb == "tap" and c.sel == Sel(kinds=("navigator",)):
        return Op("tap_navigator")
    if c.what == "act" and c.verb == "tap" and c.sel == WHO["host"]:
        # 「(『X』が)セットされているキャラクターをタップする」 in a set card's text: the character it is
        # set on (4.2.11), tapped as the cost — payable only while it is set on an untapped one
        # (4.3.3.1)
        return Op("tap_host")
    if c.what == "act" and c.verb == "crush" and c.sel == Sel(zones=("hand",)):
        return Op("crash_hand", amount=c.n or 1)
    if c.what == "act" and c.verb == "crush" and c.sel == Sel(kinds=("character",)):
        return Op("crash_character")
    if c.what == "act" and c.verb == "crush" and c.sel == WHO["this"]:
        # 「『X』をクラッシュする」 in X's own text: this card crashed as the cost (4-2-10)
        return Op("crash_this")
    if c.what == "act" and c.verb == "mill" and c.sel == WHO["you"]:
        return Op("mill", "you", amount=c.n)
    if c.what == "act" and c.verb == "move" and c.dest == "dustbox" and c.sel == WHO["this"]:
        # 「『X』(このカード)を(あなたの / オーナーの)ダストボックスに置く」 in X's own text: this card
        # put from the field on top of its owner's dustbox as the cost (4.3.3.3 「指定された通りに
        # 処理します」; 4.2.3, 4.2.12) — put there, not crashed (no 「クラッシュしたとき」, 4.3.11)
        return Op("dustbox_this")
    if c.what == "act" and c.verb == "remove_counters" and c.sel == WHO["this"]:
        # 「『X』のカウンターをN個取り除く」 in X's own text: N of this card's counters (1-5), of
        # the kind named (「『X』の「湯気カウンター」を2つ取り除く」)
        return Op("remove_counters", amount=c.n, counter=c.kind)
    if c.what == "act" and c.verb == "draw" and c.sel is None and c.bound == "exact":
        # 「カードを1枚引く」 (〔失敗〕's 代用コスト, 4-3-2-3): paid by drawing
        return Op("draw", "you", amount=c.n)
    if (
        c.what == "act"
        and c.verb == "move"
        and c.dest == "dustbox"
        # 「(あなたの)手札(からカード)を1枚ダストボックスに置く」: the payer's own hand (4.2.12)
        and c.sel is not None
        and replace(c.sel, owner=None)
        in (Sel(zones=("hand",)), Sel(zones=("hand",), kinds=("card",)))
        and (c.sel.owner or "you") == "you"
        and c.bound == "exact"
    ):
        # 「手札を1枚ダストボックスに置く」: N hand cards put into the dustbox as the cost (4.3.3.3
        # 「指定された通りに処理します」: put there, not crashed)
        return Op("hand_to_dustbox", "you", amount=c.n or 1)
    if c.what == "hp" and c.n:
        # 「(あなたは)HPをN点失う:」 (``_cost_hook``): the payer's HP down by N
        return Op("lose_hp", "you", amount=c.n)
    if (
        c.what == "act"
        and c.verb == "move"
        and c.dest == "deck"
        and c.pos == "bottom"
        and c.sel is not None
        and c.sel.zones == ("dustbox",)
    ):
        # 「ダストボックスのナビゲーターカード1枚を山札の一番下に置く:」 (``_cost_hook``)
        return Op(
            "dustbox_to_deck_bottom", "you", amount=c.n, card_type=(c.sel.kinds or (None,))[0]
        )
    group = _cost_group(c.sel)
    if c.what == "act" and c.verb in ("crush", "tap") and group is not None and c.bound == "exact":
        # 「あなたがコントロールしているアイテムカード1枚をクラッシュする」, 「…アンタップ状態の女性
        # キャラクター2体をタップする」: N cards of the field so described, the payer's own (4.3.3.1:
        # 「キャラクターを1体コントロールしていること」)
        kind = "crash_described" if c.verb == "crush" else "tap_described"
        return Op(kind, "you", amount=c.n or (c.sel.count if c.sel else None) or 1, sel=group)
    raise Unsupported(f"cost {c.verb or c.what}")


def _cost_group(s: Sel | None) -> Sel | None:
    """A cost's cards of the field the payer controls, described by kind, gender, orientation (a
    described group, read by ``_co/play.described_members``); None for any other selector."""
    if s is None or s.owner != "you" or s.ref is not None or s.zones not in ((), ("field",)):
        return None
    if len(s.kinds) != 1 or s.kinds[0] not in ("character", "item", "navigator"):
        return None
    if len(s.groups) > 1 or len(s.states) > 1:
        return None
    bare = replace(s, owner=None, zones=(), kinds=(), groups=(), states=(), other=False, count=None)
    if bare != Sel() or s.bound != "exact":
        return None
    return replace(s, zones=("field",), count=None, bound="all")


def _card_match(c: Cond) -> bool:
    """「（『X』|アタックしたキャラクター|ディフェンスしたキャラクター|そのキャラクター|セットされた
    キャラクター）が（アンタップ|タップ）状態 / 「飛行」を持つ / Yキャラクターの場合」: one card named,
    one thing about it — its orientation, a keyword, a gender — read as the step is carried out
    (``_co/play.condition_holds``)."""
    if c.sel not in tuple(WHO[w] for w in CARD_REFS) or c.filt is None:
        return False
    f = c.filt
    one = [
        f.states in (("stand",), ("rest",)),
        bool(f.has) and set(f.has) <= {"flying", "diving"},
        len(f.groups) == 1 and f.groups[0] in GENDERS,
    ]
    return sum(one) == 1 and replace(f, states=(), has=(), groups=()) == Sel()


def _revealed_match(c: Cond) -> bool:
    """「それ(公開したカード)がキャラクターカードなら」: the one card a reveal of this text showed
    (``looked``) is of that card type, as printed (a card off the field, 4.2.7 / 4.2.8)."""
    return (
        c.sel == Sel(ref="looked")
        and c.filt is not None
        and len(c.filt.kinds) == 1
        and c.filt.kinds[0] in ("character", "navigator", "spell", "event", "item")
        and replace(c.filt, kinds=()) == Sel()
    )


def _attacked_this_turn(c: Cond) -> bool:
    """「(そのキャラクター|『X』|…)がこのターンにアタックに参加していた / アタックしているなら」:
    whether that one card attacked this turn (3.4.5.2: to attack is to take part in an attack) —
    read on the turn's record (``_co/play.attacked_this_turn``); a count of attacks, a player's
    or a group's, is not read."""
    ev = c.event
    return (
        ev is not None
        and ev.event == "attack"
        and ev.subject in tuple(WHO[w] for w in CARD_REFS)
        and replace(ev, subject=None) == Trig("attack")
        and c.n == 1
        and c.cmp == "ge"
        and not c.detail
        and not c.parts
    )


def _played_this_turn(c: Cond) -> bool:
    """「このターン中に<player>が<kind>カードをN枚以上プレイしている」 (``_played_history``):
    read on the turn's record (``_co/play.plays_this_turn``), N and its comparison kept."""
    ev = c.event
    return (
        ev is not None
        and ev.event == PLAYED_THIS_TURN
        and ev.subject is not None
        and ev.subject.owner in ("you", "opponent")
        and c.n is not None
        and c.cmp in COMPARISONS
        and set(c.detail) <= {("count", "cards")}
        and not c.parts
    )


def _damaged_this_turn(c: Cond) -> bool:
    """「このターン中に『X』が(戦闘で)ダメージを与えて / 受けていない場合」 (``_damage_history``) of
    one card a condition names (``CARD_REFS``): read on the turn's record
    (``_co/play.damage_this_turn``)."""
    ev = c.event
    return (
        ev is not None
        and ev.event in (DEALT_THIS_TURN, DAMAGED_THIS_TURN)
        and ev.subject in tuple(WHO[w] for w in CARD_REFS)
        and replace(ev, subject=None, means=None) == Trig(ev.event)
        and c.n == 1
        and c.cmp == "ge"
        and not c.detail
        and not c.parts
    )


def _readable(c: Cond) -> bool:
    """Whether the co runtime reads the condition on a board (``_co/play.condition_holds``): a player's
    HP, how many cards a player's hand / deck / dustbox holds or how many characters a player
    controls, and their and / or / not."""
    if c.what in ("and", "or", "not", "co:instead"):
        return all(_readable(x) for x in c.parts)
    if c.what in ("co:hp", "co:hp_vs", "co:crashed", "co:in_battle", "co:kept", UNDER.what):
        return True
    if c.what == "turn":
        # 「あなたのターンなら」 / 「相手のターン中、」 (``_whose_turn_held``): whose turn it is
        return c.owner in ("you", "opponent")
    if c.what == "match":
        from ruling.games._co.common import dustbox_top_cond

        return _card_match(c) or _revealed_match(c) or dustbox_top_cond(c) is not None
    from ruling.games._co.common import zone_counts_cond

    if zone_counts_cond(c) is not None:
        # 「あなたの手札のカードが相手の手札のカードより少ない場合」: two zones' cards compared
        return True
    if c.what == "history":
        return _attacked_this_turn(c) or _played_this_turn(c) or _damaged_this_turn(c)
    if c.what != "count" or c.sel is None or c.than is not None or c.n is None:
        return False
    sel = c.sel
    if described(sel):
        # 「あなたがコントロールしているナビゲーターがいる」, 「相手がコントロールしているアンタップ
        # 状態のキャラクターが2体以上いる」: cards of the field described further (``_described``)
        return sel.bound in ("exact", "all") and sel.count is None
    # 「あなたがコントロールしている女性キャラクターが2体以上いる」: characters of a gender (one)
    gendered = len(sel.groups) == 1 and sel.groups[0] in GENDERS
    plain = replace(
        sel, owner=None, zones=(), kinds=(), groups=() if gendered else sel.groups, bound="exact"
    )
    if plain != type(sel)() or sel.owner not in ("you", "opponent"):
        return False
    if sel.bound not in ("exact", "all"):
        return False
    if sel.zones in (("hand",), ("deck",), ("dustbox",)):
        return sel.kinds in ((), ("card",)) and not gendered
    return sel.zones in ((), ("field",)) and sel.kinds == ("character",)


# whom an effect done once names (a target, this card); a gain on anyone else is in force
_ONE_SHOT = ("target_char", "target_nav", "this")
# the values set (4.3.8 step 4): both (「「0:5」の能力値」), AP alone, DP alone
_SETS = ("set_stats", "set_ap", "set_dp")

_STATICS = {
    "co:mod": "mod",
    "co:set_stats": "set_stats",
    "co:lose_all": "lose_all",
    "co:gender": "gender",
    "co:immune": "immune",
    "co:crash_when_no_characters": "crash_when_no_characters",
    "co:bounce_damaged": "bounce_damaged",
    "co:hand_limit": "hand_limit",
    "co:hand_limit_by": "hand_limit_by",
    "co:cost": "cost",
    "co:ability_cost": "ability_cost",
    "co:no_play": "no_play",
    "co:plays_per_turn": "plays_per_turn",
    "co:no_set": "no_set",
    "co:untargetable": "untargetable",
}


# the one 「かわりに」 names by naming no one: whom the step it replaces names (``_instead``)
_SAME_AS_REPLACED = Sel(ref="replaced")


def _cond_that(c: Cond) -> Cond:
    """The condition with 「そのキャラクター」 read as the target (``_that_is_the_target``)."""
    parts = tuple(_cond_that(x) for x in c.parts)
    sel = WHO["target_char"] if c.sel == WHO["that_char"] else c.sel
    if c.event is not None and c.event.subject == WHO["that_char"]:
        # 「そのキャラクターがこのターンにアタックに参加していたなら」 (``_attacked_this_turn``)
        return replace(c, parts=parts, sel=sel, event=replace(c.event, subject=WHO["target_char"]))
    return replace(c, parts=parts, sel=sel)


def _mentions_that(c: Cond | None) -> bool:
    return c is not None and (
        c.sel == WHO["that_char"]
        or (c.event is not None and c.event.subject == WHO["that_char"])
        or any(_mentions_that(x) for x in c.parts)
    )


def _that_is_the_target(ops: tuple[Op, ...], crash: bool = False) -> tuple[Op, ...]:
    """In a text with no event to name a character (a card played, an ability used: no 「…とき」),
    「そのキャラクター」 is the one a step before named — the target (「対象のキャラクター1体に2点の
    ダメージを与える。そのキャラクターが「飛行」の特殊能力を持つ場合、…」, 4.2.13); the runtime reads
    ``that_char`` as a trigger's event's character, which such a text has none of (before, the
    condition read nothing and was not met). With no target named before it: refused.
    ``crash``: the card's moment is a crash (「…クラッシュしたときにのみ」) — after 「そのクラッシュを
    うち消す」, 「そのキャラクター」 is the character whose crash it is (kept ``that_char``, read
    at the window, ``_compile_gated``)."""
    out: list[Op] = []
    named = False
    of_crash = False
    for o in ops:
        if crash and o.kind == "negate_crash" and o.who == "that_char":
            of_crash = True
        if of_crash and o.who == "that_char" and o.kind in ("tap", "untap") and o.cond is None:
            out.append(o)
            continue
        # (「そのクラッシュ」 is the crash of the card's moment: ``_compile_gated``)
        uses = (o.who == "that_char" and o.kind != "negate_crash") or _mentions_that(o.cond)
        # a step replaced by 「かわりに」 carries the condition printed after it: its own target
        # is named before that condition
        printed_after = o.cond is not None and o.cond.what == "co:instead"
        named = named or (printed_after and o.who == "target_char")
        if uses and not named:
            raise Unsupported("「そのキャラクター」 with no character named before it")
        if uses:
            o = replace(
                o,
                who="target_char" if o.who == "that_char" and o.kind != "negate_crash" else o.who,
                cond=_cond_that(o.cond) if o.cond is not None else None,
            )
        named = named or o.who == "target_char"
        out.append(o)
    return tuple(out)


# the ROp detail naming the keyword a modifier in force applies by (``_instead_in_force``)
_BY_KEYWORD = "by_keyword"


def _one_chosen(t: Sel | None) -> bool:
    """Whether a step's cards are one character chosen as the step is done (``ONE_OF``, or one
    of a described group: ``_on_described``)."""
    if t is None:
        return False
    if _WHO_OF.get(t) in ONE_OF:
        return True
    return described(t) and t.count == 1 and t.bound == "exact" and t.kinds == ("character",)


def _same_one_again(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「あなたのキャラクター1体は、このターンの間、「+3:−1」の修正を受け、「飛行」の特殊能力を
    失う。」: one phrase, the subject of several steps of a sentence — one character, chosen as the
    first of them is done (no 「対象の」: no target, 4.2.13), and each later step is done to that
    same card (4.3.2.6: the text done in order) — not a new choice for each step. The later steps
    name it as ``chosen``; a step with a condition, a connector or a choice of its own between is
    left as it is."""
    out: list[ROp] = []
    for o in steps:
        first = next(
            (
                x
                for x in out
                if x.sentence == o.sentence and x.target == o.target and _one_chosen(x.target)
            ),
            None,
        )
        between = [x for x in out if x.sentence == o.sentence]
        if (
            first is None
            or o.cond is not None
            or o.lead is not None
            or o.optional
            or o.n not in (None, 1)
            or any(x.cond is not None or x.lead is not None or x.optional for x in between)
        ):
            out.append(o)
            continue
        out.append(replace(o, target=WHO["chosen"], n=None))
    return tuple(out)


def _instead_in_force(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「セットされたキャラクターは「+1:+0」の修正を受ける。セットされたキャラクターが「飛行」の特殊
    能力を持つ場合、かわりに「+2:+1」の修正を受ける。」: a modifier in force (4.3.8 step 5) on the
    card this one is set on, replaced by another while that card has / lacks a keyword. The card's keywords are decided at step 3, before the modifiers (4.3.8), so
    each modifier is in force on it by the keyword as in force then — the first while the
    condition does not hold, the second while it does (``Static.keyword``). Any other
    「かわりに」 is ``_instead``'s."""
    out: list[ROp] = []
    for o in steps:
        prev = out[-1] if out else None
        c = o.cond
        if (
            o.lead not in ("instead", "replaces")
            or prev is None
            or o.verb != "co:mod"
            or prev.verb != "co:mod"
            or prev.lead is not None
            or prev.cond is not None
            or prev.optional
            or o.optional
            or prev.until is not None
            or o.until is not None
            or prev.sentence == o.sentence
            or prev.target != WHO["host"]
            or o.target not in (prev.target, _SAME_AS_REPLACED, _SAID_BEFORE)
            or c is None
            or c.what != "match"
            or c.sel != prev.target
            or c.filt is None
            or len(c.filt.has) + len(c.filt.lacks) != 1
            or replace(c.filt, has=(), lacks=()) != Sel()
            or c.parts
            or len([x for x in steps if x.sentence == o.sentence]) != 1
            or len([x for x in steps if x.sentence == prev.sentence]) != 1
        ):
            out.append(o)
            continue
        kw = (c.filt.has or c.filt.lacks)[0]
        holds = bool(c.filt.has)
        out[-1] = replace(prev, detail=(*prev.detail, (_BY_KEYWORD, (kw, not holds))))
        out.append(
            replace(
                o,
                target=prev.target,
                cond=None,
                lead=None,
                detail=(*o.detail, (_BY_KEYWORD, (kw, holds))),
            )
        )
    return tuple(out)


def _instead(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「X。Cの場合、かわりにY。」 (a sentence of one step replacing the sentence of one step before
    it): Y is done instead of X when C holds (4.3.2.6, the text done in order as written). C is
    read once, when X would be done (``Cond`` ``co:instead``, X with ``negated``): X when it does
    not hold, Y when it does. Anything else 「かわりに」 opens is refused."""
    if not any(o.lead in ("instead", "replaces") for o in steps):
        return steps
    out: list[ROp] = []
    for o in steps:
        if o.lead not in ("instead", "replaces"):
            out.append(o)
            continue
        prev = out[-1] if out else None
        same = [x for x in steps if x.sentence == o.sentence]
        before = [x for x in steps if prev is not None and x.sentence == prev.sentence]
        if (
            o.cond is None
            or prev is None
            or prev.lead is not None
            or prev.cond is not None
            or prev.sentence == o.sentence
            or len(same) != 1
            or len(before) != 1
            or o.verb in _STATICS
            or prev.verb in _STATICS
            or o.optional
            or prev.optional
        ):
            raise Unsupported("「かわりに」 of this shape")
        if o.target in (_SAME_AS_REPLACED, _SAID_BEFORE):
            if prev.verb != o.verb or prev.target == _SAID_BEFORE:
                raise Unsupported("「かわりに」 naming no one, replacing another kind of step")
            # what Y leaves unsaid is X's: whom it is done to, and for how long
            o = replace(o, target=prev.target, until=o.until or prev.until)
        out[-1] = replace(
            prev, cond=Cond("co:instead", parts=(o.cond,), detail=(("negated", True),))
        )
        out.append(replace(o, lead=None, cond=Cond("co:instead", parts=(o.cond,))))
    return tuple(out)


# the printed verb of a step (as a condition 「…した場合」 names it, ``Cond("done")``) for the
# operations co reads it as, where the two differ: 「…エネルギーを支払う」
_DONE_AS = {"pay_out": ("co:pay_energy",)}


def _done_as_if_done(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「あなたは1エネルギーを支払ってもよい。支払った場合、…」: a condition naming the act of the
    step just before — one the player may do (「…してもよい」), in the sentence before, the act
    said again with nothing more (``Cond("done")`` with no description, count or detail) — is
    「そうした場合」 (``lead`` ``if_done``): what follows is done if the player did it (4.3.2.6, the
    text done in order). A condition naming another act, or after a step that is no choice, is
    left as it is."""
    out: list[ROp] = []
    for o in steps:
        prev = out[-1] if out else None
        c = o.cond
        if (
            c is None
            or prev is None
            or c != Cond("done", verb=c.verb)
            or o.lead is not None
            or o.optional
            or not prev.optional
            or prev.cond is not None
            or prev.sentence == o.sentence
            or prev.verb not in (c.verb, *_DONE_AS.get(str(c.verb), ()))
        ):
            out.append(o)
            continue
        out.append(replace(o, cond=None, lead="if_done"))
    return tuple(out)


def _otherwise_of_condition(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「Cなら、X。そうでないなら、Y。」 (a sentence of one step under a condition, then one of one
    step opened by 「そうでないなら」): Y is done when C does not hold (4.3.2.6, the text done in
    order). C is read once, when X would be done (``Cond`` ``co:instead``, as 「かわりに」's: Y with
    ``negated``) — X may change what C reads. Any other step so opened is left as it is (read as
    「そうしなかった場合」 after a choice)."""
    out: list[ROp] = []
    for o in steps:
        prev = out[-1] if out else None
        if (
            o.lead != "otherwise"
            or o.cond is not None
            or o.optional
            or prev is None
            or prev.cond is None
            or prev.cond.what in ("co:instead", "co:under")
            or prev.lead is not None
            or prev.optional
            or prev.sentence == o.sentence
            or len([x for x in steps if x.sentence == o.sentence]) != 1
            or len([x for x in steps if x.sentence == prev.sentence]) != 1
        ):
            out.append(o)
            continue
        out[-1] = replace(prev, cond=Cond("co:instead", parts=(prev.cond,)))
        negated = Cond("co:instead", parts=(prev.cond,), detail=(("negated", True),))
        out.append(replace(o, lead=None, cond=negated))
    return tuple(out)


# a step held by the condition its sentence opened with (``_under_sentence_condition``): done only
# if that condition held when it was read, at the step that opens the sentence (``_co/play``)
UNDER = Cond("co:under")


def _under_sentence_condition(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「Xなら、AしBする」: the rest of the sentence a condition opens is under it too
    (``ruling.cardtext.ir.sentence_held``) — B is ``UNDER``: the runtime reads X once, as A is
    reached (4.3.2.6: the text done in order), and does B only if it held. Before, B had no
    condition and was done when X failed. A step held that is an effect in force is refused as
    any conditioned one (``_effect``)."""
    held = sentence_held(steps)
    return tuple(
        replace(o, cond=UNDER) if h is not None else o for o, h in zip(steps, held, strict=True)
    )


# the one-off steps on a card on the field that a text may print on a card named 『X』 other
# than its own (4.2.10 reads 『X』 as the card itself only when X is its name; another name names
# another card): each is done on a card of that name on the field (``_co/play.run_ops``)
NAMED_STEPS = ("counters", "clear_damage", "tap", "untap", "modify")


def _put_back_then_shuffled(steps: tuple[ROp, ...]) -> tuple[ROp, ...]:
    """「あなたのダストボックス(手札)のカードをN枚山札に戻し、山札をシャッフルする」: N cards of the
    player's own zone put into the deck with no place said, the deck shuffled right after — where
    in the deck they went is undone by the shuffle (4.2.2), so the step is the cards chosen (by the
    player doing it, 4.3.2.6: the text names no card) and moved (``co:chosen_move``). Without the
    shuffle right after, the place unsaid is still refused."""
    out: list[ROp] = []
    for i, o in enumerate(steps):
        t = o.target
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if (
            o.verb == "move"
            and o.dest == "deck"
            and o.pos is None
            and t is not None
            and t.owner == "you"
            and t.zones in (("dustbox",), ("hand",))
            and t.kinds == ("card",)
            and replace(t, owner=None, zones=(), kinds=()) == Sel()
            and o.n
            and o.bound == "exact"
            and o.performer == "you"
            and not (o.detail or o.each or o.per or o.cost or o.until)
            and nxt is not None
            and nxt.verb == "co:shuffle"
            and nxt.target == Sel(owner="you")
            and nxt.cond is None
            and nxt.lead is None
        ):
            o = replace(
                o,
                verb="co:chosen_move",
                detail=(("pos", None), ("gender", None), ("name", None)),
            )
        out.append(o)
    return tuple(out)


def _effect(steps: tuple[ROp, ...]) -> tuple[tuple[Op, ...], tuple[Static, ...]]:
    """The steps as one-shot operations (4-3-2-6) and effects in force (4-3-8)."""
    steps = _put_back_then_shuffled(steps)
    steps = _otherwise_of_condition(_instead(_instead_in_force(_same_one_again(steps))))
    steps = _under_sentence_condition(_done_as_if_done(steps))
    ops: list[Op] = []
    statics: list[Static] = []
    pending_gain: Sel | None = None
    for o in steps:
        if o.verb == "co:negated_to":
            # 「うち消した(された)カードは、…代わりに / ではなく…」: the place of the card the step
            # just before negated (4.2.14 「特に指定がない限り」; 4.2.12, its owner's zone)
            if not ops or ops[-1].kind != "negate" or ops[-1].value is not None:
                raise Unsupported("a negated card's place with no play negated just before it")
            ops[-1] = replace(ops[-1], value=(o.dest, o.pos))
            continue
        if o.verb == "co:energy_only":
            # 「このエネルギーは<X>カードのプレイにのみ使用できる」: the energy the step just before
            # gained, kept for that alone (4.3.1, 4.2.9)
            if (
                not ops
                or ops[-1].kind != "gain_energy"
                or ops[-1].value is not None
                or ops[-1].per is not None
                or ops[-1].optional
            ):
                raise Unsupported("energy kept for one use with no gain of energy just before it")
            ops[-1] = replace(ops[-1], value=o.name)
            continue
        if (
            o.cond == Cond("own_presence")
            and o.verb in _OWN_IN_FORCE
            and o.until is None
            and _who_of(o.target) == "this"
        ):
            # 「『X』がフィールドに出ている限り、『X』に「+0:+2」の修正を与える」 on X: a change of X
            # itself holds only while X is on the field (3.4.4, 4.2.7; a card that leaves it is a
            # new card, 4.2.12) — the condition adds nothing to it: read as the change alone (in
            # force, ``_own_in_force``)
            o = replace(o, cond=None)
        if pending_gain is not None and o.verb != "co:quoted":
            raise Unsupported("「以下の特殊能力を得る」 with no quoted ability after it")
        # a keyword given / abilities lost with no time, to a card that is no target: in force
        in_force = (
            o.verb in ("co:grant", "co:strip")
            and o.until is None
            and _who_of(o.target) not in _ONE_SHOT
        )
        # 「『X』がフィールドに出ている限り、相手はカードを引けない」: a prohibition in force
        modal_in_force = o.verb == "forbid_act" and o.until is None
        # a keyword given in force while a condition holds (「あなたのターン中、『X』はアタックできな
        # い」): read as the effects are worked out (``_static_cond``, ``common._in_force_times``)
        held_while = (
            o.verb == "co:grant"
            and in_force
            and o.cond is not None
            and o.cond != Cond("own_presence")
            and _static_cond(o.cond)
        )
        if o.verb in _STATICS or o.verb in ("co:gain", "co:quoted") or in_force or modal_in_force:
            if (
                (o.cond not in (None, Cond("own_presence")) and not held_while)
                or o.lead
                or o.optional
            ):
                raise Unsupported("an effect in force with a condition")
        elif o.lead not in (None, "if_done", "otherwise") or o.cost or o.each:
            raise Unsupported("a step with a condition, a connector or a choice")
        elif o.cond is not None and not _readable(o.cond):
            raise Unsupported(f"the condition {o.cond.what} (not read on a board)")
        if o.lead == "if_done" and not ops:
            raise Unsupported("「そうしたら」 with no step before it")
        if o.lead == "otherwise" and not (ops and ops[-1].optional and not ops[-1].if_done):
            # 「そうしなかった場合、…」 reads the player's choice of the step before: only after a
            # step the player may do (「…してもよい」)
            raise Unsupported("「そうしなかった場合」 after a step that is no choice")
        if (
            o.performer != "you"
            and not (o.performer == "opponent" and o.verb in ("crush", "co:chosen_move"))
            and not (o.verb == "forbid_act" and o.performer in ("opponent", "both"))
        ):
            raise Unsupported(f"a {o.verb} by another player")
        if o.target == WHO["target_item"] and not (
            o.verb in ("crush", "break") or (o.verb == "move" and o.dest == "hand")
        ):
            # a target item is read for a crash or a break (4.2.13); a modifier, a damage … on an
            # item would run as on a character: refused
            raise Unsupported(f"a {o.verb} of a target item")
        if o.verb == "co:gain":
            pending_gain = o.target
            continue
        if o.verb == "co:strip" and in_force:
            # 「セットされたキャラクターは、すべての特殊能力を失う」: in force on the host while
            # this card is set on it (4.3.8 step 3), as 剣を捨てて……'s 「それまで持っていた特殊
            # 能力をすべて失い」 (another holder in force is not read by ``common._loses_own``)
            if _who_of(o.target) != "host":
                raise Unsupported(f"abilities lost by {_who_of(o.target)} in force")
            statics.append(
                Static("lose_kw", "host", value=o.name) if o.name else Static("lose_all", "host")
            )
            continue
        if o.verb == "co:grant" and o.until is None and _who_of(o.target) not in _ONE_SHOT:
            # 「セットされたキャラクターは「飛行」の特殊能力を得る」: in force while the card is
            # (on the field or set on its host, 4.3.8 step 3); 「…を得てもよい」 is no effect in
            # force (who would choose, and when, is not said): refused above, never run as 「得る」
            statics.append(
                Static("gain", _who_of(o.target), value=o.name, cond=o.cond if held_while else None)
            )
            continue
        if o.verb == "co:quoted":
            if pending_gain is None:
                raise Unsupported("a quoted ability not given")
            if o.name in HOST_SAID and _who_of(pending_gain) != "host":
                # 「セットされたナビゲーター」 in it is its holder only when given to that card
                raise Unsupported("a quoted ability naming the set card, given to another card")
            if _who_of(pending_gain) in _ONE_SHOT:
                # 「対象のキャラクターは、以下の特殊能力を得る。『…』」: given once, on resolution
                ops.append(Op("grant", _who_of(pending_gain), value=o.name))
                pending_gain = None
                continue
            statics.append(Static("gain", _who_of(pending_gain), value=o.name))
            pending_gain = None
            continue
        if o.verb == "forbid_act" and o.until is None:
            # 「『X』がフィールドに出ている限り、相手はカードを引けない」 (``ruling.cardtext.modal``):
            # the player named may not do the act while this card's text is in force (4.3.8;
            # 4.2.9 over the rule allowing it), read by the act's check (``play.modal_prohibitions``)
            if o.target is not None:
                raise Unsupported("a card's prohibition in force")
            statics.append(Static("forbid_act", o.performer, value=(o.stat, o.detail)))
            continue
        if o.verb in _STATICS:
            kind = _STATICS[o.verb]
            if kind == "set_stats" and "dp" not in dict(o.more):
                kind = f"set_{o.stat}"  # one value set, the other kept (``_value_set``)
            if kind in _SETS and _who_of(o.target) in _ONE_SHOT:
                # 「対象のキャラクターは「0:5」の能力値を持つ」: set once, on resolution (for as
                # long as printed: 「ターン終了時まで、…を「0:3」にする」, 3.7.2)
                ap, dp = _set_pair(o, kind)
                ops.append(Op(kind, _who_of(o.target), ap=ap, dp=dp, until=o.until))
                continue
            # 「対象のあなたのキャラクター1体は」: the target character with whose it must be
            # (4.2.13, 4.2.12), as a step's described target (``target_owner``)
            plain, owner = o.target, None
            if (
                kind == "untargetable"
                and plain is not None
                and plain.ref == "target"
                and len(plain.groups) == 1
                and plain.groups[0].startswith("owner:")
            ):
                plain, owner = replace(plain, groups=()), plain.groups[0][6:]
            if kind == "untargetable" and _who_of(plain) in _ONE_SHOT and o.until is not None:
                # 「ターン終了時まで、対象のキャラクターは(スペルの)対象にならない」: an effect made
                # on resolution for as long as printed (3.7.2), on the card(s) it names then
                # (4.3.2.6) — whose plays it shuts out is read against the text's card, which an
                # effect made no longer is: said of one player only, refused
                if o.name is not None:
                    raise Unsupported("「…がプレイした…の対象にならない」 for a time")
                if owner is not None and _who_of(plain) != "target_char":
                    raise Unsupported("a described target of this kind made untargetable")
                ops.append(
                    Op("untargetable", _who_of(plain), until=o.until, value=o.detail, owner=owner)
                )
                continue
            if o.until is not None:
                raise Unsupported("an effect in force for a time on cards named otherwise")
            if kind in ("cost", "ability_cost"):
                # whose plays (uses): the card's controller's (you), the other player's (opponent) or
                # every player's (all_players: 「すべてのデュエルマスターがプレイする…」)
                whose = o.target.owner or (  # type: ignore[union-attr]
                    "all_players" if o.target.bound == "all" else "you"  # type: ignore[union-attr]
                )
                statics.append(Static(kind, whose, value=(o.n, o.name)))
                continue
            if kind == "no_play":
                # whose plays: the card's controller's (you) or the other player's (opponent)
                statics.append(Static(kind, o.target.owner or "you", value=o.name))  # type: ignore[union-attr]
                continue
            if kind == "plays_per_turn":
                # whose plays (as no_play's), and (card type, how many a turn)
                statics.append(Static(kind, o.target.owner or "you", value=(o.name, o.n)))  # type: ignore[union-attr]
                continue
            if kind == "no_set":
                # 「『X』には…をセットできない」: on X itself (4.2.10), the type not set on it
                if _who_of(o.target) != "this":
                    raise Unsupported("「…にはセットできない」 on another card")
                statics.append(Static(kind, "this", value=o.name))
                continue
            if o.target is not None and o.target.contains and kind in ("mod", *_SETS):
                # 「…名前に「X」を含むすべてのキャラクターに「+1:+0」の修正を与える」: the group, of
                # the characters whose card name (4.2.8) holds X (of a gender too, if named)
                base = replace(o.target, contains=())
                gender = _group_gender(base)
                who = _who_of(replace(base, groups=()) if gender else base)
                if who not in GROUPS:
                    raise Unsupported(f"a name held by {who}")
                statics.append(
                    Static(
                        kind,
                        who,
                        *_set_pair(o, kind),
                        gender=gender,
                        contains=tuple(o.target.contains),
                    )
                )
                continue
            kwg = _kw_static(o.target) if kind == "mod" else None
            if kwg is not None:
                # every character of the group with / without the keyword (3.4.5.7), read after
                # the abilities are decided (4.3.8: step 3 before the modifiers of step 5)
                statics.append(Static(kind, kwg[0], o.amount, dict(o.more)["dp"], keyword=kwg[1]))
                continue
            named = _named_group(o.target) if kind in ("mod", *_SETS) else None
            if named is not None:
                # 「あなたがコントロールしている『X』は「+1:+1」の修正を受ける」: in force on each
                # character of that name the player controls (4.3.8; 4.2.6, 4.2.10)
                statics.append(Static(kind, "named", *_set_pair(o, kind), value=named))
                continue
            gender = _group_gender(o.target) if kind in ("mod", *_SETS) else None
            if gender is not None:
                # 「…すべての女性キャラクターに「+0:+1」の修正を与える」: the group, of that gender
                who = _who_of(replace(o.target, groups=()))  # type: ignore[arg-type]
                statics.append(Static(kind, who, *_set_pair(o, kind), gender=gender))
                continue
            who = _who_of(o.target)
            by_kw = dict(x for x in o.detail if isinstance(x, tuple) and len(x) == 2).get(
                _BY_KEYWORD
            )
            if by_kw is not None and kind != "mod":
                raise Unsupported("a value set in force by a keyword")
            if kind in ("mod", *_SETS):
                # (``_instead_in_force``: a modifier in force by the card's keyword, step 3)
                statics.append(Static(kind, who, *_set_pair(o, kind), keyword=by_kw))
            elif kind == "gender":
                statics.append(Static(kind, who, value=o.name))
            elif kind == "immune":
                # 「対象のキャラクターは、…」 on a card set on it: its host; 「『X』は…」: X itself
                statics.append(Static(kind, "this" if who == "this" else "host", value=o.detail))
            elif kind in ("hand_limit", "hand_limit_by"):
                statics.append(Static(kind, who, value=o.n))
            elif kind == "untargetable":
                # the types that may not target it, and whose plays (you / opponent of this
                # card's controller; None: anyone's)
                if who not in (
                    "this",
                    "host",
                    "yours",
                    "theirs",
                    "all_chars",
                    "others_you_control",
                ):
                    raise Unsupported(f"「…の対象にならない」 on {who}")
                statics.append(Static(kind, who, value=(o.detail, o.name)))

            else:
                statics.append(Static(kind, who))
            continue
        op = _op(o)
        if (
            op.who == "this"
            and op.kind in NAMED_STEPS
            and o.target is not None
            and o.target.written_name
        ):
            # 「『X』にカウンターを1個置く」: the card 『X』 names, as the step is done (4.2.10)
            op = replace(op, named=o.target.written_name)
        if o.optional or o.lead in ("if_done", "otherwise") or o.cond is not None:
            op = replace(
                op,
                optional=o.optional,
                if_done=o.lead == "if_done",
                unless_done=o.lead == "otherwise",
                cond=o.cond,
            )
        if (
            ops
            and ops[-1].kind == "look"
            and ops[-1].who != "you"
            and op.kind not in ("reorder", "look_bottom")
        ):
            # the opponent's cards looked at: only put back on that deck (on top in an order
            # chosen, or at its bottom) is read
            raise Unsupported("the opponent's cards looked at, then other than put back")
        revealed = _last_shown(ops)
        if op.kind == "look_hand_put" and revealed is None:
            raise Unsupported("cards looked at put in the hand")
        if op.kind in ("look_bottom", "look_dustbox", "look_hand_put") and revealed is not None:
            # 「公開したカードは山札の一番下に置く / ダストボックスに置く」: the cards a reveal of this
            # text showed (they stayed where they were, 4.2.2), put where the step says at any
            # later step
            if revealed.amount != 1:
                raise Unsupported("several cards revealed put on the deck's bottom or the dustbox")
            ops.append(op)
            continue
        if op.kind == "look_bottom" and ops and ops[-1].kind == "look" and ops[-1].amount != 1:
            # the order several cards take at the deck's bottom is not said (4.2.2)
            raise Unsupported("several cards looked at put on the deck's bottom")
        if op.kind == "look_dustbox" and ops and ops[-1].kind == "look" and ops[-1].amount != 1:
            # several cards on the dustbox at once: their owner orders them (4.2.3) — not read
            raise Unsupported("several cards looked at put on the dustbox")
        if op.kind == "look_take" and not (ops and ops[-1].kind == "look"):
            raise Unsupported("cards taken of those looked at with no look before")
        if (op.kind == "look_rest") != bool(ops and ops[-1].kind == "look_take"):
            raise Unsupported("the cards looked at and not taken, left unsaid")
        if op.kind == "look_rest" and op.value[1] is None:
            n_left = ops[-2].amount - ops[-1].amount
            if n_left > 1:
                # several cards put back with no order said (4.2.2 keeps a deck's order)
                raise Unsupported("several cards looked at put back with no order said")
        if op.kind not in ("look_take",) and (
            op.kind in ("reorder", "look_bottom", "look_dustbox")
        ) != bool(ops and ops[-1].kind == "look"):
            # a look is put back in the step right after it (which cards, else, a later step
            # would not know); a put back needs the look before it
            raise Unsupported("a look at the deck's top cards not followed by putting them back")
        ops.append(op)
    if any(o.kind == "look" for o in ops[:-1]) and ops[-1].kind == "look":
        raise Unsupported("a look at the deck's top cards not followed by putting them back")
    # a look as the text's last step (「あなたは山札の一番上のカードを見てもよい」): the player sees
    # the cards and they stay as they are (4.2.2's order kept) — no later step needs them
    if pending_gain is not None:
        raise Unsupported("「以下の特殊能力を得る」 with no quoted ability after it")
    return tuple(ops), tuple(statics)


def _group_gender(t: Sel | None) -> str | None:
    """The gender of a group of characters a continuous effect names (``_sel``), if any."""
    if t is None or len(t.groups) != 1 or t.groups[0] not in GENDERS:
        return None
    if _WHO_OF.get(replace(t, groups=())) not in GROUPS:
        return None
    return t.groups[0]


_UP_TO = ("upto", True)
_APART = ("apart", True)
# 「このダメージは軽減できない」 read onto the damage step before it (``_unreducible_onto``)
_UNREDUCIBLE = ("unreducible", True)


def _unreducible_onto(p: Any) -> Any:
    """「…にNダメージを与える。このダメージは軽減できない。」: the damage step right before it
    carries the flag (``Op.unreducible``); anywhere else refused."""
    steps = list(p.steps)
    out: list[ROp] = []
    for o in steps:
        if o.verb != "co:unreducible":
            out.append(o)
            continue
        if _has_lead(o) or not out or out[-1].verb != "damage" or o.cond is not None:
            raise Unsupported("「このダメージは軽減できない」 other than after a damage step")
        out[-1] = replace(out[-1], detail=(*out[-1].detail, _UNREDUCIBLE))
    return replace(p, steps=tuple(out))


def _target_card_op(o: ROp, t: Sel) -> Op:
    """A step on a target card in a dustbox (``_target_in_zone``): 「対象のカードを(あなたの)手札に
    戻す」 (to its owner's hand, 4.2.12), 「…を(あなたの)山札の一番上 / 一番下に置く」 (to that end
    of its owner's deck, 4.2.12) — 「あなたの」 said of the hand / deck only where the dustbox is
    the player's own (the card is then theirs). Any other step or shape refused."""
    owner = next((g[6:] for g in t.groups if g.startswith("owner:")), None)
    kind = next(g[5:] for g in t.groups if g.startswith("type:"))
    detail = dict(o.detail)
    dest_owner = detail.pop("dest_owner", None)
    if (
        o.verb != "move"
        or detail
        or o.cond is not None
        or o.n not in (None, 1)
        or o.bound not in (None, "exact")
        or t.pos is not None
        or dest_owner not in (None, "owner")
        and not (dest_owner == "you" and owner == "you")
    ):
        raise Unsupported("a step on a target card in a dustbox of this shape")
    if o.dest == "hand" and o.pos is None:
        return Op("bounce", "target_card", owner=owner, card_type=kind)
    if o.dest == "deck" and o.pos in ("top", "bottom"):
        return Op("to_deck", "target_card", value=o.pos, owner=owner, card_type=kind)
    raise Unsupported("a step on a target card in a dustbox of this shape")


# the kinds 「ダストボックスの一番上の<kind>カード」 names (none / 「カード」: the top card itself)
_TOP_KINDS = ((), ("card",), ("character",), ("navigator",), ("item",), ("spell",), ("event",))


def _op(o: ROp) -> Op:
    """An operation of the shared program in the engine's words; a gendered target
    (``_sel``) is the target character with its gender."""
    if o.verb == "move" and (o.face is not None or o.orientation is not None) and o.dest != "field":
        # 「表向きで / タップ状態で<zone>に置く」 elsewhere than the field: a state the move would
        # drop unread (the field's put reads it, 3.4.2 / 4.2.9)
        raise Unsupported("a move in a state (「…状態で」) to a zone other than the field")
    if _UP_TO in o.detail:
        plain = replace(o, detail=tuple(d for d in o.detail if d != _UP_TO))
        return replace(_op(plain), upto=True)
    if _APART in o.detail:
        plain = replace(o, detail=tuple(d for d in o.detail if d != _APART))
        return replace(_op(plain), apart=True)
    if _UNREDUCIBLE in o.detail:
        plain = replace(o, detail=tuple(d for d in o.detail if d != _UNREDUCIBLE))
        return replace(_op(plain), unreducible=True)
    if o.verb == "look":
        return _look(o)
    if o.verb == "reveal":
        return _reveal(o)
    if (
        o.target is not None
        and o.target.ref == "acted:reveal"
        and o.target.kinds in ((), ("card",))
    ):
        # 「公開したカード」: the cards the reveal showed, as 「そのカード」 after it (``looked``)
        return _op(replace(o, target=Sel(ref="looked")))
    if o.verb == "co:shuffle":
        return Op("shuffle", "you")
    if o.verb == "co:recycle":
        # ``_chosen_into_deck``: ``upto`` — 「N枚まで」, from none up to N chosen
        kind = None if o.name == "card" else o.name
        return Op("recycle", "you", amount=o.n or 1, value=kind, upto=o.bound == "up_to")
    if o.verb == "co:look_take":
        return Op("look_take", "you", amount=o.n or 1, value=o.name, optional=o.optional)
    if o.verb == "co:look_rest":
        return Op("look_rest", "you", value=(o.pos, dict(o.detail).get("order")))
    if o.verb == "move" and o.target is not None and o.target.ref == "looked":
        return _reorder(o)
    if o.verb == "move" and o.target == Sel(ref="that") and o.dest == "deck" and o.pos == "bottom":
        # 「…見て、そのカードを山札の下に置く」: the card just looked at (``_effect`` checks a look
        # of one card is the step before)
        return _reorder(o)
    t = o.target
    if t is not None and t.ref == "target" and t.zones == ("dustbox",):
        return _target_card_op(o, t)
    if (
        o.verb == "move"
        and o.dest == "hand"
        and o.pos is None
        and place_only(t, "dustbox", (None, "you"), pos="top", kinds=_TOP_KINDS)
        and o.n in (None, 1)
        and o.cond is None
    ):
        # 「(あなたの)ダストボックスの一番上のカードを手札に戻す」: the card on top of the player's
        # own dustbox (4.2.3: the dustbox's top), to its owner's hand (4.2.12); 「一番上の
        # キャラクターカード」: that card if it is of the kind named (``card_type``; the topmost of
        # the kind is the other reading, co.unsettled top_card_of_kind — as 「…をフィールドに出す」)
        kind = t.kinds[0] if t is not None and t.kinds and t.kinds[0] != "card" else None
        return Op("dustbox_top_to_hand", "you", card_type=kind)
    if (
        o.verb == "move"
        and o.dest == "deck"
        and o.pos in ("top", "bottom")
        and t is not None
        and t.pos is None
        and t.ref is not None
        and not o.detail
        and o.bound == "exact"
        and o.n in (None, 1)
    ):
        # 「対象のキャラクターを山札の一番上 / 一番下に置く」: the card named, to that end of its
        # owner's deck (4.2.12) — a card the text names, neither looked at nor counted
        op = _op(replace(o, dest="hand", pos=None))
        if op.kind != "bounce":
            raise Unsupported(f"a card put on the deck's {o.pos} of this shape")
        return replace(op, kind="to_deck", value=o.pos)
    if (
        o.verb == "move"
        and o.dest == "field"
        and o.pos is None
        and t is not None
        and t.pos in ("top", "bottom")
        and o.n == 1
        and o.bound == "exact"
    ):
        # 「あなたのダストボックスの一番上のキャラクターカードをフィールドに出す」: the card at that
        # end of the player's zone, if it is of the kind named, put onto the field (3.4.2)
        op = _op(replace(o, target=replace(t, pos=None)))
        if op.kind != "put_onto_field":
            raise Unsupported("a card of a zone's top or bottom put onto the field of this shape")
        return replace(op, pos=t.pos)
    if ((o.verb == "break" and o.dest is None) or (o.verb == "move" and o.dest == "dustbox")) and (
        o.pos is None
        and o.cond is None
        and not o.detail
        and o.bound in (None, "exact")
        and place_only(t, "deck", (None, "you", "opponent"), pos="top", kinds=((), ("card",)))
    ):
        # 「(敵デュエルマスターの)山札の一番上のカード(上からN枚)をブレイクする / ダストボックスに
        # 置く」: the top cards of that player's deck (4.2.2: its order is kept), broken (4.2.5)
        # or put on the dustbox (4.2.3; put, not crashed: no 「クラッシュしたとき」)
        who = "opponent_player" if t is not None and t.owner == "opponent" else "you"
        return Op(
            "deck_top", who, amount=o.n or 1, value="broken" if o.verb == "break" else "dustbox"
        )
    if o.pos is not None or (o.target is not None and o.target.pos is not None):
        # 「上 / 下」 is read by a look and its put back only
        raise Unsupported("a place's top or bottom in a step other than a look")
    if any(isinstance(d, tuple) and d and d[0] == "order" for d in o.detail):
        raise Unsupported("a put in a chosen order of cards other than those looked at")
    t = o.target
    if (
        t is not None
        and t.ref in ("target", "target2")
        and any(g.startswith(("state:", "owner:")) for g in t.groups)
    ):
        # a target character with its filters (``_target_described``, 「対象のアタックしている…」)
        op = _op_plain(replace(o, target=replace(t, groups=())))
        if op.who not in ("target_char", "target_char2"):
            raise Unsupported(f"a described target on {op.who}")
        return replace(
            op,
            gender=next((g for g in t.groups if g in GENDERS), None),
            state=next((g[6:] for g in t.groups if g.startswith("state:")), None),
            owner=next((g[6:] for g in t.groups if g.startswith("owner:")), None),
        )
    if t is not None and len(t.groups) == 1 and t.groups[0].startswith("kw:"):
        op = _op_plain(replace(o, target=replace(t, groups=())))
        if op.who != "target_char":
            raise Unsupported(f"a keyword description on {op.who}")
        return replace(op, keyword=t.groups[0].removeprefix("kw:"))
    if t is not None and len(t.groups) == 1 and t.groups[0].startswith(NOT_GENDER):
        # 「対象の「その他」キャラクター以外のキャラクター」 (``_target_not_gender``)
        op = _op_plain(replace(o, target=replace(t, groups=())))
        if op.who != "target_char":
            raise Unsupported(f"a gender excluded on {op.who}")
        return replace(op, gender=t.groups[0])
    if t is None or not t.groups or t.groups[0] not in GENDERS or len(t.groups) != 1:
        return _op_plain(o)
    op = _op_plain(replace(o, target=replace(t, groups=())))
    if op.who in ("described", "one_of_described") and op.sel is not None and not op.sel.groups:
        # 「あなたがコントロールしている「その他」キャラクター1体をクラッシュする」: the cards
        # described, of that gender as in force when the step is done (4.3.8 step 2) — the
        # described group's own gender (``_described``)
        return replace(op, sel=replace(op.sel, groups=(t.groups[0],)))
    if op.who not in ("target_char", "target_char2") and op.who not in ONE_OF + GROUPS:
        raise Unsupported(f"a gender on {op.who}")
    if op.who in GROUPS and op.kind not in _GROUP_GENDER_KINDS:
        raise Unsupported(f"a gender on {op.who} in a {op.kind}")
    # 「フィールドに出ているすべての女性キャラクター」 / 「相手がコントロールしている男性キャラクター
    # すべて」: only the characters of that gender, as in force when the step is done (4.3.8)
    return replace(op, gender=t.groups[0])


# the one-shot steps whose characters ``_co/play.run_ops`` takes from a group (``uids``) and so
# filters by a gender
_GROUP_GENDER_KINDS = (
    "tap",
    "untap",
    "crash",
    "damage",
    "modify",
    "set_stats",
    "swap",
    "strip",
    "grant",
    "immune",
    "bounce",
)


# the owners of 「(あなたの)山札」 read as the player's own deck: none printed (the performer's,
# 4.2.9), あなた / 自分
_OWN: tuple[str | None, ...] = (None, "you", "self")


def _look(o: ROp) -> Op:
    """「あなたは山札の上からN枚を見て」: the player sees the top N cards of its own deck — which
    4.2.2 keeps from every player, the text first (4.2.9); ``look`` N. Only followed by putting
    them back (``_reorder``; checked in ``_effect``)."""
    s = o.target
    n = o.n
    if s is not None and s.kinds == ("card",) and s.pos == "top" and not n and s.count is None:
        # 「山札の一番上のカードを見る」: the top card, one (4.2.2's 「一番上のカード」)
        s, n = replace(s, kinds=()), 1
    if (
        s is not None
        and o.bound == "all"
        and not n
        and place_only(
            replace(s, bound="exact"), "hand", ("you", "opponent"), kinds=((), ("card",))
        )
        and o.performer == "you"
        and not o.optional
    ):
        # 「敵デュエルマスターの手札を(すべて)見る」: the player sees every card of that hand
        # (kept from the other player by 1.3.1's hidden zone; the text first, 4.2.9) — nothing
        # on the board changes: ``look_hand`` of that player
        return Op("look_hand", "you" if s.owner == "you" else "opponent_player")
    own_top = place_only(s, "deck", _OWN, pos="top")
    # 「相手の山札の上から1枚を見て」: the top cards of the opponent's deck, seen by the player
    # (kept from every player by 4.2.2; the text first, 4.2.9)
    their_top = not own_top and place_only(s, "deck", ("opponent",), pos="top")
    if not (own_top or their_top) or o.performer != "you" or o.bound != "exact" or not n:
        raise Unsupported("a look at cards other than the top N of one's own deck")
    return Op("look", "you" if own_top else "opponent_player", amount=n, optional=o.optional)


def _last_shown(ops: list[Op]) -> Op | None:
    """The reveal of this text whose cards the later steps name (the last look or reveal is a
    reveal), else None."""
    shown = [o for o in ops if o.kind in ("look", "reveal")]
    return shown[-1] if shown and shown[-1].kind == "reveal" else None


def _reveal(o: ROp) -> Op:
    """「(あなたは)(あなたの)山札の一番上のカードを公開する」: the top card(s) of the player's own
    deck shown to every player — 4.2.2 keeps a deck's contents from all (「試合中、すべての山札は
    その内容…を確認することができません」), the text first (4.2.9); the card stays where it is
    (4.2.2: the deck's order is not changed), read back by the later steps as the card revealed
    (「公開したカード」 / 「そのカード」 / 「それ」); ``reveal`` N."""
    s = o.target
    n = o.n
    if s is not None and s.kinds == ("card",) and s.pos == "top" and not n and s.count is None:
        # 「山札の一番上のカード」: the top card, one
        s, n = replace(s, kinds=()), 1
    if (
        not place_only(s, "deck", _OWN, pos="top")
        or o.performer not in (None, "you")
        or o.bound != "exact"
        or not n
    ):
        raise Unsupported("a reveal of cards other than the top N of one's own deck")
    return Op("reveal", "you", amount=n, optional=o.optional)


def _reorder(o: ROp) -> Op:
    """「…見て、好きな順番で山札の上に戻す」: the cards looked at back on top of the deck in the
    order the player chooses (4.2.9 over 4.2.2's 「順番を変更することはできません」); 「…見て、その
    カードを山札の下に置く(てもよい)」: the card looked at to the bottom of the deck (one card:
    checked in ``_effect``)."""
    if o.dest == "deck" and o.pos == "bottom" and not o.detail and o.bound == "exact":
        return Op("look_bottom", "you")
    if (
        o.dest == "dustbox"
        and o.pos in (None, "top")
        and o.bound == "exact"
        and all(d == ("dest_owner", "you") for d in o.detail)
    ):
        # 「…見て、そのカードを(あなたの)ダストボックス(の一番上)に置く(てもよい)」: the cards
        # looked at, still on the deck, put on top of the owner's dustbox (4.2.3, 4.2.12; put,
        # not crashed)
        return Op("look_dustbox", "you")
    if o.dest is None and o.pos is None and o.detail == (("order", "chosen"),) and not o.optional:
        # 「…見て、好きな順番で戻す」: back where they were, on top of the deck, in the order
        # the player chooses — 「好きな順番で山札の上に戻す」 said short
        return Op("reorder", "you")
    if (
        o.dest == "hand"
        and o.pos is None
        and o.bound == "exact"
        and all(d == ("dest_owner", "you") for d in o.detail)
    ):
        # 「(公開した)そのカードを手札に加える」: the card revealed, still on the deck, put in its
        # owner's hand (4.2.12; checked in ``_effect``: after a reveal only)
        return Op("look_hand_put", "you")
    if o.dest == "deck" and o.pos == "top_or_bottom" and not o.detail and o.bound == "exact":
        # 「…見て、山札の一番上か一番下に置く」: the player puts it back on top or at the bottom —
        # the choice 「…一番下に置いてもよい」 gives (declined, it stays on top, 4.2.2's order)
        return Op("look_bottom", "you", optional=True)
    if (
        o.dest != "deck"
        or o.pos != "top"
        or ("order", "chosen") not in o.detail
        or o.optional
        or any(d[0] != "order" for d in o.detail if isinstance(d, tuple))
    ):
        raise Unsupported("a put of the cards looked at other than back on top in a chosen order")
    return Op("reorder", "you")


# whom 「…をタップ / アンタップする」 may name: a target, this card, a group of characters
_TAPPED = (
    "target_char",
    "target_char2",
    "target_nav",
    "this",
    "attacker",
    "all_chars",
    "yours",
    "theirs",
    "others_you_control",
    # 「そのキャラクター」: the character of the card's moment (a crash's, ``_compile_gated``)
    "that_char",
)


def _per_of(per: Sel, what: str) -> tuple[tuple[str, str | None], Sel | None]:
    """``Op.per`` (and ``Op.sel``) of 「(group)キャラクター1体につき」: a group of ``GROUPS`` with
    its gender, or a described group of the field (``described``, counted as the step is done)."""
    if per.ref == "crashed_by_this":
        return ("crashed_by_this", None), None
    if per.ref in ("counters_this", "counters_that"):
        return (str(per.ref), None), None
    if per.ref is None and per.zones == ("dustbox",):
        # 「…ダストボックスにあるXカード1枚につき」 (``_per_dustbox``)
        return ("dustbox", None), per
    if described(per):
        return ("described", None), per
    gender = per.groups[0] if per.groups else None
    group = _who_of(replace(per, groups=()))
    if group not in GROUPS:
        raise Unsupported(f"{what} per card of this shape")
    return (group, gender), None


def _named_whole(o: ROp) -> bool:
    """Whether the step's cards, with the step's own 「すべて」 read onto them, are a group ``WHO``
    names (「フィールドに出ているすべてのカード」, 4-2-7: ``all_cards``): read there, not as cards
    described further."""
    t = o.target
    return t is not None and (replace(t, bound="all") if o.bound == "all" else t) in _WHO_OF


def _on_described(o: ROp) -> Op:
    """A step on cards of the field described further (``_described``): every one of them
    (「…をすべてクラッシュする」, 「…はすべて…の修正を受ける」), or one chosen as the step is done
    (「…1枚 / 1体を…」, no target: 4.2.13 names only 「対象の〜」, as ``ONE_OF``); crash, tap,
    untap, return to the owner's hand, a modification (for the time printed). Any other step or
    count refused."""
    t = o.target
    every = o.bound == "all" or t.bound == "all"
    # the count printed on the phrase, or read onto the step (「…1枚をオーナーの手札に戻す」)
    one = (
        not every
        and t.bound == "exact"
        and o.bound == "exact"
        and (t.count, o.n) in ((1, None), (None, 1))
    )
    if not (every or one) or o.dest not in (None, "hand") or o.per is not None:
        raise Unsupported(f"a step {o.verb} on cards described so")
    who = "described" if every else "one_of_described"
    group = replace(t, count=None, bound="all")
    if o.verb == "crush" and not o.dest:
        return Op("crash", who, sel=group)
    if o.verb in ("tap", "untap") and not o.dest:
        return Op(o.verb, who, sel=group)
    if o.verb == "move" and o.dest == "hand":
        return Op("bounce", who, sel=group)
    if o.verb == "modify" and not o.dest:
        return Op("modify", who, ap=o.amount, dp=dict(o.more)["dp"], until=o.until, sel=group)
    if o.verb == "damage" and not o.dest and every:
        # 「…すべてのキャラクターにN点のダメージを与える」: to each at once (4.3.9, 4.3.10)
        return Op("damage", who, amount=o.n or 0, sel=group)
    raise Unsupported(f"a step {o.verb} on cards described so")


def _op_plain(o: ROp) -> Op:
    if o.verb == "forbid_act" and o.target is not None:
        # 「ターン終了時まで、対象のキャラクターは特殊能力を使用できない」: each card named may
        # not do the act (its special abilities: the card the use names, 4.3.3), for the period
        if o.until in (None, "inherit") or o.optional:
            raise Unsupported("a prohibition of a card with no period printed")
        return Op("forbid_act", _who_of(o.target), until=o.until, value=(o.stat, o.detail))
    if o.verb == "forbid_act" and o.performer in ("you", "opponent", "both"):
        # 「このターン、相手はアタック宣言を行えない」 (``ruling.cardtext.modal``): the player
        # named may not do the act, for the period printed (4.2.9 over the rule allowing it)
        if o.until in (None, "inherit") or o.optional:
            raise Unsupported("a prohibition of a player with no period printed")
        return Op("forbid_act", o.performer, until=o.until, value=(o.stat, o.detail))
    if o.verb == "draw" and ("drawer", "play") in o.detail:
        if o.bound != "exact" or o.until is not None or o.per is not None or o.optional:
            raise Unsupported("a draw by the player of a negated play of this shape")
        return Op("draw", "target_play", amount=o.n or 1, value="player_of_play")
    if o.verb == "draw" and ("drawer", "owner") in o.detail:
        if o.bound != "exact" or o.until is not None or o.per is not None or o.optional:
            raise Unsupported("a draw by a card's owner of this shape")
        return Op("draw", "that_char", amount=o.n or 1, value="owner")
    if o.verb == "draw" and ("drawer", "controller") in o.detail:
        if o.bound != "exact" or o.until is not None or o.per is not None or o.optional:
            raise Unsupported("a draw by a card's controller of this shape")
        return Op("draw", "that_char", amount=o.n or 1, value="controller")
    if o.verb == "draw" and ("drawer", "owner_item") in o.detail:
        if o.bound != "exact" or o.until is not None or o.per is not None or o.optional:
            raise Unsupported("a draw by a card's owner of this shape")
        return Op("draw", "that_item", amount=o.n or 1, value="owner")
    if o.verb == "draw":
        if o.bound != "exact" or o.until is not None:
            raise Unsupported("a draw of this shape")
        who = "you" if o.target in (None, WHO["you"]) else _who_of(o.target)
        if who not in _DRAWERS:
            raise Unsupported(f"a draw by {who}")
        if o.per is not None:
            # 「…1体につき、…N枚引く」: N for each character of the group counted (``_per_character``)
            if who not in ("you", "opponent_player"):
                raise Unsupported("a draw per card of this shape")
            per, psel = _per_of(o.per, "a draw")
            return Op("draw", who, amount=o.n or 1, per=per, sel=psel)
        return Op("draw", who, amount=o.n or 1)
    if o.verb == "co:take_control":
        return Op("take_control", _who_of(o.target), until=o.until)
    if o.verb == "modes":
        return _modes_op(o)
    if o.verb == "co:negate_crash":
        return Op("negate_crash", _who_of(o.target))
    if o.verb == "co:negate":
        t = o.target
        who = "that_play" if t is not None and t.ref == "that" else "target_play"
        return Op("negate", who, card_type=t.groups[0] if t and t.groups else None)
    if o.verb == "co:edict":
        group = dict(o.detail).get("group")
        return Op("edict", _who_of(o.target), amount=o.n or 1, sel=group)
    if o.verb == "co:gender_for":
        who = _who_of(o.target)
        # (the target navigator too: made a character, 4.3.8 step 2 「ナビゲーター、キャラクター等」)
        if who not in ("target_char", "target_nav", "this", "that_char") or o.until is None:
            raise Unsupported(f"a gender taken by {who}")
        return Op("gender", who, until=o.until, value=o.name)
    if o.verb == "co:nullify":
        # every special ability of the character nullified (4.3.8 step 1), for the time printed
        who = _who_of(o.target)
        if who not in ("target_char", "this", "that_char"):
            raise Unsupported(f"abilities nullified of {who}")
        return Op("nullify", who, until=o.until)
    if o.verb in ("co:strip", "co:grant"):
        who = _who_of(o.target)
        # (「そのキャラクター」: the trigger's character, or the target named before it in a text
        # with no trigger, ``_that_is_the_target``; the other changes of a character read it alike)
        if who not in ("target_char", "this", "that_char", "chosen") and not (
            who in GROUPS and o.until is not None
        ):
            # (a group for a time: 「ターン終了時まで、すべてのキャラクターはアタックできない」 — each
            # character of the group as the step is done, 4.3.2.6, for that time; in force with no
            # time it is an effect in force, ``_effect``)
            raise Unsupported(f"abilities lost or gained by {who}")
        kind = "strip" if o.verb == "co:strip" else "grant"
        return Op(kind, who, until=o.until, value=o.name)
    if o.verb == "co:counters":
        who = _who_of(o.target)
        if who not in ("target_char", "this", "that_char"):
            raise Unsupported(f"counters of {who}")
        # ``amount``: N put (N > 0) or taken away (N < 0); ``value`` "all": every one taken away
        return Op(
            "counters", who, amount=o.n or 0, value=o.name, counter=dict(o.detail).get("counter")
        )
    if o.verb == "co:clear_damage":
        who = _who_of(o.target)
        if who not in ("target_char", "this", "that_char"):
            raise Unsupported(f"the damage of {who} set to 0")
        # ``amount``: N points taken away (「ダメージを1点取り除く」); 0: all of it
        return Op("clear_damage", who, amount=o.n or 0)
    if o.verb == "co:reduce":
        who = _who_of(o.target)
        # a player's damage too (「あなたが受けるダメージ」): reduced in the window of a damage to
        # that player (co.unsettled player_damage_reduction)
        if who not in ("target_char", "this", "you", "opponent_player", "that_damage"):
            raise Unsupported(f"a reduction of the damage of {who}")
        # ``value`` "all": 「…を0にする」 (the whole damage)
        return Op("reduce", who, amount=o.n or 0, value="all" if o.n is None else None)
    if o.verb == "co:skip_untap":
        who = _who_of(o.target)
        if who not in ("target_char", "this", "that_char", "attacker"):
            raise Unsupported(f"a skipped untap of {who}")
        return Op("skip_untap", who)
    if o.verb == "co:hand_limit_for":
        # 「ターン終了時まで / このターン、あなたの手札の上限はN枚になる」: a limit for a period,
        # an effect made as the step is done (``until``: turn, or this_turn as printed)
        who = _who_of(o.target)
        if who not in ("you", "opponent_player", "all_players"):
            raise Unsupported(f"a hand limit of {who}")
        return Op("hand_limit_for", who, amount=o.n or 0, until=o.until)
    if o.verb == "co:lose_energy":
        return Op("lose_energy", _who_of(o.target), amount=o.n or 0)
    if o.verb == "co:energy":
        if o.per is not None:
            per, psel = _per_of(o.per, "a gain of energy")
            return Op("gain_energy", _who_of(o.target), amount=o.n or 0, per=per, sel=psel)
        return Op("gain_energy", _who_of(o.target), amount=o.n or 0)
    if o.verb == "co:mill":
        return Op("mill", _who_of(o.target), amount=o.n or 0)
    if o.verb == "co:hand_to_deck":
        return Op("hand_to_deck", "you", amount=o.n or 0)
    if o.verb == "co:pay_energy":
        return Op("pay_energy", "you", amount=o.n or 0)
    if o.verb == "co:chosen_move":
        d = dict(o.detail)
        t = o.target
        return Op(
            "chosen_move",
            "opponent_player" if t.owner == "opponent" else "you",  # type: ignore[union-attr]
            amount=o.n or 0,
            value=(
                t.zones[0],
                t.kinds[0],
                o.dest,
                d["pos"],
                d.get("name"),
                d.get("but_this", False),
            ),  # type: ignore[union-attr]
            gender=d["gender"],
            # to whom the chosen cards are shown on their way (「相手に見せてから」, ``_shown_to``)
            owner=d.get("shown"),
        )
    if o.verb == "co:hp_loss" and o.per is not None:
        # 「…1体につき、あなたはHPを1点失う」: N for each character counted (``_per_character``)
        per, psel = _per_of(o.per, "an HP loss")
        return Op("lose_hp", _who_of(o.target), amount=o.n or 0, per=per, sel=psel)
    if o.verb == "co:hp_loss":
        return Op("lose_hp", _who_of(o.target), amount=o.n or 0)
    if o.verb == "heal" and o.per is not None:
        # 「…1体につき、…のHPがN点回復する」: N for each character counted (``_per_character``)
        per, psel = _per_of(o.per, "a heal")
        return Op("heal", _who_of(o.target), amount=o.n or 0, per=per, sel=psel)
    if o.verb == "damage" and o.per is not None and o.per_stat is not None:
        # 「…に『X』のAPと同じ点数のダメージを与える」: the stat of this card (『X』: the card that
        # name names, 4.2.10), read as the damage is dealt
        stat, step = o.per_stat
        if step != 1 or _who_of(replace(o.per, written_name=None)) != "this":
            raise Unsupported("damage given by a value of this shape")
        return Op(
            "damage",
            _who_of(o.target),
            amount=o.n or 0,
            amount_of=stat,
            named=o.per.written_name,
        )
    if o.verb == "damage" and o.per is not None:
        # 「…1体につき、相手にN点のダメージを与える」: N for each character counted (to a player)
        per, psel = _per_of(o.per, "damage")
        return Op("damage", _who_of(o.target), amount=o.n or 0, per=per, sel=psel)
    if o.verb == "damage" and described(o.target):
        return _on_described(o)
    if o.verb in ("heal", "damage"):
        return Op(o.verb, _who_of(o.target), amount=o.n or 0)
    if _WHO_OF.get(o.target) in KW_GROUPS:
        raise Unsupported(f"a step {o.verb} on every character with a keyword")
    if described(o.target) and not _named_whole(o):
        return _on_described(o)
    if o.verb == "modify":
        per, psel = _per_of(o.per, "a modifier") if o.per is not None else (None, None)
        if per is not None and per[0] == "counters_that":
            # 「『X』は、その上に置かれているカウンター1個につき…の修正を受ける」: 「その」 is the card
            # modified; this card's own counters when it is this card (1-5), else refused
            if _who_of(o.target) != "this":
                raise Unsupported("「その上の」 counters of a card other than this one")
        return Op(
            "modify",
            _who_of(o.target),
            ap=o.amount,
            dp=dict(o.more)["dp"],
            until=o.until,
            per=per,
            sel=psel,
        )
    if o.verb == "swap":
        return Op("swap", _who_of(o.target), until=o.until)
    if (
        o.verb in ("tap", "untap", "crush")
        and not o.dest
        and o.target is not None
        and (
            (o.target in tuple(WHO[k] for k in ONE_OF) and not o.n)
            or (
                o.n == 1
                and o.bound == "exact"
                and replace(o.target, count=None, other=False, owner=None)
                == Sel(kinds=("character",))
            )
        )
    ):
        # 「あなた / 相手がコントロールしている(他の)キャラクター1体をアンタップ / タップする」,
        # 「キャラクター1体を…」: one character of that group, chosen as the step is done (no
        # 「対象」, 4.2.13; who chooses among the opponent's, co.unsettled
        # choice_without_target) — as the same phrase described further (「…タップ状態の
        # キャラクター1体を…」, ``_on_described``)
        one = Sel(
            owner=o.target.owner,
            zones=("field",),
            kinds=("character",),
            count=1,
            other=o.target.other or o.target == WHO["one_of_others_you_control"],
        )
        return _on_described(replace(o, target=one, n=None, bound="exact"))
    if o.verb in ("tap", "untap") and not o.dest and o.n is None and o.bound in ("exact", "all"):
        # 「…をタップ / アンタップする」: a target, this card, or every character of a group
        who = _who_of(replace(o.target, bound="all") if o.bound == "all" else o.target)
        if who not in _TAPPED:
            raise Unsupported(f"a {o.verb} of {who}")
        return Op(o.verb, who)
    if o.verb == "immune":
        return Op("immune", _who_of(o.target), until=o.until, value=o.detail)
    if o.verb == "crush" and o.target is not None and o.target.zones == ("hand",):
        # 「(あなた / 相手は)(あなたの)手札からカードをN枚クラッシュする」: that player chooses N
        # cards of the hand, crashed to the dustbox (4.2.4)
        t = o.target
        owner = t.owner or ("opponent" if o.performer == "opponent" else "you")
        if (
            replace(t, owner=None, zones=(), kinds=()) != type(t)()
            or t.kinds not in ((), ("card",))
            or (o.performer == "opponent") != (owner == "opponent")
            or o.bound != "exact"
            or not o.n
            or o.dest
        ):
            raise Unsupported("a crash of hand cards of this shape")
        return Op("discard", "opponent_player" if owner == "opponent" else "you", amount=o.n)
    if o.verb == "crush" and not o.dest and o.n is None and o.bound in ("exact", "all"):
        # 「すべての…をクラッシュする」: every card the phrase names (its count is the step's)
        who = _who_of(replace(o.target, bound="all") if o.bound == "all" else o.target)
        if who not in (
            "all_cards",
            "field_set",
            "all_chars",
            "target_char",
            "target_nav",
            "target_item",
            "this",
        ):
            raise Unsupported(f"a crash of {who}")
        if o.name == "same_name":
            # the target and every character of its name (``_same_name_as_target``)
            return Op("crash", who, value="same_name")
        return Op("crash", who)
    if o.verb == "break" and not o.dest and o.n is None and o.bound == "exact":
        # 「対象のキャラクターをブレイクする」: the card goes aside, out of the game (4-2-5)
        who = _who_of(o.target)
        if who not in ("target_char", "target_item", "this"):
            raise Unsupported(f"a break of {who}")
        return Op("break", who)
    if (
        o.verb == "move"
        and o.dest == "hand"
        and o.target is not None
        and o.target.zones == ("dustbox",)
    ):
        # 「あなたのダストボックスにある(キャラクター)カードN枚を手札に戻す / 加える」: the player
        # chooses N cards of its own dustbox (of that type); they go to the hand (4.2.12)
        # 「あなたはダストボックスにある…を手札に戻す」, no dustbox's owner printed: the player
        # returns the cards to their hand, and a card goes only to its owner's (4.2.12) — the
        # cards that can be so returned are the player's own: that player's dustbox.
        # 「「その他」キャラクターカード」: character cards of that gender as printed (4.3.8 step 2
        # decides the type of a card on the field only)
        t = o.target
        gender = t.names[0] if len(t.names) == 1 and t.names[0] in GENDERS else None
        plain = replace(t, owner=None, zones=(), kinds=(), names=())
        if (
            t.owner not in ("you", None)
            or o.performer != "you"
            or t.kinds not in (("card",), ("character",), ("spell",), ("event",), ("item",))
            or plain != type(t)()
            or (t.names and (gender is None or t.kinds != ("character",)))
            or o.bound != "exact"
            or not o.n
        ):
            raise Unsupported("cards returned from the dustbox of this shape")
        kind = None if t.kinds == ("card",) else t.kinds[0]
        return Op("recover", "you", amount=o.n, value=kind, gender=gender)
    if o.verb == "move" and o.dest == "hand" and o.n is None and o.bound in ("exact", "all"):
        # 「…を手札に戻す」: the card goes to its owner's hand (4.2.12); 「対象のアイテム(カード)」:
        # an item on the field, set or not (4.2.13, 3.4.3); 「対象のナビゲーター」 one on the field;
        # 「あなた / 相手がコントロールしているすべてのキャラクター」, 「フィールドに出ているすべての
        # キャラクター」: every character of that group as the step is done, each to its owner's
        # hand (4.2.12) — the step's 「すべて」 read onto the group, as a tap of a group is
        who = _who_of(replace(o.target, bound="all") if o.bound == "all" else o.target)
        if who not in ("target_char", "this", "target_item", "target_nav", *GROUPS):
            raise Unsupported(f"a return to the hand of {who}")
        detail = dict(o.detail)
        hand_of = detail.pop("dest_owner", None)
        if detail or hand_of not in (None, "owner", "you", "opponent"):
            raise Unsupported("a return to a hand named otherwise")
        # 「あなたの / 相手の手札に加える」: the hand of the player the text names (``value``: you /
        # opponent) — where it is not the card's owner's, the text over 4.2.12's 「必ずそのカード
        # のオーナーのそれに移動します」 (4.2.9: the card text's effect is processed first where it
        # contradicts the basic rules); 「(オーナーの)手札に戻す」: the owner's (4.2.12)
        return Op("bounce", who, value=hand_of if hand_of in ("you", "opponent") else None)
    if o.verb == "move" and o.dest == "field" and o.target is not None:
        # 「あなたのダストボックスにあるキャラクターカード1枚をフィールドに出す」: cards of the player's
        # own zone put directly onto the field (tapped, 3.4.2)
        t = o.target
        plain = replace(t, owner=None, zones=(), kinds=())
        if (
            # 「(あなたは)手札から…を出す」: the zone of the player doing it, no owner printed
            # (4.2.12)
            t.owner not in ("you", None)
            or len(t.zones) != 1
            or t.zones[0] not in ("hand", "deck", "dustbox")
            or t.kinds not in (("character",), ("navigator",))
            or plain != type(t)()
            or o.bound != "exact"
            or not o.n
        ):
            raise Unsupported("cards put onto the field of this shape")
        if o.face is not None or (o.orientation is not None and t.kinds != ("character",)):
            # 「裏向きで」 / a navigator 「アンタップ状態で」: no state of that kind on the field
            raise Unsupported("cards put onto the field in a state of this kind")
        # character cards (3.4.2) or navigator cards (3.4.1) put directly onto the field;
        # 「アンタップ状態でフィールドに出す」: the text over 3.4.2's 「タップ状態でフィールドに
        # 置かれます」 (4.2.9), ``state`` stand (「タップ状態で」: as 3.4.2 puts it anyway)
        return Op(
            "put_onto_field",
            "you",
            amount=o.n,
            value=t.zones[0],
            card_type=t.kinds[0],
            state=o.orientation,
        )
    raise Unsupported(f"step {o.verb} to {o.dest}" if o.dest else f"step {o.verb}")
