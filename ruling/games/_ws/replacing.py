"""Replacement effects of a card's continuous abilities at work (8.10): when the event an
ability names would happen — 「このカードが舞台から控え室に置かれる時、かわりに…」, compiled by
``cardtext.replacements`` — it does not happen at all and the replacing steps are carried out
instead (8.10.1, 8.10.1.1). A selective one (「かわりに[選択]してよい。そうしたら、…」, 8.2.1.3.2)
is applied only if its master chooses to and the choice can be carried out (8.10.3). Every
move of a character off the stage goes through ``common.leave_stage``, which asks here first;
the battle step's reverse of the losing character (7.6.1.2, ``_ws.attack``) asks too
(「このカードがバトルで【リバース】する時、かわりに…」)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ruling import unsettled
from ruling.core import Ctx, replacing_action_names
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.rules import Choose, Mark, Option

ZONE_JA = {"stage": "舞台", "waiting_room": "控え室", "hand": "手札", "clock": "クロック"}
YES = Option("yes", "適用する", "apply it", True)
NO = Option("no", "適用しない", "do not apply it", False)
_APPLYING: set[tuple[Ctx, str]] = set()  # the cards whose replacement is being carried out
# events that are no move between zones (``cardtext.replacements.BATTLE_REVERSE``): the zone the
# card is in when it happens, and how the step replacing it says so
_WHERE = {"battle": "stage", "any": "stage"}
_EVENT_JA = {("battle", "reverse"): "バトルで【リバース】せ", ("any", "reverse"): "【リバース】せ"}
_EVENT_EN = {("battle", "reverse"): "reversed by the battle", ("any", "reverse"): "reversed"}
# a reverse by some means (the battle's, 7.6.1.2): replaced too by 「このカードが【リバース】する
# 時、かわりに…」, which names no means (``cardtext.replacements.ANY_REVERSE``)
_ALSO = {("battle", "reverse"): ("any", "reverse")}


def _replacing(ctx: Ctx, uid: str, event: tuple[str, str]) -> list[tuple[str, Any]]:
    """The abilities in force now that replace ``event`` (source, destination) of card ``uid``,
    each with the card holding it: those of ``uid`` itself, and those of the cards on the stage
    whose event names other cards (「相手のキャラが舞台から控え室に置かれる時、かわりに…」, 8.10.1:
    the event replaced is the move of any card the description names, read from the holder's
    master)."""
    from ruling.games._ws.common import on_stage, text_active
    from ruling.games._ws.continuous import programs
    from ruling.games._ws.selection import Rt, resolve_sel

    w = ctx.where(uid)
    if w is None:
        return []
    active = text_active(ctx, uid, w[1])
    found: list[tuple[str, Any]] = [
        (uid, ab)
        for ab in programs(ctx, uid)
        if ab.program is not None
        and "replacement" in prog_ext(ab.program, "notes")
        and prog_ext(ab.program, "replaces_about") is None
        and tuple(ab.program.params) == event
        # in force where the card is: its text there, or written to work there (2.12.2.3)
        and (active or w[1] in prog_ext(ab.program, "active_in"))
    ]
    if event[0] != "stage":
        return found
    for pl in ctx.state.players:
        for slot, c in on_stage(ctx, pl):
            if not text_active(ctx, c.uid, f"stage.{slot}"):
                continue
            for ab in programs(ctx, c.uid):
                about = prog_ext(ab.program, "replaces_about") if ab.program else None
                if (
                    about is None
                    or "replacement" not in prog_ext(ab.program, "notes")
                    or tuple(ab.program.params) != event
                ):
                    continue
                rt = Rt(ctx, pl, c.uid, ab.program, ab.text, {})
                if uid in resolve_sel(rt, about):
                    found.append((c.uid, ab))
    return found


def replaces(ctx: Ctx, uid: str, event: tuple[str, str]) -> bool:
    """Has card ``uid`` a replacement effect in force for its move ``event`` (source zone,
    destination)? The source is read as ``replace_leave`` reads it (a slot as the stage)."""
    return bool(_replacing(ctx, uid, (event[0].partition(".")[0], event[1])))


def _wanted(op: Any) -> int:
    """The number of cards a choice or move names: 「手札を2枚」 is the step's ``n`` (else the
    selection's count, else one)."""
    return op.n or op.target.count or 1


def _can_choose(rt: Any, ops: tuple[Any, ...]) -> bool:
    """Whether the choice of a selective replacement can be carried out (8.10.3): each choice of
    cards before it, and a move of cards it names from a zone, needs as many there as it names;
    any other step is taken to be possible."""
    from ruling.games._ws.selection import resolve_sel

    for op in ops:
        if op.verb not in ("choose", "move") or op.target is None or op.target.ref is not None:
            continue
        if len(resolve_sel(rt, op.target)) < _wanted(op):
            return False
    return True


def _partly_choosable(rt: Any, ops: tuple[Any, ...]) -> bool:
    """Whether the choice of a selective replacement that cannot be carried out in full could be
    carried out in part: every choice or move of cards before it finds at least one card, one
    fewer than it names (8.10.3 against 8.6.3.1.2, the audit's choice_replacement_partly_doable)."""
    from ruling.games._ws.selection import resolve_sel

    have = [
        (len(resolve_sel(rt, op.target)), _wanted(op))
        for op in ops
        if op.verb in ("choose", "move") and op.target is not None and op.target.ref is None
    ]
    return bool(have) and all(n > 0 for n, _ in have) and any(n < want for n, want in have)


def chooser_clauses(master: str, doer: str | None, chooser: str) -> tuple[str, ...]:
    """The clauses of who picks among several replacements of a card's move (8.10.2): no player
    known to carry the move out (a rule process, 9.5.1 …) — the event is the card's, its master
    picks (8.10.2.1); a player carrying it out (an effect's master, 8.6.5; a cost's payer; the
    encore step's player, 7.7.1.2 / 7.7.1.3) — an action in the game (8.10.2.2), and where that
    player is not the card's master, the card's master picking reads the move as the card's
    event too (8.10.2.1; the point ``replacement_chooser`` names both)."""
    if doer is None:
        return ("8.10.2", "8.10.2.1")
    if doer != master and chooser == master:
        return ("8.10.2", "8.10.2.1", "8.10.2.2")
    return ("8.10.2", "8.10.2.2")


def replace_leave(
    ctx: Ctx,
    uid: str,
    dest: str,
    clauses: tuple[str, ...],
    caused_by: tuple[int, ...],
    doer: str | None = None,
    src: str = "stage",
) -> Any:  # Proc returning (replaced, the steps that decided)
    """Before card ``uid`` is put from ``src`` (the stage; the hand, for the clock phase's card)
    into ``dest``: a replacement effect of its own
    in force replaces the event (returns ``(True, steps)``), or none applies (``(False,
    steps)``: the steps that found it could not be applied, for the move's causes).
    ``clauses``: those of the instruction that would put it there (the encore step's 7.7.1.2 …),
    cited by the step that replaces it. ``doer``: the player carrying the move out (an effect's
    master), when it is known."""
    from ruling.games._ws.program import run_program
    from ruling.games._ws.selection import Rt, card_label

    w = ctx.where(uid)
    here = w[1].partition(".")[0] if w is not None else None
    if w is None or here != _WHERE.get(src, src) or (ctx, uid) in _APPLYING:
        # 8.10.2.3: a replacement applies to one event once (its own steps are not replaced)
        return False, ()
    found = _replacing(ctx, uid, (src, dest))
    also = _ALSO.get((src, dest))
    if also is not None:
        found += _replacing(ctx, uid, also)
    if not found:
        return False, ()
    master = w[0]
    holder, ab = found[0]
    if len(found) > 1:
        # 8.10.2 / 8.10.2.2: several on one event — the player carrying the action out or the
        # master of the card it is done to picks the one applied (a reading when they differ,
        # ``unsettled.replacement_chooser``); the event it replaces then no longer happens
        # (8.10.1.1), so no other
        chooser, _ = yield from unsettled.replacement_chooser(ctx.game.id, master, doer)
        pick = yield Choose(
            chooser,
            "replacement",
            "先に適用する置換効果",
            "the replacement effect to apply first",
            tuple(
                Option(str(i), a.text, a.text, i, aliases=replacing_action_names(a.text))
                for i, (_, a) in enumerate(found)
            ),
            (*chooser_clauses(master, doer, chooser), "8.10.2.3"),
        )
        holder, ab = found[int(pick)]
    prog = ab.program
    c = ctx.card(uid)
    from ruling.games._ws.common import text_active

    # its own ability in force there only because it is written to work in that zone (「このカード
    # が手札からクロックに置かれる時」, 2.12.2.3): that clause is why it applies
    if holder == uid and not text_active(ctx, uid, w[1]) and w[1] in prog_ext(prog, "active_in"):
        clauses = (*clauses, "2.12.2.3")
    if holder == uid:
        rt = Rt(ctx, master, uid, prog, ab.text, {"placed": c.placed if c else None})
    else:
        # another card's ability (8.10.1): its master's effect, acting on the card being moved
        # (「かわりに山札の下に置く」: ``trigger_card``)
        hw = ctx.where(holder)
        data = {"card": uid, "card_placed": c.placed if c else None}
        rt = Rt(ctx, hw[0] if hw else master, holder, prog, ab.text, data)
    name = card_label(ctx, uid)
    k = next((i for i, o in enumerate(prog.steps) if o.optional), None)
    selective = k is not None
    if k is not None:
        # 8.2.1.3.2: a selective replacement effect; 8.10.3: applied only if its choice can be
        # carried out, and then only if its master makes it
        if not _can_choose(rt, prog.steps[: k + 1]):
            if _partly_choosable(rt, prog.steps[: k + 1]):
                # some of the cards it names are there: whether a choice done in part is 「その選択
                # を実行できない」 the text leaves open (the engine: it is; 8.6.3.1.2 otherwise)
                yield unsettled.flag(
                    "ws",
                    "choice_replacement_partly_doable",
                    (
                        "置換効果を適用でき、できるかぎり実行する",
                        "it may apply, done as far as it can be",
                    ),
                )
            m = yield Mark(
                clauses=("8.10.3", "8.2.1.3.2", *ctx.principle("impossible")),
                caused_by=caused_by,
                touches=(uid,),
                ja=f"{name} の選択型置換効果（{ab.text}）はその選択を実行できないため、適用できない",
                en=f"{name}'s selective replacement effect ({ab.text}) cannot have its choice "
                "carried out: it does not apply",
            )
            return False, (m,)
        yes = yield Choose(
            master,
            "replacement_optional",
            f"置換効果を適用するか（{ab.text}）",
            f"apply the replacement effect? ({ab.text})",
            (YES, NO),
            ("8.10.3", "8.2.1.3.2"),
        )
        if not yes:
            return False, ()
        made = dataclasses.replace(prog.steps[k], optional=False)  # the choice is made
        prog = dataclasses.replace(prog, steps=(*prog.steps[:k], made, *prog.steps[k + 1 :]))
        rt.program = prog
    m = yield Mark(
        clauses=clauses
        + ctx.principle("replacement")
        + ("8.10.1.1",)
        + (("8.2.1.3.2",) if selective else ()),
        caused_by=caused_by,
        touches=(uid,),
        ja=f"置換効果（{name}: {ab.text}）: {name} は"
        + (
            _EVENT_JA[(src, dest)]
            if (src, dest) in _EVENT_JA
            else f"{ZONE_JA.get(src, src)}から{ZONE_JA.get(dest, dest)}に置かれ"
        )
        + "ず、かわりの処理を行う",
        en=f"replacement effect ({name}: {ab.text}): {name} is not "
        + (
            _EVENT_EN[(src, dest)]
            if (src, dest) in _EVENT_EN
            else f"put from the {src.replace('_', ' ')} into the {dest.replace('_', ' ')}"
        )
        + "; the replacing event happens instead",
    )
    rt.why += (m,)
    _APPLYING.add((ctx, uid))
    try:
        yield from run_program(rt, ("8.10.1",))
    finally:
        _APPLYING.discard((ctx, uid))
    return True, (m,)


def replace_effect_reverse(
    rt: Any, uid: str, clauses: tuple[str, ...], caused_by: tuple[int, ...]
) -> Any:  # Proc returning whether the reverse was replaced
    """An effect about to reverse card ``uid`` on the stage (4.6.1.3): a replacement in force on
    its reverse by any means (「このカードが【リバース】する時、かわりに…」, 8.2.1.3.1 / 8.2.1.3.2)
    replaces it — the reverse never happens (8.10.1, 8.10.1.1). The effect's master carries the
    action out (8.10.2.2). Round 55, s52wsO."""
    done, _why = yield from replace_leave(
        rt.ctx, uid, "reverse", clauses, caused_by, doer=rt.master, src="any"
    )
    return bool(done)
