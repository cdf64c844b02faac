"""Victory Spark card text (技効果): the grammar's AST (``grammar.parse.parse_card(text, "vs")``)
compiled into programs the engine runs. Only the constructs the rules document quotes are
compiled (tests/fixtures/card_examples/vs.yaml): the [領域] of a technique (2.14.4), a cost
「このカードを控え室に置く」 (2.14.5), surprise conditions 「[相手のカードがアタックした時]→」 (2.14.6,
12.3.1), the entry spark mark (12.2.1), the cancel mark (12.1.1), and the steps 「N枚引く」 (4.10),
「…を+A/-B」 (8.2.1.2), 「…を選び、…の控え室に置く」 (8.1.1.3.3), 「相手の技を1つ選び、キャンセルする」.
Anything else is refused with a reason and reported as unsupported, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported, abilities_of
from ruling.core import Ctx
from ruling.games._vs.common import BENCH_ZONES, FIELD_ZONES
from ruling.state import Card

AREAS: dict[str, tuple[str, ...]] = {
    "リング": ("ring",),
    "ベンチ": BENCH_ZONES,
    "フィールド": FIELD_ZONES,
    "手札": ("hand",),
    "サプライズ置場": ("surprise",),
    "控え室": ("waiting",),
    "リタイヤ置場": ("retire",),
}
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
}
ZONE_IDS = {"waiting_room": "waiting", "retire": "retire", "hand": "hand", "deck": "deck"}


@dataclass(frozen=True)
class Op:
    """One step (8.1.1.5: done in the order written): ``draw`` (who, amount), ``stat`` (who,
    ap, dp), ``choose`` (who: a card to pick), ``put`` (who: this / chosen, value: zone),
    ``cancel``."""

    kind: str
    who: str = ""
    amount: int = 0
    ap: int = 0
    dp: int = 0
    value: Any = None
    optional: bool = False  # 「…してもよい」: its master chooses whether to do it


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


def _refuse(why: str) -> Unsupported:
    return Unsupported(why)


def _terms(np: Any) -> list[Any]:
    return list(getattr(np, "terms", ()) or ())


def _who(np: Any) -> str:
    """What a noun phrase names: this (このカード), your_ring / opp_ring (…リングのカード),
    opp_technique (相手の技)."""
    terms = _terms(np)
    if any(isinstance(t, A.Ref) and t.id == "this_card" for t in terms) and len(terms) == 1:
        return "this"
    owners = {t.who for t in terms if isinstance(t, A.Owner)}
    zones = {t.id for t in terms if isinstance(t, A.Zone)}
    kinds = {t.id for t in terms if isinstance(t, A.CardKind)}
    if kinds == {"technique"} and owners == {"opponent"} and not zones:
        return "opp_technique"
    if zones == {"ring"} and kinds <= {"card"} and len(terms) == len(owners) + 2:
        if owners <= {"you", "self"}:
            return "your_ring"
        if owners == {"opponent"}:
            return "opp_ring"
    if kinds == {"retired"} and not zones and len(terms) == len(owners) + 1:
        if owners and owners <= {"you", "self"}:
            return "your_retired"  # 「自分のリタイヤ」 (3.5.2)
        if owners == {"opponent"}:
            return "opp_retired"
    shown = " ".join(type(t).__name__ for t in terms) or "nothing"
    raise _refuse(f"what the noun phrase ({shown}) names")


def _arg(action: A.Action, role: str) -> Any:
    return next((a.value for a in action.args if a.role.value == role), None)


def _count(action: A.Action, up_to: bool = False) -> tuple[int, bool]:
    """The number of a step, and whether it is 「N枚まで」 (allowed where ``up_to``); with no
    number printed, 1 (1.3.5.1 for a choice)."""
    for a in action.args:
        for t in _terms(a.value):
            if isinstance(t, A.Count):
                ok = ("exact", "up_to") if up_to else ("exact",)
                if t.bound not in ok or t.number is None or t.number.value is None:
                    what = "a variable" if t.number is not None and t.number.variable else t.bound
                    raise _refuse(f"a count other than a number ({what})")
                return int(t.number.value), t.bound == "up_to"
    return 1, False


def _amount(a: A.Amount) -> int:
    v = int(a.number.value or 0) if a.number is not None else 0
    if a.sign not in ("+", "-"):
        raise _refuse(f"a change by {a.sign}")
    return -v if a.sign == "-" else v


def _step(action: Any, prev: list[Op]) -> Op:
    if not isinstance(action, A.Action):
        raise _refuse("a step the grammar could not type")
    if action.modal:
        raise _refuse(f"a step with {action.modal}")
    form = getattr(action.form, "value", str(action.form))
    if form == "permissive":
        op = _step(replace(action, form=A.Form.FINAL), prev)
        if op.kind in ("choose", "cancel"):
            raise _refuse("an optional choice")
        return replace(op, optional=True)
    if form not in ("final", "continuative", "nominal"):
        # negatives, conditions in a verb form …: not run
        raise _refuse(f"a step in the form {form}")
    v = action.verb
    if v == "draw":
        topic = _arg(action, "topic")
        if topic is not None and {t.who for t in _terms(topic) if isinstance(t, A.Owner)} - {"you"}:
            raise _refuse("a draw by another player")
        n, up_to = _count(action, up_to=True)
        return Op("draw_up_to" if up_to else "draw", "you", n)
    if v == "stat_change":
        obj = _arg(action, "object")
        if not isinstance(action.amount, A.AmountPair) or action.more:
            raise _refuse("a stat change other than +A/-B")
        who = _who(obj)
        if who not in ("this", "your_ring", "opp_ring"):
            raise _refuse("a stat change of a card not on the field")
        return Op("stat", who, ap=_amount(action.amount.first), dp=_amount(action.amount.second))
    if v == "put":
        obj, goal = _arg(action, "object"), _arg(action, "goal")
        zones = [t.id for t in _terms(goal) if isinstance(t, A.Zone)]
        if len(zones) != 1 or zones[0] not in ZONE_IDS:
            raise _refuse("a put to a zone other than the waiting room / retire zone / hand")
        if obj is None:
            if not prev or prev[-1].kind != "choose":
                raise _refuse("a put with no object")
            who = "chosen"
        else:
            who = _who(obj)
            if who != "this":
                raise _refuse("a put of a card not chosen first")
        return Op("put", who, value=ZONE_IDS[zones[0]])
    if v == "choose":
        obj = _arg(action, "object")
        who = _who(obj)
        n, up_to = _count(action, up_to=True)
        if (n != 1 or up_to) and who not in ("your_retired", "opp_retired"):
            raise _refuse("choosing more than one of something other than retired cards")
        omitted = not any(isinstance(t, A.Count) for a in action.args for t in _terms(a.value))
        # 「N枚選び」: as many as possible up to N (8.5.4.1 / 8.6.11.1, .1.2); 「N枚まで選び」:
        # any number from 0 to N (8.5.4.1.1 / 8.6.11.1.1); no number printed: one (1.3.5.1)
        return Op("choose", who, n, value="up_to" if up_to else "omitted" if omitted else None)
    if v == "cancel":
        if not prev or prev[-1].kind != "choose" or prev[-1].who != "opp_technique":
            raise _refuse("a cancel of something not chosen")
        return Op("cancel")
    raise _refuse(f"the step '{v}'")


def _ops(effect: A.Effect | None) -> tuple[Op, ...]:
    if effect is None:
        return ()
    out: list[Op] = []
    for sent in effect.sentences:
        for st in sent.steps:
            if st.condition is not None or st.cost is not None or st.lead:
                raise _refuse("a step with a condition or a lead (なら / さらに …)")
            out.append(_step(st.body, out))
    return tuple(out)


def _trigger(ab: A.Ability) -> str | None:
    ev = ab.trigger.event if ab.trigger else None
    if ev is None and ab.condition is not None and ab.condition.marker == "surprise":
        ev = ab.condition.clause
    if ev is None:
        return None
    if isinstance(ev, A.Timing):
        words = [t.id for t in _terms(ev.scope) if isinstance(t, A.Word)]
        trig = TIMINGS.get((words[0] if len(words) == 1 else "", ev.point))
        if trig is None or len(_terms(ev.scope)) != 1:
            raise _refuse("a trigger at a timing the engine does not mark")
        return trig
    if isinstance(ev, A.Action) and ev.verb == "when":
        rel = next((t for a in ev.args for t in _terms(a.value) if isinstance(t, A.Relative)), None)
        inner = rel.clause if rel else None
        form = getattr(getattr(inner, "form", None), "value", "")
        if inner is not None and inner.verb == "attack" and not inner.modal:
            subj = _arg(inner, "subject")
            terms = _terms(subj)
            this = [type(t) for t in terms] == [A.Ref] and terms[0].id == "this_card"
            if this and form == "passive_past":
                return "self_attacked"  # 「このカードがアタックされた時」 (7.1.3.2.3)
            owners = {t.who for t in terms if isinstance(t, A.Owner)}
            zones = {t.id for t in terms if isinstance(t, A.Zone)}
            kinds = {t.id for t in terms if isinstance(t, A.CardKind)}
            if (
                form == "passive_past"
                and owners <= {"you", "self"}
                and owners
                and zones == {"ring"}
                and kinds == {"card"}
                and len(terms) == 3
            ):
                return "ring_attacked"  # 「あなたのリングのカードがアタックされた時」
            if form != "past":
                raise _refuse(f"a trigger 「…アタック…」 in the form {form}")
            if this:
                return "self_attacks"
            if owners == {"opponent"} and kinds == {"card"} and len(terms) == 2:
                return "opponent_attacks"
        if inner is not None and inner.verb == "put" and form == "passive_past" and not inner.modal:
            terms = [t for a in inner.args for t in _terms(a.value)]
            refs = [t for t in terms if isinstance(t, A.Ref)]
            zones = [t.id for t in terms if isinstance(t, A.Zone)]
            if (
                len(terms) == 2
                and [r.id for r in refs] == ["this_card"]
                and zones == ["retire_area"]
            ):
                return "self_retired"  # 「このカードがリタイヤ置場に置かれた時」 (8.6.6)
    raise _refuse("a trigger condition other than 「…がアタックした時」")


def _who_player(terms: list[Any], retired: bool) -> str:
    owners = [t.who for t in terms if isinstance(t, A.Owner)]
    kinds = [t.id for t in terms if isinstance(t, A.CardKind)]
    if len(owners) != 1 or owners[0] not in ("you", "self", "opponent"):
        raise _refuse("a condition about something other than a player's retired cards")
    if len(terms) != 1 + len(kinds) or kinds not in ([], ["retired"]) or (retired and not kinds):
        raise _refuse("a condition about something other than a player's retired cards")
    return "opponent" if owners[0] == "opponent" else "you"


def _condition(cond: A.Condition) -> tuple[str, str, str]:
    c = cond.clause
    if cond.marker != "nara" or not isinstance(c, A.Action) or c.verb not in ("more", "fewer"):
        raise _refuse("a condition (なら …) other than 「…のリタイヤが…より多い / 少ないなら」")
    if c.modal or getattr(c.form, "value", "") != "final":
        raise _refuse("a condition in another form")
    a = _who_player(_terms(_arg(c, "subject")), True)
    b = _who_player(_terms(_arg(c, "than")), False)
    if a == b:
        raise _refuse("a condition comparing a player with themself")
    return (c.verb, a, b)


def compile_ability(node: Any, items: tuple[Any, ...] = ()) -> Program:
    if isinstance(node, A.Ability) and node.condition is not None:
        if node.condition.marker != "surprise":
            cond = _condition(node.condition)
            prog = _compile(replace(node, condition=None), items)
            if prog.kind not in ("auto", "activated") or prog.keyword is not None:
                raise _refuse("a condition on a technique other than an automatic / activated one")
            return replace(prog, condition=cond)
    return _compile(node, items)


def _compile(node: Any, items: tuple[Any, ...] = ()) -> Program:
    if items:
        raise _refuse("list items")
    if not isinstance(node, A.Ability):
        raise _refuse("not an ability")
    areas: tuple[str, ...] = ()
    keyword = None
    for lb in node.labels:
        if lb.kind == "area":
            if lb.name not in AREAS:
                raise _refuse(f"the area [{lb.name}]")
            areas += AREAS[lb.name]
        elif lb.keyword is not None and lb.keyword.id in ("entry_spark", "surprise", "cancel"):
            keyword = lb.keyword.id
        else:
            raise _refuse(f"the label {lb.name}")
    if node.keyword is not None:
        keyword = keyword or node.keyword.id
    cost: tuple[Op, ...] = ()
    if node.cost is not None:
        for item in node.cost.items:
            op = _step(item.body, [])
            if op.kind != "put" or op.who != "this":
                raise _refuse("a cost other than 「このカードを控え室に置く」")
            cost += (op,)
    if node.condition is not None and node.condition.marker != "surprise":
        raise _refuse("a condition (なら …)")
    ops = _ops(node.effect)
    kind = node.kind.value
    if keyword == "entry_spark":
        return Program("auto", keyword, areas, "entry_spark", cost, ops)
    if keyword == "surprise":
        trig = _trigger(node)
        if trig not in ("opponent_attacks", "ring_attacked"):
            raise _refuse("a surprise condition other than 「相手のカードがアタックした時」")
        return Program("auto", keyword, areas or ("surprise",), trig, cost, ops)
    if keyword == "cancel":
        if [o.kind for o in ops] != ["choose", "cancel"]:
            raise _refuse("a cancel that does more than cancel one technique")
        return Program("activated", keyword, areas, None, cost, ops)
    if kind == "auto":
        return Program("auto", None, areas, _trigger(node), cost, ops)
    if kind == "activated":
        if not cost:
            raise _refuse("an activated technique whose cost the grammar could not type")
        if any(o.kind == "cancel" or o.who == "opp_technique" for o in ops):
            raise _refuse("a cancel without the cancel mark")
        return Program("activated", None, areas, None, cost, ops)
    if kind == "continuous":
        if not areas or any(o.kind != "stat" or o.who == "opp_technique" for o in ops):
            raise _refuse("a continuous technique other than 「[領域]…を+A/-B」")
        return Program("continuous", None, areas, None, (), ops)
    raise _refuse(f"an ability of kind {kind} (a card text without [領域])")


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


def static_effects(ctx: Ctx, uid: str) -> list[Any]:
    """8.1.1.4: a continuous technique works while its card is in its [領域]."""
    from ruling.games._vs.common import ring_card, zone_of

    target = ctx.card(uid)
    if target is None:
        return []
    out: list[Any] = []
    for p in ctx.state.players:
        for z in (*FIELD_ZONES, "surprise"):
            for src in ctx.zone(p, z):
                if not src.text:
                    continue
                for _i, prog in programs(src):
                    if prog.kind != "continuous" or zone_of(ctx, src.uid) not in prog.areas:
                        continue
                    for op in prog.ops:
                        hit = (
                            (op.who == "this" and src.uid == uid)
                            or (op.who == "your_ring" and ring_card(ctx, p) is target)
                            or (
                                op.who == "opp_ring"
                                and ring_card(ctx, ctx.state.opponent(p)) is target
                            )
                        )
                        if not hit:
                            continue
                        for stat, v in (("ap", op.ap), ("dp", op.dp)):
                            if v:
                                out.append(StaticEffect(stat, v, src.uid))
    return out
