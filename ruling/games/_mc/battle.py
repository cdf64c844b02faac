"""Advancing (12.2) and the battle (chapter 8) with its attacks (chapter 9).

A battle's timings are the steps of the main phase: ``battle_start instant formation initiative
first_normal second_normal simultaneous battle_end``. The scenario gives what the players do in
them as parameters of ``advance``: ``instant`` (units summoned at once, per player),
``formation`` (the party front first, per player) and ``dice`` (the initiative dice, per player);
dice it does not give are choices of kind ``dice`` (answered in ``choices:``, or explored).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.choosing import card_choice, choose_card, choose_one_at_a_time
from ruling.core import Ctx, ScenarioInputError
from ruling.games._mc.basic import group_effects_joined, source_kind_read
from ruling.games._mc.common import (
    ADVANCES,
    AREAS,
    BARE_WORN,
    INITIATIVE_RESULT,
    PHASE_ACTIONS,
    RESTORED,
    Proc,
    adjacent,
    advance_acted,
    all_units,
    area_of_zone,
    attack,
    battle_mods,
    become_acted,
    cannot_advance,
    cannot_become_acted,
    carry_damage,
    characteristics,
    continuous_initiative,
    controller_of_area,
    defense,
    end_procedure_effects,
    equipment,
    find_card,
    gear_of_time,
    hq_area,
    in_group,
    initiative,
    initiative_parts,
    initiative_result_change,
    is_hq,
    label,
    limit_of,
    limit_total,
    party_level,
    resisted_lapsing,
    roll_dice,
    terrain,
    units,
    value_changes_lost,
    value_clauses,
    value_steps,
    zid,
)
from ruling.games._mc.keywords import KEYWORD_RULES, not_met, resistances, weaknesses
from ruling.games._mc.play import auto_abilities, declared, fire
from ruling.notmet import NOT_MET
from ruling.rules import (
    CheckTiming,
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
from ruling.values import Operand, compare, is_unknown, taken_as

WALK = ("walk", "walking", "歩行", None, "")


def _chg(n: int) -> str:
    """An effect's change of an initiative result as its formula writes it (none: nothing)."""
    return f"{n:+d}" if n else ""


def _step(step: str, clauses: tuple[str, ...], ja: str, en: str) -> SetTurn:
    return SetTurn(changes={"step": step}, clauses=clauses, ja=ja, en=en)


# 12.2.5.1.3: 「そのユニットの「進軍範囲」からエリアを1つずつ選び、進軍先を確定します」 — the
# procedure step a destination outside the range (12.2.2.2) fails at: every such refusal rests on it
RANGE_STEP: tuple[str, ...] = ("12.2.5.1.3",)


# the var holding the terrains the current advance started from (8.4.4)
ADVANCE_FROM = "mc.advance_from"


def _worn_by(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The items equipped to the unit ``uid`` now (12.2.8.9: its 装備品)."""
    w = ctx.where(uid)
    if w is None:
        return ()
    return tuple(
        c.uid for c in ctx.zone(w[0], w[1]) if c.type == "item" and c.states.get("on") == uid
    )


def _moved_since(ctx: Ctx, uids: tuple[str, ...], since: int) -> tuple[int, ...]:
    """The steps after ``since`` that moved one of the cards ``uids`` to another zone."""
    return tuple(
        dict.fromkeys(
            step
            for step, _seq, ev in ctx.events(since + 1)
            if isinstance(ev, Move) and ev.uid in uids
        )
    )


def advance(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.2.5: declare, choose the units and their destination, move them; if units of both
    sides are then on the terrain, a battle (12.2.5.1.7, 8.1.1); success or failure
    (12.2.5.2.1); the chosen units that are still unacted become acted (12.2.5.2.2)."""
    st = ctx.state
    tp = st.turn.player
    pl = str(p.get("player") or tp)
    if pl != tp:
        yield Reject(
            "進軍は進軍側だけが自軍ユニットに対して行えます",
            "only the advancing side advances, and only its own units",
            ("12.2.1", "1.3.7"),  # 1.3.7: the advancing side is the player whose turn it is
        )
        return
    if st.turn.phase != "main" or st.vars.get("mc.battle"):
        yield Reject(
            "進軍はメインフェイズの通常プレイステップの行動です",
            "advancing is an action of the main phase's normal play step",
            # and what the phase it is in lets the side do instead (the summon phase's play
            # step is no normal play step and lists no advance, 7.4.4)
            ("12.2.1", "7.3.3", *PHASE_ACTIONS.get(st.turn.phase or "", ())),
        )
        return
    if not p.get("_declared"):
        # 12.2.5.1.1: the declaration raises 「進軍宣言時」 and a check step, before the units
        # and their destinations are chosen (12.2.5.1.2, 12.2.5.1.3): what triggers there
        # (14.7.3.6) may widen where they may go
        yield from declared(ctx, "advance")
        p = {**p, "_declared": True}
    dests = p.get("to")
    if isinstance(dests, list):
        # 12.2.5.1.3: 「選択したすべてのユニットについて…エリアを1つずつ選び、進軍先を確定します」 —
        # each unit has one destination
        yield Reject(
            f"進軍先はユニットごとに1つです（{'・'.join(map(str, dests))} の複数は選べない）",
            f"each advancing unit has one destination (not {', '.join(map(str, dests))})",
            ("12.2.5.1.3",),
        )
        return
    if isinstance(dests, dict):
        # each unit its own destination (12.2.5.1.3); several units may advance at once to
        # different terrains, except that an advance into an enemy-held terrain has that one
        # destination only (12.2.3.3)
        by_area: dict[str, list[Any]] = {}
        for unit, area in dests.items():
            by_area.setdefault(str(area), []).append(unit)
        if len(by_area) > 1:
            held = [a for a in by_area if controller_of_area(ctx, a) == st.opponent(pl)]
            if held:
                yield Reject(
                    f"敵軍支配地形（{'・'.join(held)}）への進軍は、その地形1つを進軍先とする進軍しか"
                    "宣言できません",
                    f"an advance into an enemy-held terrain ({', '.join(held)}) has that one "
                    "destination only",
                    ("12.2.3.3", "5.1.2.12"),
                )
                return
            at_once = yield Mark(
                # no destination is an enemy-held terrain (5.1.2.12: one where enemy units alone
                # stand), so 12.2.3.3's 「ただし」 does not bind the split
                clauses=("12.2.3.3", "12.2.5.1.3", "5.1.2.12"),
                ja="複数の自軍ユニットを、それぞれの進軍先へ同時に進軍させる: "
                + "、".join(f"{'・'.join(map(str, u))}→{a}" for a, u in by_area.items()),
                en="several own units advance at once, each to its own destination: "
                + ", ".join(f"{', '.join(map(str, u))} -> {a}" for a, u in by_area.items()),
            )
            leaving = yield from _leaving_at_once(ctx, pl, by_area)
            if leaving is None:
                return
            hold = bool(leaving)
            if hold:
                # the units change places at once (12.2.3.3): no limit adjustment between the
                # destinations' moves, only once all have moved (12.2.5.1.6)
                yield SetVar(key=AT_ONCE, value=True)
            for area, us in by_area.items():
                # each destination's advance is declared as part of the one at once (12.2.3.3)
                yield from advance(
                    ctx,
                    {**p, "to": area, "units": us, "_at_once": at_once, "_leaving": leaving},
                )
                if ctx.state.result is not None:
                    break
            if hold:
                yield SetVar(key=AT_ONCE, value=None)
                yield CheckTiming(("12.2.5.1.6",))
            return
        ((area, us),) = by_area.items()
        p = {**p, "to": area, "units": us}
    to = str(p.get("to") or "")
    if to not in AREAS or terrain(ctx, to) is None:
        yield Reject(
            f"{to} には地形がない（空き地は進軍範囲にならない）",
            f"{to} holds no terrain (an empty area is never in the advance range)",
            # 5.1.2.7: an area with no terrain is an 「空き地」, the word 12.2.2.2 excludes; the
            # step that chooses each destination takes it from the advance range (12.2.5.1.3,
            # ``RANGE_STEP``)
            ("12.2.2.2", *(("5.1.2.7",) if to in AREAS else ("5.1.2.4",)), *RANGE_STEP),
        )
        return
    uids: list[str] = []
    permits: list[int] = []  # the steps letting a unit go beyond its range (12.2.2.2)
    for ref in p.get("units") or []:
        uid = find_card(ctx, ref, pl)
        w = ctx.where(uid) if uid else None
        c = ctx.card(uid) if uid else None
        if (
            c is None
            or w is None
            or w[0] != pl
            or not w[1].startswith("field.")
            or c.type != "unit"
        ):
            yield Reject(
                f"{ref} は戦場の自軍ユニットではありません",
                f"{ref} is no own unit on the battlefield",
                ("12.2.1",),
            )
            return
        may = advance_acted(ctx, c) if c.orientation == "rest" else ()
        if may and not cannot_advance(ctx, c):
            # 「対象は行動完了でも進軍できる」 of a ○ ability in force: the text beats 12.2.3.1
            # (1.3.1)
            permits.append(
                (
                    yield Mark(
                        clauses=("1.3.1", "12.2.3.1", *may),
                        ja=f"{c.label} は行動完了だが、○特殊能力の「行動完了でも進軍できる」により"
                        "進軍できる（テキストが総合ルールに優先する）",
                        en=f"{c.label} has acted, but a ○ ability in force lets it advance "
                        "(the text beats the rules)",
                        touches=(c.uid,),
                    )
                )
            )
        elif c.orientation == "rest" and not may:
            yield Reject(
                f"{c.label} は行動完了のため進軍できない（12.2.3.1: 印刷された第1文「未行動の自軍ユニットに対しては、進軍を宣言できません」は、第2文と12.2.5.2.2（進軍したユニットのうち未行動のものを行動完了にする）に従い「行動完了の」と読む）",
                f"{c.label} has acted and cannot advance (12.2.3.1: the printed first sentence "
                "「未行動の…進軍を宣言できません」 (unacted units cannot) is read as 'acted', as its "
                "second sentence and 12.2.5.2.2 require)",
                ("12.2.3.1", "12.2.5.2.2"),
            )
            return
        no = cannot_advance(ctx, c)
        if no:
            # 「対象は進軍できない」 of a ○ ability in force: it cannot be chosen (4.1.12)
            yield Reject(
                f"{c.label} は○特殊能力の「進軍できない」により進軍できない",
                f"{c.label} cannot advance: a ○ ability in force says 「進軍できない」",
                ("12.2.5.1.2", *no),
            )
            return
        frm = w[1].split(".", 1)[1]
        if frm == to:
            yield Reject(
                f"{c.label} はすでに{to}にいる（進軍を宣言する際にいる地形は進軍範囲にならない）",
                f"{c.label} is on {to} already (its own terrain is not in its advance range)",
                ("12.2.2.2", *RANGE_STEP),
            )
            return
        # its advance types: printed (walking when none is given), and granted (10.14.2)
        from ruling.games._mc.cardtext import printed_advances

        # given apart, or its 「進軍タイプ:X」 line (2.1.19.1; several all held, 2.1.19.3)
        printed = printed_advances(c)
        granted = characteristics(c, "advance_type", ctx) - set(printed)
        kinds = [*(printed or ("walk",)), *sorted(granted)]
        walks = [k for k in kinds if k in WALK]
        # the range of each type together: a walk reaching the terrain decides it; else another
        # type's (its figure lost: not judged)
        kind = (
            walks[0]
            if walks and adjacent(frm, to)
            else next((k for k in kinds if k not in WALK), kinds[0])
        )
        permit = _permitted(ctx, c.uid, pl, to)
        if permit is not None:
            allowed = yield Mark(
                clauses=("12.2.2.2", *permit.clauses),
                ja=f"{c.label} は{permit.source}により{to}へ進軍してもよい",
                en=f"{c.label} may advance into {to} by {permit.source}",
                caused_by=tuple(x for x in [ctx.prohibited_step(permit)] if x is not None),
                touches=(c.uid,),
            )
            permits.append(allowed)
        elif kind in WALK:
            if not adjacent(frm, to):
                yield Reject(
                    f"{c.label}（歩行）の進軍範囲に{to}はない（隣接したエリアではない）",
                    f"{to} is not in {c.label}'s advance range (walking: not adjacent)",
                    # 12.2.2.1: the range is the one its advance type (walking) gives
                    ("12.2.2.2", "12.2.2.1", "2.1.19.2", "5.1.2.18", *RANGE_STEP),
                )
                return
        else:
            yield Warn(
                "assumption",
                f"{c.label} の進軍タイプ「{kind}」の進軍範囲は図で示されるが、図が文書から失われているため判定しない（進軍できるものとする）",
                f"{c.label}'s advance type '{kind}' has its range in a figure lost from the "
                "document: not judged (taken as allowed)",
                # (2.1.19.3: of several advance types, the unit is each — this one reaches)
                (
                    "2.1.19.2",
                    *(("10.14.2",) if kind in granted else ()),
                    *(("2.1.19.3",) if len(kinds) > 1 else ()),
                ),
                key="figure_lost_not_judged",
            )
        uids.append(c.uid)
    if not uids:
        yield Reject("進軍させるユニットがありません", "no unit to advance", ("12.2.5.1.2",))
        return
    opp = st.opponent(pl)
    battle = bool(units(ctx, opp, to))
    t = terrain(ctx, to)
    assert t is not None
    failed = st.vars.get(f"mc.failed.{to}")
    if failed and battle:
        yield Reject(
            f"このメインフェイズ中に{to}への戦闘を伴う進軍に失敗しているため、再び宣言できません",
            f"a battle advance into {to} failed this main phase: it cannot be declared again",
            ("12.2.4.2",),
        )
        return
    barred = True
    if failed and is_hq(t):
        # 12.2.4.2 names 「戦闘を伴う進軍」 only, an advance into an enemy-dominated terrain
        # (12.2.4.1), while its 「ただし」 (and 8.4.8's) permits advancing again into an emptied
        # terrain other than a headquarters: mc failed_hq_emptied, both readings run
        barred = yield from unsettled.holds(pl, "mc", "failed_hq_emptied", "barred")
    if failed and is_hq(t) and not barred:
        yield Mark(
            clauses=("12.2.4.2", "12.2.4.1", "5.1.2.13"),
            ja=f"{to}（本陣）には誰もいない: 戦闘を伴う進軍ではなく、12.2.4.2 の禁止は及ばない",
            en=f"nobody is on {to} (a headquarters): no battle advance, 12.2.4.2's ban does not "
            "reach it",
            touches=(f"{pl}.{zid(to)}",),
        )
    elif failed and is_hq(t):
        # 12.2.4.2 / 8.4.8: only a terrain other than a headquarters that nobody holds after the
        # failed advance may be advanced into again in that main phase
        yield Reject(
            f"{to}（本陣）への進軍に失敗した後、誰もいない地形になっても、本陣へはこのメインフェイズ中に再び進軍できません",
            f"after the failed advance into {to} (a headquarters), nobody holding it does not let "
            "the advancing side advance into it again this main phase",
            ("12.2.4.2", "8.4.8", "5.1.2.13"),
        )
        return
    elif failed:
        yield Mark(
            # a terrain with no unit is 「誰もいない地形」 (5.1.2.13): 12.2.4.2's 「ただし」
            clauses=("12.2.4.2", "8.4.8", "5.1.2.13"),
            ja=f"{to}への進軍は失敗したが、本陣を除く誰もいない地形になったため、このメインフェイズ中に再び進軍できる",
            en=f"the advance into {to} failed, but it is now a terrain other than a headquarters "
            "that nobody holds: it may be advanced into again this main phase",
            touches=(f"{pl}.{zid(to)}",),  # it lets the advance into it be made
        )
    lim, lcl = limit_of(ctx, t)
    # a negative level is a negative level in the advance's total (4.6.1, 4.6.2's first
    # sentence): 0 only in the limit adjustment after it (11.3.2)
    # (a negative level summed: whether 4.6.2's exception covers this check is a reading,
    # ``limit_total``)
    total, neg_cl = yield from limit_total(ctx, pl, to, [ctx.stat(u, "level") for u in uids], lim)
    # the units of this advance at once that leave ``to`` for another destination, counted out of
    # the party there (12.2.3.2 「進軍を行った結果として」, the reading taken: ``_leaving_at_once``)
    gone = [u for u in (p.get("_leaving") or {}).get(to, ()) if ctx.where(u) is not None]
    gone_here = [u for u in gone if area_of_zone(ctx.where(u)[1]) == to]  # type: ignore[index]
    if gone_here:
        total -= sum(max(ctx.stat(u, "level"), 0) for u in gone_here)
        lcl = (*lcl, "12.2.3.3")
    if lim is not None and total > lim:
        yield Reject(
            f"進軍先の自軍パーティと進軍するユニットの合計レベル{total}がリミット{lim}を超える",
            f"the total level {total} would exceed {to}'s limit {lim}",
            # several units declared at once (12.2.3.3) are summed together: the declaration
            # of them all is refused, as the one of a single unit would be
            ("12.2.3.2", *lcl, *neg_cl, *(("12.2.3.3",) if len(uids) > 1 else ())),
        )
        return
    # the restrictions the declaration was checked against (12.2.3): the units are unacted
    # (12.2.3.1, read against its print: the note says so), the party's total level stays
    # within the limit (12.2.3.2), several units advance at once (12.2.3.3)
    if lim is None:
        # the destination's limit is not given (a left-out field is unknown): the restriction
        # of 12.2.3.2 is taken to be met, and the ruling says so (not a silent pass)
        yield Warn(
            "assumption",
            f"{to} の地形のリミットがシナリオにない: 進軍するユニットの合計レベルはリミット以下とする",
            f"{to}'s limit is not given: the advancing units' total level is taken to be within it",
            ("12.2.3.2",),
            key="not_given_taken_to_meet",
        )
    checked = (
        "12.2.3.1",
        *(("12.2.3.2", *lcl, *neg_cl) if lim is not None else ("12.2.3.2",)),
        # exactly at the limit: 11.3.2.2's 「地形のリミット ≧ 自軍パーティの合計レベル」 holds, read
        # to conclude no limit adjustment follows (11.3.2.1: only a total above it; the kin of
        # the summon's, ``basic``)
        *(("11.3.2.1", "11.3.2.2") if lim is not None and total == lim else ()),
        *(("12.2.3.3",) if len(uids) > 1 else ()),
        # an advance after a battle of this main phase: the play step was given again (7.3.4)
        *(("7.3.4",) if st.vars.get("mc.play_step_regained") else ()),
        # a battle advance after one that failed this main phase into another area: the ban of
        # 12.2.4.2 covers the area of that failure only
        *(
            ("12.2.4.2",)
            if battle and any(k.startswith("mc.failed.") and v for k, v in st.vars.items())
            else ()
        ),
    )
    decl = yield Mark(
        clauses=("12.2.5.1.1", "12.2.5.1.2", "12.2.5.1.3", *checked),
        ja=f"{pl} は {'、'.join(label(ctx, u) for u in uids)} の{to}への進軍を宣言する",
        caused_by=(*permits, *((p["_at_once"],) if p.get("_at_once") is not None else ())),
        en=f"{pl} declares the advance of {', '.join(label(ctx, u) for u in uids)} into {to}",
        # a misprint the text settles (no reading of it lets the unacted units the rules send
        # into battle, 8.1.2 / 12.2.5.2.2, advance): said as a stated reading, not an ambiguity
        note=unsettled.stated(
            "12.2.3.1 の第1文は印刷どおりでは「未行動の自軍ユニットに対しては、進軍を宣言できません」と、第2文（行動完了のユニットは指定できない）と合わせてどのユニットも進軍できなくなる。第2文と 12.2.5.2.2・8.1.2 に従い「行動完了の」と読んで、未行動のユニットの進軍を認める",
            "12.2.3.1's first sentence as printed forbids advancing unacted units, which with its "
            "second sentence (acted units cannot be chosen) would let no unit advance; read as "
            "'acted', as the second sentence, 12.2.5.2.2 and 8.1.2 require, the unacted units "
            "advance",
            ("12.2.3.1", "12.2.5.2.2", "8.1.2"),
        ),
    )
    # 12.2.5.1.4: the destinations fixed (12.2.5.1.3), the 「進軍先確定時」 triggers, a check step
    yield from fire(ctx, ("advance_fixed",))
    yield CheckTiming(("12.2.5.1.4",))
    # the units of this advance and whose 支配地形 their destination was as they moved (5.1.2.11),
    # for 「このユニットが敵軍支配地形に進軍した場合」 at 「進軍終了時」 (``common._matches``)
    yield SetVar(key="mc.advanced", value=(tuple(uids), controller_of_area(ctx, to)))
    # the terrains the advance starts from (its 「進軍を開始した地形」, 8.4.4), kept for a
    # failed advance whose units that began it are gone (``after_battle``)
    yield SetVar(
        key=ADVANCE_FROM,
        value=list(
            dict.fromkeys(
                str(w[1].split(".", 1)[1]) for u in uids if (w := ctx.where(u)) is not None
            )
        ),
    )
    yield SetVar(key="mc.moving", value=True)
    for u in uids:
        w = ctx.where(u)
        assert w is not None
        frm = w[1].split(".", 1)[1]
        gear = [e.uid for e in equipment(ctx, u)]
        before = ctx.card(u)
        placed_before = before.placed if before is not None else 0
        yield SetCard(uid=u, changes={"from": frm})
        yield Move(
            uid=u,
            player=pl,
            zone=zid(to),
            pos="bottom",
            caused_by=(decl,),
            clauses=("12.2.5.1.5",),
            ja=f"{label(ctx, u)} が{frm}から{to}へ進軍する",
            en=f"{label(ctx, u)} advances from {frm} into {to}",
        )
        for g in gear:
            yield Move(uid=g, player=pl, zone=zid(to), pos="bottom", clauses=("12.2.8.9",))
        # joining the group on its destination that an ability's lasting effect was given to
        # (the point group_effect_joined)
        yield from group_effects_joined(ctx, u, pl, to, placed_before)
    # the units that advanced this turn, each [turn number, uid] (12.2.5.1.5: they carried the
    # advance out) — what 「対象がこのターン進軍した / していない場合」 reads
    # (``common.advanced_this_turn``)
    yield SetVar(
        key=ADVANCES,
        value=[
            *(ctx.state.vars.get(ADVANCES) or []),
            *([ctx.state.turn.number, u] for u in uids),
        ],
    )
    yield SetVar(key="mc.moving", value=None)
    no_battle: int | None = None
    if units(ctx, pl, to) and not units(ctx, opp, to) and (t.owner == opp or p.get("instant")):
        # 8.1.1 / 12.2.5.1.7: a battle only where the advancing units meet the defending side's
        # units (its own-controlled terrain); into the enemy's terrain that none holds, no
        # battle happens, and none of a battle's timings: no instant summon (8.3.2.8) — known
        # once the units have moved, said before the check step (12.2.5.1.6) that may end the
        # game (the fall of a headquarters, 11.2.1)
        waiting = [
            u
            for q in (pl, opp)
            for r in _as_list((p.get("instant") or {}).get(q))
            for u in [find_card(ctx, r, q)]
            if u is not None
        ]
        no_battle = yield Mark(
            clauses=("8.1.1", "12.2.5.1.7", *(("8.3.2.8",) if waiting else ())),
            ja=f"{to}に守備側のユニットがいない: 戦闘は発生しない"
            + ("（即時召喚タイミングもない）" if waiting else ""),
            en=f"no defending unit on {to}: no battle happens"
            + (" (nor an instant summon timing)" if waiting else ""),
            # what it rests on: who is on the terrain (its last changes); what it is about: the
            # instant summons not made (the zones' own history stays with the moves)
            watch=(f"{pl}.{zid(to)}", f"{opp}.{zid(to)}"),
            touches=(
                *waiting,
                *dict.fromkeys(f"{w[0]}.{w[1]}" for u in waiting for w in [ctx.where(u)] if w),
            ),
        )
    yield CheckTiming(("12.2.5.1.6",))
    summoned: list[str] = []
    if units(ctx, pl, to) and units(ctx, opp, to):
        # 8.1.1 / 12.2.5.1.7: the advancing units met the defending side's units on its own
        # controlled terrain: a battle happens — the advance declared into an enemy controlled
        # terrain was a 「戦闘を伴う進軍」 (12.2.4.1); the units there take part in it
        met = [*units(ctx, pl, to), *units(ctx, opp, to)]
        yield Mark(
            clauses=("8.1.1", "12.2.5.1.7", *(("12.2.4.1",) if battle else ())),
            ja=f"{to}で進軍側と守備側のユニットが出会う: 戦闘が発生する",
            en=f"the advancing and the defending units meet on {to}: a battle happens",
            watch=(f"{pl}.{zid(to)}", f"{opp}.{zid(to)}"),
            touches=tuple(c.uid for c in met),
        )
        yield from _battle_pass_main_end(ctx, pl)
        summoned = yield from run_battle(ctx, to, p)
        # 7.3.4: the normal play step was passed for the battle and is given again after it
        yield SetVar(
            key="mc.play_step_regained",
            value=True,
            clauses=("7.3.4",),
            ja="戦闘終了後、進軍側は再び通常プレイステップを得る",
            en="after the battle the advancing side has its normal play step again",
        )
    mine, theirs = units(ctx, pl, to), units(ctx, opp, to)
    success = bool(mine) and not theirs
    yield Mark(
        clauses=("12.2.5.2.1",),
        # into an enemy terrain nobody holds: judged with no battle held (12.2.5.1.7)
        caused_by=(no_battle,) if no_battle is not None else (),
        ja=f"進軍{'成功' if success else '失敗'}（{to}に{'進軍側ユニットのみ' if success else ('守備側ユニットがいる' if theirs else '進軍側ユニットがいない')}）",
        en=f"the advance {'succeeds' if success else 'fails'} ({to}: "
        f"{'only the advancing side' if success else ('defenders remain' if theirs else 'no advancing unit')})",
        watch=(f"{pl}.{zid(to)}", f"{opp}.{zid(to)}"),
        # the units left there stay there because of the result (a failure with both sides
        # left would have sent the advancing ones back, 8.4.4)
        touches=(f"{pl}.{zid(to)}", f"{opp}.{zid(to)}", *(c.uid for c in mine + theirs)),
    )
    if battle and not success:
        yield SetVar(key=f"mc.failed.{to}", value=True)
    for u in uids + summoned:
        c = ctx.card(u)
        w = ctx.where(u)
        if (
            c is not None
            and w is not None
            and w[1].startswith("field.")
            and c.orientation != "rest"
        ):
            yield from become_acted(
                ctx,
                c,
                ("12.2.5.2.2",),
                f"進軍した {c.label} を行動完了にする",
                f"{c.label}, which advanced, becomes acted",
            )
        elif c is not None and w is not None and w[1].startswith("field."):
            # 12.2.5.2.2 read for a unit already acted (it attacked, 9.1): nothing to change, and
            # it is acted after the advance because of it too — a step says so (issue 14)
            yield Mark(
                clauses=("12.2.5.2.2",),
                touches=(u,),
                ja=f"進軍した {c.label} はすでに行動完了: 行動完了のまま",
                en=f"{c.label}, which advanced, is acted already: it stays acted",
            )
    # 12.2.5.1.8: the advance ends; the 「進軍終了時」 triggers, a check step
    yield from fire(ctx, ("advance_end",))
    yield CheckTiming(("12.2.5.1.8",))
    yield from end_procedure_effects(ctx, "advance")


# set while the destinations of one advance at once (12.2.3.3) move whose units change places:
# the limit adjustment (11.3.2) waits for the last of them (``processes``)
AT_ONCE = "mc.advance_at_once"


def _leaving_at_once(
    ctx: Ctx, pl: str, by_area: dict[str, list[Any]]
) -> Generator[Any, Any, dict[str, list[str]] | None]:
    """An advance at once to several destinations (12.2.3.3) whose units leave a terrain another
    of its units advances into: does 12.2.3.2's 「進軍先の地形に存在する自軍パーティ」 count them?
    「進軍を行った結果として」 reads the party after the advance (they have left), the party
    「存在する」 when the destinations are designated (12.2.5.1.3) counts them — asked only where
    the two totals fall on either side of a limit (mc advance_limit_units_leaving). Returns the
    units counted out, by destination ({} when none), or None: the advance is refused."""
    where: dict[str, str] = {}  # each unit of the advance: the area it leaves
    for us in by_area.values():
        for ref in us:
            uid = find_card(ctx, ref, pl)
            w = ctx.where(uid) if uid else None
            if uid and w is not None and w[0] == pl and (a := area_of_zone(w[1])) is not None:
                where[uid] = str(a)
    dest = {
        uid: area for area, us in by_area.items() for ref in us if (uid := find_card(ctx, ref, pl))
    }
    leaving = {
        area: [u for u, frm in where.items() if frm == area and dest.get(u) != area]
        for area in by_area
    }
    leaving = {a: us for a, us in leaving.items() if us}
    over: list[str] = []
    for area in by_area:
        t = terrain(ctx, area)
        if area not in leaving or t is None:
            continue
        lim, _lcl = limit_of(ctx, t)
        if lim is None:
            continue
        coming = sum(ctx.stat(u, "level") for u in dest if dest[u] == area)
        counted = party_level(ctx, pl, area) + coming
        out = counted - sum(max(ctx.stat(u, "level"), 0) for u in leaving[area])
        if out <= lim < counted:
            over.append(area)
    if not over:
        return {}
    result = yield unsettled.choose(
        pl, "mc", "advance_limit_units_leaving", {"result": True, "designation": False}
    )
    if result:
        return leaving
    yield Reject(
        f"{'・'.join(over)}: 進軍先の自軍パーティ（同時に他の地形へ進軍するユニットを含む）と進軍する"
        "ユニットの合計レベルがリミットを超える",
        f"{', '.join(over)}: the party there (with the units advancing elsewhere at once) and the "
        "units advancing into it exceed the limit",
        ("12.2.3.2", "12.2.3.3", "12.2.5.1.3"),
    )
    return None


def _permitted(ctx: Ctx, uid: str, pl: str, to: str) -> Any:
    """The permission in force (「…へ進軍してもよい」, ``_mc/play._permit_advance``) that lets the
    unit advance into ``to``: a proxy terrain (代理地形) or a terrain no unit is on (誰もいない地形)
    other than the enemy's headquarters; or None."""
    t = terrain(ctx, to)
    if t is None:
        return None
    opp = ctx.state.opponent(pl)
    proxy = bool(t.states.get("proxy") or t.extra.get("proxy"))
    empty = not units(ctx, pl, to) and not units(ctx, opp, to) and not (is_hq(t) and t.owner == opp)
    for e in ctx.state.effects:
        if e.target != uid or e.stat != "advance_permit" or e.op != "permit":
            continue
        if ("substitute" in e.value and proxy) or ("empty" in e.value and empty):
            return e
        from ruling.games._mc.own_play import fits

        # a terrain the text describes (15.4.10.2: 「○○に合致する敵軍本陣を除く地形」)
        if any(isinstance(v, tuple | list) and fits(ctx, pl, to, v) for v in e.value):
            return e
    return None


def _party(ctx: Ctx, player: str, area: str) -> list[Any]:
    order = ctx.state.vars.get(f"mc.formation.{player}") or []
    us = units(ctx, player, area)
    rank = {u: i for i, u in enumerate(order)}
    return sorted(us, key=lambda c: rank.get(c.uid, len(order)))


def _slots_back(ctx: Ctx, step: str) -> Proc:
    """13.1.2.5 / 13.1.3.3: the item slots 「i」 consumables spent and the spell slots battle
    spells spent come back unspent, on either side, at the
    end of the formation timing and of the battle end timing (``step``: 8.3.3.15 / 8.3.8.5,
    「装備している以外の「アイテム:x」と「スペル:x」が未消費になります」; an equipment's stay spent
    while it is worn, 13.1.2.6)."""
    for pl in ctx.state.players:
        for a in AREAS:
            for c in units(ctx, pl, a):
                if c.states.get("items_spent"):
                    yield SetCard(
                        uid=c.uid,
                        changes={"items_spent": None, "items_spent_off_battle": None},
                        clauses=(step, "13.1.2.5"),
                        ja=f"{c.label} の消費済みのアイテム枠が未消費に戻る",
                        en=f"{c.label}'s spent item slots come back unspent",
                    )
                if c.states.get("spells_spent"):
                    yield SetCard(
                        uid=c.uid,
                        changes={"spells_spent": None},
                        clauses=(step, "13.1.3.3"),
                        ja=f"{c.label} の消費済みのスペル枠が未消費に戻る",
                        en=f"{c.label}'s spent spell slots come back unspent",
                    )


def _item_named(ctx: Ctx, pl: str, area: str, params: dict[str, Any]) -> Any:
    """An ``instant:`` entry naming an item card of the hand with no unit: equipping it is the
    instant summon of 8.3.2.9 — onto the player's one unit on the battle's terrain, or the one
    the player chooses there (``at: equip_unit``). Any other card stays a summon (8.3.2.8)."""
    uid = find_card(ctx, params.get("card"), pl)
    c = ctx.card(uid) if uid else None
    if c is None or c.type != "item" or ctx.where(uid) != (pl, "hand"):
        return "summon", params
    mine = units(ctx, pl, area)
    if not mine:
        return "equip", {**params, "unit": None}
    if len(mine) == 1:
        return "equip", {**params, "unit": mine[0].uid}
    pick = yield choose_card(
        pl,
        mine,
        "equip_unit",
        f"{c.label} を装備するユニットを選ぶ",
        f"choose the unit {c.label} is equipped to",
        ("8.3.2.9",),
    )
    return "equip", {**params, "unit": pick}


def _instant_entry(ref: Any) -> tuple[str, dict[str, Any]]:
    """One entry of ``advance``'s ``instant: {A: [...]}`` (8.3.2.6): a unit card's name (an
    instant summon, 8.3.2.8); ``{card, unit}`` an equipment item equipped to that unit (8.3.2.9,
    also an instant summon); ``{card}`` a summon; either may carry ``allowed:``; or an action
    ``{do: summon | equip, …}``. Anything else is an input error."""
    if isinstance(ref, str):
        return "summon", {"card": ref}
    if isinstance(ref, dict):
        d = dict(ref)
        verb = d.pop("do", None) or ("equip" if "unit" in d else "summon")
        if verb == "discard_equipment" and "card" in d and set(d) <= {"card", "allowed"}:
            return "discard_equipment", d  # 8.3.2.7
        if (
            verb in ("summon", "equip")
            and "card" in d
            and set(d) <= {"card", "unit", "allowed", "area"}
            and (verb == "summon") != ("unit" in d)
            # ``area:`` the terrain a summon is asked onto (8.3.2.8: the battle's; a ◇ instant
            # summon may name another, ``basic._instant_away``)
            and (verb == "summon" or "area" not in d)
        ):
            return str(verb), d
    raise ScenarioInputError(
        "instant",
        f"instant: {ref!r}: an entry is a unit card's name, {{card: X}} (a summon; area: A the"
        " terrain asked for), {{card: X,"
        " unit: Y}} (an equipment equipped to Y, 8.3.2.9) — either with allowed: true|false —"
        " or {do: summon|equip, …}",
        ja=f"instant: {ref!r}: 各項目はユニットカード名、{{card: X}}（召喚）、{{card: X, unit: Y}}"
        "（Y への装備品の装備、8.3.2.9）— allowed: true|false を添えてもよい、召喚は area: で地形を指定できる — または"
        " {do: summon|equip, …} です",
    )


def _idle_combat_abilities(ctx: Ctx, area: str) -> Proc:
    """A [戦闘] ○ ability aimed at units of the battle but held by a unit on another terrain
    does nothing in it: its unit takes part in no battle (14.5.4.1), and in a battle only the
    battle terrain and what is on it bring about ○ abilities (8.2.3) — said, touching the units
    it would have reached."""
    from ruling.games._mc.cardtext import programs

    st = ctx.state
    idle: dict[str, list[int]] = {}
    for pl in st.players:
        for other in AREAS:
            if other == area:
                continue
            for src in ctx.zone(pl, zid(other)):
                for _i, prog in programs(src):
                    t = prog.target
                    if prog.kind != "continuous" or "combat" not in prog.timings or t is None:
                        continue
                    if t.kind not in ("party", "all_units"):
                        continue  # its own unit, which is not in the battle
                    sides = [
                        q for q in st.players if t.owner is None or (q == pl) == (t.owner == "own")
                    ]
                    reach = [
                        c.uid for q in sides for c in units(ctx, q, area) if in_group(ctx, t, c)
                    ]
                    if not reach:
                        continue
                    step = yield Mark(
                        clauses=("8.2.3", "14.5.4.1"),
                        ja=f"{src.label} の『{prog.name}』[戦闘]は効果を発揮しない: {src.label} は{area}の戦闘に参加していない",
                        en=f"{src.label}'s '{prog.name}' [戦闘] has no effect: {src.label} takes no "
                        f"part in the battle on {area}",
                        touches=tuple(reach),
                    )
                    for u in reach:  # what those units attack with is decided by it too
                        idle[u] = [*idle.get(u, []), step]
    if idle:
        yield SetVar(key="mc.idle_combat", value=idle)


def run_battle(ctx: Ctx, area: str, p: dict[str, Any]) -> Proc:
    """Chapter 8, steps a–h (8.2.1); returns the advancing side's units summoned in it."""
    st = ctx.state
    tp = st.turn.player
    opp = st.opponent(tp)
    yield SetVar(key="mc.battle", value=True, clauses=("8.1.1",))
    # each battle numbered (a limit of uses 「1回の戦闘に」 counts the uses of one battle)
    yield SetVar(key="mc.battle_serial", value=int(st.vars.get("mc.battle_serial") or 0) + 1)
    yield SetVar(key="mc.battle_area", value=area)
    yield SetVar(key="mc.battle_dead", value=None)  # no unit has died in this battle yet
    # no unit has taken part in an attack in this battle yet (9.3; ``common._matches`` attacked)
    yield SetVar(key="mc.battle_attackers", value=None)
    yield _step(
        "battle_start",
        ("8.1.1", "8.2.1", "8.3.1.1"),
        f"{area}で戦闘開始",
        f"a battle starts on {area}",
    )
    acted = [c for pl in (tp, opp) for c in units(ctx, pl, area) if c.orientation == "rest"]
    if acted:
        # 8.1.2 states a fact (「…すべてのユニットは未行動です」), not an instruction: a unit
        # acted before the battle (made so by an effect) is made unacted by it, or 8.1.2 only
        # describes the usual case (units are made unacted at the end of every turn, 7.6.4)
        make = yield Choose(
            tp,
            "reading",
            "8.1.2 の読み方: 「戦闘が開始された時点では、戦闘に参加するすべてのユニットは未行動です」は、戦闘前に行動完了になったユニットを未行動にするのか、通常の場合を述べるだけか",
            "the reading of 8.1.2: does 'when the battle starts, every unit taking part is "
            "unacted' make a unit acted before the battle unacted, or only describe the usual case?",
            (
                Option("unacted", "未行動にする", "it is made unacted", True),
                Option(
                    "stays_acted",
                    "行動完了のまま（通常の場合を述べるだけ）",
                    "it stays acted",
                    False,
                ),
            ),
            ("8.1.2", "7.6.4"),
            reading=True,
        )
        chose = (ctx.last,)
        for c in acted if make else ():
            from ruling.games._mc.common import become_unacted

            yield from become_unacted(
                ctx,
                c,
                ("8.1.2",),
                f"戦闘開始時、戦闘に参加する {c.label} は未行動",
                f"at the start of the battle {c.label} takes part unacted",
                chose,
                by_rule=True,
            )
    yield from _idle_combat_abilities(ctx, area)
    yield from auto_abilities(ctx, area, "battle_start")
    # b. instant summons (8.3.2)
    yield _step("instant", ("8.3.2.1",), "即時召喚タイミング", "instant summon timing")
    yield CheckTiming(("8.3.2.3",))
    yield from auto_abilities(ctx, area, "instant_start")
    summoned: dict[str, list[str]] = {tp: [], opp: []}
    # (side, step) of each attack timing whose side could not attack (9.5): the enemy party
    # still there after the battle is there because of it too (8.4.3 / 8.4.4)
    unattacked: list[tuple[str, int]] = []
    instant = p.get("instant") or {}
    for pl, cl in ((tp, "8.3.2.4"), (opp, "8.3.2.5")):
        for ref in _as_list(instant.get(pl)):
            before = {c.uid for c in units(ctx, pl, area)}
            verb, params = _instant_entry(ref)
            if verb == "summon":
                verb, params = yield from _item_named(ctx, pl, area, params)
            step = {"equip": "8.3.2.9", "discard_equipment": "8.3.2.7"}.get(verb, "8.3.2.8")
            # a side with no unit left on the terrain (killed at the battle's start): the
            # instant summon timing exists all the same, to the battle end timing (8.2.6)
            gone = ("8.2.6",) if any(not units(ctx, q, area) for q in (tp, opp)) else ()
            yield Do(verb, {"player": pl, **params}, clauses=(cl, step, *gone))
            summoned[pl] += [c.uid for c in units(ctx, pl, area) if c.uid not in before]
    yield from auto_abilities(ctx, area, "instant_end")
    yield CheckTiming(("8.3.2.11",))
    # c. formation (8.3.3)
    yield _step("formation", ("8.3.3.4",), "隊列変更タイミング", "formation timing")
    yield CheckTiming(("8.3.3.6",))
    yield from auto_abilities(ctx, area, "formation_start")
    formation = p.get("formation") or {}
    for pl, cl in ((tp, "8.3.3.7"), (opp, "8.3.3.10")):
        party = units(ctx, pl, area)
        given = _as_list(formation.get(pl))
        if given:
            order = [find_card(ctx, r, pl) for r in given]
            order = [u for u in order if u is not None]
            yield SetVar(
                key=f"mc.formation.{pl}",
                value=order,
                clauses=(cl, "8.3.3.1"),
                ja=f"{pl} の隊列（前列から）: {'、'.join(label(ctx, u) for u in order)}",
                en=f"{pl}'s formation (front first): {', '.join(label(ctx, u) for u in order)}",
            )
        elif len(party) > 1:
            # not given: the player decides it (8.3.3.7 / 8.3.3.10), one unit at a time from the
            # front — a choice of the player's, branched on where it matters
            front = yield from choose_one_at_a_time(
                pl,
                party,
                len(party) - 1,
                card_choice,
                "formation",
                lambda k, pl=pl: (
                    f"{pl} の隊列: 前列から{k + 1}番目",
                    f"{pl}'s formation: #{k + 1} from the front",
                ),
                (cl, "8.3.3.1"),
                addressed_only=True,  # the advance's ``formation:``, or ``at: formation``
            )
            order = [*front, *(c.uid for c in party if c.uid not in front)]
            yield SetVar(
                key=f"mc.formation.{pl}",
                value=order,
                clauses=(cl, "8.3.3.1"),
                ja=f"{pl} の隊列（前列から）: {'、'.join(label(ctx, u) for u in order)}",
                en=f"{pl}'s formation (front first): {', '.join(label(ctx, u) for u in order)}",
            )
        else:
            yield SetVar(key=f"mc.formation.{pl}", value=[c.uid for c in party])
        # 8.3.3.8 / 8.3.3.11: then that side may pass equipment, any number of times (8.3.3.9 /
        # 8.3.3.12)
        passes = (p.get("pass_equipment") or {}).get(pl) or []
        if not isinstance(passes, list):
            passes = [passes]
        for entry in passes:
            if not isinstance(entry, dict) or "card" not in entry or "to" not in entry:
                raise ScenarioInputError(
                    "pass_equipment",
                    f"pass_equipment: {entry!r}: an entry is {{card: X, to: Y}} (swap: Z optional)",
                )
            yield Do(
                "pass_equipment",
                {"player": pl, **entry},
                clauses=(("8.3.3.8", "8.3.3.9") if pl == tp else ("8.3.3.11", "8.3.3.12")),
            )
    yield from auto_abilities(ctx, area, "formation_end")
    yield CheckTiming(("8.3.3.14",))
    yield from _slots_back(ctx, "8.3.3.15")
    # d. initiative (8.3.4); 8.3.3.16: the formation timing ends, the initiative timing follows
    yield _step(
        "initiative", ("8.3.4.2", "8.3.3.16"), "イニシアチブ決定タイミング", "initiative timing"
    )
    yield CheckTiming(("8.3.4.4",))
    yield from auto_abilities(ctx, area, "initiative")
    dice = p.get("dice") or {}
    bonus = {pl: sum(initiative(ctx, c) for c in units(ctx, pl, area)) for pl in (tp, opp)}
    # 【時の歯車】 in force for a player (15.4.2): his initiative die is 「+1D」 (15.4.9.2: a dice
    # result asked of him in a battle) — 2D, each die given in ``dice: {A: [3, 4]}``
    gear = {}
    for pl in (tp, opp):
        gear[pl] = yield from gear_of_time(ctx, pl)
    d_tp = yield from roll_dice(
        ctx,
        tp,
        1 + gear[tp][0],
        "イニシアチブ決定のダイス",
        "initiative die",
        ("8.3.4.5",),
        dice.get(tp),
        spare=bool(gear[tp][1]) and not gear[tp][0],
    )
    t_tp = d_tp + bonus[tp] + initiative_result_change(ctx, tp)[0]

    def _class(v: int) -> tuple[str, str, str]:
        t = v + bonus[opp] + initiative_result_change(ctx, opp)[0]
        k = "lt" if t < t_tp else "eq" if t == t_tp else "gt"
        cja = {"lt": f"（{tp}が先攻）", "eq": "（同時攻撃）", "gt": f"（{opp}が先攻）"}[k]
        cen = {"lt": f" ({tp} first)", "eq": " (simultaneous)", "gt": f" ({opp} first)"}[k]
        return (k, cja, cen)

    d_opp = yield from roll_dice(
        ctx,
        opp,
        1 + gear[opp][0],
        "イニシアチブ決定のダイス",
        "initiative die",
        ("8.3.4.5",),
        dice.get(opp),
        None if p.get("at_initiative") else _class,
        spare=bool(gear[opp][1]) and not gear[opp][0],
    )
    yield SetVar(key="mc.initiative_chain", value=None)  # no chain yet in this timing (10.9.7)
    before = ctx.last
    for act in p.get("at_initiative") or []:  # 8.3.4.6: [イニシアチブ] abilities only
        act = dict(act)
        yield Do(act.pop("do"), act, clauses=("8.3.4.6",))
    # what the abilities of the battle play step (8.3.4.6) did to the battle's units is read by
    # the initiative results (an 「イニシアチブ:x」 granted or lost)
    played = tuple(
        dict.fromkeys(
            s
            for pl in (tp, opp)
            for c in units(ctx, pl, area)
            if (s := ctx.step_of(c.uid)) is not None and s > before
        )
    )
    bonus = {pl: sum(initiative(ctx, c) for c in units(ctx, pl, area)) for pl in (tp, opp)}
    # 「…のイニシアチブ結果を「±n」する」: an effect's increase of the result (4.6.9), added as
    # the result is found (8.3.4.7)
    changed = {pl: initiative_result_change(ctx, pl) for pl in (tp, opp)}
    played += tuple(
        s
        for pl in (tp, opp)
        if changed[pl][1] and (s := ctx.step_of(f"{pl}.{INITIATIVE_RESULT}")) is not None
    )
    t_tp = d_tp + bonus[tp] + changed[tp][0]
    t_opp = d_opp + bonus[opp] + changed[opp][0]
    # the result decides which timings follow: e and f, or g alone (8.2.1)
    icl: tuple[str, ...] = ("8.3.4.5", "8.3.4.7", "8.2.1", *changed[tp][1], *changed[opp][1])
    icl += tuple(c for pl in (tp, opp) for c in gear[pl][1])
    if bonus[tp] or bonus[opp]:
        icl += KEYWORD_RULES["initiative"].applies
        if any(
            initiative(ctx, c) - continuous_initiative(ctx, c)[0]
            != initiative(ctx, c, printed_only=True)
            for pl in (tp, opp)
            for c in units(ctx, pl, area)
        ):
            # an equipment's 「イニシアチブ:x」 is its wearer's (追加常備能力)
            icl += ("2.1.21.2", "12.2.8.9")
        for pl in (tp, opp):
            for c in units(ctx, pl, area):
                icl += continuous_initiative(ctx, c)[1]  # a ○ ability's 「イニシアチブ:+n」
    if any(len(initiative_parts(ctx, c)) > 1 for pl in (tp, opp) for c in units(ctx, pl, area)):
        # several 「イニシアチブ:x」 on one unit are summed into one x; an x of 0 is treated as
        # none (13.1.1.1.2)
        icl += KEYWORD_RULES["initiative"].not_met
    if any(a != area and initiative(ctx, c) for pl in (tp, opp) for a, c in all_units(ctx, pl)):
        # a unit outside the battle holds 「イニシアチブ:x」: only the party's x is summed
        # (13.1.1.1.1 「自軍パーティの」, 8.3.4.7), read to leave it out
        icl += ("13.1.1.1.1",)
    if t_tp != t_opp:
        first, second = (tp, opp) if t_tp > t_opp else (opp, tp)
        icl += ("8.3.4.8",)
        res_ja, res_en = (
            f"{first} が先攻、{second} が後攻",
            f"{first} attacks first, {second} second",
        )
    else:
        first = second = ""
        icl += ("8.3.4.9",)
        res_ja, res_en = "同じ値: 同時攻撃タイミングへ", "equal: the simultaneous attack timing"
    ini = yield SetVar(
        key="mc.initiative",
        value=first or "simultaneous",
        clauses=icl,
        caused_by=played,
        ja=f"イニシアチブ結果 {tp}: {d_tp}{bonus[tp]:+d}{_chg(changed[tp][0])}={t_tp}、"
        f"{opp}: {d_opp}{bonus[opp]:+d}{_chg(changed[opp][0])}={t_opp} → {res_ja}",
        en=f"initiative results {tp}: {d_tp}{bonus[tp]:+d}{_chg(changed[tp][0])}={t_tp}, "
        f"{opp}: {d_opp}{bonus[opp]:+d}{_chg(changed[opp][0])}={t_opp} -> {res_en}",
    )
    yield from auto_abilities(ctx, area, "initiative_end")  # 8.3.4.10
    yield CheckTiming(("8.3.4.11",))
    if first:
        for side, step, cl in (
            (
                first,
                "first_normal",
                ("8.3.5.1", "8.3.5.3", "8.3.5.6", "8.3.5.9", "8.3.5.11", "8.3.5.4", "8.3.5.7"),
            ),
            (
                second,
                "second_normal",
                ("8.3.6.1", "8.3.6.3", "8.3.6.6", "8.3.6.9", "8.3.6.11", "8.3.6.4", "8.3.6.7"),
            ),
        ):
            # the first normal timing is the step 8.3.4.8 decided (8.3.4.12); the second follows
            # the first's end (8.3.5.11)
            yield _step(
                step,
                (cl[0], "8.3.4.12" if side == first else "8.3.5.11"),
                "先攻普通タイミング" if side == first else "後攻普通タイミング",
                "first normal timing" if side == first else "second normal timing",
            )
            yield CheckTiming((cl[1],))
            yield from auto_abilities(ctx, area, step + "_start")
            # 8.3.5.5 / 8.3.6.5: the play step of 8.3.5.4 / 8.3.6.4 may be repeated
            again = "8.3.5.5" if side == first else "8.3.6.5"
            for k, act in enumerate(
                p.get("first_normal" if side == first else "second_normal") or []
            ):
                act = dict(act)
                act.setdefault("player", side)
                yield Do(act.pop("do"), act, clauses=(cl[5], again) if k else (cl[5],))
            answer = {
                side: p.get("answer_first_attack" if side == first else "answer_second_attack")
            }
            none = yield from attack_of(ctx, area, (side,), (cl[2],), (ini,), answer, unattacked)
            # 8.3.5.7 / 8.3.6.7: the side is given a battle play step again after its attack
            # 8.3.5.8 / 8.3.6.8: that play step may be repeated too
            again = "8.3.5.8" if side == first else "8.3.6.8"
            for k, act in enumerate(
                p.get("first_after_attack" if side == first else "second_after_attack") or []
            ):
                act = dict(act)
                act.setdefault("player", side)
                yield Do(act.pop("do"), act, clauses=(cl[6], again) if k else (cl[6],))
            for c in units(ctx, side, area):
                if c.orientation != "rest":
                    yield from become_acted(
                        ctx,
                        c,
                        (cl[3],),
                        f"未行動の {c.label} を行動完了にする",
                        f"{c.label}, still unacted, becomes acted",
                        tuple(none or ()),
                    )
            yield from auto_abilities(ctx, area, step + "_end")  # 8.3.5.10 / 8.3.6.10
            yield CheckTiming((cl[4],))
    else:
        # 8.2.1: with the simultaneous attack timing, no first or second normal timing
        yield _step(
            "simultaneous",
            ("8.3.7.1", "8.2.1", "8.3.4.12"),
            "同時攻撃タイミング",
            "simultaneous attack timing",
        )
        yield SetVar(
            key="mc.bare",
            value=True,
            clauses=("8.3.7.2", "8.3.7.3"),
            ja="戦闘に参加しているユニット等は常備能力・特殊能力の効果、追加攻撃力・追加防御力・追加常備能力を失う（8.3.7.5まで）",
            en="the units in the battle lose their abilities' effects and their equipment's "
            "added attack, defence and abilities (until 8.3.7.5)",
        )
        worn_bonus = any(
            e.extra.get("attack_bonus") or e.extra.get("defense_bonus")
            for pl in (tp, opp)
            for u in units(ctx, pl, area)
            for e in equipment(ctx, u.uid)
        )
        kept = False
        if worn_bonus:
            # 8.3.7.3 says the battling units lose their 追加攻撃力 / 追加防御力 until 8.3.7.5, and
            # in its 「ただし」 that the equipment worn 「…追加攻撃力・追加防御力・追加常備能力も
            # 失いません」 (mc simultaneous_equipment_bonus, both run; the engine's: lost)
            kept = yield unsettled.choose(
                tp, "mc", "simultaneous_equipment_bonus", {"lost": False, "kept": True}
            )
            if kept:
                yield SetVar(key=BARE_WORN, value=True)
        yield from attack_of(ctx, area, (tp, opp), ("8.3.7.4", "9.4"), (ini,), None, unattacked)
        if kept:
            yield SetVar(key=BARE_WORN, value=None)
        # 8.3.7.5: what 8.3.7.3 took away applies again — a unit whose damage now reaches the
        # defence it has back dies of it (11.3.1.2.1, a standing check: ``processes.find_dead``
        # reads RESTORED to cite the step its defence came back by)
        yield SetVar(key=RESTORED, value=True)
        yield SetVar(
            key="mc.bare",
            value=None,
            clauses=("8.3.7.5",),
            ja="失っていた効果・追加攻撃力等が再度発揮する",
            en="the lost effects and added values apply again",
        )
        yield SetVar(key=RESTORED, value=None)
        already = [c for pl in (tp, opp) for c in units(ctx, pl, area) if c.orientation == "rest"]
        if already:
            # 8.3.7.6 read for the units acted already (by their attack's cost, 9.1): nothing to
            # do for them, and they stay acted — the step that reads so is about them
            yield Mark(
                clauses=("8.3.7.6",),
                ja=f"{'、'.join(c.label for c in already)} はすでに行動完了: そのまま",
                en=f"{', '.join(c.label for c in already)} already acted: they stay so",
                touches=tuple(c.uid for c in already),
            )
        for pl in (tp, opp):
            for c in units(ctx, pl, area):
                if c.orientation != "rest":
                    yield from become_acted(
                        ctx,
                        c,
                        ("8.3.7.6",),
                        f"{c.label} を行動完了にする",
                        f"{c.label} becomes acted",
                    )
    # h. end of the battle (8.3.8): after the second normal timing (8.3.6.11) or the
    # simultaneous attack timing (8.3.7.7)
    yield _step(
        "battle_end",
        ("8.3.8.1", "8.3.6.11" if first else "8.3.7.7"),
        "戦闘終了タイミング",
        "battle end timing",
    )
    yield CheckTiming(("8.3.8.3",))
    yield from auto_abilities(ctx, area, "battle_end_start")
    hurt = [
        c
        for pl in (tp, opp)
        for c in units(ctx, pl, area)
        if c.states.get("damage") or c.states.get("resisted")
    ]
    # no clause removes damage: it stays on the unit (carried, ``processes.carried``: a later
    # death it decides says so). Open is only a unit whose damage reaches the defence it keeps
    # once 8.3.8.4 ends the battle's effects (11.3.1.2.1 would then kill it); the engine's
    # reading there: that damage does not outlast the battle
    yield from carry_damage(ctx, [c for c in hurt if not _dies_if_damage_kept(ctx, c)])
    hurt = [c for c in hurt if _dies_if_damage_kept(ctx, c)]
    if hurt:
        # a 「耐性」 given for the battle ends with it (13.1.7.5; 10.14.6): reached through them
        lapsing = any(resisted_lapsing(ctx, c, "battle") for c in hurt)
        cleared = yield unsettled.choose(
            tp,
            "mc",
            "damage_outlasts_battle",
            {"cleared": True, "kept": False},
            more=("13.1.7.5", "10.14.6") if lapsing else (),
        )
        if not cleared:
            hurt = []
    for i, c in enumerate(hurt):
        yield SetCard(
            uid=c.uid,
            changes={"damage": None, "resisted": None, "resisted_x": None, "mixed_read": None},
            clauses=("8.3.8.4", "4.5.2", "11.3.1.2.1"),
            ja=f"{c.label} のダメージは戦闘の終了とともに残らない",
            en=f"{c.label}'s damage does not outlast the battle",
            note=None
            if i
            else (
                "ダメージを取り除く条項はない。8.3.8.4 が戦闘中の防御力の効果を一斉に失わせ、4.5.2 は"
                "ダメージを与えられた時に死亡を判定するため、ダメージは戦闘を越えて残らないと読んだ"
                "（残るとすれば、戦闘中の防御力の効果で生き残ったユニットがすべて戦闘終了時に死亡する）",
                "no clause removes damage; as 8.3.8.4 ends the battle's defence effects all at once "
                "and 4.5.2 judges death when damage is dealt, damage is read not to outlast the "
                "battle (else every unit saved by a defence effect would die at the battle's end)",
            ),
        )
    # 「チャージ:x」 / 「ディフェンダー:x」 last to the battle end timing (13.1.5.5 / 13.1.6.5) and
    # are lost with the battle's effects (8.3.8.4): a unit whose attack holds one says so
    for pl in (tp, opp):
        for c in units(ctx, pl, area):
            held = value_clauses(ctx, c, "attack")
            lasted = tuple(
                x for k, x in (("13.1.5.1", "13.1.5.5"), ("13.1.6.1", "13.1.6.5")) if k in held
            )
            if lasted:
                yield Mark(
                    clauses=("8.3.8.4", *lasted),
                    ja=f"{c.label} の「チャージ」「ディフェンダー」の効果は戦闘終了タイミングまで続き、ここで失われる",
                    en=f"{c.label}'s 「チャージ」 / 「ディフェンダー」 effect lasted to the battle end "
                    "timing and is lost now",
                    touches=(c.uid,),
                )
    yield SetVar(key="mc.initiative", value=None)
    yield from _used_effects_at_battle_end(ctx)
    yield from _delayed_at_battle_end(ctx)
    if any(e.until == "battle" for e in st.effects):
        yield EndEffects(
            until="battle",
            clauses=("8.3.8.4", "4.6.9", *value_changes_lost(ctx, "battle")[:1]),
            ja="戦闘中に適用された効果が失われる",
            en="the effects applied in the battle are lost",
        )
    yield from _slots_back(ctx, "8.3.8.5")
    if st.vars.get("mc.idle_combat"):
        yield SetVar(key="mc.idle_combat", value=None)
    yield SetVar(
        key="mc.battle", value=None, clauses=("8.3.8.6",), ja="戦闘終了", en="the battle ends"
    )
    yield SetTurn(changes={"step": None})
    for pl in (tp, opp):
        yield SetVar(key=f"mc.formation.{pl}", value=None)
    yield from after_battle(ctx, area, summoned[tp], unattacked)
    return summoned[tp]


def _delayed_at_battle_end(ctx: Ctx) -> Proc:
    """8.3.8.4 loses every effect of a used special ability (and of a [戦闘] ●) at the battle end
    timing: a delayed trigger (10.5.4.2) such an effect made in this battle, still waiting —
    there to trigger once (10.5.4.2.1), or lost with the effect that made it? The point
    ``delayed_trigger_after_battle_end``, raised only when there is one."""
    from ruling.games._mc.effects import DELAYED
    from ruling.rules import RemoveDelayed

    st = ctx.state
    made = [
        d
        for d in st.delayed
        if d.ability == DELAYED
        and d.data.get("battle")
        and not (d.data.get("auto") and d.data.get("own_turn_auto"))
    ]
    if not made:
        return
    kept = yield unsettled.choose(
        st.turn.player, "mc", "delayed_trigger_after_battle_end", {"kept": True, "lost": False}
    )
    if kept:
        return
    for d in made:
        yield RemoveDelayed(
            id=d.id,
            clauses=("8.3.8.4", "12.2.5.1.9"),
            ja=f"戦闘中に作られた {d.master} の時限誘発は、それを作った効果とともに失われる",
            en=f"{d.master}'s delayed trigger made in the battle is lost with the effect that "
            "made it",
            touches=(f"{d.master}.hand", f"{d.master}.deck"),
        )


def _used_effects_at_battle_end(ctx: Ctx) -> Proc:
    """8.3.8.4 names every effect of a used special ability (□ ×  ◎ ◇) among those lost at the
    battle end timing, where the rules give one brought about outside a battle its phase
    (10.14.6, 4.6.9): one used before the battle (in the main phase) still in force — lost
    here, or kept to its own end? An unsettled point (``battle_end_used_effects``), raised only
    when there is such an effect (``play.USED_EFFECTS``)."""
    from ruling.games._mc.play import USED_EFFECTS

    st = ctx.state
    used = set(st.vars.get(USED_EFFECTS) or ())
    ids = tuple(e.id for e in st.effects if e.id in used and e.until == "phase")
    if not ids:
        return
    lost = yield unsettled.choose(
        st.turn.player, "mc", "battle_end_used_effects", {"own_duration": False, "all_lost": True}
    )
    if not lost:
        return
    yield SetVar(key=USED_EFFECTS, value=[i for i in used if i not in ids] or None)
    adds = any(e.id in ids and e.op == "add" for e in st.effects)
    yield EndEffects(
        until="",
        ids=ids,
        clauses=("8.3.8.4", *(("4.6.6",) if adds else ())),
        ja="戦闘前に使用された特殊能力の効果も戦闘終了タイミングに失われる（8.3.8.4「すべての…」）",
        en="the effects of special abilities used before the battle are lost at the battle end "
        "timing too (8.3.8.4: 「すべての…」)",
    )


def _dies_if_damage_kept(ctx: Ctx, c: Any) -> bool:
    """Whether ``c``'s damage reaches the defence it keeps when the battle's effects end
    (8.3.8.4): its defence without the additions lasting for the battle and without what
    abilities add to it now (a battle's ○ abilities are lost; one without a timing is counted
    as lost too, which can only raise the point where it is not open). A 「防御力を…にする」
    lasting for the battle leaves it open."""
    # with the damage a resistance ending now kept off (13.1.7.5)
    damage = int(c.states.get("damage") or 0) + resisted_lapsing(ctx, c, "battle")
    if not damage:
        return False
    battle = [e for e in ctx.state.effects_on(c.uid, "defense") if e.until == "battle"]
    if any(e.op == "set" for e in battle):
        return True
    kept = defense(ctx, c) - sum(int(e.value) for e in battle if e.op == "add")
    return damage >= kept - battle_mods(ctx, c, "defense")[0]


def _idle_attack_keywords(
    ctx: Ctx, attackers: list[Any], bare: bool, cause: tuple[int, ...]
) -> Generator[Any, Any, tuple[int, ...]]:
    """An attacking unit's 「チャージ:x」 / 「ディフェンダー:x」 whose condition does not hold —
    its unit is not on the side it needs (13.1.5.1 / 13.1.6.1), there is no first side (a
    simultaneous attack), or the timing strips the battle's standing abilities (8.3.7.3) — adds
    nothing: said with the clauses that decide it. Returns the steps."""
    from ruling.games._mc.cardtext import standing

    first = ctx.state.vars.get("mc.initiative")
    steps: list[int] = []
    for c in attackers:
        side = c.owner if ctx.where(c.uid) is None else ctx.where(c.uid)[0]
        for kid, on_first in (("charge", True), ("defender", False)):
            # printed on it or on the equipment it wears (追加常備能力, 2.1.21.2)
            worn_x = sum(k.value for e in equipment(ctx, c.uid) for k in standing(e, kid))
            if not sum(k.value for k in standing(c, kid)) + worn_x:
                continue
            if bare:
                why = (
                    "同時攻撃タイミングでは常備能力の効果は失われる",
                    "the simultaneous attack timing strips the standing abilities' effects",
                )
            elif first not in ctx.state.players:
                why = (
                    "先攻側・後攻側が決まっていない（同時攻撃）",
                    "no first or second side (a simultaneous attack)",
                )
            elif (first == side) == on_first:
                continue
            else:
                why = (
                    "このユニットは" + ("後攻側" if on_first else "先攻側") + "パーティにいる",
                    "its unit is on the " + ("second" if on_first else "first") + " side",
                )
            st = yield not_met(ctx, c, kid, why[0], why[1], cause)
            steps.append(st)
    return tuple(steps)


def _acted_by(ctx: Ctx, uids: list[str], rested: bool = True) -> tuple[int, ...]:
    """The step that last made each of ``uids`` acted (turned it to rest), where one did; with
    ``rested`` False, the step that last made it unacted again after it had been acted."""
    last: dict[str, int] = {}
    was_rest: set[str] = set()
    for step, _seq, ev in ctx.events():
        if isinstance(ev, Orient) and ev.uid in uids:
            rest = ev.orientation == "rest"
        elif isinstance(ev, SetCard) and ev.uid in uids and "orientation" in ev.changes:
            rest = ev.changes["orientation"] == "rest"
        else:
            continue
        if rest == rested and (rested or ev.uid in was_rest):
            last[ev.uid] = step
        else:
            last.pop(ev.uid, None)
        if rest:
            was_rest.add(ev.uid)
    return tuple(sorted(last.values()))


def _attack_total(
    ctx: Ctx, side: str, attackers: list[Any], bare: bool, reading: list[str]
) -> Generator[Any, Any, int]:
    """The total attack damage of a side's attackers (9.3: their attack summed). A unit of attack
    0 or less deals 0 (9.2, 4.6.3); whether a negative attack lowers the sum (4.6.1) or counts 0
    is not settled (``negative_attack_in_total``): both readings are run where they differ (a
    negative attack beside a positive one), once per attack (``reading`` keeps the one taken)."""
    values = [attack(ctx, c, bare) for c in attackers]
    each = sum(max(v, 0) for v in values)
    # a total of 0 or less deals 0 (4.5.3)
    signed = max(sum(values), 0)
    if each == signed:
        return each
    if not reading:
        reading.append(
            (
                yield unsettled.choose(
                    side,
                    "mc",
                    "negative_attack_in_total",
                    {"zero_each": "zero_each", "signed_sum": "signed_sum"},
                )
            )
        )
    return signed if reading[0] == "signed_sum" else each


def _units_outside_the_battle(ctx: Ctx, side: str, area: str, decl: int) -> Proc:
    """The attack's cost 「すべての未行動の自軍ユニットを行動完了にすること」 (9.1) names every own
    unacted unit; 8.3.5.6 / 8.3.6.6 declare it with 「先攻側のすべての未行動のユニット」 and 9.3
    sums 「攻撃に参加したユニット」. Whether an own unacted unit on another terrain pays it the
    text does not settle (unsettled ``attack_cost_all_own_units``): asked only when there is
    one — the battling party's alone (the engine's), or every own unacted unit made acted too
    (it adds nothing to the damage: it is in no battle, 8.2.1)."""
    away = [c for a, c in all_units(ctx, side) if a != area and c.orientation != "rest"]
    if not away:
        return
    every = yield unsettled.choose(
        side, "mc", "attack_cost_all_own_units", {"party": False, "every": True}
    )
    if not every:
        return
    for c in away:
        yield from become_acted(
            ctx,
            c,
            ("9.1",),
            f"{c.label} を行動完了にする（攻撃のコスト「すべての未行動の自軍ユニット」）",
            f"{c.label} becomes acted (the attack's cost: every unacted own unit)",
        )


def _attack_cost_paid(
    ctx: Ctx,
    side: str,
    declarers: list[Any],
    decl: int,
    clauses: tuple[str, ...],
) -> Generator[Any, Any, int | None]:
    """10.1.13: the attack's cost declared at 10.1.6 (9.1: every unacted own unit of the party
    made acted) is carried out at its resolution, after the answers (10.11.3) — every part that
    can be, each declarer still on the battlefield and unacted made acted. One that cannot be
    (the unit gone from the battlefield, or acted already: 10.18.1) leaves the cost not carried
    out as declared: the attack has no effect (10.1.14, 10.11.3, 10.11.9); the step saying so is
    returned, else None.

    Settled by the text (round 54, s51pts, read for issue 14; no unsettled point): the attack is
    a 「使用」 with a cost — 9.1 「「攻撃」とは、「タイミング表記が[普通]」かつ「コスト:すべての
    未行動の自軍ユニットを行動完了にすること」…という、ルール上の行動です」, 10.1.9 「「攻撃」の宣言に
    ともない、ユニットが「攻撃中のユニット(=攻撃に参加しているユニット)」として扱われることは、
    「攻撃を使用中のユニット(=攻撃を使用したユニット)」という概念を表す表記です」; its cost is
    carried out after the answers — 10.1.13 「«10.1.6»で宣言したコストをすべて実行します」, 10.11.2
    「以降の手順でそれを変更することはできません」; one attacker gone (or acted: 10.18.1 「行動完了の
    ユニットに対しては、「行動完了にする」という効果が適用されません」) voids the whole attack, not
    its share — 10.11.3 「コストの一部しか実行できない場合、そのコストをともなう宣言は効果を発揮
    しません」, 10.1.14 「『«10.1.13»で、「10.1.6」と同じコストを実行できない』または…場合は効果を
    発揮しません」, 10.11.9 「コストの宣言時とコストの実行時にコストの数が異なる場合は、「コストは
    実行できなかった」と判定し、効果は発揮されません」. 9.3's sum and 4.1.14 (the
    ``attacker_gone_before_damage`` reading of mc/r12_023's writer) are read only when the
    attack has effect, so they do not compete here; 10.13.2 keeps the declarers 「攻撃中」 only
    「対抗連鎖の処理中」, and says so 「コストが実行できなくなったり…しても」: it does not pay the cost."""
    st = ctx.state
    declared = dict(st.vars.get("mc.declared_costs") or {})
    for c in declarers:
        declared.pop(c.uid, None)
    yield SetVar(key="mc.declared_costs", value=declared or None)
    failed: list[Any] = []
    for c in declarers:
        w = ctx.where(c.uid)
        now = ctx.card(c.uid)
        if w is None or w[1] == "effect" or area_of_zone(w[1]) is None or now is None:
            failed.append(c)
            continue
        if now.orientation == "rest":
            failed.append(c)
            continue
        yield from become_acted(
            ctx,
            now,
            ("9.1", "10.1.13", "10.11.3"),
            f"{c.label} を行動完了にする（攻撃のコスト）",
            f"{c.label} becomes acted (the cost of the attack)",
        )
    if not failed:
        return None
    gone = [
        c for c in failed if ctx.where(c.uid) is None or area_of_zone(ctx.where(c.uid)[1]) is None
    ]
    return (
        yield Mark(
            clauses=(
                *clauses,
                "9.1",
                "10.1.13",
                "10.1.14",
                "10.11.3",
                "10.11.9",
                *(("10.18.1",) if len(gone) < len(failed) else ()),
            ),
            # the steps that took each out of the battlefield or made it acted are why
            caused_by=(decl, *(s for c in failed if (s := ctx.step_of(c.uid)) is not None)),
            touches=tuple(c.uid for c in declarers),
            ja=f"{side} の攻撃のコスト（{'、'.join(c.label for c in declarers)} を行動完了にする）は"
            f"宣言どおりには実行できない（{'、'.join(c.label for c in failed)}）: 攻撃は効果を発揮しない",
            en=f"{side}'s attack cost ({', '.join(c.label for c in declarers)} made acted) cannot "
            f"be carried out as declared ({', '.join(c.label for c in failed)}): the attack has "
            "no effect",
        )
    )


def attack_of(
    ctx: Ctx,
    area: str,
    sides: tuple[str, ...],
    clauses: tuple[str, ...],
    cause: tuple[int, ...] = (),
    answer: dict[str, Any] | None = None,
    log: list[tuple[str, int]] | None = None,
) -> Proc:
    """Chapter 9: every unacted unit of a side attacks (its cost: they become acted, 9.1); the
    attack damage is their attack summed (0 for 0 or less, 9.2), dealt to every enemy unit at
    once, each taking what exceeds the defence of the units in front of it (9.3). Several sides
    attack at once in the simultaneous timing (9.4)."""
    st = ctx.state
    bare = bool(st.vars.get("mc.bare"))
    plan: list[tuple[str, int, list[Any], int]] = []
    # the attackers' values read again after the answers (4.1.14): what they rest on
    again: dict[int, tuple[str, ...]] = {}
    # the steps since each attack's declaration that changed an attacker's attack (4.1.14)
    moved_by: dict[int, tuple[int, ...]] = {}
    unattacked: list[int] = []  # the steps saying a side cannot attack (returned)
    for side in sides:
        opp = st.opponent(side)
        attackers = [c for c in _party(ctx, side, area) if c.orientation != "rest"]
        enemy = _party(ctx, opp, area)
        if not attackers or not enemy:
            # the timing's attack (8.3.5.6 / 8.3.6.6 / 8.3.7.4) cannot be declared (9.5)
            # a side with no unit left is no party (4.4.1.3); the timing exists all the same,
            # to the battle end timing (8.2.6)
            gone = ("8.2.6", "4.4.1.3") if not enemy or not _party(ctx, side, area) else ()
            # no unacted unit: the steps that made each of them acted (a □ ability's cost,
            # 14.2.3; an earlier attack, 9.1) are why none attacks
            made_acted = _acted_by(ctx, [c.uid for c in _party(ctx, side, area)]) if enemy else ()
            none = yield Mark(
                clauses=(*clauses, "9.5", *gone),
                caused_by=(*cause, *made_acted),
                # about both parties: the side's units do not attack, the enemy's are not attacked
                touches=tuple(c.uid for c in [*_party(ctx, side, area), *enemy]),
                ja=f"{side} は攻撃を宣言できない（{'未行動の自軍ユニットがいない' if not attackers else '敵軍ユニットがいない'}）",
                en=f"{side} cannot attack ({'no unacted unit' if not attackers else 'no enemy unit'})",
            )
            unattacked.append(none)
            if log is not None:
                log.append((side, none))
            continue
        reading: list[str] = []
        total = yield from _attack_total(ctx, side, attackers, bare, reading)
        for c in attackers:
            # an attack the scenario does not give is read as 0 (with the effects on it): said,
            # never silent (the attack damage, 9.2, rests on it)
            said = taken_as(
                ctx, c.uid, "attack", attack(ctx, c, bare), "攻撃力", "attack", ("9.2",)
            )
            if said is not None:
                yield said
        how: tuple[str, ...] = ("8.3.7.3",) if bare else ()
        if any(attack(ctx, c, bare) <= 0 for c in attackers):
            # a unit of attack 0 or less attacks too, dealing 0 (9.2, 4.6.3)
            how += ("9.2", "4.6.3")
        if any(attack(ctx, c, bare) < 0 for c in attackers):
            # a value below 0 is a negative number (4.6.1): its attack is negative, not 0, and
            # 4.6.3 makes it deal 0
            how += ("4.6.1",)
        made: tuple[int, ...] = ()
        for c in attackers:
            how += value_clauses(ctx, c, "attack")
            made += value_steps(ctx, c, "attack")
        odd = any(x in how for x in ("13.1.5.1", "13.1.6.1"))
        idle = yield from _idle_attack_keywords(ctx, attackers, bare, cause)
        away = st.vars.get("mc.idle_combat") or {}
        idle += tuple(s for c in attackers for s in away.get(c.uid, ()))
        # a unit of the party already acted (a □ ability's cost, 14.2.3; an earlier attack) is
        # not among 「すべての未行動の自軍ユニット」 (9.1): the step that made it acted is why
        # the attack is the others' alone
        left_out = _acted_by(
            ctx, [c.uid for c in _party(ctx, side, area) if c.orientation == "rest"]
        )
        # an attacker acted before and made unacted again (8.1.2 at the battle's start; an
        # effect): that step is why it is among the unacted units that attack (9.1)
        left_out += _acted_by(ctx, [c.uid for c in attackers], rested=False)
        if any(cannot_become_acted(ctx, c) for c in attackers):
            # a unit of the party that cannot become acted (「対象は行動完了にならない」, 4.1.12):
            # the attack's cost cannot be carried out in full — no attack (10.11.1, 10.11.3) or
            # the attack made with only that part not done (8.3.5.6)? (mc
            # attack_cost_cannot_be_carried_out, both run)
            made_anyway = yield from unsettled.holds(
                side, "mc", "attack_cost_cannot_be_carried_out", "made"
            )
            if not made_anyway:
                none = yield Mark(
                    clauses=(*clauses, "9.1", "10.11.1", "10.11.3", "4.1.12"),
                    caused_by=cause,
                    touches=tuple(c.uid for c in [*attackers, *enemy]),
                    ja=f"{side} の攻撃のコスト（すべての未行動の自軍ユニットを行動完了にする）は実行"
                    "できない: 攻撃は発揮されない",
                    en=f"{side}'s attack cost (every unacted own unit made acted) cannot be "
                    "carried out: the attack has no effect",
                )
                unattacked.append(none)
                if log is not None:
                    log.append((side, none))
                continue
        decl = yield Mark(
            caused_by=(*cause, *idle, *made, *left_out),
            clauses=(*clauses, "9.1", *how, *(("13.1.1.1",) if odd else ())),
            note=(
                "13.1.5.1 / 13.1.6.1 は印刷では「数値が入りません」。13.1.1.1 と「チャージ:+2」の表記に従い"
                "「入ります」と読んだ",
                "13.1.5.1 / 13.1.6.1 print 「数値が入りません」 (no number goes in); read as 「入ります」 as "
                "13.1.1.1 and the 「チャージ:+2」 notation require",
            )
            if odd
            else None,
            ja=f"{side} の {'、'.join(c.label for c in attackers)} が攻撃する（攻撃ダメージ合計{total}）",
            en=f"{side}'s {', '.join(c.label for c in attackers)} attack (total attack damage {total})",
            touches=tuple(c.uid for c in attackers),
        )
        # the attack's cost (9.1) is declared now (10.1.6: no other declaration may take it
        # until 10.1.15) and carried out at its resolution, 10.1.13 (10.11.3, as any
        # declaration's; 10.1.9: the attack is 「使用」 of the attackers)
        declared = dict(st.vars.get("mc.declared_costs") or {})
        declared.update({c.uid: "rest" for c in attackers})
        yield SetVar(key="mc.declared_costs", value=declared)
        declarers = list(attackers)
        # the units that took part in an attack in this battle (9.3), for 「対象がこの戦闘中に
        # 攻撃を行った / 行っていない場合」 — from the declaration on, before the answers: settled
        # by the text (round 54, s51pts, issue 14): 10.13.1 「「～中のユニット(=～したユニット)」とは
        # 「10.1.4～10.1.5」で「～」を宣言したユニットです」, 10.1.9 「攻撃中のユニット(=攻撃に参加
        # しているユニット)」…「攻撃を使用中のユニット(=攻撃を使用したユニット)」, 10.13.2 「対抗
        # 連鎖の処理中でコストが実行できなくなったり…しても、対抗連鎖の処理中は「～中のユニット
        # (=～したユニット)」として扱います」: an answer in the attack's counter chain sees them
        yield SetVar(
            key="mc.battle_attackers",
            value=(
                *(ctx.state.vars.get("mc.battle_attackers") or ()),
                *(c.uid for c in attackers),
            ),
        )
        plan.append((side, total, enemy, decl))
        answers = list((answer or {}).get(side) or [])
        # the attack each unit had as the attack was declared (before the answers)
        before = {c.uid: max(attack(ctx, c, bare), 0) for c in attackers}
        # the equipment each wore then: its 追加攻撃力 is part of that attack while worn (2.1.16.2)
        worn = {c.uid: _worn_by(ctx, c.uid) for c in attackers}
        # 〈発揮:攻撃宣言時〉: the ● abilities waiting from the declaration (14.7.3.6: at each
        # declaration), played at the check step before the opponent's play step (10.1.10,
        # 10.20.1.2.1) — before any answer
        fired = yield from fire(ctx, ("attack_declared",), area, by=tuple(c.uid for c in attackers))
        if answers or fired:
            # the units that declared the attack (10.10.8.1), for 〈対象:攻撃を宣言したユニット〉
            yield SetVar(key="mc.attack_declarers", value=tuple(c.uid for c in attackers))
            # 10.2.1: an attack starts a counter chain; the [対抗] answers resolve first (10.3.1)
            for act in answers:
                act = dict(act)
                act.setdefault("player", opp)
                act["_respond"] = True
                # the play step it is declared in: the attacker's opponent's (10.1.10), or the
                # attacking side's own, answering its own attack (10.1.11)
                act["_step"] = "10.1.10" if act["player"] == opp else "10.1.11"
                # 10.10.8.1: the attack's declarers and the party it attacks
                act["_chain"] = (*(c.uid for c in attackers), *(c.uid for c in enemy))
                act["_kinds"] = ("attack",)
                yield Do(
                    act.pop("do"),
                    act,
                    caused_by=(decl,),
                    clauses=("10.2.1", "10.3.1", act["_step"]),
                )
            yield SetVar(key="mc.attack_declarers", value=None)
        unpaid = yield from _attack_cost_paid(ctx, side, declarers, decl, clauses)
        yield from _units_outside_the_battle(ctx, side, area, decl)
        if unpaid is not None:
            plan.pop()
            unattacked.append(unpaid)
            if log is not None:
                log.append((side, unpaid))
            continue
        if answers or fired:
            # the attack's effect comes last: its damage as the units now are (4.1.14)
            left = [c for c in attackers if ctx.where(c.uid) in ((side, zid(area)),)]
            present = True
            if len(left) < len(attackers):
                # an attacker gone before the damage: whether it still counts is not settled
                # (9.3 「攻撃に参加したユニット」 against 4.1.14); both readings are run
                present = yield unsettled.choose(
                    side, "mc", "attacker_gone_before_damage", {"present": True, "all": False}
                )
            attackers = left
            total = yield from _attack_total(ctx, side, attackers, bare, reading)
            if not present:
                total += sum(v for u, v in before.items() if u not in {c.uid for c in left})
            plan[-1] = (side, total, _party(ctx, opp, area), decl)
            again[decl] = tuple(x for c in attackers for x in value_clauses(ctx, c, "attack"))
            # an attack changed between the declaration and the damage: the damage is worked out
            # with the information as the effect takes effect (4.1.14), resting on the change
            from ruling.games._mc.play import _effects_since

            changed = tuple(
                dict.fromkeys(
                    x
                    for c in attackers
                    if max(attack(ctx, c, bare), 0) != before.get(c.uid)
                    for x in (
                        *_effects_since(ctx, c.uid, decl, ("attack",)),
                        # an equipment it wore taken off since: its 追加攻撃力 is gone with it
                        *_moved_since(ctx, worn.get(c.uid, ()), decl),
                    )
                )
            )
            if changed:
                again[decl] = (*again[decl], "4.1.14")
                moved_by[decl] = changed
    if not plan:
        return unattacked
    yield SetVar(key="mc.dealing", value=True)
    for _side, total, enemy, decl in plan:
        front = 0
        for c in enemy:
            dmg = total - front
            front += defense(ctx, c, bare)
            dcl = tuple(
                x for f in enemy[: enemy.index(c)] for x in value_clauses(ctx, f, "defense")
            )
            # the defender's formation decides who is in front (8.3.3.7 / 8.3.3.10): of a
            # party of two or more, for the front unit as for those behind it
            fstep = ctx.step_of(f"var:mc.formation.{c.owner}") if len(enemy) > 1 else None
            if dmg <= 0:
                yield Mark(
                    clauses=("9.3", *(("4.1.14",) if decl in moved_by else ())),
                    ja=f"{c.label} は攻撃ダメージを受けない（前列の防御力合計が攻撃ダメージ以上）",
                    en=f"{c.label} takes no attack damage (the defence in front of it absorbs it)",
                    # it stays where it is because of it, as a unit that survives its damage
                    # (the zone is touched as by the survival step below)
                    touches=(c.uid, *(f"{w[0]}.{w[1]}" for w in [ctx.where(c.uid)] if w)),
                    caused_by=(
                        decl,
                        *moved_by.get(decl, ()),
                        *((fstep,) if fstep is not None else ()),
                    ),
                )
                continue
            dealt = yield SetCard(
                uid=c.uid,
                changes={"damage": int(c.states.get("damage") or 0) + dmg},
                caused_by=(
                    decl,
                    *cause,
                    *moved_by.get(decl, ()),
                    *((fstep,) if fstep is not None else ()),
                ),
                clauses=(
                    "9.3",
                    "4.9.2",
                    # the front row (最前列, 8.3.3.2) takes the damage first; a party of one unit:
                    # it is the front row and the back row at once (8.3.3.3)
                    *(("8.3.3.2",) if c is enemy[0] else ()),
                    *(("8.3.3.3",) if len(enemy) == 1 else ()),
                    *dict.fromkeys((*dcl, *again.get(decl, ()))),
                ),
                ja=f"{c.label} に{dmg}点の攻撃ダメージ",
                en=f"{c.label} takes {dmg} attack damage",
            )
            held_res = resistances(ctx, c)
            if held_res:
                # attack damage has no damage attribute (4.5.4: 「攻撃ダメージ」 is a source, not
                # an attribute) and comes from a unit, not from an effect's kind (4.9.2): a
                # 「耐性:x」 keeps off only damage of its x (13.1.7.1) — as for 「弱点:y」 below
                # (said of this damage: the step that deals it is its cause, 9.3)
                m = not_met(
                    ctx,
                    c,
                    "resistance",
                    "攻撃ダメージはダメージ属性を持たない"
                    f"（「{'、'.join(sorted(held_res))}」のダメージではない）",
                    "attack damage has no damage attribute (it is not damage of "
                    f"{', '.join(sorted(held_res))})",
                    (dealt,),
                )
                # an x that is a kind of source (「特殊能力」, 「戦闘スペル」): the attack is a rule's
                # action, no effect of that kind (9.1) — 13.1.7.2's list read to conclude so
                yield source_kind_read(replace(m, clauses=(*m.clauses, "4.5.4")), held_res, None)
            held_weak = weaknesses(ctx, c)
            if held_weak:
                # attack damage has no damage attribute (4.5.4: 「攻撃ダメージ」 is a source, not an
                # attribute): a 「弱点:y」 adds to damage of its y only (13.1.8.1)
                ys = "、".join(sorted({y for y, _n in held_weak}))
                m = not_met(
                    ctx,
                    c,
                    "weakness",
                    f"攻撃ダメージはダメージ属性を持たない（「{ys}」のダメージではない）",
                    f"attack damage has no damage attribute (it is not damage of {ys})",
                    (dealt,),
                )
                yield replace(m, clauses=(*m.clauses, "4.5.4"))
            # 11.3.1.2.1: a defence the scenario does not give is not read as 0: whether the
            # damage reaches it is branched on (the rule process follows the branch)
            yield from compare(
                ctx,
                Operand(
                    int(c.states.get("damage") or 0), f"{c.label} のダメージ", f"{c.label}'s damage"
                ),
                Operand(
                    defense(ctx, c, bare),
                    f"{c.label} の防御力",
                    f"{c.label}'s defence",
                    c.uid,
                    "defense",
                ),
                lambda s: s >= 0,
                ("11.3.1.2.1",),
            )
    yield SetVar(key="mc.dealing", value=None)
    # the attack's effect resolved, last of its counter chain (10.2.1, 10.3.1): the chain is over
    from ruling.games._mc.common import end_chain_effects

    yield from end_chain_effects(ctx)
    for _side, _total, enemy, decl in plan:
        for c in enemy:
            w = ctx.where(c.uid)
            d = defense(ctx, c, bare)
            od = Operand(d, "", "", c.uid, "defense")
            if (
                w is None
                or not c.states.get("damage")
                or c.states["damage"] >= d
                or is_unknown(ctx, od)
            ):
                continue
            yield Mark(
                clauses=("11.3.1.2.1", *value_clauses(ctx, c, "defense")),
                ja=f"{c.label} はダメージ{c.states['damage']}が防御力{d}未満のため死亡しない",
                en=f"{c.label} survives: damage {c.states['damage']} is below its defence {d}",
                caused_by=(decl,),
                touches=(c.uid, f"{w[0]}.{w[1]}"),
            )
    return unattacked


def after_battle(
    ctx: Ctx, area: str, summoned: list[str], unattacked: list[tuple[str, int]] | None = None
) -> Proc:
    """8.4: success (8.4.2), failure with only defenders (8.4.3), failure with both sides left:
    the advancing units go back where they came from (8.4.4–8.4.7), nobody left (8.4.8).
    ``unattacked``: (side, step) of each timing its side could not attack in (9.5) — a reason
    why the other side's units are still there."""
    st = ctx.state
    tp = st.turn.player
    opp = st.opponent(tp)
    mine, theirs = units(ctx, tp, area), units(ctx, opp, area)
    # the parties still there because the other side did not attack them
    spared = tuple(n for side, n in unattacked or () if (theirs if side == tp else mine))
    # an advance into the enemy headquarters that failed is why its fall (1.2.2.1: the player
    # who advanced successfully into it wins) was not met: asked whether the game is over, a
    # ruling cites that loss condition, caused by the step that found the advance failed
    failed: dict[str, object] = (
        {
            NOT_MET: (
                ("1.2.2.1",),
                f"{area}の{opp}の本陣への進軍は失敗した: 本陣の陥落（対戦相手の本陣への進軍に"
                "成功したプレイヤーが勝利する）は満たされない",
                f"the advance into {opp}'s headquarters on {area} failed: its fall (the player "
                "who advanced successfully into the enemy headquarters wins) is not met",
            )
        }
        if hq_area(ctx, opp) == area
        else {}
    )
    if mine and not theirs:
        yield Mark(
            clauses=("8.4.2",),
            ja=f"{area}に進軍側のユニットだけが残った: 進軍成功、進軍側の自軍支配地形になる",
            en=f"only advancing units remain on {area}: the advance succeeds",
            watch=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}"),
            # the advancing units stay there because of it (not sent back as by 8.4.4)
            touches=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}", *(c.uid for c in mine)),
        )
    elif theirs and not mine:
        yield Mark(
            clauses=("8.4.3",),
            caused_by=spared,
            data=failed,
            ja=f"{area}に守備側のユニットだけが残った: 進軍失敗",
            en=f"only defending units remain on {area}: the advance fails",
            watch=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}"),
            # the defending units hold it still because of it
            touches=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}", *(c.uid for c in theirs)),
        )
    elif not mine and not theirs:
        yield Mark(
            clauses=("8.4.8",),
            data=failed,
            ja=f"{area}にどちらのユニットも残らなかった: 進軍失敗、誰もいない地形になる",
            en=f"no unit remains on {area}: the advance fails; nobody holds it",
            watch=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}"),
            touches=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}"),
        )
    else:
        back = yield Mark(
            clauses=("8.4.4",),
            caused_by=spared,
            data=failed,
            ja=f"{area}に双方のユニットが残った: 進軍失敗、進軍側のユニットは進軍を開始した地形へ戻る",
            en=f"units of both sides remain on {area}: the advance fails; the advancing units "
            "go back to where they started",
            watch=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}"),
            touches=(f"{tp}.{zid(area)}", f"{opp}.{zid(area)}"),
        )
        origins = list(
            dict.fromkeys(
                str(c.states.get("from"))
                for c in mine
                if c.states.get("from") and c.uid not in summoned
            )
        )
        yield SetVar(key="mc.moving", value=True)
        # the terrains the advance started from whose units that began the battle are all gone
        # (dead, discarded …): 8.4.5 confirms 「戦闘開始時から存在していたユニットの「進軍を開始
        # した地形」すべて」 — those still there (「存在していた」, up to now) or every unit that
        # began the battle, gone or not (the point start_terrain_of_unit_gone; asked only where a
        # unit summoned in the battle goes back, 8.4.6, and some other terrain is confirmed)
        lost_starts = [
            str(a) for a in st.vars.get(ADVANCE_FROM) or () if origins and str(a) not in origins
        ]
        widened = False
        if lost_starts and any(c.uid in summoned for c in mine):
            widened = yield unsettled.choose(
                tp,
                "mc",
                "start_terrain_of_unit_gone",
                {"units_still_there": False, "every_unit_at_start": True},
            )
            if widened:
                origins = [*origins, *lost_starts]
        for c in mine:
            dest = c.states.get("from") if c.uid not in summoned else None
            cl: tuple[str, ...] = ("8.4.5", "8.4.7")
            if dest is None:
                if not origins:
                    # no unit that began the battle is left: 8.4.5 confirms no terrain for
                    # 8.4.6 to fix one from (the point
                    # failed_advance_summoned_without_confirmed_terrain, both run)
                    started = [str(a) for a in st.vars.get(ADVANCE_FROM) or ()]
                    back_home = bool(started) and (
                        yield from unsettled.holds(
                            tp,
                            "mc",
                            "failed_advance_summoned_without_confirmed_terrain",
                            "start_terrain",
                        )
                    )
                    if not back_home:
                        yield Do(
                            "discard",
                            {"card": c.uid, "clauses": ("8.4.6", "8.4.5")},
                            caused_by=(back,),
                            clauses=("8.4.6", "8.4.5"),
                        )
                        continue
                    # read as the terrain(s) the advance started from (8.4.4)
                    cl = ("8.4.4", "8.4.6", "8.4.7")
                    dest = started[0] if len(started) == 1 else None
                    origins = started
                if dest is None:
                    dest = yield Choose(
                        tp,
                        "return",
                        f"戦闘中に召喚した {c.label} を戻す地形を選ぶ",
                        f"choose where {c.label}, summoned in the battle, goes back to",
                        tuple(Option(o, o, o, o) for o in origins),
                        ("8.4.6",),
                    )
                    cl = (*(("8.4.4",) if cl[0] == "8.4.4" else ()), "8.4.6", "8.4.7")
            gear = [e.uid for e in equipment(ctx, c.uid)]
            yield Move(
                uid=c.uid,
                player=tp,
                zone=zid(str(dest)),
                pos="bottom",
                caused_by=(back,),
                clauses=cl,
                ja=f"{c.label} は{dest}へ戻る",
                en=f"{c.label} goes back to {dest}",
            )
            for g in gear:
                yield Move(uid=g, player=tp, zone=zid(str(dest)), pos="bottom", clauses=cl)
        yield SetVar(key="mc.moving", value=None)


def _as_list(v: Any) -> list[str]:
    if v is None:
        return []
    return [v] if isinstance(v, str | dict) else list(v)


def _battle_pass_main_end(ctx: Ctx, pl: str) -> Proc:
    """7.3.4: an advance into a defended terrain in the main phase passes the normal play step
    (given again after the battle); 7.3.5: the advancing side passing it raises 「メインフェイズ終了時」.
    Whether that pass raises it too, or only the pass that ends the phase does, the text does not
    settle (mc battle_pass_main_end): raised only where a ● ability on the battlefield waits for
    that moment, both readings run."""
    from ruling import unsettled
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.play import fire

    st = ctx.state
    if st.turn.phase != "main":
        return
    listening = [
        src
        for q in st.players
        for a in AREAS
        for src in ctx.zone(q, zid(a))
        if any(prog.kind == "auto" and prog.trigger == "main_end" for _i, prog in programs(src))
    ]
    if not listening:
        return
    at_battle = yield from unsettled.holds(pl, "mc", "battle_pass_main_end", "at_battle")
    if at_battle:
        yield from fire(ctx, ("main_end",))
        yield CheckTiming(("7.3.4", "7.3.5"))
        return
    # the engine's reading: 7.3.4's pass suspends the play step for the battle (given again
    # after it), so 7.3.5's 「メインフェイズ終了時」 is not raised by it — what the ● waiting for
    # that moment rests on
    yield Mark(
        clauses=("7.3.4", "7.3.5"),
        ja="7.3.4 の通常プレイステップのパスは戦闘の間の中断（戦闘終了後に再び得る）: 「メインフェイズ終了時」は発生しない",
        en="7.3.4's pass of the normal play step suspends it for the battle (given again after "
        "it): 「メインフェイズ終了時」 does not occur",
        touches=tuple(x for c in listening for x in (c.uid, f"{c.owner}.hand", f"{c.owner}.deck")),
    )
