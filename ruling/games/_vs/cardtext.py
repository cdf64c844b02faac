"""Victory Spark card text (技効果): the grammar's AST (``grammar.parse.parse_card(text, "vs")``)
compiled into programs the engine runs. Only the constructs the rules document quotes are
compiled (tests/fixtures/card_examples/vs.yaml): the [領域] of a technique (2.14.4), a cost
「このカードを控え室に置く」 (2.14.5), surprise conditions 「[相手のカードがアタックした時]→」 (2.14.6,
12.3.1), the entry spark mark (12.2.1), the cancel mark (12.1.1), and the steps 「N枚引く」 (4.10),
「…を+A/-B」 (8.2.1.2), 「…を選び、…の控え室に置く」 (8.1.1.3.3), 「相手の技を1つ選び、キャンセルする」.
Anything else is refused with a reason and reported as unsupported, never guessed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ruling.cardtext.conditions import topic_before_condition
from ruling.cardtext.fields import field_value_subjects
from ruling.cardtext.ir import COMPARISONS, place_only, sentence_held
from ruling.cardtext.modal import ModalAction
from ruling.cardtext.steps import set_value_step
from ruling.cardtext.terms import noun_args, roles_exactly
from ruling.cardtext.terms import terms as np_terms
from ruling.cardtext.triggers import state_clause, when_clause
from ruling.cardtext.vocab import CMP
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported, abilities_of
from ruling.cardtext import abilities as shared
from ruling.core import Ctx
from ruling.games._vs.common import BENCH_ZONES, FIELD_ZONES, zone_arrival
from ruling.rules import ATTACK_LOG
from ruling.state import Card

AREAS: dict[str, tuple[str, ...]] = {
    "リング": ("ring",),
    "ベンチ": BENCH_ZONES,
    "フィールド": FIELD_ZONES,
    "手札": ("hand",),
    "サプライズ置場": ("surprise",),
    "控え室": ("waiting",),
    "リタイヤ置場": ("retire",),
    # 3.5.2 「技効果等で参照される場合«リタイヤ置場»のカードは「リタイヤ」と表される場合があります」:
    # the area [リタイヤ] is the retire zone
    "リタイヤ": ("retire",),
    # a frame of the bench (3.3.3.3 「左から順に左ベンチ、中央ベンチ、右ベンチと表されます」): the
    # technique works only while its card is on that frame
    "左ベンチ": ("bench.left",),
    "中央ベンチ": ("bench.center",),
    "右ベンチ": ("bench.right",),
}
# the zones a technique's [領域] can name (2.14.4): where a continuous technique is looked for —
# it works only while its card is in its own [領域] (8.1.1.4), whichever zone that is
WORK_ZONES: tuple[str, ...] = tuple(dict.fromkeys(z for zs in AREAS.values() for z in zs))
# an area word that names several zones by a term the rules define: the definition is read
# whenever the area decides (3.3.1 「リングとベンチを合わせてフィールドと呼びます」)
AREA_TERMS: dict[str, str] = {"フィールド": "3.3.1"}


def area_clauses(areas: tuple[str, ...]) -> tuple[str, ...]:
    """The definitions of the area terms a technique's [領域] (its zones) is written with; an
    area outside the field (「[控え室]」, 「[手札]」, 「[リタイヤ置場]」): 2.14.4 「[] によってくくら
    れた領域は、技効果が有効になる場所を表します」 — the area is what makes it work from there."""
    terms = tuple(c for name, c in AREA_TERMS.items() if set(AREAS[name]) <= set(areas))
    if areas and set(areas) < set(BENCH_ZONES):
        terms += ("3.3.3.3",)  # some frames of the bench only: the frames' names
    if set(areas) - set(FIELD_ZONES) - {"surprise"}:
        return ("2.14.4", *terms)
    return terms


# 「(フェイズやステップ)の始めに / 終わりに」 (8.1.1.2.1) -> the tag of the event that starts it
TIMINGS = {
    ("turn", "start"): "start:stand",  # 6.2.1.2: 「ターンの始めに」 with the stand phase's
    ("stand_phase", "start"): "start:stand",
    ("draw_phase", "start"): "start:draw",
    ("energy_phase", "start"): "start:energy",
    ("chara_phase", "start"): "start:chara",
    ("ability_phase", "start"): "start:ability",
    ("attack_phase", "start"): "start:attack",
    ("end_phase", "start"): "start:end",
    ("turn", "end"): "start:end",  # 6.8.1.1: 「ターンの終わりに」 with the end phase's start
    ("attack", "end"): "end:attack",  # 7.1.6.1: 「アタックの終わりに」
    # 7.1.2.3: 「アタック宣言ステップの始めに」, in every attack sub-phase that attacks
    ("attack_declaration_step", "start"): "start:declare",
    # 7.1.4.1 / 7.1.5.1: 「パートナーブロックステップ / アタック解決ステップの始めに」
    ("partner_block_step", "start"): "start:partner_block",
    ("attack_resolution_step", "start"): "start:resolution",
    # 7.1.6.1: 「パートナーアタックの終わりに」, only when the partner attack stood (7.1.5.1.1)
    ("partner_attack", "end"): "end:partner_attack",
    # 7.1.6.1: 「アタック終了ステップに」, the third wording of the same moment (a named step,
    # ``Vocab.step_moments``)
    ("attack_end_step", "at"): "end:attack",
    # 「アタック終了ステップの始めに」: the step's start (8.1.1.2.1 「(フェイズやステップ)の始めに」),
    # where 7.1.6.1 has its triggers arise first of all its steps — the same moment
    ("attack_end_step", "start"): "end:attack",
    # 8.1.1.2.1 prints 「[領域](フェイズやステップ)の終わりに」; the phases' procedures (6.2-6.7) go
    # on to the next phase with no such moment: read as the phase is left, before the next one
    # begins (the audit's phase_end_timing, raised where the technique is in force)
    ("stand_phase", "end"): "phase_end:stand",
    ("draw_phase", "end"): "phase_end:draw",
    ("energy_phase", "end"): "phase_end:energy",
    ("chara_phase", "end"): "phase_end:chara",
    ("ability_phase", "end"): "phase_end:ability",
    ("attack_phase", "end"): "phase_end:attack",
}


# the phases a timing trigger may name a player's (「あなたのスタンドフェイズの始めに」): the turn
# and its phases, which are the turn player's (6.1.1)
OWNED_PHASES = (
    "turn",
    "stand_phase",
    "draw_phase",
    "energy_phase",
    "chara_phase",
    "ability_phase",
    "attack_phase",
    "end_phase",
    # 「相手のアタック宣言ステップ / パートナーブロックステップ / アタック解決ステップの始めに」: the
    # steps of the attack phase (7.1.2.3, 7.1.4.1, 7.1.5.1), the turn player's as its phase is
    # (6.1.1) — the opponent's attack is made in the opponent's turn
    "attack_declaration_step",
    "partner_block_step",
    "attack_resolution_step",
    "attack_end_step",
    # 「（あなた|相手）のアタックの終わりに」: the end of an attack sub-phase (7.1.6.1) of that
    # player's turn — an attack sub-phase is a part of the turn player's attack phase (7.1, 7.1.1),
    # its attack declared by the turn player (7.1.2.2)
    "attack",
)


@dataclass(frozen=True)
class Op:
    """One step (8.1.1.5: done in the order written): ``draw`` (who, amount), ``stat`` (who,
    ap, dp), ``choose`` (who: a card to pick), ``put`` (who: this / chosen, value: zone),
    ``cancel``, ``deck_top`` (amount: the top N cards of the master's deck, value: the zone),
    ``game_end`` (who: you / opponent, value: lose / win / concede);
    in a cost also ``rest`` (who: this), ``rest_all`` (who: your_energy; value ``chosen``: chosen first,
    4.16.2) and ``rest_energy`` (amount: N standing energy cards of the payer, 4.16.1)."""

    kind: str
    who: str = ""
    amount: int = 0
    ap: int = 0
    dp: int = 0
    value: Any = None
    optional: bool = False  # 「…してもよい」: its master chooses whether to do it
    # a ``modes`` of 「以下からNつまでを選ぶ」: up to ``amount`` effects, none as well (1.3.5)
    up_to: bool = False
    # what a choice may choose, beyond ``who``: ``(stat, cmp, n)`` each (「相手のレベル2以上の
    # カードの技」: the card that put the technique in the resolution zone, 3.8.4; 8.5.1.3.1)
    stats: tuple[tuple[str, str, int], ...] = ()
    # 「…リングの《X》のカード」: the technique attributes (技属性, 2.15.1) the card must hold for
    # the step to reach it (a continuous technique's only)
    attributes: tuple[str, ...] = ()
    # 「…を、Yと同じ枚数選び」: the ``GROUPS`` key of the cards Y, counted when the step is done
    # (the number to choose)
    count_of: str = ""
    # 「AからBを引いた枚数に等しい枚数引く」: the ``GROUPS`` key of the cards B whose count is taken
    # off ``count_of``'s (``_difference_draw_hook``)
    minus_of: str = ""
    # the texts the counted cards' information must contain (2.14.7: ``("title", "妹")``)
    count_filter: tuple[tuple[str, str], ...] = ()
    # 「相手は自分の手札をN枚選び」: the master's opponent makes the choice ("opponent")
    by: str = ""
    # 「称号に“X”を含む…リングのカード」: texts the card's information must contain for the step
    # to reach it (2.14.7; a continuous technique's only, as ``attributes``)
    info: tuple[tuple[str, str], ...] = ()
    # 「その後、…なら、<step>」: the condition of this step (a ``Program.condition`` tuple), read
    # as the step is reached (8.6.5, 8.1.1.5)
    cond: tuple[Any, ...] | None = None
    # a ``put`` in the deck: where in it ("top" / "bottom", 「山札の下に置く」); "" none printed
    # (on top, 3.2.5)
    pos: str = ""
    # 「スタンドしている / レストしている」 on a choice among a bench's or the energy zone's cards:
    # only the cards in that state (4.9.1.1 / 4.9.1.2) are chosen among
    states: tuple[str, ...] = ()
    # 「（あなたのベンチの）他の…」: the technique's own card is left out of the group the step
    # reads (the cards chosen among, or counted by 「…1枚につき」)
    other: bool = False
    # how long a stat change lasts: "" no duration said (this game, 8.2.1.2), "attack"
    # 「このアタック中」 (the attack sub-phase in progress, 7.1.1)
    until: str = ""
    # a ``grant`` to the techniques of the cards of zones (2.15.2): the state's zones
    areas: tuple[str, ...] = ()
    # a ``put`` into a zone the text names as a player's (「あなたの控え室に置く」): ``you`` /
    # ``opponent`` of the master; "" none named (the card's owner's, 3.1.4)
    dest_owner: str = ""
    # a ``stat`` that sets the values to ``ap`` / ``dp`` (「…の攻撃力を3000にする」 / 「…は3000になる」,
    # 8.9.1.3) rather than adding them; only the values ``set_values`` names
    set_to: bool = False
    set_values: tuple[str, ...] = ()
    # a ``stat`` that multiplies the values ``set_values`` names by n/d (「…の攻撃力を半分にする」:
    # (1, 2); 8.9.1.8, after the additions)
    times: tuple[int, int] | tuple[()] = ()
    # a cancel's choice of 「相手の起動能力（の技）」: the kinds of ability (8.1.1: activated / auto /
    # continuous) the chosen technique must be of (8.5.1.3.1)
    ability_kinds: tuple[str, ...] = ()
    # a ``replace`` whose event names its cause (「相手の技によって…置かれる時」): whose technique
    # it must be (``opponent`` / ``you`` of the master; "" any cause, 8.10.1)
    only_by: str = ""
    # an ``attack_damage`` whose value is a card's value (「…ダメージは、Xの攻撃力と同じ値 / に
    # Nを加えた値になる」): (who X is, ``ap`` / ``dp``), ``amount`` the N added (2.10.1 / 2.11.1
    # read as it is when the damage is, 8.9.1)
    value_of: tuple[str, str] = ()
    # a ``put`` the text says is made face down (「裏向きで…リタイヤ置場に置く」, 3.5.2): "face_down"
    face: str = ""


# a step's ``cond`` when it is under the condition of the step before in its sentence
# (「Xなら、AしBする」: B's): done only if that condition held as it was read (8.6.5)
UNDER: tuple[str] = ("under",)
# 「そうでないなら」 after a step under a condition: the condition read there was not met (8.6.5)
OTHERWISE: tuple[str] = ("otherwise",)


@dataclass(frozen=True)
class Program:
    kind: str  # auto / activated / continuous
    keyword: str | None  # entry_spark / surprise / cancel
    areas: tuple[str, ...]  # the zones of its [領域] (empty: none printed)
    trigger: str | None  # entry_spark / self_attacks / opponent_attacks / start:<phase>
    cost: tuple[Op, ...]
    ops: tuple[Op, ...]
    # 「AのリタイヤがBより多い / 少ないなら、」: (more / fewer, A, B), A and B ``you`` / ``opponent``;
    # checked when it resolves (8.6.5)
    condition: tuple[str, str, str] | None = None
    # 「①[<event>時、<state>なら]→」: the 「なら」 of a surprise's [condition] (2.14.6), read when
    # the event happens — not met, the card is not turned face up (12.3.1); None: none printed
    flip_condition: tuple[Any, ...] | None = None
    # 「この技は1ターンにN回まで使える」: N (8.12: past it, the technique 「使えない」 — an automatic
    # one does not trigger, 8.12.3; an activated one is not used, 8.12.4; one waiting is removed,
    # 8.12.5)
    limit: int | None = None
    # what ``limit`` counts over: "turn" (「1ターンにN回まで」) or "game" (「1ゲームにN回まで」)
    limit_per: str = "turn"
    # with a condition: how many steps its own sentence holds, when more sentences follow (the
    # steps after them are under it by 8.6.5 as printed, or not, read as its sentence's only)
    scope: int | None = None
    # 「称号に“X”を含むあなたのカードがサポートした時」: texts the card of the trigger's event
    # must contain in its information (2.14.7)
    trigger_info: tuple[tuple[str, str], ...] = ()
    # 「あなたのベンチの《X》のカードがサポートした時」: technique attributes the card of the
    # trigger's event must hold (2.15.1), read with ``trigger_info``
    trigger_attributes: tuple[str, ...] = ()
    # 「あなたが（このカード以外の）《X》の技を使った時」 / 「あなたが【X】を使った時」: the technique
    # used must have these attributes (2.15.1), with True be of a card other than this one, and
    # have one of these names (2.13.1), its card in one of these zones as it is used
    # (「あなたのリングのカードが技を使った時」) — (attributes, other, names, zones)
    trigger_used: tuple[tuple[str, ...], bool, tuple[str, ...], tuple[str, ...]] | None = None
    # 「このカードが「X」 / 《X》のカード / 称号に“X”を含むカードをサポートした時」: the card
    # supported (the ring card attacking, 4.14.1) must be so described — (attributes, info)
    trigger_target: tuple[tuple[str, ...], tuple[tuple[str, str], ...]] | None = None
    # 「このカードが山札からリングに置かれた時」: the zones the card must come from (8.6.6: a
    # zone-move trigger names from where to where); () from anywhere
    trigger_from: tuple[str, ...] = ()
    # 「このカードが相手の技によってリタイヤ置場に置かれた時」: whose technique must make the move
    # (``you`` / ``opponent``: 4.15.2, the source of the effect); "" any cause
    trigger_by: str = ""
    # 「【閃光斬】《剣技》[リング]…」: the technique's names (技名, 2.13.1; several, 2.13.3) and
    # attributes (技属性, 2.15.1) printed before its [領域]
    names: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    # the points of the audit (``vs.unsettled.yaml``) the reading of its text rests on: a ruling
    # in which the technique is in force says so (``ruling.abilities.unsettled_of``)
    unsettled: tuple[str, ...] = ()
    # the clauses of the configuration through which the text reaches those points, named with
    # them (``ruling.abilities.unsettled_more``: 「キャラフェイズの終わりに」 reaches
    # ``phase_end_timing`` through the chara phase's end, 6.5.1.3)
    unsettled_more: tuple[str, ...] = ()


def _phase_left(trig: str | None) -> tuple[str, ...]:
    """The clause by which the phase a 「…フェイズの終わりに」 trigger names is left (6.5.1.3 for
    the chara phase: ``turn.PHASE_ENDS``), named with ``phase_end_timing``; () for another."""
    if not (trig or "").startswith("phase_end:"):
        return ()
    from ruling.games._vs.turn import PHASE_ENDS

    got = PHASE_ENDS.get((trig or "").partition(":")[2])
    return (got[0],) if got else ()


# the labels of a technique header (grammar: 【名】… 《属性》… before the [領域])
HEADER_KINDS = ("technique_name", "technique_attribute")


def header_of(node: Any, kind: str) -> tuple[str, ...]:
    """The names (``technique_name``) or attributes (``technique_attribute``) a technique's
    header prints (2.13.1 / 2.15.1), in order."""
    return tuple(lab.name for lab in getattr(node, "labels", ()) or () if lab.kind == kind)


def _refuse(why: str) -> Unsupported:
    return Unsupported(why)


# --------------------------------------------------------------------------- the shared reader

_PHASES = {
    "turn": "turn",
    "stand_phase": "stand_phase",
    "draw_phase": "draw_phase",
    "energy_phase": "energy_phase",
    "chara_phase": "chara_phase",
    "ability_phase": "ability_phase",
    "attack_phase": "attack_phase",
    "end_phase": "end_phase",
    "attack": "attack",
    "partner_attack": "partner_attack",
}


def _label_hook(lab: Any, h: Any, v: Any) -> bool:
    """The head brackets: the zone [領域] a technique works in (2.14.4) and the mark icons
    (entry spark, surprise, cancel: ch.12)."""
    if lab.kind == "area":
        if lab.name not in AREAS:
            raise _refuse(f"the area [{lab.name}]")
        h.zones += AREAS[lab.name]
        return True
    if lab.keyword is not None and lab.keyword.id in ("entry_spark", "surprise", "cancel"):
        if h.keyword is not None:
            raise _refuse("two mark icons")
        h.keyword = lab.keyword.id
        return True
    return False


def _technique_of_card(np: Any, v: Any) -> Any:
    """「（相手の）レベル2以上のカードの技」: the technique of a card so described — the card part
    read as a card selector (its information is the technique's, 3.8.4), the kinds made the
    technique (a cancel's condition on what it chooses, 8.5.1.3.1)."""
    from ruling.cardtext import nouns

    t = np.terms
    if (
        len(t) < 2
        or not isinstance(t[-1], A.CardKind)
        or t[-1].id != "technique"
        or not isinstance(t[-2], A.CardKind)
        or t[-2].id != "card"
    ):
        return None
    card = nouns.sel(replace(np, terms=t[:-1], links=np.links[: len(t) - 2]), v)
    return replace(card, kinds=("technique",))


# 「起動能力」 / 「自動能力」 / 「永続能力」 (8.1.1): the three kinds of ability a technique is
ABILITY_KINDS = {"起動": "activated", "自動": "auto", "永続": "continuous"}


def _ability_kind(np: Any, v: Any) -> Any:
    """「（相手の）起動能力（の技）」: the techniques of that kind of ability (8.1.1, 8.1.1.1 …) —
    a technique (kind ``technique``) in the group named by the kind's id (``Sel.groups``: the
    cancel's choice reads it, ``ability_kinds``). None for any other noun phrase."""
    t = list(np.terms)
    owner = t.pop(0) if t and isinstance(t[0], A.Owner) else None
    if t and t[-1] == A.CardKind("technique"):
        t.pop()
    if (
        len(t) != 1
        or not isinstance(t[0], A.Named)
        or t[0].head != A.CardKind("ability")
        or t[0].text not in ABILITY_KINDS
    ):
        return None
    from ruling.cardtext.ir import Sel

    who = {"opponent": "opponent", "you": "you", "self": "self"}.get(owner.who) if owner else None
    if owner is not None and who is None:
        return None
    return Sel(owner=who, kinds=("technique",), groups=(ABILITY_KINDS[t[0].text],))


def _that_deck(np: Any, v: Any) -> Any:
    """「その山札」: the deck the step before named (the performer's own: a card is put in its
    owner's deck, 3.1.4, and searched in the master's) — read as 「山札」 with no owner, which
    ``_op`` gives the performer. None for any other noun phrase."""
    if np.terms == (A.Ref("that_deck"),):
        from ruling.cardtext.ir import Sel

        return Sel(zones=("deck",))
    return None


# 「技効果」 (the grammar: 技 + 効果)
_EFFECT_TEXT = (A.CardKind("technique"), A.CardKind("effect"))


def _technique_text_contains(np: Any, v: Any) -> Any:
    """「（相手の、）技効果に“X”を含む技」: the techniques whose text (2.14) holds the quoted string
    (2.14.7) — its [領域] and cost brackets included (2.14.9), its ( ) notes not (2.14.2): read as
    the technique with ``("effect_text", X)`` among its descriptions (a cancel's condition on what
    it chooses, 8.5.1.3.1; ``techniques._cancel_may_choose``). The owner the grammar hangs on
    「技効果」 is the technique's. None for any other noun phrase."""
    if len(np.terms) < 2 or not isinstance(np.terms[0], A.Relative):
        return None
    c = np.terms[0].clause
    if c.verb != "contain" or c.form is not A.Form.FINAL or c.more or c.modal is not None:
        return None
    args = {a.role: a.value for a in c.args}
    g, o = args.get(A.Role.GOAL), args.get(A.Role.OBJECT)
    if set(args) != {A.Role.GOAL, A.Role.OBJECT} or not isinstance(g, A.NounPhrase):
        return None
    if tuple(g.terms[-2:]) != _EFFECT_TEXT or g.links[-1:] != ("",):
        return None
    owner = g.terms[:-2]
    if len(owner) > 1 or (owner and not isinstance(owner[0], A.Owner)):
        return None
    if not (
        isinstance(o, A.NounPhrase) and len(o.terms) == 1 and isinstance(o.terms[0], A.Literal)
    ):
        return None
    from ruling.cardtext.nouns import sel

    rest = sel(
        A.NounPhrase((*owner, *np.terms[1:]), (*g.links[: len(owner)], *np.links[1:]), np.span), v
    )
    if rest.kinds != ("technique",):
        return None
    return replace(rest, info_contains=(*rest.info_contains, ("effect_text", o.terms[0].text)))


def _bench_frame(np: Any, v: Any) -> Any:
    """「（自分の）ベンチの（空いている）枠」: a frame of that bench (3.3.3.2), an empty one for
    空いている (3.3.3.5) — read as 「（自分の）（空いている）ベンチ」, which names a bench frame where a
    card is put. None for any other noun phrase."""
    t, links = np.terms, np.links
    if (
        len(t) >= 2
        and t[-1] == A.Zone("slot")
        and t[-2] == A.Zone("bench")
        and links
        and links[-1] == "の"
    ):
        from ruling.cardtext.nouns import sel

        return sel(A.NounPhrase(t[:-1], links[:-1], np.span), v)
    return None


def _oneself_zone(np: Any, v: Any) -> Any:
    """「自身の（サプライズ置場|手札|…）」: the player's own zone — the rules' own wording for it
    (3.9.3 「自身の«サプライズ置場»のカード」, 6.5.1.2.5 「ターンプレイヤーは、自身の«サプライズ置場»
    のカードを…」), read as 「自分の…」 (the performer's). 自身 before anything but a zone (「このカー
    ド自身」, 「自身の技」) is not read here. None for any other noun phrase."""
    t = np.terms
    if (
        len(t) >= 2
        and t[0] == A.Owner("oneself")
        and isinstance(t[1], A.Zone)
        and np.links[:1] == ("の",)
    ):
        from ruling.cardtext.nouns import sel

        return sel(A.NounPhrase((A.Owner("self"), *t[1:]), np.links, np.span), v)
    return None


# 「その中のカード」 (the grammar: その + 中 + の + カード)
AMONG_THOSE = A.NounPhrase((A.Ref("that"), A.Word("during"), A.CardKind("card")), ("", "の"))


def _among_those(np: Any, v: Any) -> Any:
    """「その中のカード」: among the cards the step before looked at (「相手の手札を見て、その中の
    カードを1枚選び」, 「山札を上から3枚見て、その中のカードを1枚選び」) — as 「（見た中から）1枚を
    選び」 (zone ``looked``); ``_op`` refuses it with no look before. None for any other phrase."""
    if np == AMONG_THOSE:
        from ruling.cardtext.ir import Sel

        return Sel(zones=("looked",))
    return None


def _used_trigger(node: Any) -> Any:
    """「相手が技を使った時」 / 「あなたが技を使った時」 as a shared trigger of event ``used`` whose
    subject is the player who used it (8.12.1: a technique used is one resolved); None when the
    trigger is not of this shape."""
    from ruling.cardtext.conditions import args_of
    from ruling.cardtext.ir import Sel, Trig

    ev = node.trigger.event if node.trigger is not None else None
    if not isinstance(ev, A.Action) or ev.verb != "when" or len(ev.args) != 1:
        return None
    np = ev.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    c = getattr(rel, "clause", None)
    if not isinstance(c, A.Action) or c.verb != "use" or c.form is not A.Form.PAST:
        return None
    a = args_of(c)
    subj, obj = a.get(A.Role.SUBJECT), a.get(A.Role.OBJECT)
    if (
        set(a) == {A.Role.OBJECT}
        and isinstance(obj, A.NounPhrase)
        and len(obj.terms) >= 2
        and isinstance(obj.terms[0], A.Owner)
        and obj.links[:1] == ("の",)
    ):
        # 「あなたの《絵》の技を使った時」 / 「あなたの【X】を使った時」: the owner named before the
        # technique is the player who used it (a player's technique is one it uses, 4.3)
        subj = A.NounPhrase((obj.terms[0],))
        obj = A.NounPhrase(obj.terms[1:], obj.links[1:])
        a = {A.Role.SUBJECT: subj, A.Role.OBJECT: obj}
    place: tuple[str, ...] = ()
    if (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 3
        and isinstance(subj.terms[0], A.Owner)
        and subj.terms[1:] == (A.Zone("ring"), A.CardKind("card"))
    ):
        # 「あなたの / 相手のリングのカードが技を使った時」: a technique of that player's ring card,
        # used (8.12.1) — that player's, the technique's card in its ring as it is used
        subj, place = A.NounPhrase((subj.terms[0],)), ("ring",)
    if (
        set(a) != {A.Role.SUBJECT, A.Role.OBJECT}
        or not isinstance(subj, A.NounPhrase)
        or len(subj.terms) != 1
        or not isinstance(subj.terms[0], A.Owner)
        or subj.terms[0].who not in ("opponent", "you")
        or not isinstance(obj, A.NounPhrase)
    ):
        return None
    if (
        len(obj.terms) == 1
        and isinstance(obj.terms[0], A.Label)
        and obj.terms[0].kind in ("keyword", "technique_name")
    ):
        # 「あなたが【烈風拳】を使った時」: a technique of that name (2.13.1: a technique's name,
        # referred to in 【 】) used — resolved (8.12.1)
        return Trig(
            "used",
            subject=Sel(owner=subj.terms[0].who),
            target=Sel(kinds=("technique",), names=(obj.terms[0].name,), zones=place),
        )
    if obj.terms[-1:] != (A.CardKind("technique"),):
        return None
    # 「《唄》の技」: a technique of that attribute (2.15.1); 「このカード以外の…技」: one of another
    # card (the technique used is read on the card it is of: ``techniques`` 'used')
    terms = list(obj.terms[:-1])
    other = terms[:2] == [A.Ref("this_card"), A.Ref("except")]
    if other:
        terms = terms[2:]
    if any(not isinstance(t, A.Trait) for t in terms):
        return None
    if (other or terms) and subj.terms[0].who != "you":
        return None  # 「このカード以外の」 names the master's own cards
    target = Sel(
        kinds=("technique",),
        traits=tuple(t.text for t in terms if isinstance(t, A.Trait)),
        but=(Sel(ref="this"),) if other else (),
        zones=place,
    )
    plain = target == Sel(kinds=("technique",))
    return Trig("used", subject=Sel(owner=subj.terms[0].who), target=None if plain else target)


def _paren_effect(node: Any) -> Any:
    """A technique printed 「[領域](…)」 with nothing outside the parentheses but its header
    (name, attributes, [領域]): the ability the text in them makes under the same header, read as
    8.1.1.4's 「[領域](効果)」 (8.1.1.2.1's 「[領域](条件)した時、(効果)する」 for a trigger);
    None when the header has a cost or the text is not one ability."""
    from grammar.parse import parse_card

    areas = [lb for lb in node.labels if lb.kind == "area"]
    if len(node.reminders) != 1 or not areas or node.cost is not None:
        return None
    if node.trigger is not None or node.condition is not None or node.preamble:
        return None
    text = "".join(f"[{lb.name}]" for lb in areas) + node.reminders[0].text.strip()
    try:
        card = parse_card(text, "vs").card
    except Exception:  # a text the grammar does not type: refused by the caller
        return None
    abs_ = tuple(getattr(card, "abilities", None) or ())
    if len(abs_) != 1 or abs_[0].effect is None or abs_[0].reminders:
        return None
    inner = abs_[0]
    if inner.cost is not None or [lb for lb in inner.labels if lb.kind != "area"]:
        return None
    return replace(inner, labels=node.labels, keyword=node.keyword, span=node.span)


def _sparked(t: Any) -> bool:
    """「このカードが（エントリー）スパークした時」 (12.2.1 「この事を「スパークする」と呼びます」)."""
    c = when_clause(t.event) if t is not None else None
    if c is None or c.verb != "do" or c.form != A.Form.PAST or len(c.args) != 2:
        return False
    subj, what = c.args
    return (
        subj.role == A.Role.SUBJECT
        and subj.value.terms == (A.Ref("this_card"),)
        and what.role == A.Role.NONE
        and len(what.value.terms) == 1
        and isinstance(what.value.terms[0], A.Unknown)
        and what.value.terms[0].text in ("スパーク", "エントリースパーク")
    )


def _lost_as_retired(c: A.Action) -> A.Action | None:
    """「Xがアタック（に|で）負けた」 (3.5.1 「アタックによって負けたカード」) as the move that makes the
    loss: 「Xがアタックによってリタイヤ置場に置かれた」 (7.1.5.2 / 7.1.5.4); None for another shape."""
    if c.form != A.Form.PAST or c.more or c.modal is not None or c.amount is not None:
        return None
    args = {a.role: a for a in c.args}
    if len(args) != 2 or len(c.args) != 2 or A.Role.SUBJECT not in args:
        return None
    (how,) = [a for r, a in args.items() if r != A.Role.SUBJECT]
    if how.role not in (A.Role.GOAL, A.Role.MEANS):
        return None
    if how.value != A.NounPhrase((A.Word("attack"),), ()):
        return None
    return A.Action(
        "put",
        (
            args[A.Role.SUBJECT],
            A.Arg(A.Role.BY, how.value),
            A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("retire_area"),), ())),
        ),
        A.Form.PASSIVE_PAST,
    )


def _otherwise_split(node: Any) -> Any:
    """「…時、Xなら、A。そうでないなら、B。」: the 「なら」 the grammar reads as the technique's
    condition (after its trigger) is the case of the first sentence only, the next one opening
    with 「そうでないなら」 (the other case): X put on the first sentence's step, as a step's
    condition (8.6.5, read as it is reached, 8.1.1.5). None for any other ability."""
    eff = node.effect
    if (
        node.condition is None
        or node.condition.marker != "nara"
        or eff is None
        or len(eff.sentences) < 2
        or not eff.sentences[0].steps
        or not eff.sentences[1].steps
        or eff.sentences[1].steps[0].lead != "otherwise"
        or eff.sentences[0].steps[0].condition is not None
        or eff.sentences[0].steps[0].lead is not None
    ):
        return None
    first = eff.sentences[0]
    step = replace(first.steps[0], condition=node.condition)
    first = replace(first, steps=(step, *first.steps[1:]))
    return replace(node, condition=None, effect=replace(eff, sentences=(first, *eff.sentences[1:])))


def _ability_hook(node: Any, v: Any, items: tuple[Any, ...]) -> Any:
    """A surprise's condition 「[…]→」 (12.3.1) is the event that triggers it; a keyword line
    ({entry_spark} after the text) is the text's mark."""
    if node.effect is None and node.reminders:
        # 「【技名】[領域](…)」 with every word of it in parentheses: 8.1.1.4 writes a continuous
        # technique on the card as 「[領域](効果)」, and 2.14.2 makes text in () a note, not part
        # of the effect (then the technique has none, 2.14.3). The text does not settle which
        # (the audit's paren_effect): the engine reads the first, the parentheses as the
        # notation of 8.1.1.4, and every ruling the ability is in force in says so
        # (``compile_ability`` reads the parentheses first; here when that could not be done)
        raise _refuse(
            "the effect is printed only in parentheses, which vs 2.14.2 makes reminder text "
            "(an explanation, not part of the technique's effect) and 8.1.1.4's notation "
            "「[領域](効果)」 the effect itself: this text does not read as an effect either way"
        )
    # 「Xなら、A。<X's verb, the other polarity>なら、B。」 (「含まれるなら、A。含まれないなら、B。」):
    # the second is 「そうでないなら、B」 (the shared ``restated_other_case``)
    node = shared.restated_other_case(node)
    if node.effect is not None and node.effect.sentences and node.effect.sentences[0].steps:
        # 「このカードが受けるダメージは、相手のリングのカードの攻撃力が3000以下なら、500減る」: a
        # topic printed before a condition with a subject of its own is the sentence's (the
        # shared ``topic_carried``): 「…3000以下なら、このカードが受けるダメージは500減る」
        carried = shared.topic_carried(node)
        if carried != node:
            return _ability_hook(carried, v, items) or shared.compile_ability(carried, v, items)
    split = _otherwise_split(node)
    if split is not None:
        return shared.compile_ability(split, v, items)
    event = node.trigger.event if node.trigger is not None else None
    if node.condition is not None and node.condition.marker == "surprise":
        event = node.condition.clause
    lost = when_clause(event)
    if lost is not None and lost.verb == "lose_to":
        # 「…がアタックに / アタックで負けた時」: 3.5.1 names the retire zone the place 「アタックによっ
        # て負けたカードが置かれる」 — the card that loses an attack is the one the attack puts
        # there (7.1.5.2 / 7.1.5.4, the attacked ring card). The event is that move: read as
        # 「…がアタックによってリタイヤ置場に置かれた時」 (``_attack_retired``). A text that would
        # undo the move (「…リタイヤ置場ではなく控え室に置いてよい」) is a replacement of it, which a
        # trigger after it cannot make: refused where the step is read (a put 「ではなく」)
        retired = _lost_as_retired(lost)
        if retired is None:
            raise _refuse(
                "「…がアタックに負けた時」 of this shape (3.5.1: a card lost by an attack is the "
                "one put in the retire zone by it)"
            )
        put = A.Action("when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(retired),), ())),))
        if node.condition is not None and node.condition.marker == "surprise":
            node = replace(node, condition=replace(node.condition, clause=put))
        else:
            node = replace(node, trigger=replace(node.trigger, event=put))
        # the rewritten text read as any other (None: no other construction of this hook)
        return _ability_hook(node, v, items) or shared.compile_ability(node, v, items)
    if node.condition is not None and node.condition.marker == "surprise":
        t = A.Trigger(node.condition.clause)
        return shared.compile_ability(replace(node, condition=None, trigger=t), v, items)
    if _sparked(node.trigger):
        # 「このカードが（エントリー）スパークした時、」: 12.2.1 calls an entry spark's trigger
        # 「スパークする」 — the technique is the one marked with the icon (8.1.1.3.3), read as
        # 「{entry_spark}…」
        from grammar.parse import typed_keyword

        mark = A.Label("entry_spark", "mark", keyword=typed_keyword("vs", "エントリースパーク", []))
        # the icon printed too (「{entry_spark}【名】[リング]このカードがスパークした時、…」): the
        # trigger restates it — one mark, not two
        iconed = any(
            lb.keyword is not None and lb.keyword.id == "entry_spark" for lb in node.labels
        )
        labels = node.labels if iconed else (*node.labels, mark)
        return _ability_hook(replace(node, trigger=None, labels=labels), v, items)
    used = _used_trigger(node)
    if used is not None:
        # 「（相手|あなた）が技を使った時」 (8.12.2): the trigger is the event of a technique
        # resolved, which the shared reader has no word for: the rest is read under a timing
        # trigger standing in for it, then the trigger is put in its place
        stand_in = A.Trigger(
            A.Timing(A.NounPhrase((A.Word("turn"),), ()), "start"), None, node.trigger.pause
        )
        p = shared.compile_ability(replace(node, trigger=stand_in), v, items)
        return replace(p, trigger=used)
    if (
        node.kind == A.AbilityKind.AUTO
        and node.trigger is None
        and (node.condition is None or node.condition.marker == "nara")
        and any(lb.keyword is not None and lb.keyword.id == "entry_spark" for lb in node.labels)
    ):
        # 「{entry_spark}…」: the icon written at the head, in place of the [領域] (8.1.1.3.3
        # 「「」の代わりに「」と書かれている」) — the same mark as after the text (12.2.1); its
        # trigger is the icon itself (a 「…なら、」 opening the effect: the technique's condition,
        # checked as it resolves, 8.6.5 — as any automatic technique's)
        return shared.compile_ability(replace(node, kind=A.AbilityKind.CONTINUOUS), v, items)
    if node.keyword is not None and node.keyword.id in ("entry_spark", "surprise", "cancel"):
        lab = A.Label(node.keyword.name, "mark", keyword=node.keyword)
        return shared.compile_ability(
            replace(node, keyword=None, labels=(*node.labels, lab)), v, items
        )
    return None


# The steps of the attack sub-phase by the names the rules give them (7.1.2-7.1.6), read from a
# timing's scope as printed (the grammar has no word for them): 「（ステップ）の始めに」 (8.1.1.2.1)
STEP_NAMES = {
    "アタック宣言ステップ": "attack_declaration_step",
    "サポートステップ": "support_step",
    "パートナーブロックステップ": "partner_block_step",
    "アタック解決ステップ": "attack_resolution_step",
    "アタック終了ステップ": "attack_end_step",
}


def _step_timing_hook(t: Any, v: Any) -> Any:
    """「アタック宣言ステップの始めに」 (7.1.2.3): a timing trigger at a step the rules name; None
    for any other trigger."""
    from grammar.render import render_np
    from ruling.cardtext.ir import Trig

    tm = t.event
    if not isinstance(tm, A.Timing) or not isinstance(tm.scope, A.NounPhrase):
        return None
    scope, owner = tm.scope, None
    if len(scope.terms) > 1 and isinstance(scope.terms[0], A.Owner) and scope.links[0] == "の":
        # 「（あなた|相手）のアタック宣言ステップの始めに」: a step of that player's attack phase
        # (the turn player's, 6.1.1: ``_owned``)
        owner = v.owner(scope.terms[0].who)
        if owner not in ("you", "opponent"):
            return None
        scope = A.NounPhrase(scope.terms[1:], scope.links[1:])
        if (
            len(scope.terms) > 1
            and scope.terms[0] == A.Word("turn")
            and scope.links[0].rstrip("、") == "の"
        ):
            # 「相手のターンの(、)アタック宣言ステップの始めに」: the step of that player's turn —
            # the same as 「相手のアタック宣言ステップ」 (the attack phase is the turn player's, 6.1.1)
            scope = A.NounPhrase(scope.terms[1:], scope.links[1:])
    step = STEP_NAMES.get(render_np(scope))
    if step is None:
        return None
    return Trig("timing", phase=step, point=tm.point, owner=owner)


def _blocked_with_this_hook(t: Any, v: Any) -> Any:
    """「（あなたが）このカードでパートナーブロックした時」: the partner block (7.1.4.2) made with this
    card — the card put in the waiting room to block — its trigger condition arising in the
    partner block step (7.1.4.3); a [手札] one reads the zone the card left (8.1.1.2.1). None for
    any other trigger."""
    from ruling.cardtext.ir import Sel, Trig

    e = t.event
    if not isinstance(e, A.Action) or e.verb != "when" or len(e.args) != 1:
        return None
    np = e.args[0].value
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
        return None
    rel = np.terms[0]
    if not isinstance(rel, A.Relative):
        return None
    c = rel.clause
    if c.verb != "do" or c.form is not A.Form.PAST or c.more or c.modal is not None:
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or set(args) - {A.Role.SUBJECT, A.Role.MEANS, A.Role.NONE}:
        return None
    if args.get(A.Role.NONE) != A.NounPhrase((A.Word("partner_block"),)):
        return None
    if args.get(A.Role.MEANS) != A.NounPhrase((A.Ref("this_card"),)):
        return None
    who = args.get(A.Role.SUBJECT)
    if who is not None and who != A.NounPhrase((A.Owner("you"),)):
        return None
    return Trig("partner_block", subject=Sel(ref="this"))


# 「（名詞）する」 whose noun is a term the rules define as an act, and the verb it is
# (7.1.3.1 「このことを「サポートする」と呼びます」; 4.9.1.1 「スタンドする」, the same act as
# 【スタンド】する, 4.9.1.1.1): the grammar types them as 「する」 with the noun unread
SURU_NOUNS = {"サポート": "support", "スタンド": "stand"}


def _modal_periphrasis(a: Any) -> Any:
    """「…することができない / ことはできない」 as 「…できない」, 「…することができる」 as 「…できる」:
    the same prohibition (1.3.3) or permission in the periphrastic spelling
    (``ruling.cardtext.modal.PROHIBIT_MODALS`` / ``PERMIT_MODALS``), so that each construction
    reading the potential form reads it too. Any other action is returned as it is."""
    from ruling.cardtext.modal import PERMIT_MODALS, PROHIBIT_MODALS

    if a.form is not A.Form.FINAL or a.modal is None:
        return a
    if a.modal in PROHIBIT_MODALS:
        return replace(a, form=A.Form.CANNOT, modal=None)
    if a.modal in PERMIT_MODALS:
        return replace(a, form=A.Form.CAN, modal=None)
    return a


def _suru(a: Any) -> Any:
    """An ``Action`` 「Xする」 with X one of ``SURU_NOUNS`` as that verb, else None."""
    if a.verb != "do":
        return None
    rest, verb = [], None
    for arg in a.args:
        np = arg.value
        term = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
        if arg.role == A.Role.NONE and isinstance(term, A.Unknown) and term.text in SURU_NOUNS:
            verb = SURU_NOUNS[term.text]
        else:
            rest.append(arg)
    return replace(a, verb=verb, args=tuple(rest)) if verb else None


def _attribute_technique(np: Any) -> tuple[Any, ...] | None:
    """The terms before 「技」 when ``np`` ends 「…《X》の技」 / 「…《X》技」 (2.15.1), else None."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
        return None
    if np.terms[-1] != A.CardKind("technique") or not isinstance(np.terms[-2], A.Trait):
        return None
    return np.terms[:-1] if np.links[-1] in ("の", "") else None


def _has_attribute(a: Any) -> Any:
    """An ``Action`` 「…《X》の技を持つ」 / 「…《X》技を持つ」 (one object) as its description 《X》:
    2.15.1 「「《ヒーロー》技を持つカード」を単に《ヒーロー》と書くことがあります」 — a card holds the
    attributes its techniques print (``attributes_of``). Returns the object's terms, else None."""
    if not isinstance(a, A.Action) or a.verb != "have" or a.modal is not None or a.more:
        return None
    if a.form != A.Form.FINAL or a.amount is not None:
        return None
    return _attribute_technique(a.args[-1].value) if a.args[-1].role == A.Role.OBJECT else None


def _attribute_np(np: Any) -> Any:
    """「あなたのリングの《剣技》の技を持つカード」 (the grammar: a relative clause whose object is
    「あなたのリングの《剣技》の技」) read as 「あなたのリングの《剣技》のカード」 (2.15.1)."""
    for i, t in enumerate(np.terms[:-1]):
        if not isinstance(t, A.Relative) or len(t.clause.args) != 1:
            continue
        obj = _has_attribute(t.clause)
        if obj is None or np.links[i] != "":
            continue
        inner = t.clause.args[0].value
        return replace(
            np,
            terms=np.terms[:i] + obj + np.terms[i + 1 :],
            links=np.links[:i] + inner.links[:-1] + ("の",) + np.links[i + 1 :],
        )
    return np


# the card references whose 「…の技」 are a card's techniques (2.13.2): 「この / そのカード」,
# 「そのキャラ」 (data)
_CARD_REFS = ("this_card", "that_card", "that_character")


def _technique_is_attribute(a: Any) -> Any:
    """「（この|その）カードの技が《X》（なら）」 read as 「（この|その）カードが《X》」: 2.15.1 「「《ヒーロー》技を
    持つカード」は単に《ヒーロー》と表される」 — the card's techniques hold the attribute, so the card
    holds it (``attributes_of``: a card holds the attributes its techniques print, and those
    added, 2.15.2). Only a card reference before 「の技」 (「相手の技」 names a technique, not a
    card's); the predicate only technique attributes. None for any other clause."""
    if not isinstance(a, A.Action) or a.verb != "be" or a.form != A.Form.NOMINAL:
        return None
    if a.modal is not None or a.more or a.amount is not None or len(a.args) != 2:
        return None
    subj, pred = a.args
    if subj.role != A.Role.SUBJECT or pred.role != A.Role.PREDICATE:
        return None
    np = subj.value
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.links != ("の",):
        return None
    if np.terms[-1] != A.CardKind("technique"):
        return None
    if not isinstance(np.terms[0], A.Ref) or np.terms[0].id not in _CARD_REFS:
        return None
    if not isinstance(pred.value, A.NounPhrase) or not pred.value.terms:
        return None
    if not all(isinstance(t, A.Trait) for t in pred.value.terms):
        return None
    return replace(a, args=(replace(subj, value=A.NounPhrase(np.terms[:1], ())), pred))


def _has_attribute_clause(a: Any) -> Any:
    """「相手のリングのカードが《歌》の技を持つ」 read as 「相手のリングのカードが《歌》」 (2.15.1)."""
    if len(a.args) != 2 or a.args[0].role != A.Role.SUBJECT:
        return None
    obj = _has_attribute(a)
    if obj is None or len(a.args[1].value.terms) != len(obj) + 1:
        return None  # the object is 「《X》の技」 alone (no owner or zone of its own)
    pred = A.NounPhrase(obj, a.args[1].value.links[:-1])
    return replace(
        a,
        verb="be",
        args=(a.args[0], replace(a.args[1], role=A.Role.PREDICATE, value=pred)),
        form=A.Form.NOMINAL,
    )


def _this_in_area(node: Any) -> Any:
    """「あなたのリングのこのカード」 in a technique whose one [領域] is the ring: the card is
    described by the zone its technique works in — in force (8.1.1.4) or used (8.1.1.1.1) only
    while it is there, and a card that leaves is a new card (3.1.4) that 「このカード」 no longer
    names — so it is 「このカード」. Another zone than the [領域], or another owner than the
    master's, is left as printed (refused by the reader)."""
    import dataclasses

    areas = [lb.name for lb in node.labels if lb.kind == "area"]
    zones = AREAS.get(areas[0]) if len(areas) == 1 else None
    if zones is None or len(zones) != 1:
        return node
    (zone,) = zones
    zone_words = (VOCAB or _vocab()).zones

    def walk(x: Any) -> Any:
        if isinstance(x, A.NounPhrase):
            t = x.terms
            if (
                len(t) == 3
                and isinstance(t[0], A.Owner)
                and t[0].who in ("you", "self")
                and isinstance(t[1], A.Zone)
                and zone_words.get(t[1].id) == zone
                and t[2] in (A.Ref("this_card"), A.Ref("this"))
                and x.links[:2] == ("の", "の")
            ):
                return replace(x, terms=(t[2],), links=())
        if isinstance(x, tuple):
            new = tuple(walk(i) for i in x)
            return new if any(a is not b for a, b in zip(new, x, strict=True)) else x
        if not dataclasses.is_dataclass(x) or isinstance(x, type):
            return x
        changes = {}
        for f in dataclasses.fields(x):
            v = getattr(x, f.name)
            w = walk(v)
            if w is not v:
                changes[f.name] = w
        return replace(x, **changes) if changes else x

    return walk(node)


def _cancel_condition(node: Any) -> Any:
    """A cancel whose text is only the condition of what it cancels, a technique's noun phrase
    (「{cancel}[手札][このカードを控え室に置く]相手のレベル2以下のカードの技」: 8.5.1.3.1 「能力中に
    示されている条件(例 相手のレベル2の…技、相手の…技など)を満たしているものしか選ぶことは
    できません」, 12.1.1): read as 「…の技をキャンセルする」 (then as 「…の技を1つ選び、キャンセル
    する」, ``_cancel_named``). The node as it is for any other ability."""
    if not any(lb.keyword is not None and lb.keyword.id == "cancel" for lb in node.labels):
        return node
    eff = node.effect
    if eff is None or len(eff.sentences) != 1 or len(eff.sentences[0].steps) != 1:
        return node
    st = eff.sentences[0].steps[0]
    b = shared.lone_predicate(st)
    if b is None:
        return node
    np = b.args[0].value
    if not isinstance(np, A.NounPhrase) or not np.terms or np.terms[-1] != A.CardKind("technique"):
        return node
    act = A.Action("cancel", (A.Arg(A.Role.OBJECT, np),), A.Form.FINAL, span=b.span)
    sent = replace(eff.sentences[0], steps=(replace(st, body=act),))
    return replace(node, effect=replace(eff, sentences=(sent,)))


# 「その中から」 as the grammar types it: the cards the step before acted on (its look, 4.11)
_AMONG_THAT = A.NounPhrase((A.Ref("that"), A.Word("during")), ("",))
# its other spellings: 「それらの中から」, 「見たカードの中から」
_AMONG_SPELLINGS = (
    A.NounPhrase((A.Ref("those"), A.Word("during")), ("の",)),
    A.NounPhrase(
        (A.Relative(A.Action("look", (), A.Form.PAST)), A.CardKind("card"), A.Word("during")),
        ("", "の"),
    ),
)


def _among_looked(a: Any) -> Any:
    """「その中から X を選び / 公開し」 in the spellings other hands print — 「それらの中から」,
    「見たカードの中から」, 「その中の X を」 (the source folded into the object) — as the one the
    constructions read (``_AMONG_THAT``). Any other action is returned as it is."""
    if a.verb not in ("choose", "reveal"):
        return a
    args = []
    changed = False
    for arg in a.args:
        v = arg.value
        if arg.role is A.Role.SOURCE and _plain(v) in _AMONG_SPELLINGS:
            args.append(replace(arg, value=_AMONG_THAT))
            changed = True
            continue
        if (
            arg.role is A.Role.OBJECT
            and isinstance(v, A.NounPhrase)
            and len(v.terms) > 2
            and _plain(A.NounPhrase(v.terms[:2], v.links[:1])) == _AMONG_THAT
            and v.links[1] == "の"
            and not any(x.role is A.Role.SOURCE for x in a.args)
        ):
            args.append(A.Arg(A.Role.SOURCE, _AMONG_THAT))
            args.append(replace(arg, value=A.NounPhrase(v.terms[2:], v.links[2:])))
            changed = True
            continue
        args.append(arg)
    return replace(a, args=tuple(args)) if changed else a


# the forms of a step another step of its sentence follows (「…公開し、」 / 「…公開して」)
_LINKING_FORMS = (A.Form.CONTINUATIVE, A.Form.TE)


def _reveal_counted(st: Any) -> tuple[Any, ...] | None:
    """「（その中から）♥のカードを1枚まで公開し、手札に加える」: a reveal of N (up to N) of the cards
    described, followed in its sentence by a step acting on them — the player picks which it
    reveals (4.12.1: the card revealed is the one the player shows; 8.1.1.5 a choice is made as
    the step is done): the steps 「…を1枚まで選び、公開して、手札に加える」, as printed by other
    hands. None for any other step (a reveal with no count, or no object: 「公開して」 of the
    cards chosen before)."""
    b = st.body
    if not isinstance(b, A.Action) or b.verb != "reveal" or b.form not in _LINKING_FORMS:
        return None
    if b.modal is not None or b.more or b.amount is not None or st.condition is not None:
        return None
    roles = [a.role for a in b.args]
    counts = [a for a in noun_args(b, A.Role.NONE, 1) if isinstance(np_terms(a.value)[0], A.Count)]
    if A.Role.OBJECT not in roles or len(counts) != 1:
        return None
    if not set(roles) <= {A.Role.OBJECT, A.Role.NONE, A.Role.SOURCE, A.Role.TOPIC}:
        return None
    choose = replace(st, body=replace(b, verb="choose", form=A.Form.CONTINUATIVE))
    reveal = replace(
        st,
        body=replace(b, args=(), form=b.form),
        lead=None,
        condition=None,
        cost=None,
    )
    return (choose, reveal)


def _cancel_named(st: Any) -> tuple[Any, ...] | None:
    """「相手の（《X》の）技をキャンセルする」 — a cancel naming the technique without 「1つ選び」: the
    technique cancelled is chosen as the cancel is used (8.5.1.3.1 「この時点でキャンセルを行う
    解決領域中の能力を選びます」), one (12.1.1 「能力を1つ選ぶ事ができるなら」): the steps
    「…を1つ選び、キャンセルする」. None for any other step."""
    b = st.body
    if not isinstance(b, A.Action) or b.verb != "cancel" or b.modal is not None or b.more:
        return None
    if len(b.args) != 1 or b.args[0].role != A.Role.OBJECT or b.form != A.Form.FINAL:
        return None
    np = b.args[0].value
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.terms[-2:] == (A.CardKind("technique"), A.CardKind("effect"))
        and np.links[-1] == "の"
    ):
        # 「相手の《策謀》技の効果をキャンセルする」: the technique whose effect it is, in the
        # resolution zone, is what a cancel chooses and cancels (8.5.1.3.1, 12.1.1)
        np = A.NounPhrase(np.terms[:-1], np.links[:-1])
        b = replace(b, args=(replace(b.args[0], value=np),))
    if (
        not isinstance(np, A.NounPhrase)
        or not np.terms
        or np.terms[-1] != A.CardKind("technique")
        or any(isinstance(t, A.Count) for t in np.terms)
    ):
        return None
    one = A.NounPhrase((A.Count(A.Number(1), unit="item", bound="exact"),), ())
    choose = A.Action(
        "choose", (b.args[0], A.Arg(A.Role.NONE, one)), A.Form.CONTINUATIVE, span=b.span
    )
    return (
        replace(st, body=choose, pause=True),
        replace(st, body=replace(b, args=()), lead=None, condition=None),
    )


def _very_top(a: Any) -> Any:
    """「（自分の）山札の1番上を（見る|…に置く）」: the deck's top card (3.2.5), the same words as
    「山札の上から1枚を…」 (a source and a count of one); 「山札の上のカード（をN枚）」 the same —
    the card on top (3.2.5's 「上」), or the N cards on top when a count follows. None for any
    other action."""
    for i, arg in enumerate(a.args):
        np = arg.value
        if not isinstance(np, A.NounPhrase) or arg.role != A.Role.OBJECT:
            continue
        card = (
            len(np.terms) > 2 and np.terms[-1] == A.CardKind("card") and np.links[-1] in ("の", "")
        )
        if card:
            # 「山札の1番上のカード」 / 「山札の上のカード」: the same card
            np = A.NounPhrase(np.terms[:-1], np.links[:-1])
        t = np.terms
        if (
            len(t) < 2
            or not isinstance(t[-1], A.Position)
            or t[-1].id not in ("very_top", *(("top",) if card else ()))
            or not isinstance(t[-2], A.Zone)
            or t[-2].id != "deck"
            or np.links[-1] != "の"
        ):
            continue
        src = A.NounPhrase((*t[:-1], A.Position("top")), np.links)
        one = A.NounPhrase((A.Count(A.Number(1), unit="card", bound="exact"),), ())
        rest = list(a.args[i + 1 :])
        counts = [
            j
            for j, x in enumerate(rest)
            if x.role == A.Role.NONE
            and isinstance(x.value, A.NounPhrase)
            and len(x.value.terms) == 1
            and isinstance(x.value.terms[0], A.Count)
        ]
        if counts:
            if t[-1].id == "very_top":
                continue  # 「1番上のカードをN枚」: not this shape
            # 「山札の上のカードをN枚」: the count printed
            one = rest.pop(counts[0]).value
        args = (*a.args[:i], A.Arg(A.Role.SOURCE, src), replace(arg, value=one), *rest)
        return replace(a, args=args)
    return None


def _damage_np(np: Any) -> Any:
    """「Xが受けている / 受けた / Xに与えられた / Xに蓄積されたダメージ」: the damage accumulated on
    X (7.1.5.3 「このダメージは蓄積されます」, read by the shared ``cardtext.damage``), as 「Xの
    ダメージ」; 「受けているダメージ」 with no X (after a choice): 「そのカードのダメージ」. None for
    any other noun phrase."""
    from ruling.cardtext.damage import DAMAGE, damage_owner

    t = np.terms
    if len(t) != 2 or not isinstance(t[0], A.Relative):
        return None
    who = damage_owner(np, unsaid=A.NounPhrase((A.Ref("that_card"),), ()))
    if who is None:
        return None
    return A.NounPhrase((*who.terms, DAMAGE), (*who.links, "の"))


def _exists_with_attribute(a: Any) -> Any:
    """「あなたのベンチに《X》の技を持つカードが（N枚以上）ある」: the grammar hangs the place
    (「あなたのベンチに」) on 「持つ」; it is where the cards are — read as 「あなたのベンチに《X》の
    カードが…ある」 (2.15.1). None for any other action."""
    if not isinstance(a, A.Action) or a.verb not in ("exist", "exist_thing"):
        return None
    for i, arg in enumerate(a.args):
        np = arg.value
        if arg.role != A.Role.SUBJECT or not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
            continue
        rel = np.terms[0]
        if not isinstance(rel, A.Relative) or np.links[0] != "":
            continue
        c = rel.clause
        if (
            len(c.args) != 2
            or c.args[0].role != A.Role.GOAL
            or any(x.role == A.Role.GOAL for x in a.args)
        ):
            continue
        obj = _has_attribute(replace(c, args=c.args[1:]))
        if obj is None:
            continue
        inner = c.args[1].value
        subj = A.NounPhrase((*obj, *np.terms[1:]), (*inner.links[:-1], "の", *np.links[1:]))
        return replace(a, args=(c.args[0], *a.args[:i], replace(arg, value=subj), *a.args[i + 1 :]))
    return None


ATTRIBUTE_FIELD = A.NounPhrase((A.CardKind("technique"), A.Unknown("属性")), ("",))


def _field_of(np: Any) -> int:
    """How many of the last terms of a noun phrase are a field of a card's information it ends
    with (「技属性」 2.15: 2; 「称号」 / 「名前」 2.14.7, 2.1.1: 1); 0 if it ends with none."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return 0
    if np.terms[-2:] == ATTRIBUTE_FIELD.terms and np.links[-1:] == ATTRIBUTE_FIELD.links:
        return 2
    return 1 if np.terms[-1] in INFO_FIELDS else 0


def _place_before_field(a: Any) -> Any:
    """「あなたのベンチに技属性に《X》を持つカード」: two 「…に」, the first a place (a player's zone,
    where the cards are) and the second a field of a card's information — read as one,
    「あなたのベンチの技属性に《X》を持つ」 (the place before the field is the card's, as
    ``_attribute_contains`` reads 「自分の控え室の技属性に…」). Any other action as it is."""
    goals = [i for i, x in enumerate(a.args) if x.role is A.Role.GOAL]
    if len(goals) != 2:
        return a
    place, field_ = a.args[goals[0]].value, a.args[goals[1]].value
    if (
        not isinstance(place, A.NounPhrase)
        or not isinstance(field_, A.NounPhrase)
        or _field_of(field_) != len(field_.terms)
        or len(place.terms) != 2
        or not isinstance(place.terms[0], A.Owner)
        or not isinstance(place.terms[1], A.Zone)
    ):
        return a
    joined = A.NounPhrase((*place.terms, *field_.terms), (*place.links, "の", *field_.links))
    args = tuple(x for i, x in enumerate(a.args) if i != goals[0])
    k = goals[1] - 1
    return replace(a, args=(*args[:k], replace(args[k], value=joined), *args[k + 1 :]))


def _held_as_contained(a: Any) -> Any:
    """A field of a card's information said to hold a value with another verb than 「含む」 —
    「（…が）技属性に《X》を持つ」 (2.15.1's own verb), 「…の技属性に《X》がある」, 「称号に“X”を
    持つ」 — read as 「…に《X》を含む」 (2.15, 2.14.7: the value is in the field), which the readers
    of 「含む」 then read (``_attribute_contains``, ``_contains_attribute_clause``,
    ``_owned_field_contains``). None for any other action."""
    if not isinstance(a, A.Action) or a.verb not in ("have", "exist", "exist_thing"):
        return None
    if a.modal is not None or a.more or a.form not in (A.Form.FINAL, A.Form.NEGATIVE):
        return None
    a = _place_before_field(a)
    by = {x.role: x for x in a.args}
    goal = by.get(A.Role.GOAL)
    if goal is not None and (named := _field_phrase(goal.value)) is not None:
        goal = replace(goal, value=named)  # 「…のパートナーの性別に」 (2.8)
    if len(by) != len(a.args) or goal is None or not _field_of(goal.value):
        return None
    held = by.get(A.Role.OBJECT) if a.verb == "have" else by.get(A.Role.SUBJECT)
    if held is None or not isinstance(held.value, A.NounPhrase) or len(held.value.terms) != 1:
        return None
    sign = GENDER_SIGNS.get(held.value.terms[0])
    if sign is not None and goal.value.terms[-1] in GENDER_FIELDS:
        # 「…のパートナーの性別に♥がある」: the sign names the gender (2.8.1: ♠ male, ♥ female),
        # one of the field's values (2.8.2: several)
        held = replace(held, value=A.NounPhrase((A.Literal(sign),)))
    if not isinstance(held.value.terms[0], (A.Trait, A.Literal, A.Name)):
        return None
    rest = [x for x in a.args if x.role not in (A.Role.GOAL, held.role)]
    if a.verb != "have" and rest:
        return None
    args = (*rest, goal, replace(held, role=A.Role.OBJECT))
    return replace(a, verb="contain", args=args, variant=0)


def _passive_held(c: Any) -> Any:
    """A relative clause 「技属性に《X》が含まれる（カード）」 — the passive of 「含む」, the value its
    subject — read as 「技属性に《X》を含む（カード）」: the card the clause describes holds X in the
    field (2.15, 2.15.1) whichever voice says so. None for any other clause."""
    if not isinstance(c, A.Action) or c.verb != "contain" or c.form is not A.Form.PASSIVE:
        return None
    if c.modal is not None or c.more or c.amount is not None:
        return None
    subj = [x for x in c.args if x.role == A.Role.SUBJECT]
    goals = [x for x in c.args if x.role == A.Role.GOAL]
    if len(subj) != 1 or not goals or len(subj) + len(goals) != len(c.args):
        return None
    field_ = goals[-1].value
    if not isinstance(field_, A.NounPhrase) or field_.terms[-2:] != ATTRIBUTE_FIELD.terms:
        return None
    args = tuple(replace(x, role=A.Role.OBJECT) if x is subj[0] else x for x in c.args)
    return replace(c, args=args, form=A.Form.FINAL)


def _attribute_contains(np: Any) -> Any:
    """「技属性に《X》を含むカード」 read as 「《X》のカード」: the card holds the technique attribute
    X (2.15: 技属性; 2.15.1 「《ヒーロー》技を持つカード」 written 《ヒーロー》). None for any other
    noun phrase (a relative clause with a subject of its own is left as printed)."""
    for i, t in enumerate(np.terms[:-1]):
        if not isinstance(t, A.Relative) or np.links[i] != "":
            continue
        c = _held_as_contained(t.clause) or _passive_held(t.clause) or t.clause
        if c.verb != "contain" or c.form != A.Form.FINAL or c.modal is not None or c.more:
            continue
        by = {a.role: a.value for a in c.args}
        obj, goal = by.get(A.Role.OBJECT), by.get(A.Role.GOAL)
        if (
            len(by) != len(c.args)
            or set(by) != {A.Role.GOAL, A.Role.OBJECT}
            or not isinstance(goal, A.NounPhrase)
            or goal.terms[-2:] != ATTRIBUTE_FIELD.terms
            or goal.links[-1:] != ATTRIBUTE_FIELD.links
            or not isinstance(obj, A.NounPhrase)
            or len(obj.terms) != 1
            or not isinstance(obj.terms[0], A.Trait)
        ):
            continue
        # 「自分の控え室の技属性に《竜》を含むカード」: the place before 「技属性」 is the card's
        # (「あなたのフィールドの、技属性に…」: the comma after 「の」 changes nothing)
        place, place_links = goal.terms[:-2], goal.links[:-2]
        if place and goal.links[-2] not in ("の", "の、"):
            continue
        return replace(
            np,
            terms=(*np.terms[:i], *place, obj.terms[0], *np.terms[i + 1 :]),
            links=(
                *np.links[:i],
                *place_links,
                *(("の",) if place else ()),
                "の",
                *np.links[i + 1 :],
            ),
        )
    return None


def _contains_attribute_clause(a: Any) -> Any:
    """「あなたのリングのカードが技属性に《剣技》を含む」 (and 「…のカードの技属性に《剣技》が含まれ
    る」, shared ``active_contain``) read as 「あなたのリングのカードが《剣技》」 (2.15, 2.15.1),
    as 「…が《剣技》の技を持つ」 is. None for any other action."""
    from ruling.cardtext.conditions import active_contain

    a = _held_as_contained(a) or a
    if not isinstance(a, A.Action) or a.verb != "contain":
        return None
    a = active_contain(a) or a
    if a.form not in (A.Form.FINAL, A.Form.NEGATIVE) or a.modal is not None or a.more:
        return None
    by = {x.role: x.value for x in a.args}
    obj = by.get(A.Role.OBJECT)
    if (
        len(by) != len(a.args)
        or set(by) != {A.Role.SUBJECT, A.Role.GOAL, A.Role.OBJECT}
        or by[A.Role.GOAL] != ATTRIBUTE_FIELD
        or not isinstance(obj, A.NounPhrase)
        or len(obj.terms) != 1
        or not isinstance(obj.terms[0], A.Trait)
    ):
        return None
    if a.form is A.Form.NEGATIVE:
        return None  # 「…を含まない」: left as printed
    return A.Action(
        "be",
        (A.Arg(A.Role.SUBJECT, by[A.Role.SUBJECT]), A.Arg(A.Role.PREDICATE, obj)),
        A.Form.NOMINAL,
    )


INFO_FIELDS = (
    A.Word("title"),
    A.Word("name"),
    A.Word("partner_name"),
    A.Word("partner_title"),
    A.Word("partner_gender"),
)

# a field of a card's information the lexicon has no word for, by the words printed (data):
# 「パートナーの名前」 (2.5), 「パートナーの称号」 (2.6), 「パートナーの性別」 (2.8)
FIELD_PHRASES: dict[tuple[Any, ...], str] = {
    (A.Unknown("パートナー"), A.Word("name")): "partner_name",
    (A.Unknown("パートナー"), A.Word("title")): "partner_title",
    (A.Unknown("パートナー"), A.Unknown("性別")): "partner_gender",
}

# the fields of gender (2.4, 2.8) and the sign printed for a value of them (2.4.1.1, 2.8.1: 「♠」
# male, 「♥」 female) -> the value (data)
GENDER_FIELDS = (A.Word("partner_gender"),)
GENDER_SIGNS = {A.Word("male_sign"): "男", A.Word("female_sign"): "女"}


def _field_phrase(np: Any) -> Any:
    """「…パートナーの名前」 / 「パートナーの称号」: the two words of a field the lexicon does not
    hold (``FIELD_PHRASES``) as the one field word the readers of 「（称号|名前）に“X”を含む」
    read. None for any other noun phrase."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.links[-1] != "の":
        return None
    key = FIELD_PHRASES.get(tuple(np.terms[-2:]))
    if key is None:
        return None
    return A.NounPhrase((*np.terms[:-2], A.Word(key)), np.links[:-1])


def _owned_field_contains(a: Any) -> Any:
    """A condition 「あなたのリングのカードの（称号|名前|技属性）に“X”を含む（まない）なら」 (no subject:
    the card is named before the field) read as 「あなたのリングのカードが（称号|名前|技属性）に
    “X”を含む」 (2.14.7, 2.1.1, 2.15). None for any other clause."""
    if a.verb != "contain" or a.form not in (A.Form.FINAL, A.Form.NEGATIVE):
        return None
    by = roles_exactly(a, A.Role.GOAL, A.Role.OBJECT)
    if by is None:
        return None
    goal = by.get(A.Role.GOAL)
    goal = _field_phrase(goal) or goal  # 「…のパートナーの名前」 (2.5)
    if not isinstance(goal, A.NounPhrase) or len(goal.terms) < 2:
        return None
    if goal.terms[-2:] == ATTRIBUTE_FIELD.terms and goal.links[-1:] == ATTRIBUTE_FIELD.links:
        n = 2
    elif goal.terms[-1] in INFO_FIELDS:
        n = 1
    else:
        return None
    if len(goal.terms) <= n or goal.links[-n] != "の":  # the link before the field
        return None
    owner = A.NounPhrase(goal.terms[:-n], goal.links[: len(goal.terms) - n - 1])
    field_ = A.NounPhrase(goal.terms[-n:], goal.links[len(goal.terms) - n :])
    return replace(
        a,
        args=(
            A.Arg(A.Role.SUBJECT, owner),
            A.Arg(A.Role.GOAL, field_),
            A.Arg(A.Role.OBJECT, by[A.Role.OBJECT]),
        ),
    )


def _name_is(a: Any) -> Any:
    """「あなたのリングのカードの名前が『X』 / 「X」なら」: the card's name is X (2.1.1; each of
    several, 2.1.2.1) — read as the card named X (``("named", X)``, matched exactly by
    ``named_match``), whichever brackets quote the name (with 名前 written, 『』 quotes a name,
    not a work as 2.9.1's 『』 alone would). None for any other clause."""
    if not isinstance(a, A.Action) or a.verb != "be" or a.form is not A.Form.NOMINAL:
        return None
    by = roles_exactly(a, A.Role.SUBJECT, A.Role.PREDICATE)
    if by is None:
        return None
    subj, pred = by.get(A.Role.SUBJECT), by.get(A.Role.PREDICATE)
    if not isinstance(subj, A.NounPhrase) or len(subj.terms) < 2 or a.modal or a.more:
        return None
    if subj.terms[-1] != A.Word("name") or subj.links[-1] != "の":
        return None
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) != 1:
        return None
    t = pred.terms[0]
    text = getattr(t, "text", None) if isinstance(t, (A.Work, A.Literal, A.Name)) else None
    if not text:
        return None
    owner = A.NounPhrase(subj.terms[:-1], subj.links[:-1])
    return replace(
        a,
        verb="contain",
        form=A.Form.FINAL,
        args=(
            A.Arg(A.Role.SUBJECT, owner),
            A.Arg(A.Role.GOAL, A.NounPhrase((A.Word("named"),), ())),
            A.Arg(A.Role.OBJECT, A.NounPhrase((A.Literal(text),), ())),
        ),
    )


def _exists_attribute_contains(a: Any) -> Any:
    """「あなたのベンチに技属性に《X》を含むカードがある」: the grammar hangs the place (「あなたの
    ベンチに」) on 「含む」 beside 「技属性に」; it is where the cards are — moved to 「ある」, the
    rest read by ``_attribute_contains``. None for any other action."""
    if not isinstance(a, A.Action) or a.verb not in ("exist", "exist_thing"):
        return None
    if any(x.role == A.Role.GOAL for x in a.args):
        return None
    for i, arg in enumerate(a.args):
        np = arg.value
        if arg.role != A.Role.SUBJECT or not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
            continue
        rel = np.terms[0]
        if isinstance(rel, A.Relative) and (held := _passive_held(rel.clause)) is not None:
            rel = replace(rel, clause=held)  # 「…に技属性に《X》が含まれるカード」
        if not isinstance(rel, A.Relative) or rel.clause.verb != "contain":
            continue
        goals = [x for x in rel.clause.args if x.role == A.Role.GOAL]
        if len(goals) != 2 or goals[1].value != ATTRIBUTE_FIELD:
            continue
        inner = replace(rel.clause, args=tuple(x for x in rel.clause.args if x is not goals[0]))
        subj = replace(np, terms=(replace(rel, clause=inner), *np.terms[1:]))
        return replace(a, args=(goals[0], *a.args[:i], replace(arg, value=subj), *a.args[i + 1 :]))
    return None


def _titled_name(np: Any) -> Any:
    """「（あなたのベンチの）“双子の妹”ユナ」: a card named by its title in “…” and its name, as
    the card prints them (2.3.1 称号, 2.1.1 名前) — read as 「（あなたのベンチの）“双子の妹”ユナ
    という名前のカード」: the relative 「…の named に“T”N を含む」 the shared reader makes a filter of
    (``info_contains`` ``("named", "“T”N")``, matched exactly by ``named_match``). None for any
    other noun phrase."""
    t, links = np.terms, np.links
    m = _TITLED.fullmatch(t[-1].text) if t and isinstance(t[-1], A.Name) else None
    if m is not None and all(lk == "の" for lk in links):
        # 「“T”N」 as one name token (the input layer's ``grammar.cardname``): the same card
        t = (*t[:-1], A.Literal(m.group(1)), A.Unknown(m.group(2)))
        links = (*links, "")
    i = next((k for k, x in enumerate(t) if isinstance(x, A.Literal)), None)
    if i is None or i + 1 >= len(t):
        return None
    rest = t[i + 1 :]
    if not rest or not all(isinstance(x, A.Unknown) for x in rest):
        return None
    if any(lk != "" for lk in links[i:]):
        return None
    if i and links[i - 1] != "の":
        return None
    text = f"“{t[i].text}”{''.join(x.text for x in rest)}"
    goal = A.NounPhrase((*t[:i], A.Word("named")), (*links[: i - 1], "の") if i else ())
    if i == 0:
        goal = A.NounPhrase((A.Word("named"),), ())
    rel = A.Relative(
        A.Action(
            "contain",
            (A.Arg(A.Role.GOAL, goal), A.Arg(A.Role.OBJECT, A.NounPhrase((A.Literal(text),), ()))),
            A.Form.FINAL,
        )
    )
    return A.NounPhrase((rel, A.CardKind("card")), ("",))


def _rewrite(x: Any) -> Any:
    """The AST with every 「（SURU_NOUNS）する」 read as its verb, 「《X》の技を持つ」 as 《X》
    (2.15.1) (the same object when none is), and 「…の技をキャンセルする」 as 「…の技を1つ選び、
    キャンセルする」 (8.5.1.3.1)."""
    import dataclasses

    if isinstance(x, A.Effect):
        from ruling.cardtext.if_done import tara_as_if_done

        # 「Xしたら、Y」: 「X。そうしたら、Y」 (8.6.5 「「～したら」で示された項目を実行」)
        x = tara_as_if_done(x)
    if isinstance(x, A.Sentence):
        steps: list[Any] = []
        for k, st in enumerate(x.steps):
            more = k + 1 < len(x.steps)
            steps += _cancel_named(st) or (more and _reveal_counted(st)) or (st,)
        if len(steps) != len(x.steps):
            x = replace(x, steps=tuple(steps))
    if isinstance(x, tuple):
        new = tuple(_rewrite(i) for i in x)
        return new if any(a is not b for a, b in zip(new, x, strict=True)) else x
    if not dataclasses.is_dataclass(x) or isinstance(x, type):
        return x
    if isinstance(x, A.Action):
        x = _modal_periphrasis(x)
        x = _among_looked(x)
        x = (
            _suru(x)
            or _use_of_kind(x)
            or _stated_limit(x)
            or _equal_as_same(x)
            or _retired_as_put(x)
            or _has_attribute_clause(x)
            or _technique_is_attribute(x)
            or _very_top(x)
            or _exists_with_attribute(x)
            or _exists_attribute_contains(x)
            or _contains_attribute_clause(x)
            or x
        )
    if isinstance(x, A.Condition) and isinstance(x.clause, A.Action):
        got = _name_is(x.clause) or _owned_field_contains(_held_as_contained(x.clause) or x.clause)
        if got is not None:
            x = replace(x, clause=got)
    if isinstance(x, A.NounPhrase):
        x = (
            _field_phrase(x)
            or _damage_np(x)
            or _titled_name(x)
            or _attribute_contains(x)
            or _attribute_np(x)
        )
    changes = {}
    for f in dataclasses.fields(x):
        if not f.init:
            continue
        old = getattr(x, f.name)
        new = _rewrite(old)
        if new is not old:
            changes[f.name] = new
    return replace(x, **changes) if changes else x


# the acts a modal step may prohibit a player (``ruling.cardtext.modal``; 1.3.3): a draw
# (4.10.2), an attack (7.1.3.2.1), a card's play (8.4.1), a technique's use (8.12.3)
MODAL_ACTIONS = {
    "draw": ModalAction("draw", ("4.10.2",), "カードを引けない", "cannot draw"),
    "attack": ModalAction("attack", ("7.1.3.2.1",), "アタックできない", "cannot attack"),
    "play": ModalAction("play", ("8.4.1",), "カードをプレイできない", "cannot play cards"),
    "use": ModalAction(
        "use",
        ("8.12.3",),
        "技を使えない",
        "cannot use techniques",
        frozenset({"technique"}),
        frozenset({"player", "card"}),  # 「このカードは技を使えない」: its techniques
    ),
}


def _vocab() -> Any:
    from ruling.cardtext.vocab import Vocab

    return Vocab(
        modal_actions=MODAL_ACTIONS,
        # 「以下からNつまでを選ぶ」: up to N effects, none as well (1.3.5: a number chosen is 0 or
        # more; 8.13.3) — ``techniques._modes`` lets the master stop choosing
        modes_up_to=True,
        # 「このターンに（このカード|あなたのリングのカード）が（パートナー）アタックしていたなら」:
        # the attacks of this turn, read from the attacks' record (``attacks_this_turn``);
        # 「このターンにこのカードが2回以上アタックされていたなら」: the attacks made on it (4.14.1)
        # 「このターン中にあなたがカードを2枚以上引いていたなら」: the cards that player drew
        # this turn (4.10.2), counted (``turn_drawn``)
        # 「このターンにあなたのサプライズ置場のカードが表にされていたなら」: a surprise card turned
        # face up this turn (4.9.1.5, ``turn_faced_up``)
        history_events=frozenset(
            {
                "attack",
                "partner_attack",
                "attacked",
                "put",
                "draw",
                "used",
                "play",
                "damaged",
                "faced_up",
            }
        ),
        # 「このターン中に相手のリングのカードが2枚以上リタイヤしていたなら」: the ring cards put
        # there this turn, counted (``turn_moved``)
        counted_events=frozenset({"draw", "put", "play"}),
        # 「このターンにこのカードがアタックしたのが2回目なら」: the triggering attack (recorded as
        # it is made, 7.1.3.2) counted with this turn's (``attacks_this_turn`` ``"upto"``)
        history_upto_trigger=True,
        # 2.14.7: 「称号に“妹”を含む」, a text in one of the card's titles
        # 「“T”N」: the card titled T named N (``_titled_name``, ``named_match``)
        # 2.3.1.1: 「<妹>のカード」, the card one of whose titles is 妹 (``TITLED``)
        literal_field=TITLED,
        info_words={
            "title": "title",
            "name": "name",
            "named": "named",
            # 「技名に“X”が含まれる」: X in one of the card's technique names (2.13.1, each name
            # apart, 2.13.3.1; ``contains_text``)
            "technique_name": "technique_name",
            # (``FIELD_PHRASES``: 2.5, 2.6)
            "partner_name": "partner_name",
            "partner_title": "partner_title",
            "partner_gender": "partner_gender",
        },
        # 2.9.1: 「『X』のカード」, a card of the work X (``contains_text``: its work, or one
        # referred to together with it, 2.9.1.1 / 12.5)
        work_field="work",
        # 「称号が<T>のカード」 (2.3.1, 2.3.1.1: a title, whole), 「名前が“N”のカード」 (2.1.1: the
        # name, ``named_match``), 「作品名が『W』のカード」 (2.9.1): the card whose field is the value
        field_values={
            ("Word", "title"): "Literal",
            ("Word", "name"): "contain:named",
            ("Unknown", "作品名"): "Work",
        },
        # 「相手は自分の控え室のカードを1枚選び、山札の下に置いてよい」: the player the sentence's
        # topic names does each act of it (``abilities.in_context``), read by ``_opponents_step``
        sentence_performer=True,
        game="vs",
        zones={
            "ring": "ring",
            "waiting_room": "waiting",
            "retire_area": "retire",
            "hand": "hand",
            "deck": "deck",
            "bench": "bench",
            "vs_field": "field",
            "surprise_area": "surprise",
            # 3.4: エネルギー置場 (its cards 「エネルギー」, 3.4.2)
            "energy_area": "energy",
        },
        # vs has one kind of card (2: every card is a character, with a name, a title, a
        # partner, AP / DP): 「キャラクター」 / 「キャラ」 name a card, as 「カード」 does
        kinds={
            "card": "card",
            "co_character": "card",
            "character": "card",
            "technique": "technique",
            "retired": "retired",
        },
        # 「相手のベンチにあるカード」 / 「控え室にあるカード」: where the cards are, as 「…のカード」
        # (3.1: a card is in one zone)
        place_verbs=frozenset({("exist_thing", "final"), ("exist", "final")}),
        # 「レベル2以上の」: a cancel's condition on what it chooses; 「このカードのAPを+1000する」
        stats={
            "level": "level",
            "ap": "ap",
            "dp": "dp",
            "damage": "damage",
            "name_length": "name_length",
            "technique_name_length": "technique_name_length",
        },
        # 「名前が6文字以上」 / 「名前の文字数が…」: the characters of a card's name (2.1.2.1, 2.1.3);
        # 「技名の文字数が5文字以上」 / 「技名が4文字以下」: of its technique names (2.13.1, 2.13.3.1)
        length_words={"name": "name_length", "technique_name": "technique_name_length"},
        # 「あなたの手札のカードの技名の文字数の合計が20以上なら」: a sum over a player's zone's cards
        # (``_condition`` reads the character counts only; another value's total is refused)
        stat_totals=True,
        # 2.10.1 / 2.11.1: 攻撃力 (AP) and 防御力 (DP), the values 「+A/+B」 changes (8.2.1.2)
        # 「…のダメージ」: the damage accumulated on a card (7.1.5.3), read as a value
        # 「公開したカード」: the cards a reveal of the deck's top cards showed (``_op``: the cards
        # looked at, 3.1.7 / 3.1.8); another reveal's read back is refused there
        acted_refs=frozenset({"reveal"}),
        stat_words={
            "ap": "ap",
            "attack_power": "ap",
            "dp": "dp",
            "defence_power": "dp",
            "damage": "damage",
        },
        pair_stats=("ap", "dp"),
        # 「A。Xなら、かわりにB。」: B done in place of A's step when X holds (``_ops``)
        instead_sentences=("8.2.1.3", "8.1.1.5"),
        choose_default=1,  # 1.3.5.1
        same_count=True,  # 「…を、Yと同じ枚数選び」: Op.count_of, counted when it is done
        counted_steps=frozenset({"draw"}),  # 「Yと同じ枚数引く」: Op.count_of, counted when done
        every_player_game_end=True,  # 「すべてのプレイヤーはゲームに敗北する」 (1.2.5, 1.2.3)
        # 「すべてのプレイヤーは、自分の…を選び、…」: each player its own choice, the turn player first
        # (1.3.4; ``_each_players_choice``)
        # 「すべてのプレイヤーは、自分の山札の上からN枚を、自分の…に置く」: each its own (``_ops``)
        each_player=frozenset({"choose", "move"}),
        chosen_order=True,  # 「好きな順番で山札の上に置く」 (4.11.2, 1.3.1): Op look / reorder
        dest_choice=True,  # 「…見て、山札の上か控え室に置く」: Op place_looked
        # 「…見る。その中にレベル1のカードがあるなら」: the cards just looked at (4.11.2), counted
        # by their description (``_among_looked_condition``)
        among_looked=True,
        # 4.9.1: a placement state only on the bench, the energy zone and the surprise zone, so
        # 「そのまま控え室 / 手札 / 山札 / リタイヤ置場に置く」 is the put itself
        stateless_zones=frozenset({"waiting", "hand", "deck", "retire"}),
        default_until="game",  # 8.2.1.2
        # 7.1.1 「このアタック中」; 6.8.1.3 「ターンの終わりまで」 / 「そのターン中」
        durations={
            "this_attack": "attack",
            "this_turn": "turn",
            # 「このパートナーアタック中」: read by ``_partner_attack_span`` in a partner attack's
            # trigger only
            "this_partner_attack": "partner_attack",
        },
        # 「アタックしたカード」: the card attacking in the attack in progress (7.1.3.2, 4.14.1)
        states={
            ("attack", "progressive"): "attacking",
            # 「サポートしたカード」: the bench card supporting in the attack in progress (7.1.3.1)
            ("support", "past"): "supporting",
            # 「サポートされたカード」: the ring card supported, which by that attacks (7.1.3.2
            # 「サポートされることで、自分のリングにあるカードは…アタックします」): the attacking card
            # of the attack in progress (4.14.1)
            ("support", "passive_past"): "attacking",
            # 「アタックされたカード」: the card in the opponent's ring as the ring card attacked
            # (4.14.1, 7.1.3.2)
            ("attack", "passive_past"): "attacked",
            # 「レストしている / スタンドしている」: in that state (4.9.1.2 / 4.9.1.1)
            ("rest", "progressive"): "rest",
            ("stand", "progressive"): "stand",
            # 「リバースしている」: in the reverse state (4.9.1.3)
            ("reverse", "progressive"): "reverse",
        },
        # 「レスト状態 / スタンド状態 / リバース状態」: a card's state (4.9.1.1 - 4.9.1.3)
        state_names={"レスト": "rest", "スタンド": "stand", "リバース": "reverse"},
        # 4.9.1.1-4.9.1.3: 「スタンド状態にすることを特に「スタンドする」と呼びます」 (レスト, リバース
        # likewise): 「XをS状態にする」 is that verb on X (``steps.made_so``)
        # — but 「レスト状態にする」 is not 「レストする」 of a card not standing (4.9.1.2: a
        # standing card's only): ``rest_state``, a card of any other state put in the rest state
        state_verbs={"スタンド": "stand", "レスト": "rest_state", "リバース": "reverse"},
        # 「…の攻撃力が…の防御力より高いなら」: one card's value against another value of another
        # card (``_stat_than_holds``)
        two_values=True,
        battle_states=frozenset({"attacking", "supporting", "attacked"}),
        # 「あなたのターン中、」 / 「相手のターン中、」: a condition on whose turn it is (6.1.1)
        during={
            "during_your_turn": "you",
            "during_opponent_turn": "opponent",
        },  # 7.1.1 「このアタック中」: one attack sub-phase
        # 「山札の1番上」: the deck's top card (3.2.5), as 「山札の上から1枚」
        positions={
            "top": ("pos", "top"),
            "very_top": ("pos", "top"),
            "bottom": ("pos", "bottom"),
            # 「山札の一番下」: under every card of the deck, as 「山札の下」
            "very_bottom": ("pos", "bottom"),
            # 「左ベンチ / 中央ベンチ / 右ベンチ」: a frame of the bench (3.3.3.3), read by the put
            # in the bench only (any other reader refuses a place it does not read)
            "left": ("pos", "left"),
            "center": ("pos", "center"),
            "right": ("pos", "right"),
        },
        verbs={
            "draw": "draw",
            "choose": "choose",
            "put": "move",
            "cancel": "cancel",
            # 「打ち消す」: what 12.1.1 calls キャンセル (無効化する)
            "negate": "cancel",
            "rest": "rest",
            "rest_state": "rest_state",  # 「レスト状態にする」 (``Vocab.state_verbs``, 4.9.1.2)
            "reverse": "reverse",  # 4.9.1.3 (a cost of this card's only)
            "stand": "stand",
            "look": "look",
            "add": "move",
            # 「手札に戻す」: the card put in the hand, as 「手札に加える」 (the document gives 戻す no
            # other meaning for a card)
            "return": "move",
            "shuffle": "shuffle",  # 「（自分の|その）山札をシャッフルする」 (3.2.2)
            "reveal": "reveal",  # 「このカードを公開する」 (3.1.7, 3.1.8)  # 「手札に加える」: the card put in the hand, as 「手札に置く」
            # 「相手に見せる」: shown to the other player — with two players (1.1.1), what 公開
            # does (3.1.7: shown to every player; the master knows the card)
            "show": "reveal",
            # 「以下を1つ行う」 (and 「以下から1つを選ぶ」, read as it): a choice of the effects
            # listed (2.14.8, 8.13.3)
            "perform": "modes",
            # 「手札を（N枚選んで）捨てる」: a hand card put in the waiting room (3.6.1: the zone of
            # 「効果によって控え室に置かれることを求められた手札のカード」; 6.8.1.2 the hand-limit
            # discard goes there). The document never says 捨てる: the point discard_zone
            "discard": "move",
        },
        dests={"discard": "waiting"},
        words={
            "energy": ("zones", "energy"),  # エネルギー: the cards of the energy zone (3.6)
            # 「エネルギー置場に裏向きで置く」: the way the energy zone holds its cards (3.4.1); a
            # put face down anywhere else is refused where the step is read
            "face_down": ("states", "face_down"),
            # 「表向き状態で控え室に置く」: face up (4.9.1.5), the way a public zone holds its cards
            # (3.6.2 the waiting room); read where the step is, refused elsewhere
            "face_up": ("states", "face_up"),
            # 「♠」 / 「♥」 (2.4.1.1): a card whose gender is male / female, read in its gender
            # values as a text in a title is (``info_contains``, 2.4.2: it may have several)
            "male_sign": ("info_contains", ("gender", "男")),
            "female_sign": ("info_contains", ("gender", "女")),
        },
        # 「…が女性 / 男性なら」: the gender named as the gender it is (2.4.1 性別), read as its
        # sign (2.4.1.1)
        unknown_words={"男性": "male_sign", "女性": "female_sign"},
        events={
            ("attack", "past"): "attack",
            ("attack", "passive_past"): "attacked",
            ("put", "passive_past"): "put",
            ("support", "past"): "support",  # 「サポートした時」 (7.1.3.2.3)
            # 「サポートされた時」 (7.1.3.2.3): the ring card a support is made for — the card
            # attacking (7.1.3.1, 7.1.3.2, 4.14.1)
            ("support", "passive_past"): "supported",
            # 「（相手|あなた）がカードを（手札から）プレイした時」 (8.4; 2.2.1: from the hand, or
            # from the ring to the bench)
            ("play", "past"): "play",
            # 「このカードが（手札から）（リング|ベンチ）にプレイされた時」: this card's play (8.4.1.3.1;
            # 6.5.1.2.1 / 6.5.1.2.2 from the hand, 6.5.1.2.3 the ring card to the bench)
            ("play", "passive_past"): "played",
            # 「パートナーアタックした時」: the attack of 7.1.3.2.3 when it is a partner attack
            # (7.1.3.2.2, 4.13.1), する with the act as its object (``keyword_acts``)
            ("partner_attack", "past"): "partner_attack",
            # 「パートナーアタックされた時」: the same attack, on the card it is made on (4.13.1,
            # 4.14.1 the attacked card)
            ("partner_attack", "passive_past"): "partner_attacked",
            # 「（あなた|相手）がパートナーブロックした時」: the partner block made (7.1.4.2), whose
            # trigger conditions 7.1.4.3 says arise — する with the act as its object
            ("partner_block", "past"): "partner_block",
            # 「このカード（のアタック）がパートナーブロックされた時」: the partner block made on the
            # attack of this card (7.1.4.2, 7.1.4.3; the attacking card, 4.14.1)
            ("partner_block", "passive_past"): "partner_blocked",
            # 「ダメージを受けた時」: damage dealt to the card (7.1.5.3)
            ("receive", "past"): "damaged",
            # 「…が<領域>から離れた時」 / 「…が<領域>から（他の領域に）移動した時」: a zone-move
            # trigger naming the zone left (8.6.6), whatever zone it reaches
            ("leave", "past"): "leave",
            ("move", "past"): "leave",
            # 「このカードが（スタンド|レスト）した時」: the card made standing / rested (4.9.1.1 /
            # 4.9.1.2) — a card already so is not made so again (1.3.2.1): no event
            ("stand", "past"): "stand",
            ("rest", "past"): "rest",
            # 「（あなた|相手）がカードを引いた時」: a draw done (4.10.2), each card drawn (4.10.3)
            ("draw", "past"): "draw",
            # 「（あなた|相手）が手札からカードを公開した時」 / 「（相手|あなた）のカードが手札から公開
            # された時」: a card of the hand revealed (4.12 手札から公開する)
            ("reveal", "past"): "reveal",
            ("reveal", "passive_past"): "revealed",
            # 「（あなた|相手）が技を使った」: a technique of that player's resolved (8.12.1) — the
            # trigger is read by ``_used_trigger`` first; here what a history condition reads
            # (「このターン中に相手が技を使っていないなら」, ``_used_this_turn``)
            ("use", "past"): "used",
        },
        event_objects={"damaged": "damage"},
        # 「[エネルギー2]」 / 「[エネルギー×2]」 / 「[2エネルギー]」: energy named as the payment with its
        # number — the energy rested for it (4.16.1 「…レストするエネルギー…をコストと呼びます」,
        # 2.2.2), as 「エネルギーを2枚レストする」
        cost_words={"energy": "energy"},
        # 「…の攻撃力（防御力）をNにする / はNになる」 (8.9.1.3): the values a step may set
        set_stats=frozenset({"ap", "dp"}),
        keyword_acts={"partner_attack": "partner_attack", "partner_block": "partner_block"},
        # 「パートナーアタックでアタックした（された）時」: the attack that is a partner attack
        # (4.13.1), as 「パートナーアタックした（された）時」
        manner_acts={("attack", "partner_attack"): "partner_attack"},
        # 「このカードのサポート時」: the nouns of acts printed without する (``SURU_NOUNS``)
        act_nouns=SURU_NOUNS,
        # no 【自】 / 【永】 printed: the kind is the text's (8.1.1.2, 8.1.1.4)
        kind_from_text=True,
        # 7.1.6.1 lists 「アタック終了ステップに」 among the attack end step's trigger conditions
        step_moments=frozenset({"attack_end_step"}),
        # 「このカードのアタックで…」 / 「アタックによって…」: an event the attack resolution step
        # makes (7.1.5.2, 7.1.5.4), read by ``_attack_retired``
        acts={"attack": "attack"},
        # 「このカードのアタックがパートナーブロックされた時」: this card's attack, as the attacker
        act_events=frozenset({"partner_blocked"}),
        act_means=frozenset({"attack"}),
        # 「このカードが相手のリングのカードをリタイヤ置場に置いた時」: a card puts another there
        # by its attack (7.1.5.2, 7.1.5.4) — a technique's effect is its master's, a player's
        # (4.3.3): 「このカードのアタックで…置かれた時」 (``_attack_retired``)
        agent_acts={"put": "attack"},
        # 「相手の技によって」 / 「あなたの技で」: by a technique of that player's (4.15.2)
        means_kinds=frozenset({"technique"}),
        phases=_PHASES,
        # 「…が表になった時」: the card turned face up (4.9.1.5 「表にする」), read on a surprise
        # zone's card only (``_trigger``)
        state_events={"face_up": "faced_up"},
        # 3.9.2: a surprise zone holds one card at most — 「…のサプライズ置場のカードを」 is it;
        # 3.3.2.3: a ring holds its one card — 「あなたのリングのカードを控え室に置く」 is it (every
        # card there, ``bound`` ``all``: two at once before 9.5.1 clears them, each)
        single_zones=frozenset({"surprise", "ring"}),
        hooks={
            "label": (_label_hook,),
            "ability": (_ability_hook,),
            "trigger": (_step_timing_hook, _blocked_with_this_hook),
            "sel": (
                _declared_description,
                _technique_of_card,
                _that_deck,
                _among_those,
                _ability_kind,
                _bench_frame,
                _oneself_zone,
                _technique_text_contains,
            ),
            "condition": (_partner_attack_condition, _declared_have_condition),
            "condition_whole": (_moved_in_attack_condition,),
            "step": (
                _declare_hook,
                _attack_damage_hook,
                _no_partner_attack_hook,
                _no_partner_block_hook,
                _each_draws_hook,
                _deal_damage_hook,
                _grant_once_hook,
                _no_stand_hook,
                _void_once_hook,
                _remove_damage_hook,
                _damage_less_hook,
                _times_hook,
                _difference_draw_hook,
                _card_value_draw_hook,
                _swap_hook,
                _stat_pair_hook,
                _face_hook,
                set_value_step,
                _same_value_hook,
                _card_cannot_hook,
                _protect_hook,
                _use_technique_hook,
            ),
        },
    )


# The acts a prohibition may name, by (verb, form), as the effect's ``stat`` (1.3.3): a card
# that may not attack (7.1.3.2.1: its owner may not attack with it), be attacked (7.1.3.2.1: the
# opponent may not attack it), support (7.1.3.1.1) or be supported (7.1.3.1.1: its owner may not
# support it); a player who may not attack / support (7.1.3.2.1, 7.1.3.1.1)
CARD_ACTS = {
    # 「（そのカード|相手）は技を使えない」: its techniques (its player's) 「使えない」 (8.12.3: an
    # automatic one does not trigger, 8.12.4: an activated one is not used, 8.12.5: one waiting
    # is removed)
    ("use", A.Form.CANNOT): "use",
    ("attack", A.Form.CANNOT): "attack",
    ("attack", A.Form.PASSIVE_NEG): "attacked",
    ("support", A.Form.CANNOT): "support",
    ("support", A.Form.PASSIVE_NEG): "supported",
    # 「このカードはレストできない」: a bench card's rest (the act of supporting, 7.1.3.1; a cost
    # 「このカードをレストする」) is not made (1.3.3)
    ("rest", A.Form.CANNOT): "rest",
    # 「（相手|あなた）は（カードを）引けない」: a player's draws (4.10.2), a player's only
    ("draw", A.Form.CANNOT): "draw",
}
TECHNIQUE_NP = A.NounPhrase((A.CardKind("technique"),), ())
# 「起動能力 / 自動能力を使えない」: the techniques of one kind only (2.13.2: 技 are activated,
# automatic and continuous abilities; 8.12.3 an automatic one, 8.12.4 an activated one) — the
# object of a 「使えない」 -> the kind it names (None: every technique)
USE_KIND_WORDS = {"起動": "activated", "自動": "auto"}
USE_OBJECTS: dict[Any, str | None] = {
    TECHNIQUE_NP: None,
    **{
        A.NounPhrase((A.Named(w, A.CardKind("technique")),), ()): k
        for w, k in USE_KIND_WORDS.items()
    },
}


def _use_kind_term(t: Any) -> Any:
    """「技」 or 「起動能力 / 自動能力」 as a term: the object noun of ``USE_OBJECTS``; None else."""
    if t == A.CardKind("technique"):
        return TECHNIQUE_NP
    if (
        isinstance(t, A.Named)
        and t.text in USE_KIND_WORDS
        and t.head in (A.CardKind("ability"), A.CardKind("technique"))
    ):
        return A.NounPhrase((A.Named(t.text, A.CardKind("technique")),), ())
    return None


def _equal_as_same(a: Any) -> Any:
    """「Xの枚数に等しい枚数」 as 「Xの枚数と同じ枚数」 (the same count said with another word); None
    for any other action."""
    if a.verb != "equal" or a.form is not A.Form.FINAL or len(a.args) != 1:
        return None
    g = a.args[0]
    if (
        g.role is not A.Role.GOAL
        or not isinstance(g.value, A.NounPhrase)
        or not g.value.terms
        or g.value.terms[-1] != A.Word("number_of_cards")
    ):
        return None
    return replace(a, verb="same", args=(replace(g, role=A.Role.WITH),))


def _difference_of(np: Any) -> tuple[Any, Any] | None:
    """「AからBを引いた枚数と同じ枚数」 (A and B 「…の枚数」): the NPs of the cards A and B, whose
    count's difference A − B is the number; None for any other noun."""
    if not isinstance(np, A.NounPhrase) or np.terms[-1:] != (A.Word("number_of_cards"),):
        return None
    rel = np.terms[0] if len(np.terms) == 2 else None
    c = getattr(rel, "clause", None)
    if not isinstance(rel, A.Relative) or not isinstance(c, A.Action) or c.verb != "same":
        return None
    w = c.args[0].value if len(c.args) == 1 and c.args[0].role is A.Role.WITH else None
    if not isinstance(w, A.NounPhrase) or len(w.terms) != 2:
        return None
    if w.terms[1] != A.Word("number_of_cards") or not isinstance(w.terms[0], A.Relative):
        return None
    d = w.terms[0].clause
    if not isinstance(d, A.Action) or d.verb != "draw" or d.form is not A.Form.PAST:
        return None
    args = {x.role: x.value for x in d.args}
    if set(args) != {A.Role.SOURCE, A.Role.OBJECT} or len(d.args) != 2:
        return None
    out = []
    for role in (A.Role.SOURCE, A.Role.OBJECT):
        x = args[role]
        if (
            not isinstance(x, A.NounPhrase)
            or len(x.terms) < 2
            or x.terms[-1] != A.Word("number_of_cards")
            or x.links[-1:] != ("の",)
        ):
            return None
        out.append(A.NounPhrase(x.terms[:-1], x.links[:-1]))
    return out[0], out[1]


def _fronted_number(node: Any) -> Any:
    """「Xに等しい枚数、あなたは引く」 as 「あなたはXに等しい枚数引く」: the number of a draw put
    before its topic, a comma after it (the grammar types it as a nominal step of its own, 「…枚数」,
    and a draw with no number). The same words in another order (8.1.1.5: one step); None when
    no sentence of the ability has that shape."""
    eff = node.effect
    if eff is None:
        return None
    changed, sentences = False, []
    for sen in eff.sentences:
        steps = list(sen.steps)
        i = 0
        while i + 1 < len(steps):
            a, b = steps[i], steps[i + 1]
            pa, pb = a.body, b.body
            if (
                isinstance(pa, A.Action)
                and pa.verb == "be"
                and pa.form is A.Form.NOMINAL
                and not pa.modal
                and len(pa.args) == 1
                and pa.args[0].role is A.Role.PREDICATE
                and isinstance(pa.args[0].value, A.NounPhrase)
                and pa.args[0].value.terms[-1:] == (A.Word("number_of_cards"),)
                and a.lead is None
                and a.condition is None
                and a.cost is None
                and isinstance(pb, A.Action)
                and pb.verb == "draw"
                and pb.form is A.Form.FINAL
                and [x.role for x in pb.args] == [A.Role.TOPIC]
                and b.lead is None
                and b.condition is None
            ):
                arg = A.Arg(A.Role.NONE, pa.args[0].value)
                steps[i : i + 2] = [replace(b, body=replace(pb, args=(*pb.args, arg)))]
                changed = True
            i += 1
        sentences.append(replace(sen, steps=tuple(steps)))
    if not changed:
        return None
    return replace(node, effect=replace(eff, sentences=tuple(sentences)))


def _card_value_draw_hook(st: Any, r: Any) -> list[Any] | None:
    """「（あなた|相手）は、そのカードのレベルに等しい / と同じ枚数引く」: as many cards as the level
    (2.2) of the card named, read when the step is done (8.1.1.5, 4.10.3) — of a card that has
    left the field since, as it last was there (8.11.1; into a hidden zone, 8.7.1.1). ``detail``
    ``value_of`` (the card, ``level``). None for any other step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "draw" or b.form is not A.Form.FINAL or b.modal:
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.TOPIC, A.Role.NONE} or len(b.args) != 2:
        return None
    np = args[A.Role.NONE]
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2:
        return None
    if np.terms[1] != A.Word("number_of_cards") or not isinstance(np.terms[0], A.Relative):
        return None
    c = np.terms[0].clause
    if not isinstance(c, A.Action) or c.form is not A.Form.FINAL or len(c.args) != 1:
        return None
    if (c.verb, c.args[0].role) not in (("equal", A.Role.GOAL), ("same", A.Role.WITH)):
        return None
    of = c.args[0].value
    if (
        not isinstance(of, A.NounPhrase)
        or len(of.terms) < 2
        or of.terms[-1] != A.Stat("level")
        or of.links[-1:] != ("の",)
    ):
        return None
    who = (
        PLAYER_TOPICS.get(args[A.Role.TOPIC])
        if isinstance(args[A.Role.TOPIC], A.NounPhrase)
        else None
    )
    if who is None:
        return None
    card = sel(A.NounPhrase(of.terms[:-1], of.links[:-1]), r.v)
    return read([IrOp("draw", n=0, performer=who, detail=(("value_of", card, "level"),))])


def _difference_draw_hook(st: Any, r: Any) -> list[Any] | None:
    """「（あなた|相手）は、AからBを引いた枚数に等しい枚数引く」: as many cards as A's count minus
    B's, both counted when the step is done (8.1.1.5) — 0 or fewer: the draw is not done at all,
    and a negative count asks no reverse action (4.10.3, 1.3.2.2). ``detail`` ``n_of`` A,
    ``minus_of`` B. None for any other step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "draw" or b.form is not A.Form.FINAL or b.modal:
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.TOPIC, A.Role.NONE} or len(b.args) != 2:
        return None
    got = _difference_of(args[A.Role.NONE])
    who = (
        PLAYER_TOPICS.get(args[A.Role.TOPIC])
        if isinstance(args[A.Role.TOPIC], A.NounPhrase)
        else None
    )
    if got is None or who is None:
        return None
    plus, minus = sel(got[0], r.v), sel(got[1], r.v)
    if plus.count is not None or minus.count is not None:
        raise Unsupported("a draw of a difference of counted cards")
    detail = (("n_of", plus), ("minus_of", minus))
    return read([IrOp("draw", n=0, performer=who, detail=detail)])


def _void_sentence(node: Any) -> Any:
    """「A。この効果は、Xの場合、無効。」 (8.3.2 「何らかの効果の一部あるいは全部が特定の条件下で
    無効であると表記されている場合、その条件下で、その部分は能力としては存在しますが、効果が発生
    することはありません。その効果が本来何らかの選択を求める場合、その選択は行いません」): the
    ability whose effect A is under 「Xでなければ」 — the technique is there and is used, A does
    not happen while X holds and its choices are not made. None for another ability (a condition
    on it already, another last sentence, nothing before it)."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2 or node.condition is not None:
        return None
    last = eff.sentences[-1]
    said = A.NounPhrase((A.Word("invalid"),))
    steps = [_invalid_copula(st, said) for st in last.steps]
    if len(steps) == 2:
        clause = _void_when_clause(steps, said)
    elif len(steps) == 1:
        clause = _validity_clause(steps[0], said)
    else:
        return None
    if clause is None:
        return None
    return replace(
        node,
        condition=A.Condition(clause, "unless", True),
        effect=replace(eff, sentences=eff.sentences[:-1]),
    )


_THIS_TECHNIQUE = (
    (A.Ref("this"), A.CardKind("effect")),
    (A.Ref("this"), A.CardKind("technique")),
)


def _invalid_copula(st: Any, said: Any) -> Any:
    """「無効である」 typed as 「（無効）で ある」 (an ``exist_thing`` whose means is 「無効」): the
    copula of 「無効」, the step as 「無効」 — the same notation of 8.3.2. Any other step as it is."""
    b = st.body
    if (
        isinstance(b, A.Action)
        and b.verb == "exist_thing"
        and b.form is A.Form.FINAL
        and not b.modal
        and not b.more
        and b.amount is None
        and [(a.role, a.value) for a in b.args] == [(A.Role.MEANS, said)]
    ):
        return replace(st, body=A.Action("be", (A.Arg(A.Role.PREDICATE, said),), A.Form.NOMINAL))
    return st


def _void_when_clause(steps: list[Any], said: Any) -> Any:
    """「この効果は、Xの時、無効（である）」 typed as two steps — 「この効果は、Sが<値>の時」 (a nominal
    sentence whose predicate ends in 「の時」) and 「無効」: X, 「Sが<値>」, the condition under which
    the effect is void (8.3.2, as 「…の場合、無効」 reads it: the notation, not its wording). None
    for any other pair of steps."""
    first, second = steps
    b = first.body
    if (
        second.condition is not None
        or second.lead is not None
        or not isinstance(second.body, A.Action)
        or second.body.verb != "be"
        or second.body.form is not A.Form.NOMINAL
        or [(a.role, a.value) for a in second.body.args] != [(A.Role.PREDICATE, said)]
        or first.condition is not None
        or first.lead is not None
        or not isinstance(b, A.Action)
        or b.verb != "be"
        or b.form is not A.Form.NOMINAL
        or b.modal
        or b.more
        or [a.role for a in b.args] != [A.Role.TOPIC, A.Role.SUBJECT, A.Role.PREDICATE]
        or getattr(b.args[0].value, "terms", None) not in _THIS_TECHNIQUE
    ):
        return None
    pred = b.args[2].value
    if (
        not isinstance(pred, A.NounPhrase)
        or len(pred.terms) < 2
        or pred.terms[-1] != A.Unknown("時")
        or pred.links[-1] != "の"
    ):
        return None
    value = A.NounPhrase(pred.terms[:-1], pred.links[:-1])
    return A.Action("be", (b.args[1], A.Arg(A.Role.PREDICATE, value)), A.Form.NOMINAL)


def _validity_clause(st: Any, said: Any) -> Any:
    """The condition X of a sentence saying the technique (「この技」 / 「この効果」) is ``said``
    (「無効」, 「のみ有効」) under X — 「この効果は、Xの場合、無効」, 「Xなら、この技は無効」, 「この技
    は、Xの場合のみ有効」: the topic printed in the condition's clause or before the predicate,
    one of the two (8.3.2, 8.3.3 read the notation, not its word order). X without the topic;
    None for any other step."""
    b, c = st.body, st.condition
    span = _void_span(st, said)
    if span is not None:
        return span
    if not (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and not b.modal
        and st.lead is None
        and isinstance(c, A.Condition)
        and c.marker in ("nara", "baai", "no_baai")
        and isinstance(c.clause, A.Action)
    ):
        return None
    args = [(a.role, a.value) for a in b.args]
    in_clause = [a for a in c.clause.args if a.role is A.Role.TOPIC]
    if args == [(A.Role.PREDICATE, said)]:
        if len(in_clause) != 1 or getattr(in_clause[0].value, "terms", None) not in _THIS_TECHNIQUE:
            return None
        return replace(c.clause, args=tuple(a for a in c.clause.args if a is not in_clause[0]))
    if (
        len(args) == 2
        and args[1] == (A.Role.PREDICATE, said)
        and args[0][0] is A.Role.TOPIC
        and getattr(args[0][1], "terms", None) in _THIS_TECHNIQUE
        and not in_clause
    ):
        return c.clause
    return None


# 「あなたのターン中」 / 「相手のターン中」 (a span of a player's turn) as the player whose turn
# it is: the owner 「あなたのターン」 / 「相手のターン」 names
_TURN_SPAN_OWNER = {"during_your_turn": "you", "during_opponent_turn": "opponent"}


def _void_span(st: Any, said: Any) -> Any:
    """「この効果は、相手のターン中、無効」: the technique (「この効果」 / 「この技」) ``said`` during a
    span of a player's turn, printed as the sentence's time — the condition 「相手のターンなら」
    (it is that player's turn), the same notation of 8.3.2 (8.3.3 for 「…中のみ有効」) with its
    condition written as a span. None for any other step."""
    b = st.body
    if (
        st.condition is not None
        or st.lead is not None
        or not isinstance(b, A.Action)
        or b.verb != "be"
        or b.form is not A.Form.NOMINAL
        or b.modal
        or b.more
        or [a.role for a in b.args] != [A.Role.TOPIC, A.Role.TIME, A.Role.PREDICATE]
        or getattr(b.args[0].value, "terms", None) not in _THIS_TECHNIQUE
        or b.args[2].value != said
        or not isinstance(b.args[1].value, A.Duration)
        or b.args[1].value.id not in _TURN_SPAN_OWNER
    ):
        return None
    turn = A.NounPhrase((A.Owner(_TURN_SPAN_OWNER[b.args[1].value.id]), A.Word("turn")), ("の",))
    return A.Action("be", (A.Arg(A.Role.PREDICATE, turn),), A.Form.NOMINAL)


# the words that close 「この効果は、Xの時のみ有効」 after X's predicate: 「の時のみ有効」
_ONLY_VALID_TAIL = (A.Unknown("時"), A.Word("only_that"), A.Word("valid"))


def _valid_sentence(node: Any) -> Any:
    """「A。この効果は、Xの時のみ有効。」 (8.3.3 「何らかの効果の一部あるいは全部が特定の条件下で
    有効であると表記されている場合、その条件が満たされていない状態では、その部分は無効です」): the
    ability whose effect A is in force under X only — the same program as 「Xなら、A」, its
    condition read as the one of validity (8.3.3). X as the grammar types 「Sが<値>」 (a subject and
    a nominal predicate). None for another ability (a condition on it already, another last
    sentence, nothing before it)."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2 or node.condition is not None:
        return None
    last = eff.sentences[-1]
    if len(last.steps) != 1:
        return None
    st = last.steps[0]
    # 「この技は、Xの場合のみ有効」 / 「Xなら、この技のみ有効」: X the step's condition
    clause = _validity_clause(st, A.NounPhrase((A.Word("only_that"), A.Word("valid")), ("",)))
    if clause is not None:
        return replace(
            node,
            condition=A.Condition(clause, "nara", True),
            effect=replace(eff, sentences=eff.sentences[:-1]),
        )
    b = st.body
    if not (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and not b.modal
        and st.lead is None
        and st.condition is None
        and [a.role for a in b.args] == [A.Role.TOPIC, A.Role.SUBJECT, A.Role.PREDICATE]
        and getattr(b.args[0].value, "terms", None)
        in ((A.Ref("this"), A.CardKind("effect")), (A.Ref("this"), A.CardKind("technique")))
    ):
        return None
    pred = b.args[2].value
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) <= len(_ONLY_VALID_TAIL):
        return None
    k = len(_ONLY_VALID_TAIL)
    if pred.terms[-k:] != _ONLY_VALID_TAIL or pred.links[-k] != "の":
        return None
    value = A.NounPhrase(pred.terms[:-k], pred.links[:-k])
    clause = A.Action("be", (b.args[1], A.Arg(A.Role.PREDICATE, value)), A.Form.NOMINAL)
    return replace(
        node,
        condition=A.Condition(clause, "nara", True),
        effect=replace(eff, sentences=eff.sentences[:-1]),
    )


# the perfect of 「リタイヤする」 -> the passive of 「リタイヤ置場に置く」 a history reads (a negated
# perfect, 「していない」, as the negated past 「置かれなかった」: ``conditions.HISTORY_FORMS``)
def _retired_perfect() -> dict[Any, Any]:
    return {
        A.Form.PROGRESSIVE: A.Form.PASSIVE_PROG,
        A.Form.PROGRESSIVE_PAST: A.Form.PASSIVE_PROG,
        A.Form.PROGRESSIVE_NEG: A.Form.PASSIVE_NEG_PAST,
        A.Form.PROGRESSIVE_NEG_PAST: A.Form.PASSIVE_NEG_PAST,
    }


def _retired_as_put(a: Any) -> Any:
    """「Xがリタイヤした（時）」 as 「Xがリタイヤ置場に置かれた（時）」: a card in the retire zone is
    a 「リタイヤ」 (3.5.2), to become one is to be put there; None for any other action."""
    perfect = _retired_perfect()
    if a.verb != "do" or a.form not in (A.Form.PAST, A.Form.NEGATIVE_PAST, A.Form.FINAL, *perfect):
        return None
    if a.form in perfect:
        # 「このターン中に相手のリングのカードが（2枚以上）リタイヤしていた / 1枚もリタイヤして
        # いないなら」: the perfect of the same event, 「…リタイヤ置場に置かれていた / 置かれなかった
        # なら」 (a history read with its time; its count kept before the act)
        roles = [x.role for x in a.args]
        if (
            a.args[-1].value != A.NounPhrase((A.CardKind("retired"),))
            or roles.count(A.Role.SUBJECT) != 1
            or A.Role.TIME not in roles
            or set(roles[:-1]) - {A.Role.TIME, A.Role.SUBJECT, A.Role.NONE, A.Role.ALSO}
        ):
            return None
        goal = A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("retire_area"),)))
        return A.Action("put", (*a.args[:-1], goal), perfect[a.form])
    roles = [x.role for x in a.args]
    if roles[-2:] != [A.Role.SUBJECT, A.Role.NONE] or set(roles[:-2]) - {A.Role.MEANS}:
        return None  # (「このカードのアタックで」: the means, kept)
    if a.args[-1].value != A.NounPhrase((A.CardKind("retired"),)):
        return None
    # 「Xがリタイヤする時」 (a replacement's event, 8.10.1): 「Xがリタイヤ置場に置かれる時」
    form = {A.Form.PAST: A.Form.PASSIVE_PAST, A.Form.FINAL: A.Form.PASSIVE}.get(a.form)
    if form is None:
        return None
    goal = A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("retire_area"),)))
    return A.Action("put", (*a.args[:-1], goal), form)


def _stated_limit(a: Any) -> Any:
    """「（あなた|相手）の手札上限はN枚。」 as 「…手札上限はN枚になる。」: a limit stated as a fact
    is its value while the statement is in force (3.7.4.1 states the rule's own value so: 「手札
    上限は5枚です」); None for any other action."""
    if a.verb != "be" or a.form is not A.Form.NOMINAL:
        return None
    roles = [x.role for x in a.args]
    if sorted(r.value for r in roles) != sorted((A.Role.TOPIC.value, A.Role.PREDICATE.value)):
        return None
    topic = next(x.value for x in a.args if x.role is A.Role.TOPIC)
    pred = next(x.value for x in a.args if x.role is A.Role.PREDICATE)
    if (
        not isinstance(topic, A.NounPhrase)
        or not topic.terms
        or topic.terms[-1] != A.Word("limit")
        or not isinstance(pred, A.NounPhrase)
        or len(pred.terms) != 1
        or not isinstance(pred.terms[0], A.Count)
    ):
        return None
    return A.Action("become", (A.Arg(A.Role.TOPIC, topic), A.Arg(A.Role.GOAL, pred)), A.Form.FINAL)


def _use_of_kind(a: Any) -> Any:
    """「Xの技 / Xの起動能力 / Xの自動能力は使えない」 as 「Xは技 / 起動能力 / 自動能力を使えない」
    (the techniques of X 「使えない」, 8.12.3-8.12.5: the same prohibition, its topic the cards
    whose techniques it names), and 「…は起動能力を使えない」 with its object as ``USE_OBJECTS``
    names it; None for any other action."""
    if a.verb != "use" or a.form is not A.Form.CANNOT:
        return None
    objs = [x for x in a.args if x.role is A.Role.OBJECT]
    if objs:
        o = objs[0].value
        if len(objs) != 1 or not isinstance(o, A.NounPhrase) or len(o.terms) != 1:
            return None
        got = _use_kind_term(o.terms[0])
        if got is None or got == o:
            return None
        args = tuple(replace(x, value=got) if x is objs[0] else x for x in a.args)
        return replace(a, args=args)
    tops = [x for x in a.args if x.role is A.Role.TOPIC]
    if len(tops) != 1 or not isinstance(tops[0].value, A.NounPhrase):
        return None
    np = tops[0].value
    if len(np.terms) < 2 or len(np.links) != len(np.terms) - 1 or np.links[-1] != "の":
        return None
    got = _use_kind_term(np.terms[-1])
    if got is None:
        return None
    topic = A.NounPhrase(np.terms[:-1], np.links[:-1])
    args = tuple(replace(x, value=topic) if x is tops[0] else x for x in a.args)
    return replace(a, args=(*args, A.Arg(A.Role.OBJECT, got)))


# the object each act may print (「技を使えない」, 「カードを引けない」); an act not listed prints none
ACT_OBJECTS = {
    "use": (A.NounPhrase((A.CardKind("technique"),), ()),),
    "draw": (A.NounPhrase((A.CardKind("card"),), ()), None),
}
PLAYER_TOPICS = {
    A.NounPhrase((A.Owner("opponent"),), ()): "opponent",
    A.NounPhrase((A.Owner("you"),), ()): "you",
}


def _card_cannot_hook(st: Any, r: Any) -> list[Any] | None:
    """「（このターン中、）そのカード / このカードはアタックできない / アタックされない /
    サポートできない / サポートされない」 and 「（このターン中、）相手 / あなたはアタックできない /
    サポートできない」 in a one-shot technique: a prohibition (1.3.3) held by the card or the
    player for the duration said (8.2.1.2: none said, this game) — an effect on the card
    (``prohibit_card``, act ``CARD_ACTS``) or on the player (``prohibit_player``), read by the
    rule checks of the act (7.1.3.1.1, 7.1.3.2.1, ``prohibitions``). None for any other step; a
    continuous technique's prohibitions are ``_prohibition``'s."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read, until_of

    b = st.body
    if r.kind == "continuous" or not isinstance(b, A.Action) or b.modal is not None:
        return None
    act = CARD_ACTS.get((b.verb, b.form))
    if act is None:
        return None
    args = {a.role: a.value for a in b.args}
    objects = ACT_OBJECTS.get(act)
    if objects is not None and args.pop(A.Role.OBJECT, None) not in objects:
        return None  # 「…を使えない」 of other than 技, 「…を引けない」 of other than カード
    if len(args) != len([a for a in b.args if a.role is not A.Role.OBJECT]) or not set(args) <= {
        A.Role.TOPIC,
        A.Role.SUBJECT,
        A.Role.TIME,
    }:
        return None
    who = args.get(A.Role.TOPIC, args.get(A.Role.SUBJECT))
    if who is None or (A.Role.TOPIC in args and A.Role.SUBJECT in args):
        return None
    time = args.get(A.Role.TIME)
    until = until_of(time, r) if time is not None else None
    player = PLAYER_TOPICS.get(who) if isinstance(who, A.NounPhrase) else None
    if act == "draw" and player is None:
        return None  # only a player draws (4.10.2)
    if player is not None:
        if b.form is not A.Form.CANNOT:
            raise Unsupported(f"a player who is not {b.verb}ed (「…されない」 of a player)")
        op = IrOp("prohibit_player", until=until, detail=(("act", act), ("who", player)))
        return read([op], A.Form.CANNOT)
    target = sel(who, r.v)
    if target.ref not in ("this", "that", "chosen", "implied"):
        return None
    op = IrOp("prohibit_card", target=target, until=until, detail=(("act", act),))
    return read([op], b.form)


def _protect_hook(st: Any, r: Any) -> list[Any] | None:
    """「（このターン中、）そのカード / このカードは相手の技で控え室に置かれない / 相手の技の効果を
    受けない」 in a one-shot technique: a negative state (``ruling.cardtext.protection``) held by
    the card for the duration said (8.2.1.2: none said, this game), read by ``protected`` at each
    event of a technique's effect (1.3.3). None for any other step; a continuous technique's are
    ``_protect_program``'s."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read, until_of

    if r.kind == "continuous":
        return None
    kept = _protection_of(st, r.v)
    if kept is None or kept.event == "choose":
        return None
    target = sel(kept.topic, r.v)
    if target.ref not in ("this", "that", "chosen"):
        raise Unsupported("a one-shot negative state of cards not chosen")
    until = until_of(kept.time, r) if kept.time is not None else None
    op = IrOp("protect_card", target=target, until=until, detail=(("value", _protect_value(kept)),))
    return read([op], st.body.form)


def _use_technique_hook(st: Any, r: Any) -> list[Any] | None:
    """「Xの【Y】を使う（てよい）」 / 「…の技を1つ選び、使う（てよい）」: an effect that puts a
    technique of another card in the resolution zone (8.13.2), that card its source with the
    same information — ``use_technique``, the technique named by its name (2.13.1, 【】) on the
    cards X names, or (no object) the technique chosen just before (``choose`` of
    「…の（《Z》）技」, 2.15.1). None for any other step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.ir import Sel
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "use":
        return None
    if b.form not in (A.Form.FINAL, A.Form.OPTIONAL, A.Form.PERMISSIVE) or b.modal or b.more:
        return None
    optional = b.form is not A.Form.FINAL
    forms = (A.Form.FINAL, A.Form.OPTIONAL)
    if not b.args:
        # 「…の技を1つ選び、使う」: the technique the choice before it chose
        op = IrOp("use_technique", target=Sel(ref="implied"), optional=optional)
        return read([op], *forms)
    if [a.role for a in b.args] != [A.Role.OBJECT]:
        return None
    np = b.args[0].value
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.links[-1] != "の":
        return None
    last = np.terms[-1]
    if not isinstance(last, A.Label) or last.kind != "keyword":
        return None
    # 「Xの【Y】」: the technique named Y (2.13.1: a name referred to in 【】) of the cards X
    cards = A.NounPhrase(np.terms[:-1], np.links[:-1])
    op = IrOp(
        "use_technique",
        target=sel(cards, r.v),
        optional=optional,
        detail=(("names", (last.name,)),),
    )
    return read([op], *forms)


def _face_hook(st: Any, r: Any) -> list[Any] | None:
    """「（相手|あなた）のサプライズ置場のカードを表にする / 裏にする」: the shared step
    (``cardtext.steps.face_step``, 4.9.1.5); None for any other step."""
    from ruling.cardtext.steps import face_step

    b = st.body
    return face_step(b, r) if isinstance(b, A.Action) else None


def _stat_pair_hook(st: Any, r: Any) -> list[Any] | None:
    """「AとBを+X/+Y」: the grammar gives A as ``with`` and B as the object — one change each, A's
    then B's, both made by the one step (8.1.1.5: what the effect does, at once; the rule
    processes they lead to are done together at the check timing after, 9.1.1). None for any
    other step (a 「…と同じ」 comparand, a swap)."""
    from ruling.cardtext.steps import name_comparand, step

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "stat_change":
        return None
    pairs = [a for a in b.args if a.role is A.Role.WITH]
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(pairs) != 1 or len(objs) != 1 or name_comparand(b, r.v) is not None:
        return None
    rest = tuple(a for a in b.args if a is not pairs[0] and a is not objs[0])
    bare = replace(st, condition=None, cost=None, lead=None)
    out: list[Any] = []
    for one in (pairs[0].value, objs[0].value):
        out += step(replace(bare, body=replace(b, args=(*rest, A.Arg(A.Role.OBJECT, one)))), r)
    if any(o.verb != "stat" for o in out):
        raise Unsupported("a stat change of two cards, of this shape")
    return out


def _swap_hook(st: Any, r: Any) -> list[Any] | None:
    """「（自分のベンチのカードを1枚選び、）リングのこのカードと入れ替える（てもよい）」: the card
    chosen before and the card named after と exchange their places (``swap``, the partner in
    ``detail``); None for any other step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.ir import Sel
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "swap":
        return None
    those_frames = A.NounPhrase((A.Ref("those"), A.Zone("bench"), A.Zone("slot")), ("の", "の"))
    if b.form is A.Form.FINAL and (
        not b.args or [(a.role, a.value) for a in b.args] == [(A.Role.OBJECT, those_frames)]
    ):
        # 「…のベンチのカードを2枚選び、（それらのベンチの枠を）入れ替える」: the two cards chosen
        # exchange their frames (``swap`` with no partner: ``_op`` checks the choice)
        return [IrOp("swap", target=Sel(ref="implied"), detail=(("pair", True),))]
    if sorted(a.role.value for a in b.args) == ["object", "with"] and b.form is A.Form.FINAL:
        # 「このカードとあなたのリングのカードを入れ替える」: the two cards named exchange their
        # places (``_op`` checks which they are)
        by = {a.role: a.value for a in b.args}
        op = IrOp(
            "swap",
            target=sel(by[A.Role.OBJECT], r.v),
            detail=(("with", sel(by[A.Role.WITH], r.v)), ("where", ()), ("named", True)),
        )
        return read([op], A.Form.FINAL)
    if [a.role for a in b.args] != [A.Role.WITH] or b.form not in (
        A.Form.FINAL,
        A.Form.PERMISSIVE,
        A.Form.OPTIONAL,
    ):
        raise Unsupported("a swap of this shape")
    partner = b.args[0].value
    if isinstance(partner, A.NounPhrase) and partner.terms and isinstance(partner.terms[-1], A.Ref):
        # 「リングのこのカード」: this card, said to be in the ring
        zones = [t for t in partner.terms[:-1] if isinstance(t, A.Zone)]
        if len(zones) == len(partner.terms) - 1 and zones:
            partner = A.NounPhrase((partner.terms[-1],))
            where = tuple(r.v.zones.get(z.id, z.id) for z in zones)
        else:
            where = ()
    else:
        where = ()
    op = IrOp(
        "swap",
        target=Sel(ref="implied"),
        optional=b.form in (A.Form.PERMISSIVE, A.Form.OPTIONAL),
        detail=(("with", sel(partner, r.v)), ("where", where)),
    )
    return read([op], A.Form.PERMISSIVE)


def _no_partner_attack_hook(st: Any, r: Any) -> list[Any] | None:
    """「このアタックはパートナーアタックにならない」 (7.1.3.2.4): the attack in progress is not a
    partner attack while the effect is in force (read at 7.1.3.2.4 and again at 7.1.5.1.1): the
    shared ``stat`` ``partner_attack`` set to 0. None for any other step."""
    from ruling.cardtext.ir import Op as IrOp

    b = st.body
    if isinstance(b, A.Action) and b.verb == "treat" and _treated_as_normal_attack(b):
        # 「そのアタックは通常のアタックとして扱う」 / 「…はパートナーアタックではないものとして扱う」:
        # the attack in progress is a normal attack, not a partner attack (7.1.3.2.5) — the effect
        # 「パートナーアタックにならない」 (7.1.3.2.4), read the same
        from ruling.cardtext.steps import read

        return read([IrOp("stat", stat="partner_attack", amount=0, set_to=True)])
    if (
        not isinstance(b, A.Action)
        or b.verb != "become"
        or b.form.value not in ("negative", "final")
    ):
        return None
    roles = {a.role.value: a.value for a in b.args}
    if b.form.value == "final":
        # 「このアタックはパートナーアタックになる」 (7.1.3.2.3: by an ability, the attack becomes
        # one as the ability resolves, not at the support step): ``make_partner_attack``
        if (
            set(roles) == {"topic", "goal"}
            and roles["topic"] in THIS_ATTACK_NPS
            and roles["goal"] == A.NounPhrase((A.Word("partner_attack"),))
        ):
            from ruling.cardtext.steps import read

            return read([IrOp("stat", stat="partner_attack", amount=1, set_to=True)])
        return None
    topic, goal = roles.get("topic"), roles.get("goal")
    time = roles.get("time")
    if set(roles) == {"time", "goal"} and isinstance(time, A.Duration) and time.id == "this_attack":
        # 「このアタック中、パートナーアタックにならない」: what is not a partner attack during this
        # attack is the attack itself (7.1.1: one attack sub-phase) — the same effect
        pass
    elif set(roles) != {"topic", "goal"} or not isinstance(topic, A.NounPhrase):
        return None
    elif topic not in THIS_ATTACK_NPS:
        # 「このアタック」 / 「そのアタック」 (the attack of the trigger's event, the one in
        # progress: the op acts only on the attack in progress, ``no_partner_attack``)
        return None
    if not isinstance(goal, A.NounPhrase) or goal.terms != (A.Word("partner_attack"),):
        return None
    from ruling.cardtext.steps import read

    return read([IrOp("stat", stat="partner_attack", amount=0, set_to=True)], A.Form.NEGATIVE)


def _no_partner_block_hook(st: Any, r: Any) -> list[Any] | None:
    """「（このアタック中、|このターン中、）相手はパートナーブロックできない」 (7.1.4.2, 1.3.3): the
    player may not make a partner block while the effect is in force — with no period said,
    the game (8.2.1.2) — the shared ``stat`` ``no_partner_block`` of that player. None for any
    other step."""
    from ruling.cardtext.ir import Op as IrOp

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "do":
        return None
    if b.form not in (A.Form.CANNOT, A.Form.PASSIVE_NEG):
        return None
    if b.modal is not None or b.more or b.amount is not None:
        return None
    roles = {a.role: a.value for a in b.args}
    if len(roles) != len(b.args) or _plain(roles.get(A.Role.NONE)) != A.NounPhrase(
        (A.Word("partner_block"),), ()
    ):
        return None
    topic, time = roles.get(A.Role.TOPIC), roles.get(A.Role.SUBJECT)
    topic = topic if topic is not None else time
    time = roles.get(A.Role.TIME)
    if set(roles) - {A.Role.NONE, A.Role.TOPIC, A.Role.SUBJECT, A.Role.TIME} or topic is None:
        raise Unsupported("「パートナーブロックできない」 of this shape")
    # 「（このカード|このカードのアタック）はパートナーブロックされない」: the attack of this card is
    # not partner-blocked — the opponent may not partner-block it (7.1.4.2: the defender blocks
    # the attack made on it; 1.3.3), the passive saying of the attack what the active form says
    # of the player
    passive = {
        A.NounPhrase((A.Ref("this_card"),), ()): "this_attack",
        A.NounPhrase((A.Ref("this_card"), A.Word("attack")), ("の",)): "this_attack",
    }
    if b.form is A.Form.PASSIVE_NEG:
        who = passive.get(_plain(topic))
        if who is None:
            raise Unsupported("「パートナーブロックされない」 of an attack other than this card's")
        until = None
        if time is not None:
            until = {"this_attack": "attack"}.get(getattr(time, "id", ""))
            if until is None:
                raise Unsupported(
                    "「…のアタックはパートナーブロックされない」 for a period of this kind"
                )
        from ruling.cardtext.steps import read

        op = IrOp("stat", stat="no_partner_block", until=until, detail=(("who", who),))
        return read([op], A.Form.PASSIVE_NEG)
    who = {
        A.NounPhrase((A.Owner("opponent"),), ()): "opponent",
        A.NounPhrase((A.Owner("you"),), ()): "you",
    }.get(topic)
    if who is None:
        raise Unsupported(
            "「パートナーブロックできない」 of a player other than you or the opponent"
        )
    until = None
    if time is not None:
        until = {"this_attack": "attack", "this_turn": "turn"}.get(getattr(time, "id", ""))
        if until is None:
            raise Unsupported("「パートナーブロックできない」 for a period of this kind")
    from ruling.cardtext.steps import read

    op = IrOp("stat", stat="no_partner_block", until=until, detail=(("who", who),))
    return read([op], A.Form.CANNOT)


THIS_ATTACK_NPS = (
    A.NounPhrase((A.Ref("this"), A.Word("attack")), ("",)),
    A.NounPhrase((A.Ref("that_attack"),), ()),
)

# 「通常のアタックとして」 / 「パートナーアタックではないものとして」: what an attack is treated as
# when it is not a partner attack (7.1.3.2.5)
_AS_NORMAL_ATTACK = (
    A.NounPhrase((A.Word("normal_attack"), A.Word("as")), ("",)),
    A.NounPhrase(
        (
            A.Relative(
                A.Action(
                    "be",
                    (A.Arg(A.Role.PREDICATE, A.NounPhrase((A.Word("partner_attack"),), ())),),
                    A.Form.NEGATIVE,
                )
            ),
            A.Word("thing"),
            A.Word("as"),
        ),
        ("", ""),
    ),
)


def _treated_as_normal_attack(b: Any) -> bool:
    """「（この|その）アタックは通常のアタックとして扱う」 / 「…はパートナーアタックではないものとして
    扱う」 in the plain form: the attack in progress treated as a normal attack (7.1.3.2.5)."""
    roles = {a.role: a.value for a in b.args}
    return (
        b.form is A.Form.FINAL
        and b.modal is None
        and len(roles) == len(b.args) == 2
        and roles.get(A.Role.TOPIC) in THIS_ATTACK_NPS
        and roles.get(A.Role.NONE) in _AS_NORMAL_ATTACK
    )


def _moved_in_attack_condition(c: Any, v: Any) -> Any:
    """「（相手|あなた）のリングのカードが（リタイヤ置場|控え室|手札）に置かれていたなら」 with no
    time said: the grammar reads 「置かれて」 and 「いた」 joined (and.nominal) — a card of that
    ring was put in that zone earlier in the attack (7.1.1: the attack sub-phase), read only by a
    technique triggered at the end of an attack (7.1.6.1; ``_compile_program`` checks) — the
    ``Cond`` ``attack_moved`` (``sel`` the card, ``detail`` the zone). None for any other."""
    from ruling.cardtext.ir import Cond
    from ruling.cardtext.nouns import sel

    if not isinstance(c, A.Action) or c.verb != "and" or len(c.args) != 2:
        return None
    first, second = (a.value for a in c.args)
    if not all(isinstance(x, A.NounPhrase) and len(x.terms) == 1 for x in (first, second)):
        return None
    a, b = first.terms[0], second.terms[0]
    if not (isinstance(a, A.Relative) and isinstance(b, A.Relative)):
        return None
    if b.clause != A.Action("exist", (), A.Form.PAST) or a.clause.form is not A.Form.PASSIVE_TE:
        return None
    put = a.clause
    roles = {x.role: x.value for x in put.args}
    if (
        put.verb != "put"
        or len(roles) != len(put.args)
        or set(roles) != {A.Role.SUBJECT, A.Role.GOAL}
    ):
        return None
    dest = _zone_of(roles[A.Role.GOAL], v)
    if dest is None:
        raise Unsupported("a card put earlier in the attack, to a zone of this kind")
    return Cond("attack_moved", sel=sel(roles[A.Role.SUBJECT], v), detail=(("to", dest),))


def _partner_attack_condition(c: Any, v: Any) -> Any:
    """「（この|その）アタックがパートナーアタック（でない）なら」: whether the attack in progress is
    a partner attack as the condition is read (7.1.3.2.2; made normal by 7.1.3.2.4 / 7.1.5.1.1)
    — the shared ``Cond`` ``partner_attack`` (under ``not`` for the negative). None for any
    other condition.
    「（このカード|あなたのリングのカード|相手のリングのカード）のアタックがパートナーアタックなら」:
    besides, the attack in progress is the one that card makes — the card attacking (7.1.3.2,
    4.14.1) is this card / that player's ring card (``Cond.sel``); 「（Xが）パートナーアタックして
    いる（いない）なら」 says the same."""
    from ruling.cardtext.ir import Cond
    from ruling.cardtext.nouns import sel

    pa_word = A.NounPhrase((A.Word("partner_attack"),), ())
    if isinstance(c, A.Action) and c.verb == "do":
        # 「パートナーアタックする」: the keyword act (``Vocab.keyword_acts``) as its verb
        rest = tuple(
            a for a in c.args if not (a.role is A.Role.NONE and _plain(a.value) == pa_word)
        )
        if len(rest) == len(c.args) - 1:
            c = replace(c, verb="partner_attack", args=rest)
    if (
        isinstance(c, A.Action)
        and c.verb == "partner_attack"
        and c.form in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG)
        and c.modal is None
        and not c.more
        and c.amount is None
    ):
        # 「（このカードが）パートナーアタックしている（いない）なら」: the attack in progress is (not)
        # a partner attack — made by the card named, as 「このカードのアタックがパートナーアタック
        # なら」 says (7.1.3.2.2, 4.14.1)
        whom = {a.role: a.value for a in c.args}
        if len(whom) != len(c.args) or not set(whom) <= {A.Role.SUBJECT, A.Role.TOPIC}:
            return None
        if len(whom) > 1:
            return None
        card = next(iter(whom.values()), None)
        got = Cond("partner_attack") if card is None else Cond("partner_attack", sel=sel(card, v))
        return got if c.form is A.Form.PROGRESSIVE else Cond("not", parts=(got,))
    if not isinstance(c, A.Action) or c.verb != "be" or c.modal is not None or c.more:
        return None
    if c.form not in (A.Form.NOMINAL, A.Form.NEGATIVE):
        return None
    by = {a.role: a.value for a in c.args}
    if (
        len(by) != len(c.args)
        or set(by) != {A.Role.SUBJECT, A.Role.PREDICATE}
        or by[A.Role.PREDICATE] != A.NounPhrase((A.Word("partner_attack"),), ())
    ):
        return None
    subject = by[A.Role.SUBJECT]
    if subject in THIS_ATTACK_NPS:
        got = Cond("partner_attack")
    elif (
        isinstance(subject, A.NounPhrase)
        and len(subject.terms) > 1
        and subject.terms[-1] == A.Word("attack")
        and subject.links[-1] == "の"
    ):
        # 「Xのアタック」: the attack X makes (X is checked by ``_condition``)
        card = A.NounPhrase(subject.terms[:-1], subject.links[:-1])
        got = Cond("partner_attack", sel=sel(card, v))
    else:
        return None
    return got if c.form is A.Form.NOMINAL else Cond("not", parts=(got,))


EVERY_PLAYER_NPS = (
    A.NounPhrase((A.Count(None, "card", "all"), A.Owner("player")), ("の",)),
    A.NounPhrase((A.Owner("all_players"), A.Owner("player")), ("の",)),
    A.NounPhrase((A.Owner("all_players"),), ()),
)


# A value a technique has its master declare (「名前を1つ宣言する」 2.1.4, 「技属性を1つ宣言する」
# 2.15.3): the field declared, by the words printed; the steps after it name the declared value
# by 「宣言した（名前|技属性）の / を持つ…」, which compile to the field's filter holding ``DECLARED``
# until the declaration is made (``techniques._run_ops`` puts the value in its place). 称号 (2.3.4)
# is declared too, but the filters read it by containing (2.14.7), not by equality: refused until
# the runtime compares it exactly. 作品名 (2.9.2): 「作品名を1つ宣言する。Xがその作品名を持つなら」,
# X's work compared with the declared one as a 『』 work name is (2.9.1, ``contains_text``).
DECLARED = "#declared#"
DECLARED_FIELDS: dict[tuple[Any, ...], str] = {
    (A.Word("name"),): "name",
    (A.CardKind("technique"), A.Unknown("属性")): "attribute",
    (A.Unknown("作品名"),): "work",
}
# the clause that says what may be declared (2.1.4 a name, 2.15.3 a technique attribute, 2.9.2 a
# work name)
DECLARE_CLAUSES = {"name": ("2.1.4",), "attribute": ("2.15.3", "2.15.1"), "work": ("2.9.2",)}
# a declared work name compared with that work alone, not the works referred to together with it
# (2.9.2.1 「宣言には、2.9.1.1 の「相互参照可能作品群」は影響しません」, under the reading
# ``declared_only`` of ``declared_work_mutual_reference``): the prefix of the value compared
ONLY_WORK = "#only#"
# the term a declared value stands for in a condition 「Xがその<field>を持つ」: X is a card of it
_DECLARED_TERMS: dict[str, Any] = {
    "work": A.Work(DECLARED),
    "attribute": A.Trait(DECLARED),
}


def mentions_declared(x: Any) -> bool:
    """Whether a step (shared or compiled) names the declared value (``DECLARED``) in its target's
    or its own filters or its condition — the only places ``_declared_description`` puts it."""
    parts = (
        getattr(getattr(x, "target", None), "traits", ()),
        getattr(getattr(x, "target", None), "info_contains", ()),
        getattr(x, "attributes", ()),
        getattr(x, "info", ()),
        getattr(x, "cond", None),
    )
    return any(p and DECLARED in repr(p) for p in parts)


def _declare_hook(st: Any, r: Any) -> list[Any] | None:
    """「（あなたは）名前 / 技属性を1つ宣言する」: the master declares one value of that field of a
    card's information (2.1.4, 2.15.3) — one a card of the game holds, or another. None for any
    other step; a declaration of another shape is refused."""
    from ruling.cardtext.ir import Op as IrOp

    b = st.body
    # 「…を1つ宣言し、…する」: the declaration joined to the step after it, done first (the
    # linking forms, as any step joined so is read)
    if (
        not isinstance(b, A.Action)
        or b.verb != "declare"
        or b.form
        not in (
            A.Form.FINAL,
            *_LINKING_FORMS,
        )
    ):
        return None
    if b.modal is not None or b.more or b.amount is not None or st.lead or st.condition:
        raise _refuse("a declaration of this shape")
    by = {a.role: a.value for a in b.args}
    who = by.pop(A.Role.TOPIC, None) or by.pop(A.Role.SUBJECT, None)
    if who is not None and who != A.NounPhrase((A.Owner("you"),), ()):
        raise _refuse("a declaration by a player other than the master")
    what, count = by.pop(A.Role.OBJECT, None), by.pop(A.Role.NONE, None)
    field = DECLARED_FIELDS.get(tuple(what.terms)) if isinstance(what, A.NounPhrase) else None
    one = (
        isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(count.terms[0], A.Count)
        and count.terms[0].bound == "exact"
        and count.terms[0].number is not None
        and count.terms[0].number.value == 1
    )
    if field is None or by or not one:
        raise _refuse("a declaration of this shape")
    return [IrOp("declare", detail=(("field", field),))]


# the references to a card 「<card>が宣言した…」 may open with (a card declares nothing)
_DECLARING_CARD_REFS = (A.Ref("that_card"), A.Ref("that"), A.Ref("this_card"))


def _declarer_lifted(c: Any) -> Any:
    """「<card>が宣言した<field>を持つ」 typed with <card> as the subject of 「宣言した」 (the
    relative clause) and 「持つ」 with no subject: <card> made 「持つ」's subject, the relative left
    bare (「宣言した<field>」). Any other clause is returned as it is."""
    if not isinstance(c, A.Action) or c.verb != "have" or len(c.args) != 1:
        return c
    obj = c.args[0]
    what = obj.value
    if obj.role is not A.Role.OBJECT or not isinstance(what, A.NounPhrase) or not what.terms:
        return c
    rel = what.terms[0]
    if not isinstance(rel, A.Relative) or rel.clause.verb != "declare" or rel.clause.more:
        return c
    d_args = rel.clause.args
    if len(d_args) != 1 or d_args[0].role is not A.Role.SUBJECT:
        return c
    who = d_args[0].value
    if not isinstance(who, A.NounPhrase) or tuple(who.terms) not in (
        (r,) for r in _DECLARING_CARD_REFS
    ):
        return c
    bare = A.Relative(replace(rel.clause, args=()))
    what = replace(what, terms=(bare, *what.terms[1:]))
    return replace(c, args=(A.Arg(A.Role.SUBJECT, who), replace(obj, value=what)))


def _declared_card_as_have(c: Any) -> Any:
    """「Xがその（作品名|技属性）のカードなら」: the same condition as 「Xがその<field>を持つなら」
    (a card of a work / attribute is one that holds it, 2.9.1 / 2.15.1) — returned in that form.
    None for any other clause (the declared name, 「その名前のカード」, is not read here: a
    name is the card's own, compared by ``_declared_description``)."""
    if (
        not isinstance(c, A.Action)
        or c.verb != "be"
        or c.form is not A.Form.NOMINAL
        or c.modal is not None
        or c.more
        or c.amount is not None
        or len(c.args) != 2
    ):
        return None
    by = {a.role: a.value for a in c.args}
    who, pred = by.get(A.Role.SUBJECT), by.get(A.Role.PREDICATE)
    if not isinstance(who, A.NounPhrase) or not isinstance(pred, A.NounPhrase):
        return None
    t, links = pred.terms, pred.links
    if len(t) < 3 or t[0] != A.Ref("that") or t[-1] != A.CardKind("card") or links[-1] != "の":
        return None
    field = DECLARED_FIELDS.get(tuple(t[1:-1]))
    if field not in _DECLARED_TERMS:
        return None
    what = A.NounPhrase(tuple(t[:-1]), tuple(links[:-1]))
    return A.Action("have", (A.Arg(A.Role.SUBJECT, who), A.Arg(A.Role.OBJECT, what)), A.Form.FINAL)


def _declared_have_condition(c: Any, v: Any) -> Any:
    """「Xがその（作品名|技属性）を持つなら」: X is a card of the value the step before declared
    (2.9.2 / 2.15.3) — read as 「Xが『<declared>』のカードなら」 / 「Xが《<declared>》のカードなら」
    (2.9.1 / 2.15.1), ``DECLARED`` standing for the value until it is declared. None for any
    other condition. 「Xが宣言した名前を持つなら」 the grammar may type with X as the subject of
    「宣言した」: a card declares nothing (the master does, 「あなたは名前を1つ宣言し」), so a card
    there is 「持つ」's subject, lifted out (``_declarer_lifted``)."""
    from ruling.cardtext.conditions import condition

    c = _declarer_lifted(c)
    owned = _declared_card_as_have(c)
    if owned is not None:
        return _declared_have_condition(owned, v)
    if isinstance(c, A.Action) and c.verb == "have" and c.form is A.Form.NEGATIVE:
        # 「…を持たない」 (and 「持たないなら」 with the clause before it filled in): not so
        from ruling.cardtext.ir import Cond

        got = _declared_have_condition(replace(c, form=A.Form.FINAL), v)
        return None if got is None else Cond("not", parts=(got,))
    if (
        not isinstance(c, A.Action)
        or c.verb != "have"
        or c.form is not A.Form.FINAL
        or c.modal is not None
        or c.more
        or c.amount is not None
        or len(c.args) != 2
    ):
        return None
    by = {a.role: a.value for a in c.args}
    what = by.get(A.Role.OBJECT)
    who = by.get(A.Role.SUBJECT)
    if not isinstance(what, A.NounPhrase) or not isinstance(who, A.NounPhrase):
        return None
    if not what.terms or what.links[:1] != ("",):
        return None
    first = what.terms[0]
    # 「その名前」, or 「宣言した名前」 (the declaration said again in a relative clause)
    said_again = (
        isinstance(first, A.Relative)
        and first.clause.verb == "declare"
        and first.clause.form is A.Form.PAST
        and not first.clause.args
        and not first.clause.more
    )
    if first != A.Ref("that") and not said_again:
        return None
    field = DECLARED_FIELDS.get(tuple(what.terms[1:]))
    term = _DECLARED_TERMS.get(field or "")
    subject = next((a for a in c.args if a.role is A.Role.SUBJECT), None)
    if subject is None:
        return None
    if field == "name" and said_again:
        # 「Xが宣言した名前を持つ」: X is 「宣言した名前のカード」 (2.1.4), the description
        # ``_declared_description`` reads
        named = A.NounPhrase((first, A.Word("name"), A.CardKind("card")), ("", "の"))
        be = A.Action("be", (subject, A.Arg(A.Role.PREDICATE, named)), A.Form.NOMINAL)
        return condition(be, v)
    if term is None:
        return None
    pred = A.NounPhrase((term, A.CardKind("card")), ("の",))
    be = A.Action("be", (subject, A.Arg(A.Role.PREDICATE, pred)), A.Form.NOMINAL)
    return condition(be, v)


def _declared_description(np: Any, v: Any) -> Any:
    """「（…の）宣言した名前のカード」 / 「宣言した技属性を持つカード」: the cards whose name is the
    declared one (2.1.4) / that hold the declared technique attribute (2.15.1) — the noun phrase
    without the description, read as usual, with the filter ``DECLARED`` stands in. None for any
    other noun phrase."""
    t, links = np.terms, np.links
    for i, term in enumerate(t):
        if not isinstance(term, A.Relative):
            continue
        c = term.clause
        k = 0
        if c.verb == "declare" and c.form is A.Form.PAST and not c.args and not c.more:
            # 「宣言した名前の…」: the field's words after it, then 「の」
            words = next(
                (w for w in DECLARED_FIELDS if tuple(t[i + 1 : i + 1 + len(w)]) == w), None
            )
            if words is None:
                return None
            field, k = DECLARED_FIELDS[words], len(words)
            if i + k + 1 >= len(t) or links[i + k] != "の":
                return None
        elif c.verb == "have" and c.form is A.Form.FINAL and not c.more and len(c.args) == 1:
            # 「宣言した技属性を持つ…」
            obj = c.args[0]
            if obj.role is not A.Role.OBJECT or not isinstance(obj.value, A.NounPhrase):
                continue
            ot = obj.value.terms
            if not ot or not isinstance(ot[0], A.Relative):
                continue
            d = ot[0].clause
            if d.verb != "declare" or d.form is not A.Form.PAST or d.args or d.more:
                continue
            field = DECLARED_FIELDS.get(tuple(ot[1:]))
            if field is None or i + 1 >= len(t) or links[i] != "":
                return None
        else:
            continue
        rest_t = (*t[:i], *t[i + k + 1 :])
        # the link before the description joins what stood before it to what follows it
        rest_l = (*links[:i], *links[i + k + 1 :])
        from ruling.cardtext.nouns import sel

        base = sel(A.NounPhrase(rest_t, rest_l, np.span), v)
        if field == "attribute":
            return replace(base, traits=(*base.traits, DECLARED))
        return replace(base, info_contains=(*base.info_contains, ("named", DECLARED)))
    return None


def _each_draws_hook(st: Any, r: Any) -> list[Any] | None:
    """「あなたと相手は（それぞれ）N枚（ずつ）引く」 / 「すべての（各）プレイヤーは N枚引く」: each
    player draws N (4.10.3: the player named draws) — the master, then the opponent (the
    order changes nothing: an empty deck is renewed only at a check timing, 9.8.1 / 9.1.1).
    None for any other step."""
    from ruling.cardtext.ir import Op as IrOp

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "draw" or b.form is not A.Form.FINAL:
        return None
    if b.modal is not None or b.more or b.amount is not None or st.lead or st.condition:
        return None
    each_of = A.NounPhrase((A.Word("each_of"),), ())
    args = [a for a in b.args if not (a.role is A.Role.NONE and a.value == each_of)]
    by = {a.role: a.value for a in args}
    if len(by) != len(args) or A.Role.NONE not in by:
        return None
    you, opp = A.NounPhrase((A.Owner("you"),), ()), A.NounPhrase((A.Owner("opponent"),), ())
    both = (
        set(by) == {A.Role.WITH, A.Role.TOPIC, A.Role.NONE}
        and {
            by[A.Role.WITH],
            by[A.Role.TOPIC],
        }
        == {you, opp}
    ) or (set(by) == {A.Role.TOPIC, A.Role.NONE} and by[A.Role.TOPIC] in EVERY_PLAYER_NPS)
    if not both:
        return None
    count = by[A.Role.NONE]
    terms = (
        [t for t in count.terms if t != A.Ref("each")] if isinstance(count, A.NounPhrase) else []
    )
    if (
        len(terms) != 1
        or not isinstance(terms[0], A.Count)
        or terms[0].unit != "card"
        or terms[0].bound != "exact"
        or terms[0].number is None
        or not isinstance(terms[0].number.value, int)
    ):
        return None
    n = terms[0].number.value
    return [IrOp("draw", n=n, performer="you"), IrOp("draw", n=n, performer="opponent")]


def _deal_damage_hook(st: Any, r: Any) -> list[Any] | None:
    """「（カード）にNダメージ / Nのダメージを与える」: an effect's damage of N to the card named (the shared
    ``damage`` op: target, amount), accumulated on it as damage is (7.1.5.3; the unsettled point
    whether it adds to an attack's is raised where they meet) and read by 9.4 at the check timing.
    None for any other step."""
    from ruling.cardtext.damage import amount_as_object, dealt_amount, received_as_given
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.ir import Sel
    from ruling.cardtext.nouns import sel

    # 「XはNダメージを受ける」 / 「XはダメージをN受ける」: the same damage given to X (7.1.5.3)
    b = received_as_given(st.body) or st.body
    if not isinstance(b, A.Action) or b.verb != "give":
        return None

    # 「Nダメージ」 / 「Nのダメージ」 (``dealt_amount``); 「Nダメージ与える」, the particle left out
    # (``amount_as_object``)
    roles = amount_as_object({a.role: a.value for a in b.args})
    c = dealt_amount(roles.get(A.Role.OBJECT))
    if c is None:
        return _valued_damage(roles, b, r)
    # 「あなたは…に」: the master gives it, as every effect of its technique (8.1.1.5) — another
    # player named as the giver is refused
    topic = roles.pop(A.Role.TOPIC, None)
    if topic is not None and sel(topic, r.v) != Sel(owner="you"):
        raise Unsupported("damage given by another player")
    if not set(roles) <= {A.Role.OBJECT, A.Role.GOAL} or b.form not in (
        A.Form.FINAL,
        A.Form.CONTINUATIVE,
    ):
        raise Unsupported("damage given in this shape")
    n = c.number.value if c.number is not None else None
    if n is None or n <= 0 or c.bound != "exact":
        raise Unsupported("damage of an amount other than a number")
    # 「…を1枚選び、Nダメージを与える」: no card named, the one the step before chose
    goal = roles.get(A.Role.GOAL)
    target = sel(goal, r.v) if goal is not None else Sel(ref="implied")
    return [IrOp("damage", target=target, amount=n)]


def _valued_damage(roles: dict[Any, Any], b: Any, r: Any) -> list[Any] | None:
    """「（カード）に、このカードの攻撃力（防御力）と同じ値のダメージを与える」: damage whose amount
    is a value of this card (2.10 / 2.11), read as the step is done — of the card as it last was
    on the field if it has left it (8.11.1, 8.7.1.2; ``techniques._deal_damage``). None for a
    damage of any other shape; the value of a card other than this card is refused."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.ir import Sel
    from ruling.cardtext.nouns import sel

    obj = roles.get(A.Role.OBJECT)
    if not (
        isinstance(obj, A.NounPhrase)
        and len(obj.terms) == 3
        and obj.terms[2] == A.Word("damage")
        and obj.links[1:] == ("の",)
    ):
        return None
    rel = obj.terms[0]
    if (
        isinstance(rel, A.Relative)
        and A.Role.GOAL not in roles
        and {a.role for a in rel.clause.args} == {A.Role.GOAL, A.Role.WITH}
    ):
        # 「Xに、このカードの攻撃力と同じ値のダメージを与える」 read with 「Xに」 inside the
        # relative 「…と同じ」: X is whom the damage is given to (「同じ」 takes no 「に」 here)
        gives = next(a for a in rel.clause.args if a.role is A.Role.GOAL)
        kept = tuple(a for a in rel.clause.args if a.role is not A.Role.GOAL)
        rel = replace(rel, clause=replace(rel.clause, args=kept))
        roles = {**roles, A.Role.GOAL: gives.value}
    valued = _card_value(A.NounPhrase((rel, obj.terms[1]), obj.links[:1]))
    if valued is None:
        return None
    card, stat, n = valued
    if card != A.NounPhrase((A.Ref("this_card"),), ()):
        raise Unsupported("damage of the value of a card other than this card")
    if not set(roles) <= {A.Role.OBJECT, A.Role.GOAL} or b.form not in (
        A.Form.FINAL,
        A.Form.CONTINUATIVE,
    ):
        raise Unsupported("damage given in this shape")
    goal = roles.get(A.Role.GOAL)
    target = sel(goal, r.v) if goal is not None else Sel(ref="implied")
    return [IrOp("damage", target=target, amount=n, detail=(("value_of", stat),))]


def _grant_once_hook(st: Any, r: Any) -> list[Any] | None:
    """「（この|その）ターン中、（このカードの）技は追加で《X》になる」 in a one-shot effect (2.15.2): the
    techniques of this card, or of the card chosen just before (「技」 alone), hold X besides
    their own until the end of the turn (6.8.1.3); a card that moves is a new card and loses it
    (3.1.3). Another period, or none, is refused (a continuous technique's grant is read by
    ``_grant_attribute_program``). None for any other step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.ir import Sel

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "become" or _granted_attribute(b) is None:
        return None
    from ruling.cardtext.nouns import sel

    roles = {a.role: a.value for a in b.args}
    time = roles.get(A.Role.TIME)
    if time is None:
        return None
    # 「このターン中」 / 「（この）ターンの終わりまで」 (6.8.1.3); 「このアタック中」 (7.1.1, 7.1.6.2)
    until = {"this_turn": "turn", "that_turn": "turn", "this_attack": "attack"}.get(
        getattr(time, "id", None) or ""
    )
    if until is None:
        raise Unsupported("「…は追加で《X》になる」 for a period of this kind")
    # 「（その技は）すべて」: every technique — what 2.15.2 adds the attribute to in any case
    every = roles.pop(A.Role.NONE, None)
    if every is not None and every != A.NounPhrase((A.Count(None, "card", "all"),), ()):
        raise Unsupported("「…は追加で《X》になる」 of this shape")
    topic = roles.get(A.Role.TOPIC)
    if set(roles) != {A.Role.TIME, A.Role.TOPIC, A.Role.GOAL} or b.form is not A.Form.FINAL:
        raise Unsupported("「…は追加で《X》になる」 of this shape")
    if (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) >= 2
        and topic.terms[-1] == A.Count(None, "card", "all")
    ):
        # 「Xの技はすべて」 read as one phrase: the same
        topic = A.NounPhrase(topic.terms[:-1], topic.links[:-1])
    tech = A.CardKind("technique")
    if topic == A.NounPhrase((A.Ref("this_card"), tech), ("の",)):
        target = Sel(ref="this")
    elif topic in (
        A.NounPhrase((tech,), ()),
        # 「そのカードの技」 / 「その技」: the card chosen just before
        A.NounPhrase((A.Ref("that_card"), tech), ("の",)),
        A.NounPhrase((A.Ref("that"), tech), ("",)),
    ):
        target = Sel(ref="implied")
    elif (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) >= 2
        and topic.terms[-1] == tech
        and topic.links[-1] == "の"
    ):
        # 「（あなた|相手）のリングのカードの技」: that player's ring card (8.9.1.6 / 3.1.3 as a
        # void of it, ``void_once``)
        target = sel(A.NounPhrase(topic.terms[:-1], topic.links[:-1]), r.v)
    else:
        raise Unsupported("「…は追加で《X》になる」 of techniques other than a card's")
    return [
        IrOp("grant", target=target, until=until, detail=(("attribute", _granted_attribute(b)),))
    ]


def _no_stand_hook(st: Any, r: Any) -> list[Any] | None:
    """「（その|それらの|この）カードは次の（あなたの|相手の）スタンドフェイズにスタンドしない」 in a
    one-shot effect: the card(s) named (the one(s) chosen just before, or this card) do not stand
    in the next stand phase that would stand them — their master's (6.2.1.1, 6.2.1.3): the effect
    forbids it (1.3.3) and ends there. The player printed is whose stand phase it is (``detail``
    ``whose``). None for any other step; another phase (「次の相手のドローフェイズに」) is
    refused."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.ir import Sel

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "stand" or b.form is not A.Form.NEGATIVE:
        return None
    roles = {a.role: a.value for a in b.args}
    if len(roles) != len(b.args) or set(roles) != {A.Role.TOPIC, A.Role.GOAL}:
        return None
    when, topic = roles[A.Role.GOAL], roles[A.Role.TOPIC]
    t = getattr(when, "terms", ())
    if not t or t[0] != A.Ref("next") or t[-1] != A.Word("stand_phase"):
        return None
    whose = ""
    if len(t) == 3 and isinstance(t[1], A.Owner) and t[1].who in ("you", "opponent"):
        whose = t[1].who
    elif len(t) != 2:
        raise Unsupported("「次の…スタンドフェイズにスタンドしない」 of this shape")
    refs = {"that_card": "implied", "those_cards": "implied", "this_card": "this"}
    tt = getattr(topic, "terms", ())
    if len(tt) != 1 or not isinstance(tt[0], A.Ref) or tt[0].id not in refs:
        raise Unsupported(
            "「次のスタンドフェイズにスタンドしない」 of cards other than those named"
        )
    from ruling.cardtext.steps import read

    op = IrOp("no_stand", target=Sel(ref=refs[tt[0].id]), detail=(("whose", whose),))
    return read([op], A.Form.NEGATIVE)


def _void_once_hook(st: Any, r: Any) -> list[Any] | None:
    """「（この|その）ターン中、Xの技は（すべて）無効になる」 in a one-shot effect (8.3.1, the shared
    ``ruling.cardtext.void``): the techniques of the card(s) X names are void until the end of the
    turn (6.8.1.3) — this card, the one card chosen just before, or a player's ring card. A void
    with no period in a one-shot effect, another period, or a technique made valid (8.3.3):
    refused (a continuous technique's void is read by ``_void_program``). None for any other
    step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.void import read_void

    b = st.body
    if not isinstance(b, A.Action):
        return None
    v = read_void(_techniques_effect(b))
    if v is None:
        return None
    if v.valid:
        raise Unsupported("a technique made valid (8.3.3)")
    # 「このアタック中」: one attack sub-phase (7.1.1), ended at 7.1.6.2
    until = {"this_turn": "turn", "that_turn": "turn", "this_attack": "attack"}.get(
        getattr(v.time, "id", None) or ""
    )
    if until is None:
        raise Unsupported("a technique made void by an effect for a period of this kind")
    return [IrOp("void", target=sel(v.holder, r.v), until=until)]


def _damage_less_hook(st: Any, r: Any) -> list[Any] | None:
    """「[領域]（このカード|あなたのリングの…カード）が受ける（アタックの）ダメージはN少なくなる」
    (shared ``damage.damage_lessened``): a continuous technique's (8.1.1.4) — the damage that
    card is dealt (an attack's, 7.1.5.3, or any) is N less as it is dealt, not below 0. None for
    any other step; a one-shot's is refused."""
    from ruling.cardtext.damage import damage_lessened
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.steps import read

    got = damage_lessened(st.body)
    if got is None:
        return None
    if r.kind != "continuous":
        raise Unsupported("damage lessened by a technique other than a continuous one")
    who, attrs, info = _replaced_subject(got.whose, r.v)
    if not who:
        raise Unsupported("damage lessened of cards other than this card or a ring card")
    detail = (("who", who), ("attack", got.attack), ("attrs", attrs), ("info", info))
    return read([IrOp("stat", stat="damage_less", amount=got.amount, detail=detail)])


HALF = A.Unknown("半分")


def _times_hook(st: Any, r: Any) -> list[Any] | None:
    """「XのYを半分にする」 / 「XのYをN倍にする」 (Y 攻撃力 / 防御力): a continuous effect that multiplies
    the value (8.2.1.2), applied after the additions and subtractions (8.9.1.8) whenever the
    value is read — not an increase fixed when it resolves. ``detail`` ``("times", (n, d))``: the
    factor n/d. None for any other step; a continuous technique's, a count or more said refused."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import read, result_as_goal, until_of, value_times_of

    b = st.body
    time: Any = None
    if not isinstance(b, A.Action) or b.verb != "do" or b.form is not A.Form.FINAL or b.modal:
        return None
    args = {a.role: a.value for a in result_as_goal(b).args}
    goal = args.get(A.Role.GOAL)
    half = isinstance(goal, A.NounPhrase) and goal.terms == (HALF,)
    got = None if half else value_times_of(b, r.v)
    if not half and got is None:
        return None
    if half:
        who = args.get(A.Role.OBJECT)
        last = who.terms[-1] if isinstance(who, A.NounPhrase) and who.terms else None
        if set(args) != {A.Role.OBJECT, A.Role.GOAL} or not (
            isinstance(last, A.Word) and last.id in r.v.stat_words
        ):
            return None
        stat = r.v.stat_words[last.id]
        whose = A.NounPhrase(who.terms[:-1], who.links[:-1]) if len(who.terms) > 1 else None
        factor = (1, 2)
    else:
        assert got is not None
        # 「ターンの終わりまで、…N倍にする」: for as long as printed (6.8.1.4), as an addition's
        rest = dict(got.rest)
        time = rest.pop(A.Role.TIME, None)
        if rest or got.original or got.n < 1:
            raise Unsupported("a value multiplied, with more said")
        stat, whose, factor = got.stat, got.whose, (got.n, 1)
    if stat not in ("ap", "dp"):
        raise Unsupported(f"a value multiplied: {stat}")
    if whose is None or whose.links[-1:] not in ((), ("の",)):
        raise Unsupported("a value multiplied of a card not named")
    target = sel(whose, r.v)
    if half or time is None:
        return read([IrOp("stat", target=target, stat=stat, detail=(("times", factor),))])
    until = until_of(time, r)
    return read([IrOp("stat", target=target, stat=stat, until=until, detail=(("times", factor),))])


def _remove_damage_hook(st: Any, r: Any) -> list[Any] | None:
    """「（カード）のダメージを（すべて|N）取り除く」 / 「…のダメージを0にする」 (after ``_damage_np``):
    the damage accumulated on the card (7.1.5.3) lessened, as the shared reading of damage taken
    away says (``cardtext.damage``), to the shared ``remove_damage`` op (target, amount, None for
    all), done as printed. None for any other step."""
    from ruling.cardtext.damage import damage_removed
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel

    # (「Xが受けているダメージをN減らす」: the damage accumulated on X (7.1.5.3) lessened by N, read
    # by the shared ``damage_removed``)
    got = damage_removed(st.body)
    if got is None:
        return None
    if st.body.form is not A.Form.FINAL:
        raise Unsupported("damage removed in this shape")
    return [IrOp("remove_damage", target=sel(got.whose, r.v), amount=got.amount)]


def _attack_damage_hook(st: Any, r: Any) -> list[Any] | None:
    """「（この）アタックのダメージはaになる」 (8.2.1.3.3): a replacement of the damage of the attack in
    progress by ``a`` (the shared ``stat`` of the word ``attack_damage``, set): read in the attack
    resolution step (7.1.5.3). None for any other step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel

    b = st.body
    if not isinstance(b, A.Action) or b.verb != "become" or b.form.value != "final":
        return None
    roles = {a.role.value: a.value for a in b.args}
    topic = roles.get("topic")
    if set(roles) != {"topic", "goal"} or not isinstance(topic, A.NounPhrase):
        return None
    # 「このアタックのダメージ」: the attack in progress named as 「このアタック」 (7.1.1, as in
    # 「このアタック中」), the same damage
    ids = [getattr(t, "id", None) for t in topic.terms]
    # 「（このカード|あなたのリングのカード|相手のリングのカード）のアタックのダメージ」: the damage of
    # an attack that card makes — an attack is its ring card's (7.1.3.2): read only while this
    # card is the one attacking (``of``: this), or while that player's ring card is (``of``:
    # your_ring / opp_ring, the master's or its opponent's attack)
    of = None
    first = topic.terms[0] if topic.terms else None
    if (
        isinstance(first, A.Relative)
        and first.clause.verb == "receive"
        and [(a.role, a.value) for a in first.clause.args]
        == [(A.Role.SUBJECT, A.NounPhrase((A.Ref("this_card"),), ()))]
        and first.clause.modal is None
        and not first.clause.more
        and ids[1:] == ["attack", "damage"]
    ):
        # 「このカードが受けるアタックのダメージ」: the damage of an attack whose attacked card
        # (4.14.1) is this card — read only while it is (``of``: to_this)
        of, ids = "to_this", ["attack", "damage"]
    elif ids in (["this_card", "attack", "damage"], ["this", "card", "attack", "damage"]):
        of = "this"
    elif ids[-3:] == ["card", "attack", "damage"] and len(ids) == 5:
        owner, zone = topic.terms[0], topic.terms[1]
        if getattr(zone, "id", None) == "ring" and getattr(owner, "who", None) in (
            "you",
            "self",
            "opponent",
        ):
            of = "opp_ring" if owner.who == "opponent" else "your_ring"
    if of is not None:
        ids = ["attack", "damage"]
    if ids not in (["attack", "damage"], ["this", "attack", "damage"], ["that_attack", "damage"]):
        return None
    goal = roles["goal"]
    # 「そのアタックのダメージ」: the attack of the trigger's event (``_compile_program`` checks
    # the trigger is one of an attack, which is then the attack in progress)
    that = (("that_attack", True),) if ids[0] == "that_attack" else ()
    that += (("of", of),) if of else ()
    valued = _card_value(goal)
    if valued is not None:
        # 「…ダメージは、Xの攻撃力と同じ値 / Xの攻撃力にNを加えた値になる」: X's value (+ N)
        card, stat, n = valued
        return [
            IrOp(
                "stat",
                target=sel(card, r.v),
                stat="attack_damage",
                amount=n,
                set_to=True,
                detail=(*that, ("value_of", stat)),
            )
        ]
    c = goal.terms[0] if isinstance(goal, A.NounPhrase) and len(goal.terms) == 1 else None
    n = c.number.value if isinstance(c, A.Count) and c.number is not None else None
    if n is None or c.unit != "none" or c.bound != "exact":
        raise Unsupported("「アタックのダメージは…になる」 with a value other than a number")
    return [IrOp("stat", stat="attack_damage", amount=n, set_to=True, detail=that)]


# the frames of the bench a put may name (3.3.3.3: 左ベンチ, 中央ベンチ, 右ベンチ)
BENCH_FRAMES = ("left", "center", "right")


# the words of a card's values a value may be read from (2.10 攻撃力, 2.11 防御力)
VALUE_WORDS = {"attack_power": "ap", "defence_power": "dp"}


def _same_value_hook(st: Any, r: Any) -> list[Any] | None:
    """「XのYは（、）ZのYと同じになる」 / 「XのYをZのYと同じにする」: X's value (2.10.1 攻撃力 / 2.11.1
    防御力) set (8.9.1.3) to the one Z has as the effect is resolved (every effect applied, 8.9.1;
    a one-shot technique's effect arises then, 8.9.1.4) — the shared ``stat`` set, with Z's value
    in ``detail`` (``value_of``: the value word, Z's selector). The same value word on both sides
    only; a continuous technique's (a value that would follow Z's) is refused. None for any other
    step."""
    from ruling.cardtext.ir import Op as IrOp
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.steps import until_of

    b = st.body
    if not isinstance(b, A.Action) or b.verb not in ("become_same", "make_same"):
        return None
    if b.form is not A.Form.FINAL or b.modal is not None or b.more:
        raise Unsupported("a value made equal to another's, of this shape")
    whose = {"become_same": (A.Role.TOPIC, A.Role.SUBJECT), "make_same": (A.Role.OBJECT,)}[b.verb]
    who = other = time = None
    for a in b.args:
        if a.role in whose and who is None:
            who = a.value
        elif a.role is A.Role.WITH and other is None:
            other = a.value
        elif a.role is A.Role.TIME and time is None:
            time = a.value
        else:
            raise Unsupported("a value made equal to another's, of this shape")

    def value(np: Any) -> tuple[Any, str] | None:
        if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.links[-1] != "の":
            return None
        stat = VALUE_WORDS.get(getattr(np.terms[-1], "id", ""))
        if stat is None or not isinstance(np.terms[-1], A.Word):
            return None
        return A.NounPhrase(np.terms[:-1], np.links[:-1]), stat

    mine, theirs = value(who), value(other)
    if mine is None or theirs is None:
        raise Unsupported("a value made equal to another's, of this shape")
    if mine[1] != theirs[1]:
        raise Unsupported("a value made equal to another value")
    if r.kind == "continuous":
        raise Unsupported("a value kept equal to another's (a continuous ability)")
    return [
        IrOp(
            "stat",
            target=sel(mine[0], r.v),
            stat=mine[1],
            amount=0,
            set_to=True,
            until=until_of(time, r) if time is not None else None,
            detail=(("value_of", sel(theirs[0], r.v)),),
        )
    ]


def _card_value(goal: Any) -> tuple[Any, str, int] | None:
    """「Xの攻撃力と同じ値」 / 「Xの攻撃力にNを加えた値」 (the value word 「値」, the grammar's
    ``sum``): (the noun phrase X, ``ap`` / ``dp``, N — 0 for 「同じ値」). None for any other
    value."""
    if not (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 2
        and goal.terms[1] == A.Word("sum")
        and isinstance(goal.terms[0], A.Relative)
    ):
        return None
    c = goal.terms[0].clause
    by = {a.role: a.value for a in c.args}
    if len(by) != len(c.args) or c.modal is not None or c.more:
        return None
    if c.verb == "same" and set(by) == {A.Role.WITH} and c.form is A.Form.FINAL:
        np, n = by[A.Role.WITH], 0
    elif c.verb == "add" and set(by) == {A.Role.GOAL, A.Role.OBJECT} and c.form is A.Form.PAST:
        cnt = by[A.Role.OBJECT]
        t = cnt.terms[0] if isinstance(cnt, A.NounPhrase) and len(cnt.terms) == 1 else None
        if not (
            isinstance(t, A.Count)
            and t.number is not None
            and t.number.value is not None
            and t.unit == "none"
            and t.bound == "exact"
        ):
            return None
        np, n = by[A.Role.GOAL], int(t.number.value)
    else:
        return None
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.links[-1] != "の":
        return None
    stat = VALUE_WORDS.get(getattr(np.terms[-1], "id", ""))
    if stat is None or not isinstance(np.terms[-1], A.Word):
        return None
    return A.NounPhrase(np.terms[:-1], np.links[:-1]), stat, n


# set while a step's condition is compiled right after a look at one card (「山札を上から1枚見る
# / 公開する。そのカードが…なら」, ``_op``): 「その / そのカード / それ」 there is the card looked
# at (8.1.1.5: the nearest card named before), who ``looked`` in the condition
_LOOKED_ONE: ContextVar[bool] = ContextVar("vs_looked_one", default=False)


def _looked_card(s: Any) -> bool:
    """「そのカード / それ」 naming the one card just looked at (under ``_LOOKED_ONE``)."""
    return (
        _LOOKED_ONE.get()
        and s is not None
        and s.ref in ("that", "looked")
        and replace(s, ref=None, kinds=(), said=None) == type(s)()
        and s.kinds in ((), ("card",))
    )


def _who(s: Any) -> str:
    """What a selector names, in the engine's words: this (このカード), chosen, your_ring /
    opp_ring (…リングのカード), opp_technique (相手の技), your_retired / opp_retired."""
    if s.ref == "this":
        return "this"
    if _looked_card(s):
        # 「（山札を上から1枚見る。）そのカードの…が…なら」: the card looked at (4.11.2)
        return "looked"
    if s.ref in ("chosen", "implied"):
        return "chosen"
    if s.zones == ("looked",) and replace(s, zones=(), kinds=()) == type(s)():
        # 「（見た中から）1枚を選び」: among the cards the step before looked at (4.11.2)
        return "looked"
    if (
        s.ref == "that"
        and replace(s, ref=None, kinds=()) == type(s)()
        and s.kinds in ((), ("card",))
    ):
        # 「そのカード」: the card of the trigger's event (``_compile_program`` reads which)
        return "that"
    if (
        s.states == ("supporting",)
        and replace(s, states=(), kinds=()) == type(s)()
        and s.kinds in ((), ("card",))
    ):
        # 「サポートしたカード」: the card that supported the attack in progress (7.1.3.1)
        return "supporter"
    if (
        s.states == ("attacked",)
        and replace(s, states=(), kinds=()) == type(s)()
        and s.kinds in ((), ("card",))
    ):
        # 「アタックされたカード」: the card attacked in the attack in progress (4.14.1)
        return "attacked"
    if s.states == ("attacking",) and replace(s, states=(), kinds=()) == type(s)():
        # 「アタックしたカード」: the ring card attacking in the attack in progress (7.1.3.2)
        if s.kinds in ((), ("card",)):
            return "attacker"
    if (
        s.states == ("attacking",)
        and s.owner == "opponent"
        and replace(s, states=(), kinds=(), owner=None) == type(s)()
        and s.kinds in ((), ("card",))
    ):
        # 「相手のアタックしたカード」: the opponent's ring card attacking — read only in a trigger
        # of an attack by the opponent (``_compile_program``)
        return "opp_attacker"
    mine = s.owner in ("you", "self")
    bare = replace(s, owner=None, zones=(), kinds=(), count=None, bound="exact", stats=())
    if s.stats and not (s.kinds == ("technique",) and s.owner == "opponent"):
        raise _refuse(f"what the noun phrase ({s.describe()}) names")
    if s.ref is not None or replace(bare, pos=None) != type(s)():
        raise _refuse(f"what the noun phrase ({s.describe()}) names")
    if bare.pos is not None and not (s.zones == ("bench",) and s.pos in _FRAMES):
        raise _refuse(f"what the noun phrase ({s.describe()}) names")
    if s.zones == ("ring",) and s.kinds in (("card",), ()) and s.owner:
        return "your_ring" if mine else "opp_ring"
    # 「相手の技」, 「相手のレベル2以上のカードの技」 (the technique of such a card)
    if s.kinds == ("technique",) and s.owner == "opponent" and not s.zones:
        return "opp_technique"
    if s.kinds == ("retired",) and not s.zones and s.owner:
        return "your_retired" if mine else "opp_retired"
    # 「（あなた|相手）のリタイヤ置場のカード」: the same cards (3.4: the retire zone's)
    if s.kinds in (("card",), ()) and s.owner and s.zones == ("retire",):
        return "your_retired" if mine else "opp_retired"
    # 「（自分|相手）の（フィールド|ベンチ）のカード」: the cards of those zones (3.3.1: the ring and
    # the bench are the field), to choose among
    if (
        s.kinds in (("card",), ())
        and s.owner
        and s.zones in (("field",), ("bench",))
        and s.pos is None
    ):
        return f"{'your' if mine else 'opp'}_{s.zones[0]}"
    # 「（自分|相手）の中央ベンチのカード」: the card of that frame (3.3.3.3), to choose among
    if (
        s.kinds in (("card",), ())
        and s.owner
        and s.zones == ("bench",)
        and s.pos in _FRAMES
        and replace(bare, pos=None) == type(s)()
    ):
        return f"{'your' if mine else 'opp'}_bench_{s.pos}"
    # 「（自分|相手）のエネルギー」 / 「…のエネルギー置場のカード」: the energy zone's cards (3.4.2
    # 「エネルギー置場のカードは「エネルギー」と表される場合があります」)
    if s.kinds in (("card",), ()) and s.owner and s.zones == ("energy",):
        return "your_energy" if mine else "opp_energy"
    # 「（自分|相手）の控え室のカード」: the cards of a player's waiting room, to choose among —
    # a public zone (3.6.2: every player sees its cards), so either player's, as the bench's
    # and the retire zone's (3.3.3.1, 3.5.2)
    if s.kinds in (("card",), ()) and s.owner and s.zones == ("waiting",):
        return "your_waiting" if mine else "opp_waiting"
    # 「自分の手札」: the master's own hand, to choose among (3.7.2: a player sees their own
    # hand only; the opponent's is not read)
    if s.kinds in (("card",), ()) and mine and s.zones == ("hand",):
        return "your_hand"
    # 「相手の手札」: the opponent's hand, a hidden zone the master chooses in unseen (3.7.2): a
    # choice needing no card information (8.6.11.2 names only those that need it), any card
    # of it; a filter on its cards (8.6.11.2) is refused above
    if s.kinds in (("card",), ()) and s.owner == "opponent" and s.zones == ("hand",):
        return "opp_hand"
    # 「（あなた|相手）のサプライズ置場のカード」: the card of a surprise zone (3.9.2: one at most)
    if s.kinds in (("card",), ()) and s.owner and s.zones == ("surprise",):
        return "your_surprise" if mine else "opp_surprise"
    raise _refuse(f"what the noun phrase ({s.describe()}) names")


# The zones a choice names with no owner that are the chooser's own (data): the hand (3.7.2)
# and the energy zone (3.4.2 「エネルギー」, 3.4.3)
CHOOSERS_OWN_ZONES = (("hand",), ("energy",))

# what a choice picks among several cards: whose (you / opponent) and the zones they are in
GROUPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "your_retired": ("you", ("retire",)),
    "opp_retired": ("opponent", ("retire",)),
    "your_field": ("you", FIELD_ZONES),
    "opp_field": ("opponent", FIELD_ZONES),
    "your_bench": ("you", BENCH_ZONES),
    "opp_bench": ("opponent", BENCH_ZONES),
    "your_hand": ("you", ("hand",)),
    "opp_hand": ("opponent", ("hand",)),
    "your_waiting": ("you", ("waiting",)),
    # the opponent's waiting room: chosen among only by its owner (「相手は自分の控え室のカードを
    # 1枚選び」, ``_opponents_choice``; the master's choice there is refused, ``_who``)
    "opp_waiting": ("opponent", ("waiting",)),
    # 「（自分|相手）のエネルギー（置場のカード）」: the energy zone's cards (3.4.2)
    "your_energy": ("you", ("energy",)),
    "opp_energy": ("opponent", ("energy",)),
    # 「（あなた|相手）のサプライズ置場のカード」: the one card a surprise zone holds at most (3.9.2),
    # face down as a rule (3.9.4) — its owner sees it (3.9.3), so no filter on what it is is read
    # on it (``_who`` refuses one)
    "your_surprise": ("you", ("surprise",)),
    "opp_surprise": ("opponent", ("surprise",)),
}
# 「（自分|相手）の（左|中央|右）ベンチのカード」: the card of one frame of a bench (3.3.3.2, 3.3.3.3)
GROUPS.update(
    {
        f"{side}_bench_{frame}": (owner, (f"bench.{frame}",))
        for side, owner in (("your", "you"), ("opp", "opponent"))
        for frame in ("left", "center", "right")
    }
)
# the groups of one frame of a bench (「中央ベンチのカード」), chosen among as a bench's cards are
FRAME_GROUPS = tuple(g for g in GROUPS if "_bench_" in g)
# a bench's cards, all its frames or one (4.9.1: the cards with a placement state)
BENCH_GROUPS = ("your_bench", "opp_bench", *FRAME_GROUPS)
# the groups of the master's own cards (its own zones: 3.1.4, the cards' owner is the master)
OWN_GROUPS = (
    "your_retired",
    "your_bench",
    "your_bench_left",
    "your_bench_center",
    "your_bench_right",
    "your_field",
    "your_hand",
    "your_waiting",
    "your_energy",
)
# the groups whose every card a step may put elsewhere (「…のカードをすべて控え室に置く」)
PUT_ALL_GROUPS = (
    "your_bench",
    "opp_bench",
    "your_hand",
    "opp_hand",
    "your_energy",
    "opp_energy",
    # 「相手のサプライズ置場のカードを控え室に置く」: the one card there (3.9.2, ``single_zones``)
    "your_surprise",
    "opp_surprise",
)
# 「（あなた|相手）のリングのカードを控え室に置く」: the ring's card (3.3.2.3, ``single_zones``), put
# as a group's every card is (``put_all``); not a group chosen among (the ring's card is named
# ``your_ring`` / ``opp_ring`` elsewhere)
RING_PUT_GROUPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "your_ring": ("you", ("ring",)),
    "opp_ring": ("opponent", ("ring",)),
}
# the groups whose cards the technique's master cannot see (3.9.3: another player's surprise card)
UNSEEN_GROUPS = ("opp_surprise", "opp_hand")
# the energy zones' cards (3.4.2), given a state too (4.9.1)
ENERGY_GROUPS = ("your_energy", "opp_energy")
# the placement states a bench's or the energy zone's card is in (4.9.1.1 stand, 4.9.1.2 rest,
# 4.9.1.3 reverse)
PLACEMENT_STATES = ("stand", "rest", "reverse")
# the groups of field cards (3.3.1) a stat change may reach once one of them is chosen
FIELD_GROUPS = ("your_bench", "opp_bench", "your_field", "opp_field")
# what a count condition may also count (3.3.2: a ring holds one card at most)
COUNTED: dict[str, tuple[str, tuple[str, ...]]] = {
    **GROUPS,
    "your_ring_zone": ("you", ("ring",)),
    "opp_ring_zone": ("opponent", ("ring",)),
    # 「（あなた|相手）の山札がN枚以下なら」: how many cards a deck holds (3.2; a hidden zone whose
    # count is not its content, as a hand's, 3.7.2)
    "your_deck": ("you", ("deck",)),
    "opp_deck": ("opponent", ("deck",)),
}


# a text's owners are the master's (あなた: the master, 相手: its opponent) but 「自分」, which is
# the performer's: the owners of a step the opponent performs, seen from the performer
_FROM_OPPONENT = {"you": "opponent", "opponent": "self", "self": "self", None: None}


# a player's ring card (3.3.2: one at most): chosen as the ring holds it, whoever chooses
_RINGS = ("your_ring", "opp_ring")


def _mirrored_group(key: str) -> str:
    """A group of cards (``GROUPS``) seen from the other player: ``your_X`` <-> ``opp_X``."""
    side, _, rest = key.partition("_")
    return {"your": "opp", "opp": "your"}.get(side, side) + "_" + rest


def _opponents_choice(o: Any) -> Op:
    """「相手は自分の控え室の（レベル1以下の）カードを1枚選び」: a choice the master's opponent
    makes. A choice is a choice whoever makes it (8.5.4 / 8.6.11): it is read as the master's
    own choice seen from the opponent — the text's owners turned to the performer's view
    (``_FROM_OPPONENT``: 「自分の」 its own, 「相手の」 its own too, 「あなたの」 the master's), every
    filter the master's choice reads (a level, 《X》, 称号に“X”を含む, a state, 他の, as many as)
    kept — and the groups it names turned back to the master's (``_mirrored_group``). The
    chooser sees its own cards in every zone (its hand, 3.7.2; the public zones, 3.3.3, 3.5),
    so the choice is among a player's zone's cards (``GROUPS``) or of a ring card (3.3.2: one
    at most) only; what is done with them follows (「自分の控え室に置く」: their owner's)."""
    if o.target is None or o.optional:
        raise _refuse("a choose by another player")
    detail = tuple(
        ("n_of", replace(d[1], owner=_FROM_OPPONENT.get(d[1].owner, d[1].owner)))
        if isinstance(d, tuple) and d and d[0] == "n_of" and hasattr(d[1], "owner")
        else d
        for d in o.detail
    )
    target = replace(o.target, owner=_FROM_OPPONENT.get(o.target.owner, o.target.owner))
    try:
        mine = _op(replace(o, performer="you", target=target, detail=detail), [])
    except Unsupported as exc:
        raise _refuse(f"a choose by another player ({exc.reason})") from None
    among = (*GROUPS, *_RINGS)
    if mine.kind != "choose" or mine.who not in among:
        raise _refuse("a choose by another player among other than a zone's cards")
    count_of = _mirrored_group(mine.count_of) if mine.count_of else ""
    if _mirrored_group(mine.who) not in among or (count_of and count_of not in GROUPS):
        raise _refuse("a choose by another player among other than a zone's cards")
    return replace(mine, who=_mirrored_group(mine.who), count_of=count_of, by="opponent")


def _ops(steps: Any) -> list[Op]:
    """The shared program's steps in the engine's words, in the order written (8.1.1.5).
    「A。Xなら、かわりにB。」 (``lead`` ``replaces``, the shared ``sentence_replaced``): B is done in
    place of the step of the sentence before that does what B does — an event not done, another
    done in its place (8.2.1.3) — X read once, as that step is reached (``cond`` ``("instead", X,
    replacing)``: the step replaced runs when X does not hold, B when it does)."""
    steps = list(steps)
    each = _each_players_block(steps)
    if each is not None:
        at, end = each
        block = steps[at:end]
        # 「すべてのプレイヤーは、自分の手札を1枚選び、自分の控え室に置く」: the block of steps
        # about what each player chose, read once as the master's own (「あなたは自分の…」) and
        # once as its opponent's (「相手は自分の…」), every check of those readings kept; the
        # runtime does the turn player's first (1.3.4)
        mine = _ops([replace(x, performer="you") for x in block])
        theirs = _ops([replace(x, performer="opponent") for x in block])
        return [
            *_ops(steps[:at]),
            Op("each_player", "both", value=(tuple(mine), tuple(theirs))),
            *_ops(steps[end:]),
        ]
    ops: list[Op] = []
    shared_ops: list[Any] = []
    for o in steps:
        # a reveal of the cards just chosen (3.1.7) leaves them the cards chosen: the steps after
        # it read the choice before it (「選び、相手に見せ、手札に加える」)
        # — and of the card just looked at (「…見る。そのカードを公開し、手札に加える」), the card
        # looked at still the one the steps after it read
        seen = [p for p in ops if not (p.kind == "reveal" and p.who in ("chosen", "looked"))]
        if o.lead != "replaces" and o.performer == "each" and o.verb == "move":
            # 「すべてのプレイヤーは、自分の山札の上からN枚を、自分の（控え室|リタイヤ置場…）に
            # 置く」: the master's put of its own deck's top cards, then the same of the
            # opponent's deck to the opponent's zone (3.1.4) — no choice in it, so no order of
            # choosing (1.3.4) to keep; what each put leads to is read at the check timing after
            mine = _op(replace(o, performer="you"), seen)
            if o.target is None or o.target.owner != "self":
                raise _refuse("a put done by each player of a deck not named 「自分の」")
            if mine.kind != "deck_top" or mine.who != "you":
                raise _refuse("a put done by each player other than of the deck's top cards")
            ops += [mine, replace(mine, who="opponent")]
            shared_ops += [o, o]
            continue
        if o.lead != "replaces":
            try:
                got_ops = [_op(o, seen)]
            except Unsupported as exc:
                got_ops = _implied_choice(o, seen, exc)
            ops.extend(got_ops)
            shared_ops.extend([o] * len(got_ops))
            continue
        got = _op(replace(o, lead=None), seen)
        at = next(
            (
                i
                for i in range(len(ops) - 1, -1, -1)
                if shared_ops[i].sentence == o.sentence - 1
                and shared_ops[i].verb == o.verb
                and ops[i].kind == got.kind
            ),
            None,
        )
        if at is None or got.cond is None or ops[at].cond is not None or got.optional:
            raise _refuse("「かわりに」 of a sentence, of this shape")
        if got.cond[0] in ("if_done", "done", "instead") or got.cond[1:2] == ("looked",):
            raise _refuse("「かわりに」 under a condition of this shape")
        ops[at] = replace(ops[at], cond=("instead", got.cond, False))
        ops.append(replace(got, cond=("instead", got.cond, True)))
        shared_ops.append(o)
    return _under_sentence_condition(ops, shared_ops)


# the engine's conditions that are no 「…なら」 of the text: a connector's (「そうしたら」
# ``if_done``, 「そうでないなら」 ``unless_done``), a replacement's (「かわりに」 ``instead``), and
# a step already under the condition before it (``under``)
_NOT_A_SENTENCE_CONDITION = ("if_done", "unless_done", "instead", UNDER[0], OTHERWISE[0])


@dataclass(frozen=True)
class _Read:
    """An engine step beside the shared step it was read from, as ``sentence_held`` sees it: its
    sentence and lead are the shared step's; ``again``: a further engine step of the shared step
    before it (「選び、Vする」 made of one step), no condition nor connector of its own to open."""

    op: Op
    step: Any
    again: bool

    @property
    def sentence(self) -> Any:
        return self.step.sentence

    @property
    def lead(self) -> Any:
        return None if self.again else self.step.lead


def _under_sentence_condition(ops: list[Op], shared_ops: list[Any]) -> list[Op]:
    """「Xなら、AしBする」: a condition the shared reader put on the step it opens (A) holds the
    rest of its sentence too (the shared ``Op.cond``: 「it and the rest of its sentence need
    it」; the scope is the shared ``ruling.cardtext.ir.sentence_held``, co's and mc's) — every
    later step of that sentence up to one with a condition or a connector of its own is
    ``UNDER`` it: read once, as A is reached (8.6.5, 8.1.1.5), and not met, none of them does
    anything (8.6.5 「その行動および、その後続く行動は…何も起きなくなります」). A condition in
    the middle of a sentence (「AしXならBする」) holds what follows it, not what is before it;
    the next sentence is not under it (its steps run in the order written, 8.1.1.5).
    ``shared_ops``: the shared step each engine step was read from — a condition is the engine
    step's own (its ``cond``), or the shared step's the engine left off (none then opens)."""
    steps = [
        _Read(op, o, k > 0 and shared_ops[k - 1] is o)
        for k, (op, o) in enumerate(zip(ops, shared_ops, strict=True))
    ]

    def own(r: _Read) -> bool:
        return r.op.cond is not None or (r.step.cond is not None and not r.again)

    def opens(r: _Read) -> bool:
        return (
            r.op.cond is not None
            and r.step.cond is not None
            and r.op.cond[0] not in _NOT_A_SENTENCE_CONDITION
            and r.step.lead != "replaces"
        )

    held = sentence_held(steps, own=own, opens=opens)  # type: ignore[arg-type]
    return [
        replace(op, cond=UNDER) if h is not None else op for op, h in zip(ops, held, strict=True)
    ]


def _each_players_block(steps: list[Any]) -> tuple[int, int] | None:
    """Where a choice made by every player (「すべてのプレイヤーは、…を選び」, performer ``each``)
    begins, and where the steps about the cards chosen after it (「（自分の控え室に）置く」, the
    chosen cards' steps with no lead nor condition) end; None when no step is such a choice."""
    at = next(
        (k for k, o in enumerate(steps) if o.verb == "choose" and o.performer == "each"), None
    )
    if at is None:
        return None
    end = at + 1
    while (
        end < len(steps)
        and steps[end].target is not None
        and steps[end].target.ref in ("chosen", "that")
        and steps[end].lead is None
        and steps[end].cond is None
        and steps[end].performer in (None, "you")
    ):
        end += 1
    return at, end


# the verbs that act on cards a step names by count (「XをN枚Vする」, 「XのカードN枚をVする」)
IMPLIED_CHOICE_VERBS = ("move", "stand", "rest", "reverse", "reveal")


def _implied_choice(o: Any, prev: list[Op], refused: Unsupported) -> list[Op]:
    """「（あなたは）XをN枚（まで）Vする」 / 「XのカードN枚をVする」 that the step reader refuses
    as printed: a step acting on a number of a zone's cards (V: put in a zone, stand, rest,
    reverse) with no 「選び」 — read as 「XをN枚（まで）選び、Vする」: the performer chooses the
    targets as the instruction is reached (8.5.4 / 8.6.11; as many as possible up to N, 8.6.11.1
    / 8.6.11.1.2; 「まで」 any number from 0, 8.6.11.1.1), every filter of X kept (a state, 《X》, a
    level …), then V is done to the cards chosen, each choice and step read as the choose and
    the step of 「選び、Vする」 are (same checks, same refusals). Refused as before (``refused``)
    when the step names no count of a zone's cards, or when it is optional with more than one
    card (whether 「そうしたら」 follows a part done, 1.3.2, is not written)."""
    t = o.target
    n = o.n if o.n is not None else (t.count if t is not None else None)
    bound = o.bound if o.n is not None else (t.bound if t is not None else "exact")
    if (
        o.verb not in IMPLIED_CHOICE_VERBS
        or t is None
        or t.ref is not None
        or not n
        or bound not in ("exact", "up_to")
        or (o.optional and n > 1)
        or o.cond is not None
        or o.cost is not None
        or o.lead is not None
        or o.each is not None
    ):
        raise refused
    choose = replace(
        o,
        verb="choose",
        target=replace(t, count=None, bound="exact"),
        n=n,
        bound=bound,
        dest=None,
        pos=None,
        face=None,
        orientation=None,
        optional=False,
        detail=(),
    )
    act = replace(o, target=type(t)(ref="chosen"), n=None, bound="exact")
    try:
        first = _op(choose, prev)
        return [first, _op(act, [*prev, first])]
    except Unsupported:
        raise refused from None


# a deck looked at (``look``'s ``who``), seen from the other player
_OTHER_DECK = {"you": "opp", "opp": "you"}


def _opponents_look(o: Any) -> Op:
    """「相手は自分の山札を上から2枚見て」: the opponent looks at the top of a deck (4.11.2) — read
    as the master's own look seen from the performer (``_FROM_OPPONENT``), the deck turned back
    (``_OTHER_DECK``), ``by`` kept: the performer sees the cards and does what the sentence says
    with them (``_opponents_step``)."""
    target = o.target
    if target is not None:
        target = replace(target, owner=_FROM_OPPONENT.get(target.owner, target.owner))
    try:
        mine = _op(replace(o, performer="you", target=target), [])
    except Unsupported as exc:
        raise _refuse(f"a look by another player ({exc.reason})") from None
    if mine.kind != "look" or mine.who not in _OTHER_DECK:
        raise _refuse("a look by another player at other than the top of a deck")
    return replace(mine, who=_OTHER_DECK[mine.who], by="opponent")


def _opponents_step(o: Any, prev: list[Op]) -> Op:
    """「相手は自分の控え室のカードを1枚選び、山札の下に置いて（も）よい」: a step the opponent does
    to the cards it has just chosen (the sentence's topic does each act of it). What is done to
    a card does not depend on who does it — it goes to its owner's zone (3.1.4), it rests or
    stands where it is — so the step is read as the master's own, seen from the performer
    (``_FROM_OPPONENT``), and keeps ``by``: a 「…てよい」 is the performer's to decide (8.1.1.5).
    After its look (``_opponents_look``), what it does with the cards looked at (put back in
    the order it chooses, or each to the place it picks) is read so too, the deck turned back.
    A step on other cards than the ones chosen or looked at is refused."""
    if prev[-1].kind == "look" and prev[-1].who in _OTHER_DECK:
        seen = replace(prev[-1], who=_OTHER_DECK[prev[-1].who], by="")
        target = o.target
        if target is not None:
            target = replace(target, owner=_FROM_OPPONENT.get(target.owner, target.owner))
        try:
            mine = _op(replace(o, performer="you", target=target), [*prev[:-1], seen])
        except Unsupported as exc:
            raise _refuse(f"a {o.verb} by another player ({exc.reason})") from None
        if mine.kind not in ("reorder", "place_looked") or mine.who not in _OTHER_DECK:
            raise _refuse(f"a {o.verb} by another player of the cards looked at")
        return replace(mine, who=_OTHER_DECK[mine.who], by="opponent")
    if o.target is None or o.target.ref not in ("chosen", "that", "implied"):
        raise _refuse(f"a {o.verb} by another player")
    mirrored = replace(o, performer="you")
    if o.target.owner is not None:
        mirrored = replace(
            mirrored, target=replace(o.target, owner=_FROM_OPPONENT.get(o.target.owner))
        )
    try:
        mine = _op(mirrored, prev)
    except Unsupported as exc:
        raise _refuse(f"a {o.verb} by another player ({exc.reason})") from None
    if mine.who != "chosen" or mine.by:
        raise _refuse(f"a {o.verb} by another player")
    return replace(mine, by="opponent")


def _set_op(o: Any, prev: list[Op]) -> Op:
    """「このカード / 選んだカードの攻撃力（防御力）をNにする」 / 「…はNになる（となる）」 (the shared
    ``steps.set_value``): the value is N from then on (8.9.1.3: a continuous effect that changes
    a value, applied with the others; whether a later set overrides an earlier addition is the
    audit's set_after_addition). Read on this card or one field card chosen, in a one-shot
    technique; another target, an original value (「元々の」), a count or a continuous one refused."""
    who = _who(o.target)
    chosen_one = bool(
        prev
        and prev[-1].kind == "choose"
        and (
            prev[-1].who in ("your_ring", "opp_ring")
            or (prev[-1].who in FIELD_GROUPS and prev[-1].value in (None, "omitted"))
        )
    )
    # a ring card or every card of a bench / the field (no 「選び」): read only as a continuous
    # technique's effect while it is in force (``_compile`` refuses it in a one-shot technique)
    if who not in ("this", "chosen", "your_ring", "opp_ring", *FIELD_GROUPS) or (
        who == "chosen" and not chosen_one
    ):
        raise _refuse("a value set of a card other than this card or one field card chosen")
    # 「…はZの攻撃力と同じになる」 (``_same_value_hook``): Z's value as it is resolved — Z this
    # card, a player's ring card, or a card of the attack in progress (``_matched_card``)
    of = dict(o.detail).get("value_of") if len(o.detail) == 1 else None
    value_of: tuple[str, str] = ()
    if of is not None:
        whose = _who(of)
        if whose not in (
            "this",
            "your_ring",
            "opp_ring",
            "supporter",
            "attacked",
            *ATTACKING_CARDS,
        ):
            raise _refuse("a value made equal to the value of a card other than one field card")
        if who not in ("this", "chosen"):
            raise _refuse("a value made equal to another's, on a card other than this or chosen")
        value_of = (whose, o.stat)
    elif o.detail:
        raise _refuse("a value set of this shape")
    if o.per is not None or o.more or o.cond is not None:
        raise _refuse("a value set of this shape")
    if o.until not in (None, "game", "attack", "turn"):
        raise _refuse("a value set of this shape")
    if o.stat not in ("ap", "dp"):
        raise _refuse("a value set of a value other than AP / DP")
    ap, dp = (o.amount, 0) if o.stat == "ap" else (0, o.amount)
    return Op(
        "stat",
        who,
        ap=ap,
        dp=dp,
        optional=o.optional,
        until=o.until if o.until in ("attack", "turn") else "",
        set_to=True,
        set_values=(o.stat,),
        value_of=value_of,
    )


def _this_or_chosen_for(o: Any, prev: list[Op], state: str, about: str) -> tuple[str, str]:
    """The card a state said of 「このカード」 / 「そのカード」 holds on — this card, or the one field
    card chosen just before — and how long (the attack, the turn, or "" for the game); anything
    else is refused naming the state (「a prohibition」 ``on`` / 「a negative state」 ``of``)."""
    who = _who(o.target) if o.target.ref != "that" else "chosen"
    field = (*FIELD_GROUPS, "your_ring", "opp_ring")
    if who == "chosen" and not (prev and prev[-1].kind == "choose" and prev[-1].who in field):
        raise _refuse(f"{state} {about} a card not chosen on the field")
    if who not in ("this", "chosen") or o.optional:
        raise _refuse(f"{state} {about} a card other than this card or one chosen")
    if o.until not in (None, "game", "turn", "attack"):
        raise _refuse(f"{state} lasting a time of this shape")
    return who, o.until if o.until in ("attack", "turn") else ""


def _item_text(it: Any) -> str:
    """A list item's words (an option of the choice of 8.13.3) as printed."""
    from grammar.render import render_ability

    return render_ability(it, "vs")  # type: ignore[no-any-return]


# the steps of 8.13.2 (「…の技を1つ選び、使う」 / 「…の【X】を使う」): their filters read on the
# cards (and techniques) they reach as they are done
TECHNIQUE_USES = ("choose_technique", "use_technique")


def _card_group(t: Any) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """A selector of a zone's cards described by name (「あなたのベンチの「X」」): the ``GROUPS``
    key and the description (``("named", X)``, read by ``described_as``); None for another."""
    if t is None or t.ref is not None or t.traits or t.info_contains or t.stats or t.states:
        return None
    if not t.zones or t.groups:
        # 「相手の技」 (a cancel's choice, 8.5.1.3.1) names no zone's cards
        return None
    who = _who(replace(t, names=(), kinds=()))
    if who not in GROUPS:
        return None
    return who, tuple(("named", n) for n in t.names)


def _technique_choice(o: Any) -> Op | None:
    """「自分のベンチの「X」の技 / …カードの《Z》技を1つ選び」: one technique (2.13.2) of a zone's
    cards — those named X, the technique holding 《Z》 (2.15.1) — chosen as the step is reached
    (``choose_technique``; what 「使う」 after it puts in the resolution zone, 8.13.2). None when
    the cards are not a zone's."""
    t = o.target
    got = _card_group(replace(t, kinds=(), traits=()))
    if got is None:
        return None
    if o.n != 1 or o.bound != "exact" or o.optional:
        raise _refuse("a choice of techniques other than one")
    who, info = got
    return Op("choose_technique", who, 1, attributes=tuple(t.traits), info=info)


def _use_technique_op(o: Any, prev: list[Op]) -> Op:
    """「Xの【Y】を使う（てよい）」 / 「…の技を1つ選び、使う」 (``_use_technique_hook``): the
    technique put in the resolution zone by this effect (8.13.2) — named Y (2.13.1) on the card
    chosen just before (「そのカード」) or on a zone's cards X, or the technique just chosen."""
    names = tuple(dict(o.detail).get("names", ()))
    t = o.target
    if not names:
        if not prev or prev[-1].kind != "choose_technique":
            raise _refuse("「使う」 of a technique not chosen first")
        return Op("use_technique", "chosen", optional=o.optional)
    if (
        t is not None
        and t.ref in ("that", "chosen")
        and replace(t, ref=None, said=None, kinds=()) == type(t)()
    ):
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        if chose is None or chose.amount != 1 or chose.value is not None or chose.who not in GROUPS:
            raise _refuse("「…の【X】を使う」 of a card not chosen first")
        return Op("use_technique", "chosen", value=names, optional=o.optional)
    got = _card_group(t)
    if got is None:
        raise _refuse("「…の【X】を使う」 of cards other than a zone's")
    who, info = got
    return Op("use_technique", who, value=names, info=info, optional=o.optional)


def _modes_op(o: Any) -> Op:
    """「以下から1つを選ぶ。{A}{B}」 / 「以下を1つ行う」 with its items: a choice of N of the effects
    (2.14.8), made as the technique resolves; the ones not chosen do nothing, several chosen are
    done in the order printed, none twice (8.13.3, 8.13.3.1) — ``Op("modes", amount=N,
    value=((text, ops), …))``, each item's steps in the engine's words. 「以下からNつまでを選ぶ」:
    up to N of them, none as well (1.3.5: a number chosen is 0 or more) — ``up_to``."""
    if o.optional or o.bound not in ("exact", "up_to") or not o.modes or not o.n:
        raise _refuse("a choice of effects of this shape")
    modes = []
    for text, p in o.modes:
        if p.cond is not None or p.cost or p.trigger is not None:
            raise _refuse("a choice of effects whose item has a condition or a cost")
        modes.append((text.strip("{}・ "), tuple(_ops(p.steps))))
    return Op("modes", "you", amount=o.n, value=tuple(modes), up_to=o.bound == "up_to")


def _bare_ref(sel: Any, refs: tuple[str, ...]) -> bool:
    """「その / そのカード」: a selector that is only a reference of ``refs`` (no place, no filter)."""
    return sel is not None and sel.ref in refs and replace(sel, ref=None, kinds=()) == type(sel)()


def _stat_count(c: Any, refs: tuple[str, ...], stats: tuple[str, ...]) -> bool:
    """「そのカードの<stat>がN以上/以下なら」: a value of the card referred to against a number."""
    return (
        c.what == "stat"
        and _bare_ref(c.sel, refs)
        and c.than is None
        and not c.parts
        and c.stat in stats
        and c.n is not None
        and c.cmp in COUNT_CMPS
    )


def _described(c: Any, refs: tuple[str, ...]) -> bool:
    """「そのカードが《X》 / 称号に“Y”を含む(カード)なら」: the card referred to so described."""
    return (
        c.what == "match"
        and _bare_ref(c.sel, refs)
        and c.filt is not None
        and replace(c.filt, traits=(), info_contains=(), kinds=()) == type(c.filt)()
        and c.filt.kinds in ((), ("card",))
        and not c.parts
    )


def _op(o: Any, prev: list[Op]) -> Op:
    if o.performer == "each":
        # a step every player does: only the shapes ``_ops`` reads (a choice block, the deck's
        # top put by each player)
        raise _refuse(f"a {o.verb} done by each player, of this shape")
    if o.verb == "declare":
        # 2.1.4 / 2.15.3: the master declares a value of that field (``_declare_hook``)
        return Op("declare", "you", value=dict(o.detail)["field"])
    if mentions_declared(o) and not any(x.kind == "declare" for x in prev):
        # 「宣言した…」 with no declaration before it in the technique: nothing to read
        raise _refuse("a declared value no step before it declares")
    if o.verb == "rest_state":
        # 「…を1枚選び、レスト状態にする」: the cards chosen put in the rest state, from the stand
        # or the reverse state (4.9.1.2: 「レストする」 is the standing card's only); elsewhere read
        # as 「レストする」
        o = replace(o, verb="rest")
        got = _op(o, prev)
        return replace(got, value="state") if got.kind == "rest" and got.who == "chosen" else got
    if (
        prev
        and prev[-1].kind == "choose"
        and o.target is not None
        and o.target.ref == "that"
        and _who(o.target) == "that"
    ):
        # 「…を1枚選ぶ（び、|。）…そのカードを…」: 「その」 points at the nearest card named before
        # it, the card just chosen (8.1.1.5, in the order written) — for every verb alike, before
        # the card of a trigger's event (``_compile_program``)
        o = replace(o, target=replace(o.target, ref="chosen"))
    if o.cond is not None and o.cost is None and o.lead is None and o.each is None:
        # 「その後、相手のリングのカードの防御力が0以下なら、あなたは1枚引く」: a step under its own
        # condition, read when the step is reached (8.6.5 in the order written, 8.1.1.5)
        looked_one = bool(prev) and prev[-1].kind == "look" and prev[-1].who == "you"
        looked_one = looked_one and prev[-1].amount == 1
        # a look at one card of either deck's top (4.11.2)
        # — the step just before, or the nearest before with only value changes and puts of
        # the card looked at after it (「…なら、そのカードを手札に加え、…+1000/+0される。持たない
        # なら、…」: still the card looked at, 8.1.1.5; put away, not in the deck to read)
        k_look = next((k for k in range(len(prev) - 1, -1, -1) if prev[k].kind == "look"), None)
        looked_any = (
            k_look is not None
            and prev[k_look].who in ("you", "opp")
            and prev[k_look].amount == 1
            and prev[k_look].value in (None, "reveal")
            and all(x.kind in ("stat", "put_looked") for x in prev[k_look + 1 :])
        )
        c = o.cond
        if looked_one and _stat_count(c, ("that", "looked"), ("level",)):
            # 「山札の上から1枚を見る。そのカードのレベルがN以下なら、…」: the card just looked at
            # (4.11.2), its printed level (2.2) as the step is reached (8.6.5)
            return replace(
                _op(replace(o, cond=None), prev), cond=("stat", "looked", "level", c.cmp, int(c.n))
            )
        if (
            prev
            and prev[-1].kind == "deck_top"
            and prev[-1].amount == 1
            and _stat_count(c, ("that", "moved"), ("level", "ap", "dp"))
        ):
            # 「山札の上から1枚を控え室に置く。そのカードの（レベル|攻撃力|防御力）がN以上なら、…」:
            # the card that step just moved (「その」 the nearest card named before, 8.1.1.5), read
            # where it was put — from the hidden deck to a public zone, its information there
            # (8.7.1.1) — as the step is reached (8.6.5)
            return replace(
                _op(replace(o, cond=None), prev), cond=("stat", "put_top", c.stat, c.cmp, int(c.n))
            )
        chooses = [x for x in prev if x.kind == "choose"]
        if (
            chooses
            and chooses[-1].amount == 1
            and not looked_one
            and _stat_count(c, ("that", "chosen"), ("level", "ap", "dp"))
        ):
            # 「…を1枚選び、…。そのカードの（レベル|攻撃力|防御力）がN以上なら、…」: the card just
            # chosen (8.5.4 / 8.6.11), its value as the step is reached (8.6.5; 2.2.1 the printed
            # level, 2.10.1 / 2.11.1 the values now)
            return replace(
                _op(replace(o, cond=None), prev), cond=("stat", "chosen", c.stat, c.cmp, int(c.n))
            )
        if (
            chooses
            and chooses[-1].amount == 1
            and chooses[-1].value != "up_to"
            and not looked_one
            and _described(c, ("that", "chosen"))
            and c.sel.kinds in ((), ("card",))
        ):
            # 「…を1枚選び、…。そのカードが《X》 / 称号に“Y”を含むなら、…」: the card just chosen
            # (8.5.4 / 8.6.11; 「その」 the nearest card named before, 8.1.1.5) so described — it
            # holds the technique attribute (2.15.1, printed or added 2.15.2) / has the text in a
            # title (2.14.7) — read where it is as the step is reached (8.6.5)
            what = ("match", "chosen", tuple(c.filt.traits), tuple(c.filt.info_contains), ())
            return replace(_op(replace(o, cond=None), prev), cond=what)
        if looked_one and _described(c, ("that", "looked")):
            # 「…見て、そのカードが《X》のカード / 称号に“Y”を含むカードなら、…」: the card looked at
            # so described (2.15.1, 2.14.7), read as the step is reached (8.6.5)
            what = ("match", "looked", tuple(c.filt.traits), tuple(c.filt.info_contains), ())
            return replace(_op(replace(o, cond=None), prev), cond=what)
        # after a look at one card (or the deck's top card revealed), 「そのカード / それ」 of the
        # condition is the card looked at (8.1.1.5), read as the step is reached (8.6.5)
        tok = _LOOKED_ONE.set(looked_any)
        try:
            cond = _condition(o.cond)
        finally:
            _LOOKED_ONE.reset(tok)
        if cond is not None and cond[0] == "turn":
            raise _refuse("「…のターン中、」 on one step")
        return replace(_op(replace(o, cond=None), prev), cond=cond)
    if (
        o.lead == "otherwise"
        and o.cond is None
        and o.cost is None
        and o.each is None
        and prev
        and prev[-1].kind == "put_looked"
        and (prev[-1].cond is not None or prev[-1].optional)
    ):
        # 「…見る / 公開する。Xなら、手札に加える（てよい）。そうでないなら / そうしなかったなら、
        # 山札の下に置く」: the card looked at goes here when the case before did not put it — X
        # not met (8.6.5) or, for 「…てよい」, the master declined: the step before did nothing
        # (``unless_done``, 8.1.1.5); put by it, the card is no longer in the deck to put
        got = _op(replace(o, lead=None), prev)
        if got.kind != "put_looked":
            raise _refuse("「そうでないなら」 after a look, of this shape")
        return replace(got, cond=("unless_done",))
    if (
        o.lead == "otherwise"
        and o.cond is None
        and o.cost is None
        and o.each is None
        and prev
        and prev[-1].cond is not None
        and (prev[-1].cond == UNDER or prev[-1].cond[0] not in _NOT_A_SENTENCE_CONDITION)
    ):
        # 「Xなら、A。そうでないなら、B」: B only if X, read as A was reached (8.6.5, 8.1.1.5), was
        # not met — the reading kept, not X read again (A may have changed what X reads)
        return replace(_op(replace(o, lead=None), prev), cond=OTHERWISE)
    if o.lead == "if_done" and o.cond is None and o.cost is None and o.each is None and prev:
        # 「…（て）よい。そうしたら、<step>」 / 「…する。そうしたら、<step>」: the step runs only
        # if the one before did what it said (declined, or nothing it could do: not done) — read
        # as the step is reached (8.1.1.5, the steps in the order written)
        return replace(_op(replace(o, lead=None), prev), cond=("if_done",))
    if o.cond is not None or o.cost is not None or o.lead is not None or o.each is not None:
        raise _refuse("a step with a condition or a lead (なら / さらに …)")
    if o.performer == "opponent" and o.verb == "choose":
        return _opponents_choice(o)
    if o.performer == "opponent" and o.verb == "look":
        return _opponents_look(o)
    if o.performer == "opponent" and prev and prev[-1].by == "opponent" and o.verb != "draw":
        return _opponents_step(o, prev)
    if o.verb == "modes":
        return _modes_op(o)
    if o.verb == "game_end" and o.performer == "all" and dict(o.detail)["game_end"] == "lose":
        # 「すべてのプレイヤーはゲームに敗北する」: every player loses at once, in the effect's
        # processing (1.2.5) — all at once, a draw (1.2.3)
        return Op("game_end", "all", value="lose")
    if o.verb == "game_end" and o.performer in ("you", "opponent"):
        # 「（あなた|相手）は（このゲームに）敗北する / 勝利する」 (1.2.5), 「…は投了する」
        # (1.2.4.1: no effect forces a concession)
        return Op("game_end", o.performer, value=dict(o.detail)["game_end"])
    if o.verb == "forbid_act" and o.target is not None:
        # 「このターン中、このカード / そのカードは技を使えない」 (``ruling.cardtext.modal``): the
        # card named may not do the act (8.12.3 for a technique), read as the card's prohibition
        # — or 「相手のリングのカード（1枚）は」: the one card a ring holds (3.3.2.3) as the step is done
        ring = _who(o.target) if o.target.ref is None else None
        group = _use_group(o.target) if o.stat == "use" else ""
        if group and ring not in ("your_ring", "opp_ring"):
            # 「このターン中、相手のベンチのカードの技は使えない」: the techniques of a player's
            # cards of a zone, no card chosen — the effect applies to the zone, cards moved
            # there after it included (8.9.1.6)
            if o.until not in ("game", "turn", "attack"):
                raise _refuse("a prohibition lasting a time of this shape")
            until = o.until if o.until in ("attack", "turn") else ""
            return Op("prohibit_use_group", group, until=until)
        if ring in ("your_ring", "opp_ring") and o.until in ("game", "turn", "attack"):
            until = o.until if o.until in ("attack", "turn") else ""
            return Op("prohibit_card", ring, value=o.stat, until=until)
        who, until = _this_or_chosen_for(o, prev, "a prohibition", "on")
        return Op("prohibit_card", who, value=o.stat, until=until)
    if o.verb == "forbid_act" and o.performer in ("you", "opponent", "both"):
        # 「（このターン中、）相手はカードを引けない」 (``ruling.cardtext.modal``): the player named
        # may not do the action (1.3.3), for the period printed or the game (8.2.1.2)
        if o.until not in ("game", "turn", "attack"):
            raise _refuse("a prohibition lasting a time of this shape")
        return Op(
            "forbid_act",
            o.performer,
            value=(o.stat, o.detail),
            until=o.until if o.until in ("attack", "turn") else "",
        )
    if o.verb == "reveal" and _surprise_reveal(o) is not None:
        # 「（相手|あなた）は自分のサプライズ置場のカードを公開する」 (3.1.7, 3.1.8, 4.9.1.6.1)
        return Op("look", _surprise_reveal(o) or "", value="reveal")
    if o.performer == "opponent" and o.verb == "move":
        # 「相手は自分の山札の上からN枚を、自分の（控え室|リタイヤ置場…）に置く」: the master's own
        # put of its deck's top cards seen from the opponent — the opponent's deck, each card to
        # its owner's zone (3.1.4); another put by the opponent is refused. 「相手は山札の…」 with
        # no owner printed is the same deck: the rules read an unqualified 「山札」 in an
        # instruction to a named player as that player's own (4.11.2 「指定されたプレイヤーの
        # 山札」, 4.10.3); 「あなたの山札」 or another zone without 「自分の」 stays refused
        if o.target is not None and o.target.owner is None and o.target.zones == ("deck",):
            o = replace(o, target=replace(o.target, owner="self"))
        if o.target is None or o.target.owner != "self":
            raise _refuse("a move by another player of a deck not named 「自分の」")
        try:
            mine = _op(replace(o, performer="you"), prev)
        except Unsupported as exc:
            raise _refuse(f"a move by another player ({exc.reason})") from None
        if mine.kind != "deck_top" or mine.who != "you":
            raise _refuse("a move by another player")
        return replace(mine, who="opponent")
    if o.performer not in ("you", "opponent") or (o.performer != "you" and o.verb != "draw"):
        raise _refuse(f"a {o.verb} by another player")
    if o.verb == "draw":
        # 「（あなた|相手）はN枚引く」: the player the text names draws (4.10.3 「指定された
        # プレイヤーは」)
        if o.bound not in ("exact", "up_to"):
            raise _refuse(f"a count other than a number ({o.bound})")
        if o.bound == "up_to" and o.performer != "you":
            raise _refuse("a draw up to N by the opponent (their choice of the number)")
        value_of = next(
            (x for x in o.detail if isinstance(x, tuple) and x[:1] == ("value_of",)), None
        )
        if value_of is not None:
            # 「そのカードのレベルに等しい枚数引く」 (``_card_value_draw_hook``): the card chosen
            # before (「その」: the nearest card named, 8.1.1.5) or this card, its level read when
            # the step is done
            whose = _who(value_of[1])
            if whose == "that" and any(x.kind == "choose" for x in prev):
                whose = "chosen"
            if whose not in ("chosen", "this") or o.bound != "exact":
                raise _refuse("a draw of as many as a value of this card")
            return Op(
                "draw", o.performer, 0, optional=o.optional, value=("value_of", whose, value_of[2])
            )
        n_of = dict(x for x in o.detail if isinstance(x, tuple) and len(x) == 2).get("n_of")
        if n_of is not None:
            # 「相手は、相手のリタイヤと同じ枚数引く」: as many as a player's cards of a zone,
            # counted when the step is done (8.1.1.5) — 0 of them, no draw at all (4.10.3,
            # 1.3.2.2)
            if n_of.count is not None or n_of.ref is not None:
                raise _refuse("a draw of as many as cards of this kind")
            minus_of = dict(x for x in o.detail if isinstance(x, tuple) and len(x) == 2).get(
                "minus_of"
            )
            return Op(
                "draw",
                o.performer,
                0,
                optional=o.optional,
                count_of=_counted(n_of),
                minus_of=_counted(minus_of) if minus_of is not None else "",
            )
        return Op(
            "draw_up_to" if o.bound == "up_to" else "draw",
            o.performer,
            o.n or 1,
            optional=o.optional,
        )
    if o.verb == "stat" and o.stat == "partner_attack" and o.amount == 1:
        # 「このアタックはパートナーアタックになる」 (7.1.3.2.3): the attack in progress becomes a
        # partner attack as the technique resolves (4.13.3: its attacking and supporting cards
        # both make it stand)
        return Op("make_partner_attack", optional=o.optional)
    if o.verb == "stat" and o.stat == "partner_attack":
        # 「このアタックはパートナーアタックにならない」 (7.1.3.2.4, 7.1.5.1.1)
        return Op("no_partner_attack", optional=o.optional)
    if o.verb == "stat" and o.stat == "damage_less":
        # 「…が受ける（アタックの）ダメージはN少なくなる」 (``_damage_less_hook``)
        d = dict(o.detail)
        return Op(
            "damage_less",
            d["who"],
            o.amount,
            value="attack" if d["attack"] else "any",
            attributes=tuple(d["attrs"]),
            info=tuple(d["info"]),
        )
    if o.verb == "stat" and o.stat == "no_partner_block":
        # 「相手はパートナーブロックできない」 (7.1.4.2; 1.3.3): the player named, for the period
        # printed (「このアタック中」 7.1.1, 「このターン中」 6.8.1.3) or the game (8.2.1.2)
        who = dict(o.detail)["who"]
        return Op("no_partner_block", who, until=o.until or "", optional=o.optional)
    if o.verb == "stat" and o.stat == "attack_damage":
        # 「アタックのダメージはaになる」 (8.2.1.3.3): the attack in progress deals a instead
        that = ("that_attack", True) in o.detail
        # 「（このカード|…のリングのカード）のアタックのダメージ」: only an attack that card makes
        # (``of``, 7.1.3.2)
        of = dict(x for x in o.detail if isinstance(x, tuple) and len(x) == 2).get("of")
        stat = dict(x for x in o.detail if isinstance(x, tuple) and len(x) == 2).get("value_of")
        value_of: tuple[str, str] = ()
        if stat is not None:
            # 「Xの攻撃力（にNを加えた値）」: X this card, a ring card or the attacking card
            who = _who(o.target)
            if who not in ("this", "your_ring", "opp_ring", *ATTACKING_CARDS):
                raise _refuse(
                    "「アタックのダメージは…の値になる」 of a card other than a ring card"
                )
            value_of = (who, stat)
        return Op(
            "attack_damage",
            amount=o.amount,
            optional=o.optional,
            value="that" if that else of,
            value_of=value_of,
        )
    if o.verb == "stat" and o.set_to:
        return _set_op(o, prev)
    if o.verb == "stat" and "times" in dict(o.detail):
        # 「…の攻撃力を半分にする / N倍にする」 (``_times_hook``): a multiplication (8.9.1.8), on
        # this card, the ring card or the card chosen, as a value set is read
        return replace(
            _set_op(replace(o, detail=(), amount=0), prev),
            set_to=False,
            times=dict(o.detail)["times"],
        )
    if o.verb == "prohibit_card":
        # 「そのカードはサポートできない」 (``_card_cannot_hook``): this card, or the one field card
        # chosen just before
        who, until = _this_or_chosen_for(o, prev, "a prohibition", "on")
        return Op("prohibit_card", who, value=dict(o.detail)["act"], until=until)
    if o.verb == "protect_card":
        # 「そのカードは相手の技で控え室に置かれない」 (``_protect_hook``): this card, or the one
        # field card chosen just before, for the duration said (8.2.1.2)
        who, until = _this_or_chosen_for(o, prev, "a negative state", "of")
        return Op("protect_card", who, value=dict(o.detail)["value"], until=until)
    if o.verb == "prohibit_player":
        # 「相手 / あなたはアタックできない / サポートできない」 (``_card_cannot_hook``; 7.1.3.2.1,
        # 7.1.3.1.1): the player named, for the period printed or the game (8.2.1.2)
        d = dict(o.detail)
        if o.until not in (None, "game", "turn", "attack") or o.optional:
            raise _refuse("a prohibition lasting a time of this shape")
        return Op(
            "prohibit_player",
            d["who"],
            value=d["act"],
            until=o.until if o.until in ("attack", "turn") else "",
        )
    if o.verb == "stat":
        # 《X》 on a ring card: a technique attribute it must hold (2.15.1); 「称号に“X”を含む」:
        # a text its title must contain (2.14.7)
        attributes = tuple(o.target.traits)
        info = tuple(o.target.info_contains)
        # 「攻撃力が2000以下の（あなたのリングの）カード」: the card's attack / defence (2.10.1 /
        # 2.11.1) must compare so for the step to reach it (a continuous technique's only, read
        # through ``view`` after the effects it depends on, 8.9.1.7)
        # (「レベル2以下の」: the printed level, 2.2.1, no effect changes)
        stats = tuple(o.target.stats)
        if any(st not in ("ap", "dp", "level") for st, _c, _n in stats):
            raise _refuse("a stat change of cards filtered by a value other than AP / DP / level")
        bare = replace(o.target, traits=(), info_contains=(), stats=())
        # 「あなたの他のベンチのカードを+1000/+0」: every card of the group but the technique's own
        # (``Op.other`` on a group with no count: ``_static_reach`` leaves its card out); with a
        # 「…1枚につき」 too, ``other`` is the count's, so the two are not read together
        but_this = bool(bare.other)
        if but_this:
            if o.per is not None:
                raise _refuse("「他の」 on the cards changed, with a count 「…1枚につき」")
            bare = replace(bare, other=False)
        # 「（このアタック中、）リングのカードは+A/+Bされる」: a ring card (3.3.2) with no player
        # named — whose ring the rules do not say (the document's own 「リングのカード」, 9.3.1 /
        # 9.4.1, is either player's; the master's own in a bench card's support, 3.3.3.1): ``ring``,
        # read at run time both ways (the audit's ``ring_card_no_player``)
        who = (
            "ring"
            if bare == type(bare)(zones=("ring",), kinds=bare.kinds)
            and bare.kinds
            in (
                (),
                ("card",),
            )
            else _who(bare)
        )
        # 「（あなた|相手）の（ベンチ|フィールド）のカードすべてを」, and 「…のカードを」 with no
        # number: no choice is written (「選び」, whose omitted number is 1, 1.3.5.1), so the
        # change is to every card the noun names (as 2.15.2's example 「…の、技は追加で《素敵》に
        # なる」 is to every technique) — of the filters too (《X》 2.15.1, 「称号に“X”を含む」
        # 2.14.7); 「…のベンチのカード1枚を」 with no 「選び」 stays refused
        every = who in FIELD_GROUPS and (
            o.target.bound == "all" or (o.target.count is None and o.target.bound == "exact")
        )
        if but_this and not every:
            raise _refuse("「他の」 on a card changed other than every card of a field zone")
        if attributes and who not in ("your_ring", "opp_ring", "ring") and not every:
            raise _refuse("a technique attribute 《X》 on a card other than a ring card")
        if stats and who not in ("your_ring", "opp_ring"):
            raise _refuse("a filter on AP / DP / level on a card other than a player's ring card")
        if info and who not in ("your_ring", "opp_ring", "ring") and not every:
            raise _refuse("「称号に“X”を含む」 on a card other than a ring card")
        if who == "chosen" and not (
            prev
            and prev[-1].kind == "choose"
            and (
                prev[-1].who in ("your_ring", "opp_ring")
                # 「相手のベンチのカードを1枚選び、-1000/-1000」: one card of a field zone (a bench
                # card's values count too: 9.4.2, 8.9.1.5); 「N枚（まで）選び」: each card chosen
                or (
                    prev[-1].who in (*FIELD_GROUPS, *FRAME_GROUPS)
                    and prev[-1].value in (None, "omitted", "up_to", "all")
                )
            )
        ):
            raise _refuse("a stat change of something chosen that is not one field card")
        if (
            who
            not in (
                "this",
                "your_ring",
                "opp_ring",
                "ring",
                "chosen",
                "attacker",
                "opp_attacker",
                "that",
                "supporter",
                # 「アタックされたカード」 (4.14.1): the ring card the attack in progress is made
                # on, read as the step is done (none outside an attack)
                "attacked",
            )
            and not every
        ):
            if who in FIELD_GROUPS:
                # 「相手のベンチのカード1枚を+0/-1000」: a number of the zone's cards and no
                # 「選び」 — which of them, and who picks it (8.5.4 / 8.6.11), is not written
                raise _refuse(
                    "a stat change of N cards of a zone with no 「選び」 (who picks them)"
                )
            raise _refuse("a stat change of a card not on the field")
        if who in ("attacker", "opp_attacker") and (attributes or info):
            raise _refuse("a technique attribute or a title filter on the attacking card")
        count_of, count_filter, other = "", (), False
        if o.per is not None:
            # 「あなたのベンチの称号に“騎士”を含むカード1枚につき、このカードを+1000/+0」: the
            # change times the cards of a player's zone counted (so described, 2.14.7) — now,
            # as it resolves, or, continuous, whenever the value is read (8.1.1.4)
            # 「あなたのベンチの《学園》の技を持つカード1枚につき」: only the cards holding the
            # attribute count (2.15.1; ``("attribute", X)`` in the filter, read by ``per_count``)
            count_filter = (
                *(("attribute", t) for t in o.per.traits),
                *o.per.info_contains,
                # 「相手のベンチのスタンドしているカード1枚につき」: only the cards in that state
                # (4.9.1.1 / 4.9.1.2: a bench's cards have one)
                *(("state", x) for x in o.per.states),
            )
            count_of = _counted(replace(o.per, traits=(), info_contains=(), states=(), other=False))
            other = o.per.other
            if o.per.states == ("empty",) and count_of in ("your_bench", "opp_bench"):
                # 「あなたの空いているベンチ1つにつき」: the frames of that bench holding no card
                # (3.3.3.5, of the three frames 3.3.3.2) — a card rested there fills its frame
                pass
            elif o.per.states and (
                count_of not in ("your_bench", "opp_bench", *ENERGY_GROUPS)
                or set(o.per.states) - set(PLACEMENT_STATES)
            ):
                # 「あなたのエネルギー置場のレスト状態のカード1枚につき」: a state is a bench's or the
                # energy zone's cards' (4.9.1)
                raise _refuse("a count of cards in a state other than a bench's")
        if o.instead or o.until not in (None, "game", "attack", "turn"):
            raise _refuse("a stat change of this shape")
        if o.stat == "ap" and len(o.more) == 1 and o.more[0][0] == "dp":
            ap, dp = o.amount, o.more[0][1]  # 「+A/+B」 (8.2.1.2)
        elif o.stat in ("ap", "dp") and not o.more:
            # 「このカードのAPを+1000する」: one of the two values (2.10.1 / 2.11.1)
            ap, dp = (o.amount, 0) if o.stat == "ap" else (0, o.amount)
        else:
            raise _refuse("a change of values other than AP / DP")
        return Op(
            "stat",
            who,
            ap=ap,
            dp=dp,
            optional=o.optional,
            attributes=attributes,
            info=info,
            stats=stats,
            # 「このアタック中」 (7.1.1); 「ターンの終わりまで」 / 「そのターン中」 (6.8.1.3)
            until=o.until if o.until in ("attack", "turn") else "",
            count_of=count_of,
            count_filter=count_filter,
            other=other or but_this,
        )
    seen_hand = any(x.kind == "look" and x.who == "opp_hand" for x in prev)
    # 「相手の手札を見ないで / 無作為に1枚選び」: chosen blind — the master needs not see the hand
    # (3.7.2) to choose in it (shared ``blind_choice``)
    blind = o.verb == "choose" and ("blind", True) in o.detail
    if (
        o.verb == "choose"
        and o.target is not None
        and (seen_hand or (blind and o.target.zones == ("hand",)))
        and not o.optional
        and o.bound in ("exact", "up_to")
        and (
            (o.target.zones == ("looked",) and prev[-1].kind == "look")
            or (
                o.target.owner == "opponent"
                and replace(o.target, owner=None, kinds=(), stats=())
                == type(o.target)(zones=("hand",))
                and o.target.kinds in ((), ("card",))
                and all(st == "level" for st, _c, _n in o.target.stats)
            )
        )
    ):
        # 「相手の手札を見て、（その中の）カードを1枚選び」 / 「…その後、あなたは相手の手札の（レベル3
        # 以上の）カードを1枚選び」: among the opponent's hand the text showed the master (3.7.2
        # over by 1.3.1), chosen by the master (8.5.4 / 8.6.11) — only the cards the target
        # describes (「《X》のカード」 2.15.1, 「…を含むカード」 2.14.7, 「レベルN以上の」 2.2.1);
        # a description of another kind is refused, never dropped (round 39: the looked-at
        # form kept none of them)
        t = o.target
        rest = replace(t, traits=(), info_contains=(), stats=(), kinds=())
        if rest not in (type(t)(zones=("looked",)), type(t)(zones=("hand",), owner=t.owner)):
            raise _refuse("a choice among the opponent's hand described so")
        if t.kinds not in ((), ("card",)) or any(st != "level" for st, _c, _n in t.stats):
            raise _refuse("a choice among the opponent's hand described so")
        value = "up_to" if o.bound == "up_to" else None
        return Op(
            "choose",
            "opp_hand",
            o.n or 1,
            value=value,
            stats=tuple(t.stats),
            attributes=tuple(t.traits),
            info=tuple(t.info_contains),
        )
    if o.verb == "choose" and o.target is not None and o.target.zones == ("looked",):
        # 「山札を上からN枚見て、1枚を選び」: one (or N) of the cards just looked at, still in the
        # deck, chosen by the master (4.11.2, 8.5.4 / 8.6.11)
        if (
            not prev
            or prev[-1].kind != "look"
            or prev[-1].who not in ("you", "you_deck")
            or o.optional
        ):
            raise _refuse("a choice among cards looked at of this shape")
        if o.bound not in ("exact", "up_to"):
            raise _refuse("a choice among cards looked at of this count")
        # 「♥のカード」 / 「《X》のカード」 / 「称号に“X”を含むカード」 (2.8.1, 2.15.1, 2.14.7): only
        # the cards looked at so described are chosen among, as among a zone's cards
        t = o.target
        if (
            t.stats
            or t.states
            or t.other
            or replace(t, traits=(), info_contains=(), kinds=()) != type(t)(zones=("looked",))
        ):
            raise _refuse("a choice among cards looked at described so")
        return Op(
            "choose",
            "looked",
            o.n or 1,
            value="up_to" if o.bound == "up_to" else None,
            attributes=tuple(t.traits),
            info=tuple(t.info_contains),
        )
    if o.verb == "choose" and o.target is not None and o.target.kinds == ("technique",):
        tech = _technique_choice(o)
        if tech is not None:
            return tech
    if o.verb == "use_technique":
        return _use_technique_op(o, prev)
    if o.verb == "choose":
        # 「…の《X》のカード」 (2.15.1) / 「…の称号に“X”を含むカード」 (2.14.7): among a group's
        # cards, only those so described are chosen
        attributes = tuple(o.target.traits) if o.target is not None else ()
        info = tuple(o.target.info_contains) if o.target is not None else ()
        states = tuple(o.target.states) if o.target is not None else ()
        tgt = replace(o.target, traits=(), info_contains=(), states=()) if o.target else o.target
        kinds_of_ability: tuple[str, ...] = ()
        if (
            tgt is not None
            and tgt.kinds == ("technique",)
            and tgt.groups
            and set(tgt.groups) <= set(ABILITY_KINDS.values())
        ):
            # 「相手の起動能力の技」: a technique of that kind of ability (8.1.1)
            kinds_of_ability, tgt = tuple(tgt.groups), replace(tgt, groups=())
        other = bool(tgt is not None and tgt.other)
        if other:
            # 「自分のベンチの他のカード」: the group's cards but the technique's own card
            tgt = replace(tgt, other=False)
        if tgt is not None and tgt.owner is None and tgt.zones in CHOOSERS_OWN_ZONES:
            # 「あなたは手札を1枚選び」: the chooser's own hand (3.7.2: a player sees its own hand
            # only), as 「自分の手札」; 「エネルギーを1枚選び」: its own energy (3.4.2, 3.4.3: a
            # player acts on its own energy zone's cards on an instruction, as the bare
            # 「エネルギーをN枚レストする」 is read)
            tgt = replace(tgt, owner="self")
        if tgt is not None and tgt.stats and tgt.kinds != ("technique",):
            # 「自分の控え室のレベル1以下のカード」: among a group's cards, those whose level (2.2)
            # compares so; a filter on another value is refused
            who = _who(replace(tgt, stats=()))
            if who not in GROUPS or any(st != "level" for st, _c, _n in tgt.stats):
                raise _refuse("a filter on a value on a choice other than a level among a zone's")
        else:
            who = _who(tgt)
        if who in UNSEEN_GROUPS and (tgt.stats or attributes or info or states):
            # 「相手のサプライズ置場のレベル2以上のカード」: a filter on what a card is that the
            # chooser cannot see (3.9.3: the other player's surprise card's contents are not seen;
            # 3.7.2 a hand's; 8.6.11.2: the chooser may choose none of those that fit)
            raise _refuse("a filter on a choice among cards the chooser cannot see")
        # 「あなたのリングの♥のカードを選び」: the ring card (3.3.2: one at most), chosen only
        # if it is so described (2.15.1, 2.14.7, 2.8.1) — else there is no target
        ring = who in ("your_ring", "opp_ring")
        text_of = [t for f, t in info if f == "effect_text"]
        if text_of and (who != "opp_technique" or len(text_of) != len(info)):
            # 「技効果に“X”を含む」: the text of a technique a cancel chooses (2.14.9), no card's
            raise _refuse("「技効果に“X”を含む」 on a choice other than of a technique")
        if info and who not in GROUPS and not ring and not text_of:
            raise _refuse("a filter 《X》 / 「称号に…を含む」 on a choice outside a zone's cards")
        if attributes and who not in (*GROUPS, "opp_technique") and not ring:
            # 「相手の《歌》の技」: a cancel's choice of a technique holding that attribute (2.15.1,
            # 8.5.1.3.1); of another thing refused
            raise _refuse("a filter 《X》 / 「称号に…を含む」 on a choice outside a zone's cards")
        if states and (
            not set(states) <= {"stand", "rest", "reverse"}
            or who not in (*BENCH_GROUPS, "your_energy", "opp_energy")
        ):
            # 4.9.1: the stand / rest / reverse states are the bench's and the energy zone's
            # cards'
            raise _refuse("a state filter on a choice outside a bench's or the energy zone's cards")
        if (o.n != 1 or o.bound == "up_to") and who not in GROUPS:
            raise _refuse("choosing more than one of something other than retired cards")
        if o.optional:
            raise _refuse("an optional choice")
        omitted = ("count", "omitted") in o.detail
        if o.bound == "all" and who not in GROUPS:
            raise _refuse("choosing all of something other than a zone's cards")
        # 「N枚選び」: as many as possible up to N (8.5.4.1 / 8.6.11.1, .1.2); 「N枚まで選び」:
        # any number from 0 to N (8.5.4.1.1 / 8.6.11.1.1); no number printed: one (1.3.5.1);
        # 「すべて選び」: every card of the group that can be chosen (8.5.4.1: the number given,
        # so each is chosen)
        value = (
            "up_to"
            if o.bound == "up_to"
            else "all"
            if o.bound == "all"
            else "omitted"
            if omitted
            else None
        )
        counted = [d[1] for d in o.detail if isinstance(d, tuple) and d and d[0] == "n_of"]
        count_of = ""
        count_filter: tuple[tuple[str, str], ...] = ()
        if counted:
            # 「Yと同じ枚数」: Y a group of cards the engine counts (a player's retired / field /
            # bench cards)
            # 「称号に“妹”を含むカード」 (2.14.7): only the cards with that text in a title count
            # 「あなたのリタイヤ置場の《剣技》と同じ枚数」: only those holding the attribute
            # (2.15.1 「《ヒーロー》技を持つカード」は単に《ヒーロー》と表される; ``("attribute", X)``)
            count_filter = (
                *counted[0].info_contains,
                *(("attribute", t) for t in counted[0].traits),
            )
            plain = replace(counted[0], info_contains=(), traits=())
            try:
                count_of = _who(plain)
            except Unsupported:
                # 「相手の手札と同じ枚数」: a group no one chooses from but anyone counts (3.7.2:
                # how many cards a hand holds is not its content), as a count condition reads it
                count_of = _counted(plain)
            if count_of not in GROUPS or who not in GROUPS:
                raise _refuse("a choice of as many as cards other than a player's zone's")
            value = "up_to" if o.bound == "up_to" else None
        if other and who not in GROUPS:
            raise _refuse("「他の」 on a choice other than among a zone's cards")
        return Op(
            "choose",
            who,
            o.n or 1,
            value=value,
            stats=tuple(o.target.stats),
            count_of=count_of,
            count_filter=count_filter,
            attributes=attributes,
            info=info,
            states=states,
            other=other,
            ability_kinds=kinds_of_ability,
        )
    if o.verb == "remove_damage":
        # 「（あなたのリングのカード|このカード）に蓄積されたダメージを（すべて|N）取り除く」 /
        # 「…カードを選び、受けているダメージをN取り除く」: the damage accumulated on it (7.1.5.3)
        # lessened by N, or all of it
        who = _who(o.target)
        if who == "that":
            chose = prev[-1] if prev and prev[-1].kind == "choose" else None
            if chose is None or chose.amount != 1:
                raise _refuse("damage removed from a card not chosen first")
            who = "chosen"
        if who not in ("this", "your_ring", "opp_ring", "chosen") or o.optional:
            raise _refuse("damage removed from a card other than a ring card or this card")
        return Op("remove_damage", who, o.amount)
    if o.verb == "void":
        # 「そのターン中、Xの技は（すべて）無効になる」 (8.3.1, until 6.8.1.3): this card, the one
        # card chosen just before on the field (「そのカード」 after the choice), or a ring card
        who = _who(o.target)
        if who in ("that", "chosen"):
            chose = prev[-1] if prev and prev[-1].kind == "choose" else None
            if chose is None or chose.amount != 1 or chose.value == "up_to":
                raise _refuse("techniques made void of a card not chosen first")
            if chose.who not in (*FIELD_GROUPS, "your_ring", "opp_ring"):
                raise _refuse("techniques made void of a chosen card off the field")
            who = "chosen"
        if who not in ("this", "chosen", "your_ring", "opp_ring") or o.optional:
            raise _refuse("techniques made void of cards other than one card on the field")
        return Op("void_once", who, until="attack" if o.until == "attack" else "turn")
    if o.verb == "no_stand":
        # 「そのカードは次の（相手の）スタンドフェイズにスタンドしない」: this card, or the card(s)
        # chosen just before on the field (every one chosen); the player printed is the chosen
        # cards' master (only the turn player's cards stand, 6.2.1.1)
        who = _who(o.target)
        whose = dict(o.detail).get("whose", "")
        if who == "chosen":
            # the last choice before it (a 「…を選び、レストする」 may stand between)
            chose = next((x for x in reversed(prev) if x.kind == "choose"), None)
            if chose is None or chose.who not in (*FIELD_GROUPS, "your_ring", "opp_ring"):
                raise _refuse("「次のスタンドフェイズにスタンドしない」 of a card not chosen first")
            side = "opponent" if chose.who.startswith("opp") else "you"
        elif who == "this":
            side = "you"
        else:
            raise _refuse(
                "「次のスタンドフェイズにスタンドしない」 of cards other than those named"
            )
        if whose and whose != side:
            raise _refuse(
                "「次の…スタンドフェイズにスタンドしない」 of another player's stand phase"
            )
        return Op("no_stand", who)
    if o.verb == "grant":
        # 「このターン中、このカードの技は追加で《X》になる」 / 「…を1枚選び、そのターン中、技は追加で
        # 《X》になる」 (2.15.2, until 6.8.1.3): this card, or the one card chosen just before on
        # the field (8.9.1.5: that card only)
        who = _who(o.target)
        if who == "chosen":
            chose = prev[-1] if prev and prev[-1].kind == "choose" else None
            if chose is None or chose.amount != 1 or chose.value == "up_to":
                raise _refuse("「…は追加で《X》になる」 of a card not chosen first")
            if chose.who not in (*FIELD_GROUPS, "your_ring", "opp_ring"):
                raise _refuse("「…は追加で《X》になる」 of a chosen card off the field")
        if who not in ("this", "chosen", "your_ring", "opp_ring") or o.optional:
            raise _refuse("「…は追加で《X》になる」 of techniques other than a card's")
        return Op(
            "grant_once",
            who,
            value=dict(o.detail)["attribute"],
            until="attack" if o.until == "attack" else "turn",
        )
    if o.verb == "damage":
        # 「（あなた|相手）のリングのカード / このカードにNダメージを与える」 (7.1.5.3, 9.4); 「…の
        # （ベンチ|フィールド|リング）のカードを1枚選び、Nダメージを与える」 / 「…そのカードにN
        # ダメージを与える」: the card chosen just before (a bench card too: 9.4.2)
        who = _who(o.target)
        if who == "that" and prev and prev[-1].kind == "choose":
            who = "chosen"
        if who == "chosen":
            # 「…のカードをN枚（まで）選び、Mダメージを与える」: M to each card chosen (8.5.4 /
            # 8.6.11: as many as chosen; ``_deal_damage``)
            chose = prev[-1] if prev and prev[-1].kind == "choose" else None
            if chose is None:
                raise _refuse("damage given to a card not chosen first")
            if chose.who not in (*FIELD_GROUPS, "your_ring", "opp_ring"):
                raise _refuse("damage given to a chosen card off the field")
        # 「そのカード（そのキャラクター）にNダメージを与える」 with no choice before: the card of the
        # trigger's event (the attacking card, 4.14.1), read where the trigger is known
        # (``_event_card`` below)
        if who not in ("this", "your_ring", "opp_ring", "chosen", "that") or o.optional:
            raise _refuse("damage given to a card other than a ring card or this card")
        # 「このカードの攻撃力と同じ値のダメージ」: ``value`` ("value_of", stat): this card's
        # value (+ ``amount``), read as the step is done
        of = dict(o.detail).get("value_of") if o.detail else None
        return Op("damage", who, o.amount, value=("value_of", of) if of else None)
    top = replace(o.target, count=None) if o.target is not None else None
    n_top = o.n or getattr(o.target, "count", None)
    if o.verb == "reveal" and _deck_top(top) and n_top == 1 and o.performer in (None, "you"):
        # 「あなたは自分の山札の上から1枚を公開する」: the top card shown to every player (3.1.7),
        # staying in the deck (3.1.8) — the steps after it read it as the card looked at
        if o.optional or o.dest is not None or o.detail:
            raise _refuse("a reveal of the deck's top card of this shape")
        return Op("look", "you", 1, value="reveal")
    if o.verb == "reveal":
        # 「（[手札]の技で）あなたはこのカードを公開してもよい」: this card shown to both players,
        # staying where it is (3.1.7, 3.1.8); what follows may ask whether it was (「公開したなら」)
        # 「…を1枚選び、（相手に見せ|公開して）手札に加える」: the card just chosen, shown the
        # same way before it moves (3.1.7)
        one = [x for x in prev if x.kind == "look"][-1:]
        if (
            o.target is not None
            and o.target.ref in ("looked", "that")
            and replace(o.target, ref=None, zones=(), kinds=()) == type(o.target)()
            and o.target.zones in ((), ("looked",))
            and o.target.kinds in ((), ("card",))
            and one
            and one[0].who == "you"
            and one[0].amount == 1
            and one[0].value is None
            and prev[-1] is one[0]
            and o.performer in (None, "you")
            and not (o.optional or o.dest is not None or o.detail or o.n not in (None, 1))
        ):
            # 「山札を上から1枚見る。そのカードが《X》なら、そのカードを公開し、手札に加える」: the
            # card just looked at (4.11.2), still in the deck, shown to both players until the
            # step is over (3.1.7), not moving by it (3.1.8); the steps after it read the card
            # looked at as before
            return Op("reveal", "looked")
        who = _who(o.target)
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        if who == "chosen" and (
            chose is None or (o.optional and (o.n not in (None, 1) or chose.amount != 1))
        ):
            # 「…を1枚選び、公開してよい」 / 「手札の『W』のカードを1枚公開してよい」
            # (``_implied_choice``): the card chosen shown or not, as its player decides
            # (8.1.1.5); 「そうしたら」 after it reads whether it was (4.12.1, 3.1.7)
            raise _refuse("a reveal of a card not chosen first")
        if who not in ("this", "chosen") or o.performer != "you" or o.n not in (None, 1):
            raise _refuse("a reveal of a card other than this card")
        if (
            dict(o.detail).get("to") not in (None, "opponent")
            or set(dict(o.detail)) - {"to"}
            or o.dest is not None
        ):
            # 「（相手に）見せる / 公開する」: to the other player, or to all (3.1.7)
            raise _refuse("a reveal of this shape")
        return Op("reveal", who, optional=o.optional)
    if o.verb == "face":
        # 「（相手|あなた）のサプライズ置場のカードを表にする / 裏にする」 (4.9.1.5, 4.9.1.6): the card
        # of that player's surprise zone (3.9.1: one at most) turned
        t = o.target
        if (
            o.optional
            or o.until is not None
            or t.owner not in ("you", "opponent")
            or t.zones != ("surprise",)
            or replace(t, owner=None, zones=(), kinds=()) != type(t)()
            or t.kinds not in ((), ("card",))
        ):
            raise _refuse("a turn face up or down of cards other than a surprise zone's")
        return Op("face", "your_surprise" if t.owner == "you" else "opp_surprise", value=o.face)
    if o.verb == "swap" and dict(o.detail).get("pair"):
        # 「あなたは自分のベンチのカードを2枚選び、（それらのベンチの枠を）入れ替える」: the two bench
        # cards chosen exchange their frames — the text over 3.3.3.4 (1.3.1)
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        if chose is None or chose.who != "your_bench" or chose.amount != 2 or chose.value:
            raise _refuse("a swap of cards other than two chosen on the master's bench")
        if o.optional:
            raise _refuse("a swap of this shape")
        return Op("swap_frames", "chosen")
    if o.verb == "swap" and dict(o.detail).get("named"):
        # 「（[ベンチ]の技で）このカードとあなたのリングのカードを入れ替える」: this card (on the
        # bench) and the master's ring card exchange places — the text over 3.3.3.4 (1.3.1);
        # this card not on the bench as it resolves, nothing is swapped (``_swap``)
        d = dict(o.detail)
        pair = {_who(o.target), _who(d["with"])}
        if pair != {"this", "your_ring"} or o.optional:
            raise _refuse("a swap of two cards other than this card and the master's ring card")
        return Op("swap", "this", value="your_ring")
    if o.verb == "swap":
        # 「自分のベンチのカードを1枚選び、リングのこのカードと入れ替える」: the bench card chosen
        # and this card (in the ring) exchange places — the text over 3.3.3.4 (1.3.1)
        d = dict(o.detail)
        partner = _who(d["with"])
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        if chose is None or chose.who != "your_bench" or chose.amount != 1:
            raise _refuse("a swap of a card other than one chosen on the master's bench")
        if partner not in ("this", "your_ring") or d.get("where") not in ((), ("ring",)):
            raise _refuse("a swap with a card other than the master's ring card")
        return Op("swap", "chosen", value=partner, optional=o.optional)
    if o.verb == "shuffle":
        # 「（自分の|その）山札をシャッフルする」: the performer's own deck (no owner printed: the
        # performer's), its order hidden again (3.2.2); 「相手の山札」 the opponent's
        t = o.target
        if (
            t is None
            or t.zones != ("deck",)
            or replace(t, owner=None, zones=()) != type(t)()
            or o.performer not in (None, "you")
            or o.optional
        ):
            raise _refuse("a shuffle of something other than a player's deck")
        return Op("shuffle", "opponent" if t.owner == "opponent" else "you")
    if o.verb == "look":
        return _look(o)
    one = [x for x in prev if x.kind == "look"][-1:]
    if o.verb == "move" and o.target is not None and o.target.ref == "acted:reveal":
        # 「公開したカードは山札の下に置く」: the cards the reveal of the deck's top cards before
        # showed (3.1.7; they stay in the deck, 3.1.8) — the cards looked at
        if not (one and one[0].value == "reveal" and one[0].who == "you"):
            raise _refuse(
                "「公開したカード」 with no reveal of the master's deck's top cards before"
            )
        o = replace(o, target=replace(o.target, ref="looked"))
    # the steps after the look: none moving a card of the deck (a value changed, 「そのカードが♠
    # なら、…+1000/+0される」), so the card looked at is still read where it is
    since = prev[next((k for k in range(len(prev) - 1, -1, -1) if prev[k].kind == "look"), 0) :]
    if (
        o.verb == "move"
        and o.target is not None
        and o.target.ref in ("looked", "that", "moved")
        and one
        and one[0].who in ("you", "opp")
        and one[0].amount == 1
        and one[0].value in (None, "reveal")
        and (
            prev[-1].kind in ("look", "put_looked")
            or all(x.kind in ("look", "stat", "put_looked") for x in since)
        )
        and o.dest in ("hand", "waiting", "retire", "deck")
        and not o.face
        # the card's owner's zone (3.1.4): 「相手の…」 printed for the opponent's card only
        and o.detail in ((), ((("dest_owner", "opponent"),) if one[0].who == "opp" else ()))
        and (one[0].who == "you" or o.dest in ("waiting", "retire", "deck"))
        and (o.dest == "deck" or not o.pos)
    ):
        # 「山札の上から1枚を見る / 公開する。…なら、（それを）手札に加える（てよい）。そうでない
        # なら、控え室に置く / 山札の下に置く」: the card looked at, still in the deck, to its
        # owner's zone (3.1.4; 「山札の下に」: its bottom); gone from the deck meanwhile, or put
        # by the case before, nothing (8.6.5)
        return Op("put_looked", "you", 1, value=o.dest, optional=o.optional, pos=o.pos or "")
    if o.verb == "move" and o.target is not None and o.target.ref == "looked":
        return _reorder(o, prev)
    if o.verb == "move" and o.target is not None and o.target.ref == "rest":
        # 「残りを好きな順番で山札の下 / 上に置く」: the cards looked at and not chosen, back in
        # the deck where printed, in the order the master chooses (1.3.1 over 3.2.2)
        looked = [x for x in prev if x.kind == "look" and x.who == "you"]
        if not looked or not any(x.kind == "choose" and x.who == "looked" for x in prev):
            raise _refuse("「残り」 with no cards looked at and chosen among before")
        if (
            o.dest in ("waiting", "retire")
            and not o.pos
            and not o.detail
            and not o.optional
            and not o.face
        ):
            # 「残り（のカード）を控え室に置く」: the cards looked at and not chosen, from the deck
            # to the master's own waiting room / retire zone (3.1.4: a card goes to its owner's)
            return Op("rest_to", "rest", looked[-1].amount, value=o.dest)
        # no order printed: several cards put in a deck at once are ordered by their owner
        # (3.2.4 「特に指定がなければ、そのカードの持ち主が並び順を決めます」) — the master's own
        if (
            o.dest != "deck"
            or o.pos not in ("top", "bottom")
            or any(d != ("order", "chosen") for d in o.detail)
            or o.optional
            or o.face
        ):
            raise _refuse("the rest of the cards looked at put elsewhere than the deck in order")
        return Op("reorder", "rest", looked[-1].amount, pos=o.pos)
    if (
        ("order", "chosen") in o.detail
        and o.dest == "deck"
        and o.pos in ("top", "bottom")
        and o.target is not None
        and o.target.ref in ("chosen", "implied")
        and prev
        and prev[-1].kind == "choose"
        and prev[-1].who in OWN_GROUPS
    ):
        # 「あなたの控え室のカードを2枚まで選び、好きな順番で山札の下に置く」: the cards chosen
        # among the master's own, put in the deck at once — ordered by their owner (3.2.4), who
        # is the master: 「好きな順番で」 names the very player 3.2.4 gives the order to
        return _op(replace(o, detail=tuple(d for d in o.detail if d != ("order", "chosen"))), prev)
    if ("order", "chosen") in o.detail:
        raise _refuse("a put in a chosen order of cards other than those looked at")
    if any(isinstance(d, tuple) and d[0] == "dest_alts" for d in o.detail):
        raise _refuse("a put to one of several places of cards other than one looked at")
    theirs = o.verb == "move" and _opponents_deck_top(o.target, o.performer)
    if o.verb == "move" and (theirs or _deck_top(o.target, o.performer)):
        # 「あなたは自分の山札を上からN枚、自分の（控え室|リタイヤ置場|手札|リング）に置く」: the
        # top N cards of the deck, one by one, not chosen (3.2.5 the deck's order); to the ring
        # only one (3.3.2), and an entry spark does not trigger (8.1.1.3.3: not the rule's move).
        # 「相手の山札の上から1枚を（相手の）控え室に置く」: the opponent's deck the same, each card
        # to its owner's zone of that name (3.1.4)
        if o.dest not in ("waiting", "retire", "hand", "ring", "energy", "surprise") or o.pos:
            raise _refuse("a put of the deck's top cards to a zone of this kind")
        if theirs and ({("dest_owner", "you"), ("dest_owner", "self")} & set(o.detail)):
            raise _refuse("a put of the opponent's deck's top cards to your zone")
        if o.face and (o.dest, o.face) not in (("energy", "face_down"), ("surprise", "face_down")):
            # 「エネルギー置場に裏向きで置く」 restates 3.4.1, 「裏向き状態でサプライズ置場に置く」
            # 3.9.4; face down elsewhere is refused
            raise _refuse(f"a put {o.face} to a zone other than the energy / surprise zone")
        if o.bound != "exact" or (o.dest in ("ring", "surprise") and (o.n or 1) != 1):
            raise _refuse("a put of the deck's top cards of this count")
        if ("dest_owner", "opponent") in o.detail and not theirs:
            raise _refuse("a put of the deck's top cards to the opponent's zone")
        if o.orientation not in (None, "rest") or (o.orientation and o.dest != "energy"):
            # 「レスト状態で…エネルギー置場に置く」: read below as the text says; another state, or
            # a state in another zone, is refused (never dropped)
            raise _refuse("a put of the deck's top cards in a state of this kind")
        # 「（自分の）エネルギー置場にレスト状態で置く」: each card put rested — the text over
        # 4.9.1.4's standing (1.3.1; 4.9.1.2 an energy card may rest), as 「レストして置く」 below
        rested = ("rest",) if o.orientation == "rest" else ()
        whose = "opponent" if theirs else "you"
        return Op("deck_top", whose, o.n or 1, value=o.dest, optional=o.optional, states=rested)
    if (
        o.verb == "rest"
        and o.dest == "energy"
        and _deck_top(o.target, o.performer)
        and not o.pos
        and o.face in (None, "face_down")
        and o.bound == "exact"
        and ("dest_owner", "opponent") not in o.detail
    ):
        # 「自分の山札を上からN枚、自分のエネルギー置場にレストして置く」: as the put above, each card
        # put rested — the text over 4.9.1.4's standing (1.3.1; 4.9.1.2 an energy card may rest)
        return Op("deck_top", "you", o.n or 1, value=o.dest, optional=o.optional, states=("rest",))
    if (
        o.verb == "move"
        and o.target is not None
        and o.target.ref == "moved"
        and o.dest is None
        and prev
        and prev[-1].kind == "deck_top"
        and "rest" in prev[-1].states
    ):
        # the 「置く」 of 「…にレストして置く」 (the shared reader splits it after the rest): the
        # step before puts the cards there rested; nothing more is done
        return Op("put_done", "moved")
    if o.verb == "move" and o.dest == "ring":
        # 「あなたは自分の（ベンチ|手札|控え室|リタイヤ置場）のカードを1枚選び、自分のリングに置く」: one card
        # of the master's own chosen first, put in its (its owner's) ring — the card there
        # before stays until the duplicate rule process puts it in the waiting room (9.5.1)
        if o.pos or o.face or ("dest_owner", "opponent") in o.detail:
            raise _refuse("a put in a ring of this kind")
        if _who(o.target) == "this":
            # 「このカードを（自分の）リングに置く（てよい）」: this card (its owner's ring, 3.1.4);
            # the card there stays until the rule process 9.5.1 puts the earlier one away
            return Op("put", "this", value="ring", optional=o.optional)
        if o.optional:
            raise _refuse("a put in a ring of this kind")
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        if _who(o.target) != "chosen" or chose is None:
            raise _refuse("a put in the ring of a card not chosen first")
        if (
            chose.who not in ("your_bench", "your_hand", "your_waiting", "your_retired")
            or chose.amount != 1
        ):
            raise _refuse("a put in the ring of other than one card of the master's own")
        return Op("put", "chosen", value="ring")
    if o.verb == "move" and o.dest in ("energy", "surprise"):
        # 「あなたは自分の手札を1枚選び、（エネルギー置場|サプライズ置場）に（裏向きで）置く」: one
        # card of the master's own chosen first, put in its owner's zone face down and standing
        # (3.4.1: the energy zone holds its cards face down; 3.9.4: a card put in the surprise
        # zone is face down 「原則として」; 「裏向きで」 restates it). A surprise zone holding a card
        # already: 3.9.2's limit against the rule process 9.5.3 (``basic.into_limited_zone``)
        what = "an energy zone" if o.dest == "energy" else "a surprise zone"
        if o.pos or o.face not in (None, "face_down") or ("dest_owner", "opponent") in o.detail:
            raise _refuse(f"a put in {what} of this kind")
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        if _who(o.target) != "chosen" or chose is None:
            raise _refuse(f"a put in {what} of a card not chosen first")
        if chose.who not in ("your_hand", "your_bench", "your_waiting", "your_retired"):
            raise _refuse(f"a put in {what} of a card other than the master's own")
        return Op("put", "chosen", value=o.dest, optional=o.optional)
    if (
        o.verb == "move"
        and o.target is not None
        and o.target.owner in (None, "you", "self")
        and replace(o.target, owner=None, kinds=()) == type(o.target)(zones=("hand",))
        and o.target.kinds in ((), ("card",))
        and o.performer in (None, "you")
        and o.dest in ("waiting", "retire")
        and o.bound == "exact"
        and o.n == 1
        and not (o.pos or o.face or o.detail)
    ):
        # 「あなたは自分の手札を1枚控え室に置く（てよい）」: one card of the master's own hand, its
        # pick (3.7.2: it sees its own hand), put there (3.1.4); with none in the hand nothing is
        # done (1.3.2) — and a 「そうしたら」 after it does not follow. More than one is refused:
        # whether 「そうしたら」 follows a part done (1.3.2 「可能な限り」) is not written
        return Op("hand_discard", "your_hand", 1, value=o.dest, optional=o.optional)
    if (
        o.verb == "move"
        and o.target is not None
        and (o.bound == "all" or o.target.bound == "all")
        and o.performer in (None, "you")
        and not (o.target.traits or o.target.info_contains or o.target.states or o.target.stats)
        and _who(replace(o.target, bound="exact")) in (*PUT_ALL_GROUPS, *RING_PUT_GROUPS)
    ):
        # 「（あなた|相手）の（ベンチ|手札|エネルギー）のカードをすべて（控え室|リタイヤ置場|手札）に
        # 置く」: every card of that group, none chosen, each to its owner's zone (3.1.4) at once;
        # none there, nothing is done (1.3.2). The deck (its order, 3.2.4) refused
        # 「表向き状態で控え室に置く」: the waiting room holds its cards face up (3.6.2
        # 「この領域のカードは表向きに重ねて置かれ」) — the word restates it; face up elsewhere refused
        face_ok = o.face is None or (o.face == "face_up" and o.dest == "waiting")
        group = _who(replace(o.target, bound="exact"))
        side = {**GROUPS, **RING_PUT_GROUPS}[group][0]
        # 「あなたの控え室に置く」 of the master's own cards: the zone of their owner (3.1.4) named
        detail = tuple(d for d in o.detail if d != ("dest_owner", side))
        if o.dest not in ("waiting", "retire", "hand") or o.pos or not face_ok or detail:
            raise _refuse("a put of every card of a group to a zone of this kind")
        if o.dest == "hand" and {**GROUPS, **RING_PUT_GROUPS}[group][1] == ("hand",):
            raise _refuse("a put of a hand's cards to a hand")
        return Op("put_all", group, value=o.dest, optional=o.optional)
    if o.verb == "move" and o.dest == "bench":
        # 「（このカード|選んだカード）を（あなたの）（空いている）ベンチに置く」: to a frame of its
        # owner's bench (3.1.4, 3.3.3.2), an empty one for 「空いている」 (3.3.3.5), picked as it is
        # put (``techniques._bench_frame``)
        d = dict(o.detail)
        states = tuple(d.get("dest_states") or ())
        who = _who(o.target)
        if o.orientation not in (None, "stand", "rest"):
            raise _refuse("a put in a bench in a state named")
        if o.pos not in (None, "", *BENCH_FRAMES) or o.face or d.get("dest_owner") == "opponent":
            raise _refuse("a put in a bench of this kind")
        if set(states) - {"empty"} or (o.pos and states):
            raise _refuse("a put in a bench of this kind")
        if who == "chosen" and (not prev or prev[-1].kind != "choose" or prev[-1].amount != 1):
            raise _refuse("a put in the bench of other than one card chosen first")
        if who not in ("this", "chosen"):
            raise _refuse("a put in the bench of a card not chosen first")
        if who == "chosen" and prev[-1].who not in ("your_hand", "your_waiting", "your_retired"):
            raise _refuse("a put in the bench of a card other than the master's own")
        # 「（あなたの）中央ベンチに置く」: that frame of the bench (3.3.3.3), none else
        value = f"bench.{o.pos}" if o.pos else "empty_bench" if "empty" in states else "bench"
        # 「ベンチにレスト状態 / スタンド状態で置く」: put in the state named — 4.9.1.4 (a card
        # moved is put standing 「特に指示がないかぎり」: the instruction says otherwise)
        named_state = (o.orientation,) if o.orientation else ()
        return Op("put", who, value=value, optional=o.optional, states=named_state)
    if o.verb == "move":
        # 「裏向きで（あなたの）リタイヤ置場に置く」: the retire zone may hold face-down cards (3.5.2
        # 「裏向きのカードが置かれる場合があります」) — the card put so; face down elsewhere refused
        face_down = o.face == "face_down" and o.dest == "retire"
        if o.dest not in ("waiting", "retire", "hand", "deck") or (o.face and not face_down):
            raise _refuse("a put to a zone other than the waiting room / retire zone / hand")
        if o.pos and (o.dest != "deck" or o.pos not in ("top", "bottom")):
            raise _refuse(f"a put at the position {o.pos} of a zone other than the deck")
        who = _who(o.target)
        if who == "chosen" and (not prev or prev[-1].kind != "choose"):
            raise _refuse("a put with no object")
        if who not in ("this", "chosen"):
            raise _refuse("a put of a card not chosen first")
        # several cards chosen and put in the deck at once: their owner orders them (3.2.4,
        # ``techniques._put_in_deck``)
        # 「山札の下に置く」: under the deck's cards (3.2.5 「特に指定がなければ」 the top);
        # 「あなたの / 相手の控え室に置く」: the player named (read against 3.1.4 at the put)
        owner = dict(o.detail).get("dest_owner")
        return Op(
            "put",
            who,
            value=o.dest,
            optional=o.optional,
            pos=o.pos or "",
            dest_owner=owner if owner in ("you", "opponent") else "",
            face="face_down" if face_down else "",
        )
    if (
        o.verb in ("stand", "rest")
        and o.target is not None
        and o.target.states == ("supporting",)
        and not (o.dest or o.pos or o.face)
    ):
        # 「サポートしたカードを（レスト|スタンド）する」: the supporter, a bench card (4.9.1)
        if _who(o.target) != "supporter":
            raise _refuse("a state change of a supporting card of this description")
        return Op(o.verb, "supporter", optional=o.optional)
    # 「スタンドしているエネルギー（置場のカード）をN枚レストする」: what 4.9.1.2 already asks of a
    # card rested (a standing one), and 3.4.2's other name of the energy (``energy_named``)
    energy = (
        energy_named(o.target)
        if o.target is not None and (o.verb == "rest" or not o.target.states)
        else o.target
    )
    if (
        o.verb in ("stand", "rest")
        and energy is not None
        and energy.owner in (None, "you", "self")
        and replace(energy, owner=None) == type(energy)(zones=("energy",))
        and o.bound in ("exact", "up_to")
        and (o.n or 0) >= 1
        and not (o.dest or o.pos or o.face)
    ):
        # 「（あなたは）（自分の）エネルギー（を）N枚（を）（レスト|スタンド）する（てよい）」 (3.4.2,
        # 4.9.1.1 / 4.9.1.2): N of the performer's own energy not yet in that state (3.4.3: a
        # player changes the state of its own energy zone's cards on an instruction); 「N枚まで」:
        # how many, from 0, the performer's pick (1.3.5)
        return Op(
            "energy_state",
            "your_energy",
            o.n,
            value=o.verb,
            optional=o.optional,
            stats=(("up_to", "le", o.n),) if o.bound == "up_to" else (),
        )
    if (
        o.verb in ("stand", "rest")
        and o.target is not None
        and (o.bound == "all" or o.target.bound == "all")
        and len(o.target.states) == 1
        and o.target.states[0] in PLACEMENT_STATES
        and o.target.states[0] != o.verb
        and _who(replace(o.target, bound="exact", states=())) in ("your_bench", "opp_bench")
        and not (o.dest or o.pos or o.face or o.optional)
        and not (o.target.traits or o.target.info_contains)
    ):
        # 「相手のベンチのスタンドしているカードをすべてレストする」 (4.9.1.2 / 4.9.1.1): every card
        # of that bench in the state named, and only those, put in the other state
        return Op(
            f"{o.verb}_all_bench",
            _who(replace(o.target, bound="exact", states=())),
            states=tuple(o.target.states),
        )
    if (
        o.verb in ("stand", "rest", "reverse")
        and _who(o.target) == "chosen"
        and not (o.dest or o.pos)
    ):
        # 「（あなた|相手）のベンチのカードをN枚選び、（スタンド|レスト）する」 (4.9.1.1, 4.9.1.2): the
        # cards chosen first, among a bench's — the cards a state is given to (4.9.1); a choice
        # that may take a ring card is refused (whether it has a state 4.9.1 does not say)
        chose = prev[-1] if prev and prev[-1].kind == "choose" else None
        # 「あなたは相手のエネルギーを1枚選び、レストする」: an effect's instruction may change
        # another player's energy (3.4.3 forbids only a change with no instruction)
        if chose is None or chose.who not in (*BENCH_GROUPS, *ENERGY_GROUPS) or o.face:
            raise _refuse(f"a {o.verb} of cards not chosen among a bench's")
        return Op(o.verb, "chosen", optional=o.optional)
    if (
        o.verb in ("stand", "rest")
        and o.target is not None
        and (o.bound == "all" or o.target.bound == "all")
        and _who(replace(o.target, bound="exact")) in ("your_bench", "opp_bench", *ENERGY_GROUPS)
        and not (o.dest or o.pos or o.face or o.optional)
        and not (o.target.traits or o.target.info_contains or o.target.states)
    ):
        # 「（あなた|相手）のベンチのカードをすべて（スタンド|レスト）する」 (4.9.1.1 / 4.9.1.2):
        # every card of that bench, those not in the state yet put in it; 「自分のエネルギーを
        # すべてレストする」 the energy zone's the same (4.9.1; 3.4.3: an instruction)
        return Op(f"{o.verb}_all_bench", _who(replace(o.target, bound="exact")))
    if (
        o.verb in ("stand", "rest")
        and _who(o.target) == "that"
        and not (o.dest or o.pos or o.face or o.bound == "all")
    ):
        # 「そのカードを（レスト|スタンド）する」: the card of the trigger's event, which
        # ``_compile_program`` reads (a support trigger's: the supporter, 7.1.3.1) or refuses
        return Op(o.verb, "that", optional=o.optional)
    if o.verb == "rest" and _who(o.target) == "this" and not (o.dest or o.pos or o.face):
        # 「このカードをレストする（てよい）」 as a step: this card, a bench card (4.9.1.2;
        # ``_compile_program`` refuses another [領域], 4.9.1)
        return Op("rest", "this", optional=o.optional)
    if o.verb == "stand":
        # 「このカードをスタンドする」 (4.9.1.1)
        if _who(o.target) != "this" or o.dest or o.pos or o.face:
            raise _refuse("a stand of a card other than this card or cards chosen on a bench")
        return Op("stand", "this", optional=o.optional)
    if o.verb == "cancel":
        if not prev or prev[-1].kind != "choose" or prev[-1].who != "opp_technique" or o.optional:
            raise _refuse("a cancel of something not chosen")
        return Op("cancel")
    if o.verb == "delay":
        return _delay(o)
    raise _refuse(f"the step '{o.verb}'")


# the moments a delayed trigger may wait for (8.6.8): 「このターンの終わりに」 (6.8.1.1, the end
# phase's start) and 「このアタックの終わりに」 (7.1.6.1)
DELAY_TIMINGS = ("start:end", "end:attack")
# the triggers a delayed one (「次に…した時」) may not wait for: the entry spark (its card's, 12.2.1),
# the state triggers (8.6.9: a state, not an event)
NOT_DELAYABLE = ("entry_spark",)


def _delay(o: Any) -> Op:
    """「（このターン|このアタック）の終わりに、…」 inside an effect: a delayed trigger (8.6.8
    「なんらかの効果により、以降の特定の時点で誘発条件が発生する自動能力が作成されることがあります」),
    ``delay`` with value (the timing's tag, its steps, its text): made when the step is reached,
    it triggers at that moment once (no period being printed) and does its steps then."""
    when = getattr(o, "when", None)
    if when is not None and when.event != "timing":
        # 「次に<事象>した時、…」: a delayed trigger waiting for an event (8.6.8) — any trigger
        # the engine reads that names no card of the technique's (「このカード」, 「その」)
        tag = _trigger(when)
        if not tag or tag.startswith(("self_", "end:self", "state:")) or tag in NOT_DELAYABLE:
            raise _refuse("a delayed effect on an event of this card's")
        subj = when.subject
        if (
            when.target is not None
            or when.src
            or when.means
            or (subj is not None and (subj.info_contains or subj.traits))
        ):
            # the filters a technique's trigger keeps in its program (``Program.trigger_info``
            # …) are not kept by a delayed one
            raise _refuse("a delayed effect on an event so described")
        if o.optional:
            raise _refuse("a delayed effect at a moment the engine does not mark")
    else:
        tag = TIMINGS.get((when.phase or "", when.point or "")) if when is not None else None
    if when is None or (
        when.event == "timing"
        and (tag not in DELAY_TIMINGS or when.owner or when.subject is not None or o.optional)
    ):
        raise _refuse("a delayed effect at a moment the engine does not mark")
    if len(o.modes) != 1:
        raise _refuse("a delayed effect of several parts")
    ((text, sub),) = o.modes
    steps: list[Op] = []
    for x in sub.steps:
        steps.append(_op(x, steps))
    if any(
        x.who in ("that", "attacker") or x.kind in ("delay", "look", "reorder", "cancel")
        for x in steps
    ):
        raise _refuse("a delayed effect of a kind the engine does not run")
    until = getattr(o, "until", None)
    if until is None:
        return Op("delay", "you", value=(tag, tuple(steps), text))
    if until != "turn" or shared.NEXT_ONLY not in o.detail or when.event == "timing":
        raise _refuse("a delayed effect with a period of this shape")
    # 「このターン中、次に…した時、…」: once at the next such event (8.6.8 「一度だけ」), within
    # this turn — the period printed (8.6.8 「特に期限が示されていないかぎり」): spent with the
    # turn if the event has not come
    return Op("delay", "you", value=(tag, tuple(steps), text, "turn"))


def _look(o: Any) -> Op:
    """「あなたは自分の山札を上からN枚見て」 (4.11.2: the player named sees the information of the
    top N cards of its own deck; ``look`` ``you`` N) and 「相手の手札を見る」 (the opponent's hand,
    which 3.7.2 keeps from the master, shown by the text, 1.3.1; ``look`` ``opp_hand``). A look
    up to N (4.11.3), at another place or by another player is refused."""
    if o.optional or o.performer != "you":
        raise _refuse("a look of this kind")
    if _deck_top(o.target) and o.bound == "exact" and o.n:
        return Op("look", "you", o.n)
    if _deck_top(o.target) and o.bound == "up_to" and o.n:
        # 「あなたは自分の山札を上からN枚まで見る」 (4.11.3): the player may stop before each card —
        # how many it looks at, 0 to N, is its choice (only as the technique's last step:
        # checked with the other looks)
        return Op("look", "you", o.n, value="up_to")
    s = o.target
    if s is not None and o.bound == "all" and place_only(s, "deck", _SELF):
        # 「あなたは自分の山札を見て」: every card of the master's own deck, seen by it because
        # the text says so (3.2.2 keeps a deck's information from every player, 1.3.1); the
        # order is not changed by looking (a shuffle after it is a step of its own)
        return Op("look", "you_deck")
    if (
        s is not None
        and o.bound == "exact"
        and o.n
        and place_only(s, "deck", ("opponent",), pos="top")
    ):
        # 「あなたは相手の山札の上からN枚を見る」: the top N of the opponent's deck, whose
        # information 4.11.2 lets the player named see — the master, as the text says (1.3.1)
        return Op("look", "opp", o.n)
    if (
        s is not None
        and o.bound == "all"
        and place_only(s, "hand", ("opponent",), kinds=((), ("card",)))
    ):
        return Op("look", "opp_hand")
    if (
        s is not None
        and o.bound in ("all", "exact")
        and o.n in (None, 1)
        and place_only(s, "surprise", ("opponent",), kinds=((), ("card",)))
    ):
        # 「相手のサプライズ置場のカードを見る」: the opponent's face-down surprise card, which
        # 3.9.3 keeps from the master, seen because the text says so (1.3.1); nothing moves
        return Op("look", "opp_surprise")
    raise _refuse("a look at cards other than the deck's top N or the opponent's hand")


def _surprise_reveal(o: Any) -> str | None:
    """「（相手|あなた）は自分のサプライズ置場のカードを公開する」 / 「あなたは相手のサプライズ置場の
    カードを公開する」: the card of that surprise zone shown to both players until the step is
    over (3.1.7), staying where it is (3.1.8) and face down (4.9.1.6.1) — ``look``
    ``opp_surprise`` / ``you_surprise`` with value ``reveal``. None for another reveal."""
    s = o.target
    if o.optional or o.dest is not None or o.detail or s is None:
        return None
    if o.bound not in ("all", "exact") or o.n not in (None, 1):
        return None
    if not place_only(s, "surprise", ("self", "you", "opponent"), kinds=((), ("card",))):
        return None
    performer = o.performer or "you"
    if performer not in ("you", "opponent"):
        return None
    owner = performer if s.owner == "self" else s.owner
    if performer == "opponent" and s.owner == "opponent":
        return None  # 「相手は相手の…」: not a shape printed
    return "opp_surprise" if owner == "opponent" else "you_surprise"


def _reorder(o: Any, prev: list[Op]) -> Op:
    """「…見て、好きな順番で山札の上 / 下に置く / 戻す」: the cards just looked at from the top of
    the master's deck put back on top, or under the deck, in the order the master chooses
    (``reorder``, amount N, ``pos``; 1.3.1 over 3.2.2, which lets no player change a deck's
    order). Anywhere else, or in the order they lie, refused."""
    looked = _last_look(prev)
    details = dict(d for d in o.detail if isinstance(d, tuple) and len(d) == 2)
    alts = details.get("dest_alts")
    # 「相手の山札の上から1枚を見て、（相手の）山札の上か下に置く」: the deck the cards were looked at
    # in is their owner's (3.1.4), named or not; another player's named refused
    if details.get("dest_owner", "opponent" if looked and looked.who == "opp" else None) != (
        "opponent" if looked and looked.who == "opp" else None
    ):
        raise _refuse("the cards looked at put in another player's deck")
    deck_ends = {("deck", "top"), ("deck", "bottom")}
    if (
        alts is not None
        and set(alts) == deck_ends
        and ("order", "chosen") in o.detail
        and looked is not None
        and looked.amount > 1
        and not (o.optional or o.face)
        and all(d[0] in ("order", "dest_owner", "dest_alts") for d in o.detail if d)
    ):
        # 「…上から2枚を見て、好きな順番で山札の上か下に置く」: each card looked at on top or under
        # the deck, the master's pick, those of each end in the order it chooses (1.3.1 over
        # 3.2.2; 8.1.1.5) — ``reorder`` at ``either`` end
        return Op("reorder", looked.who, looked.amount, pos="either")
    if alts is not None:
        # 「…上から1枚見て、山札の上か控え室に置く」: the card looked at goes to one of the places,
        # the master's pick (``place_looked``); of more cards (each its place, those on top in
        # some order) refused
        # 「山札の上か下に置く」: on top (where it is, 3.2.5) or at the bottom of the deck
        ok = {
            ("deck", "top"),
            ("deck", "bottom"),
            ("waiting", None),
            ("retire", None),
            ("hand", None),
        }
        if looked is None or looked.amount != 1 or o.optional or o.face or not set(alts) <= ok:
            raise _refuse("a put of the cards looked at to one of several places, of this kind")
        if looked.who == "opp" and not set(alts) <= {("deck", "top"), ("deck", "bottom")}:
            # the opponent's card to a zone other than its deck: refused (not the owner's pick)
            raise _refuse("a put of the opponent's cards looked at elsewhere than its deck")
        return Op("place_looked", looked.who, 1, value=tuple(alts))
    if (
        looked is None
        or o.dest != "deck"
        or o.pos not in ("top", "bottom")
        or ("order", "chosen") not in o.detail
        or o.optional
        or o.face
        or any(d[0] not in ("order", "dest_owner") for d in o.detail if isinstance(d, tuple))
    ):
        raise _refuse("a put of the cards looked at other than in the deck in a chosen order")
    # 「好きな順番で山札の下に置く」: at the other end of the same deck, in the order chosen, as
    # the cards looked at and not chosen are (``reorder`` of ``rest``, ``pos``)
    return Op("reorder", looked.who, looked.amount, pos="bottom" if o.pos == "bottom" else "")


def _last_look(prev: list[Op]) -> Op | None:
    """The look at a deck's top whose cards a put names (「…見る。…。その後、そのカードを山札の上
    か下に置く」): the step just before, or the nearest look before when every step after it is a
    change of a value (``stat``: moves no card, so the cards looked at lie where the look left
    them, 4.11.2; 「その」 still the card looked at, the nearest card named, 8.1.1.5)."""
    for k in range(len(prev) - 1, -1, -1):
        p = prev[k]
        if p.kind == "look":
            return p if p.who in ("you", "opp") else None
        if p.kind != "stat":
            return None
    return None


def _flat(v: Any) -> list[Any]:
    if isinstance(v, tuple | list):
        return [y for x in v for y in _flat(x)]
    return [v]


def _reads_looked(o: Op) -> bool:
    """Whether step ``o`` reads the cards a look before it saw: a choice among them
    (``looked``), 「そのカード」 (``that``), 「残り」 (``rest``), or a condition on them. A step
    that reads none of them (「その後、あなたは1枚引く」) is done on the deck as it is: a look
    moves nothing and changes no order (4.11.1, 4.11.2; 3.2.2)."""
    return o.who in ("looked", "that", "rest") or any(
        x in ("looked", "that") for x in (*_flat(o.value), *_flat(o.cond))
    )


def _looked_then_chosen(after: list[Op]) -> bool:
    """A look followed by a choice among the cards looked at and what is done with the chosen,
    the rest left unsaid (「…見て、その中からカードを1枚選び、手札に加える。」): the cards not
    chosen stay where they are — a look moves nothing and changes no order (4.11.1, 3.2.2)."""
    return bool(
        after
        and after[0].kind == "choose"
        and after[0].who == "looked"
        and not any(_reads_looked(o) for o in after[1:])
    )


def _looked_then_rest(after: list[Op]) -> bool:
    """A look followed by a choice among the cards looked at, what is done with the chosen, and
    the rest put back (「…見て、1枚を選び手札に加え、残りを…山札の下に置く」)."""
    return bool(
        after
        and after[0].kind == "choose"
        and after[0].who == "looked"
        and any(o.kind in ("reorder", "rest_to") and o.who == "rest" for o in after[1:])
    )


def _past_reveal(after: list[Op]) -> list[Op]:
    """The steps after a look from the first that is not a reveal of the card looked at (which
    moves nothing, 3.1.8); all of them when every one is such a reveal."""
    rest = list(after)
    while len(rest) > 1 and rest[0].kind == "reveal" and rest[0].who == "looked":
        rest = rest[1:]
    return rest


def _past_values(after: list[Op]) -> list[Op]:
    """The steps from the first that is not a change of values (which moves no card of the deck:
    「山札の上から1枚を公開する。そのカードが♠なら、…+1000/+0される。公開したカードは山札の下に
    置く」, the put back read after it); all of them when every one is such a change."""
    rest = list(after)
    while len(rest) > 1 and rest[0].kind == "stat":
        rest = rest[1:]
    return rest


def _looked_then_reordered(look: Op, after: list[Op]) -> bool:
    """A look followed by the cards looked at put back in the deck in a chosen order, no later
    step reading them (「山札を上から3枚まで見て、好きな順番で山札の上に置く」): what is put back
    is the cards seen — as many as the player chose to look at (4.11.3, 4.11.3.3), the number
    printed not read by the put back (``reorder`` reads the cards the look returned)."""
    return bool(
        after
        and after[0].kind == "reorder"
        and after[0].who == look.who
        and after[0].by == look.by
        and not any(_reads_looked(o) for o in after[1:])
    )


# the owners of 「自分の山札」: a vs text prints 「自分の」 (no owner printed is not read as one's own)
_SELF: tuple[str | None, ...] = ("you", "self")


def _deck_top(s: Any, performer: str | None = "you") -> bool:
    """「（自分の）山札を上から」: the player's own deck, from its top, nothing else said — 「山札」
    with no owner, in a step of the master's (``performer`` None / ``you``), is its own (the
    hand and the deck a player acts on unnamed are its own, as 「手札を1枚控え室に置く」)."""
    owners = (*_SELF, None) if performer in (None, "you") else _SELF
    return place_only(s, "deck", owners, pos="top")


def _opponents_deck_top(s: Any, performer: str | None = "you") -> bool:
    """「相手の山札の上から」, in a step of the master's: the opponent's deck, from its top."""
    return performer in (None, "you") and place_only(s, "deck", ("opponent",), pos="top")


def energy_named(s: Any) -> Any:
    """A selector of energy cards as a cost names them: 「（あなたの）エネルギー置場のカード」 as
    「（あなたの）エネルギー」 (3.4.2), a standing state dropped (a cost rests only standing
    cards, 4.9.1.2, 4.16.2). Any other selector as it is."""
    if s is None or s.zones != ("energy",):
        return s
    if s.kinds == ("card",):
        s = replace(s, kinds=())
    if s.states == ("stand",):
        s = replace(s, states=())
    return s


def _rest_all(it: Any) -> Op:
    """「あなたのエネルギーをすべてレストする」 / 「…をすべて選び、レストする」 (4.16.2): a cost that
    rests every energy of its payer; chosen first (選び), every one must be standing.
    「（あなたの）エネルギーをN枚（選び、）レストする」 (4.16.1, 4.16.2, 8.5.1.3.2): N standing energy
    cards of the payer rested (``rest_energy``, amount N) — a rested or reversed one cannot be
    chosen, and with fewer than N standing the cost cannot be paid. Printed with no owner, the
    energy is the payer's: a player changes the state of its own energy zone's cards to pay a
    cost (3.4.3) and of no other's. 「エネルギー置場のカード」 is the same cards (3.4.2: they are
    「エネルギー」 when an effect names them), and 「スタンド状態の / スタンドしている」 says what
    4.9.1.2 and 4.16.2 already ask of a card rested for a cost (``energy_named``)."""
    s = energy_named(it.sel)
    if (
        s is not None
        and it.bound == "exact"
        and it.n >= 1
        and s.owner in (None, "you", "self")
        and replace(s, owner=None) == type(s)(zones=("energy",))
        and not (it.dest or it.pos or it.face)
    ):
        return Op("rest_energy", "your_energy", it.n, value="chosen" if it.chosen else None)
    if s is None or it.bound != "all" or replace(s, owner=None) != type(s)(zones=("energy",)):
        raise _refuse(
            "a rest cost other than 「（あなたの）エネルギーをN枚 / すべて（選び、）レストする」"
        )
    if s.owner not in ("you", "self") or it.dest or it.pos or it.face:
        raise _refuse(
            "a rest cost other than 「（あなたの）エネルギーをN枚 / すべて（選び、）レストする」"
        )
    return Op("rest_all", "your_energy", value="chosen" if it.chosen else None)


def _state_cost(it: Any, to: str) -> Op | None:
    """「（あなたの）ベンチの（他の）カードをN枚レストする / リバースする」 / 「エネルギーをN枚リバース
    する」 as a cost (4.16.1, 8.5.1.3.2): N of the payer's own cards of that zone (a cost is paid
    with what the payer has, 3.3.3 / 3.4.3) put in the state said — only a standing card can be
    rested or reversed for a cost (4.9.1.2, 4.9.1.3; 4.16.2: a rested or reversed one is not
    chosen), so with fewer than N standing the cost cannot be paid (``state_cost``; 「他の」: this
    card left out; 「《X》の技を持つ」: only cards holding it, 2.15.1). The energy rested is
    ``_rest_all``'s (``rest_energy``); None for any other item (refused by the caller)."""
    s = energy_named(it.sel) if it.sel is not None else None
    if s is not None and s.zones == ("bench",):
        # 「ベンチの（スタンドしている）カード」: a cost changes only standing cards' state
        s = replace(s, kinds=()) if s.kinds == ("card",) else s
        s = replace(s, states=()) if s.states == ("stand",) else s
    if s is None or it.dest or it.pos or it.face or s.owner not in (None, "you", "self"):
        return None
    zone = s.zones[0] if len(s.zones) == 1 else None
    if zone not in ("bench", "energy") or (zone == "energy" and to == "rest"):
        return None
    plain = replace(s, owner=None, other=False, traits=())
    if plain != type(s)(zones=(zone,)) or it.bound != "exact" or it.n < 1:
        return None
    return Op(
        "state_cost",
        f"your_{zone}",
        it.n,
        value=to,
        other=bool(s.other),
        attributes=tuple(s.traits),
    )


def _hand_reveal_cost(it: Any) -> Op | None:
    """「[手札の（《X》の|♥の|称号に“X”を含む）カードをN枚公開する]」 as a cost (4.16.1, 8.5.1.3.2):
    N cards of the payer's own hand so described (2.15.1 / 2.4.1.1 / 2.14.7), the payer's pick
    (3.7.2), each shown to every player as the cost is paid (3.1.6) and staying in the hand
    (3.1.8); with fewer than N such cards the cost cannot be paid. None for any other item."""
    s = it.sel
    if (
        it.what != "act"
        or it.verb != "reveal"
        or s is None
        or s.zones != ("hand",)
        or s.owner not in (None, "you", "self")
        or s.kinds not in ((), ("card",))
        or replace(s, owner=None, kinds=(), traits=(), info_contains=(), count=None)
        != type(s)(zones=("hand",))
    ):
        return None
    # the number printed: the item's, or the noun phrase's own (「…カードを1枚」)
    n = s.count if isinstance(s.count, int) else it.n
    if it.bound != "exact" or n < 1 or it.dest or it.pos or it.face or it.chosen:
        raise _refuse("a cost of hand cards revealed other than 「手札の…カードをN枚公開する」")
    return Op(
        "hand_reveal_cost",
        "your_hand",
        n,
        attributes=tuple(s.traits),
        info=tuple(s.info_contains),
    )


def _hand_cost(it: Any) -> Op | None:
    """「あなたの手札をN枚（自分の）控え室 / リタイヤ置場に置く」 as a cost (4.16.1, 8.5.1.3.2):
    N cards of the payer's own hand, the payer's pick (3.7.2: its own hand it sees), put there;
    with fewer than N in the hand the cost cannot be paid. Printed with no owner (「手札を1枚控え
    室に置く」), the hand is the payer's: a cost is paid with what the payer has (8.5.1.3.2), as
    an energy cost with no owner is (``_rest_all``). None when the item is not of this shape.
    「あなたのベンチのカードをN枚控え室に置く」: N of the payer's bench cards the same way (a bench is
    the payer's own, 3.3.3); 「手札の《X》の技を持つカードを…」: only cards holding that attribute
    (2.15.1) are picked. 「（あなたの）エネルギー（置場のカード）をN枚控え室に置く」: N of the payer's
    energy cards the same way (3.4.2 names them; a cost is paid with the payer's own, 3.4.3), in
    whatever state they are. 「あなたのリングのカードを（あなたの）控え室に置く」: the payer's ring
    card, uncounted — the ring holds one card at most (3.3.2.3), so the cost is that one card;
    with none in the ring it cannot be paid (4.16.1)."""
    s = it.sel
    if s is not None and s.zones == ("energy",) and s.kinds == ("card",):
        s = replace(s, kinds=())
    zone = s.zones[0] if s is not None and len(s.zones) == 1 else None
    if (
        it.what != "act"
        or it.verb != "move"
        or s is None
        or s.owner not in (None, "you", "self")
        or zone not in ("hand", "bench", "energy", "ring")
        or replace(s, owner=None, kinds=(), traits=()) != type(s)(zones=(zone,))
        or s.kinds not in ((), ("card",))
    ):
        return None
    if zone == "ring" and it.bound == "all" and not s.traits:
        # 3.3.2.3: the ring's one card (its owner's, 3.1.4), uncounted as printed
        if it.dest not in ("waiting", "retire") or it.pos:
            raise _refuse("a cost of the ring's card other than 「リングのカードを控え室に置く」")
        return Op("hand_cost", "your_ring", 1, value=it.dest)
    if it.bound != "exact" or it.n < 1 or it.dest not in ("waiting", "retire") or it.pos:
        raise _refuse(
            "a cost of hand, bench or energy cards other than 「あなたの手札をN枚控え室に置く」"
        )
    return Op("hand_cost", f"your_{zone}", it.n, value=it.dest, attributes=tuple(s.traits))


# the zones a trigger on this card's own move may name it left (「このカードがリングから…置かれた時」)
FROM_ZONES = ("ring", "bench", "hand", "deck", "waiting", "retire", "energy", "surprise")


def _trigger(t: Any) -> str | None:
    if t is None:
        return None
    if t.event == "used" and t.subject is not None:
        # 8.12.2: a technique resolved by the opponent / by the master
        return "opp_used" if t.subject.owner == "opponent" else "self_used"
    if t.event == "timing" and t.subject is not None:
        # 「このカードのアタックの終わりに」: the end of an attack sub-phase (7.1.6.1) in which this
        # card was the attacking card (4.14.1)
        s = t.subject
        if (
            t.phase == "attack"
            and t.point == "end"
            and t.role == "attack"
            and s.ref == "this"
            and replace(s, ref=None) == type(s)()
            and t.owner is None
        ):
            return "end:self_attack"
        raise _refuse("a trigger at a timing the engine does not mark")
    if t.event == "timing":
        trig = TIMINGS.get((t.phase or "", t.point or ""))
        if trig is None or t.subject is not None:
            raise _refuse("a trigger at a timing the engine does not mark")
        if t.owner is not None:
            # 「（あなた|相手）の（ターン|…フェイズ）の始めに」: only in that player's turn, the
            # phases being the turn player's (6.1.1); an attack's timings are refused with one
            if t.owner not in ("you", "opponent") or t.phase not in OWNED_PHASES:
                raise _refuse("a trigger at a timing of a player the engine does not mark")
            return f"{trig}@{t.owner}"
        return trig
    s = t.subject
    if t.means is not None and t.means.startswith("act:"):
        return _attack_retired(t)
    if t.means in ("technique", "effect"):
        # 「このカードが（相手|あなた）の技によって（リタイヤ置場|控え室）に置かれた時」: this card's
        # own move (8.6.6) made by an effect whose source is a card of that player's (4.15.2; a
        # rule process has no source, 4.15.3) — ``Program.trigger_by``; 「（相手|あなた）の
        # カードの効果によって」 names the same source: an effect a card's ability makes has that
        # card as its source (4.15.2), and a card's abilities are its techniques (2.14)
        base = replace(t, means=None, by=None)
        bare = (
            t.by is not None
            and replace(t.by, owner=None, kinds=()) == type(t.by)()
            and t.by.kinds in (((),) if t.means == "technique" else ((), ("card",)))
        )
        if (
            t.by is None
            or t.by.owner not in ("you", "opponent")
            or not bare
            or t.event != "put"
            or s is None
            or s.ref != "this"
            or t.dst not in (("retire",), ("waiting",))
        ):
            raise _refuse("a trigger by a technique of this shape")
        return _trigger(base)
    if (
        t.target is not None
        and t.dst == ("bench",)
        and t.target == type(t.target)(zones=("bench",), states=("empty",))
    ):
        # 「…が空いているベンチに移動した時」: a frame holds one card at most (3.3.3.2), so a card
        # moved onto the bench is moved into a vacant one (3.3.3.5) — the event 「…がベンチに移動
        # した時」
        t = replace(t, target=None)
    if (
        t.event == "leave"
        and s is not None
        and s.ref == "this"
        and len(t.src) == 1
        and t.dst in (("ring",), ("bench",))
    ):
        # 「このカードが<領域>から（リング|ベンチ）に移動した時」: this card's own move from the zone
        # named to the zone named (8.6.6 「どの領域からどの領域に」), read as 「…から…に置かれた時」
        t = replace(t, event="put")
    # a source zone only on this card's own move into the ring (``Program.trigger_from``)
    # and on its own move into the retire zone / waiting room from the zone it names
    # (「このカードがリングからリタイヤ置場に置かれた時」: ``Program.trigger_from``, 8.6.6), the
    # energy zone likewise
    from_ok = (
        t.event == "put"
        and s is not None
        and s.ref == "this"
        and (
            t.dst in (("ring",), ("bench",))
            or (
                t.dst in (("retire",), ("waiting",), ("energy",))
                and len(t.src) == 1
                and t.src[0] in FROM_ZONES
            )
        )
    )
    if t.event == "faced_up":
        # 「（あなた|相手）のサプライズ置場のカードが表になった時」: the card of that player's
        # surprise zone turned face up (4.9.1.5), by its own condition (12.3.1) or by an effect —
        # the only card the rules turn face up on the field (4.9.1: a surprise card's face)
        if (
            s is None
            or s.owner not in ("you", "self", "opponent")
            or s.zones != ("surprise",)
            or s.kinds not in ((), ("card",))
            or replace(s, owner=None, zones=(), kinds=()) != type(s)()
            or t.target
            or t.dst
            or t.src
            or t.means
            or t.during
            or t.occasion
        ):
            raise _refuse("a face-up trigger of a card other than a surprise zone's")
        return "opp_surprise_up" if s.owner == "opponent" else "your_surprise_up"
    if t.event in ("reveal", "revealed"):
        # 「（あなた|相手）が手札からカードを公開した時」 / 「（あなた|相手）のカードが手札から公開さ
        # れた時」: a card of that player's hand revealed (4.12: as a cost 4.12.1 / 3.1.6, by an
        # effect 4.12.2 / 3.1.7, or to put a [手札] technique in the resolution zone 4.4.1.1) —
        # the card stays in the hand (3.1.8)
        who = s
        card = t.target if t.event == "reveal" else replace(s, owner=None) if s else None
        if (
            who is None
            or who.owner not in ("you", "self", "opponent")
            or (t.event == "reveal" and replace(who, owner=None) != type(who)())
            or card is None
            or replace(card, kinds=()) != type(card)()
            or card.kinds not in ((), ("card",))
            or t.src != ("hand",)
            or t.dst
            or t.means
            or t.during
            or t.occasion
        ):
            raise _refuse("a reveal trigger of this shape")
        return "opp_reveals_hand" if who.owner == "opponent" else "your_reveals_hand"
    if t.event == "draw":
        # 「（あなた|相手）がカードを引いた時」: that player's draw of a card (4.10.2; 「N枚引く」 is
        # 「1枚引く」 N times, 4.10.3: each card drawn meets it), by the rules or an effect
        if (
            s is None
            or s.owner not in ("you", "self", "opponent")
            or replace(s, owner=None) != type(s)()
            or t.dst
            or t.src
            or t.means
            or t.during
            or t.occasion
            or (
                t.target is not None
                and (
                    replace(t.target, kinds=()) != type(t.target)()
                    or t.target.kinds not in ((), ("card",))
                )
            )
        ):
            raise _refuse("a draw trigger of this shape")
        return "opp_draws" if s.owner == "opponent" else "your_draws"
    if t.event == "play" and s is not None and s.owner in ("you", "opponent"):
        # 「（相手|あなた）がカードを（手札から）プレイした時」 (8.4: a play; 2.2.1 from the hand, or
        # the ring card to the bench, 6.5.1.2.3 — 「手札から」 names the first only)
        if replace(s, owner=None) != type(s)() or t.dst or t.means or t.during or t.occasion:
            raise _refuse("a play trigger of this shape")
        if t.target is not None and (
            replace(t.target, kinds=()) != type(t.target)() or t.target.kinds not in ((), ("card",))
        ):
            raise _refuse("a play trigger of a card so described")
        if t.src not in ((), ("hand",)):
            raise _refuse("a play trigger from a zone other than the hand")
        who = "your" if s.owner == "you" else "opp"
        return f"{who}_plays" + ("_hand" if t.src else "")
    if (
        t.event == "played"
        and s is not None
        and s.ref == "this"
        and replace(s, ref=None) == type(s)()
        and set(t.src) <= {"hand", "ring"}
        and t.dst in ((), ("ring",), ("bench",))
        and not (t.means or t.during or t.occasion or t.target)
    ):
        # 「このカードが（手札から）（リング|ベンチ）にプレイされた時」: this card played (8.4.1.3.1)
        # — from the hand to a bench or the ring (6.5.1.2.1, 6.5.1.2.2) or from the ring to the
        # bench (6.5.1.2.3); the zones printed narrow it (``Program.trigger_from``)
        if t.src == ("ring",) and t.dst == ("ring",):
            raise _refuse("a play from the ring into the ring")
        return "self_played" + (f":{t.dst[0]}" if t.dst else "")
    if (
        t.event == "put"
        and s is not None
        and s == type(s)(kinds=("card",))
        and t.target is not None
        and t.target.owner in ("you", "self", "opponent")
        and t.target == type(t.target)(owner=t.target.owner, zones=("retire",))
        and t.dst == ("retire",)
        and not (t.src or t.means or t.during or t.occasion)
    ):
        # 「（あなた|相手）のリタイヤ置場にカードが置かれた時」: a zone-move trigger (8.6.6) on any
        # card that reaches that player's retire zone, once for each (8.1.1.3)
        return "your_retire_put" if t.target.owner != "opponent" else "opp_retire_put"
    if (
        t.event == "support"
        and t.target is not None
        and s is not None
        and s.ref == "this"
        and replace(s, ref=None) == type(s)()
        and not (t.dst or t.src or t.means or t.during or t.occasion)
    ):
        # 「このカードが<X>をサポートした時」: this card's support (7.1.3.1) of a ring card so
        # described — the filter is read by ``_compile_program`` (``Program.trigger_target``)
        return "self_supports"
    if (
        s is not None
        and s.ref is None
        and not (
            t.dst == ("retire",)
            and replace(s, owner=None, kinds=()) == type(s)(zones=("ring",))
            and s.kinds in ((), ("card",))
        )
    ):
        # any card's move from a zone to a zone (8.6.6) — 「（あなた|相手）のリングのカードが
        # リタイヤ置場に置かれた時」 stays the ring's own trigger below (its attack readings)
        moved = _moved_trigger(t, s)
        if moved is not None:
            return moved
    if (
        t.target is not None
        or (t.src and not from_ok)
        or t.means
        or t.during
        or t.occasion
        or s is None
    ):
        raise _refuse("a trigger condition other than 「…がアタックした時」")
    this = s.ref == "this"
    if t.event == "attacked" and this:
        return "self_attacked"  # 「このカードがアタックされた時」 (7.1.3.2.3)
    if t.event in ("stand", "rest") and this and not t.dst:
        # 「このカードが（スタンド|レスト）した時」: this card made standing / rested (4.9.1.1 /
        # 4.9.1.2), by the rules or by an effect; read where it is (8.1.1.2.1)
        return f"self_{t.event}s"
    if t.event == "damaged" and this and not t.dst:
        # 「このカードがダメージを受けた時」: damage dealt to it, by an attack or an effect (7.1.5.3)
        return "self_damaged"
    if (
        t.event == "damaged"
        and not t.dst
        and s.ref is None
        and s.owner in ("you", "self", "opponent")
        and s.zones == ("ring",)
        and s.kinds in ((), ("card",))
        and replace(s, owner=None, kinds=(), zones=()) == type(s)()
    ):
        # 「（あなた|相手）のリングのカードがダメージを受けた時」: damage dealt (7.1.5.3) to the card
        # in that player's ring (3.3.2.1), by an attack or an effect — the card there as it is dealt
        return "opp_ring_damaged" if s.owner == "opponent" else "ring_damaged"
    if (
        t.event == "attacked"
        and not t.dst
        and s.owner in ("you", "self")
        and s.kinds in ((), ("card",))
        and s.zones == ("ring",)
        and replace(s, owner=None, kinds=(), zones=(), info_contains=(), traits=()) == type(s)()
    ):
        # 「あなたのリングの（『W』の|称号に“X”を含む）カードがアタックされた時」 (7.1.3.2.3): the
        # master's ring card attacked (4.14.1), one so described (2.9.1 / 2.14.7:
        # ``Program.trigger_info``, read on the card attacked)
        return "ring_attacked"
    if t.event == "supported" and not t.dst:
        # 「（このカード|あなたのリングのカード|相手のリングのカード）がサポートされた時」
        # (7.1.3.2.3): a support made for that ring card — the attacking one (7.1.3.1, 4.14.1)
        if this:
            return "self_supported"
        if _who(s) in ("your_ring", "opp_ring"):
            return "ring_supported" if _who(s) == "your_ring" else "opp_ring_supported"
    if t.event == "attack" and this and not t.dst:
        return "self_attacks"
    if t.event == "partner_attack" and not t.dst:
        # 「（このカード|相手のカード）がパートナーアタックした時」: the attack (7.1.3.2.3) of a
        # support making it a partner attack (7.1.3.2.2); one made so by an ability later is not
        # one at this timing (7.1.3.2.3), a first player's first turn's neither (7.1.3.2.6)
        if this:
            return "self_partner_attacks"
        # 「相手の（リングの）カードがパートナーアタックした時」: only the ring card attacks (7.1.3.2,
        # 4.14.1) — the zone printed or not, the same card
        if (
            s.owner == "opponent"
            and s.zones in ((), ("ring",))
            and s.kinds in ((), ("card",))
            and replace(s, owner=None, kinds=(), zones=()) == type(s)()
        ):
            return "opponent_partner_attacks"
    if (
        t.event == "partner_block"
        and not t.dst
        and s.owner in ("you", "self", "opponent")
        and replace(s, owner=None) == type(s)()
    ):
        # 「（あなた|相手）がパートナーブロックした時」: the player's partner block (7.1.4.2), its
        # trigger condition arising in the partner block step (7.1.4.3)
        return "opp_partner_blocks" if s.owner == "opponent" else "your_partner_blocks"
    if t.event == "partner_block" and this and not (t.dst or t.src or t.means or t.target):
        # 「このカードでパートナーブロックした時」: the partner block made with this card (7.1.4.2,
        # 7.1.4.3), read from the zone it left (8.1.1.2.1)
        return "self_partner_blocks"
    if t.event == "partner_blocked" and not t.dst and this and t.role in (None, "attack"):
        # 「このカード（のアタック）がパートナーブロックされた時」: the opponent's partner block
        # (7.1.4.2) made while this card is the attacking card (4.14.1), its trigger condition
        # arising in the partner block step (7.1.4.3)
        return "self_partner_blocked"
    if t.event == "partner_attacked" and this and not t.dst:
        # 「このカードがパートナーアタックされた時」: an attack on this card made a partner attack
        # at the attack's timing (7.1.3.2.2, 7.1.3.2.3, 4.13.1); a normal one: read, not triggered
        return "self_partner_attacked"
    if t.event == "support" and this and not t.dst:
        return "self_supports"  # 「このカードがサポートした時」 (7.1.3.2.3)
    if (
        t.event == "support"
        and not t.dst
        and s.owner in ("you", "self")
        and s.kinds in ((), ("card",))
        # 「あなたのベンチのカードがサポートした時」: only a bench card supports (7.1.3.1)
        and s.zones in ((), ("bench",))
        and replace(s, owner=None, kinds=(), zones=(), info_contains=(), traits=()) == type(s)()
    ):
        # 「（称号に“X”を含む）あなたのカードがサポートした時」 (7.1.3.2.3): the master's support,
        # by a card so described (2.14.7: ``Program.trigger_info``)
        return "your_supports"
    if (
        t.event == "support"
        and not t.dst
        and s.owner == "opponent"
        and s.kinds in ((), ("card",))
        and s.zones in ((), ("bench",))  # only a bench card supports (7.1.3.1)
        and replace(s, owner=None, kinds=(), zones=()) == type(s)()
    ):
        return "opponent_supports"  # 「相手のカードがサポートした時」 (7.1.3.2.3)
    if t.event == "attack" and not t.dst and s.owner == "opponent" and s.kinds == ("card",):
        # 「相手のリングのカードがアタックした時」: only the ring card attacks (7.1.3.2, 4.14.1)
        if s.zones in ((), ("ring",)) and replace(s, owner=None, kinds=(), zones=()) == type(s)():
            return "opponent_attacks"
    if (
        t.event in ("attack", "partner_attack")
        and not t.dst
        and s.owner in ("you", "self")
        and s.kinds in ((), ("card",))
        and s.zones in ((), ("ring",))
        and replace(s, owner=None, kinds=(), zones=(), info_contains=(), traits=()) == type(s)()
    ):
        # 「あなたの（リングの）（♥の|称号に“X”を含む）カードが（パートナー）アタックした時」: the
        # master's attack (7.1.3.2.3; the attacking card is the master's ring card, 4.14.1), by a
        # card so described (2.4.1.1 / 2.14.7: ``Program.trigger_info``, read on the attacker);
        # 「パートナーアタックした時」 when the support made it one (7.1.3.2.2)
        return "your_attacks" if t.event == "attack" else "your_partner_attacks"
    if t.event == "put" and this and t.dst == ("retire",):
        return "self_retired"  # 「このカードがリタイヤ置場に置かれた時」 (8.6.6)
    if t.event == "put" and this and t.dst == ("waiting",):
        # 「このカードが控え室に置かれた時」: a zone-move trigger (8.6.6) on this card's own move
        # into the waiting room, read in the [領域] it left (8.1.1.2.1) and checked there after
        # the move (8.1.1.3), as 「…リタイヤ置場に置かれた時」
        return "self_waiting"
    if t.event == "put" and this and t.dst == ("energy",):
        # 「このカードがエネルギー置場に置かれた時」: this card's own move into the energy zone
        # (3.4.1; an energy phase's card, 6.4.1.2, or an effect's), read as 「…控え室に置かれた時」
        return "self_energy"
    if t.event == "put" and this and t.dst == ("ring",):
        # 「このカードが（山札から）リングに置かれた時」 (8.6.6, 8.1.1.3): this card moved into the
        # ring (from that zone), by the rules (9.x refill) or by an effect — checked there after
        # the move
        if not set(t.src) <= {"deck", "hand", "bench", "waiting", "retire"}:
            raise _refuse("a move into the ring from a zone of this kind")
        return "self_put_ring"
    if t.event == "put" and this and t.dst == ("bench",):
        # 「このカードが（手札から）ベンチに置かれた時」 (8.6.6, 8.1.1.3): this card moved onto a
        # frame of the bench (3.3.3: one zone, the move between its frames not one into it), from
        # that zone — by a play (6.5.1.2) or an effect; checked there after the move
        if not set(t.src) <= {"deck", "hand", "ring", "waiting", "retire"}:
            raise _refuse("a move onto the bench from a zone of this kind")
        return "self_put_bench"
    if t.event == "put" and not this and t.dst == ("retire",):
        # 「（あなた|相手）のリングのカードがリタイヤ置場に置かれた時」: a zone-move trigger on
        # whichever card leaves that ring for the retire zone (8.6.6: from where to where)
        who = _who(s)
        if who in ("your_ring", "opp_ring"):
            return f"{who}_retired"
    moved = _moved_trigger(t, s)
    if moved is not None:
        return moved
    raise _refuse("a trigger condition other than 「…がアタックした時」")


# the zones a zone-move trigger names a card leaving / reaching (``_moved_trigger``): the zones
# a card is put in (ring, bench, energy zone, surprise zone, waiting room, retire zone); the
# hand and the deck, reached by a draw / a return, are not read as 「置かれた」
# 「フィールドの」: the ring and the bench together (3.3.1), a card leaving either
_MOVED_FROM = ("ring", "bench", "field", "hand", "deck", "waiting", "retire", "energy", "surprise")
_MOVED_TO = ("retire", "waiting", "ring", "bench", "energy", "surprise")


def _moved_trigger(t: Any, s: Any) -> str | None:
    """「（あなた|相手）の（<領域>の）（《X》の|♥の|称号に“X”を含む）カードが<領域>に置かれた時」 and
    「（あなた|相手）の<領域>に<X>のカードが置かれた時」: a zone-move trigger (8.6.6: 「どこから
    どこへ」) on any card of that player's leaving the zone named (any zone when none; 「<領域>から」
    too) for the zone named — ``moved:<you|opp>:<from>:<to>``, met by each such move
    (``techniques._moved``), the card so described (``Program.trigger_target``, read by
    ``_moved_filter``); None for another description."""
    owner = s.owner
    if t.target is not None:
        # 「あなたのリングに<X>が置かれた時」: the zone's owner names whose zone the card reaches
        tg = t.target
        if owner is not None or tg != type(tg)(owner=tg.owner, zones=t.dst):
            return None
        owner = tg.owner
    src = s.zones or tuple(t.src)
    reached = _MOVED_TO
    if t.event == "leave":
        # 「…が<領域>から離れた / （<領域>に）移動した時」: the zone left named (none: refused),
        # any zone reached unless one is named (the hand and the deck too: a move, not a put)
        if not src or len(t.dst) > 1:
            return None
        t = replace(t, event="put", dst=t.dst or ("any",))
        reached = (*_MOVED_TO, "hand", "deck", "any")
    if (
        t.event != "put"
        or s.ref is not None
        or len(t.dst) != 1
        or t.dst[0] not in reached
        or (s.zones and t.src and tuple(t.src) != s.zones)
        or len(src) > 1
        or (src and (src[0] not in _MOVED_FROM or src == t.dst))
        or t.means
        or t.during
        or t.occasion
        or owner not in ("you", "self", "opponent")
        or s.kinds not in ((), ("card",))
        or replace(s, owner=None, kinds=(), zones=(), traits=(), info_contains=(), names=())
        != type(s)()
    ):
        return None
    if t.dst in (("surprise",), ("energy",)) and (s.traits or s.info_contains or s.names):
        return None  # put there face down (3.9.4, 3.4.1): its information is not read
    who = "opp" if owner == "opponent" else "you"
    return f"moved:{who}:{src[0] if src else 'any'}:{t.dst[0]}"


def _moved_filter(t: Any) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]] | None:
    """The description of the moved card a zone-move trigger names (``_moved_trigger``):
    (attributes 《X》 2.15.1, info — 称号 / ♠♥ 2.14.7 / 2.4.1.1, a name 2.1.1); None when none."""
    s = t.subject
    if s is None or not (s.traits or s.info_contains or s.names):
        return None
    if len(s.names) > 1:
        raise _refuse("a zone-move trigger naming several cards")
    return tuple(s.traits), (*s.info_contains, *(("named", n) for n in s.names))


def _supported_filter(t: Any) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]] | None:
    """The description of the card 「このカードが<X>をサポートした時」 names (a ring card, 4.14.1):
    (attributes, info) — 《X》 (2.15.1), 称号 / ♠♥ (2.14.7, 2.4.1.1), a name 「X」 / 「“T”N」 (2.1.1,
    2.3.1, ``named_match``); None when no card is named. Another description is refused."""
    tg = t.target if t is not None else None
    if tg is None:
        return None
    bare = replace(tg, kinds=(), traits=(), info_contains=(), names=())
    if bare != type(tg)() or tg.kinds not in ((), ("card",)):
        raise _refuse(f"「このカードが…をサポートした時」 of the card {tg.describe()}")
    if len(tg.names) > 1:
        raise _refuse("「このカードが…をサポートした時」 naming several cards")
    info = (*tg.info_contains, *(("named", n) for n in tg.names))
    return tuple(tg.traits), tuple(info)


def _attack_retired(t: Any) -> str:
    """A ring card put in the retire zone by an attack — by the attack resolution step, the
    damage reaching its defence (7.1.5.4) or a partner attack (7.1.5.2):
    「このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時」 (this card the attacking
    card, 4.14.1: ``self_attack_retired``), 「このカードがアタックによってリタイヤ置場に置かれた時」
    (this card the attacked card retired so: ``self_retired_by_attack``). Any other event by
    an act is refused."""
    s, by = t.subject, t.by
    if (
        t.means != "act:attack"
        or t.event != "put"
        or t.dst != ("retire",)
        or t.target is not None
        or t.src
        or t.during
        or t.occasion
        or s is None
    ):
        raise _refuse("a trigger by an attack of this shape")
    if by is not None and by.ref == "this" and replace(by, ref=None) == type(by)():
        # 「相手の（リングの）カード」: an attack retires only the ring card it attacked (7.1.5.2,
        # 7.1.5.4) — the zone printed or not, the same card
        if (
            s.ref is None
            and s.owner == "opponent"
            and s.zones in ((), ("ring",))
            and s.kinds in ((), ("card",))
            and replace(s, owner=None, zones=(), kinds=()) == type(s)()
        ):
            return "self_attack_retired"
    if s.ref == "this" and replace(s, ref=None) == type(s)() and _opponents_attacker(by):
        # 「このカードが（相手の|相手のリングのカードの）アタックでリタイヤ置場に置かれた時」: the
        # attack that retires a card is the one that attacked it (7.1.5.2, 7.1.5.4), its
        # opponent's — the attacker named or not, the same event
        return "self_retired_by_attack"
    if (
        s.ref is None
        and s.owner == "you"
        and s.zones in ((), ("ring",))
        and s.kinds in ((), ("card",))
        and replace(s, owner=None, zones=(), kinds=()) == type(s)()
        and _opponents_attacker(by)
    ):
        # 「あなたの（リングの）カードがアタックによってリタイヤ置場に置かれた時」 (and 「…がアタック
        # に負けた時」, 3.5.1): an attack retires only the ring card it attacked (7.1.5.2, 7.1.5.4) —
        # the zone printed or not, the master's ring card, attacked by the opponent
        return "your_ring_retired_by_attack"
    raise _refuse("a trigger by an attack of this shape")


def _opponents_attacker(by: Any) -> bool:
    """No attacker named, or the opponent / the opponent's (ring) card: the one that attacks the
    master's ring card (4.14.1)."""
    if by is None:
        return True
    return (
        by.ref is None
        and by.owner == "opponent"
        and by.zones in ((), ("ring",))
        and by.kinds in ((), ("card",))
        and replace(by, owner=None, zones=(), kinds=()) == type(by)()
    )


# the triggers of an attack made by the master's opponent (「相手のアタックしたカード」 names its
# attacking card)
OPPONENT_ATTACK_TRIGGERS = (
    "opponent_attacks",
    "opponent_partner_attacks",
    "self_attacked",
    "ring_attacked",
    "opp_ring_supported",
)


# 「アタックしたカード」 / 「相手のアタックしたカード」 as a condition names them: the card attacking
# in the attack in progress (7.1.3.2, 4.14.1)
ATTACKING_CARDS = ("attacker", "opp_attacker")
# the cards of the attack in progress a condition may read (4.14.1): the attacking card, and the
# card attacked
BATTLE_CARDS = (*ATTACKING_CARDS, "attacked")


# the triggers whose event is a support of the attack being made (7.1.3.1, 7.1.3.2.3)
SUPPORT_EVENT_TRIGGERS = (
    "self_supports",
    "self_supported",
    "ring_supported",
    "opp_ring_supported",
    "opponent_supports",
    "your_supports",
    "self_partner_attacked",
)


# the triggers whose event's card is the ring card attacking (「そのカード」 names it)
# the triggers whose event's card is the bench card that supported (7.1.3.1, 7.1.3.2.3)
SUPPORTER_TRIGGERS = ("your_supports", "opponent_supports")
ATTACKER_TRIGGERS = (
    "self_attacks",
    # the ring card supported is the one attacking (7.1.3.1, 4.14.1)
    "self_supported",
    "ring_supported",
    "opp_ring_supported",
    "opponent_attacks",
    "self_partner_attacks",
    "opponent_partner_attacks",
    "your_attacks",
    "your_partner_attacks",
)


# the triggers whose event's card is the ring card attacked (「このカード / あなたのリングのカード
# がアタックされた時」, 4.14.1): 「そのカード」 in their effect is that card
ATTACKED_TRIGGERS = ("self_attacked", "ring_attacked")


# the [conditions] of a surprise the engine reads at an attack (12.3.1): the opponent's card's
# attack, an attack on the master's ring card, the opponent's partner attack
SURPRISE_TRIGGERS = (
    "opponent_attacks",
    "ring_attacked",
    "opponent_partner_attacks",
    "opponent_supports",
    "opp_ring_supported",
    # the surprise's owner's own attack: 「[あなたのカードがアタックした時]」 /
    # 「[あなたのカードがサポートした時]」 / 「[あなたのカードがパートナーアタックした時]」
    "your_attacks",
    "your_supports",
    "your_partner_attacks",
)
# those of them met by the owner's own attack (``techniques.trigger_flip``)
OWN_ATTACK_SURPRISES = ("your_attacks", "your_supports", "your_partner_attacks")
# the [conditions] of a surprise met by an event other than the attack (12.3.1, 8.1.1.2.2: the
# condition is a trigger condition, met wherever the event happens): a player's technique used
# (8.12.2), a card played (8.4.1.3.1), a partner block (7.1.4.3) — read on the face-down card
# by the same event reader as an automatic technique's (``techniques.trigger_flip``)
SURPRISE_EVENT_TRIGGERS = (
    "self_used",
    "opp_used",
    "your_plays",
    "opp_plays",
    "your_plays_hand",
    "opp_plays_hand",
    "your_partner_blocks",
    "opp_partner_blocks",
    # 「[あなたの（リングの）カードがアタック（に|で）負けた時]」: the ring card retired by the
    # attack (3.5.1, 7.1.5.2 / 7.1.5.4)
    "your_ring_retired_by_attack",
    # 「[（相手|あなた）のカードが手札から公開された時]」 (4.12)
    "your_reveals_hand",
    "opp_reveals_hand",
)


# 「…がN枚（以上|以下|より多い|より少ない）なら」 / 「…にカードがあるなら」: the comparisons a count
# condition may make (the shared reader's ``cmp``)
COUNT_CMPS = ("ge", "le", "eq", "gt", "lt")


def _counted(s: Any) -> str:
    """The ``GROUPS`` key of the cards a count condition counts: a player's cards of one zone
    (hand, retire zone, bench, field, ring), no other filter. 「（あなた|相手）の手札」 counts either
    player's hand (how many cards a hand holds is not its content, 3.7.2)."""
    if s is None or s.ref is not None:
        raise _refuse("a count condition about something other than a player's cards")
    if (
        s.kinds in (("card",), ())
        and s.zones == ("hand",)
        and s.owner in ("you", "self", "opponent")
    ):
        bare = replace(s, owner=None, kinds=())
        if bare == type(s)(zones=("hand",)):
            return "your_hand" if s.owner != "opponent" else "opp_hand"
    if s.kinds in (("card",), ()) and s.zones == ("ring",) and s.owner:
        bare = replace(s, owner=None, kinds=())
        if bare == type(s)(zones=("ring",)):
            return "your_ring_zone" if s.owner != "opponent" else "opp_ring_zone"
    if (
        s.kinds in (("card",), ())
        and s.zones == ("deck",)
        and s.owner in ("you", "self", "opponent")
    ):
        bare = replace(s, owner=None, kinds=())
        if bare == type(s)(zones=("deck",)):
            return "your_deck" if s.owner != "opponent" else "opp_deck"
    who = _who(s)
    if who not in GROUPS:
        raise _refuse("a count condition about something other than a player's cards")
    return who


def _match_condition(s: Any, f: Any) -> tuple[Any, ...]:
    """「（このカード|あなたのリングのカード|相手のリングのカード）が《X》 / 称号に“X”を含む /
    （レスト|スタンド）状態なら」: the one card named passes the description — holds the technique
    attribute (2.15.1, printed or granted 2.15.2), has the text in a title (2.14.7), is in the
    state (4.9.1.1 / 4.9.1.2): (``match``, who, attributes, info, states). Checked when it
    resolves (8.6.5). A state of a ring card is refused (4.9.1 gives the states to bench and
    energy cards only); another description refused."""
    # 「そのカード」: the card of the trigger's event, named where the trigger is known
    # (``_event_card_condition``: the card that moved, the card attacking)
    who = (
        "that"
        if s.ref == "that" and replace(s, ref=None, said=None) == type(s)() and not _looked_card(s)
        else _who(s)
    )
    if who not in ("this", "your_ring", "opp_ring", *BATTLE_CARDS, "supporter", "that", "looked"):
        raise _refuse("a condition on a card other than this card or a ring card")
    if (
        f.stats
        and replace(f, stats=(), kinds=()) == type(f)()
        and f.kinds in ((), ("card",))
        and who != "that"
        and all(
            st in ("level", "ap", "dp") and cmp in COUNT_CMPS and n is not None
            for st, cmp, n in f.stats
        )
    ):
        # 「それがレベル2以上のカードなら」: the card so described is one whose values pass —
        # each read as the value conditions read it (2.2.1 the printed level; 2.10.1 / 2.11.1)
        got = tuple(("stat", who, st, cmp, int(n)) for st, cmp, n in f.stats)
        return got[0] if len(got) == 1 else ("and", got)
    bare = replace(f, traits=(), info_contains=(), states=(), kinds=())
    if bare != type(f)() or f.kinds not in ((), ("card",)):
        raise _refuse(f"a condition on a card's description ({f.describe()})")
    if f.states and (who != "this" or set(f.states) - {"rest", "stand", "reverse"}):
        raise _refuse("a state of a card other than this card (4.9.1)")
    return ("match", who, tuple(f.traits), tuple(f.info_contains), tuple(f.states))


def _attack_of(s: Any) -> str | None:
    """Whose attack 「Xのアタックがパートナーアタックなら」 reads: None (「この / そのアタック」, the
    attack in progress; 「アタックしているカード」's, the same), ``this`` (this card's), ``your_ring`` / ``opp_ring`` (that player's ring
    card's: the attacking card is a ring card, 7.1.3.2); another card refused."""
    if s is None:
        return None
    who = _who(s)
    if who == "attacker":
        # 「アタックしている / アタックしたカードがパートナーアタックしているなら」: the card attacking in
        # the attack in progress (7.1.3.2) — that attack's
        return None
    if who not in ("this", "your_ring", "opp_ring"):
        raise _refuse("a partner attack of a card other than this card or a ring card")
    return who


# the three frames of a bench, as its owner sees them (3.3.3.3): their zone suffix and name
_FRAMES = {"left": "左", "center": "中央", "right": "右"}


def _moved_this_turn(c: Any) -> tuple[Any, ...]:
    """「このターンに（あなた|相手）のリングのカードが（リタイヤ置場|控え室|手札）に置かれていたなら」:
    ``("turn_moved", whose, zone)`` — a card of that player's ring moved to that zone of theirs
    (3.1.4) this turn (6.1.1: the turn from its start), read from the moves recorded as the
    condition is (8.6.5). Another card, zone, count or shape refused."""
    ev = c.event
    s = ev.subject
    who = _who(s) if s is not None else None
    if who not in ("your_ring", "opp_ring"):
        raise _refuse("whether put happened this turn, to a card other than a ring card")
    if (
        len(ev.dst) != 1
        or ev.dst[0] not in ("retire", "waiting", "hand")
        or ev.src
        or ev.means
        or ev.by is not None
        or ev.target is not None
        or set(dict(c.detail)) - {"count"}
        or (c.cmp, c.n) != (None, None)
        and (c.cmp not in COUNT_CMPS or c.n is None)
    ):
        raise _refuse("whether put happened this turn, of this shape")
    whose = "you" if who == "your_ring" else "opponent"
    if (c.cmp, c.n) in (("ge", 1), (None, None)):
        return ("turn_moved", whose, ev.dst[0])
    # 「…リングのカードが2枚以上リタイヤしていたなら」: how many moved (each card one move, 3.1.4)
    return ("turn_moved", whose, ev.dst[0], c.cmp, int(c.n))


def _faced_up_this_turn(c: Any) -> tuple[Any, ...]:
    """「このターンに（あなた|相手）のサプライズ置場のカードが表にされていた / 表になっていたなら」:
    ``("turn_faced_up", whose)`` — a card of that player's surprise zone turned face up (4.9.1.5)
    this turn (6.1.1), by its own condition (12.3.1) or by an effect, read from the turn's record
    as the condition is (8.6.5). Another card, a count or another shape refused."""
    ev = c.event
    s = ev.subject
    if (
        s is None
        or s.owner not in ("you", "self", "opponent")
        or s.zones != ("surprise",)
        or s.kinds not in ((), ("card",))
        or replace(s, owner=None, zones=(), kinds=()) != type(s)()
        or ev.target is not None
        or ev.src
        or ev.dst
        or ev.means
        or ev.by is not None
        or c.detail
        or (c.cmp, c.n) not in (("ge", 1), (None, None))
    ):
        raise _refuse("whether faced_up happened this turn, of this shape")
    return ("turn_faced_up", "opponent" if s.owner == "opponent" else "you")


def _drawn_this_turn(c: Any) -> tuple[Any, ...]:
    """「このターン中に（あなた|相手）がカードをN枚以上引いていたなら」: ``("turn_drawn", whose, cmp,
    n)`` — the cards that player drew this turn (4.10.2: each 「1枚引く」, 4.10.3), counted from
    the turn's draws as the condition is read (8.6.5); a draw replaced did not draw (8.10.1.1).
    Another drawer or shape refused."""
    return _player_turn_count(
        c, "turn_drawn", "card", ("count",), "whether draw happened this turn, of this shape"
    )


def _damaged_this_turn(c: Any) -> tuple[Any, ...]:
    """「（このカード|相手のリングのカード|あなたのリングのカード）がこのターン中にダメージを受けていた
    / いないなら」: ``("turn_damaged", who)`` — damage dealt to that card (7.1.5.3) this turn, since
    it came where it is (a card put elsewhere is another card there), read from the record as the
    condition is (8.6.5). Another card, an amount or a count refused."""
    ev = c.event
    who = _who(ev.subject) if ev.subject is not None else None
    if (
        who not in ("this", "your_ring", "opp_ring")
        or ev.form not in (None, "", "active")
        or ev.src
        or ev.dst
        or ev.means
        or ev.by is not None
        or c.detail
        or (c.cmp, c.n) not in (("ge", 1), (None, None))
    ):
        raise _refuse("whether damaged happened this turn, of this shape")
    return ("turn_damaged", who)


def _played_this_turn(c: Any) -> tuple[Any, ...]:
    """「このターン中に（あなた|相手）がカードを（N枚以上）プレイしていた / していないなら」:
    ``("turn_played", whose, cmp, n)`` — the cards that player played this turn (8.4.1.3.1, from
    the hand; 6.5.1.2.3, the ring card to the bench: a play too, 2.2.1), each card one play,
    counted from the turn's record as the condition is read (8.6.5). A card described, a zone
    played from or another player refused."""
    return _player_turn_count(
        c, "turn_played", "card", ("count",), "whether play happened this turn, of this shape"
    )


def _player_turn_count(
    c: Any, kind: str, object_kind: str, detail: tuple[str, ...], what: str
) -> tuple[Any, ...]:
    """「このターン中に（あなた|相手）が<object>を（N枚 / 回以上）<verb>していた / していないなら」:
    ``(kind, whose, cmp, n)`` — the player's events of that kind this turn, counted from the
    turn's record as the condition is read (8.6.5). ``object_kind``: the object the verb takes,
    nothing more said of it; ``detail``: the condition's details allowed; ``what``: the
    refusal's words. Another player, a
    described object or another shape refused."""
    ev = c.event
    sub = ev.subject
    whose = {"you": "you", "self": "you", "opponent": "opponent"}.get(
        getattr(sub, "owner", None) or ""
    )
    if (
        whose is None
        or replace(sub, owner=None, kinds=()) != type(sub)()
        or ev.form not in (None, "", "active")
        or ev.target not in (None, type(sub)(kinds=(object_kind,)))
        or ev.src
        or ev.dst
        or c.cmp not in COUNT_CMPS
        or c.n is None
        or set(dict(c.detail)) - set(detail)
    ):
        raise _refuse(what)
    return (kind, whose, c.cmp, int(c.n))


def _used_this_turn(c: Any) -> tuple[Any, ...]:
    """「このターン中に（あなた|相手）が技を使っていた / 使っていないなら」 / 「…技を使った回数がN回
    以上なら」: ``("turn_used", whose, cmp, n)`` — the techniques that player used this turn (8.12.1:
    a technique used is one resolved; one cancelled or removed unresolved is not), counted from the
    turn's record as the condition is read (8.6.5). A technique described (a name, an attribute)
    or another user refused."""
    return _player_turn_count(
        c, "turn_used", "technique", (), "whether a technique was used this turn, of this shape"
    )


def _attacks_this_turn(c: Any) -> tuple[Any, ...]:
    """「このターンに（このカード|あなたのリングのカード|相手のリングのカード）が（パートナー）アタック
    している / していた（N回以上）なら」: ``("attacks_this_turn", who, kind, cmp, n)`` — the attacks
    made this turn (7.1.3.2; only the turn player attacks, 7.1) by that card or by that player's
    ring card, every one or only those that stood as partner attacks (4.13.2, 7.1.3.2.2), counted
    (at least once unless a number is printed). Read from the attacks' record as the condition
    is (8.6.5). 「…がアタックされていた（N回以上）なら」: ``(…, "attacked")`` — the attacks made
    this turn in which that card / that player's ring card was the attacked card (4.14.1)."""
    ev = c.event
    if ev.event == "put":
        return _moved_this_turn(c)
    if ev.event == "draw":
        return _drawn_this_turn(c)
    if ev.event == "used":
        return _used_this_turn(c)
    if ev.event == "play":
        return _played_this_turn(c)
    if ev.event == "damaged":
        return _damaged_this_turn(c)
    if ev.event == "faced_up":
        return _faced_up_this_turn(c)
    kind = {"attack": "any", "partner_attack": "partner", "attacked": "any"}.get(ev.event)
    # 「アタックされていた」: the event attacked, passive as its word is
    forms = (None, "", "active", *(("passive",) if ev.event == "attacked" else ()))
    # 「…アタックしたのが2回目なら」: counted up to and with the triggering attack (the shared
    # ``_nth_occurrence``); the trigger is checked to be that attack where the program is built
    upto = c.detail == (("upto", "trigger"),)
    if kind is None or ev.form not in forms or (c.detail and not upto):
        raise _refuse(f"whether {ev.event} happened this turn, of this shape")
    sub = ev.subject
    if (
        sub is not None
        and sub.owner in ("you", "self", "opponent")
        and sub.kinds in ((), ("card",))
        and replace(sub, owner=None, kinds=()) == type(sub)()
    ):
        # 「あなたの / 相手のカードが（パートナー）アタック」: only the ring card attacks (7.1.3.2,
        # 4.14.1) — that player's ring card's attacks
        sub = replace(sub, zones=("ring",), kinds=("card",))
    who = _who(sub) if sub is not None else None
    by = {"this": "this", "your_ring": "you", "opp_ring": "opponent"}.get(who or "")
    if by is None:
        raise _refuse("an attack this turn by a card other than this card or a ring card")
    if c.cmp not in COUNT_CMPS or c.n is None:
        raise _refuse("a number of attacks this turn of this shape")
    # flags after the count: "attacked", the card attacked (4.14.1) counted, from the same
    # record; "upto", the triggering attack counted with them
    flags = (*(("attacked",) if ev.event == "attacked" else ()), *(("upto",) if upto else ()))
    return ("attacks_this_turn", by, kind, c.cmp, int(c.n), *flags)


def _among_looked_condition(c: Any) -> tuple[Any, ...]:
    """「（山札の上からN枚を見る。）その中に《X》 / 称号に“X”を含む / レベルN以上のカードがM枚以上
    あるなら」: ``("among_looked", attributes, info, stats, cmp, n)`` — how many of the cards the
    look before it showed (4.11.2) are so described (2.15.1, 2.14.7, 2.2.1), read as the step is
    reached (8.6.5). The shared reader names 「その中」 the cards looked at only when the step
    before it is a look (``abilities._among_named``: ``zones`` ``("looked",)``); another
    description refused."""
    f = c.sel
    rest = replace(f, zones=(), traits=(), info_contains=(), stats=(), kinds=(), count=None)
    if rest != replace(type(f)(), bound=rest.bound) or f.kinds not in ((), ("card",)):
        raise _refuse("「その中に」 with a description of this shape")
    if c.filt is not None or c.stat is not None or c.parts or c.detail:
        raise _refuse("「その中に」 with a description of this shape")
    if any(st != "level" or n is None for st, _c, n in f.stats):
        raise _refuse("「その中に」 with a value other than a level")
    return (
        "among_looked",
        tuple(f.traits),
        tuple(f.info_contains),
        tuple(f.stats),
        c.cmp,
        int(c.n),
    )


def _condition(c: Any) -> tuple[Any, ...] | None:
    """「AのリタイヤがBより多い / 少ないなら、」: (more / fewer, A, B); 「（あなた|相手）の（手札|
    リタイヤ置場のカード|ベンチのカード|フィールドのカード）がN枚（以上|以下）なら」 / 「…にカードが
    （N枚以上）あるなら」: (``count``, the ``GROUPS`` key, cmp, N). Checked when it resolves (8.6.5)."""
    if c is None:
        return None
    if c.what == "match" and c.sel is not None and c.filt is not None and not c.parts:
        return _match_condition(c.sel, c.filt)
    if (
        c.what == "at"
        and c.sel is not None
        and c.sel.ref == "this"
        and replace(c.sel, ref=None) == type(c.sel)()
        and c.filt is not None
        and len(c.filt.zones) == 1
        and c.filt.zones[0] in ("ring", "bench", "hand", "waiting", "retire", "surprise")
        and replace(c.filt, zones=(), pos=None, owner=None) == type(c.filt)()
        and c.filt.owner in (None, "you")
        and (c.filt.pos is None or (c.filt.zones[0] == "bench" and c.filt.pos in _FRAMES))
        and not c.parts
    ):
        # 「このカードがリングにあるなら」: where this card is as the condition is read (8.6.5);
        # 「このカードが左ベンチにあるなら」: in that frame of its bench (3.3.3.3); 「あなたの左ベンチに
        # このカードがあるなら」 the same (a card is in its owner's zones only, 3.1)
        if c.filt.pos is not None:
            return ("at", "this", f"bench.{c.filt.pos}")
        return ("at", "this", c.filt.zones[0])
    if c.what == "history" and c.event is not None and not c.parts:
        return _attacks_this_turn(c)
    if c.what == "attack_moved" and c.sel is not None:
        # 「…のリングのカードが…に置かれていたなら」 (``_moved_in_attack_condition``)
        who = _who(c.sel)
        if who not in ("your_ring", "opp_ring"):
            raise _refuse("a card put earlier in the attack, other than a ring card")
        return ("attack_moved", "you" if who == "your_ring" else "opponent", dict(c.detail)["to"])
    if c.what == "partner_attack" and not c.parts:
        return ("partner_attack", True, _attack_of(c.sel))
    if c.what == "not" and len(c.parts) == 1 and c.parts[0].what == "partner_attack":
        return ("partner_attack", False, _attack_of(c.parts[0].sel))
    if c.what in ("and", "or") and len(c.parts) >= 2:
        # 「Aで、Bなら」 / 「AかBなら」: both / either, each read as it is (8.6.5)
        parts = tuple(_condition(x) for x in c.parts)
        if any(x is None or x[0] in ("turn", "done", "if_done") for x in parts):
            raise _refuse(f"conditions joined by {c.what} of this kind")
        return (c.what, parts)
    if c.what == "turn" and c.owner in ("you", "opponent") and not c.parts and c.sel is None:
        # 「（あなた|相手）のターン中」 as a condition: whose turn it is (6.1.1)
        return ("turn", c.owner)
    if c.what == "not" and len(c.parts) == 1:
        # 「…でないなら」 / 「…でなければ」: the condition read, and not met (8.6.5)
        inner = _condition(c.parts[0])
        if inner is None or inner[0] in ("done", "if_done"):
            raise _refuse("a negated condition of this kind")
        return ("not", inner)
    if c.what == "done" and c.verb == "reveal" and not c.parts:
        # 「公開したなら」: the reveal step before was done (not declined)
        return ("done", "reveal")
    if c.what == "every" and c.sel is not None and c.filt is not None:
        # 「（あなた|相手）のベンチのカードがすべて《X》 / レストしているなら」: every card of the
        # group passes the description (2.15.1, 2.14.7, 4.9.1.1 / 4.9.1.2)
        group = _who(replace(c.sel, bound="exact"))
        if group in ("your_ring", "opp_ring") and not c.parts:
            # 「（あなた|相手）のリングのカードがすべて女性 / 《X》なら」: a ring holds one card at all
            # times (3.3.2.3), so every card of it is that card — the condition on the one card
            return _match_condition(c.sel, c.filt)
        if group not in GROUPS:
            raise _refuse("「…がすべて…なら」 of cards other than a player's zone's")
        f = c.filt
        if replace(f, traits=(), info_contains=(), states=(), kinds=()) != type(f)() or (
            f.kinds not in ((), ("card",))
        ):
            raise _refuse(f"「…がすべて…なら」 with the description {f.describe()}")
        if f.states and (GROUPS[group][1] != BENCH_ZONES or set(f.states) - {"rest", "stand"}):
            raise _refuse("a state of cards other than a bench's (4.9.1)")
        return ("every", group, tuple(f.traits), tuple(f.info_contains), tuple(f.states))
    if c.what == "total" and c.sel is not None and not c.parts:
        # 「あなたの手札のカードの技名の文字数の合計が20以上なら」: the characters of every name
        # (2.1.3) / technique name (2.13.1; 2.13.3.1: each name apart, so each counts) of the
        # cards of a player's zone, summed, as they are when it is read (8.6.5)
        if c.stat not in ("name_length", "technique_name_length"):
            raise _refuse(f"a total of {c.stat}")
        if c.n is None or c.cmp not in COUNT_CMPS:
            raise _refuse("a total condition of this shape")
        if c.sel.traits or c.sel.info_contains or c.sel.states:
            raise _refuse("a total over cards with a filter")
        return ("total", _counted(c.sel), c.stat, c.cmp, int(c.n))
    if c.what == "stat" and c.sel is not None and c.than is None and not c.parts:
        # 「（このカード|…リングのカード）の（攻撃力|防御力）がN以上 / 以下なら」: the value as it is
        # now, every effect applied (2.10.1 / 2.11.1, 8.9.1)
        # 「…のレベルがN以上なら」: the printed level (2.2), which no effect of this game changes
        # 「そのカードの攻撃力が…以上なら」: the card of a zone-move trigger's event (``that``,
        # read by ``_compile_program`` as ``moved``; any other 「その」 refused there)
        who = _who(c.sel)
        if who not in (
            "this",
            "your_ring",
            "opp_ring",
            *BATTLE_CARDS,
            "supporter",
            "that",
        ) or c.stat not in (
            "ap",
            "dp",
            "level",
            "damage",
            "name_length",
            "technique_name_length",
        ):
            raise _refuse("a value condition on a card other than this card or a ring card")
        if c.n is None or c.cmp not in COUNT_CMPS:
            raise _refuse("a value condition of this shape")
        return ("stat", who, c.stat, c.cmp, int(c.n))
    if c.what == "stat" and c.sel is not None and c.than is not None and not c.parts:
        # 「相手のリングのカードのレベルがこのカード（のレベル）より高い / 低いなら」 (shared
        # conditions._higher) / 「…がこのカードのレベル以上なら」: one card's value against the
        # same value of another, both read as the technique resolves (8.6.5)
        # — or another value of it (``Cond.than_stat``: 「アタックしたカードの攻撃力がこのカードの
        # 防御力より高いなら」, 2.10.1 / 2.11.1 each as it is now, 8.9.1); the cards this card, a
        # ring card, the card attacking (7.1.3.2, 4.14.1) or the one supporting (7.1.3.1)
        who, other = _who(c.sel), _who(c.than)
        cards = ("this", "your_ring", "opp_ring", *BATTLE_CARDS, "supporter", "looked")
        stats = ("ap", "dp", "level")
        than_stat = c.than_stat or c.stat
        if who not in cards or other not in cards or c.stat not in stats or than_stat not in stats:
            raise _refuse("a comparison of values of cards other than this card or a ring card")
        if c.cmp not in COMPARISONS:
            raise _refuse("a comparison of values of this shape")
        return ("stat_than", who, c.stat, c.cmp, other, than_stat)
    if (
        c.what == "count"
        and c.sel is not None
        and c.sel.ref is None
        and c.sel.zones == ("looked",)
        and c.than is None
        and c.n is not None
        and c.cmp in COUNT_CMPS
    ):
        return _among_looked_condition(c)
    if (
        c.what == "count"
        and c.than is None
        and c.n is not None
        and c.cmp in COUNT_CMPS
        and c.sel is not None
        and c.sel.other
    ):
        # 「あなたのベンチに他のカードがないなら」 / 「…他のカードが2枚以上あるなら」: the cards of
        # the group but the technique's own card (「他の」, as 8.1.1.4's other cards are read),
        # counted as they are now — ``("count", group, cmp, n, info, states, attrs, True)``
        inner = _condition(replace(c, sel=replace(c.sel, other=False)))
        if inner is None or inner[0] != "count" or inner[5:6] == (("empty",),):
            raise _refuse("a count of other cards of this shape")
        info, states, attrs = (*inner[4:7], (), (), ())[:3]
        return ("count", *inner[1:4], info, states, attrs, True)
    if c.what == "count" and c.than is None and c.n is not None and c.cmp in COUNT_CMPS:
        if c.filt is not None or c.stat is not None or c.parts or c.detail:
            raise _refuse("a count condition with a filter")
        info = tuple(c.sel.info_contains) if c.sel is not None else ()
        states = tuple(c.sel.states) if c.sel is not None else ()
        # 「あなたの控え室に《火薬》のカードが3枚以上あるなら」 / 「リタイヤ置場の《X》が…」: only the
        # cards holding that technique attribute count (2.15.1 「《ヒーロー》技を持つカード」は単に
        # 《ヒーロー》と表される; printed or added, 2.15.2)
        attrs = tuple(c.sel.traits) if c.sel is not None else ()
        sel_ = replace(c.sel, traits=()) if attrs else c.sel
        more = (attrs,) if attrs else ()
        if states:
            # 「あなたのベンチにスタンドしているカードが2枚以上あるなら」: only the cards in that
            # state count (4.9.1.1 / 4.9.1.2: a bench's or the energy zone's cards)
            group = _counted(replace(sel_, info_contains=(), states=()))
            if states == ("empty",) and group in ("your_bench", "opp_bench"):
                # 「あなたの空いているベンチが1つ以上あるなら」: the frames of that bench holding no
                # card (3.3.3.5, of the three frames 3.3.3.2), counted as they are now
                if info or attrs:
                    raise _refuse("a filter on a bench frame holding no card")
                return ("count", group, c.cmp, int(c.n), (), states)
            if group not in ("your_bench", "opp_bench", "your_energy", "opp_energy") or not (
                set(states) <= set(PLACEMENT_STATES)
            ):
                raise _refuse("a count of cards in a state other than a bench's or energy")
            return ("count", group, c.cmp, int(c.n), info, states, *more)
        if info or attrs:
            # 「称号に“X”を含むカードが…」 (2.14.7): only the cards with that text in a title count
            group = _counted(replace(sel_, info_contains=()))
            if not attrs:
                return ("count", group, c.cmp, int(c.n), info)
            return ("count", group, c.cmp, int(c.n), info, (), attrs)
        return ("count", _counted(c.sel), c.cmp, int(c.n))
    if c.what != "count" or c.than is None or c.cmp not in ("gt", "lt"):
        raise _refuse(
            "a condition (なら …) other than a count of a player's cards or 「…のリタイヤが…より"
            "多い / 少ないなら」"
        )
    if c.filt is not None or c.stat is not None or c.parts or c.detail:
        raise _refuse("a comparison of counts with a filter")
    fa = tuple(c.sel.traits) if c.sel is not None else ()
    fb = tuple(c.than.traits)
    if fa or fb:
        # 「相手のリタイヤが、あなたのリタイヤ置場の《治療》のカードより少ないなら」: on either
        # side only the cards holding the attribute count (2.15.1)
        ga = _counted(replace(c.sel, traits=()))
        gb = _counted(replace(c.than, traits=()))
        if ga == gb and fa == fb:
            raise _refuse("a condition comparing a zone with itself")
        return ("compare", c.cmp, ga, gb, fa, fb)
    ga, gb = _counted(c.sel), _counted(c.than)
    if not ({ga, gb} <= {"your_retired", "opp_retired"}):
        # 「あなたの手札が相手の手札より少ないなら」, 「相手の手札が相手のエネルギー置場のカードより
        # 多いなら」: the numbers of cards of two zones compared as the condition is read (8.6.5;
        # a hand's number of cards is not its content, 3.7.2)
        if ga == gb:
            raise _refuse("a condition comparing a zone with itself")
        return ("compare", c.cmp, ga, gb)
    a, b = _who(c.sel), _who(c.than)
    if a not in ("your_retired", "opp_retired") or b not in ("your_retired", "opp_retired"):
        raise _refuse("a condition about something other than a player's retired cards")
    if a == b:
        raise _refuse("a condition comparing a player with themself")
    who = {"your_retired": "you", "opp_retired": "opponent"}
    return ("more" if c.cmp == "gt" else "fewer", who[a], who[b])


def _whose_turn(p: Any) -> tuple[tuple[Any, ...], tuple[str, str] | None]:
    """「[領域]（あなた|相手）のターン中、…を+A/+B」: a continuous technique whose every step the
    shared reader gave the condition of whose turn it is (``Cond`` ``turn``): the steps without it
    and the technique's condition ``("turn", you / opponent)`` — the effect in force only while
    that player is the turn player (6.1.1; 8.3.3, read as any value is). On a technique of
    another kind (a one-shot one would read it as it resolves, not as it is used) refused."""
    conds = {o.cond for o in p.steps if o.cond is not None and o.cond.what == "turn"}
    if not conds:
        return p.steps, None
    if p.kind != "continuous" or len(conds) != 1 or any(o.cond is None for o in p.steps):
        raise _refuse("「（あなた|相手）のターン中、」 on a technique other than a continuous one")
    (c,) = conds
    if c.owner not in ("you", "opponent") or c.parts or c.sel is not None:
        raise _refuse("「…のターン中、」 of this kind")
    return tuple(replace(o, cond=None) for o in p.steps), ("turn", c.owner)


VOCAB: Any = None


# 「このカードがXに置かれる時、かわりにYに置く」: the events a replacement may name (the zone the
# rules' move goes to -> the engine's action for it) and the zones it may send the card to instead
REPLACEABLE = {"retire": "retire", "waiting": "to_waiting"}
# 「<カード>がレストする時」: the engine's action for a card's being rested (4.9.1.2)
RESTED = "orient"
REPLACING_ZONES = ("waiting", "hand", "deck", "retire")
# the steps a selection-type replacement's [行動B] may be of when it is not the put of the card
# (8.2.1.3.2 「そうしたら、[行動B]する」): what is done to the card that stays, or by its master
THEN_STEPS = frozenset({"remove_damage", "draw", "stat"})


def _zone_of(np: Any, v: Any) -> str | None:
    """The zone a noun phrase that is one zone word names, in the engine's words."""
    if isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Zone):
        return v.zones.get(np.terms[0].id)  # type: ignore[no-any-return]
    return None


@dataclass(frozen=True)
class Replaced:
    """The event a replacement names (8.10.1 「[領域](事象)する時」): the engine's action
    (``REPLACEABLE``), whose card — ``this`` (このカード) or ``your_ring`` (「あなたのリングの
    （《X》の|『作品』の|“称号”名前の）カード」, each such card, ``attributes`` / ``info`` its
    description) — and whose technique must cause it (``only_by``: 「相手の技によって」)."""

    event: str
    who: str = "this"
    attributes: tuple[str, ...] = ()
    info: tuple[tuple[str, str], ...] = ()
    only_by: str = ""

    def op(self, value: Any) -> Op:
        return Op(
            "replace",
            self.who,
            value=value,
            attributes=self.attributes,
            info=self.info,
            only_by=self.only_by,
        )


def _replaced_subject(np: Any, v: Any) -> tuple[str, tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The card whose event a replacement names: このカード (also 「あなたのリングのこのカード」), or
    the cards of the master's ring a description names (a filter read by the shared reader)."""
    from ruling.cardtext.nouns import sel

    terms = getattr(np, "terms", ())
    if terms and isinstance(terms[-1], A.Ref) and terms[-1].id == "this_card":
        # 「あなたのリングのこのカード」: this card, where it is (the [領域] says where)
        if all(isinstance(t, A.Owner | A.Zone) for t in terms[:-1]):
            return "this", (), ()
    try:
        got = sel(np, v)
    except Unsupported:
        return "", (), ()
    bare = replace(got, owner=None, zones=(), kinds=(), traits=(), info_contains=())
    if (
        got.owner in ("you", "opponent")
        and not got.zones
        and got.kinds in ((), ("card",))
        and not got.traits
        and not got.info_contains
        and bare == type(got)()
    ):
        # 「相手のカード」 / 「あなたのカード」: every card of that player, wherever it is put from
        # (8.10.1 names the event, not the zone it leaves)
        return f"{got.owner}_any", (), ()
    if (
        got.owner == "you"
        and got.zones == ("ring",)
        and got.kinds in ((), ("card",))
        and bare == type(got)()
    ):
        return "your_ring", tuple(got.traits), tuple(got.info_contains)
    if (
        got.owner in ("you", "opponent")
        and got.zones in (("bench",), ("ring",), ("hand",))
        and got.kinds in ((), ("card",))
        and not got.traits
        and not got.info_contains
        and bare == type(got)()
    ):
        # 「相手のベンチのカード」 / 「あなたのベンチのカード」 / 「あなたの手札のカード」: each card of
        # that player's zone (8.10.1 names the event of a card put from there)
        return f"{got.owner}_{got.zones[0]}", (), ()
    return "", (), ()


def _replaced_event(node: Any, v: Any) -> str:
    """The event of a replacement of this card's only (``_replaced``)."""
    got = _replaced(node, v)
    if got.who != "this" or got.only_by:
        raise _refuse(
            "a replacement of an event other than 「このカードがリタイヤ置場に置かれる時」"
        )
    return got.event


def _replaced(node: Any, v: Any) -> Replaced:
    """The event a replacement names (「（相手の技によって）<カード>がリタイヤ置場に置かれる時」):
    the engine's action for it (``REPLACEABLE``), its card and cause; refused for any other."""
    from ruling.cardtext.conditions import args_of
    from ruling.cardtext.protection import NotThisShape, read_cause

    ev = node.trigger.event
    if not isinstance(ev, A.Action) or ev.verb != "when" or len(ev.args) != 1:
        raise _refuse("a replacement of this shape")
    np = ev.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    c = getattr(rel, "clause", None)
    if isinstance(c, A.Action) and c.verb == "rest" and c.form is A.Form.FINAL:
        # 「<カード>がレストする時」: the card's being put in the rest state (4.9.1.2), the
        # engine's action ``orient`` (an effect's or a cost's rest goes through it when a
        # replacement names the card)
        ra = args_of(c)
        who, attrs, info = (
            _replaced_subject(ra.get(A.Role.SUBJECT), v)
            if set(ra) == {A.Role.SUBJECT}
            else ("",) * 3
        )
        if not who:
            raise _refuse("a replacement of the rest of a card of this description")
        return Replaced(RESTED, who, attrs, info)  # type: ignore[arg-type]
    if isinstance(c, A.Action) and c.verb == "draw" and c.form is A.Form.FINAL:
        # 「（相手|あなた）がカードを引く時」: that player's draw (4.10.2), an action of the player
        # (8.10.1.1.1) — the engine's ``draw``, its target the player
        da = args_of(c)
        subj = da.get(A.Role.SUBJECT)
        obj = da.get(A.Role.OBJECT, A.NounPhrase((A.CardKind("card"),)))
        drawer = PLAYER_TOPICS.get(subj) if isinstance(subj, A.NounPhrase) else None
        if (
            drawer is None
            or set(da) - {A.Role.OBJECT} != {A.Role.SUBJECT}
            or obj != A.NounPhrase((A.CardKind("card"),))
        ):
            raise _refuse("a replacement of the draw of this shape")
        return Replaced("draw", f"{drawer}_player")
    if not isinstance(c, A.Action) or c.verb != "put" or c.form is not A.Form.PASSIVE:
        raise _refuse("a replacement of this event")
    ca = args_of(c)
    who, attrs, info = _replaced_subject(ca.get(A.Role.SUBJECT), v)
    src = _zone_of(ca.get(A.Role.GOAL), v)
    causes = [r for r in (A.Role.BY, A.Role.MEANS) if r in ca]
    if not who or set(ca) - set(causes) != {A.Role.SUBJECT, A.Role.GOAL} or src not in REPLACEABLE:
        raise _refuse(
            "a replacement of an event other than 「（あなたのリングの）カードがリタイヤ置場に置かれる時」"
        )
    by = ""
    if causes:
        # 「相手の技によって」: only an event a technique of that player causes (8.10.1 names the
        # event; its cause is part of it) — never the rules' own act (the attack's, 7.1.5.4)
        try:
            owner, zones, by_attrs = read_cause(ca[causes[0]], v)
        except NotThisShape as exc:
            raise _refuse(exc.reason) from None
        if len(causes) > 1 or owner not in ("opponent", "you") or zones or by_attrs:
            raise _refuse("a replacement whose event names a cause of this shape")
        by = owner  # type: ignore[assignment]
    return Replaced(REPLACEABLE[src], who, attrs, info, by)  # type: ignore[index]


def _rest_replacement(node: Any, got: Replaced, step: Any, v: Any) -> Program:
    """「[領域]<カード>がレストする時、かわりに（そのカードを（相手の|あなたの）控え室に置く|あなたは
    N枚引く）。」: a replacement effect on a card's being rested (8.2.1.3.1, 8.10.1), generated
    while its card is in its [領域] (8.1.1.4): the card is not rested; it is put in its owner's
    zone named (3.1.4), or the master draws, instead. Refused for any other replacing action."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.conditions import args_of

    b = step.body
    if not isinstance(b, A.Action) or b.form is not A.Form.FINAL or step.condition is not None:
        raise _refuse("a replacing action of the rest of this shape")
    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("a replacement without its [領域]")
    ba = args_of(b)
    # the player whose card is rested: the zone it goes to is that player's (3.1.4)
    whose = "opponent" if got.who.startswith("opponent") else "you"
    its = ("this_card",) if got.who == "this" else ("that_card", "this_card")
    value: Any = None
    obj, goal = ba.get(A.Role.OBJECT), ba.get(A.Role.GOAL)
    if (
        b.verb == "put"
        and set(ba) == {A.Role.OBJECT, A.Role.GOAL}
        and isinstance(obj, A.NounPhrase)
        and len(obj.terms) == 1
        and isinstance(obj.terms[0], A.Ref)
        and obj.terms[0].id in its
        and isinstance(goal, A.NounPhrase)
    ):
        # 「かわりにそのカードを相手の控え室に置く」: the card rested, put in its owner's zone
        if len(goal.terms) >= 2 and isinstance(goal.terms[0], A.Owner):
            if goal.terms[0].who != whose:
                raise _refuse("a rested card put in a zone of the other player's")
            goal = A.NounPhrase(goal.terms[1:], goal.links[1:])
        dest = _zone_of(goal, v)
        if dest in REPLACING_ZONES:
            value = (RESTED, dest)
    count = ba.get(A.Role.NONE)
    if (
        b.verb == "draw"
        and set(ba) <= {A.Role.TOPIC, A.Role.NONE}
        and ba.get(A.Role.TOPIC, A.NounPhrase((A.Owner("you"),))) == A.NounPhrase((A.Owner("you"),))
        and isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(count.terms[0], A.Count)
        and count.terms[0].bound == "exact"
        and isinstance(count.terms[0].number, A.Number)
    ):
        # 「かわりにあなたは1枚引く」: the master draws instead (4.10.2)
        value = (RESTED, ("draw", int(count.terms[0].number.value)))
    if value is None:
        raise _refuse(
            "a replacing action of the rest other than 「かわりに（そのカードを…に置く|N枚引く）」"
        )
    return Program("continuous", None, tuple(h.zones), None, (), (got.op(value),))


def _draw_replacement(node: Any, got: Replaced, steps: list[Any], v: Any) -> Program:
    """「[領域]（相手|あなた）がカードを引く時、かわりに（相手|あなた）は自分の山札の上からN枚を自分の
    （控え室|リタイヤ置場）に置く。」: a replacement effect on a player's draw (8.2.1.3.1, 8.10.1),
    generated while its card is in its [領域] (8.1.1.4): each card that player would draw (「N枚
    引く」 is 「1枚引く」 N times, 4.10.3) is not drawn; the same player puts the top N cards of its own
    deck in that zone instead — an action of that player replaced, which it has done (8.10.1.1.1).
    The replacing steps are read as an effect's steps (``_ops``): the drawer's put of its own
    deck's top cards; or, 「かわりに、あなたのリタイヤを1枚選び、あなたの控え室に置く」, the steps of
    an effect the technique's master does in place of each card drawn (8.10.1: the event does
    not happen, the other does; ``techniques.replacing_steps``)."""
    from ruling.cardtext.abilities import labels

    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("a replacement without its [領域]")
    if any(st.condition is not None or st.cost is not None for st in steps):
        raise _refuse("a replacing action of the draw of this shape")
    alone = A.Ability(
        kind=A.AbilityKind.EVENT,
        effect=A.Effect((A.Sentence((replace(steps[0], lead=None), *steps[1:])),)),
    )
    try:
        ops = _ops(shared.compile_ability(alone, v).steps)
    except Unsupported as exc:
        raise _refuse(f"a replacing action of the draw ({exc.reason})") from None
    drawer = got.who.removesuffix("_player")
    if len(steps) > 1:
        if any(o.optional or o.kind in ("draw", "replace") for o in ops):
            # an optional step, or a draw inside the draw's own replacement (8.10.2.3 would
            # read it again): not of this shape
            raise _refuse("a replacing action of the draw of several steps of this shape")
        return Program(
            "continuous",
            None,
            tuple(h.zones),
            None,
            (),
            (got.op(("draw", (STEPS_INSTEAD,), None, tuple(ops))),),
        )
    if (
        len(ops) != 1
        or ops[0].kind != "deck_top"
        or ops[0].who != drawer
        or ops[0].value not in REPLACING_ZONES
        or ops[0].states
        or ops[0].optional
        or ops[0].cond is not None
    ):
        raise _refuse("a replacing action of the draw other than the drawer's deck top put")
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (got.op(("draw", ("deck_top", ops[0].amount, ops[0].value))),),
    )


def _selection_then(node: Any, chain: list[Any], then: list[Any], v: Any) -> Program:
    """A selection-type replacement (8.2.1.3.2) whose [行動B] is of several steps: only when the
    selection is the put of this card itself (``_selection_is_the_put``)."""
    got = _selection_is_the_put(node, chain, then, v)
    if got is None:
        raise _refuse("a selection-type replacement of this shape")
    return got


def _selection_is_the_put(node: Any, chain: list[Any], then: list[Any], v: Any) -> Program | None:
    """「[領域]このカードがリタイヤ置場に置かれる時、かわりに（このカードを）手札に戻してよい。そう
    したら、[行動B]。」: the selection of 8.2.1.3.2 (「かわりに[選択]してよい。そうしたら、[行動B]
    する」) is the put of this card to another zone — always made while the card is where it is
    (8.10.3) — and [行動B] is done after it, as an effect's steps (8.1.1.5). Whether [行動B],
    printed after 「そうしたら」, must be doable in full for the replacement to apply (as a cost,
    4.16) is the unsettled point ``selection_then_as_cost`` (``replacement_cost`` asks it); the
    steps of [行動B] read as a cost ride on the op for that reading. None when the selection is
    not this card's put. (Both are read by the compiler's own reading of an activated technique
    of the same [領域]: the one as its cost, the other as its effect.)"""
    from ruling.cardtext.abilities import labels

    ev = _replaced(node, v)
    if ev.who != "this" or ev.only_by:
        return None  # another card's event, or one of a cause: the put of this card is no selection
    event = ev.event
    last = chain[-1].body
    if (
        not isinstance(last, A.Action)
        or last.form not in (A.Form.OPTIONAL, A.Form.PERMISSIVE)  # 「てよい」 / 「てもよい」
        or last.modal is not None
        or len(chain) != 1
        or any(st.condition is not None or st.cost is not None for st in (*chain, *then))
    ):
        return None
    area = tuple(lb for lb in node.labels if lb.kind == "area")
    body = replace(
        last, form=A.Form.FINAL, args=tuple(a for a in last.args if a.role is not A.Role.TOPIC)
    )
    if not any(a.role is A.Role.OBJECT for a in body.args):
        # 「かわりに手札に置いてよい」: what is put is the card the event puts, this card
        body = replace(
            body,
            args=(A.Arg(A.Role.OBJECT, A.NounPhrase((A.Ref("this_card"),), ())), *body.args),
        )

    def items(steps: list[Any]) -> tuple[Any, ...]:
        return tuple(
            A.CostItem(
                replace(st.body, args=tuple(a for a in st.body.args if a.role is not A.Role.TOPIC)),
                pause=st is not steps[-1],
            )
            for st in steps
        )

    # one stand-in technique: [行動B] as its cost (the other reading's), the selection and then
    # [行動B] as its effect
    then_steps = [replace(st, lead=None) for st in then]
    try:
        pt = compile_ability(
            A.Ability(
                A.AbilityKind.ACTIVATED,
                labels=area,
                cost=A.Cost(items=items(then_steps)),
                effect=A.Effect(
                    sentences=(
                        A.Sentence(steps=(replace(chain[0], body=body, lead=None),)),
                        A.Sentence(steps=tuple(then_steps)),
                    )
                ),
            )
        )
    except Unsupported:
        return None
    put = pt.ops[:1]
    if not (put and put[0].kind == "put" and put[0].who == "this"):
        return None
    if put[0].value not in REPLACING_ZONES or len(pt.ops) < 2 or pt.limit or not pt.cost:
        raise _refuse("a selection-type replacement of this shape")
    as_cost = pt.cost
    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("a replacement without its [領域]")
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (Op("replace", "this", value=(event, put[0].value, (), pt.ops[1:], as_cost)),),
    )


# 「あなたのリングのカード」: the card a replacement of a master's ring card's event acts on after
# its selection (「そうしたら、そのカードの…」) — the ring holds one card (3.3.2.3)
YOUR_RING_CARD = A.NounPhrase((A.Owner("you"), A.Zone("ring"), A.CardKind("card")), ("の", "の"))


def _that_card_as(x: Any, np: Any) -> Any:
    """``x`` (a step of [行動B]) with 「そのカード」 read as ``np`` — the card of the event replaced
    (8.10.1: 「そうしたら、そのカードの…」 names it)."""
    from dataclasses import fields, is_dataclass

    if isinstance(x, A.NounPhrase) and A.Ref("that_card") in x.terms:
        k = x.terms.index(A.Ref("that_card"))
        links = list(x.links)
        return A.NounPhrase(
            (*x.terms[:k], *np.terms, *x.terms[k + 1 :]),
            (*links[:k], *np.links, *links[k:]),
        )
    if isinstance(x, tuple):
        return tuple(_that_card_as(y, np) for y in x)
    if is_dataclass(x) and not isinstance(x, type):
        changes = {
            f.name: _that_card_as(getattr(x, f.name), np)
            for f in fields(x)
            if isinstance(getattr(x, f.name), tuple) or is_dataclass(getattr(x, f.name))
        }
        return replace(x, **changes) if changes else x
    return x


def _remains(b: Any) -> bool:
    """「（このカード|そのカード|“X”Y）は（リング|ベンチ）に残る」: the card stays where it is — the
    event replaced does not happen (8.10.1.1), said again (nothing done instead)."""
    if not isinstance(b, A.Action) or b.verb != "remain" or b.form is not A.Form.FINAL:
        return False
    roles = [a.role for a in b.args]
    return sorted(r.value for r in roles) == sorted(
        r.value for r in (A.Role.TOPIC, A.Role.GOAL)
    ) or sorted(r.value for r in roles) == sorted(r.value for r in (A.Role.SUBJECT, A.Role.GOAL))


def _selective_replacement(
    node: Any, steps: list[Any], v: Any, then_printed: bool = True
) -> Program:
    """「[領域]このカードがリタイヤ置場に置かれる時、かわりに[選択]してよい。そうしたら、[行動B]。」:
    a selection-type replacement effect (8.2.1.3.2), generated while its card is in its [領域]
    (8.1.1.4). The selection is read as a cost is (「エネルギーを2枚レストする」, 「手札を1枚控え室
    に置く」: 4.16) and can be made only in full — if it cannot, the replacement does not apply
    (8.10.3); made, the event does not happen and [行動B] does (8.10.1): 「このカードを（手札|控え
    室|山札）に（戻す|置く）」, or 「このカードは置かれない」 (nothing instead). Refused otherwise."""
    ev = _replaced(node, v)
    # 「かわりに…を1枚選び、…に置いてよい」: a selection of several steps (a choice, then the act on
    # what is chosen), read together as one cost is (「[あなたの手札を1枚選び、控え室に置く]」);
    # with no 「そうしたら、[行動B]」 after it (「かわりにこのカードを控え室に置いてよい」) the
    # selection made is all that happens instead (8.10.1.1: the event does not happen)
    if then_printed:
        *chain, then = steps
    else:
        chain, then = list(steps), None
    b = chain[-1].body
    if (
        not isinstance(b, A.Action)
        or b.form not in (A.Form.OPTIONAL, A.Form.PERMISSIVE)  # 「てよい」 / 「てもよい」
        or b.modal is not None
        or any(st.condition is not None or st.cost is not None for st in steps)
        or any(st.lead is not None for st in chain[1:])
        or any(
            not isinstance(st.body, A.Action)
            or st.body.form is not A.Form.CONTINUATIVE
            or st.body.modal is not None
            for st in chain[:-1]
        )
    ):
        raise _refuse("a selection-type replacement of this shape")
    nb = then.body if then is not None else None
    nothing = (
        then is None
        or _remains(nb)
        or (
            isinstance(nb, A.Action)
            and nb.verb == "put"
            and nb.form is A.Form.PASSIVE_NEG
            and len(nb.args) == 1
            and nb.args[0].role in (A.Role.TOPIC, A.Role.SUBJECT)
            and isinstance(nb.args[0].value, A.NounPhrase)
            and nb.args[0].value.terms in ((A.Ref("this_card"),), (A.Ref("this"),))
        )
    )
    # the selection read as the cost of an activated technique of the same [領域] whose effect
    # is [行動B] (the compiler's own reading of both)
    area = tuple(lb for lb in node.labels if lb.kind == "area")
    items = tuple(
        A.CostItem(
            replace(
                st.body,
                args=tuple(a for a in st.body.args if a.role is not A.Role.TOPIC),
                form=A.Form.FINAL if st is chain[-1] else st.body.form,
            ),
            pause=st is not chain[-1],
        )
        for st in chain
    )
    for st in chain:
        topic = [a for a in st.body.args if a.role is A.Role.TOPIC]
        if topic and not (
            isinstance(topic[0].value, A.NounPhrase) and topic[0].value.terms == (A.Owner("you"),)
        ):
            raise _refuse("a selection-type replacement made by another player")
    if then is not None and ev.who == "your_ring":
        then = _that_card_as(then, YOUR_RING_CARD)
    effect = (
        A.Effect(sentences=())
        if nothing
        else A.Effect(sentences=(A.Sentence(steps=(replace(then, lead=None),)),))
    )
    stand_in = A.Ability(
        A.AbilityKind.ACTIVATED, labels=area, cost=A.Cost(items=items), effect=effect
    )
    p = compile_ability(stand_in)
    if not p.cost or p.limit:
        raise _refuse("a selection-type replacement of this shape")
    if not p.areas:
        raise _refuse("a replacement without its [領域]")
    if nothing:
        dest = None
    elif (
        ev.who in ("this", "your_ring")
        and len(p.ops) == 1
        # the ring's cards (``put_all``): its one card (3.3.2.3)
        and p.ops[0].kind in ("put", "put_all")
        and p.ops[0].who == ev.who
        and not p.ops[0].attributes
        and p.ops[0].value in REPLACING_ZONES
    ):
        # 「このカードを（控え室|手札|山札）に置く」, or 「そのカードを…に置く」 of the master's ring
        # card whose event is replaced (「そのカード」 is it, ``_that_card_as``): the card the
        # event would have put goes there instead (8.10.1)
        dest = p.ops[0].value
    elif all(o.kind in THEN_STEPS for o in p.ops) and not any(o.kind == "put" for o in p.ops):
        # 「そうしたら、（この|その）カードのダメージをすべて取り除く」: the event does not happen,
        # the selection is made, then [行動B] is done (8.2.1.3.2, 8.10.1) by the technique's
        # master, as an effect's steps (8.1.1.5) — the card stays where it is
        return Program(
            "continuous", None, p.areas, None, (), (ev.op((ev.event, None, p.cost, p.ops)),)
        )
    else:
        raise _refuse("a replacing action other than 「このカードを（控え室|手札|山札）に置く」")
    # the selection's cost items ride on the op (``replacements`` makes the core's choice of them)
    return Program("continuous", None, p.areas, None, (), (ev.op((ev.event, dest, p.cost)),))


def _damage_replaced(node: Any, steps: list[Any], v: Any) -> Program | None:
    """「[領域]Xにダメージが与えられる時、かわりにそのダメージをN少なくする」 (8.2.1.3.1, 8.10.1):
    the damage X is to be dealt replaced by N less of it (shared
    ``damage.damage_replaced_lessened``) — the same effect as 「Xが受けるダメージはN少なくなる」
    (``damage_lessening``), cited as a replacement. None for another text."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.damage import damage_replaced_lessened

    if node.trigger is None or node.cost is not None or node.condition is not None:
        return None
    got = damage_replaced_lessened(node.trigger.event, steps)
    if got is None:
        return None
    who, attrs, info = _replaced_subject(got.whose, v)
    h = labels(node.labels, v)
    if not who or not h.zones or h.keyword is not None:
        raise _refuse("a replacement of damage of this shape")
    op = Op(
        "damage_less",
        who,
        got.amount,
        value="attack" if got.attack else "any",
        attributes=attrs,
        info=info,
        by="replacement",
    )
    return Program("continuous", None, tuple(h.zones), None, (), (op,))


def _replacement(node: Any, v: Any) -> Program | None:
    """「[領域]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。」: a replacement effect
    (8.2.1.3.1 「[行動A]する時、かわりに[行動B]する」), generated while its card is in its [領域]
    (8.1.1.4): the event does not happen, the other does (8.10.1, 8.10.1.1). The grammar reads
    「…時、」 as a trigger and 「かわりに」 as the step's lead; a continuous technique is made of
    them. None when the ability is not of this shape; refused when it is but names an event or a
    place the engine does not route through its replaceable actions."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.conditions import args_of

    sents = node.effect.sentences if node.effect is not None else ()
    steps = [st for s in sents for st in s.steps]
    lessened = _damage_replaced(node, steps, v)
    if lessened is not None:
        return lessened
    if_done = [i for i, st in enumerate(steps) if st.lead == "if_done"]
    if len(steps) >= 2 and steps[0].lead == "instead" and if_done and node.trigger is not None:
        if len(if_done) == 1 and if_done[0] < len(steps) - 1:
            # 「そうしたら、…を1枚選び、…に置く」: [行動B] of several steps
            return _selection_then(node, steps[: if_done[0]], steps[if_done[0] :], v)
        if if_done[0] != len(steps) - 1:
            raise _refuse("a selection-type replacement of this shape")
        got = _selection_is_the_put(node, steps[:-1], steps[-1:], v)
        return got if got is not None else _selective_replacement(node, steps, v)
    last = steps[-1].body if steps else None
    if (
        steps
        and steps[0].lead == "instead"
        and not if_done
        and node.trigger is not None
        and isinstance(last, A.Action)
        and last.form in (A.Form.OPTIONAL, A.Form.PERMISSIVE)
    ):
        # 「…時、かわりに[選択]してよい。」 with no 「そうしたら」: the selection alone (8.2.1.3.2)
        return _selective_replacement(node, steps, v, then_printed=False)
    if len(steps) > 1 and steps[0].lead == "instead" and not if_done and node.trigger is not None:
        # 「（あなた|相手）がカードを引く時、かわりに、…を1枚選び、…に置く。」: a draw replaced by
        # the steps of an effect (``_draw_replacement``); another event with several steps is
        # not of this shape
        try:
            several = _replaced(node, v)
        except Unsupported:
            return None
        return _draw_replacement(node, several, steps, v) if several.event == "draw" else None
    if len(steps) != 1 or steps[0].lead != "instead" or node.trigger is None:
        return None
    got = _replaced(node, v)
    event = got.event
    if event == RESTED:
        return _rest_replacement(node, got, steps[0], v)
    if event == "draw":
        return _draw_replacement(node, got, steps, v)
    b = steps[0].body
    ba = args_of(b) if isinstance(b, A.Action) else {}
    goal = ba.get(A.Role.GOAL)
    # the player whose cards the event names: the master's (this card, its ring's, 「あなたの
    # カード」) or the opponent's (「相手のカード」)
    whose = "opponent" if got.who == "opponent_any" else "you"
    if (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) >= 2
        and isinstance(goal.terms[0], A.Owner)
        and goal.terms[0].who == whose
    ):
        # 「かわりにあなたの手札に戻す」 / 「（相手のカードが…時、）かわりに相手のリタイヤ置場に置く」:
        # the zone of the replaced card's owner — where the card goes (3.1.4) — as printed
        goal = A.NounPhrase(goal.terms[1:], goal.links[1:])
    pos = ""
    if (
        isinstance(goal, A.NounPhrase)
        and goal.terms == (A.Zone("deck"), A.Position("top"))
        and b.verb == "put"
    ):
        # 「かわりにあなたの山札の上に置く」: on the top of the deck — where a card put into the
        # deck goes (3.2.1: the deck's cards are put on its top unless said)
        goal = A.NounPhrase((A.Zone("deck"),))
    elif (
        isinstance(goal, A.NounPhrase)
        and goal.terms == (A.Zone("deck"), A.Position("bottom"))
        and b.verb == "put"
    ):
        # 「かわりにあなたの山札の下に置く」: under the deck's cards (the put's ``pos``, as an
        # effect's 「山札の下に置く」)
        goal, pos = A.NounPhrase((A.Zone("deck"),)), "bottom"
    dest = _zone_of(goal, v)
    # 「かわりに（手札|山札）に戻す」: the card returned there, a put into that zone (3.1.4)
    returned = isinstance(b, A.Action) and b.verb == "return" and dest in ("hand", "deck")
    if (
        not isinstance(b, A.Action)
        or (b.verb != "put" and not returned)
        or b.form is not A.Form.FINAL
        or set(ba) != {A.Role.GOAL}
        or dest not in REPLACING_ZONES
        or steps[0].condition is not None
    ):
        raise _refuse("a replacing action other than 「かわりに（控え室|手札|山札）に置く / 戻す」")
    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("a replacement without its [領域]")
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (replace(got.op((event, dest)), pos=pos),),
    )


# 「このカードは（アタックされない|アタックできない）」 -> whose attack it prohibits (7.1.3.2.1:
# 「アタックできないということはサポートできないということと同義です。また、アタックされないということ
# は対戦相手がアタックできないということと同義です」)
PROHIBITED_BY_FORM = {"passive_neg": "opponent", "cannot": "owner"}
# The [領域] each prohibition is written for, by (verb, form): 「このカードはアタックできない /
# アタックされない」 a ring card's (7.1.3.2.1); 「このカードはサポートできない」 (7.1.3.1.1) a bench
# card's, read while it is on the bench (the support chooses a bench card, 7.1.3.1); 「このカードは
# サポートされない」 (7.1.3.1.1: 「サポートされないとある時には対戦相手が「サポートする」ことができま
# せん」) a ring card's — the card the opponent's support would attack (7.1.3.2)
PROHIBITED_AREAS = {
    ("attack", "cannot"): ("ring",),
    ("attack", "passive_neg"): ("ring",),
    ("support", "cannot"): BENCH_ZONES,
    ("support", "passive_neg"): ("ring",),
    ("rest", "cannot"): BENCH_ZONES,
}
# 「[ベンチ]このカードはアタックできない」: a bench card does not attack, but 「アタックできない
# ということはサポートできないということと同義」 (7.1.3.2.1) — on the bench it is its card's
# 「サポートできない」 (7.1.3.1.1; ``support_prohibited`` reads it so)
PROHIBITED_ALSO = {("attack", "cannot"): BENCH_ZONES}


def _prohibition(node: Any, v: Any) -> Program | None:
    """「[リング]このカードはアタックされない。」 / 「[リング]このカードはアタックできない。」: a
    continuous technique prohibiting an attack — the opponent's, or its card's owner's (7.1.3.2.1)
    — while its card is in its [領域] (8.1.1.4). The ring is read, and 「[ベンチ]このカードはアタック
    できない」 as its card's 「サポートできない」 (7.1.3.2.1, ``PROHIBITED_ALSO``); what
    「アタックされない」 would mean on the bench the rules do not say."""
    from ruling.cardtext.abilities import coordinated_zones, labels
    from ruling.cardtext.conditions import args_of

    node = coordinated_zones(node)  # 「フィールドとリタイヤ置場の、技」: both zones (2.15.2)
    sents = node.effect.sentences if node.effect is not None else ()
    steps = [st for s in sents for st in s.steps]
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    b = steps[0].body
    if _no_damage(b):
        return _no_damage_program(node, v, steps[0])
    if _no_partner_text(b):
        return _no_partner_program(node, v, steps[0])
    if _hand_limit_text(b) is not None:
        return _hand_limit_program(node, v, steps[0])
    if _hand_limit_add_text(b) is not None:
        return _hand_limit_program(node, v, steps[0])
    if (
        isinstance(b, A.Action)
        and b.verb == "become"
        and _granted_attribute(b) is not None
        and not any(a.role is A.Role.TIME for a in b.args)
    ):
        # (with 「このターン中」: a one-shot effect's grant, ``_grant_once_hook``)
        return _grant_attribute_program(node, v, steps[0])
    if b.verb == "treat" or (b.verb == "have" and _has_name_text(b)):
        return _named_program(node, v, steps[0])
    kept = _protection_of(steps[0], v)
    if kept is not None and kept.event != "choose":
        if node.trigger is not None or node.cost is not None:
            return None  # a one-shot's negative state (``_protect_hook``)
        return _protect_program(node, v, steps[0], kept)
    if isinstance(b, A.Action) and b.verb == "choose" and b.form is A.Form.PASSIVE_NEG:
        return _unchoosable_program(node, v, steps[0])
    if (
        b.verb == "use"
        and b.form is A.Form.CANNOT
        and node.trigger is None
        and node.cost is None
        and any(a.role is A.Role.OBJECT and a.value in USE_OBJECTS for a in b.args)
    ):
        return _cannot_use_program(node, v, steps[0])
    if b.verb == "draw" and b.form is A.Form.CANNOT:
        if node.trigger is not None or node.cost is not None:
            return None  # a one-shot prohibition (``_card_cannot_hook``)
        return _no_draw_program(node, v, steps[0])
    if b.verb == "put" and b.form is A.Form.CANNOT and node.trigger is None and node.cost is None:
        return _no_put_program(node, v, steps[0])
    if b.verb == "play" and b.form is A.Form.CANNOT and node.trigger is None and node.cost is None:
        return _no_play_program(node, v, steps[0])
    if (b.verb, b.form.value) not in PROHIBITED_AREAS:
        return None
    if node.trigger is not None or node.cost is not None:
        # a triggered / activated technique: a one-shot prohibition (``_card_cannot_hook``)
        return None
    args = args_of(b)
    topic = args.get(A.Role.TOPIC)
    this_np = A.NounPhrase((A.Ref("this_card"),), ())
    sc = steps[0].condition
    # 「このカードは、…でなければ、アタックできない」 / 「このカードは、…なら、アタックされない」:
    # the grammar hangs the topic on the condition — the step's, or the ability's when the
    # condition opens the text after the topic; it is the prohibition's
    for held in (sc, node.condition):
        if (
            topic is None
            and held is not None
            and isinstance(held.clause, A.Action)
            and any(a.role is A.Role.TOPIC and a.value == this_np for a in held.clause.args)
        ):
            topic = this_np
            args = {**args, A.Role.TOPIC: topic}
            clause = replace(
                held.clause,
                args=tuple(a for a in held.clause.args if a.role is not A.Role.TOPIC),
            )
            if held is sc:
                steps = [replace(steps[0], condition=replace(sc, clause=clause))]
            else:
                node = replace(node, condition=replace(held, clause=clause))
    this = (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 1
        and isinstance(topic.terms[0], A.Ref)
        and topic.terms[0].id == "this_card"
    )
    player = None if this else _prohibited_player(topic, b.verb, b.form, v)
    described = None if this or player else _prohibited_described(topic, b.verb, b.form, v)
    if this and b.form is A.Form.PASSIVE_NEG and A.Role.GOAL in args:
        # 「このカードは相手のレベル2以下のカードにアタックされない」: the attacks of some cards
        # only — the prohibitions in force carry no description of the attacker
        raise _refuse("a prohibition of being attacked by cards described")
    if (
        not (this or player or described)
        or set(args) != {A.Role.TOPIC}
        or node.trigger is not None
        or node.cost is not None
        or (node.condition is not None and steps[0].condition is not None)
        or steps[0].lead is not None
    ):
        raise _refuse("a prohibition of this shape")
    # 「このカードは、…でなければ、アタックできない」 / 「…なら、…アタックできない」: in force only
    # while the condition holds (8.3.3), read whenever the prohibition is
    cnode = node.condition if node.condition is not None else steps[0].condition
    cond = None
    if cnode is not None:
        from ruling.cardtext.conditions import condition as shared_condition

        cond = _condition(shared_condition(cnode, v))
        if cond is None or cond[0] in ("done", "if_done"):
            raise _refuse("a prohibition under a condition of this kind")
    h = labels(node.labels, v)
    if described is not None:
        # 「[領域]相手のベンチの♠のカードはサポートできない」 / 「相手の右ベンチのカードは…」: only
        # the bench cards so described may not support (7.1.3.1.1; 1.3.3), each read as it is
        # when named to support — while the technique's card is in its [領域] (8.1.1.4)
        if not h.zones or h.keyword is not None:
            raise _refuse("a prohibition with no [領域]")
        owner, s_ = described
        return Program(
            "continuous",
            None,
            tuple(h.zones),
            None,
            (),
            (
                Op(
                    "prohibit_cards",
                    owner,
                    value=b.verb,
                    attributes=tuple(s_.traits),
                    info=tuple(s_.info_contains),
                    pos=s_.pos or "",
                ),
            ),
            cond,
        )
    if player is not None:
        # 「[領域]相手はアタックできない」 / 「[領域]相手のベンチのカードはサポートできない」: a
        # prohibition on a player (1.3.3), in force while its card is in its [領域] (8.1.1.4)
        if not h.zones or h.keyword is not None:
            raise _refuse("a prohibition with no [領域]")
        return Program(
            "continuous",
            None,
            tuple(h.zones),
            None,
            (),
            (Op("prohibit_player", player, value=b.verb),),
            cond,
        )
    areas = PROHIBITED_AREAS[(b.verb, b.form.value)]
    if tuple(h.zones) == PROHIBITED_ALSO.get((b.verb, b.form.value)):
        areas = tuple(h.zones)
    if tuple(h.zones) != areas or h.keyword is not None:
        area = "[リング]" if areas == ("ring",) else "[ベンチ]"
        raise _refuse(f"a prohibition to {b.verb} written for a zone other than {area}")
    who = PROHIBITED_BY_FORM[b.form.value]
    return Program(
        "continuous",
        None,
        areas,
        None,
        (),
        (Op("prohibit", "this", value=(b.verb, who)),),
        cond,
    )


_CARD_NP = A.NounPhrase((A.CardKind("card"),), ())


# the moves a continuous 「（相手|あなた）は<zone>のカードを<zone>に置けない」 may prohibit: (the zone
# the card leaves, the zone it would be put in), each a player's own — the one the partner block
# makes (7.1.4.2: the hand's partner into the waiting room)
PROHIBITED_MOVES = {("hand", "waiting")}


def move_prohibition(ctx: Ctx, player: str, src: str, dst: str) -> Any:
    """The prohibition in force (``prohibitions``' ``move:X>Y``) of ``player``'s putting a card of
    its zone ``src`` into its zone ``dst``, or None."""
    if (src, dst) not in PROHIBITED_MOVES:
        return None
    stat = f"move:{src}>{dst}"
    ban = [
        e
        for e in (*ctx.state.effects, *prohibitions(ctx))
        if e.op == "prohibit" and e.stat == stat and e.target == player
    ]
    return ban[-1] if ban else None


def _no_put_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]相手は手札のカードを控え室に置けない」: a continuous technique (8.1.1.4) prohibiting
    that player's putting a card of its own zone X into its zone Y while its card is in its [領域]
    (``PROHIBITED_MOVES``) — read by ``prohibitions`` as ``move:X>Y``: an act of the rules that
    is that move (7.1.4.2's partner block) may not be made (1.3.1, the text over the rules). A
    one-shot, a condition, another topic or another pair of zones: refused."""
    from ruling.cardtext.abilities import labels

    args = {a.role: a.value for a in step.body.args}
    player = PLAYER_TOPICS.get(args.get(A.Role.TOPIC))  # type: ignore[arg-type]
    obj, goal = args.get(A.Role.OBJECT), args.get(A.Role.GOAL)
    src = dst = None
    if (
        isinstance(obj, A.NounPhrase)
        and obj.links == ("の",)
        and obj.terms[1:] == (A.CardKind("card"),)
    ):
        src = v.zones.get(getattr(obj.terms[0], "id", ""))
    if isinstance(goal, A.NounPhrase) and len(goal.terms) == 1:
        dst = v.zones.get(getattr(goal.terms[0], "id", ""))
    if (
        player is None
        or set(args) != {A.Role.TOPIC, A.Role.OBJECT, A.Role.GOAL}
        or len(args) != len(step.body.args)
        or (src, dst) not in PROHIBITED_MOVES
        or node.condition is not None
        or step.condition is not None
        or step.lead is not None
        or step.body.modal is not None
    ):
        raise _refuse("a prohibition of a put of this shape")
    return _standing_prohibition(
        labels(node.labels, v), Op("prohibit_move", player, value=(src, dst))
    )


def _standing_prohibition(h: Any, op: Op, cond: Any = None) -> Program:
    """A continuous technique of one prohibition (1.3.3), in force while its card is in its
    [領域] (8.1.1.4): ``h``, the ability's labels, must name that area."""
    if not h.zones or h.keyword is not None:
        raise _refuse("a prohibition with no [領域]")
    return Program("continuous", None, tuple(h.zones), None, (), (op,), cond)


def _no_draw_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]（相手|あなた）はカードを引けない」: a continuous technique (8.1.1.4) prohibiting
    that player's draws while its card is in its [領域] — a draw the rules or an effect instruct is
    not done (1.3.3 an effect's prohibition over its instruction; 1.3.1 the text over the rules),
    read by ``basic.draw`` through ``prohibitions``. A one-shot, a duration, a condition or
    another topic: refused."""
    from ruling.cardtext.abilities import labels

    args = {a.role: a.value for a in step.body.args}
    topic = args.get(A.Role.TOPIC)
    player = PLAYER_TOPICS.get(topic) if isinstance(topic, A.NounPhrase) else None
    if (
        player is None
        or set(args) - {A.Role.TOPIC, A.Role.OBJECT}
        or args.get(A.Role.OBJECT, _CARD_NP) != _CARD_NP
        or len(args) != len(step.body.args)
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or step.condition is not None
        or step.lead is not None
        or step.body.modal is not None
    ):
        raise _refuse("a prohibition of draws of this shape")
    return _standing_prohibition(
        labels(node.labels, v), Op("prohibit_player", player, value="draw")
    )


def _no_play_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]（相手|あなた）は（レベルN以上の）カードをプレイできない」: a continuous technique
    (8.1.1.4) prohibiting that player's plays (8.4.1) of the cards it describes — by level only
    (2.2.1) — while its card is in its [領域]; the card text over the rules that let it play (1.3.1),
    the prohibition over an instruction (1.3.3). Moving the ring card to a bench is a play too
    (6.5.1.2.3, the action's ``counts_as``). Another description, a condition or a one-shot:
    refused."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.nouns import sel

    args = {a.role: a.value for a in step.body.args}
    topic, obj = args.get(A.Role.TOPIC), args.get(A.Role.OBJECT)
    player = PLAYER_TOPICS.get(topic) if isinstance(topic, A.NounPhrase) else None
    if (
        player is None
        or set(args) != {A.Role.TOPIC, A.Role.OBJECT}
        or len(args) != len(step.body.args)
        or not isinstance(obj, A.NounPhrase)
        or node.condition is not None
        or step.condition is not None
        or step.lead is not None
        or step.body.modal is not None
    ):
        raise _refuse("a prohibition of plays of this shape")
    t = sel(obj, v)
    if (
        t.kinds not in ((), ("card",))
        or any(st != "level" for st, _c, _n in t.stats)
        or replace(t, kinds=(), stats=()) != type(t)()
    ):
        raise _refuse("a prohibition of plays of cards described so")
    return _standing_prohibition(
        labels(node.labels, v), Op("prohibit_player", player, value="play", stats=tuple(t.stats))
    )


def _protection_of(step: Any, v: Any) -> Any:
    """The negative state a step states (``ruling.cardtext.protection``), or None; its parts
    this engine does not know are refused by name."""
    from ruling.cardtext.protection import NotThisShape, read_protection

    try:
        return read_protection(step.body, v)
    except NotThisShape as exc:
        raise _refuse(exc.reason) from None


# what each negative state keeps off a card, as the engine's events (``protected``): a change of
# state (4.9.1.1-4.9.1.3), a move of the card (3.1.3; the zones it names), any effect (8.2.1)
PROTECTED_EVENTS = ("rest", "stand", "reverse", "move", "effect")
PROTECTED_WHO = {
    # 「あなたのリングのカードは」: the card in the ring (3.3.2); 「あなたのベンチのカード（すべて）は」
    # every card of the bench
    ("you", ("ring",)): "your_ring",
    ("you", ("bench",)): "your_bench",
}


def _protect_value(kept: Any) -> tuple[Any, ...]:
    if kept.event not in PROTECTED_EVENTS:
        raise _refuse(f"a negative state of the event {kept.event}")
    return (kept.event, kept.dst, kept.src, kept.by_owner, kept.by_zones, kept.by_attrs)


def _protect_program(node: Any, v: Any, step: Any, kept: Any) -> Program:
    """「[領域]このカードは、相手の技によってレストされない / 相手の技で控え室に置かれない / 相手
    の技の効果を受けない」: a continuous technique (8.1.1.4) that, while its card is in its
    [領域], keeps the event off the cards named when the cause is the one named — an instruction to
    do what it forbids is not done (1.3.3; the text over the rules, 1.3.1). Read by
    ``protected`` at each event of a technique's effect, and by ``statics`` for the continuous
    techniques' values. A duration, a condition or other cards: refused."""
    from ruling.cardtext.abilities import labels

    if (
        kept.time is not None
        or node.condition is not None
        or step.lead is not None
        or step.condition is not None
    ):
        raise _refuse("a continuous negative state under a condition or for a time")
    who = _protected_who(kept.topic, v)
    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("a negative state with no [領域]")
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (Op("protect", who, value=_protect_value(kept)),),
    )


def _protected_by(
    value: tuple[Any, ...],
    holder: str,
    ctx: Ctx,
    uid: str,
    event: str,
    master: str,
    source: str,
    attrs: tuple[str, ...],
    dst: str | None,
) -> bool:
    """Whether a negative state ``value`` (``_protect_value``) of a text of ``holder``'s (「相手の
    技」: the techniques of ``holder``'s opponent) keeps ``event`` off ``uid`` when ``master``'s
    technique of card ``source`` (with attributes ``attrs``) causes it."""
    from ruling.games._vs.common import zone_of

    kind, to, frm, by_owner, by_zones, by_attrs = value
    if kind != event and kind != "effect":
        return False
    if event == "move" and kind == "move":
        here = zone_of(ctx, uid)
        if (to is not None and to != dst) or (frm is not None and frm != here) or dst == here:
            return False
    if by_owner == "opponent" and master == holder:
        return False
    if by_owner in ("you", "self") and master != holder:
        return False
    if by_zones and zone_of(ctx, source) not in [
        z for g in by_zones for z in (BENCH_ZONES if g == "bench" else (g,))
    ]:
        return False
    return not (by_attrs and not set(by_attrs) <= set(attrs))


def protected(
    ctx: Ctx,
    uid: str,
    event: str,
    master: str,
    source: str,
    attrs: tuple[str, ...] = (),
    dst: str | None = None,
) -> str | None:
    """The text of a negative state in force that keeps ``event`` (``PROTECTED_EVENTS``; ``dst``
    a move's zone) off card ``uid`` when ``master``'s technique of card ``source`` causes it: a
    continuous technique whose card is in its [領域] (8.1.1.4), or a one-shot's effect lasting
    now (8.2.1.2, ``AddEffect`` ``protect``); None if none does (1.3.3)."""
    w = ctx.where(uid)
    if w is None:
        return None
    owner, where = w[0], w[1]
    for src, i, op in _continuous_ops(ctx, (owner,), "protect"):
        reaches = (
            (op.who == "this" and src.uid == uid)
            or (op.who == "your_bench" and where in BENCH_ZONES)
            or (op.who == "your_ring" and where == "ring")
        )
        holder = src.owner
        if reaches and _protected_by(op.value, holder, ctx, uid, event, master, source, attrs, dst):
            return abilities_of("vs", src)[i].text
    for e in ctx.state.effects:
        if e.op == "protect" and e.target == uid and e.stat == "protect":
            # a one-shot's: (the master of the technique that made it, the negative state)
            holder, value = e.value
            if _protected_by(value, holder, ctx, uid, event, master, source, attrs, dst):
                return str(e.source)
    return None


# the zone of the cards that do each act (7.1.3.2: the ring card attacks; 7.1.3.1: a bench card
# supports) and of the card an attack / support is made for (the opponent's ring card, 4.14.1)
ACT_ZONES = {
    ("attack", "cannot"): "ring",
    ("support", "cannot"): "bench",
    ("rest", "cannot"): "bench",
    ("attack", "passive_neg"): "ring",
    ("support", "passive_neg"): "ring",
}


def _prohibited_player(topic: Any, verb: str, form: Any, v: Any) -> str | None:
    """The player a continuous prohibition of cards or of a player falls on, relative to the
    technique's master (``you`` / ``opponent``), or None for another topic: 「相手 / あなたは（ア
    タック|サポート）できない」 that player; 「相手の（リングの）カードはアタックできない」 / 「相手の
    （ベンチの）カードはサポートできない」 their owner — only those cards do the act (7.1.3.2,
    7.1.3.1), so a prohibition on every one of them is one on the player; 「あなたのリングのカード
    はアタックされない / サポートされない」 the other player (7.1.3.2.1 「アタックされないということ
    は対戦相手がアタックできないということと同義」, 7.1.3.1.1)."""
    from ruling.cardtext.nouns import sel

    zone = ACT_ZONES.get((verb, form.value))
    if zone is None:
        return None
    if topic in PLAYER_TOPICS and form is A.Form.CANNOT:
        return PLAYER_TOPICS[topic]
    try:
        s = sel(topic, v)
    except Unsupported:
        return None
    plain = replace(s, count=None, bound="exact", zones=())
    if (
        s.owner not in ("you", "opponent")
        or plain != type(s)(owner=s.owner, kinds=("card",))
        or s.zones not in ((), (zone,))
        or (s.bound != "all" and s.count is not None)
    ):
        return None
    if form is A.Form.CANNOT:
        return str(s.owner)
    return "opponent" if s.owner == "you" else "you"


def _prohibited_described(topic: Any, verb: str, form: Any, v: Any) -> tuple[str, Any] | None:
    """「相手のベンチの♠のカードはサポートできない」 / 「相手の右ベンチのカードはサポートできない」 /
    「あなたのベンチの《X》のカードは…」: a support prohibition (7.1.3.1.1) on the bench cards of
    one player a description names — a technique attribute (2.15.1), a text of the card's
    information (2.14.7, ♠ / ♥ 2.4), a frame of the bench (3.3.3.3) — as (owner, the selector);
    None for any other topic (every card of the zone is ``_prohibited_player``'s)."""
    from ruling.cardtext.nouns import sel

    if (verb, form) != ("support", A.Form.CANNOT):
        return None
    try:
        s = sel(topic, v)
    except Unsupported:
        return None
    plain = replace(s, traits=(), info_contains=(), pos=None)
    if (
        s.owner not in ("you", "opponent")
        or plain != type(s)(owner=s.owner, zones=("bench",), kinds=("card",))
        or not (s.traits or s.info_contains or s.pos)
        or (s.pos is not None and s.pos not in _FRAMES)
    ):
        return None
    return str(s.owner), s


def _described_prohibition(ctx: Ctx, card: Card, act: str) -> str | None:
    """The text of a continuous technique in force (8.1.1.4; its condition holding, 8.3.3)
    prohibiting ``act`` to the bench cards it describes (``prohibit_cards``) when ``card`` is one
    of them — its owner the one the technique names, its frame, its attributes and information
    as they are now; else None."""
    from ruling.games._vs.common import zone_of

    zone = zone_of(ctx, card.uid)
    if zone not in BENCH_ZONES:
        return None
    for p in ctx.state.players:
        for src, i, prog in _in_force(ctx, p, WORK_ZONES, condition=True):
            for op in prog.ops:
                if op.kind != "prohibit_cards" or op.value != act:
                    continue
                owner = p if op.who == "you" else ctx.state.opponent(p)
                if card.owner != owner or (op.pos and zone != f"bench.{op.pos}"):
                    continue
                if described_as(ctx, card, tuple(op.attributes), tuple(op.info)):
                    return str(abilities_of("vs", src)[i].text)
    return None


# the cards a continuous 「…は技を使えない」 names, relative to the technique's master: (owner,
# zones) of the noun -> the group (``cannot_use``)
USE_GROUPS = {
    ("you", ("ring",)): "your_ring",
    ("you", ("bench",)): "your_bench",
    ("you", ()): "your_field",
    ("opponent", ("ring",)): "opp_ring",
    ("opponent", ("bench",)): "opp_bench",
    ("opponent", ()): "opp_field",
}


def _use_group(s: Any) -> str:
    """The ``USE_GROUPS`` key of a selector naming a player's cards of a zone (or the field) and
    nothing else, no card chosen; "" for another."""
    if s is None or s.ref is not None or (s.bound != "all" and s.count is not None):
        return ""
    plain = replace(s, count=None, bound="exact", zones=())
    if plain != type(s)(owner=s.owner, kinds=("card",)):
        return ""
    return USE_GROUPS.get((s.owner or "", tuple(s.zones)), "")


def _cannot_use_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]相手のベンチのカードは技を使えない」 / 「[領域]相手は技を使えない」 / 「[領域]このカードは
    技を使えない」: while its card is in its [領域] (8.1.1.4), the techniques of those cards (of that
    player's cards on the field) 「使えない」 — an automatic one does not trigger (8.12.3), an
    activated one is not used (8.12.4), one waiting is removed (8.12.5): read by ``cannot_use``,
    under its condition (8.3.3). Other cards: refused."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.conditions import condition as shared_condition
    from ruling.cardtext.nouns import sel

    args = {a.role: a.value for a in step.body.args}
    topic = args.get(A.Role.TOPIC)
    if set(args) != {A.Role.TOPIC, A.Role.OBJECT} or step.lead is not None:
        raise _refuse("「技を使えない」 of this shape")
    kind = USE_OBJECTS[args[A.Role.OBJECT]]
    if topic in PLAYER_TOPICS:
        # 「相手は技を使えない」: every technique of that player's, wherever its card is
        who = f"{'your' if PLAYER_TOPICS[topic] == 'you' else 'opp'}_all"
    else:
        s = sel(topic, v)
        if s.ref == "this":
            who = "this"
        else:
            plain = replace(s, count=None, bound="exact", zones=())
            who = ""
            if plain == type(s)(owner=s.owner, kinds=("card",)):
                who = USE_GROUPS.get((s.owner or "", tuple(s.zones)), "")
            if not who or (s.bound != "all" and s.count is not None):
                raise _refuse("「技を使えない」 of cards of this kind")
    cnode = node.condition if node.condition is not None else step.condition
    if node.condition is not None and step.condition is not None:
        raise _refuse("「技を使えない」 under two conditions")
    cond = _condition(shared_condition(cnode, v)) if cnode is not None else None
    if cnode is not None and (cond is None or cond[0] in ("done", "if_done")):
        raise _refuse("「技を使えない」 under a condition of this kind")
    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("「技を使えない」 with no [領域]")
    op = Op("prohibit_use", who, value=kind)
    return Program("continuous", None, tuple(h.zones), None, (), (op,), cond)


# set while ``cannot_use`` reads the prohibitions in force: the reading stopped of
# continuous_technique_cannot_use is not applied to them (it would ask ``cannot_use`` again)
_READING_USE: ContextVar[bool] = ContextVar("vs_reading_use", default=False)


def cannot_use(ctx: Ctx, uid: str, kind: str | None = None) -> str | None:
    tok = _READING_USE.set(True)
    try:
        return _cannot_use(ctx, uid, kind)
    finally:
        _READING_USE.reset(tok)


def _cannot_use(ctx: Ctx, uid: str, kind: str | None = None) -> str | None:
    """Where from the techniques of card ``uid`` (of ``kind``: auto / activated / continuous,
    None any) 「使えない」 (8.12.3-8.12.5): a one-shot's effect on the card or on its player
    (``prohibit`` ``use``, 8.2.1.2), or a continuous technique in force naming it and the kind
    (``prohibit_use``, its ``value`` the kind or None for every technique, 2.13.2; 8.1.1.4, its
    condition held, 8.3.3); None if none."""
    w = ctx.where(uid)
    if w is None:
        return None
    owner, where = w[0], w[1]
    field = where == "ring" or where in BENCH_ZONES
    # a one-shot's prohibition on a zone's cards (``prohibit_use_group``, 8.9.1.6): target
    # ``<player>:<zone>`` (ring, bench or field)
    zone_of_card = "ring" if where == "ring" else "bench" if where in BENCH_ZONES else ""
    groups = {f"{owner}:{zone_of_card}", f"{owner}:field"} if field else set()
    for e in ctx.state.effects:
        if (
            e.op == "prohibit"
            and e.stat == "use"
            and (e.target in (uid, owner) or e.target in groups)
        ):
            return str(e.source)
    for p in ctx.state.players:
        mine = p == owner
        for src, i, prog in _in_force(ctx, p, WORK_ZONES, condition=True):
            for op in prog.ops:
                if op.kind != "prohibit_use" or (op.value is not None and op.value != kind):
                    continue
                side, _, zone = op.who.partition("_")
                reaches = (op.who == "this" and src.uid == uid) or (
                    op.who != "this"
                    and (side == "your") == mine
                    and (field or zone == "all")
                    and (
                        zone in ("field", "all")
                        or (zone == "ring" and where == "ring")
                        or (zone == "bench" and where in BENCH_ZONES)
                    )
                )
                if reaches:
                    return f"{label_of(ctx, src.uid)}: {abilities_of('vs', src)[i].text}"
    return None


def cannot_use_stops(ctx: Ctx, uid: str) -> str | None:
    """Where from the techniques of field card ``uid``, which has a continuous technique in its
    [領域] (8.1.1.4), 「使えない」 (``cannot_use`` of a continuous one: a prohibition naming no
    kind) — what raises continuous_technique_cannot_use; None otherwise."""
    from ruling.games._vs.common import zone_of

    c = ctx.card(uid)
    if c is None or not c.text or not c.face_up:
        return None
    here = zone_of(ctx, uid)
    if not any(prog.kind == "continuous" and here in prog.areas for _i, prog in programs(c)):
        return None
    return cannot_use(ctx, uid, "continuous")


def label_of(ctx: Ctx, uid: str) -> str:
    from ruling.games._vs.common import label

    return str(label(ctx, uid))


def _granted_attribute(b: Any) -> str | None:
    """「…は追加で《X》になる」: X, the technique attribute added (2.15.2); None for another goal."""
    goal = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    t = getattr(goal, "terms", ())
    if len(t) == 2 and t[0] == A.Word("additionally") and isinstance(t[1], A.Trait):
        return str(t[1].text)
    return None


def _named_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]このカードの名前は『X』としても扱う。」: while its card is in its [領域] (8.1.1.4),
    the card has the name X besides its own (2.1.2: a card may have several names) — read where a
    card is named (``described_as``, ``names_in_force``); the shared identity
    (``cardtext.identity``). 『X』 quotes a name only with 名前 said (「このカードは『X』として…」
    would be a work, 2.9.1); 「として扱う」 (X in place of its name), a duration, a cost, a
    trigger or a condition: refused."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.identity import treated_as, treated_as_thing

    thing = treated_as_thing(step.body)
    if thing is not None:
        return _treated_attribute_program(node, v, step, thing)
    got = treated_as(step.body)
    h = labels(node.labels, v)
    if got is None or not got.name_said:
        raise _refuse("「…として扱う」 of this shape")
    if not got.also:
        raise _refuse("「…として扱う」 in place of the card's own name (2.1.2 gives names beside)")
    if (
        got.until is not None
        or node.trigger is not None
        or node.cost is not None
        or (node.condition is not None and step.condition is not None)
        or step.lead is not None
        or not h.zones
        or h.keyword is not None
    ):
        raise _refuse("「…としても扱う」 outside a continuous technique with its [領域]")
    # 「[領域]Xなら、このカードは名前“N”も持つ」: the name given only while X holds (8.3.3), read
    # wherever the card's names are (``names_in_force``)
    cond = _grant_condition(node.condition or step.condition, v)
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (Op("named", "this", value=got.name),),
        cond,
    )


def _has_name_text(b: Any) -> bool:
    """「このカードは、名前“X”も持つ」 (2.1.2): the shared identity reads it (``treated_as``)."""
    from ruling.cardtext.identity import treated_as

    return treated_as(b) is not None


# the named techniques whose condition is being read (a condition that reads names — 「ベンチに
# 名前が“X”のカードがあるなら」 — asks ``names_in_force`` again): one being read gives no name
# while its own condition is read, so a name never depends on itself
_NAMING: set[tuple[str, int]] = set()


def _treated_attribute(thing: Any) -> str | None:
    """The attribute X of the description 「《X》を持つ」 / 「《X》技を持つ」 / 「《X》のカード」 (2.15.1: a
    card with a 《X》 technique is written 《X》), or None for another description."""
    d = thing.description
    if isinstance(d, A.Action):
        args = d.args
        if d.verb != "have" or d.form is not A.Form.FINAL or d.modal or len(args) != 1:
            return None
        if args[0].role is not A.Role.OBJECT or not isinstance(args[0].value, A.NounPhrase):
            return None
        terms = args[0].value.terms
        if len(terms) == 2 and terms[1] == A.CardKind("technique"):
            terms = terms[:1]  # 「《X》技を持つ」 (2.15.1)
        return str(terms[0].text) if len(terms) == 1 and isinstance(terms[0], A.Trait) else None
    if len(d.terms) == 1 and isinstance(d.terms[0], A.Trait):
        return str(
            d.terms[0].text
        )  # 「《X》のもの」 (「《X》の技を持つもの」 read as 《X》, 2.15.1)
    if (
        len(d.terms) == 2
        and isinstance(d.terms[0], A.Trait)
        and d.terms[1] == A.CardKind("card")
        and d.links == ("の",)
    ):
        return str(d.terms[0].text)
    return None


def _treated_attribute_program(node: Any, v: Any, step: Any, thing: Any) -> Program:
    """「[領域]このカードは《X》を持つものとして(も)扱う。」 / 「…《X》のカードとして(も)扱う」: while its
    card is in its [領域] (8.1.1.4), the card is a card with a 《X》 technique (2.15.1: written 《X》)
    besides what it is — the attribute X held as 2.15.2's grant holds it (``granted_attributes``,
    read wherever a card's attributes are); 「として」 and 「としても」 alike, since having X takes
    nothing the card has away. Another card, another description, a duration, a trigger or a
    cost: refused."""
    from ruling.cardtext.abilities import labels

    attr = _treated_attribute(thing)
    if attr is None:
        raise _refuse("「…ものとして扱う」 of a description other than 「《X》を持つ」")
    if thing.topic not in THIS_CARDS_TECHNIQUES[:1]:
        raise _refuse("「…ものとして扱う」 of a card other than this card")
    h = labels(node.labels, v)
    if (
        thing.until is not None
        or node.trigger is not None
        or node.cost is not None
        or step.lead is not None
        or (node.condition is not None and step.condition is not None)
        or not h.zones
        or h.keyword is not None
    ):
        raise _refuse("「…ものとして扱う」 outside a continuous technique with its [領域]")
    cond = _grant_condition(node.condition or step.condition, v)
    return Program(
        "continuous", None, tuple(h.zones), None, (), (Op("grant", "this", value=attr),), cond
    )


def names_in_force(ctx: Ctx, card: Card) -> list[str]:
    """The names continuous techniques in force give ``card`` besides its own (「このカードの名前は
    『X』としても扱う」, 2.1.2; 8.1.1.4: while the technique's card is in its [領域])."""
    out: list[str] = []
    for p in ctx.state.players:
        for src, i, prog in _in_force(ctx, p, WORK_ZONES):
            if src.uid != card.uid or (src.uid, i) in _NAMING:
                continue
            ops = [op for op in prog.ops if op.kind == "named" and op.who == "this"]
            if not ops:
                continue
            if prog.condition is not None:
                # 8.3.3: the name is the card's only while the technique's condition holds
                _NAMING.add((src.uid, i))
                try:
                    held = condition_holds(ctx, p, prog.condition, src.uid)[0]
                finally:
                    _NAMING.discard((src.uid, i))
                if not held:
                    continue
            out.extend(str(op.value) for op in ops)
    return out


def name_lengths(ctx: Ctx, card: Card) -> list[int]:
    """The number of characters of each name of ``card`` (2.1.2.1: each name apart): its printed
    names (a 「“T”N」 written whole is the name N with the title T, 2.3.1) and those continuous
    techniques in force give it (``names_in_force``); spaces are layout (2.1.1), furigana is not
    part of a name (2.1.3)."""
    out: list[int] = []
    for x in [*_values(card.value("name") or card.name), *names_in_force(ctx, card)]:
        text = _SPACES.sub("", str(x))
        m = _TITLED.fullmatch(text)
        out.append(len(m.group(2) if m is not None else text))
    return out


# a technique's header 【名】【名】… (2.13.1, 2.13.3) and each name in it
_HEADER_HEAD = re.compile(r"(?:【[^】]*】)+")
_HEADER_NAME = re.compile(r"【([^】]*)】")


def technique_names(card: Card) -> list[str]:
    """Every name of every technique of ``card`` (2.13.1: 【X】 printed before its [領域]; a
    technique of several names has each apart, 2.13.3 / 2.13.3.1), as its text gives them (a
    technique the engine does not read keeps its names: ``Program.names`` of a read one, the
    header's 【】 otherwise)."""
    out: list[str] = []
    for ab in abilities_of("vs", card):
        prog = ab.program if ab.supported else None
        names = getattr(prog, "names", None)
        if names is None:
            head = _HEADER_HEAD.match(ab.text.lstrip("①②③④⑤→ "))
            names = tuple(_HEADER_NAME.findall(head.group(0))) if head else ()
        out += [str(x) for x in names]
    return out


def technique_name_lengths(card: Card) -> list[int]:
    """The number of characters of each technique name of ``card`` (2.13.3.1: each apart)."""
    return [len(_SPACES.sub("", x)) for x in technique_names(card)]


def _named_besides(ctx: Ctx, card: Card, text: str) -> bool:
    """Whether one of the names ``names_in_force`` gives ``card`` is the one 「“T”N」 / 「N」 names
    (``named_match`` on that name: 「“T”N」 given is the name N with the title T, 2.1.1, 2.3.1)."""
    for extra in names_in_force(ctx, card):
        m = _TITLED.fullmatch(_SPACES.sub("", extra))
        as_named = (
            Card(uid=card.uid, owner=card.owner, name=m.group(2), extra={"title": m.group(1)})
            if m is not None
            else Card(uid=card.uid, owner=card.owner, name=extra)
        )
        if named_match(as_named, text):
            return True
    return False


def _grant_attribute_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]このカードは追加で《X》になる。」 / 「[領域]すべてのプレイヤーの、フィールドの、技は追加で
    《X》になる。」 (2.15.2): while its card is in its [領域] (8.1.1.4), the techniques of that card
    (of every card on the field) hold the attribute X besides their own — read wherever a card's
    attributes are (「《X》のカード」, 2.15.1). Anything else, or outside a continuous technique
    with a [領域] (a one-shot effect's grant would need its duration and 8.9.1.6), refused."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.conditions import args_of

    args = args_of(step.body)
    topic = args.get(A.Role.TOPIC)
    h = labels(node.labels, v)
    if (
        set(args) != {A.Role.TOPIC, A.Role.GOAL}
        or step.body.form is not A.Form.FINAL
        or node.trigger is not None
        or node.cost is not None
        or (node.condition is not None and step.condition is not None)
        or step.lead is not None
        or not h.zones
        or h.keyword is not None
    ):
        raise _refuse("「…は追加で《X》になる」 of this shape")
    # 「[領域]Xなら、このカードの技は追加で《Y》になる」: in force only while X holds (8.3.3), read
    # whenever a card's attributes are
    cond = _grant_condition(node.condition or step.condition, v)
    if topic in THIS_CARDS_TECHNIQUES:
        # 「このカードは追加で《X》になる」 / 「このカードの技（属性）は追加で《X》になる」
        return Program(
            "continuous",
            None,
            tuple(h.zones),
            None,
            (),
            (Op("grant", "this", value=_granted_attribute(step.body)),),
            cond,
        )
    whose, zones, other = _techniques_of_zones(topic, v)
    value = _granted_attribute(step.body)
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (Op("grant", "zones", value=value, by=whose, areas=zones, other=other),),
        cond,
    )


def _grant_condition(cnode: Any, v: Any) -> tuple[Any, ...] | None:
    """The condition of a continuous grant of an attribute (8.3.3), as a ``Program.condition``:
    one that reads technique attributes itself (「…が《X》なら」) or a value (攻撃力 / 防御力, which
    continuous techniques reading attributes may change) is refused — what it reads could
    depend on the grant it decides (2.15.2)."""
    if cnode is None:
        return None
    from ruling.cardtext.conditions import condition as shared_condition

    cond = _condition(shared_condition(cnode, v))
    if cond is None or cond[0] in ("done", "if_done", "turn"):
        raise _refuse("「…は追加で《X》になる」 under a condition of this kind")
    for x in _conds_of(cond):
        if (
            (x[0] in ("match", "every") and x[2])
            or (x[0] == "count" and len(x) > 6 and x[6])
            or x[0] in ("compare", "stat", "stat_than")
        ):
            raise _refuse("「…は追加で《X》になる」 under a condition on technique attributes")
    return cond


# 「このカード」 / 「このカードの技」 / 「このカードの技属性」: this card's techniques (2.15.2)
THIS_CARDS_TECHNIQUES = (
    A.NounPhrase((A.Ref("this_card"),)),
    A.NounPhrase((A.Ref("this_card"), A.CardKind("technique")), ("の",)),
    A.NounPhrase((A.Ref("this_card"), A.CardKind("technique"), A.Unknown("属性")), ("の", "")),
)


# the zones a technique's card may be named by, in the state's zones (3.3.1: the field is the
# ring and the bench)
_ZONE_CARDS: dict[str, tuple[str, ...]] = {"field": FIELD_ZONES, "bench": BENCH_ZONES}
# every zone a player's card may be in (3.1.1): 「あなたのすべてのカード」
EVERY_ZONE = (*FIELD_ZONES, "hand", "deck", "waiting", "retire", "energy", "surprise", "resolution")
# 「すべてのプレイヤーの」 / 「あなたの」 / 「相手の」: whose cards, from the technique's master
_WHOSE = {"player": "all", "you": "you", "self": "you", "opponent": "opponent"}


def _techniques_of_zones(topic: Any, v: Any) -> tuple[str, tuple[str, ...], bool]:
    """「（すべての）（プレイヤー|あなた|相手）の、ZoneA（とZoneB…）の、（他の）（カード（すべて）の）
    技（属性）」 (2.15.2): whose cards (``all`` / ``you`` / ``opponent``, of the master), the
    state's zones they are in — the techniques of every card there — and whether this card is
    left out (「他の」). 「すべての」 is every player's (with プレイヤー), or every card of a player
    (「あなたのすべてのカード」: no zone named, every zone); 「カードすべて」 every card of the zone
    (the same as 「カード」 there); another word, no owner: refused."""
    terms = list(topic.terms) if isinstance(topic, A.NounPhrase) else []
    links = [x.rstrip("、") for x in topic.links] if terms else []
    every = A.Count(None, "card", "all")
    if len(terms) >= 2 and terms[-2:] == [A.CardKind("technique"), A.Unknown("属性")]:
        # 「…の技属性」: the attributes of the techniques (2.15.1), what 「技」 holds
        terms, links = terms[:-1], links[:-1]
    if terms and terms[0] == every:
        terms, links = terms[1:], links[1:]
        if not terms or terms[0] != A.Owner("player"):
            raise _refuse("「すべての…の技は追加で《X》になる」 of this shape")
    other = False
    k = 1
    while k < len(terms):
        t = terms[k]
        if t == A.Ref("other") and k + 1 < len(terms) and terms[k + 1] == A.CardKind("card"):
            # 「他のカード」: every card there but this one
            other = True
            del terms[k], links[k]
            continue
        if t == every and (
            terms[k - 1] == A.CardKind("card") or terms[k + 1 : k + 2] == [A.CardKind("card")]
        ):
            # 「カードすべて」 / 「すべてのカード」: every card named, as 「カード」 alone names them
            del terms[k]
            del links[k - 1 if links[k - 1] == "" else k]
            continue
        k += 1
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Owner)
        and terms[0].who in ("you", "self", "opponent")
        and terms[1:] == [A.CardKind("card"), A.CardKind("technique")]
    ):
        # 「あなたのすべてのカードの技」: every card of that player, in whatever zone (2.15.2)
        return _WHOSE[terms[0].who], EVERY_ZONE, other
    if len(terms) >= 4 and terms[-2] == A.CardKind("card") and links[-2:] == ["の", "の"]:
        # 「あなたのリングのカードの技」: the techniques of the cards there, as 2.15.2's 「フィールド
        # の、技」 — the card named between the zone and 「技」 changes nothing
        terms, links = [*terms[:-2], terms[-1]], links[:-1]
    if (
        len(terms) < 3
        or not isinstance(terms[0], A.Owner)
        or terms[0].who not in _WHOSE
        or terms[-1] != A.CardKind("technique")
        or not all(isinstance(t, A.Zone) for t in terms[1:-1])
        or links[0] != "の"
        or links[-1] != "の"
        or any(x != "と" for x in links[1:-1])
    ):
        raise _refuse(
            "「…は追加で《X》になる」 of techniques other than this card's or of a player's zones"
        )
    zones: list[str] = []
    for t in terms[1:-1]:
        z = v.zones.get(t.id)
        if z is None:
            raise _refuse(f"「…は追加で《X》になる」 of the techniques of cards in {t.id}")
        zones.extend(_ZONE_CARDS.get(z, (z,)))
    return _WHOSE[terms[0].who], tuple(dict.fromkeys(zones)), other


# the reading of ``added_attribute_card_without_technique`` taken (True: the card gains it)
BLANK_ATTRIBUTE_READING = "vs.added_attribute_card_without_technique"


def prints_no_technique(card: Card) -> bool:
    """A card the scenario describes with no technique (``text: ""`` given, no technique
    attribute: 2.15.1 — an attribute is a technique's): one in which 2.15.2's 「全ての技について」
    finds no technique. A card whose text is not given is not known to print none."""
    from ruling.values import described

    return (
        not card.text
        and "text" not in card.unknown
        and described(card)
        and card.number is None
        and not attributes_of(card)
    )


def granted_attributes(ctx: Ctx, uid: str) -> list[str]:
    """The technique attributes continuous techniques in force give ``uid``'s techniques
    (2.15.2; 8.1.1.4: while each source is in its [領域]) — none to a card printing no
    technique under the reading ``no_technique`` of ``added_attribute_card_without_technique``
    (``BLANK_ATTRIBUTE_READING``)."""
    out = _granted_attributes(ctx, uid)
    card = ctx.card(uid)
    if (
        out
        and card is not None
        and ctx.state.vars.get(BLANK_ATTRIBUTE_READING) is False
        and prints_no_technique(card)
    ):
        return []
    return out


def _granted_attributes(ctx: Ctx, uid: str) -> list[str]:

    out: list[str] = [
        str(e.value)
        for e in ctx.state.effects
        if e.target == uid and e.stat == "attribute" and e.op == "grant"
    ]
    w = ctx.where(uid)
    for src, _i, op in _continuous_ops(ctx, ctx.state.players, "grant", condition=True):
        if op.who == "this" and src.uid == uid:
            out.append(str(op.value))
        elif op.who == "zones" and w is not None and w[1] in op.areas:
            if op.other and src.uid == uid:
                continue  # 「他の」: this card left out
            # whose cards: every player's, or the master's (src's owner) / their opponent's
            mine = w[0] == src.owner
            if op.by == "all" or (op.by == "you") is mine:
                out.append(str(op.value))
    return list(dict.fromkeys(out))


def _continuous_ops(
    ctx: Ctx, players: Any, kind: str, condition: bool = False
) -> Iterator[tuple[Card, int, Op]]:
    """Each op of ``kind`` in a continuous technique in force (8.1.1.4: its card in its [領域]),
    with the card and the ability's index, over ``players``' zones a technique can work in;
    ``condition``: only while its condition holds (8.3.3, ``_in_force``)."""
    for p in players:
        for src, i, prog in _in_force(ctx, p, WORK_ZONES):
            ops = [op for op in prog.ops if op.kind == kind]
            if (
                ops
                and condition
                and prog.condition is not None
                and not condition_holds(ctx, p, prog.condition, src.uid)[0]
            ):
                continue  # read only for the techniques of that kind (another's may read this)
            yield from ((src, i, op) for op in ops)


def _unchoosable_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]あなたのベンチのカードすべては、相手の技に選ばれない。」 / 「[領域]このカードは、相手の
    （ベンチのカードの）技（の効果）で選ばれない。」: while its card is in its [領域] (8.1.1.4), the
    opponent's techniques (those of its cards in the zones named) cannot choose those cards (the
    text over the rules of a choice, 1.3.1: they are left out of the cards a choice is made
    among, 8.5.4.1 / 8.6.11.1) — the negative state of a choice, read as the family's
    (``ruling.cardtext.protection``). Another chooser or other cards: refused."""
    from ruling.cardtext.abilities import labels

    kept = _protection_of(step, v)
    h = labels(node.labels, v)
    if (
        kept is None
        or kept.event != "choose"
        or kept.time is not None
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or step.lead is not None
        or step.condition is not None
        or not h.zones
        or h.keyword is not None
        or kept.by_owner != "opponent"
        or kept.by_attrs
    ):
        raise _refuse("「…に選ばれない」 of this shape")
    who = _protected_who(kept.topic, v)
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (Op("unchoosable", who, value=kept.by_zones),),
    )


def _protected_who(topic: Any, v: Any) -> str:
    """The cards a continuous negative state names: ``this`` (「このカードは」), ``your_ring``
    (「あなたのリングのカードは」: the card in the ring, 3.3.2), ``your_bench`` (「あなたのベンチの
    カード（すべて）は」: every card of the bench — no 「選び」: every card the noun names)."""
    from ruling.cardtext.nouns import sel

    s = sel(topic, v)
    if s.ref == "this":
        return "this"
    plain = replace(s, count=None, bound="exact")
    who = ""
    if plain == type(s)(owner=s.owner, zones=s.zones, kinds=("card",)):
        who = PROTECTED_WHO.get((s.owner or "", tuple(s.zones)), "")
    if not who or (s.bound != "all" and s.count is not None):
        raise _refuse("a negative state of cards other than this card, your ring's or bench's")
    return who


def unchoosable(ctx: Ctx, uid: str, chooser: str, source: str = "") -> str | None:
    """The text of a continuous technique in force (8.1.1.4) that keeps ``uid`` from being chosen
    by a technique of ``chooser`` (「相手の技に選ばれない」; 「相手のベンチのカードの技で」: of the
    card ``source`` while it is in those zones), else None."""
    from ruling.games._vs.common import zone_of

    w = ctx.where(uid)
    if w is None:
        return None
    owner, where = w[0], w[1]
    if owner == chooser:
        return None
    for src, i, op in _continuous_ops(ctx, (owner,), "unchoosable"):
        zones = [z for g in op.value or () for z in (BENCH_ZONES if g == "bench" else (g,))]
        if zones and zone_of(ctx, source) not in zones:
            continue
        if (
            (op.who == "this" and src.uid == uid)
            or (op.who == "your_bench" and where in BENCH_ZONES)
            or (op.who == "your_ring" and where == "ring")
        ):
            return abilities_of("vs", src)[i].text
    return None


def _no_damage(b: Any) -> bool:
    """「このカードはダメージを受けない」: receive, negative, the object ダメージ."""
    if not isinstance(b, A.Action) or b.verb != "receive" or b.form is not A.Form.NEGATIVE:
        return False
    obj = next((a.value for a in b.args if a.role is A.Role.OBJECT), None)
    terms = getattr(obj, "terms", ())
    return len(terms) == 1 and getattr(terms[0], "id", None) == "damage"


def _no_damage_program(node: Any, v: Any, step: Any) -> Program:
    """「[リング]このカードはダメージを受けない。」: a continuous technique (8.2.1.2) that keeps
    damage off its card while the card is in its [領域] (8.1.1.4): an attack's (7.1.5.3) and an
    effect's. Refused unless it is 「このカード」 alone, with no condition, in the ring or a bench."""
    from ruling.cardtext.abilities import labels

    topic = next((a.value for a in step.body.args if a.role is A.Role.TOPIC), None)
    terms = getattr(topic, "terms", ())
    this = len(terms) == 1 and isinstance(terms[0], A.Ref) and terms[0].id == "this_card"
    if (
        not this
        or len(step.body.args) != 2
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or step.lead is not None
        or step.condition is not None
    ):
        raise _refuse("「ダメージを受けない」 of this shape")
    h = labels(node.labels, v)
    areas = tuple(h.zones)
    if not areas or h.keyword is not None or not set(areas) <= set(FIELD_ZONES):
        raise _refuse("「ダメージを受けない」 written for a zone other than the field's")
    return Program("continuous", None, areas, None, (), (Op("no_damage", "this"),))


# 「このカードへのアタック」: the attacks on this card (the attacked card, 4.14.1)
_ATTACKS_ON_THIS = A.NounPhrase((A.Ref("this_card"), A.Word("attack")), ("への",))


# the side whose ring card a topic names (「相手のカード」 / 「相手のリングのカード」 / 「相手」, 「あなた
# の…」, 「このカード」: the holder's), for 「…はパートナーアタックできない / にならない」
_CARD_SIDES = {
    **{
        np: side
        for who, side in (("opponent", "opponent"), ("you", "you"))
        for np in (
            A.NounPhrase((A.Owner(who), A.CardKind("card")), ("の",)),
            A.NounPhrase((A.Owner(who), A.Zone("ring"), A.CardKind("card")), ("の", "の")),
            A.NounPhrase((A.Owner(who),), ()),
        )
    },
    A.NounPhrase((A.Ref("this_card"),), ()): "this",
}
_PARTNER_ATTACK = A.NounPhrase((A.Word("partner_attack"),), ())


def _attacks_side(np: Any) -> str | None:
    """Whose attacks 「Xのアタック」 names (``_CARD_SIDES`` of X: 「相手のアタック」, 「このカードの
    アタック」, 「相手のリングのカードのアタック」), 「このカードへのアタック」 the opponent's (the
    attacks on this card, 4.14.1), else None."""
    if np == _ATTACKS_ON_THIS:
        return "on_this"
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.terms[-1] != A.Word("attack"):
        return None
    if np.links[-1] != "の":
        return None
    return _CARD_SIDES.get(A.NounPhrase(np.terms[:-1], np.links[:-1]))


def _no_partner_side(b: Any) -> str | None:
    """Whose attacks an effect 「パートナーアタックにならない」 (7.1.3.2.4) names, or None when ``b``
    is not one: ``opponent`` / ``you`` (the card holding the technique's player) or ``this`` /
    ``on_this`` (the attacks of / on the technique's card, read in the ring only). Its spellings:
    「（相手|あなた）のカード / （相手|あなた）のリングのカード / このカードのアタック / 相手のアタック
    はパートナーアタックにならない」; 「（このカード|相手のリングのカード|相手）はパートナーアタック
    できない / することができない」 (a partner attack is not an act of its own but what an attack
    becomes, 4.13.1 / 7.1.3.2.2: the attacks of that card or player do not become one); 「（このカード
    |あなたのリングのカード）はパートナーアタックされない」 and 「このカードへのアタックは…ならない」
    (the attacks on that card: the opponent's, 4.14.1)."""
    roles = {a.role: a.value for a in b.args}
    topic = _plain(roles.get(A.Role.TOPIC))
    if b.verb == "become" and b.form is A.Form.NEGATIVE:
        if (
            set(roles) != {A.Role.TOPIC, A.Role.GOAL}
            or _plain(roles[A.Role.GOAL]) != _PARTNER_ATTACK
        ):
            return None
        return _CARD_SIDES.get(topic) or _attacks_side(topic)
    if b.verb != "do" or set(roles) != {A.Role.TOPIC, A.Role.NONE}:
        return None
    if _plain(roles[A.Role.NONE]) != _PARTNER_ATTACK:
        return None
    side = _CARD_SIDES.get(topic)
    if b.form is A.Form.CANNOT:
        return side
    if b.form is A.Form.PASSIVE_NEG and side is not None:
        # the card is not partner-attacked: the attacks on it, its opponent's
        return {"this": "on_this", "you": "opponent"}.get(side)
    return None


def _no_partner_text(b: Any) -> bool:
    """An effect 「パートナーアタックにならない」 in one of its spellings (``_no_partner_side``)."""
    return _no_partner_side(b) is not None


def _plain(np: Any) -> Any:
    """A noun phrase with its terms' variants dropped (for comparing words)."""
    if not isinstance(np, A.NounPhrase):
        return np
    return A.NounPhrase(
        tuple(replace(t, variant=0) if hasattr(t, "variant") else t for t in np.terms), np.links
    )


def _no_partner_program(node: Any, v: Any, step: Any) -> Program:
    """「[リング]相手のカードはパートナーアタックにならない。」 / 「[リング]このカードはパートナーアタック
    できない。」 / 「[リング]このカードはパートナーアタックされない。」 (``_no_partner_side``): a
    continuous technique (8.1.1.4) — while its card is in its [領域] an effect 「パートナーアタック
    にならない」 is in force for the attacks of the side named (7.1.3.2.4: such a partner attack is a
    normal one). The attacks of or on 「このカード」 are read in the ring only, where the attacking
    and the attacked card are (4.14.1; 3.3.2.3: a player's one ring card): its holder's attacks, or
    its opponent's."""
    from ruling.cardtext.abilities import labels

    side = _no_partner_side(step.body)
    if (
        side is None
        or node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or step.lead is not None
        or step.condition is not None
    ):
        raise _refuse("「パートナーアタックにならない / されない」 of this shape")
    h = labels(node.labels, v)
    areas = tuple(h.zones)
    if not areas or h.keyword is not None or not set(areas) <= set(FIELD_ZONES):
        raise _refuse("「パートナーアタックにならない」 written for a zone other than the field's")
    if side in ("this", "on_this") and areas != ("ring",):
        raise _refuse("「このカードはパートナーアタック…」 written for a zone other than [リング]")
    who = {"this": "you", "on_this": "opponent"}.get(side, side)
    return Program("continuous", None, areas, None, (), (Op("no_partner", who),))


# 「（あなた|相手|お互い）の手札（の）上限」: whose hand limit (3.7.4)
_HAND_LIMIT_WHO = {"you": "you", "opponent": "opponent", "all_players": "both"}


def _hand_limit_text(b: Any) -> tuple[str, int] | None:
    """「（あなた|相手|お互い）の手札（の）上限はN枚になる」: (whose — you / opponent / both —, N);
    None for any other step."""
    if not isinstance(b, A.Action) or b.verb != "become" or b.form is not A.Form.FINAL:
        return None
    roles = {a.role: a.value for a in b.args}
    if set(roles) != {A.Role.TOPIC, A.Role.GOAL} or len(b.args) != 2:
        return None
    topic, goal = _plain(roles[A.Role.TOPIC]), roles[A.Role.GOAL]
    terms = tuple(getattr(topic, "terms", ()))
    if not (
        len(terms) == 3
        and isinstance(terms[0], A.Owner)
        and terms[0].who in _HAND_LIMIT_WHO
        and terms[1:] == (A.Zone("hand"), A.Word("limit"))
    ):
        return None
    gt = tuple(getattr(goal, "terms", ()))
    if not (
        len(gt) == 1
        and isinstance(gt[0], A.Count)
        and gt[0].unit == "card"
        and gt[0].bound == "exact"
        and gt[0].least is None
        and gt[0].number is not None
        and gt[0].number.variable is None
    ):
        return None
    return _HAND_LIMIT_WHO[terms[0].who], int(gt[0].number.value)


def _hand_limit_program(node: Any, v: Any, step: Any) -> Program:
    """「[領域]あなたの手札上限はN枚になる。」: a continuous technique (8.1.1.4) — while its card is in
    its [領域] the player's hand limit is N, not the rules' 5 (3.7.4.1 「特に何の効果も適用されて
    いない場合」; 1.3.1 the text over the rules), read at the end phase (6.8.1.2, 6.8.1.5);
    「…の手札上限を+Nする」 adds N to it (``hand_limit_add``, ``turn.hand_limit``). A
    trigger, a cost, a condition or a time make it an effect of another kind: refused."""
    from ruling.cardtext.abilities import labels

    setting = _hand_limit_text(step.body)
    who, n = setting or _hand_limit_add_text(step.body)  # type: ignore[misc]
    if (
        node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or step.lead is not None
        or step.condition is not None
    ):
        raise _refuse("「手札上限はN枚になる」 with a trigger, a cost or a condition")
    h = labels(node.labels, v)
    areas = tuple(h.zones)
    if not areas or h.keyword is not None:
        raise _refuse("「手札上限はN枚になる」 without its [領域]")
    kind = "hand_limit" if setting is not None else "hand_limit_add"
    return Program("continuous", None, areas, None, (), (Op(kind, who, amount=n),))


def _hand_limit_add_text(b: Any) -> tuple[str, int] | None:
    """「（あなた|相手|お互い）の手札上限を+N（-N）する」: (whose, the signed N) — an addition to the
    player's hand limit (3.7.4), not a setting of it; None for any other step."""
    if not isinstance(b, A.Action) or b.verb != "stat_change" or b.form is not A.Form.FINAL:
        return None
    amt = getattr(b, "amount", None)
    num = getattr(amt, "number", None)
    if num is None or getattr(num, "variable", None) is not None or amt.sign not in ("+", "-"):
        return None
    if len(b.args) != 1 or b.args[0].role is not A.Role.OBJECT:
        return None
    terms = tuple(getattr(_plain(b.args[0].value), "terms", ()))
    if not (
        len(terms) == 3
        and isinstance(terms[0], A.Owner)
        and terms[0].who in _HAND_LIMIT_WHO
        and terms[1:] == (A.Zone("hand"), A.Word("limit"))
    ):
        return None
    n = int(num.value)
    return _HAND_LIMIT_WHO[terms[0].who], n if amt.sign == "+" else -n


def hand_limit_techniques(
    ctx: Ctx, player: str, others: bool = False, kind: str = "hand_limit"
) -> list[tuple[str, int, tuple[str, ...]]]:
    """The continuous techniques in force (8.1.1.4) setting ``player``'s hand limit (3.7.4.1):
    (card uid, N, the [領域] it works in) of each card whose 「…の手札上限はN枚になる」 names that
    player and is in its [領域] — 「あなた」 its master (4.3.6: the master of the card that has
    it). With ``others``: those in force naming the other player instead."""
    out = []
    for p in ctx.state.players:
        zones = tuple(ctx.state.players[p].zones)
        for c, _i, prog in _in_force(ctx, p, zones, face_up_only=True):
            for op in prog.ops:
                if op.kind != kind:
                    continue
                if (op.who == "both" or (op.who == "you") == (p == player)) != others:
                    out.append((c.uid, op.amount, prog.areas))
    return out


def hand_limit_techniques_gone(ctx: Ctx, player: str) -> list[tuple[str, int]]:
    """The continuous techniques 「…の手札上限はN枚になる」 naming ``player`` whose card a step of
    the replay took out of the [領域] they work in (8.1.1.4: not generated there): (card uid, the
    step that moved it) — the reason a limit they set no longer holds."""
    from ruling.games._vs.common import zone_of

    out = []
    for p in ctx.state.players:
        for z in ctx.state.players[p].zones:
            for c in ctx.zone(p, z):
                if not c.text:
                    continue
                step = ctx.provenance((c.uid,))[0]
                if step is None:
                    continue
                for _i, prog in programs(c):
                    if prog.kind != "continuous" or zone_of(ctx, c.uid) in prog.areas:
                        continue
                    if any(
                        op.kind == "hand_limit"
                        and (op.who == "both" or (op.who == "you") == (p == player))
                        for op in prog.ops
                    ):
                        out.append((c.uid, step))
    return out


def no_partner_techniques(ctx: Ctx, attacking: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """The continuous techniques in force (8.1.1.4) that make ``attacking``'s attacks not partner
    attacks (7.1.3.2.4): (card uid, the ability's text, the [領域] it works in) of each card of the
    opponent's whose 「相手のカードはパートナーアタックにならない」 is in its [領域], and of
    ``attacking``'s own whose 「このカード / あなたのカードはパートナーアタックできない」 is."""
    out = []
    for p in ctx.state.players:
        side = "you" if p == attacking else "opponent"
        for c, i, prog in _in_force(ctx, p, FIELD_ZONES, face_up_only=True):
            if any(op.kind == "no_partner" and op.who == side for op in prog.ops):
                out.append((c.uid, abilities_of("vs", c)[i].text, prog.areas))
    return out


def _in_force(
    ctx: Ctx,
    player: str,
    zones: tuple[str, ...],
    *,
    face_up_only: bool = False,
    condition: bool = False,
    voids: bool = True,
) -> Iterator[tuple[Card, int, Program]]:
    """The continuous techniques in force on ``player``'s cards of ``zones`` (8.1.1.4: generated
    while the card is in its [領域]): (card, index of the ability, program). ``face_up_only``:
    a face-down card's text is not there; ``condition``: only those whose condition holds now
    (「…でなければ、…できない」 is not in force while it holds, 8.3.3). A technique made void
    (``void_of``, 8.3.2: no effect of it arises) is left out, but the ones that make techniques
    void (read by ``void_of`` itself, ``voids`` False). Under the reading stopped of
    continuous_technique_cannot_use (``common.cannot_use_reading``) a card's techniques that
    「使えない」 are left out too (but while ``cannot_use`` itself reads them, ``_READING_USE``)."""
    from ruling.games._vs.common import CANNOT_USE_READING, FACE_DOWN_READING, zone_of

    # the reading not_in_force of face_down_continuous_technique (``common.face_down_reading``):
    # a face-down card's continuous techniques are not there
    face_down = ctx.state.vars.get(FACE_DOWN_READING) is not False
    stopped = ctx.state.vars.get(CANNOT_USE_READING) is False and not _READING_USE.get()
    for z in zones:
        for c in ctx.zone(player, z):
            if not c.text or ((face_up_only or not face_down) and not c.face_up):
                continue
            for i, prog in programs(c):
                if prog.kind != "continuous" or zone_of(ctx, c.uid) not in prog.areas:
                    continue
                if (
                    voids
                    and not any(op.kind == "void" for op in prog.ops)
                    and void_of(ctx, c.uid) is not None
                ):
                    continue
                if (
                    condition
                    and prog.condition is not None
                    and not condition_holds(ctx, player, prog.condition, c.uid)[0]
                ):
                    continue
                if stopped and cannot_use(ctx, c.uid, "continuous") is not None:
                    continue  # 「使えない」 read as stopping it (2.14.1, 1.3.1)
                yield c, i, prog


def damage_lessening(ctx: Ctx, uid: str, attack: bool) -> list[tuple[int, str, str]]:
    """The continuous techniques in force (8.1.1.4, under their condition 8.3.3) that lessen the
    damage the card ``uid`` is dealt — an attack's (``attack``) or an effect's: (N, the
    technique's card, its text) each; the card named is this card, or the master's ring card
    its description names."""
    card = ctx.card(uid)
    w = ctx.where(uid)
    if card is None or w is None:
        return []
    out: list[tuple[int, str, str]] = []
    for p in ctx.state.players:
        for c, i, prog in _in_force(ctx, p, WORK_ZONES, condition=True):
            for op in prog.ops:
                if (
                    op.kind != "damage_less"
                    or (op.value == "attack") != attack
                    and op.value != "any"
                ):
                    continue
                if op.who == "this" and c.uid != uid:
                    continue
                if op.who == "your_ring" and not (
                    w == (p, "ring") and described_as(ctx, card, op.attributes, op.info)
                ):
                    continue
                out.append((op.amount, c.uid, abilities_of("vs", c)[i].text))
    return out


def lessening_clauses(ctx: Ctx, lessened: list[tuple[int, str, str]]) -> tuple[str, ...]:
    """The clauses of the techniques ``damage_lessening`` found: a replacement's (「…与えられる時、
    かわりに…少なくする」, 8.2.1.3.1 / 8.10.1) besides the continuous technique's (8.1.1.4)."""
    out = ["7.1.5.3", "8.1.1.4"]
    for _n, uid, _t in lessened:
        card = ctx.card(uid)
        for _i, prog in programs(card) if card is not None else ():
            if any(o.kind == "damage_less" and o.by == "replacement" for o in prog.ops):
                out += ["8.2.1.3.1", "8.10.1"]
    return tuple(dict.fromkeys(out))


def takes_no_damage(ctx: Ctx, uid: str) -> str | None:
    """The text of the continuous technique in force that keeps damage off the card ``uid``
    (「このカードはダメージを受けない」, generated while it is in its [領域], 8.1.1.4), or None."""
    from ruling.games._vs.common import zone_of

    c = ctx.card(uid)
    if c is None or not c.text:
        return None
    for i, prog in programs(c):
        if prog.kind == "continuous" and zone_of(ctx, uid) in prog.areas:
            if any(op.kind == "no_damage" for op in prog.ops) and void_of(ctx, uid) is None:
                return abilities_of("vs", c)[i].text
    return None


def _costed_trigger(node: Any) -> Any:
    """「[領域][コスト]X時、Y」: a [コスト] (8.1.1.1.1's notation of an activated technique)
    followed by an event 「X（した）時、」 (8.1.1.2.1's notation of an automatic one) — read as an
    automatic technique whose cost its master pays to use it when it triggers (8.5.1.3.2: all
    of it at once, none when it cannot be paid in full; a [手札] one's 「このカードを公開する」 is
    4.4.1.1's reveal). The grammar types it as an activated technique whose first step is the
    event (``when`` in nominal form): the event becomes the trigger. None for another shape."""
    if (
        node.kind != A.AbilityKind.ACTIVATED
        or node.cost is None
        or node.trigger is not None
        or node.condition is not None
        or node.keyword is not None
        or node.effect is None
        or not node.effect.sentences
    ):
        return None
    first = node.effect.sentences[0]
    if len(first.steps) < 2:
        return None
    st = first.steps[0]
    body = st.body
    if (
        not isinstance(body, A.Action)
        or body.verb != "when"
        or body.form != A.Form.NOMINAL
        or st.lead is not None
        or st.condition is not None
        or st.cost is not None
        or not st.pause
    ):
        return None
    clause = when_clause(body)
    if clause is None or any(
        isinstance(a.value, A.NounPhrase) and A.Ref("next") in a.value.terms
        for a in getattr(clause, "args", ())
    ):
        # 「次に…した時、」: a delayed trigger the technique makes (8.6.8), not its own event
        return None
    rest = replace(first, steps=first.steps[1:])
    return replace(
        node,
        kind=A.AbilityKind.AUTO,
        trigger=A.Trigger(event=body),
        effect=replace(node.effect, sentences=(rest, *node.effect.sentences[1:])),
    )


def compile_ability(node: Any, items: tuple[Any, ...] = ()) -> Program:
    """A technique through the shared card-text compiler (``ruling.cardtext``), then in the
    engine's words: anything the shared reader or this mapping does not know is refused. A last
    sentence 「（この技は）1ターンにN回まで使える」 is the technique's limit of uses (8.12.5,
    shared ``cardtext.abilities.use_limit``)."""
    global VOCAB
    if not isinstance(node, A.Ability):
        raise _refuse("not an ability")
    if VOCAB is None:
        VOCAB = _vocab()
    if A.unparsed(node):
        raise _refuse("text the grammar could not type")
    if node.condition is not None and node.condition.marker == "surprise" and node.condition.parts:
        # 「①[<event>時、<state>なら]→」: the card may be turned face up when the event happens
        # with the state holding (2.14.6, 12.3.1: 「[]でくくられている条件を満たした時」) — the
        # 「なら」 is part of the [condition], read at the event (``Program.flip_condition``), not
        # a condition of the effect after →, which 8.6.5 would read as it resolves
        event, state = node.condition.parts
        p = compile_ability(replace(node, condition=event), items)
        # the 「なら」 read as an automatic technique's over the same event (the surprise's mark
        # off: its effect after → has no condition of its own here)
        unmarked = tuple(
            lb for lb in node.labels if lb.keyword is None or lb.keyword.id != "surprise"
        )
        read = compile_ability(
            replace(
                node,
                keyword=None,
                labels=unmarked,
                condition=state,
                trigger=A.Trigger(event.clause),
            ),
            items,
        )
        if read.condition is None or p.condition is not None or read.trigger != p.trigger:
            raise _refuse("a surprise condition's 「なら」 of this kind")
        return replace(p, flip_condition=read.condition)
    # 「称号が<T>のカード」: the card whose title is T (shared ``fields``, ``VOCAB.field_values``)
    node = field_value_subjects(node, VOCAB)
    # 「Xに等しい枚数、あなたは引く」: 「あなたはXに等しい枚数引く」 (``_fronted_number``)
    node = _fronted_number(node) or node
    # 「A。この効果は、Xの時のみ有効。」: 「Xなら、A」 (8.3.3, ``_valid_sentence``)
    node = _valid_sentence(node) or node
    voided = _void_sentence(node)
    if voided is not None:
        # 「A。この効果は、Xの場合、無効。」 (8.3.2): A under 「Xでなければ」, the condition marked as
        # a void notation's (``_cond_clauses``: 8.3.1 / 8.3.2 cited where it is read)
        p = compile_ability(voided, items)
        if p.condition is None or p.condition[0] != "not":
            raise _refuse("「この効果は…場合、無効」 of this shape")
        return replace(p, condition=("not", p.condition[1], "void"))  # type: ignore[arg-type]
    names, attrs = header_of(node, "technique_name"), header_of(node, "technique_attribute")
    if names or attrs:
        # the header is the technique's information (2.12.2), not a part of its effect: the
        # rest is compiled as a technique without it, the names and attributes recorded
        node = replace(node, labels=tuple(lb for lb in node.labels if lb.kind not in HEADER_KINDS))
        return replace(compile_ability(node, items), names=names, attributes=attrs)
    costed = _costed_trigger(node)
    if costed is not None:
        # 「[領域][コスト]X時、Y」: an automatic technique with a cost (``_costed_trigger``) — the
        # reading the audit's point costed_trigger says is not settled: every ruling in which the
        # technique is in force says so (``Program.unsettled``)
        p = compile_ability(costed, items)
        if p.kind != "auto" or p.keyword is not None:
            raise _refuse("a technique with a cost and a trigger of this kind")
        return replace(p, unsettled=(*p.unsettled, "costed_trigger"))
    inner = _paren_effect(node) if node.effect is None and node.reminders else None
    if inner is not None:
        # 「[領域](…)」 with nothing outside the parentheses: read as 8.1.1.4's notation, the
        # reading the audit's point paren_effect says is not settled (2.14.2 would make it a
        # note): every ruling in which the ability is in force says so (``Program.unsettled``)
        p = compile_ability(inner, items)
        return replace(p, unsettled=(*p.unsettled, "paren_effect"))
    node = _rewrite(
        _cancel_condition(_this_in_area(shared.validity_condition(topic_before_condition(node))))
    )
    if node.effect is None and (node.cost is not None or node.trigger is not None):
        # 2.14.3 「技効果には何も書かれていない場合があります。その場合その技は何も起こしません」:
        # a technique with a cost or a trigger and nothing after it is used (its cost paid, put
        # in the resolution zone) and does nothing (``techniques._resolve`` says so)
        node = replace(node, effect=A.Effect(sentences=()))
    elif node.effect is None and node.labels and not node.reminders:
        # 「【名】《属性》[リング]」 and nothing more: no cost, no trigger, no effect — a technique
        # that does nothing (2.14.3), in force on its [領域] with no effect (8.1.1.4's form)
        node = replace(node, effect=A.Effect(sentences=()))
    sents = node.effect.sentences if node.effect is not None else ()
    only = shared.use_only_in(sents[-1]) if len(sents) > 1 else None
    if only is not None:
        # 「この技は（あなたの）アビリティフェイズにのみ使える」 on an activated technique: the time
        # 6.6.1.2 already gives it (the turn player's ability phase) — the sentence restates it;
        # another time (a step of the attack, the opponent's phase) would let it be used where
        # the rules do not (1.3.1) or restrict an automatic one: refused
        rest = replace(node, effect=replace(node.effect, sentences=sents[:-1]))
        p = compile_ability(rest, items)
        if only not in (("you", "ability_phase"), ("", "ability_phase")) or p.kind != "activated":
            raise _refuse("a technique used only at a time other than its own ability phase")
        return p
    limit = shared.use_limit(sents[-1]) if len(sents) > 1 else None
    per = "turn"
    if limit is None and len(sents) > 1:
        # 「この技は1ゲームに1回まで使える」: the same limit counted over the game (8.12)
        limit, per = shared.game_use_limit(sents[-1]), "game"
    if limit is not None:
        rest = replace(node, effect=replace(node.effect, sentences=sents[:-1]))
        p = _compile(rest, items)
        if p.kind not in ("auto", "activated"):
            raise _refuse("a limit of uses on a technique that is neither automatic nor activated")
        return replace(p, limit=limit, limit_per=per)
    return _compile(node, items)


def compile_technique(node: Any, items: tuple[Any, ...] = ()) -> Program:
    """``compile_ability`` as the engine registers it: a technique whose text says 「捨てる」
    rests on the audit's point discard_zone (the document never defines the word; 3.6.1 names
    the waiting room as the zone of the hand cards an effect requires to be put there, the
    reading ``_vocab`` gives it) — every ruling in which it is in force says so."""
    p = compile_ability(node, items)
    said = (node, *items)
    if any(isinstance(n, A.Action) and n.verb == "discard" for x in said for n in A.walk(x)):
        p = replace(p, unsettled=(*p.unsettled, "discard_zone"))
    if _reads_damaged_ring(p.condition) or any(_reads_damaged_ring(o.cond) for o in p.ops):
        # 「（相手|あなた）のリングのカードがこのターン中にダメージを受けていたなら」: read of the card
        # there now — the audit's point damaged_ring_card (any card that was there this turn?)
        p = replace(p, unsettled=(*p.unsettled, "damaged_ring_card"))
    return p


def _reads_damaged_ring(c: Any) -> bool:
    """Whether a condition (nested anyhow) reads the damage history of a ring card."""
    if not isinstance(c, tuple) or not c:
        return False
    if c[0] == "turn_damaged":
        return c[1] in ("your_ring", "opp_ring")
    return any(_reads_damaged_ring(x) for x in c if isinstance(x, tuple))


def _conds_of(c: Any) -> list[Any]:
    """A condition tuple and the ones it joins (``and`` / ``or`` / ``not``)."""
    if not isinstance(c, tuple) or not c:
        return []
    if c[0] == "not":
        return [c, *_conds_of(c[1])]
    if c[0] in ("and", "or"):
        return [c, *(x for part in c[1] for x in _conds_of(part))]
    return [c]


# the triggers at the end of an attack (7.1.6.1), where 「…置かれていたなら」 reads the attack's
ATTACK_END_TRIGGERS = ("end:attack", "end:self_attack", "end:partner_attack")


def _with_modes(ops: tuple[Op, ...]) -> tuple[Op, ...]:
    """``ops`` and the steps of every effect a choice among them may run (``modes``, 8.13.3)."""
    out: list[Op] = []
    for o in ops:
        out.append(o)
        if o.kind == "modes":
            for _text, sub in o.value:
                out.extend(_with_modes(tuple(sub)))
    return tuple(out)


def _compile(node: Any, items: tuple[Any, ...] = ()) -> Program:
    made = _compile_program(node, items)
    # what is checked of a technique's steps is checked of a chosen effect's too (8.13.3)
    prog = replace(made, ops=_with_modes(made.ops))
    conds = [prog.condition, *(o.cond for o in prog.ops)]
    if any(x[0] == "attack_moved" for c in conds for x in _conds_of(c)) and (
        prog.trigger not in ATTACK_END_TRIGGERS
    ):
        # 「…置かれていたなら」 with no time: what happened in the attack, read only at its end
        raise _refuse("a card put earlier, read other than at the end of an attack")
    if prog.kind != "continuous" and any(
        o.kind == "stat"
        and o.who in FIELD_GROUPS
        and (
            getattr(o, "set_to", False)
            or getattr(o, "times", ())
            or o.count_of
            or o.attributes
            or o.info
            or o.states
            # 「あなたの他のベンチのカードを+A/+B」: its own card left out (``_static_reach``)
            or o.other
        )
        for o in prog.ops
    ):
        # 「（あなた|相手）の（ベンチ|フィールド）の…カード（すべて）を+A/+B」 narrowed by an
        # attribute, information or a state, or by a value: read only as a continuous technique's
        # effect on those cards while it is in force (8.1.1.4, ``_static_reach``); with no
        # narrowing it runs (``techniques._zone_cards_stat``, the audit's zone_cards_unchosen)
        raise _refuse(
            "a one-shot stat change of every bench / field card of a kind, by a count or a set"
        )
    if prog.kind != "continuous" and any(o.kind == "stat" and o.stats for o in prog.ops):
        # 「攻撃力が2000以下のあなたのリングのカードを+0/+1000する」 in a one-shot technique: the
        # filter is read only on a continuous technique's reach (``_static_reach``, 8.9.1.7)
        raise _refuse("a one-shot stat change of a card filtered by its AP / DP / level")
    if prog.kind != "continuous" and any(
        o.kind == "attack_damage" and o.value_of for o in prog.ops
    ):
        # 「このアタックのダメージは、Xの攻撃力と同じ値になる」 in a one-shot technique: whether the
        # value is X's as the technique resolves or as the damage is dealt (7.1.5.3) is not read
        raise _refuse("a one-shot 「アタックのダメージは…の値になる」 (when the value is read)")
    if prog.kind != "continuous" and any(
        o.kind == "stat" and o.set_to and o.who not in ("this", "chosen", "your_ring", "opp_ring")
        for o in prog.ops
    ):
        # 「あなたのリングのカードの攻撃力をNにする」 with no 「選び」 in a one-shot technique: which
        # card it lasts on (the ring or the card there, the audit's ring_card_unchosen) is not
        # read for a set yet
        raise _refuse(
            "a one-shot value set of a card other than this card or one field card chosen"
        )
    if prog.kind != "continuous" and any(
        o.kind == "no_partner_block" and o.who == "this_attack" and o.until != "attack"
        for o in prog.ops
    ):
        # 「（このターン中、）このカードのアタックはパートナーブロックされない」 as a one-shot's:
        # which attack it reaches past the one in progress (the card may leave the ring, another
        # attack) is not read
        raise _refuse(
            "a one-shot 「このカードのアタックはパートナーブロックされない」 for a period other "
            "than the attack in progress"
        )
    if prog.kind == "continuous" and any(o.until == "turn" for o in prog.ops):
        # a continuous technique is in force while its card is in its [領域] (8.1.1.4): a period
        # of a turn printed on it is not read
        raise _refuse("a continuous technique lasting a turn")
    if any(o.kind == "reveal_cost" for o in prog.cost) and prog.areas != ("hand",):
        # 3.1.6 shows a hidden card; a card of a public zone (2.14.4's other [領域]) is seen
        raise _refuse("a reveal cost of a card outside the hand")
    if prog.kind != "continuous" and any(
        (o.attributes or o.info) and o.kind not in ("choose", *TECHNIQUE_USES) for o in prog.ops
    ):
        # a one-shot change reaches the ring itself (8.9.1.6), not a card of it one may test (a
        # choice's filter is read on the cards it chooses among, as they are chosen; the cards
        # whose technique 「使う」 puts in the resolution zone, 8.13.2, as it is done)
        raise _refuse(
            "a technique attribute 《X》 / 「称号に“X”を含む」 in a technique other than a "
            "continuous one"
        )
    return made


def _state_trigger(node: Any) -> str | None:
    """「（あなた|相手）の（手札|山札|控え室|リタイヤ置場）にカードが（ない|ある）時、」: a state
    trigger (8.6.9: 「特定の条件が満たされていることを誘発条件としている場合」, its example
    「あなたの手札にカードがない時、～」) — ``state:<you|opponent>:<zone>:<none|some>``; None for
    any other trigger (the shared reader reads those)."""
    t = node.trigger
    if getattr(node.kind, "value", node.kind) != "auto":
        return None
    cnd = node.condition
    if t is None and cnd is not None and getattr(cnd, "marker", None) == "surprise":
        # 「{surprise}[あなたのリタイヤが5枚以上]→」: the [condition] to turn it face up is a
        # trigger condition (8.1.1.2.2), here a state one (8.6.9) — 「…の時」 unwritten
        return _state_count(cnd.clause)
    if t is None:
        return None
    ev = t.event
    c = when_clause(ev)
    if c is None:
        return None
    counted = _state_count(c)
    if counted is not None:
        return counted
    # the shared reader of 「…にカードが（ない|ある）時」 (``ruling.cardtext.triggers.state_clause``)
    got = state_clause(ev)
    if got is None:
        return None
    who, word, some = got
    zone = VOCAB.zones.get(word, word)
    if zone not in STATE_ZONES:
        return None
    return f"state:{who}:{zone}:{'some' if some else 'none'}"


# the zones a state trigger may name (8.6.9): the player's piles
STATE_ZONES = ("hand", "deck", "waiting", "retire", "bench")


def _state_count(c: Any) -> str | None:
    """「（あなた|相手）の（手札|山札|…）がN枚（以下|以上）の時、」: a state trigger on the number of
    cards of a player's pile (8.6.9, a state, not an event) — ``state:<who>:<zone>:<how>``, ``how``
    ``none`` (0枚), ``some`` (1枚以上), else ``<eq|le|ge|lt>N``. None for any other clause (a
    surprise's [condition] may be a timing point, 「[相手のアタックフェイズの開始時]」: no state)."""
    if not isinstance(c, A.Action):
        return None
    placed = _state_count_in_zone(c)
    if placed is not None:
        subj, pred = placed
    else:
        if c.verb != "be" or c.form is not A.Form.NOMINAL or c.amount:
            return None
        args = roles_exactly(c, A.Role.SUBJECT, A.Role.PREDICATE)
        if args is None:
            return None
        subj, pred = args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
    if (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 3
        and isinstance(subj.terms[2], A.CardKind)
        and subj.terms[2].id == "card"
    ):
        # 「あなたの控え室のカードがN枚以上の時」: the pile's cards, as 「あなたの控え室がN枚以上」
        subj = A.NounPhrase(subj.terms[:2], subj.links[:1])
    if (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 2
        and isinstance(subj.terms[0], A.Owner)
        and subj.terms[1] == A.CardKind("retired")
    ):
        # 「あなたのリタイヤがN枚以上」: the cards of the player's retire zone (3.5.1)
        subj = A.NounPhrase((subj.terms[0], A.Zone("retire_area")), subj.links)
    if not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 2
        and isinstance(subj.terms[0], A.Owner)
        and isinstance(subj.terms[1], A.Zone)
        and isinstance(pred, A.NounPhrase)
        and len(pred.terms) == 1
        and isinstance(pred.terms[0], A.Count)
    ):
        return None
    count = pred.terms[0]
    cmp = CMP.get(count.bound)
    if (
        count.unit != "card"
        or cmp is None
        or count.least is not None
        or count.number is None
        or count.number.variable is not None
    ):
        return None
    who, n = subj.terms[0].who, int(count.number.value)
    zone = VOCAB.zones.get(subj.terms[1].id, subj.terms[1].id)
    if who not in ("you", "opponent") or zone not in STATE_ZONES:
        return None
    how = {("eq", 0): "none", ("le", 0): "none", ("ge", 1): "some"}.get((cmp, n), f"{cmp}{n}")
    return f"state:{who}:{zone}:{how}"


def _state_count_in_zone(c: A.Action) -> tuple[Any, Any] | None:
    """「（あなた|相手）の<zone>にカードがN枚以上ある時」: the number of cards in a player's pile
    written with 「ある」 (8.6.9) — the pile and the count, as 「<zone>がN枚以上の時」 reads them
    (``_state_count``). None for any other clause (「…にカードが（ない|ある）時」 with no count is
    the shared ``state_clause``'s)."""
    if c.verb != "exist_thing" or c.form is not A.Form.FINAL or c.amount:
        return None
    args = roles_exactly(c, A.Role.GOAL, A.Role.SUBJECT, A.Role.NONE)
    if args is None:
        return None
    goal, subj, count = args[A.Role.GOAL], args[A.Role.SUBJECT], args[A.Role.NONE]
    if not (
        isinstance(subj, A.NounPhrase)
        and subj.terms == (A.CardKind("card"),)
        and isinstance(goal, A.NounPhrase)
        and isinstance(count, A.NounPhrase)
    ):
        return None
    return goal, count


def _techniques_effect(b: Any) -> Any:
    """「Xの技の効果は無効になる」 / 「Xの技の効果を無効にする」 read as 「Xの技は無効になる」: 8.3.2 says
    what a void effect is (「その部分は能力としては存在しますが、効果が発生することはありません」), which
    is what a void technique is here (``void_of``: it exists, triggers and resolves, no effect of
    it arises, no choice it asks for is made) — the step with the trailing 「の効果」 dropped; ``b``
    as it is otherwise."""
    if not isinstance(b, A.Action):
        return b
    tail = (A.CardKind("technique"), A.CardKind("effect"))
    args = []
    for a in b.args:
        np = a.value
        if (
            a.role in (A.Role.TOPIC, A.Role.OBJECT)
            and isinstance(np, A.NounPhrase)
            and len(np.terms) > 2
            and np.terms[-2:] == tail
            and np.links[-1] == "の"
        ):
            a = replace(a, value=A.NounPhrase(np.terms[:-1], np.links[:-1]))
        args.append(a)
    return replace(b, args=tuple(args))


def _void_program(node: Any, v: Any) -> Program | None:
    """「[リング]相手のリングのカードの技は無効になる。」 (8.3.1): a continuous technique making the
    techniques of the cards it names void while it is in force (8.1.1.4) — they exist, but no
    effect of them arises and no choice they ask for is made (8.3.2; ``void_of`` /
    ``techniques._resolve``). The shared reading (``ruling.cardtext.void``) says what is void; the
    holder is this card or the cards of a player's ring / bench / field. Refused: a technique
    made valid (8.3.3), a condition, a holder described further (a state, a name). An effect's
    void (a trigger, a cost, a period) is the one-shot reading's (``_void_once_hook``)."""
    from ruling.cardtext.abilities import labels
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.void import read_void

    sents = node.effect.sentences if node.effect is not None else ()
    steps = [st for s in sents for st in s.steps]
    if len(steps) != 1 or not isinstance(steps[0].body, A.Action):
        return None
    voided = read_void(_techniques_effect(steps[0].body))
    if voided is None:
        return None
    if voided.valid:
        raise _refuse("a technique made valid (8.3.3: void while its condition is not met)")
    if voided.made or voided.time is not None or node.trigger is not None or node.cost is not None:
        return None  # an effect's void, for its period: ``_void_once_hook``
    if (
        node.trigger is not None
        or node.cost is not None
        or node.condition is not None
        or steps[0].condition is not None
        or steps[0].lead is not None
    ):
        raise _refuse("a technique made void by an effect, for a time or under a condition")
    h = labels(node.labels, v)
    if not h.zones or h.keyword is not None:
        raise _refuse("a technique made void by a technique with no [領域]")
    t = sel(voided.holder, v)
    if t.ref == "this" and t == type(t)(ref="this"):
        who, zones = "this", ()
    elif (
        t.ref is None
        and t.owner in ("you", "opponent")
        and t.kinds in ((), ("card",))
        and (t.zones or t.states)
        and set(t.states) <= {"rest", "stand", "reverse"}
        and type(t)(owner=t.owner, zones=t.zones, kinds=t.kinds, states=t.states) == t
    ):
        who = t.owner
        # 「ベンチ」: each bench frame (3.3.3); 「フィールド」: the ring and the bench (3.3.1);
        # none named with a state (「相手のリバースしているカード」): wherever a card has one, the
        # field and the energy zone (4.9.1)
        spread = {"bench": BENCH_ZONES, "field": FIELD_ZONES}
        zones = tuple(
            z for zone in t.zones or ("field", "energy") for z in spread.get(zone, (zone,))
        )
        if not set(zones) <= {*FIELD_ZONES, "energy"} or (t.zones and "energy" in zones):
            raise _refuse("techniques made void of cards outside the field")
    else:
        raise _refuse("techniques made void of cards described further")
    return Program(
        "continuous",
        None,
        tuple(h.zones),
        None,
        (),
        (Op("void", who, value=zones, states=tuple(t.states)),),
    )


def void_of(ctx: Ctx, uid: str) -> tuple[str, str] | None:
    """The continuous technique in force that makes the techniques of card ``uid`` void
    (``_void_program``, 8.3.1): (its card, its text), or None. A technique whose card is the one
    it makes void is read too (「このカードの技は無効になる」 — itself among them: it stays in
    force, the rules saying nothing of a void that voids itself)."""
    at = ctx.where(uid)
    if at is None:
        return None
    for e in ctx.state.effects:
        if e.target == uid and e.stat == "void":
            # made void by an effect for its period (``void_once``): the card whose technique
            # made it so, and that card's text
            src = ctx.card(str(e.value))
            return str(e.value), (src.text or "") if src is not None else e.source
    holder, where = at
    for p in ctx.state.players:
        zones = tuple(ctx.state.players[p].zones)
        for c, i, prog in _in_force(ctx, p, zones, face_up_only=True, voids=False):
            for op in prog.ops:
                if op.kind != "void":
                    continue
                if op.who == "this":
                    hit = c.uid == uid
                else:
                    owner = p if op.who == "you" else _other(ctx, p)
                    hit = holder == owner and where in op.value
                    card = ctx.card(uid)
                    if hit and op.states and card is not None:
                        # 「リバースしている / レストしている」: only while in that state (4.9.1)
                        hit = card.orientation in op.states
                if hit:
                    return c.uid, abilities_of("vs", c)[i].text
    return None


def _other(ctx: Ctx, player: str) -> str:
    return next(q for q in ctx.state.players if q != player)


# the shared triggers of a partner attack (7.1.3.2.2, 7.1.3.2.3): 「…がパートナーアタック（され）た時」
PARTNER_ATTACK_EVENTS = ("partner_attack", "partner_attacked")


def _partner_attack_span(p: Any, steps: Any) -> Any:
    """「（この|その）パートナーアタック中」 (``until`` ``partner_attack``): in a technique triggered
    by a partner attack (「…がパートナーアタックした時」, 7.1.3.2.3) the attack in progress is that
    partner attack (7.1.3.2.2), so the span is the attack sub-phase's, 「このアタック中」 (7.1.1);
    anywhere else which attack it names is not read (refused)."""
    if not any(getattr(s, "until", None) == "partner_attack" for s in steps):
        return steps
    if p.trigger is None or getattr(p.trigger, "event", None) not in PARTNER_ATTACK_EVENTS:
        raise _refuse("「このパートナーアタック中」 outside a partner attack's trigger")
    return [
        replace(s, until="attack") if getattr(s, "until", None) == "partner_attack" else s
        for s in steps
    ]


def _mentions(c: Any, who: str) -> bool:
    """Whether the condition ``c`` (through 「…でないなら」 / 「Aで、Bなら」) reads the card
    ``who`` (its second item)."""
    if not isinstance(c, tuple) or not c:
        return False
    if c[0] == "not":
        return _mentions(c[1], who)
    if c[0] in ("and", "or"):
        return any(_mentions(x, who) for x in c[1])
    return len(c) > 1 and c[1] == who


def _swap_card(c: Any, old: str, new: str) -> Any:
    """``c`` with the card ``old`` it reads (its second item) read as ``new``."""
    if c[0] == "not":
        return ("not", _swap_card(c[1], old, new), *c[2:])
    if c[0] in ("and", "or"):
        return (c[0], tuple(_swap_card(x, old, new) for x in c[1]))
    return (c[0], new, *c[2:]) if c[1] == old else c


def _event_card_condition(trig: str | None, cond: Any, ops: list[Op]) -> tuple[Any, list[Op]]:
    """「（相手の）ベンチのカードが控え室に置かれた時、そのカードの攻撃力が3000以上なら、…」: the
    condition opening the effect reads 「そのカード」, the card of the trigger's event — of a
    zone-move trigger (8.6.6) the card that moved (``moved``), read by ``techniques._holds``
    with its information as it was on the field when it moved from there (8.7.1, 8.7.1.2).
    A 「その」 condition of another trigger, or on a later step (where 「その」 may be a card a
    step named, 8.1.1.5), is refused."""
    if _mentions(cond, "that") and trig in ATTACKER_TRIGGERS:
        # 「（あなたの|相手の）リングのカードがアタックした時、そのカードが…なら」: the card of the
        # event, the ring card attacking (7.1.3.2, 4.14.1), as the condition is read (8.6.5)
        cond = _swap_card(cond, "that", "attacker")
    if _mentions(cond, "that"):
        if not (trig or "").startswith("moved:"):
            raise _refuse("a value condition on a card other than this card or a ring card")
        cond = _swap_card(cond, "that", "moved")
    if any(_mentions(o.cond, "that") for o in ops):
        raise _refuse("a value condition on a card other than this card or a ring card")
    return cond, ops


def _compile_program(node: Any, items: tuple[Any, ...] = ()) -> Program:
    got = _replacement(node, VOCAB) or _void_program(node, VOCAB) or _prohibition(node, VOCAB)
    if got is not None:
        if items:
            raise _refuse("list items after a technique of this kind")
        return got
    state = _state_trigger(node)
    if state is not None:
        # 8.6.9: the shared reader reads the rest as an automatic ability's text with no event
        # (a surprise's state [condition] taken off as its event is, 12.3.1)
        node = replace(
            node,
            trigger=None,
            kind=A.AbilityKind.EVENT,
            condition=None if node.trigger is None else node.condition,
        )
    p = shared.compile_ability(node, VOCAB, items, render=_item_text)
    if state is not None:
        p = replace(p, kind="auto")
    keyword = p.keyword
    cost: tuple[Op, ...] = ()
    for it in p.cost:
        if it.what == "act" and it.verb == "rest":
            # 「このカードをレストする」: the card itself, standing (4.9.1.2)
            this = it.sel is not None and it.sel.ref == "this" and not (it.dest or it.pos)
            other = None if this else _state_cost(it, "rest")
            cost += (Op("rest", "this"),) if this else (other,) if other else (_rest_all(it),)
            continue
        if it.what == "act" and it.verb == "reverse":
            # 「このカードをリバースする」: the card itself put in the reverse state — as the rest
            # cost, only a standing card can be (4.9.1.3 「コストの支払いでスタンド状態でない
            # カードをリバースする事はできません」); ``rest`` with the state it goes to
            this = it.sel is not None and it.sel.ref == "this" and not (it.dest or it.pos)
            other = None if this else _state_cost(it, "reverse")
            if not this and other is None:
                raise _refuse("a reverse cost of a card other than this card")
            cost += (Op("rest", "this", value="reverse"),) if this else (other,)  # type: ignore[assignment]
            continue
        if (
            it.what == "act"
            and it.verb == "reveal"
            and it.sel is not None
            and it.sel.ref == "this"
            and not (it.dest or it.pos or it.face)
        ):
            # 「[手札][このカードを公開する / 相手に見せる]」: the card shown as the cost is paid
            # (3.1.6: at 8.5.1.3.2), staying where it is (3.1.8) — a hidden zone's card only (the
            # hand's, 3.7.2); in a public zone there is nothing to show
            cost += (Op("reveal_cost", "this"),)
            continue
        if it.what == "energy":
            # a payment of N energy (``Vocab.cost_words``): N standing energy cards of the payer
            # rested (4.16.1, 4.16.2), as 「エネルギーをN枚レストする」
            cost += (Op("rest_energy", "your_energy", it.n),)
            continue
        hand = _hand_cost(it) or _hand_reveal_cost(it)
        if hand is not None:
            cost += (hand,)
            continue
        # 「このカードを（自分の）控え室 / リタイヤ置場に置く」 (2.14.5), 「このカードを手札に戻す」:
        # the card itself moved to that zone of its owner's as the cost is paid (8.5.1.3.2) —
        # the technique keeps what the card was (3.8.6); 「このカードを山札の（上|下）に置く」: its
        # owner's deck, at the end printed (3.2.5: on top unless said)
        if it.what != "act" or it.verb != "move" or it.sel is None or it.sel.ref != "this":
            raise _refuse(
                "a cost other than 「このカードを控え室 / リタイヤ置場 / 手札 / 山札に置く」"
            )
        if it.dest not in ("waiting", "retire", "hand", "deck") or (
            it.pos if it.dest != "deck" else it.pos not in ("", None, "top", "bottom")
        ):
            raise _refuse(
                "a cost other than 「このカードを控え室 / リタイヤ置場 / 手札 / 山札に置く」"
            )
        cost += (Op("put", "this", value=it.dest, pos=it.pos or ""),)
    steps, turn = _whose_turn(p)
    steps = _partner_attack_span(p, steps)
    ops = _ops(steps)
    if any(o.who == "ring" for o in ops) and (
        p.kind not in ("auto", "activated", "event") or any(o.count_of for o in ops)
    ):
        # the ring card of no player named is read as a one-shot step (``techniques._run_ops``);
        # a continuous technique's or a count's is not
        raise _refuse("what the noun phrase (ring card) names")
    for i, o in enumerate(ops):
        if (
            o.kind == "look"
            and o.value == "up_to"
            and i + 1 < len(ops)
            and not _looked_then_chosen(ops[i + 1 :])
            and not _looked_then_rest(ops[i + 1 :])
            and not _looked_then_reordered(o, ops[i + 1 :])
        ):
            # a look up to N with steps after it: how many were seen is the player's choice
            # (4.11.3); a choice among them then reads those seen, other steps about them (a put
            # back of N) are not read for it
            raise _refuse("a look up to N followed by other steps")
        if (
            o.kind == "look"
            # the looker's own deck (the master's, or the opponent's when it looks, ``by``)
            and o.who == ("opp" if o.by == "opponent" else "you")
            and i + 1 < len(ops)
            # (a reveal of the card looked at, 3.1.8, moves nothing: the step after it is read)
            and _past_values(_past_reveal(ops[i + 1 :]))[0].kind
            not in ("reorder", "place_looked", "put_looked")
            and not _looked_then_rest(ops[i + 1 :])
            and not _looked_then_chosen(ops[i + 1 :])
            and any(_reads_looked(x) for x in ops[i + 1 :])
        ):
            # the deck's top cards looked at and left with more steps after: which they are is
            # branched on when the deck is shuffled, and a later step would not know them (not
            # run). A look as the technique's last step (「あなたは自分の山札を上から2枚見る。」,
            # 4.11.2): the player sees them and they stay where they are — no later step needs
            # them (as CO's last-step look, ``_co.cardtext``)
            raise _refuse("a look at the deck's top cards not followed by putting them back")
    cond = _condition(p.cond)
    if turn is not None:
        if cond is not None:
            raise _refuse("「（あなた|相手）のターン中、」 with another condition")
        cond = turn
    if p.kind == "continuous" and any(o.cond is not None for o in ops):
        # a condition the shared reader gave the steps (「A。この効果は、Xの時のみ有効。」, 8.3.3):
        # a continuous technique's effect is in force while it holds (8.3.3, read as any
        # condition of a continuous technique is) — the technique's condition when every step
        # has it and there is no other; else refused (never a condition dropped)
        step_conds = {o.cond for o in ops}
        if cond is not None or len(step_conds) != 1 or None in step_conds:
            raise _refuse("a continuous technique with a condition on some of its steps")
        cond = next(iter(step_conds))
        ops = [replace(o, cond=None) for o in ops]
    if cond is not None and (
        p.kind not in ("auto", "activated", "continuous")
        # an entry spark is an automatic technique (12.2.1): its 「…なら」 is checked as it
        # resolves (8.6.5), as any automatic technique's
        or keyword not in (None, "entry_spark")
    ):
        raise _refuse(
            "a condition on a technique other than an automatic / activated / continuous one"
        )
    # the condition opens the first sentence; later sentences may or may not be under it (8.6.5)
    sentences = [o.sentence for o in p.steps]
    scope = (
        sentences.count(sentences[0])
        if cond is not None and sentences and len(set(sentences)) > 1
        else None
    )
    areas = p.zones

    def _plain(c: Any) -> list[Any]:
        # the conditions read, through 「…でないなら」 and 「Aで、Bなら」 / 「AかBなら」
        if c is None:
            return []
        if c[0] == "not":
            return _plain(c[1])
        if c[0] in ("and", "or"):
            return [y for x in c[1] for y in _plain(x)]
        return [c]

    if any(x[0] == "match" and x[4] for x in _plain(cond)) and (
        not areas or set(areas) - set(BENCH_ZONES)
    ):
        # 「このカードがレスト / スタンド状態なら」: 4.9.1 gives the states to bench and energy
        # cards only — of a card whose technique works elsewhere (the ring) it is not defined
        raise _refuse("a state of this card outside the bench (4.9.1: bench and energy cards only)")
    if any(o.kind == "rest" and o.who == "this" for o in ops) and (
        not areas or set(areas) - set(BENCH_ZONES)
    ):
        # 4.9.1 gives the rest state to bench and energy cards only
        raise _refuse("a rest of this card outside the bench (4.9.1: bench and energy cards only)")
    trig = state or _trigger(p.trigger)
    for x in _plain(cond):
        if x[0] == "attacks_this_turn" and "upto" in x[5:]:
            # 「このカードがアタックした時、このターンにこのカードがアタックしたのが2回目なら」: the
            # attack that triggers is already recorded (7.1.3.2) and no other is made before the
            # technique resolves in that attack (7.1.3 - 7.1.6), so this turn's attacks counted
            # as it resolves are those up to and with it — the trigger must be that attack
            upto_trig = {
                ("this", False): "self_attacks",
                ("you", False): "your_attacks",
                ("this", True): "self_attacked",
                ("you", True): "ring_attacked",
            }.get((x[1], "attacked" in x[5:]))
            if x[2] != "any" or trig != upto_trig:
                raise _refuse("the N-th attack this turn, with a trigger other than that attack")
    if any(x[0] == "attacks_this_turn" and "upto" not in x[5:] for x in _plain(cond)) and any(
        w in (trig or "") for w in ("attack", "support")
    ):
        # 「このカードがアタックした時、このカードがこのターンにすでにアタックしているなら」: read
        # as the attack in progress triggers, whether that attack (already recorded, 7.1.3.2) is
        # among those counted turns on 「すでに」, a word the grammar does not keep
        raise _refuse("whether the attack in progress counts among this turn's attacks")
    cond, ops = _event_card_condition(trig, cond, ops)
    target = (
        _supported_filter(p.trigger)
        if trig == "self_supports"
        else _moved_filter(p.trigger)
        if (trig or "").startswith("moved:")
        else None
    )
    if target is not None and any(o.who == "that" for o in ops):
        # 「このカードが<X>をサポートした時、…そのカードを…」: the card supported, the ring card
        # attacking (4.14.1)
        ops = [replace(o, who="attacker") if o.who == "that" else o for o in ops]
    named = (
        cond[1]
        if cond is not None
        and cond[0] in ("match", "stat")
        and cond[1] in ("your_ring", "opp_ring")
        and scope is None
        else None
    )
    if named is not None and any(o.who == "that" for o in ops):
        # 「あなたのリングのカードが♠なら、（このアタック中、）そのカードを…」: the card the
        # condition just named (the nearest card before 「その」), the ring card there
        ops = [replace(o, who=named) if o.who == "that" else o for o in ops]
    if (
        any(o.who == "that" for o in ops)
        and trig in ATTACKED_TRIGGERS
        and all(o.kind == "stat" for o in ops if o.who == "that")
    ):
        # 「（あなたのリングの|この）カードがアタックされた時、…そのカードは+A/+B」: the card of the
        # event — the ring card attacked (4.14.1, 7.1.3.2), as the step is done
        ops = [replace(o, who="attacked") if o.who == "that" else o for o in ops]
    if trig in SUPPORTER_TRIGGERS and any(
        o.who == "that" and o.kind in ("rest", "stand") for o in ops
    ):
        # 「（相手の|あなたの）カードがサポートした時、そのカードを（レスト|スタンド）する」: the card
        # of the event — the bench card that supported (7.1.3.1, 7.1.3.2.3), as the step is done
        # (``_supporter``: while it is still on the bench; a state is a field card's, 4.9.1)
        ops = [replace(o, who="supporter") if o.who == "that" else o for o in ops]
    if any(o.who == "that" and o.kind in ("rest", "stand") for o in ops):
        raise _refuse(
            "「そのカードを（レスト|スタンド）する」 with no supporting card of the event"
        )
    if any(o.who == "that" for o in ops):
        # 「（相手の）カードがアタックした時、そのカードを…」: the card of the event — the ring
        # card attacking (7.1.3.2, 4.14.1); of another trigger refused
        if trig not in ATTACKER_TRIGGERS:
            raise _refuse("「そのカード」 with no attacking card of the trigger's event")
        ops = [replace(o, who="attacker") if o.who == "that" else o for o in ops]
    if any(o.kind == "attack_damage" and o.value == "that" for o in ops):
        # 「そのアタックのダメージは…」: the attack of the trigger's event — an attack, a
        # partner attack or its support (7.1.3.1, 7.1.3.2): the attack in progress as it resolves
        if trig not in (*ATTACKER_TRIGGERS, *OPPONENT_ATTACK_TRIGGERS, *SUPPORT_EVENT_TRIGGERS):
            raise _refuse("「そのアタック」 with no attack of the trigger's event")
        ops = [replace(o, value=None) if o.kind == "attack_damage" else o for o in ops]
    if any(o.who == "opp_attacker" for o in ops):
        # 「相手のアタックしたカード」: in a trigger of the opponent's attack (「このカードがアタック
        # された時」 / 「相手のカードがアタックした時」 …) the attacking card (7.1.3.2, 4.14.1)
        if trig not in OPPONENT_ATTACK_TRIGGERS:
            raise _refuse("「相手のアタックしたカード」 outside a trigger of the opponent's attack")
        ops = [replace(o, who="attacker") if o.who == "opp_attacker" else o for o in ops]
    if keyword == "entry_spark":
        # 「このカードが（山札から）リングに置かれた時、…{spark}」: the icon on the right of the
        # effect (12.2.1) says the ability triggers when the rules move its card from the deck's
        # top to the ring (8.1.1.3.3); the trigger printed beside it names a move that includes
        # that one (this card put in the ring, from the deck or from no zone named), so the
        # ability is the entry spark. A printed trigger naming any other event (another zone
        # moved from, another card, another action) is not one the icon's event can be.
        if trig is not None and not (
            trig == "self_put_ring"
            and p.trigger is not None
            and set(p.trigger.src) <= {"deck"}
            and p.trigger.by is None
        ):
            raise _refuse("an entry spark with a trigger")
        return Program("auto", keyword, areas, "entry_spark", cost, tuple(ops), cond, scope=scope)
    if keyword == "surprise":
        if (
            trig == "ring_attacked"
            and p.trigger is not None
            and p.trigger.subject is not None
            and p.trigger.subject.info_contains
        ):
            # the card attacked's description is read for an automatic technique's trigger
            # (``Program.trigger_info``), not for a surprise's condition
            raise _refuse("a surprise condition on a ring card so described")
        if trig not in SURPRISE_TRIGGERS + SURPRISE_EVENT_TRIGGERS and not (trig or "").startswith(
            "state:"
        ):
            # (a state [condition], 8.6.9: ``techniques._state_triggers``, read face down)
            raise _refuse(f"a surprise condition of this kind ({trig})")
        return Program(
            "auto", keyword, areas or ("surprise",), trig, cost, tuple(ops), cond, scope=scope
        )
    # a cancel's cost is paid as an activated technique's (``techniques.pay_cost``), but for
    # 「…をすべてレストする」: with no energy standing its payment is a reading the engine raises
    # only where an activated technique is used (``rest_all_with_none_standing``)
    if any(
        c.kind
        in (
            "rest_all",
            "rest_energy",
            "rest",
            "hand_cost",
            "hand_reveal_cost",
            "state_cost",
            "reveal_cost",
        )
        for c in cost
    ) and (
        keyword not in (None, "cancel")
        or p.kind not in ("activated", "auto")
        or (keyword == "cancel" and any(c.kind == "rest_all" for c in cost))
    ):
        raise _refuse("a rest cost on a technique other than an activated one")
    if (
        keyword == "cancel"
        and not ops
        and (node.effect is None or not node.effect.sentences)
        and not node.reminders
    ):
        # 「{cancel}[領域][コスト]」 with no effect printed after the cost: 12.1.1 says what the
        # icon does — one of the opponent's techniques in the resolution zone chosen and
        # cancelled (「それを無効化する事ができる能力を1つ選ぶ…この事を「キャンセルする」と呼び
        # ます」), the effect 「相手の技を1つ選び、キャンセルする」 spells out; the icon is the
        # effect, not a technique with nothing written (2.14.3)
        ops = [Op("choose", "opp_technique", 1), Op("cancel", "")]
    if keyword == "cancel":
        # 「相手の技を1つ選び、キャンセルする。」 first; steps after it (「あなたは1枚引く。」) are
        # done as the cancel resolves, by its master (``techniques._cancel_window``) — a choice
        # among them of the master's own cards (「あなたは自分のリタイヤを2枚選び、…置く。」)
        # too (8.5.4, 8.1.1.5); a second technique chosen or cancelled is refused
        if [o.kind for o in ops][:2] != ["choose", "cancel"] or any(
            o.kind == "cancel" or (o.kind == "choose" and o.who == "opp_technique") for o in ops[2:]
        ):
            raise _refuse("a cancel that does more than cancel one technique")
        return Program("activated", keyword, areas, None, cost, tuple(ops), cond, scope=scope)
    if p.kind == "auto":
        info = (
            tuple(p.trigger.subject.info_contains)
            if trig in ("your_supports", "your_attacks", "your_partner_attacks", "ring_attacked")
            and p.trigger is not None
            and p.trigger.subject is not None
            else ()
        )
        used_by = p.trigger.target if trig in ("self_used", "opp_used") and p.trigger else None
        return Program(
            "auto",
            None,
            areas,
            trig,
            cost,
            tuple(ops),
            cond,
            scope=scope,
            trigger_used=(
                tuple(used_by.traits),
                bool(used_by.but),
                tuple(used_by.names),
                tuple(used_by.zones),
            )
            if used_by
            else None,
            unsettled=("phase_end_timing",) if (trig or "").startswith("phase_end:") else (),
            unsettled_more=_phase_left(trig),
            trigger_info=info,
            trigger_attributes=(
                tuple(p.trigger.subject.traits)
                if trig
                in ("your_supports", "your_attacks", "your_partner_attacks", "ring_attacked")
                and p.trigger is not None
                and p.trigger.subject is not None
                else ()
            ),
            trigger_target=target,
            trigger_from=tuple(p.trigger.src)
            if trig
            in (
                "self_put_ring",
                "self_put_bench",
                "self_retired",
                "self_waiting",
                "self_energy",
                "self_played",
                "self_played:ring",
                "self_played:bench",
            )
            and p.trigger
            else (),
            trigger_by=p.trigger.by.owner or ""
            if p.trigger is not None and p.trigger.means in ("technique", "effect") and p.trigger.by
            else "",
        )
    if p.kind == "activated":
        if not cost:
            raise _refuse("an activated technique whose cost the grammar could not type")
        if any(o.kind == "cancel" or o.who == "opp_technique" for o in ops):
            raise _refuse("a cancel without the cancel mark")
        return Program("activated", None, areas, None, cost, tuple(ops), cond, scope=scope)
    if p.kind == "continuous":
        if (
            [o.kind for o in ops] == ["no_partner_block"]
            and ops[0].who == "this_attack"
            and areas != ("ring",)
        ):
            # the attack of this card is its ring card's (7.1.3.2): written for another [領域]
            raise _refuse("「このカードのアタックはパートナーブロックされない」 outside the ring")
        if [o.kind for o in ops] == ["no_partner_block"] and areas and not ops[0].until:
            # 「[領域]相手はパートナーブロックできない。」: while its card is in its [領域] (8.1.1.4;
            # with a 「なら」, while it holds, 8.3.3), a prohibition on that player (7.1.4.2,
            # ``prohibitions``)
            return Program("continuous", None, areas, None, (), tuple(ops), cond)
        if ops and all(o.kind == "damage_less" for o in ops) and areas:
            # 「[領域]…が受ける（アタックの）ダメージはN少なくなる。」: while its card is in its
            # [領域] (8.1.1.4; with a 「なら」, while it holds, 8.3.3), ``damage_lessening``
            return Program("continuous", None, areas, None, (), tuple(ops), cond)
        if [o.kind for o in ops] == ["attack_damage"] and areas:
            # 「[領域]アタックのダメージはaになる。」: while its card is in its [領域] (8.1.1.4),
            # the damage of every attack is replaced by a (8.2.1.3.3; ``replaced_damage``); with
            # a 「なら」, only while it holds (8.3.3: 「このカードのアタックがパートナーアタック
            # なら、このアタックのダメージは…」)
            return Program("continuous", None, areas, None, (), tuple(ops), cond)
        if not areas or any(o.kind != "stat" or o.who == "opp_technique" for o in ops):
            raise _refuse("a continuous technique other than 「[領域]…を+A/-B」")
        if any(o.until for o in ops):
            # in force while its card is in its [領域] (8.1.1.4): no period of its own
            raise _refuse("a continuous technique with a duration (「このアタック中」)")
        if any(o.who == "attacked" for o in ops):
            # 「アタックされたカード」 (4.14.1) is read as a step is done, not in the values a
            # continuous technique keeps (``_op``)
            raise _refuse("a continuous stat change of the card attacked (4.14.1)")
        if cond is not None and len(set(sentences)) > 1:
            raise _refuse("a condition on a continuous technique of more than one sentence")
        # 「…なら、…を+A/-B」: in force only while the condition holds (8.3.3)
        return Program("continuous", None, areas, None, (), tuple(ops), cond)
    raise _refuse(f"an ability of kind {p.kind} (a card text without [領域])")


def attack_is_of(
    ctx: Ctx,
    of: str | None,
    master: str,
    uid: str,
    attacker: str | None,
    attacked: str | None = None,
) -> bool:
    """Whether the attack in progress, made by ``attacker`` (7.1.3.2: a ring card), is the one
    「Xのアタック」 names: ``this`` — this card's (``uid``); ``your_ring`` / ``opp_ring`` — the
    ring card's of the master / its opponent; ``to_this`` (「このカードが受けるアタック」) — one
    whose attacked card (4.14.1, ``attacked``) is this card; None (「アタックのダメージ」 /
    「このアタック」) — any attack in progress."""
    if of is None or of == "that":
        return True
    if of == "to_this":
        return attacked is not None and attacked == uid
    if attacker is None:
        return False
    if of == "this":
        return attacker == uid
    card = ctx.card(attacker)
    owner = getattr(card, "owner", None)
    return (owner == master) == (of == "your_ring")


def continuous_attack_damage(ctx: Ctx) -> list[tuple[int, str, str, tuple[str, ...]]]:
    """The continuous techniques in force (8.1.1.4) 「アタックのダメージはaになる」: (a, the card's
    uid, the text, the clauses of its condition) each (8.2.1.3.3); one under a 「なら」 only while
    the condition holds (8.3.3)."""
    from ruling.games._vs.common import zone_of
    from ruling.games._vs.techniques import _attacked, _attacker, _cond_clauses

    out: list[tuple[int, str, str, tuple[str, ...]]] = []
    for p in ctx.state.players:
        for z in WORK_ZONES:
            for src in ctx.zone(p, z):
                if not src.text:
                    continue
                for i, prog in programs(src):
                    if prog.kind != "continuous" or zone_of(ctx, src.uid) not in prog.areas:
                        continue
                    cl: tuple[str, ...] = ()
                    if prog.condition is not None:
                        if not condition_holds(ctx, p, prog.condition, src.uid)[0]:
                            continue
                        cl = ("8.3.3", *_cond_clauses(prog.condition))
                    for op in prog.ops:
                        if op.kind != "attack_damage":
                            continue
                        if not attack_is_of(
                            ctx, op.value, p, src.uid, _attacker(ctx), _attacked(ctx)
                        ):
                            # 「（このカード|…のリングのカード）のアタックのダメージ」: an attack
                            # that card makes only (the attacking card, 7.1.3.2)
                            continue
                        amount = op.amount
                        if op.value == "to_this":
                            cl = (*cl, "4.14.1")  # this card is the card attacked
                        if op.value_of:
                            # 「Xの攻撃力（にNを加えた値）」: X's value as it is now, every
                            # effect applied (2.10.1 / 2.11.1, 8.9.1), read as the damage is
                            got = _card_value_now(ctx, p, op.value_of, src.uid)
                            if got is None:
                                continue
                            amount += got
                            cl = (*cl, "2.10.1" if op.value_of[1] == "ap" else "2.11.1", "8.9.1")
                        out.append((amount, src.uid, abilities_of("vs", src)[i].text, cl))
    return out


def _card_value_now(ctx: Ctx, master: str, value_of: tuple[str, str], uid: str) -> int | None:
    """The value a card's 攻撃力 / 防御力 has now (2.10.1 / 2.11.1, every effect applied, 8.9.1):
    ``value_of`` (who the card is, ``ap`` / ``dp``) read for the technique of ``uid`` whose
    master is ``master``; None with no such card or the value not given (never read as 0)."""
    from ruling.games._vs.common import view
    from ruling.values import known_number

    who, stat = value_of
    card = _matched_card(ctx, master, who, uid)
    if card is None:
        return None
    got = getattr(view(ctx, card.uid), stat)
    return None if known_number(ctx, card.uid, stat, got) is None else int(got)


def attributes_of(card: Card) -> list[str]:
    """A card's technique attributes (技属性, 2.15): the scenario's ``attribute`` field, several
    separated by ``/``, and those printed in its techniques' headers (「《X》技を持つカード」 is
    《X》, 2.15.1) — read from the text whether or not the technique is run."""
    from ruling.games._vs.common import _as_list

    printed = [
        a for ab in abilities_of("vs", card) for a in header_of(ab.ast, "technique_attribute")
    ]
    return list(dict.fromkeys([*_as_list(card.value("attribute")), *printed]))


# the card's information a quoted text is looked for in (2.14.7), as printed: 称号 (2.3), 名前 (2.1)
INFO_WORDS = {
    "title": "称号",
    "name": "名前",
    "gender": "性別",
    "partner_name": "パートナーの名前",
    "partner_title": "パートナーの称号",
    "partner_gender": "パートナーの性別",
}

# 12.5 付録2 (相互参照可能作品群): works a technique's 『X』 refers to together (2.9.1.1), as printed
WORKS_TOGETHER: tuple[tuple[str, ...], ...] = (
    ("Baby Princess", "Baby Princess 3D ぱらだいす 0(ラブ)"),
    ("EREMENTAR GERAD", "EREMENTAR GERAD-蒼空の戦旗-"),
    ("シャイニング・ハーツ", "シャイニング・ハーツ~幸せのパン~"),
    ("これはゾンビですか?", "これはゾンビですか? オブ・ザ・デッド"),
)


def _work_key(text: str) -> str:
    # a work name as compared: width and spaces as printed do not tell two works apart
    return unicodedata.normalize("NFKC", text).replace(" ", "").replace("〜", "~")


def works_referred(text: str) -> tuple[str, ...]:
    """The works 『X』 refers to (2.9.1): X, and those referred to together with it (2.9.1.1,
    12.5), as compared (``_work_key``)."""
    key = _work_key(text)
    for group in WORKS_TOGETHER:
        keys = tuple(_work_key(w) for w in group)
        if key in keys:
            return keys
    return (key,)


def works_printed(text: str) -> tuple[str, ...]:
    """A work name and the works referred to together with it (2.9.1.1, 12.5), as printed: the
    work names a declaration (2.9.2) reaching that work may be."""
    key = _work_key(text)
    for group in WORKS_TOGETHER:
        if key in (_work_key(w) for w in group):
            return (text, *(w for w in group if _work_key(w) != key))
    return (text,)


_TITLED = re.compile(r"“([^”]+)”(.+)")
# the info filter 「<T>の」: one of the card's titles is T, whole (2.3.1, 2.3.1.1; each of several
# apart, 2.3.2.1) — not 「称号に“T”を含む」 (2.14.7, ``contains_text``)
TITLED = "titled"
_SPACES = re.compile(r"[ \u3000]+")


def named_match(card: Card, text: str) -> bool | None:
    """Whether ``card`` is the card 「“T”N」 names — its name is N and one of its titles is T (2.1.1,
    2.3.1: each of several counted apart, 2.1.2.1 / 2.3.2.1), or its name printed 「“T”N」 whole;
    None when its name is N and its title is not given (unknown, never taken as a match)."""
    text = _SPACES.sub("", text)  # spaces in a name are layout (2.1.1)
    m = _TITLED.fullmatch(text)
    names = [_SPACES.sub("", str(x)) for x in _values(card.value("name") or card.name)]
    if m is None:
        # 「X」 with no title: the card whose name is X (2.1.1; each of several, 2.1.2.1)
        return text in names
    title, name = m.group(1), m.group(2)
    if text in names:
        return True
    own = [_TITLED.fullmatch(n) for n in names]
    if any(o is not None and (o.group(1), o.group(2)) == (title, name) for o in own):
        return True
    if name not in names:
        return False
    titles = [str(x) for x in _values(card.value("title"))]
    if not titles:
        return None
    return title in titles


def _values(v: Any) -> list[Any]:
    """A card's value as the list of its values (several joined by 「/」, 2.1.2 / 2.3.2)."""
    if v is None or v == "":
        return []
    if isinstance(v, list | tuple):
        return list(v)
    return [x for x in str(v).split("/") if x]


def info_ja(info: tuple[tuple[str, str], ...]) -> str:
    """「称号に“X”を含む」 / 「名前に“X”を含む」 / ♠ / ♥: a filter on a card's information, as
    printed."""
    return "".join(
        (
            {"男": "♠", "女": "♥"}.get(t, t)
            if f == "gender"
            else f"《{t}》"
            if f == "attribute"
            else t
            if f == "named"
            else f"『{t.removeprefix(ONLY_WORK)}』の"
            if f == "work"
            else f"<{t}>の"
            if f == TITLED
            else f"{INFO_WORDS.get(f, f)}に“{t}”を含む"
        )
        for f, t in info
    )


def info_clauses(info: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """2.14.7 (the quoted text), with 2.1.1 when it is looked for in the card's name; a gender
    sign (♠ / ♥): 2.4.1.1 (and 2.4.2, a card may have several)."""
    fields_ = {f for f, _t in info}
    return (
        *(("2.14.7",) if fields_ & {"title", "name", "partner_name", "partner_title"} else ()),
        *(("2.5.1", "2.5.2") if "partner_name" in fields_ else ()),
        *(("2.6.1", "2.6.2") if "partner_title" in fields_ else ()),
        *(("2.1.1",) if "name" in fields_ else ()),
        # 「技名に“X”が含まれる」: a technique's name (2.13.1), each of several apart (2.13.3.1)
        *(("2.14.7", "2.13.1", "2.13.3.1") if "technique_name" in fields_ else ()),
        *(("2.1.1", "2.3.1") if "named" in fields_ else ()),
        *(("2.3.1", "2.3.1.1") if TITLED in fields_ else ()),
        *(("2.4.1.1", "2.4.2") if "gender" in fields_ else ()),
        *(("2.8.1", "2.8.2") if "partner_gender" in fields_ else ()),
        *(("2.9.1",) if "work" in fields_ else ()),
        # works referred to together (2.9.1.1; the list of 付録2, 12.5, whose heading the KB holds)
        *(
            ("2.9.1.1", "12.5")
            if any(
                f == "work" and not t.startswith(ONLY_WORK) and len(works_referred(t)) > 1
                for f, t in info
            )
            else ()
        ),
        # a declared work compared alone, not with its group (2.9.2.1)
        *(("2.9.2.1",) if any(f == "work" and t.startswith(ONLY_WORK) for f, t in info) else ()),
        *(("2.15.1",) if "attribute" in fields_ else ()),
        *(
            "4.9.1.1" if t == "stand" else "4.9.1.2"
            for f, t in info
            if f == "state" and t in ("stand", "rest")
        ),
        # 「空いているベンチ」: a bench frame with no card (3.3.3.5)
        *(("3.3.3.5",) if ("state", "empty") in info else ()),
    )


def contains_text(card: Card, field_: str, text: str) -> bool:
    """2.14.7 「称号に“X”を含む」: X in one of the card's values of that field (a title not given
    is none)."""
    val = card.value("title" if field_ == TITLED else field_)
    vals = val if isinstance(val, list | tuple) else [val] if val else []
    if field_ in ("title", "name"):
        from ruling.games._vs.common import MOVED_READ_USED, _as_list

        # a card of several titles / names (「姉/妹」): each treated apart (2.3.2.1 / 2.1.2.1 —
        # 「6文字の称号を2つ持っていたり、12文字の称号を持っていることにはなりません」); the text is
        # looked for in each, never across two
        vals = [x for v in vals for x in _as_list(v)]
        used = MOVED_READ_USED.get()
        if len(vals) > 1 and used is not None:
            used += ["2.3.2", "2.3.2.1"] if field_ == "title" else ["2.1.2", "2.1.2.1"]
    if field_ == "work":
        # 「『X』のカード」: the card's work is X, or one referred to together with X (2.9.1,
        # 2.9.1.1) — the whole name, not a part of it; a declared work read alone (``ONLY_WORK``,
        # 2.9.2.1): X only
        alone = text.startswith(ONLY_WORK)
        text = text.removeprefix(ONLY_WORK)
        works = (_work_key(text),) if alone else works_referred(text)
        if any(_work_key(str(x)) in works for x in vals):
            return True
        # the rules print a card's name in the same 『』 (2.1.1.1 「技効果等で参照されることがあり、
        # その場合は『』にくくられて表されます」): 『X』 names also the card whose name is X (each of
        # several apart, 2.1.2.1)
        from ruling.games._vs.common import MOVED_READ_USED, _as_list

        names = _as_list(card.value("name") or card.name) + _as_list(card.value("names"))
        if _SPACES.sub("", text) in {_SPACES.sub("", n) for n in names}:
            used = MOVED_READ_USED.get()
            if used is not None:
                used += ["2.1.1.1"]
            return True
        return False
    if field_ == "technique_name":
        # 「技名に“X”が含まれる」: X in one of the card's technique names, each apart (2.13.1,
        # 2.13.3.1 — the text is looked for in each name, never across two)
        return any(text in x for x in technique_names(card))
    if field_ == TITLED:
        # 「<T>の」: T is one of the card's titles, whole (2.3.1.1; each apart, 2.3.2.1)
        from ruling.games._vs.common import _as_list

        return text in [x for v in vals for x in _as_list(v)]
    if field_ in ("gender", "partner_gender"):
        # a gender given as its sign (2.4.1.1, 2.8.1: ♠ male, ♥ female) is that gender
        vals = [str(x).replace("♠", "男").replace("♥", "女") for x in vals]
    return any(text in str(x) for x in vals)


def holds_attributes(ctx: Ctx, card: Card, wanted: tuple[str, ...]) -> bool:
    """「《X》のカード」 names a card holding the technique attribute X (2.15.1): printed, or added
    by a continuous technique in force (2.15.2)."""
    return set(wanted) <= {*attributes_of(card), *granted_attributes(ctx, card.uid)}


def described_as(
    ctx: Ctx,
    card: Card,
    attributes: tuple[str, ...] = (),
    info: tuple[tuple[str, str], ...] = (),
) -> bool:
    """Whether ``card`` is one a text's description names: 「《X》の」 (``holds_attributes``)
    and 「称号に“X”を含む」 / 「名前に“X”を含む」 / ♠ ♥ (``contains_text``). A card that fails only
    on values the scenario did not give (no ``attribute`` and no text to read one from; a title,
    name or gender left out) is taken not to be so described, and the ruling says so
    (``values.assume_unmatched``)."""
    from ruling.values import assume_unmatched, unknown_in_filter

    unknown: list[tuple[str, str, str]] = []
    if attributes and not holds_attributes(ctx, card, attributes):
        if card.text or prints_no_technique(card) or not unknown_in_filter(ctx, card, "attribute"):
            return False
        want = "".join(f"《{a}》" for a in attributes)
        unknown.append(("attribute", want, want))
    for f, t in info:
        if f == "named":
            got = named_match(card, t)
            if got is not True and _named_besides(ctx, card, t):
                got = True  # a name a continuous technique gives it (2.1.2)
            if got is False:
                return False
            if got is None:
                unknown.append(("title", t, t))
            continue
        if not contains_text(card, f, t):
            if not unknown_in_filter(ctx, card, "title" if f == TITLED else f):
                return False
            want = info_ja(((f, t),))
            unknown.append((f, want, want))
    if unknown:
        clauses = (*(("2.15.1",) if attributes else ()), *info_clauses(info))
        # False, or what a branch on the value took it to be (``values.branch_condition``)
        return assume_unmatched(ctx, card, unknown, clauses)
    return True


def programs(card: Card) -> list[tuple[int, Program]]:
    return [
        (i, ab.program)
        for i, ab in enumerate(abilities_of("vs", card))
        if ab.supported and ab.program is not None
    ]


@dataclass(frozen=True)
class StaticEffect:
    """A continuous technique's effect on a card, shaped like ``state.Effect`` for ``view``."""

    stat: str
    value: int
    source: str
    op: str = "add"
    id: int = -1
    target: str = ""
    # when it arose (8.9.1.4: a continuous technique's, when its card was put in its current
    # zone; on the counter effects' ids are taken from): the order of sets that contradict
    arose: int = -1


def _turn_count(
    ctx: Ctx,
    master: str,
    cond: tuple[Any, ...],
    match: Callable[[Any, str], bool],
    ja: tuple[str, str],
    en: tuple[str, str],
) -> tuple[bool, str, str]:
    """A condition on how many events of one kind a player made this turn (``cond`` = (kind,
    side, comparison, N)): the events ``match`` picks among those recorded since the turn began
    (``techniques.turn_began``; a turn the ruling began in the middle of: since its start, said
    so), compared with N. ``ja`` = (what was counted, counter word), ``en`` = (verb, noun)."""
    from ruling.games._vs.techniques import turn_began

    _k, side, cmp, n = cond
    whose = master if side == "you" else ctx.state.opponent(master)
    began, whole = turn_began(ctx)
    got = sum(1 for _step, _seq, ev in ctx.events(began) if match(ev, whose))
    wj, we = CMP_WORDS[cmp]
    since_ja = (
        "このターン"
        if whole
        else "このルーリングの開始以降（それ以前のこのターンは与えられていない）"
    )
    since_en = "this turn" if whole else "since the ruling began (earlier in this turn not given)"
    return (
        COMPARISONS[cmp](got, n),
        f"{since_ja}に {whose} が{ja[0]}は{got}{ja[1]}（条件: {n}{ja[1]}{wj}）",
        f"{since_en} {whose} {en[0]} {got} {en[1]} (the condition: {we} {n})",
    )


def _turn_faced_up(ctx: Ctx, master: str, side: str) -> tuple[bool, str, str]:
    """Whether a card of that player's surprise zone was turned face up (4.9.1.5) since the turn
    began (``techniques.turn_began``; a turn the ruling began in the middle of: since its start,
    said so): the face-up changes recorded, each card where it was then — the zone its next move
    left, else where it is now."""
    from ruling.games._vs.techniques import turn_began
    from ruling.rules import SetCard as _SetCard

    whose = master if side == "you" else ctx.state.opponent(master)
    began, whole = turn_began(ctx)

    def _there(step: int, uid: str) -> tuple[str, str] | None:
        for later in range(step + 1, ctx.last + 1):
            for m in ctx.moves(later):
                if m[0] == uid:
                    return m[1], m[2]
        return ctx.where(uid)

    up = any(
        isinstance(ev, _SetCard)
        and ev.changes.get("face_up") is True
        and _there(step, ev.uid) == (whose, "surprise")
        for step, _seq, ev in ctx.events(began)
    )
    since_ja = "このターン" if whole else "このルーリングの開始以降（それ以前は与えられていない）"
    since_en = "this turn" if whole else "since this ruling began (earlier not given)"
    return (
        up,
        f"{since_ja}に {whose} のサプライズ置場のカードが表に{'されていた' if up else 'されていない'}",
        f"{whose}'s surprise card was {'' if up else 'not '}turned face up {since_en}",
    )


def condition_holds(
    ctx: Ctx, master: str, cond: tuple[Any, ...], uid: str = ""
) -> tuple[bool, str, str]:
    """Whether a technique's condition holds now for its master, with what was read (ja, en):
    ``("count", group, cmp, n)`` — the cards of that player's zones counted — or (more / fewer,
    A, B) over the players' retired cards."""
    opp = ctx.state.opponent(master)
    if cond[0] == "turn":
        # 「（あなた|相手）のターン中」: whose turn it is (6.1.1, the turn player's)
        whose = master if cond[1] == "you" else opp
        tp = ctx.state.turn.player
        return (
            tp == whose,
            f"{tp} のターン（条件: {whose} のターン中）",
            f"it is {tp}'s turn (the condition: during {whose}'s turn)",
        )
    if cond[0] == "match":
        return _match_holds(ctx, master, cond, uid)
    if cond[0] == "at":
        from ruling.games._vs.common import label as label_of
        from ruling.games._vs.common import zone_of

        z = zone_of(ctx, uid) or ""
        here = (z if "." in cond[2] else "bench" if z.startswith("bench") else z) == cond[2]
        zj, ze = {
            "ring": ("リング", "ring"),
            "bench": ("ベンチ", "bench"),
            "hand": ("手札", "hand"),
            "waiting": ("控え室", "waiting room"),
            "retire": ("リタイヤ置場", "retire zone"),
            "surprise": ("サプライズ置場", "surprise zone"),
            **{f"bench.{k}": (f"{j}ベンチ", f"{k} bench") for k, j in _FRAMES.items()},
        }[cond[2]]
        return (
            here,
            f"{label_of(ctx, uid)} は{zj}に{'ある' if here else 'ない'}",
            f"{label_of(ctx, uid)} is {'' if here else 'not '}in the {ze}",
        )
    if cond[0] == "not":
        ok, ja, en = condition_holds(ctx, master, cond[1], uid)
        return (not ok, f"{ja}（条件はその否定）", f"{en} (the condition is its negation)")
    if cond[0] in ("and", "or"):
        got = [condition_holds(ctx, master, x, uid) for x in cond[1]]
        ok = all(g[0] for g in got) if cond[0] == "and" else any(g[0] for g in got)
        sep_ja, sep_en = ("、かつ", "; and ") if cond[0] == "and" else ("、または", "; or ")
        return ok, sep_ja.join(g[1] for g in got), sep_en.join(g[2] for g in got)
    if cond[0] == "attacks_this_turn":
        # the attacks recorded this turn (7.1.3.2) by that card / that player's ring card, all
        # or the partner attacks that stood (4.13.2)
        # (``label_of`` is local to this function, imported by each branch that reads it: this
        # branch's 「このカード」 crashed unread before round 64)
        from ruling.games._vs.common import label as label_of

        _k, by, kind, cmp, n = cond[:5]
        on = "attacked" in cond[5:]  # the card attacked counted (4.14.1), not the attacker
        st = ctx.state
        whose = master if by == "you" else st.opponent(master)

        def made_by(e: dict[str, Any]) -> bool:
            a = e.get("attacked_uid" if on else "attacker_uid")
            if by == "this":
                return a == uid
            card = ctx.card(a) if a else None
            return card is not None and card.owner == whose

        got = sum(
            1
            for e in st.vars.get(ATTACK_LOG) or []
            if e.get("turn") == st.turn.number
            and made_by(e)
            and (kind == "any" or e.get("kind") == "partner")
        )
        wj, we = CMP_WORDS[cmp]
        who_ja = label_of(ctx, uid) if by == "this" else f"{whose} のリングのカード"
        who_en = label_of(ctx, uid) if by == "this" else f"{whose}'s ring card"
        act_ja, act_en = (
            ("パートナーアタック", "partner attack")
            if kind == "partner"
            else (
                "アタック",
                "attack",
            )
        )
        if on:
            return (
                COMPARISONS[cmp](got, n),
                f"このターンに{who_ja}が{act_ja}された回数は{got}（条件: {n}回{wj}）",
                f"this turn {who_en} was attacked {got} time(s) (the condition: {we} {n})",
            )
        return (
            COMPARISONS[cmp](got, n),
            f"このターンに{who_ja}が{act_ja}した回数は{got}（条件: {n}回{wj}）",
            f"this turn {who_en} made {got} {act_en}(s) (the condition: {we} {n})",
        )
    if cond[0] == "turn_damaged":
        # damage dealt to that card (7.1.5.3) this turn, since it came where it is: the damage
        # recorded since the turn began or its last move, whichever is later
        # (``techniques.turn_began``; a turn the ruling began in the middle of: since its start)
        from ruling.games._vs.techniques import turn_began
        from ruling.rules import SetCard

        card = _matched_card(ctx, master, cond[1], uid)
        if card is None:
            return False, "条件の対象となるカードがない", "no card for the condition to read"
        began, whole = turn_began(ctx)
        came = [
            step for step in range(began, ctx.last + 1) for m in ctx.moves(step) if m[0] == card.uid
        ]
        since = max([began, *came])
        hits = sum(
            1
            for _step, _seq, ev in ctx.events(since)
            if isinstance(ev, SetCard) and ev.tag == "damaged" and ev.uid == card.uid
        )
        since_ja = (
            "このターン"
            if whole
            else "このルーリングの開始以降（それ以前のこのターンは与えられていない）"
        )
        since_en = (
            "this turn" if whole else "since the ruling began (earlier in this turn not given)"
        )
        return (
            hits > 0,
            f"{since_ja}に {card.label} はダメージを{'受けていた' if hits else '受けていない'}",
            f"{since_en} {card.label} was {'' if hits else 'not '}dealt damage",
        )
    if cond[0] == "turn_played":
        # the cards that player played this turn (8.4.1.3.1, 6.5.1.2.3): the plays recorded
        # since the turn began
        from ruling.rules import Move as _Move

        return _turn_count(
            ctx,
            master,
            cond,
            lambda ev, whose: (
                isinstance(ev, _Move)
                and ev.tag in ("play_hand", "play_ring")
                and ev.player == whose
            ),
            ("プレイしたカード", "枚"),
            ("played", "card(s)"),
        )
    if cond[0] == "turn_used":
        # the techniques that player used this turn (8.12.1: resolved — one cancelled or removed
        # unresolved is not): the resolutions recorded since the turn began
        from ruling.rules import Mark

        return _turn_count(
            ctx,
            master,
            cond,
            lambda ev, whose: (
                isinstance(ev, Mark) and ev.tag == "used" and ev.data.get("master") == whose
            ),
            ("使った技", "回"),
            ("used", "technique(s)"),
        )
    if cond[0] == "turn_drawn":
        # the cards that player drew this turn (4.10.2): the draws recorded since the turn began
        from ruling.rules import Move as _Move

        return _turn_count(
            ctx,
            master,
            cond,
            lambda ev, whose: isinstance(ev, _Move) and ev.tag == "draw" and ev.player == whose,
            ("引いたカード", "枚"),
            ("drew", "card(s)"),
        )
    if cond[0] == "turn_faced_up":
        return _turn_faced_up(ctx, master, cond[1])
    if cond[0] == "turn_moved":
        # a card of that player's ring put in that zone of theirs this turn: the moves recorded
        # since the turn began (``techniques.turn_began``; a turn the ruling began in the middle
        # of: since its start, what happened before it is not known and said so)
        from ruling.games._vs.basic import ZONE_JA
        from ruling.games._vs.techniques import turn_began

        st = ctx.state
        whose = master if cond[1] == "you" else st.opponent(master)
        began, whole = turn_began(ctx)
        zj = ZONE_JA.get(cond[2], cond[2])
        moved = [
            m
            for step in range(began, ctx.last + 1)
            for m in ctx.moves(step)
            if m[1] == whose and m[2] == "ring" and m[4] == cond[2] and m[3] == whose
        ]
        since_ja = (
            "このターン"
            if whole
            else "このルーリングの開始以降（それ以前のこのターンの移動は与えられていない）"
        )
        since_en = (
            "this turn" if whole else "since this ruling began (earlier moves this turn not given)"
        )
        if len(cond) > 3:
            # a number of them: each card put there is one move (3.1.4)
            cmp, n = cond[3], cond[4]
            wj, we = CMP_WORDS[cmp]
            return (
                COMPARISONS[cmp](len(moved), n),
                f"{since_ja}に {whose} のリングのカードが{zj}に置かれたのは{len(moved)}枚"
                f"（条件: {n}枚{wj}）",
                f"{len(moved)} of {whose}'s ring cards were put in the {cond[2]} {since_en}"
                f" (the condition: {we} {n})",
            )
        return (
            bool(moved),
            f"{since_ja}に {whose} のリングのカードが{zj}に置かれ{'ていた' if moved else 'ていない'}",
            f"{whose}'s ring card was {'' if moved else 'not '}put in the {cond[2]} {since_en}",
        )
    if cond[0] == "attack_moved":
        # a card of that player's ring put in that zone since the attack declaration step began
        # (7.1.2.3), read from the moves of the steps since (``vs.attack_began``)
        st = ctx.state
        whose = master if cond[1] == "you" else st.opponent(master)
        began = st.vars.get("vs.attack_began")
        from ruling.games._vs.basic import ZONE_JA

        zj = ZONE_JA.get(cond[2], cond[2])
        if began is None:
            return False, "アタック中ではない", "no attack in progress"
        moved = [
            m
            for step in range(int(began), ctx.last + 1)
            for m in ctx.moves(step)
            if m[1] == whose and m[2] == "ring" and m[4] == cond[2] and m[3] == whose
        ]
        return (
            bool(moved),
            f"このアタック中に {whose} のリングのカードが{zj}に置かれ{'ていた' if moved else 'ていない'}",
            f"{whose}'s ring card was {'' if moved else 'not '}put in the {cond[2]} during this attack",
        )
    if cond[0] == "partner_attack":
        # the attack in progress is a partner attack (7.1.3.2.2) unless an effect 「パートナー
        # アタックにならない」 is in force (7.1.3.2.4); no attack in progress: none is
        from ruling.games._vs.attack import _no_partner

        st = ctx.state
        # the attack sub-phase's steps, its end step too (「…アタックの終わりに」, 7.1.6.1): the
        # record is cleared only as the sub-phase ends (7.1.6.2)
        attacking = st.turn.phase == "attack" and st.turn.step is not None
        tp = st.turn.player
        from ruling.games._vs.common import PARTNER_NOT_YET

        now = bool(
            attacking
            and st.vars.get("vs.partner_attack")
            and not _no_partner(ctx, tp)
            # the reading at_check: made one by an ability, not one before 7.1.5.1.1
            and not (PARTNER_NOT_YET.get() and st.vars.get("vs.partner_by_effect"))
        )
        by = cond[2] if len(cond) > 2 else None
        if by is not None:
            # 「Xのアタック」: the attack in progress is X's — its attacking card (7.1.3.2, 4.14.1)
            # is this card / that player's ring card. With no attack of X's the condition speaks
            # of nothing: not met, in either polarity (「…でないなら」 too)
            from ruling.games._vs.common import label as label_of
            from ruling.games._vs.techniques import _attacker

            att = _attacker(ctx) if attacking else None
            card = ctx.card(att) if att else None
            mine = card is not None and (
                att == uid if by == "this" else card.owner == (master if by == "your_ring" else opp)
            )
            if not mine:
                who_ja = (
                    "このカード"
                    if by == "this"
                    else f"{master if by == 'your_ring' else opp} のリングのカード"
                )
                return (
                    False,
                    f"進行中のアタックは{who_ja}のアタックではない"
                    + (f"（アタックしたカード: {label_of(ctx, att)}）" if att else ""),
                    f"the attack in progress is not {'this card' if by == 'this' else 'that ring card'}'s",
                )
        ok = now == cond[1]
        what_ja = "パートナーアタック" if now else "パートナーアタックではない"
        return (
            ok,
            f"このアタックは{what_ja}" if attacking else "進行中のアタックが無い",
            f"this attack is {'' if now else 'not '}a partner attack"
            if attacking
            else "no attack in progress",
        )
    if cond[0] == "done":
        return (
            bool(ctx.state.vars.get(f"vs.done.{cond[1]}")),
            "この技の「公開」は"
            + ("行われた" if ctx.state.vars.get(f"vs.done.{cond[1]}") else "行われていない"),
            "this technique's reveal was "
            + ("done" if ctx.state.vars.get(f"vs.done.{cond[1]}") else "not done"),
        )
    if cond[0] == "every":
        _e, group, attributes, info, states = cond
        side, zones = GROUPS[group]
        whose = master if side == "you" else opp
        cards = [c for z in zones for c in ctx.zone(whose, z)]
        where_ja, where_en = ZONE_WORDS.get(zones, ("ベンチ", "bench"))
        what = "".join(f"《{a}》" for a in attributes) + info_ja(info)
        what += "".join({"rest": "レスト状態", "stand": "スタンド状態"}[x] for x in states)
        if not cards:
            # no card there: none is so described — read as not met, and said
            return (
                False,
                f"{whose} の{where_ja}にカードがなく、「すべて{what}」であるカードはない",
                f"{whose}'s {where_en} holds no card: none is there to be so",
            )
        bad = [
            c
            for c in cards
            if not (
                (not states or c.orientation in states) and described_as(ctx, c, attributes, info)
            )
        ]
        return (
            not bad,
            f"{whose} の{where_ja}のカードは"
            + (
                f"すべて{what}" if not bad else "、".join(c.label for c in bad) + f" が{what}でない"
            ),
            f"{whose}'s {where_en} cards are "
            + ("all so" if not bad else ", ".join(c.label for c in bad) + " not so"),
        )
    if cond[0] == "stat":
        from ruling.games._vs.common import view

        _s, who, stat, cmp, n = cond
        card = _matched_card(ctx, master, who, uid)
        if card is None:
            return False, "条件の対象となるカードがない", "no card for the condition to read"
        wj, we = CMP_WORDS[cmp]
        if stat == "damage":
            # the damage accumulated on the card (7.1.5.3), 0 when none is (6.8.1.3 clears it)
            from ruling.games._vs.common import damage_of

            d = damage_of(card)
            return (
                COMPARISONS[cmp](d, n),
                f"{card.label} が受けているダメージは{d}（条件: {n}{wj}）",
                f"{card.label} has taken {d} damage (the condition: {we} {n})",
            )
        if stat == "name_length":
            # 「名前が6文字以上なら」: the characters of the card's name (2.1.3: furigana not
            # counted; spaces are layout, as ``named_match`` reads a name, 2.1.1); a card with
            # several names (2.1.2) has each apart (2.1.2.1: two names of 6 are not one of 12) —
            # the condition holds when one of them passes
            lengths = name_lengths(ctx, card)
            ok = any(COMPARISONS[cmp](x, n) for x in lengths)
            shown = "・".join(str(x) for x in lengths)
            return (
                ok,
                f"{card.label} の名前の文字数は{shown}（条件: {n}{wj}）",
                f"{card.label}'s name has {shown} characters (the condition: {we} {n})",
            )
        if stat == "technique_name_length":
            # 「技名の文字数が5文字以上なら」: the characters of each name of each technique the
            # card has (2.13.1: 技名 is a technique's name; 2.13.3.1: a technique of several names
            # has each apart — two names of 6 are not one of 12); holds when one of them passes.
            # A card whose text is not given has no technique the engine can read: none passes
            lengths = technique_name_lengths(card)
            ok = any(COMPARISONS[cmp](x, n) for x in lengths)
            shown = "・".join(str(x) for x in lengths) or "（技名なし）"
            return (
                ok,
                f"{card.label} の技名の文字数は{shown}（条件: {n}{wj}）",
                f"{card.label}'s technique names have {shown or 'no'} characters"
                f" (the condition: {we} {n})",
            )
        if stat == "level":
            # the printed level (2.2.1); not given, the card is taken not to be one the text
            # names, and that is said (never read as 0)
            if card.level is None:
                from ruling.values import assume_unmatched

                taken = assume_unmatched(
                    ctx,
                    card,
                    [("level", f"レベル{n}{wj}", f"level {we} {n}")],
                    ("2.2.1",),
                    (cmp, int(n)),
                )
                return (
                    taken,  # False, or a branch's reading (``values.branch_condition``)
                    f"{card.label} のレベルは与えられていない（条件: レベル{n}{wj}）",
                    f"{card.label}'s level is not given (the condition: {we} {n})",
                )
            return (
                COMPARISONS[cmp](int(card.level), n),
                f"{card.label} のレベルは{card.level}（条件: {n}{wj}）",
                f"{card.label}'s level is {card.level} (the condition: {we} {n})",
            )
        from ruling.games._vs.common import field_info
        from ruling.values import known_number

        word_ja, word_en = {"ap": ("攻撃力", "attack power"), "dp": ("防御力", "defence power")}[
            stat
        ]
        wj, we = CMP_WORDS[cmp]
        was = field_info(ctx, card.uid, stat)
        if was is not None and was[1]:
            # the card that moved from the field, read as it was there (8.7.1.2)
            return (
                COMPARISONS[cmp](was[0], n),
                f"{card.label} の{word_ja}はフィールドにあった時の{was[0]}（条件: {n}{wj}）",
                f"{card.label}'s {word_en} as it was on the field is {was[0]} "
                f"(the condition: {we} {n})",
            )
        got = getattr(view(ctx, card.uid), stat)
        if known_number(ctx, card.uid, stat, got) is None:
            # the printed value was not given (and no effect sets it): never read from 0. The
            # value against the threshold is one of two results: where the condition decides
            # the outcome it is branched on (``values.branch_condition``, round 26); elsewhere
            # it is taken not to meet it, and said (``values.assume_unmatched``)
            from ruling.values import assume_unmatched

            taken = assume_unmatched(
                ctx,
                card,
                [(stat, f"{word_ja}{n}{wj}", f"{word_en} {we} {n}")],
                ("2.10.1" if stat == "ap" else "2.11.1", "8.9.1"),
                (cmp, int(n) - int(got)),  # the printed value's threshold (the effects taken off)
            )
            return (
                taken,
                f"{card.label} の{word_ja}はシナリオに書かれていない（条件: {n}{wj}）",
                f"{card.label}'s {word_en} is not given (the condition: {we} {n})",
            )
        return (
            COMPARISONS[cmp](got, n),
            f"{card.label} の{word_ja}は{got}（条件: {n}{wj}）",
            f"{card.label}'s {word_en} is {got} (the condition: {we} {n})",
        )
    if cond[0] == "stat_than":
        return _stat_than_holds(ctx, master, cond, uid)
    if cond[0] == "total":
        # 「…のカードの技名の文字数の合計がN以上なら」 (``_condition``): every name's characters
        # (2.1.3) / every technique name's (2.13.1, 2.13.3.1) of the group's cards, summed; a
        # card whose text is not given has no technique the engine can read (as the 「stat」
        # reading says), so it adds none
        _t, group, stat, cmp, n = cond
        side, zones = COUNTED[group]
        whose = master if side == "you" else opp
        cards = [c for z in zones for c in ctx.zone(whose, z)]
        each = [
            sum(name_lengths(ctx, c) if stat == "name_length" else technique_name_lengths(c))
            for c in cards
        ]
        got = sum(each)
        word_ja, word_en = (
            ("名前", "names") if stat == "name_length" else ("技名", "technique names")
        )
        wj, we = CMP_WORDS[cmp]
        where_ja, where_en = ZONE_WORDS.get(zones, ("ベンチ", "bench"))
        return (
            COMPARISONS[cmp](got, n),
            f"{whose} の{where_ja}のカード{len(cards)}枚の{word_ja}の文字数の合計は{got}"
            f"（条件: {n}{wj}）",
            f"the {word_en} of {whose}'s {len(cards)} {where_en} card(s) have {got} characters"
            f" in all (the condition: {we} {n})",
        )
    if cond[0] == "count":
        group, cmp, n = cond[1:4]
        info = cond[4] if len(cond) > 4 else ()
        states = cond[5] if len(cond) > 5 else ()
        attrs = cond[6] if len(cond) > 6 else ()
        side, zones = COUNTED[group]
        whose = master if side == "you" else opp
        if states == ("empty",):
            # 「空いているベンチが1つ以上あるなら」: the frames holding no card (3.3.3.5)
            got = sum(1 for z in zones if not ctx.zone(whose, z))
            wj, we = CMP_WORDS[cmp]
            return (
                COMPARISONS[cmp](got, n),
                f"{whose} の空いているベンチは{got}つ（条件: {n}つ{wj}）",
                f"{whose} has {got} empty bench frame(s) (the condition: {we} {n})",
            )
        # 「他のカード」 (the eighth part): the condition's own card left out
        but = uid if len(cond) > 7 and cond[7] else None
        got = sum(
            1
            for z in zones
            for c in ctx.zone(whose, z)
            if (not states or c.orientation in states)
            and described_as(ctx, c, attrs, info)
            and c.uid != but
        )
        wj, we = CMP_WORDS[cmp]
        where_ja, where_en = ZONE_WORDS.get(zones, ("ベンチ", "bench"))
        state_ja = "".join(
            {"stand": "スタンドしている", "rest": "レストしている", "reverse": "リバースしている"}[
                x
            ]
            for x in states
        )
        return (
            COMPARISONS[cmp](got, n),
            f"{whose} の{where_ja}の"
            + "".join(f"《{a}》" for a in attrs)
            + info_ja(info)
            + state_ja
            + f"カードは{got}枚（条件: {n}枚{wj}）",
            f"{whose}'s {where_en} holds {got} card(s) (the condition: {we} {n})",
        )
    if cond[0] == "compare":
        _c, cmp, ga, gb, *filters = cond
        got: list[int] = []
        said: list[tuple[str, str]] = []
        for g, attrs in zip((ga, gb), filters or ((), ()), strict=True):
            side, zones = COUNTED[g]
            whose = master if side == "you" else opp
            # only the cards holding the attributes, when the text names them (2.15.1)
            got.append(
                sum(
                    1
                    for z in zones
                    for c in ctx.zone(whose, z)
                    if not attrs or described_as(ctx, c, attrs)
                )
            )
            wj, we = ZONE_WORDS.get(zones, ("ベンチ", "bench"))
            what = "".join(f"《{a}》" for a in attrs)
            said.append((f"{whose} の{wj}{what}", f"{whose}'s {we}{' ' + what if what else ''}"))
        ok = COMPARISONS[cmp](got[0], got[1])
        wj, we = CMP_WORDS[cmp]
        return (
            ok,
            f"{said[0][0]}は{got[0]}枚、{said[1][0]}は{got[1]}枚（条件: {wj}）",
            f"{said[0][1]} holds {got[0]}, {said[1][1]} {got[1]} (the condition: {we})",
        )
    cmp, a, b = cond
    pa, pb = (master if a == "you" else opp), (master if b == "you" else opp)
    na, nb = len(ctx.zone(pa, "retire")), len(ctx.zone(pb, "retire"))
    word_ja, word_en = ("多い", "more") if cmp == "more" else ("少ない", "fewer")
    ok = na > nb if cmp == "more" else na < nb
    return (
        ok,
        f"{pa} のリタイヤ{na}枚は {pb} の{nb}枚より{word_ja}{'' if ok else 'とは言えない'}",
        f"{pa}'s {na} retired cards are {'' if ok else 'not '}{word_en} than {pb}'s {nb}",
    )


def _matched_card(ctx: Ctx, master: str, who: str, uid: str) -> Card | None:
    """The one card a ``match`` condition reads: this card, the card in a player's ring, or the
    card attacking in the attack in progress (「（相手の）アタックしたカード」, 7.1.3.2, 4.14.1;
    the opponent's only for 「相手の」) — None when there is none."""
    if who == "this":
        return ctx.card(uid)
    if who == "looked":
        # the card a look at one card saw, still in the deck (4.11.2; ``LOOKED_CARD``)
        from ruling.games._vs.common import LOOKED_CARD

        seen = LOOKED_CARD.get()
        return ctx.card(seen) if seen is not None else None
    if who == "moved":
        # the card of the zone-move trigger's event (8.6.6), where it is now; its values are
        # read as it was on the field when it left it (``common.field_info``, 8.7.1.2)
        from ruling.games._vs.common import EVENT_CARD

        ev = EVENT_CARD.get()
        return ctx.card(ev) if ev is not None else None
    if who == "supporter":
        # 「サポートしたカード」: the card that supported the attack in progress (7.1.3.1), while
        # it is on the bench (moved away, a new card, 3.1.3: none to read)
        from ruling.games._vs.techniques import _supporter

        sup = _supporter(ctx)
        return ctx.card(sup) if sup is not None else None
    if who == "attacked":
        # 「アタックされたカード」 (4.14.1): while it is in the ring (moved, a new card, 3.1.3)
        from ruling.games._vs.techniques import _attacked

        got = _attacked(ctx)
        return ctx.card(got) if got is not None else None
    if who in ATTACKING_CARDS:
        from ruling.games._vs.techniques import _attacker

        att = _attacker(ctx)
        card = ctx.card(att) if att is not None else None
        if card is None or (who == "opp_attacker" and card.owner == master):
            return None
        return card
    owner = master if who == "your_ring" else ctx.state.opponent(master)
    ring = ctx.zone(owner, "ring")
    return ring[0] if ring else None


def _match_holds(ctx: Ctx, master: str, cond: tuple[Any, ...], uid: str) -> tuple[bool, str, str]:
    """A ``match`` condition read now on its card (``uid``: the technique's own card)."""
    _m, who, attributes, info, states = cond
    card = _matched_card(ctx, master, who, uid)
    if card is None:
        return False, "条件の対象となるカードがない", "no card for the condition to read"
    ok = described_as(ctx, card, attributes, info)
    if states:
        ok = ok and card.orientation in states
    what_ja = "".join(f"《{a}》" for a in attributes) + info_ja(info)
    state_ja = {"rest": "レスト状態", "stand": "スタンド状態", "reverse": "リバース状態"}
    what_ja += "".join(state_ja[x] for x in states)
    if any(f == "gender" for f, _t in info) and card.value("gender") is None:
        # no gender given: not taken to be that gender, and said so
        what_ja += "（性別が与えられていないため、そうではないものとする）"
    return (
        ok,
        f"{card.label} は{what_ja}{'である' if ok else 'ではない'}",
        f"{card.label} is {'' if ok else 'not '}{what_ja}",
    )


STAT_WORDS = {
    "ap": ("攻撃力", "attack power"),
    "dp": ("防御力", "defence power"),
    "level": ("レベル", "level"),
}
THAN_WORDS = {
    "gt": ("より高い", "higher than"),
    "lt": ("より低い", "lower than"),
    "ge": ("以上", "at least"),
    "le": ("以下", "at most"),
    "eq": ("と同じ", "equal to"),
}


def _stat_than_holds(
    ctx: Ctx, master: str, cond: tuple[Any, ...], uid: str
) -> tuple[bool, str, str]:
    """``("stat_than", who, stat, cmp, other)``: the value of one card (the printed level, 2.2.1;
    the attack / defence with the effects applied, 8.9.1) against the same value of another. A
    value not given: the condition is taken not to hold, and that is said (never read as 0)."""
    from ruling.games._vs.common import view
    from ruling.values import assume_unmatched, known_number

    _s, who, stat, cmp, other = cond[:5]
    stat2 = cond[5] if len(cond) > 5 else stat  # the value of the other card (``than_stat``)
    a, b = _matched_card(ctx, master, who, uid), _matched_card(ctx, master, other, uid)
    if a is None or b is None:
        return False, "条件の対象となるカードがない", "no card for the condition to read"
    wj, we = STAT_WORDS[stat]
    wj2, we2 = STAT_WORDS[stat2]
    cj, ce = THAN_WORDS[cmp]
    got: list[int | None] = []
    for card, st_ in ((a, stat), (b, stat2)):
        if st_ == "level":
            got.append(None if card.level is None else int(card.level))
        else:
            v = getattr(view(ctx, card.uid), st_)
            got.append(known_number(ctx, card.uid, st_, v))
    if None in got:
        taken = [
            assume_unmatched(
                ctx,
                card,
                [(st_, f"{wj}が{b.label}の{wj2}{cj}", f"{we} {ce} {b.label}'s {we2}")],
                _VALUE_CLAUSES[st_],
            )
            for card, g, st_ in zip((a, b), got, (stat, stat2), strict=True)
            if g is None
        ]
        return (
            all(taken),  # False, or a branch's reading (``values.branch_condition``)
            f"値が与えられていない（条件: {a.label} の{wj}が {b.label} の{wj2}{cj}）",
            f"a value is not given (the condition: {a.label}'s {we} {ce} {b.label}'s {we2})",
        )
    x, y = int(got[0] or 0), int(got[1] or 0)
    return (
        COMPARISONS[cmp](x, y),
        f"{a.label} の{wj}は{x}、{b.label} の{wj2}は{y}（条件: {cj}）",
        f"{a.label}'s {we} is {x}, {b.label}'s {we2} is {y} (the condition: {ce})",
    )


# the clause of each value a condition reads: the printed level (2.2.1), the attack / defence
_VALUE_CLAUSES = {"level": ("2.2.1",), "ap": ("2.10.1",), "dp": ("2.11.1",)}


def condition_refs(ctx: Ctx, master: str, cond: tuple[Any, ...], uid: str = "") -> tuple[str, ...]:
    """The zones a condition reads (what a ruling watches for it)."""
    opp = ctx.state.opponent(master)
    if cond[0] == "turn":
        return ()
    if cond[0] == "done":
        return ()
    if cond[0] == "turn_moved":
        return (f"{master if cond[1] == 'you' else opp}.{cond[2]}",)
    if cond[0] == "turn_faced_up":
        return (f"{master if cond[1] == 'you' else opp}.surprise",)
    if cond[0] == "turn_drawn":
        return (f"{master if cond[1] == 'you' else opp}.hand",)
    if cond[0] == "turn_used":
        return ()  # the techniques resolved this turn: the trace's record, no zone
    if cond[0] == "turn_damaged":
        card = _matched_card(ctx, master, cond[1], uid)
        return (card.uid,) if card is not None else ()
    if cond[0] == "turn_played":
        side = master if cond[1] == "you" else opp
        return (f"{side}.ring", f"{side}.bench")  # where the cards played went
    if cond[0] == "total":
        side, zones = COUNTED[cond[1]]
        return tuple(f"{master if side == 'you' else opp}.{z}" for z in zones)
    if cond[0] == "attack_moved":
        whose = master if cond[1] == "you" else opp
        return ("var:vs.attack_began", f"{whose}.{cond[2]}")
    if cond[0] == "attacks_this_turn":
        return (f"var:{ATTACK_LOG}",)
    if cond[0] == "partner_attack":
        # 「Xのアタック」: which card attacks is read too (the ring of the attack's player)
        by = (f"{ctx.state.turn.player}.ring",) if len(cond) > 2 and cond[2] else ()
        return ("var:vs.partner_attack", *by)
    if cond[0] == "not":
        return condition_refs(ctx, master, cond[1], uid)
    if cond[0] in ("and", "or"):
        return tuple(r for x in cond[1] for r in condition_refs(ctx, master, x, uid))
    if cond[0] == "at":
        return (uid,)
    if cond[0] == "every":
        side, zones = GROUPS[cond[1]]
        return tuple(f"{master if side == 'you' else opp}.{z}" for z in zones)
    if cond[0] in ("match", "stat") and cond[1] in BATTLE_CARDS:
        # the attacking card: its ring (the card there when the condition is read)
        card = _matched_card(ctx, master, cond[1], uid)
        return (card.uid,) if card is not None else ()
    if cond[0] in ("match", "stat") and cond[1] == "moved":
        # the card that moved (its zone now, read with its stay on the field)
        card = _matched_card(ctx, master, cond[1], uid)
        return (card.uid,) if card is not None else ()
    if cond[0] in ("match", "stat"):
        return (
            (uid,) if cond[1] == "this" else (f"{master if cond[1] == 'your_ring' else opp}.ring",)
        )
    if cond[0] == "stat_than":
        return tuple(
            uid
            if w == "this"
            else f"{master if w == 'your_ring' else opp}.ring"
            if w in ("your_ring", "opp_ring")
            # the card attacked: the other player's ring (4.14.1)
            else f"{ctx.state.opponent(ctx.state.turn.player or master)}.ring"
            if w == "attacked"
            # the card attacking / supporting: the turn player's ring / bench (7.1.3)
            else f"{ctx.state.turn.player}.{'bench' if w == 'supporter' else 'ring'}"
            for w in (cond[1], cond[4])
        )
    if cond[0] == "count":
        side, zones = COUNTED[cond[1]]
        whose = master if side == "you" else opp
        return tuple(f"{whose}.{z}" for z in zones)
    if cond[0] == "compare":
        return tuple(
            f"{master if COUNTED[g][0] == 'you' else opp}.{z}"
            for g in cond[2:4]
            for z in COUNTED[g][1]
        )
    return tuple(f"{master if w == 'you' else opp}.retire" for w in cond[1:])


CMP_WORDS = {
    "ge": ("以上", "at least"),
    "le": ("以下", "at most"),
    "eq": ("", "exactly"),
    "gt": ("より多い", "more than"),
    "lt": ("より少ない", "fewer than"),
}
ZONE_WORDS = {
    ("energy",): ("エネルギー置場", "energy zone"),
    ("retire",): ("リタイヤ置場", "retire zone"),
    ("hand",): ("手札", "hand"),
    ("ring",): ("リング", "ring"),
    ("deck",): ("山札", "deck"),
    ("waiting",): ("控え室", "waiting room"),
    FIELD_ZONES: ("フィールド", "field"),
}


# the continuous techniques whose condition is being read (card uid, ability index): a value the
# condition reads is made without them (8.9.1.7: an effect whose application changes with another
# effect's depends on it and is applied after it — so not before its own condition is read)
_READING_CONDITION: ContextVar[frozenset[tuple[str, int]]] = ContextVar(
    "vs_reading_condition", default=frozenset()
)


def _condition_in_force(ctx: Ctx, player: str, src: Card, i: int, prog: Program) -> bool:
    """Whether the condition of ``src``'s continuous technique ``i`` holds (8.3.3), its values read
    with every continuous effect but those whose condition is being read (8.9.1.7)."""
    token = _READING_CONDITION.set(_READING_CONDITION.get() | {(src.uid, i)})
    try:
        return bool(condition_holds(ctx, player, prog.condition, src.uid)[0])
    finally:
        _READING_CONDITION.reset(token)


_HOLDS = {
    "ge": lambda a, b: a >= b,
    "le": lambda a, b: a <= b,
    "eq": lambda a, b: a == b,
    "gt": lambda a, b: a > b,
    "lt": lambda a, b: a < b,
}


def _values_described(ctx: Ctx, src: Card, i: int, uid: str, stats: tuple[Any, ...]) -> bool:
    """Whether the card ``uid`` is one 「攻撃力がN以下（以上）の…カード」 of ``src``'s continuous
    technique ``i`` describes (``Op.stats``: its attack / defence, 2.10.1 / 2.11.1, compared so):
    its values read with every continuous effect but those being read so (8.9.1.7: whether
    this effect reaches the card changes with the others applied first — it depends on them and
    is applied after them, whichever arose first, 8.9.1.4)."""
    from ruling.games._vs.common import view

    card = ctx.card(uid)
    level = card.value("level") if card is not None else None
    if any(st == "level" for st, _c, _n in stats) and level is None:
        return False  # a level not given: not described so
    token = _READING_CONDITION.set(_READING_CONDITION.get() | {(src.uid, i)})
    try:
        v = view(ctx, uid)
    finally:
        _READING_CONDITION.reset(token)
    got = {"ap": v.ap, "dp": v.dp, "level": int(level or 0)}
    return all(_HOLDS[c](got[st], n) for st, c, n in stats)


def _values_depend(ctx: Ctx, src: Card, i: int, uid: str, stats: tuple[Any, ...]) -> bool:
    """Whether another continuous effect changes a value ``src``'s technique ``i`` filters the
    card ``uid`` by (``Op.stats``): the technique depends on it (8.9.1.7)."""
    read = {st for st, _c, _n in stats} - {"level"}
    if any(e.target == uid and e.stat in read for e in ctx.state.effects):
        return True
    token = _READING_CONDITION.set(_READING_CONDITION.get() | {(src.uid, i)})
    try:
        return any(s != src.uid for st in read for s in _static_sources(ctx, uid, st))
    finally:
        _READING_CONDITION.reset(token)


def _condition_depends(ctx: Ctx, player: str, src: Card, i: int, prog: Program) -> bool:
    """Whether the value the condition of ``src``'s continuous technique ``i`` reads (a ring
    card's or this card's attack / defence, 2.10.1 / 2.11.1) is changed by another continuous
    effect — the technique depends on it and is applied after it (8.9.1.7)."""
    from ruling.games._vs.common import ring_card

    cond = prog.condition
    if cond is None or cond[0] != "stat" or len(cond) < 3 or cond[2] not in ("ap", "dp"):
        return False
    if cond[1] == "this":
        card: Card | None = src
    elif cond[1] in ("your_ring", "opp_ring"):
        card = ring_card(ctx, player if cond[1] == "your_ring" else ctx.state.opponent(player))
    else:
        return False
    if card is None:
        return False
    token = _READING_CONDITION.set(_READING_CONDITION.get() | {(src.uid, i)})
    try:
        return any(s != src.uid for s in _static_sources(ctx, card.uid, str(cond[2])))
    finally:
        _READING_CONDITION.reset(token)


def _static_sources(ctx: Ctx, uid: str, stat: str) -> list[str]:
    """The cards whose continuous techniques in force change ``uid``'s value ``stat``."""
    return [
        src.uid
        for src, op, _prog, on in _static_reach(ctx, uid)
        if on and ((op.ap if stat == "ap" else op.dp) or stat in op.set_values)
    ]


def _static_reach(ctx: Ctx, uid: str) -> list[tuple[Card, Op, Program, bool]]:
    """Each continuous technique's step that changes ``uid``'s values, read as if its card were in
    its [領域], with whether it is (8.1.1.4: only then is the effect generated). Cards of every
    zone a [領域] can name (``WORK_ZONES``: the field, the surprise zone, the hand, the waiting
    room, the retire zone; one that left its area there no longer generates its effect) are
    read."""
    from ruling.games._vs.common import CANNOT_USE_READING, FACE_DOWN_READING, ring_card, zone_of

    target = ctx.card(uid)
    if target is None:
        return []
    face_down = ctx.state.vars.get(FACE_DOWN_READING) is not False
    # the reading stopped of continuous_technique_cannot_use (``common.cannot_use_reading``)
    stopped = ctx.state.vars.get(CANNOT_USE_READING) is False and not _READING_USE.get()
    out: list[tuple[Card, Op, Program, bool]] = []
    for p in ctx.state.players:
        for z in WORK_ZONES:
            for src in ctx.zone(p, z):
                if not src.text:
                    continue
                for _i, prog in programs(src):
                    if prog.kind != "continuous":
                        continue
                    if (src.uid, _i) in _READING_CONDITION.get():
                        # its own condition is being read: not applied before it (8.9.1.7)
                        continue
                    for op in prog.ops:
                        hit = (
                            (op.who == "this" and src.uid == uid)
                            or (op.who == "your_ring" and ring_card(ctx, p) is target)
                            or (
                                op.who == "opp_ring"
                                and ring_card(ctx, ctx.state.opponent(p)) is target
                            )
                            # 「（あなた|相手）のベンチのカード（すべて）」: every card of that
                            # bench (3.3.3), whichever frame; 「…のフィールドのカード」: of the ring
                            # and the bench (3.3.1)
                            # 「他の」 (no count): the technique's own card is left out
                            or (
                                op.who in FIELD_GROUPS
                                and not (op.other and not op.count_of and src.uid == uid)
                                and any(
                                    c is target
                                    for bz in GROUPS[op.who][1]
                                    for c in ctx.zone(
                                        p if GROUPS[op.who][0] == "you" else ctx.state.opponent(p),
                                        bz,
                                    )
                                )
                            )
                        )
                        if (
                            hit
                            and op.attributes
                            and not holds_attributes(ctx, target, op.attributes)
                        ):
                            continue
                        if hit and (op.ap or op.dp or op.set_to or op.times):
                            # 8.3.3: with a 「なら」 it is in force only while the condition holds
                            on = (
                                zone_of(ctx, src.uid) in prog.areas
                                # a face-down card under the reading not_in_force of
                                # face_down_continuous_technique (``common.face_down_reading``)
                                and (src.face_up or face_down)
                                and (
                                    prog.condition is None
                                    or _condition_in_force(ctx, p, src, _i, prog)
                                )
                                # 2.14.7: a title that does not contain the text is not reached
                                # (read, and cited)
                                and all(contains_text(target, f, t) for f, t in op.info)
                                # 8.3.2: a technique made void generates no effect
                                and void_of(ctx, src.uid) is None
                                # 「…の技は使えない」 read as stopping a continuous one
                                and not (
                                    stopped and cannot_use(ctx, src.uid, "continuous") is not None
                                )
                                # 「攻撃力がN以下の…カード」: the card's values so (8.9.1.7)
                                and (not op.stats or _values_described(ctx, src, _i, uid, op.stats))
                            )
                            out.append((src, op, prog, on))
    return out


def per_count(ctx: Ctx, master: str, op: Op, exclude: str = "") -> int:
    """「…1枚につき」: how many cards of the group ``op.count_of`` (of ``master``'s side) there are
    now, only those whose title contains ``op.count_filter``'s texts (2.14.7) and holding its
    attributes (``("attribute", X)``: 《X》, 2.15.1); with ``op.other`` (「他の」) the card
    ``exclude`` (the technique's own) is not counted."""
    side, zones = COUNTED[op.count_of]
    whose = master if side == "you" else ctx.state.opponent(master)
    if ("state", "empty") in op.count_filter:
        # 「空いているベンチ1つにつき」: the frames holding no card (3.3.3.5)
        return sum(1 for z in zones if not ctx.zone(whose, z))
    return sum(
        1
        for z in zones
        for c in ctx.zone(whose, z)
        if not (op.other and c.uid == exclude)
        and all(
            holds_attributes(ctx, c, (t,))
            if f == "attribute"
            else c.orientation == t
            if f == "state"
            else contains_text(c, f, t)
            for f, t in op.count_filter
        )
    )


def statics(ctx: Ctx, uid: str) -> tuple[list[Any], tuple[str, ...]]:
    """The continuous techniques' effects on ``uid``'s values (8.1.1.4: each works while its card
    is in its [領域]) and what decides them: every technique that would change the values is
    read against its [領域] (2.14.4, 8.1.1.4, the area term's definition), in force there or not
    — a card outside its area generates nothing, and the value is left as it is. The clauses
    are empty when no continuous technique would reach the card."""
    reach = _static_reach(ctx, uid)
    effects: list[Any] = []
    kept_off: list[str] = []
    for src, op, _prog, in_force in reach:
        if not in_force:
            continue
        if protected(ctx, uid, "effect", src.owner, src.uid, _prog.attributes) is not None:
            # 「相手の技の効果を受けない」 in force: this technique's change does not reach it (1.3.3)
            kept_off.append(src.uid)
            continue
        if op.times:
            # 「…の攻撃力を2倍にする」 in force: a multiplication, after every addition and
            # subtraction whatever their order (8.9.1.8)
            for stat in op.set_values:
                effects.append(
                    StaticEffect(
                        stat, op.times, src.uid, op="multiply", arose=zone_arrival(ctx, src)
                    )
                )
            continue
        if op.set_to:
            # 「…の攻撃力（防御力）をNにする」 (8.9.1.3): a set, in the order it arose — for a
            # continuous technique, when its card was put in its current zone (8.9.1.4)
            for stat in op.set_values:
                v = op.ap if stat == "ap" else op.dp
                effects.append(
                    StaticEffect(stat, v, src.uid, op="set", arose=zone_arrival(ctx, src))
                )
            continue
        times = per_count(ctx, src.owner, op, src.uid) if op.count_of else 1
        for stat, v in (("ap", op.ap), ("dp", op.dp)):
            if v and times:
                # an addition arose, as a set does, when its card was put in its current zone
                # (8.9.1.4): the order a later 「…にする」 is read against (set_after_addition)
                effects.append(StaticEffect(stat, v * times, src.uid, arose=zone_arrival(ctx, src)))
    if not reach:
        return effects, ()
    out = ["8.1.1.4", "2.14.4", *(("1.3.3",) if kept_off else ())]
    for src, op, prog, _f in reach:
        out += area_clauses(prog.areas)
        if not src.face_up and "surprise" in prog.areas:
            # a face-down surprise card's technique: read under face_down_continuous_technique
            # (3.9.1 against 8.1.1.4 / 2.14.4, ``common.face_down_reading``)
            out.append("3.9.1")
        if void_of(ctx, src.uid) is not None:
            out += ["8.3.1", "8.3.2"]  # its techniques are void: no effect of them arises
        if (
            prog.condition is not None
            and prog.condition[0] == "not"
            and prog.condition[2:] == ("void",)
        ):
            # written 「この効果は、Xの場合、無効」: under X the ability exists but makes no effect
            # (8.3.1, 8.3.2) — not a condition of validity (8.3.3); what X reads
            from ruling.games._vs.techniques import _cond_clauses

            out += ["8.3.1", "8.3.2", *_cond_clauses(prog.condition)]
        elif prog.condition is not None:
            out.append("8.3.3")  # the condition read: the effect in force only while it holds
            i = next((k for k, q in programs(src) if q is prog), -1)
            if _condition_depends(ctx, src.owner, src, i, prog):
                # the value its condition reads is another continuous effect's: applied after
                # it (8.9.1.7), whichever arose first (8.9.1.4)
                out.append("8.9.1.7")
            if prog.condition[0] == "count" and len(prog.condition) > 4:
                out += info_clauses(prog.condition[4])  # the cards counted: 「称号に“…”を含む」
            if prog.condition[0] == "count" and len(prog.condition) > 6:
                out.append("2.15.1")  # the cards counted: 《X》
            if prog.condition[0] == "count" and prog.condition[5:6] == (("empty",),):
                out.append("3.3.3.5")  # the frames counted: 「空いているベンチ」
            if prog.condition[0] in ("total", "turn_used", "turn_played", "turn_damaged"):
                from ruling.games._vs.techniques import _cond_clauses

                # the characters counted, each name apart / the techniques resolved this turn
                out += _cond_clauses(prog.condition)
            if prog.condition[0] == "turn":
                out.append("6.1.1")  # whose turn it is: the turn player's
            if prog.condition[0] == "at" and str(prog.condition[2]).startswith("bench."):
                out.append(
                    "3.3.3.3"
                )  # the frame named: 左 / 中央 / 右ベンチ as its owner sees them
        if op.attributes:
            out.append("2.15.1")  # the card holds the technique attribute named
            printed = set(attributes_of(ctx.card(uid) or Card("", "")))
            if set(op.attributes) - printed:
                out.append("2.15.2")  # held only as added by a technique in force
                if set(op.attributes) <= printed | set(granted_attributes(ctx, uid)):
                    # it is added (2.15.2): that continuous effect, which changes no value, is
                    # applied before the one that changes the value (8.9.1.2), which so reaches
                    # the card; which cards it reaches changes with the grant applied first, so
                    # it depends on the grant and is applied after it (8.9.1.7)
                    out += ["8.9.1.2", "8.9.1.7"]
        if op.info:
            out += info_clauses(op.info)  # the text its title / name must contain, read
        if op.stats:
            # 「攻撃力（防御力）がN以下（以上）の…カード」: the value read (2.10.1 / 2.11.1); changed
            # by another continuous effect, this one depends on it and is applied after it
            # (8.9.1.7), whichever arose first (8.9.1.4)
            out += [
                {"ap": "2.10.1", "dp": "2.11.1", "level": "2.2.1"}[st] for st, _c, _n in op.stats
            ]
            i = next((k for k, q in programs(src) if q is prog), -1)
            if _values_depend(ctx, src, i, uid, op.stats):
                out.append("8.9.1.7")
        if op.count_of and op.count_filter:
            out += info_clauses(op.count_filter)  # the cards counted: 《X》 / 「称号に“…”を含む」
    return effects, tuple(dict.fromkeys(out))


def replacements(ctx: Ctx) -> list[Any]:
    """The replacement effects of the continuous techniques in force (8.2.1.3.1, generated while
    their card is in their [領域], 8.1.1.4): for the core to apply to the action they name
    (8.10) — the engine's ``retire`` for 「このカードがリタイヤ置場に置かれる時」."""

    out: list[Any] = []
    for p in ctx.state.players:
        for c, i, prog in _in_force(ctx, p, WORK_ZONES):
            for op in prog.ops:
                if op.kind != "replace":
                    continue
                for target in _replaced_cards(ctx, p, c, op):
                    out.append(_replacement_effect(ctx, p, c, i, prog, op, target))
    return out


def _replaced_cards(ctx: Ctx, player: str, card: Card, op: Op) -> list[str]:
    """The cards whose event a replacement names (8.10.1): this card, or each card of its
    master's ring its description names (「あなたのリングの（“X”Y|《X》の）カード」)."""
    if op.who == "this":
        return [card.uid]
    if op.who in ("you_player", "opponent_player"):
        # 「（あなた|相手）がカードを引く時」: that player's action (the target is the player)
        return [player if op.who == "you_player" else ctx.state.opponent(player)]
    if op.who == "your_ring":
        return [
            c.uid
            for c in ctx.state.zone(player, "ring")
            if c is not None and described_as(ctx, c, op.attributes, op.info)
        ]
    if op.who in (
        "you_bench",
        "opponent_bench",
        "you_ring",
        "opponent_ring",
        "you_hand",
        "opponent_hand",
    ):
        # 「（あなた|相手）の（ベンチ|リング|手札）のカード」: each card of that player's zone
        whose = player if op.who.startswith("you") else ctx.state.opponent(player)
        zones = BENCH_ZONES if op.who.endswith("bench") else (op.who.split("_", 1)[1],)
        return [c.uid for z in zones for c in ctx.state.zone(whose, z) if c is not None]
    if op.who in ("you_any", "opponent_any"):
        # every card of that player outside the zone the event puts it in (a card there already
        # is not put there)
        whose = player if op.who == "you_any" else ctx.state.opponent(player)
        into = next((z for z, verb in REPLACEABLE.items() if verb == op.value[0]), None)
        return [
            c.uid
            for z, cards in ctx.state.players[whose].zones.items()
            if z != into
            for c in cards
            if c is not None
        ]
    return []


# a replacement whose replacing action is the technique's own steps (``_draw_replacement``)
STEPS_INSTEAD = "steps"


def _replacement_effect(
    ctx: Ctx, p: str, c: Card, i: int, prog: Program, op: Op, target: str
) -> Any:
    """One replacement effect of the technique ``i`` of ``c`` on the event of card ``target``."""
    import zlib

    from ruling.games._vs.common import label
    from ruling.state import Effect

    verb, dest, *choice = op.value
    key = f"{c.uid}|{i}|{verb}" + (f"|{target}" if target != c.uid else "")
    if isinstance(dest, tuple) and dest[0] == STEPS_INSTEAD:
        # 「かわりに、…を1枚選び、…に置く」: the technique's steps, by its master, in place of
        # each card drawn (4.10.3: 「N枚引く」 is 「1枚引く」 N times)
        return Effect(
            id=-(zlib.crc32(key.encode()) + 1),
            target=target,
            stat=verb,
            op="replace",
            value={"do": "replacing_steps", "technique": c.uid, "index": i},
            source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
            card=c.uid,
            clauses=("8.2.1.3.1", "8.1.1.4", "2.14.4", *area_clauses(prog.areas)),
        )
    if isinstance(dest, tuple) and dest[0] == "deck_top":
        # 「（相手が）カードを引く時、かわりに相手は自分の山札の上からN枚を自分の…に置く」: the
        # drawer puts N of its deck's top cards there for each card it would draw (4.10.3,
        # ``_draw_replacement``); the draw's own ``amount`` is kept
        return Effect(
            id=-(zlib.crc32(key.encode()) + 1),
            target=target,
            stat=verb,
            op="replace",
            value={"do": "deck_top", "each": dest[1], "to": dest[2]},
            source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
            card=c.uid,
            clauses=("8.2.1.3.1", "8.1.1.4", "2.14.4", *area_clauses(prog.areas)),
        )
    if isinstance(dest, tuple):
        # 「かわりにあなたはN枚引く」: the replacement's master draws (``_rest_replacement``)
        dest, n = dest
        return Effect(
            id=-(zlib.crc32(key.encode()) + 1),
            target=target,
            stat=verb,
            op="replace",
            value={"do": dest, "player": p, "amount": n},
            source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
            card=c.uid,
            clauses=("8.2.1.3.1", "8.1.1.4", "2.14.4", *area_clauses(prog.areas)),
        )
    # a move to a zone whose being put there a replacement may name in turn (the waiting room,
    # the retire zone): that zone's own action, so the core reads the replacements on the new
    # event, each at most once (8.10.2.3); another zone: an effect's put
    value: dict[str, Any] = (
        {"do": None}
        if dest is None
        else {"do": REPLACEABLE[dest]}
        if dest in REPLACEABLE and not choice
        else {"do": "put", "to": dest, **({"pos": op.pos} if op.pos else {})}
    )
    if len(choice) > 1:
        # 8.2.1.3.2 with the put of this card as the selection: the put, then
        # [行動B] (``replaced_then``)
        value = {"do": "replaced_then", "to": dest, "technique": c.uid, "index": i}
    if choice:
        # 8.2.1.3.2: 「かわりに[選択]してよい。そうしたら、…」 — the selection
        # (``replacement_cost``: its cost items, paid in full or not at all,
        # 8.10.3)
        value["choice"] = {"do": "replacement_cost", "card": c.uid, "index": i}
    if op.only_by:
        # 「相手の技によって」: only an event an effect of that player's card makes
        value["only_by"] = ctx.state.opponent(p) if op.only_by == "opponent" else p
    return Effect(
        id=-(zlib.crc32(key.encode()) + 1),
        target=target,
        stat=verb,
        op="replace",
        value=value,
        source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
        card=c.uid,
        clauses=(
            "8.2.1.3.2" if choice else "8.2.1.3.1",
            *(("8.10.3",) if choice else ()),
            "8.1.1.4",
            "2.14.4",
            *area_clauses(prog.areas),
        ),
    )


def _attacks_now(ctx: Ctx, player: str, uid: str) -> bool:
    """Whether ``uid`` is the card attacking in the attack in progress: its master is the turn
    player and it is that player's ring card (7.1.3.2: the ring card attacks)."""
    from ruling.games._vs.common import ring_card

    st = ctx.state
    if st.turn.player != player or st.turn.phase != "attack" or st.turn.step is None:
        return False
    ring = ring_card(ctx, player)
    return ring is not None and ring.uid == uid


# the clause of each act a player may be prohibited (``prohibit_player``): an attack
# (7.1.3.2.1), a support (7.1.3.1.1), a draw (4.10.2, the rules' draw; 1.3.1 the text over it)
_PLAYER_ACT_CLAUSES = {
    "attack": ("7.1.3.2.1",),
    "support": ("7.1.3.1.1",),
    "draw": ("4.10.2", "1.3.1"),
    "play": ("8.4.1", "1.3.1"),
}


def _described_filter(ctx: Ctx, src: Card, i: int, stats: tuple[Any, ...]) -> Any:
    """The cards a prohibition of ``src``'s technique ``i`` covers, described by their values
    (``Op.stats``, 「レベルN以上の」 2.2.1): a ``CardFilter`` the engine tests on the card the
    action names (``core._covered``)."""
    from ruling.state import CardFilter

    words = {"ge": ("以上", "or more"), "le": ("以下", "or less"), "eq": ("", "")}
    ja = "".join(f"レベル{n}{words.get(c, ('', ''))[0]}の" for _st, c, n in stats) + "カード"
    en = "cards of " + ", ".join(
        f"level {n} {words.get(c, ('', ''))[1]}".strip() for _st, c, n in stats
    )
    return CardFilter(lambda cx, card: _values_described(cx, src, i, card.uid, stats), ja, en)


def _validity_read(prog: Program) -> tuple[str, ...]:
    """The clauses of a continuous technique's condition of validity as it was read to hold
    (8.3.3: 「…時のみ有効」, the part in force only while it holds; ``_cond_clauses`` what it
    reads); a void notation's own (8.3.1, 8.3.2) — none when the technique has no condition."""
    from ruling.games._vs.techniques import _cond_clauses

    cond = prog.condition
    if cond is None:
        return ()
    if cond[0] == "not" and cond[2:] == ("void",):
        return _cond_clauses(cond)
    return ("8.3.3", *_cond_clauses(cond))


def prohibitions(ctx: Ctx) -> list[Any]:
    """The prohibitions of the continuous techniques in force (「このカードはアタックされない」:
    the opponent may not attack, 7.1.3.2.1; generated while the card is in its [領域], 8.1.1.4),
    as effects of op ``prohibit`` on a player."""
    from ruling.games._vs.common import label
    from ruling.state import Effect

    out: list[Any] = []
    for p in ctx.state.players:
        for c, i, prog in _in_force(ctx, p, FIELD_ZONES, condition=True):
            for op in prog.ops:
                if op.kind != "no_partner_block":
                    continue
                if op.who == "this_attack" and not _attacks_now(ctx, p, c.uid):
                    continue
                # 「[領域]相手はパートナーブロックできない」 (7.1.4.2, 8.1.1.4); 「[リング]この
                # カード（のアタック）はパートナーブロックされない」: while it is the card attacking
                out.append(
                    Effect(
                        id=-1,
                        target=ctx.state.opponent(p) if op.who != "you" else p,
                        stat="partner_block",
                        op="prohibit",
                        source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
                        clauses=("7.1.4.2", "8.1.1.4", "2.14.4", *_validity_read(prog)),
                    )
                )
        for c, i, prog in _in_force(ctx, p, WORK_ZONES, condition=True):
            for op in prog.ops:
                if op.kind != "prohibit_move":
                    continue
                # 「[領域]相手は手札のカードを控え室に置けない」: that player may not put a card of
                # its zone X into its zone Y (8.1.1.4), the text over the rules' acts (1.3.1)
                out.append(
                    Effect(
                        id=-1,
                        target=ctx.state.opponent(p) if op.who == "opponent" else p,
                        stat=f"move:{op.value[0]}>{op.value[1]}",
                        op="prohibit",
                        source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
                        clauses=("1.3.1", "8.1.1.4", "2.14.4", *_validity_read(prog)),
                    )
                )
        for c, i, prog in _in_force(ctx, p, FIELD_ZONES, condition=True):
            for op in prog.ops:
                if op.kind != "prohibit_player":
                    continue
                # 「[領域]相手はアタックできない」 / 「相手のベンチのカードはサポートできない」: a
                # player who may not attack / support (7.1.3.2.1, 7.1.3.1.1; 1.3.3), while the
                # card is in its [領域] (8.1.1.4)
                out.append(
                    Effect(
                        id=-1,
                        target=ctx.state.opponent(p) if op.who == "opponent" else p,
                        stat=op.value,
                        op="prohibit",
                        # 「レベルN以上のカードをプレイできない」: only with the cards described
                        value=_described_filter(ctx, c, i, op.stats) if op.stats else 0,
                        source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
                        clauses=(
                            *_PLAYER_ACT_CLAUSES.get(op.value, ("7.1.3.1.1",)),
                            "1.3.3",
                            "8.1.1.4",
                            "2.14.4",
                            *_validity_read(prog),
                        ),
                    )
                )
        for c, i, prog in _in_force(ctx, p, ("ring",), condition=True):
            for op in prog.ops:
                if op.kind != "prohibit" or op.value[0] not in ("attack", "support"):
                    continue
                # 「アタックされない / アタックできない」 (7.1.3.2.1) and 「サポートされない」
                # (7.1.3.1.1): a player who may not attack / support, while the card is in the
                # ring (8.1.1.4)
                verb, who = op.value
                out.append(
                    Effect(
                        id=-1,
                        target=ctx.state.opponent(p) if who == "opponent" else p,
                        stat=verb,
                        op="prohibit",
                        source=f"{label(ctx, c.uid)}: {abilities_of('vs', c)[i].text}",
                        clauses=(
                            "7.1.3.2.1" if verb == "attack" else "7.1.3.1.1",
                            "8.1.1.4",
                            "2.14.4",
                            *_validity_read(prog),
                        ),
                    )
                )
        out.extend(_held_by_ring_card(ctx, p))
    return out


# A prohibition held by a ring card (an effect on the card, 1.3.3), as the player's act it
# prohibits: 「アタックできない」 its owner's attack, 「アタックされない」 the opponent's (7.1.3.2.1:
# 「アタックされないということは対戦相手がアタックできないということと同義です」), 「サポートされない」
# its owner's support (7.1.3.1.1: the support attacks the ring card, 7.1.3.2)
HELD_BY_RING = {
    "attack": ("owner", "attack"),
    "attacked": ("opponent", "attack"),
    "supported": ("owner", "support"),
}


def _held_by_ring_card(ctx: Ctx, p: str) -> list[Any]:
    """The effects in force on ``p``'s ring card that prohibit an act (``HELD_BY_RING``), as
    effects of op ``prohibit`` on the player whose act it is; the clauses are the effect's and
    the act's (7.1.3.2.1). A card that left the ring holds them no more (``ctx.zone`` of the ring now)."""
    from dataclasses import replace as _replace

    ring = next(iter(ctx.zone(p, "ring")), None)
    if ring is None:
        return []
    out = []
    for e in ctx.state.effects:
        if e.op != "prohibit" or e.target != ring.uid or e.stat not in HELD_BY_RING:
            continue
        whose, act = HELD_BY_RING[e.stat]
        out.append(
            _replace(
                e,
                target=ctx.state.opponent(p) if whose == "opponent" else p,
                stat=act,
                clauses=(*e.clauses, "7.1.3.2.1"),
            )
        )
    return out


# the acts whose prohibitions by continuous techniques the engine's action check reads
# (``Game.prohibitions``) rather than the procedure itself: a play (8.4.1) — and what the rules
# say is one too, moving the ring card to a bench (6.5.1.2.3, the action's ``counts_as``)
CHECKED_BY_ACTION = frozenset({"play"})


def action_prohibitions(ctx: Ctx) -> list[Any]:
    """The prohibitions of continuous techniques in force on the acts the action check reads
    (``CHECKED_BY_ACTION``): 「[リング]相手はレベル2以上のカードをプレイできない」."""
    return [e for e in prohibitions(ctx) if e.stat in CHECKED_BY_ACTION]


def idle_prohibitions(ctx: Ctx, player: str) -> list[tuple[Card, str]]:
    """The attack prohibitions that would bind ``player`` (its own cards' 「アタックできない」, the
    opponent's 「アタックされない」, 7.1.3.2.1) printed on cards outside their [領域] (the hand,
    the waiting room, the bench, the surprise zone): read and not generated (8.1.1.4). Each card
    with the text of the technique."""
    from ruling.games._vs.common import zone_of

    out: list[tuple[Card, str]] = []
    for p in ctx.state.players:
        for z in WORK_ZONES:
            for c in ctx.zone(p, z):
                if not c.text:
                    continue
                for i, prog in programs(c):
                    if prog.kind != "continuous" or zone_of(ctx, c.uid) in prog.areas:
                        continue
                    for op in prog.ops:
                        if op.kind != "prohibit" or op.value[0] != "attack":
                            continue
                        bound = p if op.value[1] == "owner" else ctx.state.opponent(p)
                        if bound == player:
                            out.append((c, str(abilities_of("vs", c)[i].text)))
    return out


def support_prohibited(ctx: Ctx, card: Card, act: str = "support") -> str | None:
    """「このカードはサポートできない」 in force on ``card`` (its continuous technique, while the
    card is in its [領域], 8.1.1.4; 7.1.3.1.1): the technique's text, else None. ``act``
    ``rest``: 「このカードはレストできない」 instead. A card that 「アタックできない」 cannot support
    either (7.1.3.2.1: 「アタックできないということはサポートできないということと同義」), so for
    ``support`` its own 「このカードはアタックできない」 in force on the bench is returned too
    (``attack``: only that)."""
    from ruling.games._vs.common import zone_of

    acts = {act, "attack"} if act == "support" else {act}
    for i, prog in programs(card):
        if prog.kind != "continuous" or zone_of(ctx, card.uid) not in prog.areas:
            continue
        if (
            prog.condition is not None
            and not condition_holds(ctx, card.owner, prog.condition, card.uid)[0]
        ):
            continue  # in force only while its condition holds (8.3.3)
        if any(
            op.kind == "prohibit" and op.value in {(a, "owner") for a in acts} for op in prog.ops
        ):
            return str(abilities_of("vs", card)[i].text)
    return _described_prohibition(ctx, card, act) if act == "support" else None


def compile_effect(text: str) -> tuple[Program | None, str]:
    """A bare effect text (no [領域], no cost): the steps of a one-shot effect resolved by a
    player (the ``resolve_text`` situation), read by the same grammar and step mapping as a
    technique's effect. Returns the program (kind ``effect``) or None and why it is refused. A
    card's printed text never comes here: a technique needs its [領域]."""
    from ruling.abilities import _parser

    global VOCAB
    parse = _parser()
    if parse is None:
        return None, "the grammar is not available"
    try:
        card = getattr(parse(text, "vs"), "card", None)
    except Exception:
        return None, "the grammar cannot read this text"
    nodes = tuple(card.abilities) if card is not None else ()
    if len(nodes) != 1 or not isinstance(nodes[0], A.Ability):
        return None, "not one effect text"
    if VOCAB is None:
        VOCAB = _vocab()
    try:
        p = shared.compile_ability(_fronted_number(nodes[0]) or nodes[0], VOCAB)
        if p.kind != "event" or p.cost or p.keyword is not None:
            raise _refuse("an effect text with a [領域], a cost or a keyword (a technique)")
        ops = _ops(p.steps)
        cond = _condition(p.cond)
        return Program("effect", None, (), None, (), tuple(ops), cond), ""
    except Exception as exc:
        return None, getattr(exc, "reason", None) or f"{type(exc).__name__}: {exc}"
