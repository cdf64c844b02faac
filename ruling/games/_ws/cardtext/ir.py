"""The compiled program's data: ``Sel`` (which cards a noun phrase names) and the steps, conditions,
triggers and costs of a ``Program`` (plain dataclasses the engine in ``ruling.games._ws`` runs)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from ruling.cardtext.ir import Cond, CostItem, Op, Program, Sel, Trig  # noqa: F401 (CostItem: named by the package)
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")


# --------------------------------------------------------------------------- selectors


# The selector is the shared one (``ruling.cardtext.ir.Sel``; the field mapping from WS's own
# former selector is in docs/cardtext.md, "WS on the shared IR (round 18)"). What is WS's own
# and not game-neutral is kept in ``Sel.detail`` under these keys, read by ``ext``:
#   stat_x: (stat, cmp) — 「レベルＸ以下の」, X defined by the ability (``XDef``)
#   stat_level: (stat, cmp, whose, by) — 「自分のレベル(＋by)以下のレベルの」: that player's
#     level (the cards in the level zone, 3.9) and ``by`` more, worked out when used
#   stat_declared: (stat, whose) — 「相手の宣言したレベルの」: the number that player declared
#     earlier in the effect (``Op("declare")``), read when used
#   every: N — 「あなたのクロック2枚につき」 (``Op.per``): the cards counted in groups of N
#   unnamed_zone: True — the text named no zone: the kind's own (2.3.2.1.2, 2.3.2.3.2)
# and WS's state words in ``Sel.states``: stand / rest / reverse (【スタンド】している …),
# face_up / face_down (表向きの / 裏向きの マーカー, 3.7.2), in_battle (バトルしている),
# attacking (アタックしている, 7.2.1.5), attacked:front / attacked:side / attacked:any
# (フロントアタックされている: the defender, 7.2.1.5.1; (サイド)アタックされている, 7.2.1.5.2), marked / unmarked / marker:COLOUR (マーカーを持つ /
# 持たない / 赤のマーカーを持つ, 3.7.4), traitless (特徴を持たない, 2.5), entered:ZONES (このターン中に
# (手札から)舞台に置かれた: put onto the stage this turn from one of ZONES, ``+``-joined, or any, 3.1.4).
#   colours: True — 「…の色1種類につき」 (``Op.per``): the colours the cards have counted, not the
#     cards (each colour once, 2.4)
#   distinct_colours: True — 「色が異なるキャラを3枚まで選び」: no two of the cards chosen share a
#     colour (2.4.1)
EXT_KEYS = (
    "colours",
    "distinct_colours",
    "every",
    "stat_declared",
    "stat_level",
    "stat_x",
    "unnamed_zone",
)
ORIENTATIONS = ("stand", "rest", "reverse")


def ext(s: Sel | None, key: str, default: Any = None) -> Any:
    """The value of WS's own filter ``key`` (``EXT_KEYS``) in ``s``, or ``default``."""
    if s is None:
        return default
    for k, v in s.detail:
        if k == key:
            return v
    return default


def with_ext(s: Sel, **values: Any) -> Sel:
    """``s`` with WS's own filters set (a value of None, False or 0 removes the key)."""
    for k in values:
        if k not in EXT_KEYS:
            raise KeyError(k)
    d = dict(s.detail)
    for k, v in values.items():
        if v is None or v is False or (k == "every" and v == 1):
            d.pop(k, None)
        else:
            d[k] = v
    return replace(s, detail=tuple(sorted(d.items())))


def orientation(s: Sel | None) -> str | None:
    """The orientation the selector asks for (【スタンド】している …), or None."""
    return next((x for x in s.states if x in ORIENTATIONS), None) if s is not None else None


def face(s: Sel | None) -> str | None:
    """``up`` / ``down`` (表向きの / 裏向きの), or None."""
    if s is None:
        return None
    return "up" if "face_up" in s.states else "down" if "face_down" in s.states else None


def markers(s: Sel | None) -> str | None:
    """``none`` / ``some`` / ``color:X`` (マーカーを持たない / 持つ / Xのマーカーを持つ), or None."""
    if s is None:
        return None
    for x in s.states:
        if x == "unmarked":
            return "none"
        if x == "marked":
            return "some"
        if x.startswith("marker:"):
            return "color:" + x.removeprefix("marker:")
    return None


def but_chosen(s: Sel | None) -> bool:
    """「そのカード以外の」: the cards just chosen left out."""
    return s is not None and CHOSEN_SEL in s.but


def not_kind(s: Sel | None) -> str | None:
    """「クライマックス以外の」: the kind left out, or None."""
    if s is None:
        return None
    return next((b.kinds[0] for b in s.but if b.kinds and b == Sel(kinds=b.kinds)), None)


def not_names(s: Sel | None) -> tuple[str, ...]:
    """「「X」以外の」: the names left out."""
    if s is None:
        return ()
    return tuple(n for b in s.but if b.names and b == Sel(names=b.names) for n in b.names)


CHOSEN_SEL = Sel(ref="chosen")
_SHARED_FIELDS = frozenset(f.name for f in fields(Sel))


# WS's former selector fields that the shared ``Sel`` has under the same name
SAME = (
    "ref",
    "owner",
    "pos",
    "names",
    "stats",
    "other",
    "count",
    "bound",
    "has",
    "colors",
    "alts",
    "distinct_names",
    "extreme",
    "same_trait",
    "said",
)


def ws_sel(base: Sel | None = None, **kw: Any) -> Sel:
    """A shared ``Sel`` from WS's compiler's words: ``base`` (or ``Sel()``) with the fields
    ``kw`` names set, each by the mapping of docs/cardtext.md "WS on the shared IR (round 18)":
    zone / kind -> ``zones`` / ``kinds``; traits and icons (one of) -> ``traits`` / ``icons``
    for one value, ``traits_any`` / ``icons_any`` for several (``icons_all``: each, as many
    times as printed, ``icons``); name_has / not_name_has -> ``contains_any`` / ``not_contains``;
    orientation, face, markers, in_battle, attacking, traitless -> ``states`` words;
    not_kind / not_names / but_chosen -> ``but``; same_name (a Sel) -> ``same_name`` and
    ``same_as``; stat_x / stat_level (+ stat_level_by) / stat_declared / every / unnamed_zone
    -> ``detail`` (``ext``)."""
    s = base if base is not None else Sel()
    d: dict[str, Any] = {}
    add: list[str] = []
    drop: list[str] = []
    ex: dict[str, Any] = {}
    but = list(s.but)
    for k, v in kw.items():
        if k in SAME:
            d[k] = v
        elif k == "zone":
            d["zones"] = (v,) if v else ()
        elif k == "kind":
            d["kinds"] = (v,) if v else ()
        elif k == "traits":
            t = tuple(v)
            d["traits"], d["traits_any"] = (t, ()) if len(t) <= 1 else ((), t)
        elif k in ("icons", "icons_all"):
            if "icons" in d or "icons_any" in d:
                continue  # read with the other key
            icons = tuple(kw["icons"]) if "icons" in kw else s.icons or s.icons_any
            every = kw["icons_all"] if "icons_all" in kw else len(s.icons) > 1
            d["icons"], d["icons_any"] = (icons, ()) if every or len(icons) <= 1 else ((), icons)
        elif k == "name_has":
            d["contains_any"] = tuple(v)
        elif k == "not_name_has":
            d["not_contains"] = tuple(v)
        elif k == "orientation":
            drop.extend(ORIENTATIONS)
            add.append(v or "")
        elif k == "face":
            drop.extend(("face_up", "face_down"))
            add.append(f"face_{v}" if v else "")
        elif k == "markers":
            drop.extend(
                x for x in s.states if x in ("marked", "unmarked") or x.startswith("marker:")
            )
            add.append(
                ""
                if v is None
                else "unmarked"
                if v == "none"
                else "marked"
                if v == "some"
                else "marker:" + v.removeprefix("color:")
            )
        elif k == "was_under":
            # 「このカードの下にあったマーカー」: a card that was in that card's marker zone when
            # the card left the stage (3.7.3), wherever it went with it
            drop.extend(x for x in s.states if x.startswith("was_under:"))
            add.append(f"was_under:{v}" if v else "")
        elif k == "entered":
            # 「このターン中に(手札から)舞台に置かれた」: put onto the stage (from one of those
            # zones; ``any``: from any zone) this turn and there since (3.1.4), ``entered:z1+z2``
            drop.extend(x for x in s.states if x.startswith("entered:"))
            add.append("entered:" + "+".join(v) if v else "")
        elif k == "had_markers":
            # 「(…キャラの)下にマーカーがあった」: a card that had markers (3.7.4) when it last
            # left the stage
            drop.append("had_markers")
            add.append("had_markers" if v else "")
        elif k in ("in_battle", "attacking", "traitless", "counter_icon"):
            drop.append(k)
            add.append(k if v else "")
        elif k == "trait_count":
            # 「特徴を2つ以上持つ」: how many traits the card has (2.5), ``cmp:n``
            drop.extend(x for x in s.states if x.startswith("trait_count:"))
            add.append(f"trait_count:{v}" if v else "")
        elif k == "attacking_as":
            # 「フロントアタックしている」: the attacker of an attack of that method (7.2.1.5)
            drop.extend(x for x in s.states if x.startswith("attacking:"))
            add.append(f"attacking:{v}" if v else "")
        elif k == "attacked":
            # 「フロントアタックされている」 (front: the defending character, 7.2.1.5.1) /
            # 「アタックされている」 (any: opposite a front or side attack, 7.2.1.5.2) / side
            drop.extend(x for x in s.states if x.startswith("attacked:"))
            add.append(f"attacked:{v}" if v else "")
        elif k == "not_kind":
            but = [b for b in but if not (b.kinds and b == Sel(kinds=b.kinds))]
            if v:
                but.append(Sel(kinds=(v,)))
        elif k == "not_names":
            but = [b for b in but if not (b.names and b == Sel(names=b.names))]
            if v:
                but.append(Sel(names=tuple(v)))
        elif k == "but_chosen":
            but = [b for b in but if b != CHOSEN_SEL]
            if v:
                but.append(CHOSEN_SEL)
        elif k == "same_name":
            d["same_name"], d["same_as"] = v is not None, v
        elif k in ("stat_level", "stat_level_by"):
            if "stat_level" in ex:
                continue
            lv = kw["stat_level"] if "stat_level" in kw else ext(s, "stat_level")
            by = kw.get("stat_level_by", lv[3] if lv is not None and len(lv) > 3 else 0)
            ex["stat_level"] = None if lv is None else (*lv[:3], by)
        elif k in EXT_KEYS:
            ex[k] = v
        elif k in _SHARED_FIELDS:
            d[k] = v  # a shared field by its own name
        else:
            raise TypeError(f"ws_sel: no field {k}")
    if add or drop:
        d["states"] = tuple(x for x in s.states if x not in drop) + tuple(x for x in add if x)
    if but != list(s.but):
        d["but"] = tuple(but)
    out = replace(s, **d) if d else s
    return with_ext(out, **ex) if ex else out


# --------------------------------------------------------------------------- program


# The step is the shared one (``ruling.cardtext.ir.Op``). The fields WS shares by name:
# ``verb`` (WS's own verb words), ``target``, ``dest`` (a zone), ``n``, ``bound``, ``stat``,
# ``amount``, ``until``, ``optional``, ``cond`` (…なら), ``lead``, ``performer``,
# ``orientation``, ``per`` (…1枚につき: the amount times the number of these), ``sentence``
# (which sentence of the effect the step is in); and, renamed from WS's former step: ``pos``
# (``dest_pos``: where in the zone it goes; None is the top), ``face`` (``face_up``: ``up`` /
# ``down`` as a marker, 3.7.2, 3.7.2.1), ``set_to`` (``stat_op`` ``set``: 「パワーを0にする」, the
# value becomes ``amount``), ``modes`` (``options``: 次の2つの効果のうちあなたが選んだ1つを行う;
# a delay's ``modes[0]`` waits for ``when``), ``when`` (``delay``: 「ターンの終わりに、…」).
# What only WS reads is kept in ``Op.detail`` under these keys (``op_ext`` / ``ws_op`` /
# ``with_op``), each with the value it has when absent:
OP_KEYS: dict[str, Any] = {
    "grants": (),  # keys of given abilities (``GRANTED``): 『…』を得る / 与える
    "traits": (),  # given traits: 《X》を得る
    "icons": (),  # given trigger icons: トリガーアイコンに[[soul.gif]]を得る / 与える
    "times": 1,  # 1ダメージを2回与える (0 with ``x``: Ｘ回, X worked out when it is dealt)
    "x": None,  # XDef: the amount is X, defined by a later sentence
    "any_order": False,  # 好きな順番で置く: the master orders the cards put together
    "same_order": False,  # 元の順番で置く: in the order they lay in (3.1.5)
    "alt_dest": None,  # 山札の上か控え室に置く: the master picks dest or this
    "other": None,  # swap_each: the second zone's cards (AとBを1枚ずつ選び、入れ替える)
    "own_topic": False,  # the step names who does it (あなたは / 相手は …)
    "keep_chosen": False,  # modal: the cards the chosen effect dealt with are 「それら」 after
    # modal: 「…のうちあなたが選んだ2つを行う」 — how many effects are picked (None: one), and
    # 「相手が選んだ1つ」 — who picks them (None: the master; ``opponent``)
    "picks": None,
    "picker": None,
    # choose_parts: 「AをN枚までとBをM枚まで選び」 — each a choose step, a card chosen once
    "parts": (),
    # choose: 「相手のキャラを選び」 — no number printed, read as one (the audit's
    # omitted_choice_count, raised when the choice is made)
    "count_omitted": False,
    "forbid": (),  # forbid: what the players ``target.owner`` names may not do
    "also": (),  # also_name: the names the target is also treated as having
    "role": None,  # to_slot: 「防御キャラとして置く」 — ``defender`` (7.2.1.5.1)
    # grant: 「…すべての特徴を得る」 — the traits the cards this names have (worked out when read)
    "traits_from": None,
    # stat: 「このカードの持つ異なる特徴１つにつき」 — the amount times the number of different
    # traits the cards this names have
    "per_traits": None,
    # damage: whom it is dealt to, relative to the master (相手に / あなたに: opponent / you)
    "to": "opponent",
    # declare: the numbers the performer may declare (「0か1か2か3を宣言する」)
    "numbers": (),
    # move: 「相手の…置場に置く」 — the zone is named as the opponent's (``None``: unnamed or the
    # master's); a card goes to its owner's zone (3.1.6), so only the opponent's cards go there
    "dest_owner": None,
    # move to ``under_described``: 「自分のキャラの下にマーカーとして置く」 — the characters (a Sel)
    # one of which, picked when the step is done, the cards go under
    "host": None,
    # move under a card: 「このカードとこのカードのマーカーすべてを、そのキャラの下にマーカーとして置く」 —
    # this card goes with the cards ``target`` names, at the same moment (継承, 10.18.1)
    "with_this": False,
    # delay_event: 「そのターン中、次に…した時」 — the next time only (次に), within the period
    # printed (8.7.5.1)
    "once": False,
    # stat: 「ただし、この効果でソウルは＋2までしか上がらない」 — the most the change adds, however
    # many cards it counts (None: no cap)
    "cap": None,
    # stat: 「ただし、この効果でソウルは0以下にならない」 — the least value the (negative) change
    # leaves, N + 1 (``state.added``; None: no floor)
    "floor": None,
}
_OP_FIELDS = frozenset(f.name for f in fields(Op))


def op_ext(op: Op, key: str) -> Any:
    """The value of WS's own step detail ``key`` (``OP_KEYS``) in ``op``, or its default."""
    default = OP_KEYS[key]
    return next((v for k, v in op.detail if k == key), default)


def dest_pos(op: Op) -> str:
    """Where in the zone the step puts the cards: ``top`` (the default), ``bottom`` …"""
    return op.pos or "top"


def _op_fields(detail: tuple[Any, ...], kw: dict[str, Any]) -> dict[str, Any]:
    """The shared ``Op`` fields for ``kw`` (shared names, WS's former names, WS's own details
    merged into ``detail``)."""
    d: dict[str, Any] = {}
    det = dict(detail)
    for k, v in kw.items():
        if k == "detail":
            det.update(dict(v))
        elif k == "dest_pos":
            d["pos"] = None if v == "top" else v
        elif k == "face_up":
            d["face"] = None if v is None else "up" if v else "down"
        elif k == "stat_op":
            d["set_to"] = v == "set"
        elif k == "options":
            d["modes"] = v
        elif k == "delay":
            d["when"] = v
        elif k in OP_KEYS:
            if v == OP_KEYS[k]:
                det.pop(k, None)
            else:
                det[k] = v
        elif k in _OP_FIELDS:
            d[k] = v
        else:
            raise TypeError(f"ws_op: no field {k}")
    d["detail"] = tuple(sorted(det.items()))
    return d


def ws_op(verb: str, **kw: Any) -> Op:
    """A shared ``Op`` from WS's compiler's words: the shared fields by name, WS's former names
    (``dest_pos`` ``face_up`` ``stat_op`` ``options`` ``delay``) mapped, and WS's own details
    (``OP_KEYS``) into ``detail``."""
    return Op(verb, **_op_fields((), kw))


def with_op(op: Op, **kw: Any) -> Op:
    """``op`` with fields set as ``ws_op`` reads them (a detail at its default is removed)."""
    return replace(op, **_op_fields(op.detail, kw))


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
    # 「ＡからＢを引いた数」: Ｘ is this value less the value ``less`` defines (then ``op`` ``k``)
    less: XDef | None = None


# the Ｘ a condition compares with, before the compiler finds the ability's 「Ｘは…に等しい」
X_IN_CONDITION = XDef("pending", Sel())


# The condition is the shared one (``ruling.cardtext.ir.Cond``), in the shared words: count
# (cards matching ``sel`` compared with ``n``; ``sel.ref`` among: of the cards just dealt with,
# 「それらのカードにCXがあるなら」), stat (a card's stat, compared with ``n``, Ｘ or the stat of the
# card ``than`` names), match (the cards ``sel`` points at are there and pass ``filt``; ``cmp``
# "not": 「…でないなら」, there and do not), every (every card of the group ``sel`` passes
# ``filt``, one at least), at (a card ``sel`` points at is in the place ``filt`` names), done
# (``detail`` count cards: how many cards the step before did ``verb`` to), history (``event``
# this turn: an activated ability used), turn, phase (``owner`` any), player_number (``verb``
# level: a player's level, 3.9; ``owner`` ``each``: every player's, each compared), and / or /
# not; WS's own words: total, colors, paid (the ability's cost was paid in this resolution),
# effect_moved, damage_cancelled, not_replaced / met / unmet, nth_attack (docs/cardtext.md "WS
# onto the shared IR, round 21"); in ``Cond.detail`` (``cond_x`` / ``cond_tier``, set by
# ``with_cond``):
#   x: XDef — 「思い出がＸ枚以上なら」: ``n`` is Ｘ, worked out each time the condition is read
#     (the ability's 「Ｘは…に等しい」; ``X_IN_CONDITION`` until the compiler puts it in)
#   tier: True — a count among the cards dealt with: those the first of a run of such tiers counted
#   was: True — an ``at`` of this card in the place it was when it left the stage, the leaving
#     that triggered the ability (「このカードが後列にいたなら」: its last-known slot, 8.7.4.1.2)
COND_KEYS = ("tier", "x", "was", "times")


def cond_x(c: Cond | None) -> XDef | None:
    """The Ｘ the condition's ``n`` is, or None."""
    return next((v for k, v in c.detail if k == "x"), None) if c is not None else None


def cond_times(c: Cond | None) -> int:
    """The multiple of ``than``'s value a ``stat`` condition compares with (「…のパワーが
    このカードのパワーの2倍以上なら」: 2), 1 when the text names none."""
    return next((int(v) for k, v in c.detail if k == "times"), 1) if c is not None else 1


def cond_tier(c: Cond | None) -> bool:
    """Whether an ``among`` condition counts the cards the first of its run counted."""
    return c is not None and any(k == "tier" and v for k, v in c.detail)


def cond_was(c: Cond | None) -> bool:
    """Whether an ``at`` (``match``) condition reads where this card was (what it was) when it
    left the stage."""
    return c is not None and any(k == "was" and v for k, v in c.detail)


def with_cond(c: Cond, **values: Any) -> Cond:
    """``c`` with WS's own details set (None or False removes the key)."""
    d = dict(c.detail)
    for k, v in values.items():
        if k not in COND_KEYS:
            raise KeyError(k)
        if v is None or v is False:
            d.pop(k, None)
        else:
            d[k] = v
    return replace(c, detail=tuple(sorted(d.items())))


# The trigger is the shared one (``ruling.cardtext.ir.Trig``). WS's own ``event`` words: placed
# (a card moved ``src`` → ``dst``), attack / attacked (declared), reversed, rested, used,
# triggered, played, level_up, refresh, damage_taken / damage_dealt / damage_cancelled / damage_received,
# attack_end, timing (``phase`` ``point`` of ``owner``'s turn), any (one of ``parts``:
# 「…時か…時」); ``during``: only during that player's turn (you / opponent); ``means``: placed
# by 『チェンジ』 / 『合体』 / play, or ``own_effect`` (自分のカードの効果で); ``by``: placed by an
# effect of a card of these names (``Sel(names=…)``: 「「X」の効果で舞台に置かれた時」). What is
# WS's own is kept in ``Trig.detail`` under these keys (``trig_ext`` / ``ws_trig`` / ``with_trig``):
#   attack_kind: front / side / direct — the attack is of that kind (7.2.1.4)
#   by_kind: activated / auto — with ``by``: the kind of that card's ability (「「X」の【起】の効果で」)
#   holds: Cond — 「あなたのレベルが2以上で、…時」: a state joined before the event, part of the
#     trigger condition (8.1.1.2.1): met only while it holds when the event happens
#   every: True — attack_end: 「アタックの終わりに」 with no attacker named, the end of every attack
#     (7.6.1.5), whoever the attacker and wherever it is then
#   entered: zones — このカードが手札から舞台に置かれたターン中、…時 (put there from one of them
#     this turn)
#   keyword: X — used: 『X』を使った時 (the keyword X's "used" event)
#   not_by: names — placed by an effect (``means``) of a card not named one of these
#     (「「X」以外のカードの効果で思い出になった時」)
#   not_by_kind: card types — placed by anything but the effect of a card of one of these types
#     (「CXの効果以外で控え室に置かれた時」)
#   nth: N — timing: 「あなたの第1ターンの始めに」, only in that player's nth turn
#   of: Sel — reversed, subject ref ``battle_opponent_of``: the battle opponent of a card these
#     filters name (他のあなたのキャラのバトル相手が【リバース】した時); triggered,
#     ``Sel(ref="this")``: the trigger check of this card's attack (このカードのトリガーチェックで…)
#   phase_during: (owner, phase) — あなたのメインフェイズ中、…時
#   count: N — 「あなたの手札が0枚になった時」 (``count_became``: the zone's count became N)
TRIG_KEYS = (
    "attack_kind",
    "count",
    "by_kind",
    "by_type",
    "entered",
    "every",
    "holds",
    "keyword",
    "not_by",
    "not_by_kind",
    "nth",
    "of",
    "phase_during",
)


def trig_ext(t: Trig | None, key: str, default: Any = None) -> Any:
    """The value of WS's own trigger detail ``key`` (``TRIG_KEYS``) in ``t``, or ``default``."""
    if key not in TRIG_KEYS:
        raise KeyError(key)
    if t is None:
        return default
    return next((v for k, v in t.detail if k == key), default)


def with_trig(t: Trig, **values: Any) -> Trig:
    """``t`` with shared fields and WS's own details set (a detail of None or ``()`` removes it)."""
    d = dict(t.detail)
    shared: dict[str, Any] = {}
    for k, v in values.items():
        if k in TRIG_KEYS:
            if v is None or v == ():
                d.pop(k, None)
            else:
                d[k] = v
        elif k == "by":
            shared["by"] = Sel(names=tuple(v)) if v else None
        else:
            shared[k] = v
    return replace(t, **shared, detail=tuple(sorted(d.items())))


def ws_trig(event: str, **kw: Any) -> Trig:
    """A shared ``Trig`` from WS's compiler's words: the shared fields by name, ``by`` a tuple of
    card names (``Sel(names=…)``), and WS's own details (``TRIG_KEYS``) into ``detail``."""
    return with_trig(Trig(event), **kw)


# The cost item is the shared one (``ruling.cardtext.ir.CostItem``). WS's own ``what`` words:
# ``stock`` (pay N stock), ``rest`` (rest cards), ``move`` (put cards to ``dest``, at ``pos``:
# None is the top), ``reveal``, ``swap``, ``face``, ``move_slot``, ``shuffle``, …; ``apart``: one of
# several parts of one instruction, paid with distinct cards (``costs.cost_payable``).


# The program is the shared one (``ruling.cardtext.ir.Program``). The fields WS shares by name:
# ``kind`` (auto / activated / continuous / event), ``steps``, ``trigger``, ``cond``, ``cost``,
# ``keyword``, ``params``; ``limit``: the use limit per turn in the shared words (``turn``: once,
# ``turn:N``: N times; WS's former ``limit`` N, read by ``uses_a_turn``). What only WS reads is kept
# in ``Program.detail`` under these keys (``prog_ext`` / ``ws_program`` / ``with_program``), each
# with the value it has when absent:
PROGRAM_KEYS: dict[str, Any] = {
    "counter": False,  # 【カウンター】: played in the counter step (7.4)
    "combo": False,  # 【CXコンボ】 (8.12.1)
    "notes": (),  # WS's kinds of continuous ability (replacement, play_restriction …)
    # zones besides the card type's own where the ability works because it is written to be
    # used there (2.12.2.3: 「あなたの手札のこのカードのレベルを－1」 works in the hand)
    "active_in": (),
    "limit_icon": False,  # the turn limit is written as the icon 【ターンN】 (10.19.2.1)
    # the limit is printed on its use: 「この能力は、1ターンにつきN回しか使えない」 (binds as text
    # over rules, 1.3.1: a use past it cannot be made; a pending automatic one is cancelled, 8.7.3.2)
    "limit_use": False,
    # 「この能力は、Xの時に使える」 / 「…Yには使えない」: the condition the ability needs to be
    # played (a restriction its text adds to the rules', 1.3.1), else None
    "use_requirement": None,
    # an event's own sentences before its effect: 「このカードは、…なら、手札からプレイできない。」
    # (the condition, read when it is played) and 「このカードは、色条件を満たさずに手札からプレイ
    # できる。」 (``permits``: no_colour_condition)
    "restrict": None,
    "permits": (),
    # a replacement (``notes`` replacement) of the move of other cards than this one: the cards
    # the event names (「相手のキャラが舞台から控え室に置かれる時、かわりに…」, 8.10.1), a ``Sel``
    # read from the ability's master; None: the event is this card's own move
    "replaces_about": None,
    # 「この能力は、…間は無効。」 (8.3.2): the program's condition ends with the negation of the
    # state under which the ability makes no effect
    "void_while": False,
    # 「この能力はXの場合のみ有効。」 (8.3.3): the program's condition ends with X, under which
    # alone the ability makes its effect
    "valid_while": False,
}
_PROGRAM_FIELDS = frozenset(f.name for f in fields(Program))


def prog_ext(p: Program, key: str) -> Any:
    """The value of WS's own program detail ``key`` (``PROGRAM_KEYS``) in ``p``, or its default."""
    default = PROGRAM_KEYS[key]
    return next((v for k, v in p.detail if k == key), default)


def uses_a_turn(p: Program) -> int | None:
    """How many times a turn the ability may be used (the shared ``limit`` ``turn`` /
    ``turn:N``), or None."""
    if p.limit is None:
        return None
    return 1 if p.limit == "turn" else int(p.limit.removeprefix("turn:"))


def _program_fields(detail: tuple[Any, ...], kw: dict[str, Any]) -> dict[str, Any]:
    d: dict[str, Any] = {}
    det = dict(detail)
    for k, v in kw.items():
        if k == "detail":
            det.update(dict(v))
        elif k == "limit" and not isinstance(v, str):
            d["limit"] = None if v is None else "turn" if v == 1 else f"turn:{v}"
        elif k in PROGRAM_KEYS:
            if v == PROGRAM_KEYS[k]:
                det.pop(k, None)
            else:
                det[k] = v
        elif k in _PROGRAM_FIELDS:
            d[k] = v
        else:
            raise TypeError(f"ws_program: no field {k}")
    d["detail"] = tuple(sorted(det.items()))
    return d


def ws_program(kind: str, **kw: Any) -> Program:
    """A shared ``Program`` from WS's compiler's words: the shared fields by name, ``limit`` a
    number of uses a turn (or the shared word), and WS's own details (``PROGRAM_KEYS``) into
    ``detail``."""
    return Program(kind, **_program_fields((), kw))


def with_program(p: Program, **kw: Any) -> Program:
    """``p`` with fields set as ``ws_program`` reads them (a detail at its default is removed)."""
    return replace(p, **_program_fields(p.detail, kw))


# --------------------------------------------------------------------------- shared tables
# (here, beside the dataclasses, so that the engine can name them without loading the compiler)

# given abilities by key (their canonical text): the effect in force names the key, the engine
# runs the compiled ability (2.12.2.3.1, 8.9.1.2)
GRANTED: dict[str, A.Ability] = {}
# the attackers a 「…にフロントアタックされない」 names, by the ban's value (``front_attacked@…``):
# 「このカードは、相手のレベル0のキャラにフロントアタックされない」 bans the front attack of the
# character opposite only when it passes the filter (1.3.3, 7.2.1.4.2)
ATTACKED_BY: dict[str, Sel] = {}

# delayed effects by key (the key is kept in the game state, the program here)
DELAYED: dict[str, Program] = {}

EVERY_ZONE = ("hand", "deck", "waiting_room", "clock", "level", "stock", "memory", "climax")
EVERY_ZONE += ("resolution",)
