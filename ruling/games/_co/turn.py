"""The turn (chapter 3): turn start, untap, draw, main and end phases, and the end of the turn
(3.7) with the passing of the turn to the opponent."""

from __future__ import annotations

import functools
from collections.abc import Callable, Generator
from typing import Any

from ruling import unsettled
from ruling.choosing import card_choice, choose_card
from ruling.core import Ctx, ScenarioInputError
from ruling.games._co.basic import crash_cards, who
from ruling.games._co.cardtext import programs
from ruling.games._co.common import (
    Proc,
    characters,
    controller,
    damage_of,
    energy,
    energy_only_after,
    energy_short,
    field_cards,
    set_cards_stay,
    view,
)
from ruling.principles import rule_step_prohibited
from ruling.rules import (
    Choose,
    Do,
    EndEffects,
    Mark,
    Move,
    Option,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Warn,
)

UNTAP_STEPS = ("start", "untap", "end")  # 3.2.1–3.2.3
DRAW_STEPS = ("start", "draw", "end")  # 3.3.1–3.3.3
END_STEPS = ("start", "upkeep", "action", "end")  # 3.6.1, 3.6.2, 3.6.4, 3.6.3


def _phase(
    ctx: Ctx, phase: str, step: str | None, clauses: tuple[str, ...], ja: str, en: str
) -> Proc:
    m = yield SetTurn(changes={"phase": phase, "step": step}, clauses=clauses, ja=ja, en=en)
    if step in ("start", "end"):
        yield from _timing(ctx, f"{phase}_{step}", m)


def _start_at(ctx: Ctx, phase: str, p: dict[str, Any], steps: tuple[str, ...]) -> int:
    """Where a phase action begins (its steps, 3.2–3.6, in order): at ``from:`` when given, or
    at the step the scenario starts in when the turn is there and nothing has moved it yet
    (``turn: {phase: end, step: upkeep}``: the steps before it were done before the scenario).
    That step itself is carried out; an unknown step name is an input error."""
    want = p.get("from")
    t = ctx.state.turn
    if want is None and t.phase == phase and t.step in steps and ctx.step_of("turn") is None:
        want = t.step
    if want is None:
        return 0
    if want not in steps:
        raise ScenarioInputError(
            "from",
            f"from: {want!r} is no step of the {phase} phase (steps: {', '.join(steps)})",
            ja=f"from: {want!r} は{phase}フェイズのステップではありません（{'、'.join(steps)}）",
        )
    return steps.index(want)


def _in_start(ctx: Ctx, p: dict[str, Any], clauses: tuple[str, ...]) -> Proc:
    """``in_start``: what the scenario declares in a phase's start step, after the abilities of
    「<phase>開始時に〜」 are carried out (3.2.1, 3.3.1) — each judged as any action there: the
    step allows no play or use, a gain of energy alone (4.3.1), save what 4.3.5 lets be played
    or used once its 「〜の直後にのみ」 is met."""
    for act in p.get("in_start") or []:
        if ctx.state.result is not None:
            return
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=clauses, declared=True)


def _taken_up(ctx: Ctx, phase: str, step: str, clauses: tuple[str, ...]) -> Proc:
    """The phase taken up at ``step``: the steps before it are not carried out again."""
    yield SetTurn(
        changes={"phase": phase, "step": step},
        clauses=clauses,
        ja=f"{phase}フェイズの {step} ステップから進める（それより前のステップはシナリオの前に行われた）",
        en=f"the {phase} phase goes on from its {step} step (the steps before it were done "
        "before the scenario)",
    )


def _timing(ctx: Ctx, on: str, m: int) -> Proc:
    """The abilities of 「<phase>開始時 / 終了時に〜」 carried out at that step (3.2.1, 3.2.3,
    3.3.1, 3.3.3, 3.6.1, 3.6.3, 3.7.2)."""
    from ruling.games._co.triggers import fire_timing

    yield from fire_timing(ctx, on, (m,))


def _auto_on_field(ctx: Ctx, on: str) -> bool:
    """Whether a card on the field holds (and has not lost) an automatic ability triggered at
    ``on`` — what asks the reading points of the turn's timings (draw phase start, turn end)."""
    return any(
        prog.kind == "auto" and prog.on == on
        for c in field_cards(ctx)
        if not view(ctx, c.uid).lost_abilities
        for prog in programs(c)
    )


def _makes_lasting(ctx: Ctx, on: str, until: str) -> bool:
    """Whether an automatic ability of the timing ``on`` on the field makes an effect lasting
    ``until`` that timing (「ターン終了時に、…ターン終了時まで…」)."""
    return any(
        prog.kind == "auto" and prog.on == on and any(o.until == until for o in prog.ops)
        for c in field_cards(ctx)
        if not view(ctx, c.uid).lost_abilities
        for prog in programs(c)
    )


def _this_turn_lasts(ctx: Ctx, tp: str) -> Generator[Any, Any, bool]:
    """Whether the effects printed 「このターン、…」 (``until`` this_turn) last past 3.7.2 to the
    turn's end (3.7.5): 3.7.2 ends those lasting 「ターン終了まで」, and no clause says whether
    「このターン」 is that period (co.unsettled ``this_turn_effect_end``). Asked only where the
    readings part: such an effect sets the turn player's hand limit and the hand holds more
    cards than the lower of that limit and the rule's 7 (3.7.3 reads it next)."""
    limits = [
        int(e.value)
        for e in ctx.state.effects
        if e.until == "this_turn" and e.op == "param" and e.stat == "hand_limit" and e.target == tp
    ]
    if not limits or len(ctx.zone(tp, "hand")) <= min(7, *limits):
        return False
    return (
        yield from unsettled.holds(
            tp, "co", "this_turn_effect_end", "whole_turn", more=("3.7.3", "4.2.9")
        )
    )


def effects_or_abilities_first(
    ctx: Ctx, until: str, on: str, point: str
) -> Generator[Any, Any, bool]:
    """A step that both ends the effects lasting until it and resolves the abilities of that
    moment (3.7 step 2 「ならびに」, 3.4.5.5 「発揮、もしくは…終了する…原則として同時に」) without
    saying which comes first: whether the abilities resolve while those effects still hold
    (True) or after they ended (False, the engine's reading) — the registry's ``point``, asked
    when it matters: such an ability is on the field and an effect lasting ``until`` is in force
    or one of those abilities makes one (made after the others ended, it outlasts the step)."""
    if not _auto_on_field(ctx, on):
        return False
    if not (any(e.until == until for e in ctx.state.effects) or _makes_lasting(ctx, on, until)):
        return False
    first = yield unsettled.choose(
        ctx.state.turn.player,
        "co",
        point,
        {"effects_first": False, "abilities_first": True},
    )
    return bool(first)


# the phases whose end step ends the effects lasting 「<phase>終了時まで」 (``cardtext.PHASE_ENDS``):
# the phase -> the reading point of which comes first, those effects' end or the abilities of
# that moment (3.6.3 「発揮、もしくは…終了する場合はここで処理します。原則として同時に」)
_PHASE_END_POINTS = {"end": "end_phase_end_effects_or_abilities_first"}


def _step_end(ctx: Ctx, phase: str, clauses: tuple[str, ...], ja: str, en: str) -> Proc:
    m = yield SetTurn(changes={"step": "end"}, clauses=clauses, ja=ja, en=en)
    point = _PHASE_END_POINTS.get(phase)
    until = f"phase:{phase}"
    abilities_first = False
    if point is not None:
        abilities_first = yield from effects_or_abilities_first(ctx, until, f"{phase}_end", point)
    if abilities_first or point is None:
        yield from _timing(ctx, f"{phase}_end", m)
        if point is None or ctx.state.result is not None:
            return
    if any(e.until == until for e in ctx.state.effects):
        yield EndEffects(
            until=until,
            clauses=clauses,
            ja=f"「{ja}時まで」の効果がすべて同時に終了する",
            en=f"every effect lasting until the {phase} phase's end ends, all at once",
            touches=tuple(f"{pl}.field" for pl in ctx.state.players),
        )
    if not abilities_first:
        yield from _timing(ctx, f"{phase}_end", m)


# the ref the step that changed whose turn it is touches (3.7.5)
TURN_PLAYER = "turn.player"


def untap_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """3.2: every tapped card the turn player controls is untapped, and all the energy that
    player has is lost (3.2.2); nothing else may be done then."""
    tp = ctx.state.turn.player
    at = _start_at(ctx, "untap", p, UNTAP_STEPS)
    if at == 0:
        yield from _phase(
            ctx, "untap", "start", ("3.2", "3.2.1"), "アンタップフェイズ開始", "untap phase starts"
        )
        yield from _in_start(ctx, p, ("3.2.1",))
    else:
        yield from _taken_up(ctx, "untap", UNTAP_STEPS[at], ("3.2",))
    if at <= 1:
        yield from _untap(ctx, tp)
    # ``actions``: what the scenario declares in the untap step, right after its cards are
    # untapped and the energy lost (3.2.2) — each judged as any action there: 3.2.2 allows none,
    # save what 4.3.5 lets be played or used once its 「〜の直後にのみ」 is met
    for act in p.get("actions") or []:
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=("3.2.2",), declared=True)
    yield from _step_end(ctx, "untap", ("3.2.3",), "アンタップフェイズ終了", "untap phase ends")


def _skipped_untaps(ctx: Ctx, tp: str) -> Generator[Any, Any, set[str]]:
    """「…は、次のアンタップフェイズにアンタップしない」 (a card's mark, ``skip_untap``: the step
    that set it; a card that moved since is a new card and keeps no mark): in its controller's
    untap phase the card stays tapped (4.2.9 over 3.2.2) and the mark is spent. In another
    player's untap phase — where it does not untap anyway — whether that was 「次のアンタップフェイ
    ズ」 (the mark spent) or the controller's next one is meant the text does not settle
    (co.unsettled next_untap_phase, both run). Returns the cards kept tapped."""
    kept: set[str] = set()
    for c in list(field_cards(ctx)):
        since = c.states.get("skip_untap")
        if since is None:
            continue
        moved = any(
            m[0] == c.uid for s in range(int(since) + 1, ctx.last + 1) for m in ctx.moves(s)
        )
        if moved:
            yield SetCard(uid=c.uid, changes={"skip_untap": None})
            continue
        if (controller(ctx, c.uid) or c.owner) == tp:
            kept.add(c.uid)
            yield Mark(
                clauses=("3.2.2", "4.2.9"),
                ja=f"{c.label} はカードの効果により、このアンタップフェイズにアンタップしない",
                en=f"{c.label} does not untap in this untap phase (a card's effect)",
                caused_by=(int(since),),
                touches=ctx.kept(c.uid),  # stays tapped where it is
            )
            yield SetCard(uid=c.uid, changes={"skip_untap": None})
            continue
        own = yield unsettled.choose(
            tp, "co", "next_untap_phase", {"own_next": True, "game_next": False}
        )
        if not own:
            yield Mark(
                clauses=("3.2.2", "4.2.9"),
                ja=f"{c.label} の「次のアンタップフェイズにアンタップしない」はこのアンタップフェイズで終わる",
                en=f"{c.label}'s 「does not untap in the next untap phase」 ends with this one",
                caused_by=(int(since),),
                touches=(c.uid,),
            )
            yield SetCard(uid=c.uid, changes={"skip_untap": None})
    return kept


def _stays_tapped(ctx: Ctx, uid: str) -> bool:
    """Whether an effect for a time keeps ``uid`` from untapping (「…までアンタップしない」,
    ``stays_tapped``)."""
    return "stays_tapped" in view(ctx, uid).keywords


def _control_read(ctx: Ctx, c: Any) -> bool:
    """Whether who controls ``c`` is read from 4−2−12 rather than from where it lies: a card set
    on a card of another player's, or one whose owner is not its controller."""
    host = c.states.get("on")
    hc = ctx.card(host) if isinstance(host, str) else None
    return c.owner != controller(ctx, c.uid) or (
        hc is not None and controller(ctx, hc.uid) != controller(ctx, c.uid)
    )


def _control_clauses(ctx: Ctx, c: Any) -> tuple[str, ...]:
    """The clauses that say whose ``c`` is when that is read from 4−2−12: a card set on another
    player's card is controlled by the player who set it (4.2.12#li1); a card whose owner is not
    its controller, by 4.2.12 (control moved, its state kept)."""
    if not _control_read(ctx, c):
        return ()
    host = c.states.get("on")
    hc = ctx.card(host) if isinstance(host, str) else None
    if hc is not None and controller(ctx, hc.uid) != controller(ctx, c.uid):
        return ("4.2.12", "4.2.12#li1")
    return ("4.2.12",)


def control_taken(ctx: Ctx, c: Any) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """For a card controlled by a player who does not own it: the clauses saying whose it is
    (4.2.12, ``_control_clauses``) and the step that put it on its controller's field (the move
    of control, 4.2.12 — its state kept, #ex1) — what an action of the card's controller with it
    rests on. ``((), ())`` for a card its owner controls."""
    if c.owner == controller(ctx, c.uid):
        return (), ()
    ctl = controller(ctx, c.uid)
    for s in range(ctx.last, -1, -1):
        if any(m[0] == c.uid and m[3] == ctl and m[4] == "field" for m in ctx.moves(s)):
            return _control_clauses(ctx, c), (s,)
    return _control_clauses(ctx, c), ()


def _untap(ctx: Ctx, tp: str) -> Proc:
    """3.2.2: the turn player's cards untapped, that player's energy lost."""
    yield SetTurn(
        changes={"step": "untap"}, clauses=("3.2.2",), ja="カードのアンタップ", en="untapping"
    )
    kept = yield from _skipped_untaps(ctx, tp)
    for c in field_cards(ctx, tp):
        if c.orientation == "rest" and c.uid not in kept and _stays_tapped(ctx, c.uid):
            # 「Xは、次のあなたのターン終了時までアンタップしない」: an effect for that time (the
            # text over 3.2.2, 4.2.9)
            kept.add(c.uid)
            yield Mark(
                clauses=("3.2.2", "4.2.9"),
                ja=f"{c.label} は効果により、このアンタップフェイズにアンタップしない",
                en=f"{c.label} does not untap in this untap phase (an effect for a time)",
                watch=(c.uid, *view(ctx, c.uid).sources),
                touches=ctx.kept(c.uid),
            )
    for c in field_cards(ctx, tp):
        if (
            c.orientation == "rest"
            and c.uid not in kept
            and "no_untap" in view(ctx, c.uid).keywords
        ):
            # 「…はアンタップフェイズにアンタップしない」 (the card's own text, or one set on it):
            # the text over 3.2.2 (4.2.9), in force (4.3.8)
            kept.add(c.uid)
            yield Mark(
                clauses=("3.2.2", "4.2.9", "4.3.8"),
                ja=f"{c.label} はカードのテキストにより、アンタップフェイズにアンタップしない",
                en=f"{c.label} does not untap in the untap phase (a card's text)",
                watch=(c.uid, *view(ctx, c.uid).sources),
                touches=ctx.kept(c.uid),  # stays tapped where it is
            )
    for c in field_cards(ctx, tp):
        ban = ctx.prohibition(c.uid, "untap") if c.orientation == "rest" else None
        if ban is not None and c.uid not in kept:
            # a prohibition effect in force on the card (「…はアンタップしない」): it beats the
            # rule that untaps every tapped card (the card text over 3.2.2, 4.2.9)
            kept.add(c.uid)
            yield rule_step_prohibited(
                ctx,
                c.uid,
                ban,
                ("3.2.2",),
                f"{c.label} はアンタップを禁止されているためアンタップしない（{ban.source}）",
                f"{c.label} is prohibited from untapping: it stays tapped ({ban.source})",
            )
    # 3.2.2 untaps the cards of 「自分のターンを進めているプレイヤー」: the step that made it that
    # player's turn, when the replay passed it (3.7.5), is a reason of each untap
    began = tuple(s for s in ctx.provenance((TURN_PLAYER,)) if s is not None)
    for c in field_cards(ctx, tp):
        if c.orientation == "rest" and c.uid not in kept:
            yield Orient(
                uid=c.uid,
                orientation="stand",
                caused_by=began,
                # a card set on another player's card, or one the turn player controls but does
                # not own: controlled by the player who set it (4−2−12)
                clauses=("3.2.2", *_control_clauses(ctx, c)),
                ja=f"{c.label} をアンタップする",
                en=f"{c.label} is untapped",
            )
    for c in field_cards(ctx):
        if c.orientation == "rest" and c.owner != tp and controller(ctx, c.uid) != tp:
            host = c.states.get("on")
            if host and ctx.card(host) is not None and controller(ctx, host) == tp:
                # another player's card set on the turn player's: 3.2.2's first sentence untaps
                # the cards the turn player controls (the one who set it does, 4.2.12#li1), its
                # second 「自分のフィールドにタップ状態のカードがあった場合」 every tapped card on
                # that player's field — where a set card lies the text does not say (the audit's
                # set_card_on_own_card_untap, both run)
                by_field = yield from unsettled.holds(
                    tp, "co", "set_card_on_own_card_untap", "field"
                )
                if by_field:
                    yield Orient(
                        uid=c.uid,
                        orientation="stand",
                        clauses=("3.2.2", "4.2.11"),
                        ja=f"{c.label} は {tp} のフィールドのカードにセットされているため、アンタップする",
                        en=f"{c.label} is set on a card of {tp}'s field: it is untapped",
                    )
                    continue
            # a "no" has its reasons: 3.2.2 untaps the cards 「自分のターンを進めているプレイヤー」
            # controls — another player's tapped card stays so until its controller's own untap
            # phase (read by a refusal for that card being tapped, ``common.tapped_by``)
            yield Mark(
                # a card set on the turn player's card: the player who set it controls it (4.2.12)
                clauses=("3.2.2", *_control_clauses(ctx, c)),
                ja=f"{c.label} は {tp} のカードではないため、このアンタップフェイズにはアンタップしない",
                en=f"{c.label} is not {tp}'s: it is not untapped in this untap phase",
                watch=(c.uid,),
                touches=ctx.kept(c.uid),  # stays tapped where it is
            )
    for c in field_cards(ctx):
        if c.orientation == "rest" and c.owner == tp and controller(ctx, c.uid) != tp:
            # 3.2.2 untaps the cards the turn player controls: one it only owns stays tapped
            # (control and ownership, 4−2−12)
            yield Mark(
                clauses=("3.2.2", "4.2.12"),
                ja=f"{c.label} は {tp} がコントロールしていないため、アンタップしない",
                en=f"{c.label} is not controlled by {tp}: it is not untapped",
                watch=(c.uid,),
                touches=ctx.kept(c.uid),  # stays tapped where it is
            )
    if energy(ctx, tp):
        yield SetVar(
            key=f"energy.{tp}",
            value=0,
            clauses=("3.2.2",),
            ja=f"{tp} は所持しているすべてのエネルギーを失う",
            en=f"{tp} loses all the energy they have",
            # the moment 「…がエネルギーを失った直後」 (4.3.5) is read against
            touches=(f"lost.{tp}",),
        )
        yield from energy_only_after(ctx, tp, 0, None, ("3.2.2",))
    else:  # read, and nothing to lose: energy gained after this step stays (a "no" has reasons)
        yield Mark(
            clauses=("3.2.2",),
            ja=f"{tp} はこの時点でエネルギーを所持していないので、失うものはない",
            en=f"{tp} has no energy at this point: nothing is lost",
            touches=(f"var:energy.{tp}",),
        )
    for pl in ctx.state.players:
        if pl != tp and energy(ctx, pl):
            # a "no" has its reasons: 3.2.2's subject is 「自分のターンを進めているプレイヤー」; the
            # step's heading in 3.2 (「カードのアンタップ(同時にエネルギー消失)」) names nobody, as
            # it names nobody's cards untapped — the other player keeps the energy (3.7.4 is
            # where every player loses it)
            yield Mark(
                clauses=("3.2.2",),
                ja=f"3.2.2 でエネルギーを失うのはターンを進めているプレイヤーだけ: {pl} の"
                f"エネルギー{energy(ctx, pl)}は失われない",
                en=f"3.2.2 takes the energy of the turn player only: {pl} keeps "
                f"{energy(ctx, pl)} energy",
                touches=(f"var:energy.{pl}",),
            )


def draw_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """3.3: the turn player draws one card — must (3.2.2#2, the second 3−2−2, really 3−3−2) —
    except in the very first turn of the game (2.1.5)."""
    st = ctx.state
    tp = st.turn.player
    at = _start_at(ctx, "draw", p, DRAW_STEPS)
    draw_first = False
    if at == 0:
        # 3.3's chart puts the draw (2) after the start (1), where 「ドローフェイズ開始時に〜」 is
        # carried out (3.3.1), yet 3−3−2 (printed 3−2−2) draws 「ドローフェイズ開始時に」: with such
        # an ability on the field, the chart's order is the engine's reading, the draw first the
        # other (the audit's draw_phase_start_draw_order), both run
        first = st.turn.first_player
        no_draw = st.turn.number == 1 and (first is None or first == tp)
        if not no_draw and _auto_on_field(ctx, "draw_start"):
            draw_first = yield unsettled.choose(
                tp,
                "co",
                "draw_phase_start_draw_order",
                {"abilities_first": False, "draw_first": True},
            )
        if draw_first:
            m = yield SetTurn(
                changes={"phase": "draw", "step": "start"},
                clauses=("3.3", "3.3.1", "3.2.2#2"),
                ja="ドローフェイズ開始（開始時にカードを1枚引く）",
                en="draw phase starts (the card is drawn at the start)",
            )
            yield from _draw(ctx, tp)
            if st.result is None:
                yield from _timing(ctx, "draw_start", m)
        else:
            yield from _phase(
                ctx, "draw", "start", ("3.3", "3.3.1"), "ドローフェイズ開始", "draw phase starts"
            )
        if st.result is None:
            yield from _in_start(ctx, p, ("3.3.1",))
    else:
        yield from _taken_up(ctx, "draw", DRAW_STEPS[at], ("3.3",))
    if st.result is not None:
        return
    if at <= 1 and not draw_first:
        yield from _draw(ctx, tp)
    # ``actions``: what the scenario declares in the draw step, right after the card is drawn
    # (3−3−2, KB 3.2.2#2) — each judged as any action there: 3−3−2 allows none, save what 4.3.5
    # lets be played or used once its 「〜の直後にのみ」 is met (as in the untap step, 3.2.2)
    for act in p.get("actions") or []:
        if st.result is not None:
            return
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=("3.2.2#2",), declared=True)
    if st.result is None:
        yield from _step_end(ctx, "draw", ("3.3.3",), "ドローフェイズ終了", "draw phase ends")


def _draw(ctx: Ctx, tp: str) -> Proc:
    """3.3.2 (printed 3−2−2): the turn player draws one card, except in turn 1 (2.1.5)."""
    st = ctx.state
    yield SetTurn(
        changes={"step": "draw"}, clauses=("3.2.2#2",), ja="カードを1枚引く", en="draw a card"
    )
    first = st.turn.first_player
    if st.turn.number == 1 and (first is None or first == tp):
        # 「第1ターン」 is the first player's first turn (3, how turns are counted)
        yield Mark(
            clauses=("3.2.2#2", "2.1.5", "3"),
            ja="第1ターン（先攻側プレイヤーの最初のターン）なので、カードを引かない",
            en="turn 1 (the first player's first turn): no card is drawn",
            touches=(f"{tp}.hand", f"{tp}.deck"),
        )
    else:
        # the first player draws as usual after turn 1: the exception of 2.1.5 is read and does
        # not apply (「第3ターン以降は通常通り…1枚引くことができる」)
        # — a later turn of the first player's by the count of turns of chapter 3
        read = ("2.1.5", "3") if first == tp else ()
        yield Do("draw", {"player": tp, "amount": 1}, clauses=("3.2.2#2", *read), by_rules=True)


def main_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    m = yield SetTurn(
        changes={"phase": "main", "step": None},
        clauses=("3.4",),
        ja="メインフェイズ開始",
        en="main phase starts",
    )
    # 3.4 1) メインフェイズ開始: the abilities of 「メインフェイズ開始時に〜」 (as 3.3.1's of the draw
    # phase), before the first action of the phase
    yield from _timing(ctx, "main_start", m)
    for act in p.get("actions") or []:
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act)


def main_phase_follows(
    run: Callable[[Ctx, dict[str, Any]], Proc],
) -> Callable[[Ctx, dict[str, Any]], Proc]:
    """A main-phase action (a battle, 3.4.5; a card played, 3.4.2 / 3.4.3) declared once the draw
    phase is over: the turn has gone on to its main phase (3.3's chart ends at 3) ドローフェイズ
    終了, and 3.4 follows it, with nothing between), so the main phase starts first — its
    「メインフェイズ開始時に」 abilities carried out (3.4 1)) — and the action is taken there."""

    @functools.wraps(run)
    def go(ctx: Ctx, p: dict[str, Any]) -> Proc:
        t = ctx.state.turn
        # the draw phase carried out to its end within the scenario (a scenario that starts at
        # ``{phase: draw, step: end}`` declares its actions in that step, 3.3.3)
        over = t.phase == "draw" and t.step == "end" and ctx.step_of("turn") is not None
        if over and ctx.state.result is None:
            yield from main_phase(ctx, {})
        return (yield from run(ctx, p))

    return go


def end_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """3.6: upkeep (3.6.2) — for each card of the turn player with an upkeep, pay it or the card
    crashes, a crash that cannot be negated — then the action timing (3.6.4)."""
    tp = ctx.state.turn.player
    at = _start_at(ctx, "end", p, END_STEPS)
    if at == 0:
        yield from _phase(
            ctx, "end", "start", ("3.6", "3.6.1"), "エンドフェイズ開始", "end phase starts"
        )
    else:
        yield from _taken_up(ctx, "end", END_STEPS[at], ("3.6",))
    asked: set[str] = set()
    if at <= 1:
        yield from _upkeep(ctx, tp, p)
        asked = {c.uid for c in _upkeep_cards(ctx, tp)}
    if at <= 2:
        yield SetTurn(
            changes={"step": "action"},
            clauses=("3.6.4",),
            ja="行動可能タイミング",
            en="action timing",
        )
        for act in p.get("actions") or []:
            # 3.6.4 lists what may be done in the end phase's action timing: an action taken
            # there (allowed or refused) is read against it and the item of the list it falls
            # under (#li1 a card played from the hand — event, spell, item —, #li2 an effect or
            # ability of a card on the field used), as 3.4.5.6's list in battle
            act = dict(act)
            verb = act.pop("do")
            item = {"play": ("3.6.4#li1",), "activate": ("3.6.4#li2",)}.get(verb, ())
            yield Do(verb, act, clauses=("3.6.4", *item))
    # a "no" has its reasons: a card with an upkeep on the field that the upkeep step did not
    # ask (it came after it, in the action timing) is asked nothing this turn — 3.6 orders the
    # steps (2) upkeep before 3) the action timing) and 3.6.2 asks the upkeep in its own step
    late = [c for c in _upkeep_cards(ctx, tp) if c.uid not in asked]
    if late:
        yield Mark(
            clauses=("3.6", "3.6.2"),
            ja=f"{'、'.join(c.label for c in late)}: 維持費の支払いのステップはすでに終わっている"
            "（3.6 の順番）: このターン維持費は問われない",
            en=f"{', '.join(c.label for c in late)}: the upkeep step is over (3.6's order): no "
            "upkeep is asked this turn",
            touches=(*(c.uid for c in late), f"var:energy.{tp}", f"{tp}.field"),
        )
    yield from _step_end(ctx, "end", ("3.6.3",), "エンドフェイズ終了", "end phase ends")


def _upkeep_cards(ctx: Ctx, player: str) -> list[Any]:
    """The cards with an upkeep (「維持費n」) on ``player``'s field."""
    return [
        c
        for c in field_cards(ctx, player)
        if any(pr.kind == "keyword" and pr.keyword == "upkeep" for pr in programs(c))
    ]


def _upkeep(ctx: Ctx, tp: str, p: dict[str, Any]) -> Proc:
    """3.6.2: each card of the turn player with an upkeep, one by one in the order that player
    chooses (``upkeep_order``, else ``at: upkeep_order``), paid or crashed; ``in_upkeep``:
    actions taken in the step before the payments (no play or use there, energy may be
    gained)."""
    yield SetTurn(changes={"step": "upkeep"}, clauses=("3.6.2",), ja="維持費の支払い", en="upkeep")
    for act in p.get("in_upkeep") or []:
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=("3.6.2",))
    due = [
        (c, prog.number or 0)
        for c in field_cards(ctx, tp)
        for prog in programs(c)
        if prog.kind == "keyword" and prog.keyword == "upkeep"
    ]
    # a card that lost its abilities (4.3.8 step 3) has no 維持費 now: none is asked of it — its
    # 「維持費」 line is card text, and a character's (navigator's) card text is its 「特殊能力」
    # (4.2.8's definition), so it is among what was lost
    stripped = [c for c, _ in due if view(ctx, c.uid).lost_abilities]
    for c in stripped:
        v = view(ctx, c.uid)
        yield Mark(
            clauses=("3.6.2", "4.3.8", "4.2.8"),
            ja=f"{c.label} はすべての特殊能力を失っているため、維持費は指定されておらず、支払いは問われない",
            en=f"{c.label} has lost all its abilities: no upkeep is set, none is asked",
            watch=tuple(v.sources),
            touches=(c.uid,),
        )
    due = [(c, n) for c, n in due if c not in stripped]
    # 3.6.2 names a card 「ターンを進めているプレイヤーのフィールドに出ている」: a card with an upkeep
    # set on another player's character lies on that side, yet its setter controls it (4.2.12)
    # — which field it is on the text does not settle (``upkeep_card_on_opponents_character``):
    # both readings are run, the controller's (the engine's) first
    crossed = []
    for c in field_cards(ctx):
        host = c.states.get("on")
        ctl = controller(ctx, c.uid)
        if not host or tp not in (ctl, controller(ctx, host)) or controller(ctx, host) == ctl:
            continue
        cost = next(
            (
                pr.number or 0
                for pr in programs(c)
                if pr.kind == "keyword" and pr.keyword == "upkeep"
            ),
            None,
        )
        if cost is not None and c not in stripped:
            crossed.append((c, cost, ctl == tp))
    if crossed:
        reading = yield unsettled.choose(
            tp,
            "co",
            "upkeep_card_on_opponents_character",
            {"controller": "controller", "host_side": "host_side"},
        )
        for c, cost, mine in crossed:
            asked = mine if reading == "controller" else not mine
            due = [(d, n) for d, n in due if d.uid != c.uid]
            if asked:
                due.append((c, cost))
            owner_side = (
                "コントロールする" if reading == "controller" else "セットされたキャラクターのいる"
            )
            yield Mark(
                clauses=("3.6.2", "4.2.12", "4.2.12#li1")
                if reading == "controller"
                else ("3.6.2",),
                ja=f"{c.label} は{owner_side}プレイヤーのフィールドにあるものとして、このターンの維持費は"
                + (f"{tp} に問われる" if asked else "問われない"),
                en=f"{c.label} counts as on the field of the player "
                + ("who controls it (4.2.12)" if reading == "controller" else "of its character")
                + (
                    f": its upkeep is asked of {tp} this turn" if asked else ": no upkeep this turn"
                ),
                touches=(c.uid,),
            )
    if not due:
        # a "no" has its reasons: no card with an upkeep is on the turn player's field now (one
        # that left it before this step, crashed at the end phase's start, is asked nothing):
        # 3.6.2 read, nothing to pay, the energy kept
        gone = [
            c.uid
            for z in ("dustbox", "hand", "deck")
            for c in ctx.zone(tp, z)
            if any(pr.kind == "keyword" and pr.keyword == "upkeep" for pr in programs(c))
        ]
        yield Mark(
            clauses=("3.6.2",),
            ja=f"維持費が指定されているカードは {tp} のフィールドに出ていない: 維持費の支払いは問われない",
            en=f"no card with an upkeep is on {tp}'s field: no upkeep is asked",
            touches=(f"var:energy.{tp}", *gone),
        )
    order = p.get("upkeep_order")
    if order is not None:
        due = _ordered(ctx, due, order)
    seen = {c.uid for c, _n in due} | {c.uid for c in stripped} | {c.uid for c, *_ in crossed}
    while due:
        if len(due) > 1 and order is None:
            # 3.6.2: several upkeeps are resolved one by one, in the order the turn player
            # chooses
            nxt = yield Choose(
                tp,
                "upkeep_order",
                "次に維持費の支払いを解決するカードを選ぶ",
                "choose the card whose upkeep is resolved next",
                tuple(card_choice(c) for c, _n in due),
                ("3.6.2",),
            )
            i = next(k for k, (c, _n) in enumerate(due) if c.uid == nxt)
        else:
            i = 0
        card, cost = due.pop(i)
        if ctx.where(card.uid) is None or ctx.where(card.uid)[1] != "field":  # type: ignore[index]
            continue
        can = not energy_short(ctx, tp, cost, ("3.6.2",))
        # 「維持費を支払うかどうか選択」 (3.6.2) is a yes / no question: answered yes / no as well
        yes = Option("pay", "支払う", "pay", True, aliases=("yes",))
        pay = yield Choose(
            tp,
            "upkeep",
            f"{card.label} の維持費{cost}を支払うか",
            f"pay {card.label}'s upkeep of {cost}?",
            ((yes,) if can else ()) + (Option("no", "支払わない", "do not pay", False),),
            ("3.6.2",),
            # more energy than the player has cannot be paid (3.6.2 「支払えなかった」)
            unavailable=() if can else ((yes, ("3.6.2",)),),
        )
        if pay:
            yield SetVar(
                key=f"energy.{tp}",
                value=energy(ctx, tp) - cost,
                clauses=("3.6.2",),
                ja=f"{tp} は {card.label} の維持費{cost}を支払う",
                en=f"{tp} pays {card.label}'s upkeep of {cost}",
                touches=(card.uid, f"{tp}.field"),
                # the payment is made from the energy the player has now: what gave it (an
                # ability of the end phase's start, 3.6.1) is what let this upkeep be paid
                watch=(f"var:energy.{tp}",),
            )
            yield from energy_only_after(ctx, tp, cost, None, ("3.6.2", "4.2.9"))
        else:
            m = yield Mark(
                clauses=("3.6.2",),
                ja=f"{card.label} の維持費を{'支払わなかった' if can else '支払えなかった'}ため、{card.label} はクラッシュする（このクラッシュはうち消せない）",
                en=f"{card.label}'s upkeep {'was not' if can else 'could not be'} paid: it crashes (a crash that cannot be negated)",
                # 「支払えなかった」: the energy left (after what was gained at the end phase's
                # start, 3.6.1, and what earlier upkeeps took) is what decides it
                watch=() if can else (f"var:energy.{tp}",),
            )
            yield from crash_cards(ctx, [card.uid], ("3.6.2",), (m,), cannot_negate=("3.6.2",))
        due += yield from _arrived_in_step(ctx, tp, seen)


def _arrived_in_step(ctx: Ctx, tp: str, seen: set[str]) -> Generator[Any, Any, list[Any]]:
    """Cards with an upkeep that came onto the turn player's field while the upkeeps were being
    resolved (``seen``: those the step has already met): whether they owe it in this step the
    text does not settle (co.unsettled ``upkeep_card_arrived_in_step``) — both readings are
    run, the engine's own (fixed at the step's start) first. Returns those now due."""
    arrived = [
        (c, pr.number or 0)
        for c in field_cards(ctx, tp)
        if c.uid not in seen and not c.states.get("on")
        for pr in programs(c)
        if pr.kind == "keyword" and pr.keyword == "upkeep"
    ]
    if not arrived:
        return []
    seen.update(c.uid for c, _n in arrived)
    asked = yield from unsettled.holds(tp, "co", "upkeep_card_arrived_in_step", "while_resolving")
    return arrived if asked else []


def _ordered(ctx: Ctx, due: list[Any], order: Any) -> list[Any]:
    """``upkeep_order: [card, …]``: the cards due, in that order (3.6.2); a name that is no
    card with an upkeep due, or a card due left out, is an input error."""
    names = [order] if isinstance(order, str) else list(order)
    out: list[Any] = []
    for ref in names:
        hit = [x for x in due if x not in out and ref in (x[0].uid, x[0].name, x[0].label)]
        if not hit:
            raise ScenarioInputError(
                "upkeep_order",
                f"upkeep_order: {ref!r} is no card whose upkeep is due now (due:"
                f" {', '.join(c.label for c, _n in due) or 'none'})",
                ja=f"upkeep_order: {ref!r} は今維持費の支払いが問われるカードではありません（"
                f"{'、'.join(c.label for c, _n in due) or 'なし'}）",
            )
        out.append(hit[0])
    rest = [x for x in due if x not in out]
    if rest:
        raise ScenarioInputError(
            "upkeep_order",
            f"upkeep_order leaves out {', '.join(c.label for c, _n in rest)}: name every card"
            " whose upkeep is due (3.6.2)",
            ja=f"upkeep_order に {'、'.join(c.label for c, _n in rest)} がありません:"
            " 維持費の支払いが問われるカードをすべて並べてください（3.6.2）",
        )
    return out


def turn_end(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """3.7: 1) every character's damage becomes 0, 2) effects "until end of turn" end at once
    (and "at end of turn" ones resolve), 3) the turn player's hand down to 7, 4) all energy is
    lost, 5) the opponent's turn begins."""
    st = ctx.state
    tp = st.turn.player
    yield SetTurn(
        changes={"phase": "turn_end", "step": "damage_reset"},
        clauses=("3.7", "3.7.1"),
        ja="ターン終了時: キャラクターのダメージを0にする",
        en="end of turn: characters' damage becomes 0",
    )
    for c in characters(ctx):
        if damage_of(c):
            yield SetCard(
                uid=c.uid,
                changes={"damage": None, "dp_from": None},
                clauses=("3.7.1",),
                ja=f"{c.label} のダメージがなくなる",
                en=f"{c.label}'s damage is removed",
            )
    ends = yield SetTurn(
        changes={"step": "effects_end"},
        clauses=("3.7.2",),
        ja="「ターン終了時まで」の効果の終了",
        en="effects until end of turn end",
    )
    # 3.7 step 2 ends the effects lasting 「ターン終了時まで」 「ならびに」 resolves the
    # 「ターン終了時に〜」 abilities, and does not say which comes first: the effects first is the
    # engine's reading, the abilities while the effects still hold the other (the audit's
    # turn_end_effects_or_abilities_first), asked only when both are there
    from ruling.games._co.triggers import fire_timing

    abilities_first = yield from effects_or_abilities_first(
        ctx, "turn", "turn_end", "turn_end_effects_or_abilities_first"
    )
    if abilities_first:
        yield from fire_timing(ctx, "turn_end", (ends,))
        if st.result is not None:
            return
    if any(e.until == "turn" for e in st.effects):
        ending = [e.target for e in st.effects if e.until == "turn"]
        yield EndEffects(
            until="turn",
            # two or more on one card end together, never one before the other (3.7.2's example:
            # a +1:+1 and a −1:−1 end at once, the character does not pass through DP 0)
            clauses=("3.7.2",) + (("3.7.2#ex1",) if len(ending) > len(set(ending)) else ()),
            ja="ターン終了時まで持続する効果がすべて同時に終了する",
            en="every effect lasting until end of turn ends, all at once",
            touches=tuple(f"{pl}.field" for pl in st.players),
        )
    # 「このターン、…」 printed with no 「まで」 (an effect 3.7.3 still reads: a hand limit): ended
    # here with the effects lasting 「ターン終了時まで」 (the engine's reading), or lasting until
    # the turn ends (3.7.5) — co.unsettled this_turn_effect_end, asked where the readings part
    whole_turn = yield from _this_turn_lasts(ctx, tp)
    if not whole_turn and any(e.until == "this_turn" for e in st.effects):
        yield EndEffects(
            until="this_turn",
            clauses=("3.7.2",),
            ja="「このターン」の効果が「ターン終了時まで」の効果と一緒に終了する",
            en="the effects 「このターン」 end with those lasting until end of turn",
            touches=tuple(f"{pl}.field" for pl in st.players),
        )
    this_turn = f"turn:{st.turn.number}"
    if any(e.until == this_turn for e in st.effects):
        # 「次の(あなたの / 相手の)ターン終了時まで」 made in an earlier turn: this is that turn's
        # end, the effect ends with those of this turn (3.7.2)
        yield EndEffects(
            until=this_turn,
            clauses=("3.7.2",),
            ja="「次の(あなたの / 相手の)ターン終了時まで」持続する効果が、このターンの終了時に終了する",
            en="the effects lasting until the end of this (later) turn end",
            touches=tuple(f"{pl}.field" for pl in st.players),
        )
    # 3.7.2 ends only the effects lasting 「ターン終了時まで」: an effect on a card given no such
    # duration is read here and stays (a "no" has its reason too)
    kept = [
        e for e in st.effects if e.until not in ("turn", "battle", this_turn) and ctx.card(e.target)
    ]
    if kept:
        names = "、".join(dict.fromkeys(ctx.card(e.target).label for e in kept))  # type: ignore[union-attr]
        yield Mark(
            clauses=("3.7.2",),
            ja=f"{names} への効果はターン終了時まで持続するものではないため、終了せず残る",
            en=f"the effects on {names} do not last 「until end of turn」: they do not end and stay",
            watch=tuple(f"effect:{e.id}" for e in kept),
            touches=tuple(dict.fromkeys(e.target for e in kept)),
        )
    for c in list(field_cards(ctx)):
        back = c.states.get("control_back")
        if back and back[1] == c.placed and (controller(ctx, c.uid) or c.owner) != back[0]:
            # 「ターン終了時まで、…のコントロール権を得る」: it ends with the other effects lasting
            # until end of turn (3.7.2), and control goes back to the player who had it (4.2.12)
            for x in [c]:
                yield Move(
                    uid=x.uid,
                    player=back[0],
                    zone="field",
                    pos="bottom",
                    # the card keeps its state as control moves (4.2.12#ex1: tapped stays tapped)
                    clauses=(
                        "3.7.2",
                        "4.2.12",
                        *(("4.2.12#ex1",) if x.orientation == "rest" else ()),
                    ),
                    ja=f"{x.label} のコントロール権は {back[0]} に戻る（{back[2]}、ターン終了時まで）",
                    en=f"control of {x.label} goes back to {back[0]} ({back[2]}, until end of turn)",
                )
            yield from set_cards_stay(ctx, c.uid)
            yield SetCard(uid=c.uid, changes={"control_back": None})
    for c in list(field_cards(ctx)):
        by = c.states.get("bounced_by")
        if by and ctx.where(c.uid) and ctx.where(c.uid)[1] == "field":  # type: ignore[index]
            yield Move(
                uid=c.uid,
                player=c.owner,
                zone="hand",
                clauses=("3.7.2", "4.2.12"),
                ja=f"{c.label} は{by}の効果でターン終了時にオーナーの手札に戻る",
                en=f"{c.label} returns to its owner's hand at end of turn ({by})",
            )
    # 3.7 step 2: 「「ターン終了時に〜」という効果・特殊能力もここで解決します」
    if not abilities_first:
        yield from fire_timing(ctx, "turn_end", (ends,))
        if st.result is not None:
            return
    yield SetTurn(changes={"step": "hand"}, clauses=("3.7.3",), ja="手札整理", en="hand size")
    hand = ctx.zone(tp, "hand")
    # the limit of 7 is a rules parameter: card text that sets another wins (4.2.9)
    limit, why, causes = ctx.param("hand_limit", tp, 7, ("3.7.3",))
    limit = int(limit)
    if not causes:
        # 「あなたの手札の上限はN枚になる」 on a card of tp's field: in force while it is there
        # (4.3.8), card text over the rule (4.2.9)
        changes: list[tuple[int, tuple[int, ...]]] = []
        sets: list[tuple[int, tuple[int, ...]]] = []
        for c in field_cards(ctx):
            if view(ctx, c.uid).lost_abilities:
                continue
            # whose limit the text names, from its controller (4.2.12): 「あなたの」 the turn
            # player's when tp controls it, 「相手の」 when the other does, 「お互いの」 either
            mine = controller(ctx, c.uid) == tp
            names_tp = {"you": mine, "opponent_player": not mine, "all_players": True}
            for prog in programs(c):
                for s in prog.statics:
                    if not names_tp.get(s.who, False):
                        continue
                    step = ctx.step_of(c.uid)
                    if s.kind == "hand_limit":
                        sets.append((int(s.value), (step,) if step is not None else ()))
                    elif s.kind == "hand_limit_by":
                        # 「あなたの手札の上限はN枚増える / 減る」: N more or less, each card's
                        # change added to the limit (the rules' 7, or the one a text sets)
                        changes.append((int(s.value), (step,) if step is not None else ()))
        if sets:
            # several cards setting different limits: the text orders none of them (co
            # hand_limit_set_twice, both readings run)
            chosen = yield from unsettled.several_set(
                tp, "co", "hand_limit_set_twice", [n for n, _ in sets]
            )
            limit, why = int(chosen if chosen is not None else limit), ("3.7.3", "4.2.9", "4.3.8")
            causes = tuple(dict.fromkeys(x for n, cs in sets if n == limit for x in cs))
        if changes:
            limit = max(limit + sum(n for n, _ in changes), 0)
            why = ("3.7.3", "4.2.9", "4.3.8")
            causes = tuple(dict.fromkeys((*causes, *(x for _, cs in changes for x in cs))))
        ended = ctx.param_ended("hand_limit", tp)
        if not sets and not changes and ended is not None:
            # a limit set 「ターン終了時まで」 ended just before (3.7.2 comes before 3.7.3): the
            # rules' 7 is back because it ended
            causes = (ended,)
    if aside := ctx.zone(tp, "aside"):
        # the cards set aside to be played 「手札にあるかのように」 are no hand cards (4.2.1
        # 「この、脇におけたカードは「手札」の中の1枚としては扱いません」): not counted
        seen = yield Mark(
            clauses=("4.2.1",),
            ja=f"{tp} が脇によけている{len(aside)}枚は手札の中の1枚としては扱わず、手札の枚数に数えない",
            en=f"the {len(aside)} card(s) {tp} set aside are no hand cards and are not counted",
            touches=(f"{tp}.hand", f"{tp}.aside"),
        )
        causes = (*causes, seen)
    if ctx.state.vars.get(f"co.hand_unlisted.{tp}"):
        # the hand's size is not given: whether it is cut to the limit depends on it (3.7.3)
        yield Warn(
            "assumption",
            f"{tp} の手札の枚数がシナリオにない: {limit + 1}枚以上なら{limit}枚になるまで"
            "クラッシュする。ここではその枚数は不明とし、手札整理の結果は述べない",
            f"{tp}'s hand size is not given: if {limit + 1} cards or more, cards are crashed "
            f"down to {limit}; taken as unknown here, the hand size's result is not stated",
            why,
            key="not_given_unknown",
        )
    elif len(hand) > limit:
        # the cards crashed down to the limit go to the dustbox at one timing: their owner
        # orders them (4.2.3)
        together = ("4.2.3",) if len(hand) - limit > 1 else ()
        again = True
        while again:
            for _ in range(len(hand) - limit):
                pick = yield choose_card(
                    tp,
                    hand,
                    "hand_limit",
                    f"手札が{len(hand)}枚: クラッシュするカードを選ぶ（{limit}枚になるまで）",
                    f"{len(hand)} cards in hand: choose one to crash (down to {limit})",
                    why,
                )
                yield from crash_cards(ctx, [pick], why + together, causes)
                hand = ctx.zone(tp, "hand")
            # an ability of a card crashed here drew the hand above the limit again: 3.7.3 done
            # once, or 「7枚になるまで」 a result to reach (co.unsettled hand_cut_refilled)
            again = len(hand) > limit and (
                yield from unsettled.holds(tp, "co", "hand_cut_refilled", "until_limit")
            )
    elif causes and len(hand) > 7:
        yield Mark(
            clauses=why,
            ja=f"手札は{len(hand)}枚だが、手札の上限が{limit}枚なのでクラッシュしない",
            en=f"{len(hand)} cards in hand, but the limit is {limit}: none is crashed",
            caused_by=causes,
            touches=(f"{tp}.hand",),
        )
    else:  # the rule is read and asks for nothing: a "no" has its reason too
        yield Mark(
            clauses=why,
            ja=f"{tp} の手札は{len(hand)}枚で{limit}枚以下なので、クラッシュしない",
            en=f"{tp} holds {len(hand)} cards, not more than {limit}: none is crashed",
            caused_by=causes,
            touches=(f"{tp}.hand",),
        )
    for pl in st.players:
        if pl != tp and len(ctx.zone(pl, "hand")) > 7:
            yield Mark(
                clauses=("3.7.3",),
                ja=f"{pl} はターンを進行しているプレイヤーではないので、手札が"
                f"{len(ctx.zone(pl, 'hand'))}枚でも整理しない",
                en=f"{pl} is not the turn player: its {len(ctx.zone(pl, 'hand'))} cards are kept",
                touches=(f"{pl}.hand",),
            )
    yield SetTurn(
        changes={"step": "energy_loss"}, clauses=("3.7.4",), ja="エネルギーの消失", en="energy loss"
    )
    for pl in st.players:
        if energy(ctx, pl):
            yield SetVar(
                key=f"energy.{pl}",
                value=0,
                clauses=("3.7.4",),
                ja=f"{pl} は現在所持しているすべてのエネルギーを失う",
                en=f"{pl} loses all the energy they have",
                touches=(f"lost.{pl}",),  # 「…がエネルギーを失った直後」 (4.3.5)
            )
            yield from energy_only_after(ctx, pl, 0, None, ("3.7.4",))
    if any(e.until == "this_turn" for e in st.effects):
        # under the reading whole_turn: the 「このターン」 effects end as the turn does (3.7.5)
        yield EndEffects(
            until="this_turn",
            clauses=("3.7.5",),
            ja="「このターン」の効果がターンの終了とともに終了する",
            en="the effects 「このターン」 end as the turn ends",
            touches=tuple(f"{pl}.field" for pl in st.players),
        )
    nxt = st.opponent(tp)
    yield SetVar(key=f"navigator_played.{tp}", value=None)
    if st.vars.get("co.battles_fought"):
        yield SetVar(key="co.battles_fought", value=None)
    for key in [k for k in st.vars if k.startswith("co.played_type.")]:
        yield SetVar(key=key, value=None)
    yield SetTurn(
        changes={"player": nxt, "number": st.turn.number + 1, "phase": None, "step": None},
        # 3.7.5: the other player's turn; 3: turns alternate and are counted (the next number)
        clauses=("3.7.5", "3"),
        # whose turn it is now: what the turn player's steps of this turn rest on (``_untap``)
        touches=(TURN_PLAYER,),
        ja=f"ターン終了。{nxt} のターンに移る（第{st.turn.number + 1}ターン）",
        en=f"the turn ends; {nxt}'s turn begins (turn {st.turn.number + 1})",
    )


# the turn positions at which no card is played and no ability used (3.1, 3.2.1–3.2.3, 3.3.1,
# 3-3-2, 3.3.3, 3.6.1–3.6.3; the whole end of the turn, 3.7 and each of its steps 3.7.1–3.7.4):
# which positions is this table; the clauses that say so are the phase table's (``turn_clauses``)
NO_PLAY: dict[str, tuple[str | None, ...]] = {
    "turn_start": (None,),
    "untap": ("start", "untap", "end"),
    "draw": ("start", "draw", "end"),
    "end": ("start", "upkeep", "end"),
}


def no_play_here(ctx: Ctx) -> tuple[str, ...] | None:
    """The clauses forbidding plays and uses at the current point, if any (3.1, 3.2.x, 3.3.x,
    3.6.1–3.6.3, 3.7): the turn position's own, from the phase table (``Ctx.turn_clauses``)."""
    st = ctx.state
    ph, sp = st.turn.phase, st.turn.step
    if ph == "turn_end":
        # 3.7 「原則として、カードのプレイ・使用はできません」, and each step says it again
        # (3.7.1–3.7.4): the step's clause with it when the step is known
        step_clause = ctx.turn_clauses() if sp else ()
        return tuple(dict.fromkeys(("3.7", *step_clause)))
    if st.vars.get("co.paying"):
        # 4−3−2−3 / 4−3−3−3: while a cost is paid, no play or use but the cost's own
        return ("4.3.2.3", "4.3.3.3")
    steps = NO_PLAY.get(ph or "", ())
    if sp in steps:
        return ctx.turn_clauses() or None
    if sp is None and ph in ("untap", "draw"):
        # a scenario in the untap or the draw phase at a step it does not name: every step of
        # the phase forbids plays and uses (3.2.1–3.2.3, 3.3.1 / 3-3-2 / 3.3.3), so whichever
        # step it is, the answer is the same — each step's clause decides it
        return tuple(c for s in steps for c in ctx.turn_clauses(ph, s))
    return None


# the phases with an action timing of their own, listing what may be done there (3.6.4: the end
# phase's): the step of the phase table, whose clauses a play or use there cites
ACTION_TIMING: dict[str, str] = {"end": "action"}


# the list of what may be done at a phase's own action timing: the item each kind of action
# falls under (3.6.4 #li1 a card played from the hand — event, spell, item —, #li2 an effect or
# ability of a card on the field used)
ACTION_ITEMS: dict[str, dict[str, str]] = {
    "3.6.4": {"play": "3.6.4#li1", "activate": "3.6.4#li2"},
}


def timing_clauses(ctx: Ctx, verb: str | None = None) -> tuple[str, ...]:
    """The clauses of the action timing a play or use is made at, when the phase has one of its
    own (the end phase's, 3.6.4): read from the turn state and the phase table (a scenario in
    the end phase names no step, or that one: the plays and uses of the others are refused).
    With ``verb`` (``play`` / ``activate``), the item of the timing's list the action is read
    against (``ACTION_ITEMS``), allowed or refused."""
    ph = ctx.state.turn.phase or ""
    step = ACTION_TIMING.get(ph)
    cls = ctx.turn_clauses(ph, step) if step else ()
    items = tuple(i for c in cls if (i := ACTION_ITEMS.get(c, {}).get(verb or "")))
    return (*cls, *items)


def energy_allowed_here(ctx: Ctx) -> bool:
    """At a point that forbids plays and uses (``no_play_here``), whether its step still allows
    a gain of energy — 「カードのプレイや効果・特殊能力の使用は出来ませんが、エネルギーを得ること
    はできます」 (3.2.1, 3.2.3, 3.3.1–3.3.3, 3.6.1–3.6.3, 3.7.2, 3.7.3) — and not one that
    forbids it too (3.2.2, 3.7.1, 3.7.4: ``NO_ENERGY``; a cost being paid, 4.3.2.3 / 4.3.3.3; a
    turn end whose step is not known)."""
    from ruling.games._co.basic import NO_ENERGY

    st = ctx.state
    ph, sp = st.turn.phase or "", st.turn.step
    if st.vars.get("co.paying") or (ph, sp) in NO_ENERGY:
        return False
    if sp is None:
        # a step not named: the draw phase's steps all allow it (3.3.1–3.3.3), the untap
        # phase's do not all (3.2.2)
        return ph == "draw"
    return no_play_here(ctx) is not None


def reject_timing(ctx: Ctx, what_ja: str, what_en: str) -> Reject | None:
    cl = no_play_here(ctx)
    if cl is None:
        return None
    return Reject(
        f"この時点では{what_ja}はできません",
        f"no {what_en} may be done at this point",
        cl,
    )


__all__ = ["who"]
