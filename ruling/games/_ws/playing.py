"""Weiß Schwarz card abilities: playing abilities (8.6, 8.7.3) — resolving a pending automatic
ability or a delayed one, the ``activate`` action (8.1.1.1, 8.6.2; 助太刀 from the hand, 10.5), the
turn limit (10.19), an event's effect (8.6.2.5.2), 【カウンター】, and the card's own play
restriction."""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.abilities import Ability, abilities_of
from ruling.core import Ctx
from ruling.games._ws.automatic import STATE_CLAUSES, state_holds, state_loop, turn_uses
from ruling.games._ws.cardtext import DELAYED, GRANTED, Program
from ruling.games._ws.cardtext.ir import prog_ext, uses_a_turn
from ruling.games._ws.common import (
    active_in_clauses,
    defender_moved_in_stage,
    defender_present,
    find_card,
    play_timing_limit,
)
from ruling.games._ws.conditions import cond_watch, holds
from ruling.games._ws.continuous import (
    FORBIDDEN_EN,
    FORBIDDEN_JA,
    card_banned,
    choice_shield,
    granted_ability,
    granted_effects,
    player_forbidden,
    player_prohibitions,
    programs,
    reject_forbidden,
)
from ruling.games._ws.costs import (
    NOT_PAYING,
    cost_payable,
    cost_payable_now,
    pay_cost,
    shared_short_flag,
    short_causes,
    unpayable_clauses,
)
from ruling.games._ws.keywords import (
    keyword_bond,
    keyword_combine,
    keyword_encore,
    keyword_separate,
    keyword_shift,
)
from ruling.games._ws.program import run_program
from ruling.games._ws.selection import (
    NO,
    YES,
    Proc,
    Rt,
    _same_object,
    card_label,
    label_clauses,
    master_of,
    resolve_sel,
    slot_of,
    text_active,
    zone_ids,
)
from ruling.rules import AddEffect, CheckTiming, Choose, Mark, Reject, RemoveDelayed, SetVar
from ruling.values import turn_phase


def _reads_battle(ab: Ability) -> bool:
    """Does the ability's program name its card's battle opponent (「このカードのバトル相手」)?"""
    todo: list[Any] = [ab.program]
    while todo:
        x = todo.pop()
        if isinstance(x, (list, tuple)):
            todo.extend(x)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            if getattr(x, "ref", None) == "battle_opponent":
                return True
            todo.extend(getattr(x, f.name) for f in dataclasses.fields(x))
    return False


def card_resolve(ctx: Ctx, pending: Any) -> Proc:
    uid = pending.source
    c = ctx.card(uid)
    index = pending.data.get("index", 0)
    abs_ = abilities_of("ws", c) if c is not None and c.text else ()
    if pending.data.get("granted") in GRANTED:
        # a given ability: it is played even if the effect that gave it has ended (8.7.7)
        abs_ = (
            *abs_,
            *(None,) * (index - len(abs_)),
            granted_ability(pending.data["granted"], index),
        )
    if c is None or index >= len(abs_) or abs_[index] is None or abs_[index].program is None:
        yield Reject(
            "この自動能力を持つカードが見つからないため、解決に失敗します",
            "the card with this automatic ability is gone: it fails",
            ("8.7.7",),
        )
        return
    ab = abs_[index]
    rt = Rt(ctx, pending.master, uid, ab.program, ab.text, dict(pending.data))
    if "granted_by" in pending.data:
        source, clauses, eid = pending.data["granted_by"]
        given = yield Mark(
            clauses=tuple(clauses),
            # the step whose effect gave it (an effect of a resolved ability) decided it too
            watch=(f"effect:{eid}",),
            ja=f"この自動能力は効果により与えられたもの（{source}）",
            en=f"this automatic ability was given by an effect ({source})",
        )
        rt.why += (given,)
        other = pending.data.get("granted_by_master")
        if other is not None and other != rt.master:
            # 4.3.5 「その能力を有するカードやその能力を発生した効果のマスター」: the card's master
            # (the engine's reading) or the giving effect's — both readings are run
            rt.master = yield unsettled.choose(
                rt.master,
                "ws",
                "granted_auto_master",
                {"card_master": rt.master, "effect_master": other},
            )
    rt.why += tuple(pending.data.get("why_steps", ()))
    placed = pending.data.get("placed")
    if placed is not None and c.placed != placed:
        # 8.7.7: its card changed zones while the ability was pending — it is played all the same
        # (what it can no longer do with that card fails, step by step)
        moved = yield Mark(
            # a relation to its battle opponent the ability reads is read as it was before the
            # move (8.11.2: the last information), as the trigger recorded it
            clauses=("8.7.7",)
            + (("8.11.2",) if "battle_opponent" in pending.data and _reads_battle(ab) else ()),
            watch=(uid,),
            ja=f"{c.label} は誘発後に領域を移動したが、この自動能力はプレイする",
            en=f"{c.label} changed zones after the ability triggered: it is played all the same",
        )
        rt.why += (moved,)
    # そのキャラ / そのカード in an automatic ability: the card its trigger event was about
    card = pending.data.get("card")
    if card and ctx.card(card) is not None and _same_object(ctx, card, pending.data):
        rt.chosen = [card]
    if pending.data.get("slot_to_slot"):
        # its card was put into a slot from another slot of the stage: the engine reads that as
        # 「舞台に置かれた」 (6.5.1.2.4 puts it into the slot; 8.11.2 and 10.8.4 count a move
        # between slots as a change of zone); read as 3.5.2 / 3.1.4 have it (it stayed on the
        # stage), the ability did not trigger — both readings are run
        fired = yield unsettled.choose(
            rt.master, "ws", "placed_by_slot_move", {"placed": True, "stayed": False}
        )
        if not fired:
            yield Mark(
                clauses=("3.5.2", "3.1.4", "8.1.1.2.1"),
                watch=(uid,),
                ja=f"{c.label} は舞台の枠から枠へ移動しただけで舞台に置かれていない（舞台にいたままとする読み）"
                "ため、この自動能力は誘発しておらず、プレイされない",
                en=f"{c.label} only moved between slots of the stage and was not put onto it (the "
                "reading that it stayed on the stage): the ability did not trigger, and is not played",
            )
            return
    if pending.data.get("left_with_it"):
        # its card left the stage in the same event as the card its trigger names (「他のあなたの
        # キャラが舞台から控え室に置かれた時」, two characters put there at once): the engine reads
        # the ability as on the stage it left, seeing the event (8.7.4.1.2 extended); 8.7.4.1.2
        # speaks of the information of the card that moved, and 8.7.2 of an ability whose
        # condition is met — whether one leaving with its card sees the event, the text leaves open
        key = "reading.left_together_sees_the_other"
        saw = ctx.state.vars.get(key)
        if saw is None:  # asked once: every ability so placed is read the same way
            saw = yield unsettled.choose(
                rt.master,
                "ws",
                "left_together_sees_the_other",
                {"look_back": True, "not_seen": False},
            )
            yield SetVar(key=key, value=saw, clauses=("8.7.4.1.2", "8.7.2"))
        if not saw:
            yield Mark(
                clauses=("8.7.2", "8.7.4.1.2"),
                watch=(uid,),
                ja=f"{c.label} は同じ事象で舞台を離れており、その事象を見ないとする読みではこの自動能力は"
                "誘発しておらず、プレイされない",
                en=f"{c.label} left the stage in the same event (the reading that it does not see "
                "that event): the ability did not trigger, and is not played",
            )
            return
    if pending.data.get("climax_outside"):
        # a climax's ability written for a zone other than the climax zone (2.12.2.3) — or a
        # climax's text in force only in the climax zone (2.12.2.2, 「原則として」): both readings
        # are run, the engine's own (it works there) first
        trig = ab.program.trigger
        # a trigger on the climax leaving the climax zone: the reading that it works reads the
        # card as it was there, as 8.7.4.1.2 does for the stage
        leaving = ("8.7.4.1.2",) if trig is not None and "climax" in trig.src else ()
        works = yield unsettled.choose(
            rt.master,
            "ws",
            "climax_text_outside_climax_zone",
            {"works_there": True, "climax_zone_only": False},
            more=leaving,
        )
        if not works:
            yield Mark(
                clauses=("2.12.2.2",),
                watch=(uid,),
                ja=f"{c.label} はクライマックスで、そのテキストはクライマックス置場でのみ有効とする読みでは"
                "この自動能力は誘発しておらず、プレイされない",
                en=f"{c.label} is a climax whose text works only in the climax zone (that reading): "
                "the ability did not trigger, and is not played",
            )
            return
    if pending.data.get("state"):
        got = state_holds(ctx, ab.program.trigger, rt.master) if ab.program.trigger else None
        if got is not None and not got[2]:
            # a state trigger whose state no longer holds as it is played: 8.7.6.1 makes it
            # pending once the state arises and says nothing of reading the state again (its
            # text has no 「なら」) — the point state_trigger_gone, both readings run
            played = yield unsettled.choose(
                rt.master, "ws", "state_trigger_gone", {"played": True, "not_played": False}
            )
            if not played:
                yield Mark(
                    clauses=STATE_CLAUSES,
                    watch=(f"{got[0]}.{got[1]}",),
                    ja=f"{c.label} の状態誘発の状態はプレイの時点で満たされていないため（その読み）、"
                    "プレイされない",
                    en=f"{c.label}'s state trigger: its state no longer holds as it would be played "
                    "(that reading): it is not played",
                )
                return
    if uses_a_turn(ab.program) is not None:
        ok = yield from turn_limit(rt, index, auto=True)
        if not ok:
            return
    if ab.program.keyword == "アンコール":
        yield from keyword_encore(rt)
        return
    if ab.program.keyword == "絆":
        yield from keyword_bond(rt)
        return
    if ab.program.keyword == "シフト":
        yield from keyword_shift(rt)
        return
    if ab.program.keyword == "分離":
        yield from keyword_separate(rt)
        return
    yield from run_program(rt, ("8.1.1.2", "8.6.2.5.4"))
    if pending.data.get("again"):
        yield from state_loop(rt, dict(pending.data))


def delayed_resolve(ctx: Ctx, pending: Any) -> Proc:
    d = next((x for x in ctx.state.delayed if x.id == pending.data.get("delayed")), None)
    if d is None:
        return
    # made pending more than once at one moment (``delayed_trigger_simultaneous``, the reading
    # each_event): the last of them to resolve removes it
    again = any(x.data.get("delayed") == d.id and x.id != pending.id for x in ctx.state.pending)
    if not d.data.get("repeat") and not again:
        yield RemoveDelayed(
            id=d.id,
            clauses=("8.7.5.1",),
            ja="時限誘発は一度だけ誘発する",
            en="a delayed ability triggers once",
        )
    p = d.data
    prog = DELAYED.get(str(p.get("key")))
    if prog is None:
        return
    rt = Rt(ctx, d.master, p.get("card"), prog, str(p.get("text", "")), {"placed": p.get("placed")})
    rt.chosen = [
        u
        for u, placed in p.get("chosen", [])
        if (c := ctx.card(u)) is not None and c.placed == placed
    ]
    # the cards it remembers that have changed zones since are not those cards (3.1.4, 8.7.7)
    rt.data["chosen_moved"] = len(rt.chosen) < len(p.get("chosen", []))
    # a delayed ability is an automatic ability (8.7.5): what 8.7.7 says of one whose card
    # changed zones holds for it
    rt.data["delayed"] = d.id
    yield from run_program(rt, ("8.7.5", "8.8.1"))


def _pick_ability(
    ctx: Ctx, uid: str, index: Any, kinds: tuple[str, ...]
) -> tuple[Ability | None, str]:
    abs_ = programs(ctx, uid)
    usable = [a for a in abs_ if a.kind in kinds or (a.program and a.program.kind in kinds)]
    if index is not None:
        i = int(index) - 1
        if not 0 <= i < len(abs_):
            return None, f"このカードに{index}番目の能力はありません"
        a = abs_[i]
        if a not in usable:
            return None, f"{index}番目の能力は起動能力ではありません"
        return a, ""
    if len(usable) != 1:
        return None, "起動能力が1つに決まりません（ability: で番号を指定してください）"
    return usable[0], ""


def activate(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Play an activated ability (6.5.1.2.3, 7.4.1.2.1, 8.6.2)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    uid = find_card(ctx, p["card"], player)
    if uid is None:
        yield Reject(
            f"{p['card']} が見つかりません",
            f"{p['card']} is nowhere",
            ctx.principle("impossible"),
        )
        return
    c = ctx.card(uid)
    assert c is not None
    ab, why = _pick_ability(ctx, uid, p.get("ability"), ("activated",))
    if ab is None or ab.program is None:
        reason = why or f"未対応の能力です: {ab.text if ab else ''}"
        yield Reject(
            f"{c.label}: {reason}",
            f"{c.label}: cannot play that ability",
            ("8.6.2.1",),
            unsupported=ab is not None and not why,
        )
        return
    prog: Program = ab.program
    w = ctx.where(uid)
    zone = w[1] if w else ""
    if prog.keyword == "助太刀":
        yield from _backup(ctx, player, uid, ab)
        return
    if not (text_active(ctx, c, zone) or zone in prog_ext(prog, "active_in")) or (
        w and w[0] != player
    ):
        yield Reject(
            f"{c.label} は {player} の舞台になく、この起動能力は有効ではありません",
            f"{c.label} is not on {player}'s stage: the ability does not work there",
            ("2.12.2.1", "6.5.1.2.3"),
        )
        return
    ban = player_forbidden(ctx, player, "use", "activated@stage") if slot_of(ctx, uid) else None
    if ban is not None:
        # 「相手は舞台にいるキャラの【起】を使えない」 (1.3.3)
        yield from reject_forbidden(
            ctx,
            ban,
            f"{player} は舞台にいるキャラの【起】を使えません（{c.label}）",
            f"{player} may not use activated abilities of characters on the stage ({c.label})",
            ("8.6.2.1",),
        )
        return
    banned = card_banned(ctx, uid, "use_activated")
    if banned is not None:
        # 「そのターン中、それらのキャラは『【起】』の能力を使えない」: the card's activated
        # abilities are not played while the prohibition lasts (1.3.3 over 8.6.2.1)
        yield Reject(
            f"{c.label} は【起】を使えない（{banned.source}）",
            f"{c.label} may not use its activated abilities ({banned.source})",
            ("8.6.2.1",) + ctx.declaration_prohibited() + banned.clauses,
        )
        return
    need = prog_ext(prog, "use_requirement")
    if need is not None:
        # 「この能力は、あなたのレベルが2以上の時に使える」 / 「…クライマックスフェイズには使えな
        # い」: a restriction the card's text adds to the rules that let it be played (1.3.1),
        # read as it is named to be played (8.6.2.1)
        check = Rt(ctx, player, uid, prog, ab.text, {"placed": c.placed, "index": ab.index})
        met = holds(check, need)
        seen = yield Mark(
            clauses=("1.3.1",),
            watch=cond_watch(check, need),
            ja=f"この能力を使える条件を{'満たす' if met else '満たさない'}: {ab.text}",
            en=f"the condition to use the ability is {'met' if met else 'not met'}: {ab.text}",
        )
        if not met:
            yield Reject(
                f"{c.label}: 条件を満たさないため、この起動能力はプレイできません",
                f"{c.label}: the condition to use this activated ability is not met",
                ("1.3.1", "8.6.2.1"),
                caused_by=(seen,),
            )
            return
    if prog_ext(prog, "counter"):
        if st.turn.step != "counter" or player == st.turn.player:
            yield Reject(
                "【カウンター】の能力は相手のカウンターステップにのみプレイできます",
                "a counter ability is played only in the opponent's counter step",
                # the counter icon's meaning (2.8.2: for the counter step of the opponent's
                # turn), as for a counter event (``play``)
                ("2.8.2", "7.4.1.2", "7.4.1.2.1"),
            )
            return
        timing: tuple[str, ...] = ("2.8.2", "7.4.1.2.1")
    else:
        main = player == st.turn.player and turn_phase(ctx, "main", ("6.5.1.2.3",)) == "main"
        if not main:
            yield Reject(
                "起動能力はターンプレイヤーのメインフェイズにプレイします",
                "activated abilities are played in the turn player's main phase",
                ("6.5.1.2.3",) + play_timing_limit(ctx, player) + no_play_timing(ctx, player),
            )
            return
        timing = ("6.5.1.2.3",)
    if zone in prog_ext(prog, "active_in"):
        timing += active_in_clauses(prog)  # an ability written to be used there works there
    rt = Rt(ctx, player, uid, prog, ab.text, {"placed": c.placed, "index": ab.index})
    given = next((e for e in granted_effects(ctx, uid) if e.value == ab.text), None)
    if given is not None and ab.index >= len(abilities_of("ws", c) if c.text else ()):
        rt.why += (
            (
                yield Mark(
                    clauses=given.clauses,
                    watch=(f"effect:{given.id}",),
                    ja=f"この起動能力は効果により与えられたもの（{given.source}）",
                    en=f"this activated ability was given by an effect ({given.source})",
                )
            ),
        )
    if prog.keyword == "合体":
        yield from keyword_combine(rt, timing)
        return
    yield from play_ability(rt, timing)


def _same_text_uses(rt: Rt, index: int) -> int:
    """How many times this turn the card played its other abilities of the same text as its
    ability ``index`` (width and spacing aside), one of the two given it by an effect: a printed one
    and a given one, or two given ones (two printed texts of one card are two abilities)."""
    from ruling.games._ws.continuous import programs

    uid = rt.source or ""
    c = rt.ctx.card(uid)
    if c is None:
        return 0
    printed = len(abilities_of("ws", c) if c.text else ())
    abs_ = programs(rt.ctx, uid)
    if index >= len(abs_):
        return 0

    def bare(text: str) -> str:
        # the same wording however it is typed: width (「＋」 / 「+」) and spacing aside
        return "".join(unicodedata.normalize("NFKC", text).split())

    text = bare(abs_[index].text)
    return sum(
        turn_uses(rt.ctx, uid, ab.index)
        for ab in abs_
        if ab.index != index and bare(ab.text) == text and (index >= printed or ab.index >= printed)
    )


def turn_limit(rt: Rt, index: int, auto: bool) -> Proc:
    """10.19.3: an ability played its limit of times this turn cannot be played; 10.19.4: below
    the limit, an automatic one is played or its pending is cancelled once, as its master
    chooses. Counts the play (returns whether it is played). An automatic ability whose limit is
    written out, 「この能力は1ターンにつきN回まで発動する」, is limited when it triggers (発動 =
    誘発, 8.1.1.2.1: ``card_trigger``); once pending it is played (8.7.3.1), and counted."""
    st = rt.ctx.state
    key = f"uses.{rt.source}.{index}"
    n = turn_uses(rt.ctx, rt.source or "", index)
    limit = uses_a_turn(rt.program) or 0
    # 「この能力は、1ターンにつきN回しか使えない」: a limit printed on the use binds as card text
    # over the rules (1.3.1); an automatic ability past it cannot be played, its pending is
    # cancelled (8.7.3.2); below it, it is played as any pending one is (8.7.3.1: no choice)
    use = prog_ext(rt.program, "limit_use")
    text_over_rules = rt.ctx.principle("text_beats_rules")
    written = auto and not prog_ext(rt.program, "limit_icon") and not use
    before = turn_uses(rt.ctx, rt.source or "", index, earlier=True)
    twins = _same_text_uses(rt, index)
    if twins and not written and not use:
        # the same text twice on the card (printed and given, or given by two effects), the other
        # one played this turn: one ability
        # counted together (10.19.3), or two, each made by its own effect (4.1.1) — a reading
        # the text leaves open (turn_limit_same_text_gained_twice)
        n = yield unsettled.choose(
            rt.master,
            "ws",
            "turn_limit_same_text_gained_twice",
            {"one_ability": n + twins, "two_abilities": n},
        )
    new_card: tuple[str, ...] = ()
    if before and not written:
        # played by the card before it changed zones: a new card now (3.1.4) — whether 10.19.3
        # counts afresh for it is a reading the text leaves open (the audit's turn_limit_new_card)
        n = yield unsettled.choose(
            rt.master, "ws", "turn_limit_new_card", {"new_card": 0, "same_ability": before}
        )
        new_card = ("3.1.4",) if n == 0 else ()
    if written and before >= limit:
        # 「この能力は1ターンにつきN回まで発動する」 reached by the card before it changed zones:
        # it triggered as the new card's ability (3.1.4, the engine's reading); counted as the
        # same printed ability it did not trigger (8.1.1.2.1) — the audit's trigger_cap_new_card
        fresh = yield unsettled.choose(
            rt.master, "ws", "trigger_cap_new_card", {"new_card": True, "same_ability": False}
        )
        if not fresh:
            yield Mark(
                clauses=("8.1.1.2.1", "3.1.4") + text_over_rules,
                ja=f"移動前のカードでこのターンすでに{before}回発動しているため（同じ能力として数える読み）、"
                "この能力は発動しなかったものとしてプレイされない",
                en=f"it already triggered {before} time(s) this turn as the card before it changed "
                "zones (the reading that counts it as the same ability): it did not trigger, and is "
                "not played",
            )
            return False
    if n >= limit and not written:
        yield Reject(
            f"この能力はこのターンにすでに{n}回プレイされているため、プレイできません"
            + (f"（1ターンにつき{limit}回しか使えない）" if use else f"（ターン{limit}回）"),
            f"this ability was already played {n} time(s) this turn: it cannot be played "
            + (f"(usable {limit} time(s) a turn)" if use else f"(turn limit {limit})"),
            (text_over_rules if use else ("10.19.3",)) + (("8.7.3.2",) if auto else ()),
        )
        return False
    if auto and not written and not use:
        ok = yield Choose(
            rt.master,
            "turn_limit",
            f"ターン{limit}回の能力をプレイするか（しないなら待機状態を1回取り消す）: {rt.text}",
            f"play this turn-limited ability (or cancel it once)?: {rt.text}",
            (YES, NO),
            ("10.19.4",),
        )
        if not ok:
            yield Mark(
                clauses=("10.19.4",),
                ja="プレイせず、待機状態を1回取り消す",
                en="not played: the pending ability is cancelled once",
            )
            return False
    counted = yield SetVar(
        key=key,
        # ``seq``: the moment of the play, for telling whether the card is a new card since (3.1.4)
        value={"turn": st.turn.number, "count": n + 1, "seq": st.seq},
        # 「この能力は1ターンにつきN回まで発動する」: it triggered (8.1.1.2.1), within its limit
        # an icon limit is checked against 10.19.3 (played its limit of times: not played) and
        # found below it: the restriction read is what lets it be played (or chosen, 10.19.4)
        clauses=("8.1.1.2.1",)
        if written
        else text_over_rules + new_card
        if use
        else ("10.19.1", "10.19.2", "10.19.3")
        + (("10.19.2.1",) if prog_ext(rt.program, "limit_icon") else ())
        + new_card,
        ja=f"この能力のこのターンのプレイ回数: {n + 1}/{limit}"
        + ("（領域を移動した新しいカードの能力として数え直す）" if new_card else ""),
        en=f"times this ability was played this turn: {n + 1}/{limit}"
        + (" (counted afresh: the card changed zones and is a new card)" if new_card else ""),
    )
    rt.why += (counted,)  # the ability is played within its limit: its effect follows
    return True


def play_timing_key(ctx: Ctx, player: str) -> str:
    """The ref a main phase's play timing given again to ``player`` touches (this turn's)."""
    return f"play_timing:{player}:{ctx.state.turn.number}"


def play_timing_again(ctx: Ctx, player: str) -> Proc:
    """4.5.3.1 / 8.5.2.2: something the turn player did at the main phase's play timing is
    resolved — after a check timing (4.5.2, 8.5.2.1) the play timing is given to them again,
    unless said otherwise: the next thing they do there rests on it (``play_timing_key``)."""
    st = ctx.state
    if st.turn.phase != "main" or st.turn.step is not None or player != st.turn.player:
        return
    if st.result is not None:
        return
    yield CheckTiming(("6.5.1.2", "4.5.2", "4.5.3.1", "8.5.2.1", "8.5.2.2"))
    yield Mark(
        clauses=("4.5.3.1", "6.5.1.2"),
        touches=(play_timing_key(ctx, player),),
        ja=f"{player} に再びメインフェイズのプレイタイミングが与えられる",
        en=f"{player} gets the main phase's play timing again",
    )


def play_ability(rt: Rt, timing: tuple[str, ...]) -> Proc:
    ctx = rt.ctx
    if uses_a_turn(rt.program) is not None:
        ok = yield from turn_limit(rt, int(rt.data.get("index", 0)), auto=False)
        if not ok:
            return
    why = yield from cost_payable_now(rt, rt.program.cost)
    if why is not None:
        yield from shared_short_flag(rt, why)
        yield Reject(
            f"コストを支払えない（{why}）ため、この能力はプレイできません",
            f"the cost cannot be paid ({why}): the ability cannot be played",
            ("8.6.2.3.2", "8.4.2.2", "8.4.2.2.1") + unpayable_clauses(rt, rt.program.cost),
            caused_by=short_causes(rt, rt.program.cost),
        )
        return
    src = ctx.card(rt.source) if rt.source else None
    at = ctx.where(rt.source) if rt.source else None
    # a reversed character's text is in force still: on the stage, whatever its orientation
    # (2.12.2.1) — said where the ability played is one of such a character's
    reversed_on_stage = (
        ("2.12.2.1",)
        if src is not None
        and src.orientation == "reverse"
        and at is not None
        and at[1].startswith("stage.")
        else ()
    )
    played = yield Mark(
        # 4.3.4: the master of an activated ability is the player who plays it
        clauses=timing
        + ("8.1.1.1", "8.6.2.1", "4.3.4")
        + label_clauses(rt.program)
        + reversed_on_stage,
        # played at a play timing given again after an earlier action (4.5.3.1)
        watch=(play_timing_key(ctx, rt.master),),
        ja=f"{rt.master} は起動能力をプレイする: {rt.text}",
        en=f"{rt.master} plays the activated ability: {rt.text}",
    )
    rt.why += (played,)  # the ability is played (where and when it may be): its effect follows
    if rt.program.cost:
        # 8.6.2.3 / 8.6.2.3.1: the cost the ability shows — its ［…］, which the notation of
        # an activated ability makes its cost (8.1.1.1.1), as 8.1.1.2.2 an automatic one's
        yield from pay_cost(rt, rt.program.cost, ("8.6.2.3", "8.6.2.3.1", "8.1.1.1.1"))
    used = yield Mark(
        clauses=("8.6.2.4", "8.1.1.1.2"),
        tag="ability_used",
        data={"card": rt.source, "player": rt.master, "kind": "activated"},
        ja="起動能力をプレイした（コストの支払いを終えた）",
        en="the activated ability has been played (its cost is paid)",
    )
    rt.why += (used,)  # 8.6.2.5: once played, its effect is carried out
    resolved = yield Mark(
        clauses=("8.6.2.5", "8.6.2.5.4"),
        ja="起動能力を解決し、その効果を実行する",
        en="the activated ability is resolved: its effect is carried out",
    )
    rt.why += (resolved,)
    yield from run_program(rt, ("8.6.2.5", "8.6.2.5.4"))
    # an activated ability played at the main phase's play timing: the play timing is given
    # again once it is resolved (and it may be played again if nothing limits it, 10.19)
    yield from play_timing_again(ctx, rt.master)
    del ctx


def _backup(ctx: Ctx, player: str, uid: str, ab: Ability) -> Proc:
    """10.5.2: 『助太刀 X レベル Y [cost]』 from the hand, in the opponent's counter step, at
    level Y or more: choose your front-attacked character; it gets power +X this turn."""
    st = ctx.state
    c = ctx.card(uid)
    assert c is not None
    prog: Program = ab.program
    nums = [getattr(x, "value", None) for x in prog.params]
    power = next((n for n in nums if isinstance(n, int)), None)
    lvl = next(
        (x.value.value for x in prog.params if hasattr(x, "stat") and hasattr(x, "value")), 0
    )
    if ctx.where(uid) != (player, "hand"):
        yield Reject(
            "助太刀は手札にあるカードの能力です",
            "backup is played from the hand",
            ("10.5.1", "2.12.2.3"),
        )
        return
    att = st.vars.get("attack")
    if (
        st.turn.step != "counter"
        or player == st.turn.player
        or not att
        or att.get("kind") != "front"
    ):
        # in its master's own turn, a card with the counter icon may be used 「特に指定が無いかぎり」
        # (2.8.2.1): 10.5.2's 「あなたの対戦相手のカウンターステップにのみ」 is that 指定
        own = ("2.8.2.1",) if player == st.turn.player and prog_ext(prog, "counter") else ()
        yield Reject(
            "助太刀は相手のフロントアタックのカウンターステップにのみプレイできます"
            + (
                "（自分のターンにカウンターアイコンのカードを使えるのは特に指定が無い場合のみ）"
                if own
                else ""
            ),
            "backup is played only in the counter step of an opponent's front attack"
            + (
                " (a card with the counter icon is used in its master's own turn only where "
                "nothing says otherwise)"
                if own
                else ""
            ),
            ("10.5.1", "10.5.2", "7.4.1.2", "7.4.1.2.1", *own),
        )
        return
    ban = player_forbidden(ctx, player, "play", "backup")
    if ban is None and prog_ext(prog, "counter"):
        # 「相手は【カウンター】を手札からプレイできない」: 『助太刀』 printed with the counter icon
        # (2.8.2) is one of what it names
        ban = player_forbidden(ctx, player, "play", "counter")
    if ban is not None:
        # 「相手は『助太刀』を手札からプレイできない」 (1.3.3): the ability it names is the
        # 『助太刀 (X) レベル (Y) [(コスト)]』 10.5.2 defines, the one this card's text has
        yield from reject_forbidden(
            ctx,
            ban,
            f"{player} は『助太刀』を手札からプレイできません",
            f"{player} may not play backup from the hand",
            ("10.5.1", "10.5.2"),
        )
        return
    if (
        att.get("defender")
        and not defender_present(ctx, att)
        and not defender_moved_in_stage(ctx, att)
    ):
        # the front-attacked character has left its slot since the attack was declared
        # (7.2.1.5.1: it is 「フロントアタックされているキャラ」 only while it stays): does 10.5.1's
        # 「いずれかのキャラがフロントアタックされ」 still hold — an event of this attack
        # sub-phase, or a state that ended? Both readings are run, the engine's own first
        playable = yield unsettled.choose(
            player, "ws", "backup_after_defender_left", {"event": True, "state": False}
        )
        if not playable:
            yield Reject(
                "フロントアタックされているキャラがいないため、助太刀はプレイできません",
                "no character is front-attacked any more: backup cannot be played",
                ("10.5.1", "7.2.1.5.1"),
            )
            return
    if len(ctx.zone(player, "level")) < int(lvl or 0):
        yield Reject(
            f"{player} のレベルが{lvl}未満のため助太刀はプレイできません",
            f"{player} is below level {lvl}: backup cannot be played",
            # 10.5.2's 「あなたのレベルが(Y)以上である場合にのみ」 limits when the activated ability
            # of a card in the hand that 10.5.1 defines may be played
            ("10.5.2", "10.5.1"),
        )
        return
    rt = Rt(ctx, player, uid, prog, ab.text, {"placed": c.placed})
    why = yield from cost_payable_now(rt, prog.cost)
    if why is not None or power is None:
        yield from shared_short_flag(rt, why)
        yield Reject(
            f"コストを支払えない（{why}）ため助太刀はプレイできません",
            f"the backup cost cannot be paid ({why})",
            # the cost is the one 『助太刀 … [(コスト)]』 stands for (10.5.2)
            ("8.6.2.3.2", "8.4.2.2", "8.4.2.2.1", "10.5.2") + unpayable_clauses(rt, prog.cost),
            caused_by=short_causes(rt, prog.cost),
        )
        return
    # 「相手は舞台にいるキャラの【起】を使えない」 forbids what it names (1.3.3): 『助太刀』 is an
    # activated ability of a card in the hand (10.5.1), not of a character on the stage
    near = player_prohibitions(ctx, player, "use")
    notes = []
    for e in near:
        notes.append(
            (
                yield Mark(
                    clauses=ctx.principle("prohibition") + ("10.5.1",),
                    watch=(f"effect:{e.id}",) if e in ctx.state.effects else (str(e.value[2]),),
                    ja=f"{player} は{FORBIDDEN_JA[e.value[1]]}を使えないが、手札のカードの『助太刀』は"
                    f"その対象ではない（{e.source}）",
                    en=f"{player} may not use {FORBIDDEN_EN[e.value[1]]}, which does not cover the "
                    f"backup of a card in the hand ({e.source})",
                )
            )
        )
    played = yield Mark(
        clauses=("10.5.1", "7.4.1.2", "7.4.1.2.1", "8.6.2.1"),
        caused_by=tuple(notes),
        ja=f"{player} は手札の {c.label} の助太刀をプレイする",
        en=f"{player} plays the backup of {c.label} from hand",
    )
    # the cost is the one 『助太刀 … [(コスト)]』 stands for (10.5.2), paid as any activated
    # ability's is played: all of it, after the choices (8.6.2.3)
    yield from pay_cost(rt, prog.cost, ("10.5.2", "8.6.2.3"))
    yield Mark(
        clauses=("10.5.3", "8.6.2.4"),
        tag="ability_used",
        data={"card": uid, "player": player, "keyword": "助太刀", "kind": "activated"},
        ja="助太刀を使った（コストの支払いを終えた）",
        en="backup has been used (its cost is paid)",
    )
    target = att.get("defender")
    if (
        not target
        or ctx.card(target) is None
        or master_of(ctx, target) != player
        or not (defender_present(ctx, att) or defender_moved_in_stage(ctx, att))
    ):
        # 7.2.1.5.1: a character that left its slot is front-attacked no more — none to choose
        yield Reject(
            "フロントアタックされているキャラがいないため、パワーは上がりません",
            "no front-attacked character: no power is added",
            ("10.5.2", "8.6.3.1.3", "7.2.1.5.1"),
        )
        return
    shield = choice_shield(ctx, target, player, uid, prog)
    if shield is not None:
        # 「このカードは『助太刀』で選ばれない」 / 「…【カウンター】の効果に選ばれない」: 10.5.2's
        # 「…キャラを1枚選ぶ」 may not choose it (8.6.3; the prohibition wins, 1.3.3) — none chosen
        yield Reject(
            f"{card_label(ctx, target)} はこの効果に選ばれないため、パワーは上がりません"
            f"（{shield.source}）",
            f"{card_label(ctx, target)} cannot be chosen by this effect ({shield.source}): no "
            "power is added",
            ("10.5.2", "8.6.3", "8.1.1.3") + ctx.principle("prohibition"),
        )
        return
    yield AddEffect(
        target=target,
        stat="power",
        value=int(power),
        until="turn",
        source=ab.text,
        clauses=("10.5.2",),
        # played in the counter step's play timing (7.4.1.2): that is how the power comes
        caused_by=tuple(notes) + (played,),
        ja=f"助太刀: {card_label(ctx, target)} のパワー+{power}（このターン中）",
        en=f"backup: {card_label(ctx, target)} gets power +{power} this turn",
    )


def pay_event_cost(
    ctx: Ctx, uid: str, player: str, why: tuple[int, ...]
) -> Generator[Any, Any, bool]:
    """8.6.2.3 / 8.6.2.3.1: the cost an event card shows in its text (its ［…］) is paid in full
    as it is played, after its stock cost; False when it cannot be (8.6.2.3.2, 8.4.2.2.1: it is
    not played). Whether the card being played may pay a hand cost itself the rules do not say
    (the point played_card_pays_own_cost, raised where the cost can be paid only with it)."""
    c = ctx.card(uid)
    if c is None:
        return True
    for ab in programs(ctx, uid):
        if ab.program is None or ab.program.kind != "event" or not ab.program.cost:
            continue
        rt = Rt(ctx, player, uid, ab.program, ab.text, {"placed": c.placed})
        rt.why = why
        takes_itself = any(
            it.what == "move" and it.sel is not None and uid in resolve_sel(rt, it.sel)
            for it in ab.program.cost
        )
        if takes_itself:
            rt.data[NOT_PAYING] = (*rt.data.get(NOT_PAYING, ()), uid)
            # asked where the cost can be paid only with the card itself (played or not); with
            # other hand cards enough, the card is not among those paying (the engine's reading)
            if cost_payable(rt, ab.program.cost) is not None and not (
                yield from unsettled.holds(player, "ws", "played_card_pays_own_cost", "not_itself")
            ):
                rt.data[NOT_PAYING] = tuple(u for u in rt.data[NOT_PAYING] if u != uid)
        short = yield from cost_payable_now(rt, ab.program.cost)
        if short is not None:
            yield from shared_short_flag(rt, short)
            yield Reject(
                f"コストを支払えない（{short}）ため、{c.label} はプレイできません",
                f"the cost cannot be paid ({short}): {c.label} cannot be played",
                ("8.6.2.3.2", "8.4.2.2", "8.4.2.2.1") + unpayable_clauses(rt, ab.program.cost),
                caused_by=short_causes(rt, ab.program.cost) + why,
            )
            return False
        yield from pay_cost(rt, ab.program.cost, ("8.6.2.3", "8.6.2.3.1"))
    return True


def run_event(ctx: Ctx, uid: str, player: str, why: tuple[int, ...] = ()) -> Proc:
    """8.6.2.5.2: an event card's effect is carried out while it is in the resolution zone;
    ``why``: the steps of its play that lead to it."""
    c = ctx.card(uid)
    if c is None:
        return
    for ab in programs(ctx, uid):
        if ab.program is None or ab.program.kind != "event":
            continue
        rt = Rt(ctx, player, uid, ab.program, ab.text, {"placed": c.placed})
        rt.why = why
        # 『記憶（文章）』 on an event (10.9.2): the keyword gives the ability its kind and does
        # nothing itself (10.9.1 「効果上の意味はありません」) — the text after it is what runs
        yield from run_program(rt, ("8.6.2.5.2",) + label_clauses(ab.program))


# the counter icon as the card list prints it, at the head of the ability it marks (2.8.2)
COUNTER_ICON = "【カウンター】"


def is_counter_event(ctx: Ctx, uid: str) -> bool:
    """Does the card have the counter icon (2.8.2)? Printed information, whether or not the
    engine can run the ability it marks (an unsupported effect is reported as such)."""
    return any(
        (a.program is not None and prog_ext(a.program, "counter"))
        or a.text.startswith(COUNTER_ICON)
        for a in programs(ctx, uid)
    )


def play_permission(ctx: Ctx, uid: str, what: str) -> str | None:
    """The text of this card's 「色条件を満たさずに手札からプレイできる」 (``what``:
    no_colour_condition) whose condition holds now (「…なら、このカードは、…プレイでき、…」: a
    continuous ability's, 8.1.1.3), else None."""
    c = ctx.card(uid)
    for ab in programs(ctx, uid):
        p = ab.program
        if p is None:
            continue
        if (
            "play_permission" in prog_ext(p, "notes") and p.steps[0].stat == what
        ) or what in prog_ext(p, "permits"):
            # an event's sentence before its effect, or a continuous ability's first steps
            if p.cond is not None and p.kind == "continuous" and c is not None:
                rt = Rt(ctx, master_of(ctx, uid), uid, p, ab.text, {"placed": c.placed})
                if not holds(rt, p.cond):
                    continue
            return ab.text
    return None


def group_play_permission(ctx: Ctx, uid: str, player: str) -> str | None:
    """The text of a continuous ability of a character on ``player``'s stage (its text in force
    there, 2.12.2.1) 「あなたのイベントは、色条件を満たさずに手札からプレイできる」 whose cards
    include the hand card ``uid`` and whose condition holds now (8.1.1.3), else None."""
    for slot_zone in zone_ids("stage"):
        for c in ctx.zone(player, slot_zone):
            for ab in programs(ctx, c.uid):
                p = ab.program
                if p is None or "play_permission_group" not in prog_ext(p, "notes"):
                    continue
                rt = Rt(ctx, player, c.uid, p, ab.text, {"placed": c.placed})
                if p.cond is not None and not holds(rt, p.cond):
                    continue
                if any(
                    op.target is not None and uid in resolve_sel(rt, op.target) for op in p.steps
                ):
                    return f"{c.label}: {ab.text}"
    return None


def play_restriction(ctx: Ctx, uid: str, player: str) -> tuple[str, tuple[str, ...]] | None:
    """「このカードは、…なら、手札からプレイできない」 whose condition holds now: (its text, what its
    condition looked at), else None."""
    c = ctx.card(uid)
    if c is None:
        return None
    for ab in programs(ctx, uid):
        p = ab.program
        if p is None or (
            "play_restriction" not in prog_ext(p, "notes") and prog_ext(p, "restrict") is None
        ):
            continue
        # an event's restriction before its effect (``restrict``), or the ability's condition
        cond = prog_ext(p, "restrict") if prog_ext(p, "restrict") is not None else p.cond
        rt = Rt(ctx, player, uid, p, ab.text, {"placed": c.placed})
        if holds(rt, cond):
            return ab.text, cond_watch(rt, cond)
    return None


def no_play_timing(ctx: Ctx, player: str) -> tuple[str, ...]:
    """The non-turn player in the main phase has no play timing — 6.5.1.2 gives it to the turn
    player — and an activated ability is played only by a player given one (8.1.1.1)."""
    st = ctx.state
    if st.turn.phase == "main" and st.turn.step is None and player != st.turn.player:
        return ("6.5.1.2", "8.1.1.1")
    return ()
