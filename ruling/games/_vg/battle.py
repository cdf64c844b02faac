"""Attack and battle (chapter 10): one attack sub-phase, start step to close step."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vg.common import (
    ACCEL,
    BACK,
    BEHIND,
    CIRCLE_JA,
    CIRCLES,
    COLUMN,
    FRONT,
    TIMING_POINT,
    TURN_ENDED,
    Proc,
    card_option,
    circle,
    circle_of,
    find_card,
    label,
    shieldless,
    skills,
    slot_card,
    take_top,
    unit_at,
    vkey,
    where_circle,
)
from ruling.games._vg.dress import worn_by
from ruling.games._vg.legion import in_legion, orient_with_partner
from ruling.games._vg.triggers import play_trigger
from ruling.games._vg.values import critical, drive, is_infinite, layers, power, stat_refs
from ruling.rules import (
    ATTACK_LOG,
    ActionProper,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Mark,
    Move,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    record_attack,
)
from ruling.state import Card
from ruling.values import Operand, compare, shown, taken_as


def _boost_after_booster_left(ctx: Ctx, player: str, battle: dict[str, Any]) -> Proc:
    """The booster left its circle before the powers are compared (7.47.1.2: it is boosting no
    more): 14.5.2 raises the boosted unit 「そのバトル中」, 10.4.1.12.1 only 「ブーストしている
    かぎり」 — the audit's ``boost_after_booster_left``, both readings run (the engine's first:
    the increase ends). Under the other, the booster's power as it last was on its circle
    (11.13.1) is kept for the battle (``boost_kept``). Returns whether it is kept."""
    b = battle.get("booster")
    if (
        not b
        or not battle.get("boosted")
        or (ctx.card(b) is not None and where_circle(ctx, b) == battle.get("booster_at"))
    ):
        return False
    lk = ctx.last_known(b)
    was = lk.info.get("power") if lk is not None else None
    if not isinstance(was, int):
        return False
    keep = yield unsettled.choose(
        player, "vg", "boost_after_booster_left", {"while_boosting": False, "for_the_battle": True}
    )
    if keep:
        yield SetVar(
            key="battle",
            value={**battle, "boost_kept": was},
            clauses=("14.5.2",),
            ja=f"ブーストの増加はそのバトル中続く（ブーストしていたユニットの最後のパワー {was}）",
            en=f"the boost's increase goes on for the battle (the booster's last power, {was})",
        )
    return bool(keep)


def _linked_attacker_itself(ctx: Ctx, player: str, battle: dict[str, Any], uid: str) -> Proc:
    """The attacking unit is itself in 連携攻撃状態 when the powers are compared: 17.17.11.1 (no
    「他の」) adds the linked unit's power, 11.11.1.8 lists 連携攻撃 beside boost and guardian
    (another unit's power) — the audit's ``linked_attack_attacker_itself``, both readings run (the
    engine's first: nothing added). Under the other, its own power before that is added once
    (``self_linked``, read by ``values.power``). Returns whether it is added."""
    from ruling.games._vg.keyword_states import _in_state
    from ruling.games._vg.values import LINKED

    if not _in_state(ctx, uid, LINKED):
        return False
    adds = yield from unsettled.holds(
        player, "vg", "linked_attack_attacker_itself", "adds_own_power"
    )
    if adds:
        yield SetVar(
            key="battle",
            value={**battle, "self_linked": uid},
            clauses=("17.17.11", "17.17.11.1"),
            ja="アタックしているユニット自身が連携攻撃状態なので、そのパワーに自身のパワーが加わる",
            en="the attacking unit is itself in 連携攻撃状態: its own power is added to it",
        )
    return bool(adds)


def present(ctx: Ctx, uid: str, at: tuple[str, str] | None) -> bool:
    """The unit is still where the battle put it (10.4.1.5.1, 10.4.1.9)."""
    return ctx.card(uid) is not None and where_circle(ctx, uid) == at


def moved_circle(ctx: Ctx, uid: str, at: tuple[str, str] | None, since: int) -> bool:
    """The unit left the circle ``at`` for another circle of the same fighter and has not left
    the field since step ``since`` (a move between circles records no last-known
    information)."""
    now = where_circle(ctx, uid)
    if at is None or now is None or now == at or now[0] != at[0]:
        return False
    lk = ctx.last_known(uid)
    return lk is None or lk.step < since


def granted(ctx: Ctx, uid: str, stat: str) -> list[Any]:
    """The effects in force on the unit ``uid`` that change how it attacks (card text beats
    the rules, 1.3.1): ``back_row_attack`` (「このユニットは後列から(リアガードに)アタックできる」:
    value ``yes``, or ``rearguard`` for rear-guards only) and ``battle_all_front``
    (「このユニットがアタックする際、相手の前列のユニットすべてとバトルする」, 10.4.1.8). A
    continuous ability saying it (「【永】【(R)】：このユニットは後列からアタックできる」) counts
    while it applies to the unit (its condition held), as ``value`` ``yes``."""
    out: list[Any] = [
        e for e in ctx.state.effects if e.target == uid and e.stat == stat and e.op == "set"
    ]
    if stat in ("back_row_attack", "drive_check"):
        from types import SimpleNamespace

        from ruling.games._vg.restrictions import _continuous
        from ruling.games._vg.selectors import holds, resolve_sel

        for c, ab, rt in _continuous(ctx):
            for op in ab.program.steps:
                if op.verb != stat or op.target is None or not holds(rt, op.cond):
                    continue
                if uid in resolve_sel(rt, op.target):
                    # no effect in force: the card with the ability is what the ruling watches
                    value = dict(op.detail).get("only") or "yes"  # rear-guards only, or any
                    out.append(
                        SimpleNamespace(value=value, source=ab.text, stat=stat, id=None, card=c.uid)
                    )
    if stat == "back_row_attack" and on_star_domain(ctx, uid):
        from types import SimpleNamespace

        # 17.3.1.3: a unit on a circle of the 星域 attribute attacks even from the back row (a
        # rule of the circle, ``rule`` its clause)
        out.append(
            SimpleNamespace(
                value="yes", source="星域", stat=stat, id=None, card=uid, rule=("17.3.1.3",)
            )
        )
    return out


def on_star_domain(ctx: Ctx, uid: str) -> bool:
    """Is the unit ``uid`` on a circle of the 星域 attribute now (17.3.1)?"""
    from ruling.games._vg.circle_attributes import star_domain

    w = where_circle(ctx, uid)
    return w is not None and star_domain(ctx, w[0], w[1])


def drives(ctx: Ctx, uid: str, player: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """Whether the attacking unit ``uid`` of ``player``, on a rear-guard circle, makes a drive
    check: an effect says so (10.6.1.2 「何らかの効果によりドライブチェックを行うリアガード」,
    10.6.1.2.1) — one on the unit (「このユニットはドライブチェックを行う」, or a continuous
    ability saying it while it applies) or one on its fighter (「そのターン中、あなたはリアガード
    がアタックしたバトルでもドライブチェックを行う」) — and none forbids it (a stand trigger's
    「そのターンの次のバトル以降、そのユニットではドライブチェックを行えない」, 11.10.2.5: from
    the battle after the one it was made in). Returns (clauses, watched) or None."""
    st = ctx.state
    battles = int(st.vars.get("attacks") or 0)
    for e in st.effects:
        if (
            e.target == uid
            and e.stat == "drive_check"
            and e.op == "prohibit"
            and battles > int(e.value or 0)
        ):
            return None
    from ruling.games._vg.values import twin_drive_act

    if twin_drive_act(ctx, uid):
        # 「ツインドライブを行う」: even a rear-guard drive checks (7.46.1, 7.46.1.1)
        twin = [e for e in st.effects if e.target == uid and e.stat == "twin_drive_act"]
        return ("7.46.1", "7.46.1.1", "10.6.1.2"), tuple(
            f"effect:{e.id}" for e in twin[-1:] if e.id is not None
        )
    if on_star_domain(ctx, uid):
        # 17.3.1.4: a unit on a circle of the 星域 attribute drive checks when it attacks
        return ("10.6.1.2", "10.6.1.2.1", "17.3.1.4"), (uid,)
    mine = granted(ctx, uid, "drive_check")
    theirs = [
        e for e in st.effects if e.target == player and e.stat == "drive_check" and e.op == "set"
    ]
    if not mine and not theirs:
        from ruling.games._vg.restrictions import _continuous
        from ruling.games._vg.selectors import holds

        # 【永】「あなたのリアガードがアタックしたバトルでもドライブチェックを行う」: the fighter's
        # rear-guards while the ability applies
        for c, ab, rt in _continuous(ctx):
            if rt.master != player:
                continue
            for op in ab.program.steps:
                if op.verb == "drive_check" and op.target is None and holds(rt, op.cond):
                    return ("10.6.1.2", "10.6.1.2.1", "11.1.1.3", "1.3.1"), (c.uid,)
        return None
    watch = tuple(f"effect:{e.id}" for e in [*mine, *theirs][-1:] if e.id is not None)
    watch += tuple(e.card for e in mine if getattr(e, "card", None))
    return ("10.6.1.2", "10.6.1.2.1", "1.3.1"), watch


def _boost_banned(ctx: Ctx, booster: str, boosted: str) -> str | None:
    """「このユニットはブーストできない」 of the booster, 「このユニットはブーストされない」 of the
    attacking unit (1.3.3): the prohibition's source, else None."""
    from ruling.games._vg.abilities import banned

    return banned(ctx, booster, "boost") or banned(ctx, boosted, "boosted")


def _step_start_cards(ctx: Ctx, step: str) -> tuple[str, ...]:
    """The cards on the field with an automatic ability that triggers at ``step``'s start
    (``Trig.phase`` ``step:<step>``, point ``start``)."""
    from ruling.games._vg.common import field_units
    from ruling.games._vg.continuous import programs

    out: list[str] = []
    for pl in ctx.state.order():
        for _c, u in field_units(ctx, pl):
            for ab in programs(ctx, u.uid):
                t = ab.program.trigger if ab.program is not None else None
                if t is not None and t.event == "timing" and t.phase == step:
                    out.append(u.uid)
    return tuple(dict.fromkeys(out))


def _no_dominated_in_battle(ctx: Ctx, *uids: str) -> None:
    """A battle in which a dominated unit (7.39) is attacked is not built (whether a unit on the
    defending fighter's circle that fighter is no longer master of, 7.39.1.1.1, 7.39.5, is one
    10.4.1.6 offers) — refused. A dominated unit attacks for the dominating fighter
    (``attackers``); a battle of other units while a unit is dominated runs: the dominated
    rear-guard cannot boost or intercept (7.39.6, ``_dominated_boost`` / ``intercept``), and what
    reads a fighter's units reads it as the dominating fighter's (``selectors._as_dominion``)."""
    from ruling.core import Unsupported
    from ruling.games._vg.dominate import dominator

    if any(dominator(ctx, u) is not None for u in uids):
        raise Unsupported("an attack against a dominated unit (7.39.1.1.1, 7.39.5, 10.4.1.6)")


def attackers(ctx: Ctx, player: str) -> list[tuple[str, str, Card]]:
    """The units ``player`` is master of on a circle, as (the circle's master, circle, unit):
    its own, and the units it dominates on another fighter's circles (7.39.1: treated as its
    own; the circle's master unchanged, 7.39.5). A dominated unit's row is read from the
    dominating fighter (7.39.3): a front-row circle is in its front row, a back-row circle in
    its back row."""
    from ruling.games._vg.dominate import dominated

    out = [(player, c, u) for c in (*FRONT, *BACK) if (u := unit_at(ctx, player, c)) is not None]
    for uid, by, orig in dominated(ctx):
        w, card = where_circle(ctx, uid), ctx.card(uid)
        if by == player and orig != player and w is not None and card is not None:
            out.append((w[0], w[1], card))
    return out


def _dominated_boost(ctx: Ctx, player: str, at: str, want: str) -> Card | None:
    """A dominated unit asked to boost the attacker on ``at`` (10.4.1.12): one named (by its card
    name), or, with ``yes`` / the circle behind, one in the attacker's column as the dominating
    fighter ``player`` sees it (7.39.3, 7.39.3.1) when that fighter's own circle behind holds
    none. It boosts never (7.39.6), and it is not behind the attacker either (7.39.3.2)."""
    from ruling.games._vg.dominate import dominated
    from ruling.games._vg.selectors import MIRROR_CIRCLE

    col = COLUMN.get(at)
    for u, by, orig in dominated(ctx):
        c, w = ctx.card(u), ctx.where(u)
        if c is None or w is None or by != player or orig == player:
            continue
        if want == c.name:
            return c
        there = circle_of(w[1]) or ""
        mine = MIRROR_CIRCLE.get(there, there)
        if want in ("yes", "true", BEHIND.get(at)) and mine in BACK and COLUMN.get(mine) == col:
            return c
    return None


def attack(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    if player != st.turn.player:
        yield Reject(
            f"{player} はターンファイターではないのでアタックできません",
            f"{player} is not the turn fighter and cannot attack",
            # the turn fighter is the attacking fighter, the other the defending one (10.3.1.2)
            ("10.1.1", "10.3.1.2"),
        )
        return
    if st.turn.phase == "end":
        # the phases go in order (9.1.2): from the end phase there is no battle phase to go back
        # to — where an instruction ended the turn, 18.4.1.3 moved the game here
        ended = st.vars.get(TURN_ENDED)
        yield Reject(
            "エンドフェイズなので、このターンはもうアタックできません",
            "the end phase: no more attack this turn",
            ("9.1.2",) + (("18.4.1", "18.4.1.3") if ended is not None else ()),
            caused_by=(ended,) if isinstance(ended, int) else (),
        )
        return
    if st.turn.phase == "battle" and st.turn.step == BATTLE_PHASE_OVER:
        yield Reject(
            "このバトルフェイズは 10.4.1.3.1 により終了しているため、アタックできません（次のフェイズに進む）",
            "this battle phase was ended by 10.4.1.3.1: no attack (on to the next phase)",
            ("10.4.1.3.1",),
        )
        return
    first = not st.vars.get("attacks")
    if first and st.turn.phase == "battle" and st.turn.step == "start":
        # the battle phase's first start step was begun already (the ``battle_phase`` action,
        # ``turn.battle_phase``: 10.3.1.1's check timing done): the turn fighter chooses to
        # attack (10.3.1.3) there
        pass
    else:
        # from the main phase: the turn fighter plays nothing more at its play timing, and the
        # game moves on to the next phase (9.9.3, 11.6.2.3)
        passed = ("9.9.3", "11.6.2.3") if st.turn.phase == "main" else ()
        yield SetTurn(
            changes={"phase": "battle", "step": "start"},
            clauses=(*passed, "9.10.1", "10.3.1", "10.3.1.2"),
            ja="バトルフェイズ: スタートステップ（ターンファイターが攻撃指定ファイター）",
            en="battle phase: start step (the turn fighter is the attacking fighter)",
        )
        yield CheckTiming(("10.3.1.1",) if first else ("10.3.1.4",))
    # the start step's abilities (「バトルフェイズ開始時」, 10.3.1.1) are the game reaching the
    # choice to attack (10.3.1.3), not the attack: a refusal from here on refuses it though they
    # changed cards
    yield ActionProper()
    if st.turn.number == 1 and st.turn.first_player == player:
        yield Reject(
            "先攻の第1ターンはアタックできません（アタックしないことが自動的に選ばれる）",
            "the first player's first turn: no attack (not attacking is chosen automatically)",
            # the choice of 10.3.1.3 made for the turn fighter
            ("10.3.2", "10.3.1.3"),
        )
        return
    # 10.3.2 is read in the start step, before any unit is chosen (10.3.1.3): units that
    # cannot attack (rested, in the back row, forbidden) or cannot be attacked leave no attack
    # at all to be made — attacking cannot be chosen (not attacking is chosen automatically),
    # so nothing is rested and no battle begins; unlike a unit named that cannot attack while
    # another could (10.4.1.3 refuses that choice) or one that has no unit to attack while
    # another would have one (10.4.1.6 offers none: 10.4.1.7.1, after 10.4.1.5)
    possible, why_not = yield from _any_attack(ctx, player)
    if not possible:
        yield Reject(
            "アタックできないユニットやアタックされないユニットにより、アタックがまったく行えないため、アタックすることができません（アタックしないことが自動的に選ばれる）",
            "units that cannot attack or cannot be attacked leave no attack to be made: "
            "attacking cannot be chosen (not attacking is chosen automatically)",
            # the choice of 10.3.1.3 made for the turn fighter
            ("10.3.2", "10.3.1.3", *why_not),
        )
        return
    at = str(p.get("attacker") or "vanguard").removeprefix(f"{player}.").removeprefix("field.")
    if at not in (*FRONT, *BACK):
        # the attacking unit named by its name, not its circle (round 34): the circle it is on;
        # a 着装 unit there beside the vanguard is no unit that attacks (6.9.3.2, 6.9.3.1)
        uid = find_card(ctx, at, player)
        # a unit the turn fighter dominates is one it is master of (7.39.1): it may choose it
        # to attack (10.4.1.3), on the other fighter's circle it stands on (7.39.5)
        mine = {u.uid: s for s, _c, u in attackers(ctx, player)}
        if uid not in mine and (other := find_card(ctx, at)) in mine:
            uid = other
        where = where_circle(ctx, uid) if uid is not None else None
        if uid is None or where is None or (where[0] != player and uid not in mine):
            yield Reject(
                f"{at} は{player}のサークルにいるユニットではないため、アタックできません",
                f"{at} is no unit on a circle of {player}: it cannot attack",
                ("10.1.1", "10.4.1.3"),
            )
            return
        if (worn := ctx.card(uid)) is not None and worn.states.get("wearing"):
            yield Reject(
                f"{label(ctx, uid)} は着装であるユニットのため、アタックできません",
                f"{label(ctx, uid)} is a worn (着装) unit: it cannot attack",
                ("6.9.3", "6.9.3.1", "6.9.3.2", "10.4.1.3"),
            )
            return
        at, side = where[1], where[0]
    else:
        side = player
    back = at in BACK and unit_at(ctx, side, at) is not None
    back_ok = back and granted(ctx, unit_at(ctx, side, at).uid, "back_row_attack")  # type: ignore[union-attr]
    unit = unit_at(ctx, side, at) if at in FRONT or back_ok else None
    # a dominated unit: its row is read from the dominating fighter (7.39.3), whom it is
    # treated as the unit of (7.39.1, 7.39.1.1)
    dom = ("7.39.1", "7.39.1.1", "7.39.3") if side != player else ()
    if unit is None or unit.orientation != "stand":
        why = (
            "前列のサークルではない（後列からアタックできる効果もない）"
            if at not in FRONT and not back_ok
            else "ユニットがいない"
            if unit is None
            else f"{unit.label} はスタンド状態ではない"
        )
        yield Reject(
            f"{CIRCLE_JA.get(at, at)}のユニットではアタックできません（{why}）",
            f"cannot attack with the unit on {at} ({why})",
            ("10.1.1", "10.4.1.3", "10.4.1.3.1")
            + (("10.4.1.4.1",) if unit is not None and unit.orientation != "stand" else ())
            + dom,
        )
        return
    from ruling.games._vg.restrictions import banned_why

    why_ban = banned_why(ctx, unit.uid, "attack")
    if why_ban is not None:
        ban, ban_clauses = why_ban
        yield Reject(
            f"{unit.label} は効果によりアタックできません（{ban}）",
            f"{unit.label} cannot attack because of an effect ({ban})",
            ("10.4.1.3", "10.4.1.4.1") + ctx.declaration_prohibited() + ban_clauses,
        )
        return
    perm: tuple[int, ...] = ()
    from ruling.games._vg.restrictions import bans_not_in_force

    for text, cited in bans_not_in_force(ctx, unit.uid, "attack"):
        # a prohibition read and found not in force: a reason the attack may be declared
        step = yield Mark(
            clauses=("10.4.1.3",) + cited,
            watch=(unit.uid,),
            ja=f"{unit.label} の「アタックできない」は条件を満たさないため適用されない（{text}）",
            en=f"{unit.label}'s 'cannot attack' does not apply: its condition is not met ({text})",
        )
        perm += (step,)
    if back_ok and getattr(back_ok[-1], "rule", None):
        # a rule of the circle it is on lets it attack from the back row (17.3.1.3)
        e = back_ok[-1]
        step = yield Mark(
            clauses=("10.4.1.3", *e.rule),
            watch=(unit.uid,),
            ja=f"{unit.label} は後列にいるが、星域属性のサークルにいるのでアタックできる",
            en=f"{unit.label} is in the back row but on a 星域 circle: it may attack",
        )
        perm = (step,)
    elif back_ok:
        e = back_ok[-1]
        step = yield Mark(
            clauses=("10.4.1.3", *ctx.principle("text_beats_rules")),
            watch=(f"effect:{e.id}",) if e.id is not None else (e.card,),
            ja=f"{unit.label} は後列にいるが、効果（{e.source or e.stat}）によりアタックできる（カードのテキストが総合ルールに優先する）",
            en=f"{unit.label} is in the back row but may attack by an effect ({e.source or e.stat}): "
            "card text beats the rules",
        )
        perm = (step,)
    last = ctx.step_of(unit.uid)
    if last is not None and "6.4.4" in ctx.clauses_of(last) and unit.orientation == "stand":
        # it stands because its legion partner was stood (6.4.4 「その両方のユニットが同じ配置
        # 状態に変更されます」): a reason it may attack (10.4.1.3 chooses a standing unit)
        step = yield Mark(
            clauses=("10.4.1.3", "6.4.4"),
            watch=(unit.uid,),
            ja=f"{unit.label} は双闘状態の相手とともにスタンドしたのでアタックできる",
            en=f"{unit.label} was stood with its legion partner: it may attack",
        )
        perm += (step,)
    if dom:
        step = yield Mark(
            clauses=("10.4.1.3", *dom, "7.39.5"),
            watch=(unit.uid,),
            ja=f"{unit.label} は {player} が支配しているユニットで、その位置は {player} を基準とする"
            f"（{side} の前列のサークルは {player} にとっても前列）ため、アタックできる",
            en=f"{unit.label} is dominated by {player}, its position read from {player} (a "
            f"front-row circle of {side}'s is in {player}'s front row): it may attack",
        )
        perm += (step,)
    yield SetVar(key="attacks", value=int(st.vars.get("attacks") or 0) + 1, clauses=("10.3.1.3",))
    yield from attack_process(ctx, p, player, unit.uid, at, cause=perm, side=side)


def _wearing_on(ctx: Ctx, player: str) -> bool:
    """Whether a 着装 unit is on ``player``'s vanguard circle (6.9.2.2)."""
    return any(x.states.get("wearing") for x in ctx.zone(player, circle("vanguard")))


def _any_attack(ctx: Ctx, player: str) -> Generator[Any, Any, tuple[bool, tuple[str, ...]]]:
    """Whether some unit of ``player`` may attack some unit of the opponent (10.3.2): a
    standing unit in the front row (or the back row by an effect, 1.3.1) no effect forbids to
    attack (10.4.1.3), and a unit 10.4.1.6 offers it (``_target_refused``); else the clauses
    of what forbade each pair."""
    from ruling.games._vg.abilities import banned

    opp = ctx.state.opponent(player)
    why: list[str] = []
    for _side, at, u in attackers(ctx, player):
        if u.orientation != "stand":
            # 10.4.1.3 chooses a standing unit: a rested one cannot attack
            why += ["10.4.1.3"] if at in FRONT else []
            continue
        if banned(ctx, u.uid, "attack") is not None:
            why += ["10.4.1.3", *ctx.declaration_prohibited()]
            continue
        if at in BACK and not granted(ctx, u.uid, "back_row_attack"):
            continue
        for c in FRONT:
            if unit_at(ctx, opp, c) is not None:
                refused = yield from _target_refused(ctx, u, opp, c, at)
                if refused is None:
                    return True, ()
                # 10.4.1.6 offers the attacked unit: none of the opponent's may be attacked
                why += ["10.4.1.6", *refused[2]]
    return False, tuple(dict.fromkeys(why))


def _record(
    ctx: Ctx,
    battle: dict[str, Any],
    caused_by: tuple[int, ...],
    clauses: tuple[str, ...],
    replace_last: bool = False,
) -> SetVar:
    """The attack's values (``Game.attack_fields``): the attacking unit (10.4.1.5), the units
    attacked (10.4.1.6, 10.4.1.8: a list) and the booster (10.4.1.12; none when not boosted)."""
    values: dict[str, Any] = {"attacker": label(ctx, battle["attacker"])}
    values["attacker_uid"] = battle["attacker"]
    values["attacked"] = [label(ctx, u) for u in battle["attacked"]]
    values["attacked_uid"] = list(battle["attacked"])
    values["booster"] = label(ctx, battle["booster"]) if battle.get("booster") else None
    values["booster_uid"] = battle.get("booster")
    return record_attack(ctx.state.vars.get(ATTACK_LOG), values, clauses, caused_by, replace_last)


def _power_parts(ctx: Ctx, uid: str, battle: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """The printed values of other cards a unit's power in the battle adds (11.11.1.8): the
    booster's power (10.4.1.12.1), the legion mate's (10.7.1.2), the shield of each guardian
    guarding it (6.2.4.1) — one the scenario left out makes the power compared unknown."""
    out: list[tuple[str, str]] = []
    b = battle.get("booster")
    if battle.get("boosted") == uid and b and where_circle(ctx, b) == battle.get("booster_at"):
        out.append((b, "power"))
    c = ctx.card(uid)
    if c is not None and battle.get("attacker") == uid and c.states.get("legion_role") == "leader":
        from ruling.games._vg.legion import partner

        mate = partner(ctx, c)
        if mate is not None:
            out.append((mate.uid, "power"))
    w = where_circle(ctx, uid)
    if w is not None:
        out += [
            (g.uid, "shield")
            for g in ctx.zone(w[0], "field.guardian")
            if g.states.get("guards") == uid
        ]
    return tuple(out)


def _target_refused(
    ctx: Ctx, unit: Any, opp: str, tgt_c: str, at: str
) -> Generator[Any, Any, tuple[str, str, tuple[str, ...]] | None]:
    """Why the unit named as the attacked unit on ``opp``'s circle ``tgt_c`` is no choice of
    10.4.1.6 / 10.4.1.7.1 for the attacking unit (on ``at``), as (ja, en, clauses), or None
    when it may be attacked: a back-row circle (10.4.1.6 chooses in the front row), a front
    circle with no unit (empty, or a locked card: 7.30.1.2, 4.9.2.7), a unit the attacker may
    not attack or that may not be attacked by an effect (1.3.3, 10.2.3), the vanguard for an
    attacker an effect lets attack rear-guards only from the back row (10.4.1.7.1)."""
    from ruling.games._vg.abilities import banned

    label_c = f"{opp} の{CIRCLE_JA.get(tgt_c, tgt_c)}"
    back_ok = False
    if tgt_c in BACK and unit_at(ctx, opp, tgt_c) is not None:
        # a unit there: 10.4.1.6's 「前列の」 may qualify the vanguard circle only — both
        # readings are run (the audit's ``attack_target_front_row_scope``), the front row only
        # being the engine's
        back_ok = yield unsettled.choose(
            ctx.state.opponent(opp),
            "vg",
            "attack_target_front_row_scope",
            {"front_row_only": False, "any_rearguard_circle": True},
        )
    if tgt_c in BACK and not back_ok:
        return (
            f"{label_c}は後列のサークルで、アタックされるユニットは前列から選ぶため、指定できません",
            f"{opp}'s {tgt_c} is a back-row circle and the attacked unit is chosen in the front "
            "row: it cannot be chosen",
            (),
        )
    tgt = unit_at(ctx, opp, tgt_c) if tgt_c in FRONT or back_ok else None
    if tgt is None:
        locked = (
            [x for x in ctx.zone(opp, circle(tgt_c)) if x.states.get("locked")]
            if tgt_c in FRONT
            else []
        )
        return (
            f"{label_c}には"
            + ("呪縛カードがあるだけでユニットがいない" if locked else "ユニットがいない")
            + "ため、アタックされるユニットとして指定できません",
            f"{opp}'s {tgt_c} holds "
            + ("only a locked card, which is no unit" if locked else "no unit")
            + ": it cannot be chosen as the attacked unit",
            ("7.30.1.2", "4.9.2.7") if locked else (),
        )
    if tgt.uid == unit.uid:
        # a dominated unit on the defending fighter's circle: it is the attacking fighter's
        # (7.39.1), no unit 10.4.1.6 offers it to attack
        return (
            f"{unit.label} は自身をアタックできません",
            f"{unit.label} cannot attack itself",
            ("10.4.1.6", "7.39.1"),
        )
    kind = "vanguard" if tgt_c == "vanguard" else "rearguard"
    ban = banned(ctx, unit.uid, f"attack:{kind}")
    row: tuple[str, ...] = ()
    if ban is None and kind == "rearguard":
        # 「前列 / 後列のリアガードにアタックできない」: the row of the attacked unit's circle (4.9.1)
        ban = banned(ctx, unit.uid, f"attack:{'front' if tgt_c in FRONT else 'back'}_rearguard")
        row = ("4.9.1",) if ban is not None else ()
    if ban is None:
        # 「【レスト】しているユニットにアタックできない」: the attacked unit's state (5.2.1)
        ban = banned(ctx, unit.uid, f"attack:{tgt.orientation}")
        row = ("5.2.1",) if ban is not None else row
    if ban is not None:
        return (
            f"{unit.label} は効果により{tgt.label}にアタックできません（{ban}）",
            f"{unit.label} cannot attack {tgt.label} because of an effect ({ban})",
            ctx.declaration_prohibited() + row,
        )
    ban = banned(ctx, tgt.uid, "attacked")
    if ban is not None:
        return (
            f"{tgt.label} は効果によりアタックされません（{ban}）",
            f"{tgt.label} cannot be attacked because of an effect ({ban})",
            # 10.2.3: a unit an effect forbids to be chosen as the attacked unit does not battle
            ("10.2.3",) + ctx.declaration_prohibited(),
        )
    only_rear = at in BACK and all(
        str(e.value).lower() in ("rearguard", "rear-guard", "リアガード")
        for e in granted(ctx, unit.uid, "back_row_attack")
    )
    if only_rear and tgt_c == "vanguard":
        # the rule lets only front-row units attack (10.4.1.3); the effect lets this one attack
        # rear-guards, not the vanguard
        return (
            f"{unit.label} は効果により後列からリアガードにのみアタックできるため、ヴァンガードはアタックされるユニットとして適正ではありません",
            f"{unit.label} may attack from the back row only rear-guards (by an effect): the "
            "vanguard is not a proper unit to be attacked",
            (),
        )
    return None


# the battle phase's step after 10.4.1.3.1 ended it: the game goes on to the next phase (no
# start step, no attack left)
BATTLE_PHASE_OVER = "over"


def _battle_end_abilities(ctx: Ctx) -> bool:
    """Whether a unit on either field holds an automatic ability triggered at the battle's end
    (「…バトル終了時」, 10.8.1.1)."""
    from ruling.games._vg.common import field_units
    from ruling.games._vg.continuous import programs

    for pl in ctx.state.players:
        for _c, u in field_units(ctx, pl):
            for ab in programs(ctx, u.uid):
                t = ab.program.trigger if ab.program is not None else None
                if t is not None and t.phase == "battle" and t.point == "end":
                    return True
    return False


def _choosable_attackers(ctx: Ctx, player: str) -> list[str]:
    """The units ``player`` could properly choose as the attacking unit now (10.4.1.3): standing
    front-row units (or back-row ones an effect lets attack) not forbidden to attack."""
    from ruling.games._vg.restrictions import banned_why

    out: list[str] = []
    for _side, c, u in attackers(ctx, player):
        if u.orientation != "stand":
            continue
        if c in BACK and not granted(ctx, u.uid, "back_row_attack"):
            continue
        if banned_why(ctx, u.uid, "attack") is None:
            out.append(u.uid)
    return out


def attack_process(
    ctx: Ctx,
    p: dict[str, Any],
    player: str,
    uid: str,
    at: str,
    by_effect: bool = False,
    cause: tuple[int, ...] = (),
    side: str | None = None,
) -> Proc:
    """10.2.1: the attack process, attack step to close step. ``by_effect``: run by the
    specific action 'attack' (7.36.1.2): no boost; ``player`` is the effect's master. ``side``:
    the master of the attacking unit's circle when it is not ``player``'s — a unit ``player``
    dominates (7.39.1, 7.39.5)."""
    st = ctx.state
    opp = st.opponent(player)
    side = side or player
    unit = ctx.card(uid)
    assert unit is not None
    # 10.4 attack step
    yield SetTurn(
        changes={"step": "attack"}, clauses=("10.4.1",), ja="アタックステップ", en="attack step"
    )
    begin = yield Mark(
        clauses=("10.4.1.1", "10.1.3"),
        caused_by=cause,
        ja="バトルが開始する",
        en="the battle begins",
    )
    yield CheckTiming(("10.4.1.2",))
    gone = not present(ctx, unit.uid, (side, at)) or unit.orientation != "stand"
    if gone and not by_effect and not _choosable_attackers(ctx, player):
        # 10.4.1.3: the attacking unit is chosen after the attack step's start (10.4.1.2); when
        # no unit can properly be chosen then, 10.4.1.3.1 ends the battle and the attack step,
        # and the game goes on to the next phase (no close step, no return to the start step)
        ended = yield Mark(
            clauses=("10.4.1.3", "10.4.1.3.1"),
            caused_by=(begin,),
            touches=ctx.kept(unit.uid),
            ja="アタックステップ開始時の後、指定アタックユニットとして適正に選択できるユニットが存在しないため、"
            "バトルとアタックステップを終了し、次のフェイズに進む",
            en="after the attack step's start no unit can properly be chosen as the attacking "
            "unit: the battle and the attack step end, on to the next phase",
        )
        if _battle_end_abilities(ctx):
            # 「バトルを終了し」 with no close step: does a 「バトル終了時」 ability (10.8.1.1, read
            # at the close step's start) trigger? The engine's reading: no close step, no
            # trigger (the audit's battle_ended_without_close_step)
            yield unsettled.flag("vg", "battle_ended_without_close_step")
        yield EndEffects(
            until="battle",
            clauses=("10.4.1.3.1",),
            ja="バトルが終了し、「そのバトル中」を期限とする効果が消滅",
            en="the battle ends; effects lasting this battle end",
        )
        yield SetVar(key="battle", value=None, clauses=("10.4.1.3.1",))
        yield SetTurn(
            changes={"step": BATTLE_PHASE_OVER},
            clauses=("10.4.1.3.1",),
            caused_by=(ended,) if isinstance(ended, int) else (),
            ja="次のフェイズ（エンドフェイズ）に進む",
            en="on to the next phase (the end phase)",
        )
        return
    if gone:
        yield Reject(
            "指定アタックユニットが適正ではないため、クローズステップに進みます",
            "the attacking unit is no longer valid: on to the close step",
            ("10.4.1.4", "10.4.1.4.1"),
            (begin,),
        )
        yield from close_step(ctx)
        return
    # a 着装 unit beside the vanguard does not attack (6.9.3.2): the vanguard is the one
    worn = ("6.9.3.2",) if at == "vanguard" and _wearing_on(ctx, side) else ()
    # a unit on a circle an accel gift added attacks as a front-row unit: that circle counts as
    # the front row (16.3.1.5.1.1) — the clause that lets it be chosen (round 39)
    worn += ("16.3.1.5.1", "16.3.1.5.1.1") if at in ACCEL else ()
    if not by_effect:
        # no unit of the defender's front row this unit may attack: is it chosen and rested,
        # the battle going to the close step (10.4.1.7.1), or not chosen at all (10.4.1.3)? The
        # audit's attacker_with_no_target — both readings run, the engine's (rested) first
        open_ = False
        for c in FRONT:
            if (
                unit_at(ctx, opp, c) is not None
                and (yield from _target_refused(ctx, unit, opp, c, at)) is None
            ):
                open_ = True
                break
        if not open_ and (
            yield unsettled.choose(
                player, "vg", "attacker_with_no_target", {"rested": False, "not_chosen": True}
            )
        ):
            yield Reject(
                f"{unit.label} にはアタックできるユニットがいないため、アタックするユニットとして選べません",
                f"{unit.label} has no unit it may attack: it cannot be chosen to attack",
                ("10.4.1.3",),
                (begin,),
            )
            return
    rest = yield SetCard(
        uid=unit.uid,
        changes={"orientation": "rest"},
        # the attacking unit checked valid (10.4.1.4: on its circle, standing), then rested
        clauses=("10.4.1.3", "10.4.1.4", "10.4.1.5") + worn,
        caused_by=(begin,),
        ja=f"{unit.label} をレストし、アタックを行う",
        en=f"{unit.label} rests and attacks",
    )
    for mate in orient_with_partner(ctx, unit.uid)[1:]:
        yield SetCard(
            uid=mate,
            changes={"orientation": "rest"},
            clauses=("6.4.4",),
            caused_by=(rest,),
            ja=f"双闘状態の {label(ctx, mate)} も同じくレストする",
            en=f"{label(ctx, mate)}, its legion partner, rests too",
        )
    decl = yield Mark(
        clauses=("10.4.1.5.1", "10.4.1.5.3"),
        caused_by=(rest,),
        tag="attacked",
        data={"uid": unit.uid},
        ja=f"{unit.label} がアタックした",
        en=f"{unit.label} attacked",
    )
    # a circle of the defender: right_front, field.right_front or B.right_front
    tgt_c = str(p.get("target") or "vanguard").removeprefix(f"{opp}.").removeprefix("field.")
    if tgt_c not in CIRCLES:
        # the unit attacked given by its name: the circle of the defender's it is on as the
        # attack is declared (10.4.1.6 chooses a unit; the scenario names it)
        named = find_card(ctx, tgt_c, opp)
        w = where_circle(ctx, named) if named is not None else None
        if w is not None and w[0] == opp:
            tgt_c = w[1]
    refused = yield from _target_refused(ctx, unit, opp, tgt_c, at)
    target = unit_at(ctx, opp, tgt_c) if refused is None else None
    legal: list[tuple[str, Any]] = []
    if target is None and not by_effect:
        # 10.4.1.6: the attacking fighter chooses one unit among the defender's front-row units
        # the attacker may attack. Those choices are read here; a refusal for a front circle
        # yields nothing (only a back-row circle raises the front-row reading point)
        for c in FRONT:
            u = unit_at(ctx, opp, c)
            if u is not None and (yield from _target_refused(ctx, unit, opp, c, at)) is None:
                legal.append((c, u))
    if target is None and refused is not None and legal:
        # the scenario named a unit that is no choice of 10.4.1.6 while choices exist: that
        # choice cannot be made (the request is not carried out, 1.3.2), but 10.4.1.6's
        # 「…ユニットを1体選択し」 still binds the fighter, who chooses one of the units it
        # offers; the attacked unit is then set and 10.4.1.7.1 does not apply. The attacking
        # unit was rested before (10.4.1.5), its 「アタックした時」 has triggered (10.4.1.5.3)
        yield ActionProper()
        ja, en, why = refused
        no = decl
        if p.get("target") is not None:  # a unit the scenario named (else the vanguard, taken)
            no = yield Reject(
                ja + "。攻撃指定ファイターは選択できるユニットから1体を選択します",
                en + ": the attacking fighter chooses one of the units that can be chosen",
                ("10.4.1.6",) + why + ctx.principle("impossible"),
                (decl,),
            )
        target_c, target = legal[0]
        if len(legal) > 1:
            pick = yield Choose(
                player,
                "attack_target",
                "アタックされるユニット（シナリオが指定したユニットは選択できない）",
                "the unit attacked (the one the scenario named cannot be chosen)",
                tuple(card_option(u, ctx=ctx) for _c, u in legal),
                ("10.4.1.6",),
            )
            target_c, target = next((c, u) for c, u in legal if u.uid == pick)
        yield Mark(
            clauses=("10.4.1.6",),
            caused_by=(no,),
            ja=f"シナリオが指定していない {target.label} がアタックされるユニットとして選択され、バトルが続く",
            en=f"{target.label}, which the scenario did not name, is chosen as the attacked unit "
            "and the battle goes on",
        )
        tgt_c = target_c
    if target is None:
        # no unit the rules let this attacker attack (10.4.1.6's choice is among none: not
        # made, 1.3.2), or an attacked unit designated before the attack step (7.36.1.1) that
        # is improper: no proper unit is the attacked unit, and 10.4.1.7.1 goes to the close
        # step at once — the attacking unit stays rested (10.4.1.5 came first) and its
        # 「アタックした時」 has triggered (10.4.1.5.3). A unit the scenario named is refused
        # (``allowed: false``), the rest notwithstanding
        yield Mark(
            tag="attack_target",
            caused_by=(decl,),
            data={"uid": None, "uids": [], "attacker": unit.uid},
        )
        yield ActionProper()
        ja, en, why = refused or ("", "", ())
        yield Reject(
            ja + "。アタックされるユニットが指定されないため、ただちにクローズステップに進みます",
            en + ": no unit is the attacked unit, so the battle goes on to the close step at once",
            ("10.4.1.6", "10.4.1.7", "10.4.1.7.1") + why + ctx.principle("impossible"),
            (decl,),
        )
        yield from close_step(ctx)
        return
    _no_dominated_in_battle(ctx, target.uid)
    attacked_at = {target.uid: (opp, tgt_c)}
    widened: tuple[int, ...] = ()
    # the step that made each unit beyond the one chosen an attacked unit (10.4.1.8): its
    # hit (10.7.1.2) rests on it
    widened_by: dict[str, int] = {}
    added_front: list[str] = []
    wide = granted(ctx, unit.uid, "battle_all_front")
    if wide:
        # 10.4.1.8: every unit meeting the condition becomes attacked, unless an effect forbids
        # it (a rule alone does not: the vanguard too, 10.4.1.8's example)
        for c in FRONT:
            u = unit_at(ctx, opp, c)
            from ruling.games._vg.abilities import banned

            no = u is not None and banned(ctx, u.uid, "attacked") is not None
            if u is not None and not no and u.uid not in attacked_at:
                attacked_at[u.uid] = (opp, c)
                added_front.append(u.uid)
        w = yield Mark(
            clauses=("10.4.1.8", "10.4.1.9.3"),
            caused_by=(decl,),
            watch=tuple(f"effect:{e.id}" for e in wide[-1:]),
            ja=f"効果（{wide[-1].source or wide[-1].stat}）により、{opp} の前列のユニットすべて（"
            + "、".join(label(ctx, u) for u in attacked_at)
            + "）がアタックされるユニットになる",
            en=f"by an effect ({wide[-1].source or wide[-1].stat}) every front-row unit of {opp} "
            "(" + ", ".join(label(ctx, u) for u in attacked_at) + ") is attacked",
        )
        widened = (w,)
        widened_by.update(dict.fromkeys(added_front, w))
    from ruling.games._vg.continuous import battles_with

    for uids, src, text, sel_cl in battles_with(ctx, unit.uid, target.uid):
        # 10.4.1.8: a continuous ability of the attacker 「…アタックする際、…とバトルする」 adds
        # the units it names, once the target is set, unless an effect forbids one
        from ruling.games._vg.abilities import banned

        added = []
        for u in uids:
            w_ = ctx.where(u)
            if u in attacked_at or w_ is None or w_[0] != opp or banned(ctx, u, "attacked"):
                continue
            attacked_at[u] = (opp, w_[1].removeprefix("field."))
            added.append(u)
        if added:
            w = yield Mark(
                clauses=("10.4.1.8", "10.4.1.9.3", *sel_cl),
                caused_by=(decl, *widened),
                watch=(src,),
                ja=f"{label(ctx, src)} の能力（{text}）により、"
                + "、".join(label(ctx, u) for u in added)
                + f"（{opp}）もアタックされるユニットになる",
                en=f"by the ability of {label(ctx, src)} ({text}), "
                + ", ".join(label(ctx, u) for u in added)
                + f" ({opp}) are attacked too",
            )
            widened = (*widened, w)
            widened_by.update(dict.fromkeys(added, w))
    battle: dict[str, Any] = {
        "player": player,
        "defender": opp,
        "attacker": unit.uid,
        "attacker_at": (side, at),
        "attacked": list(attacked_at),
        "attacked_at": attacked_at,
        "booster": None,
        "boosted": None,
        "declared": decl,
        "widened_by": widened_by,
    }
    names = "、".join(label(ctx, u) for u in attacked_at)
    tgt = yield SetVar(
        key="battle",
        value=battle,
        caused_by=(decl, *widened),
        clauses=("10.4.1.6", "10.4.1.9", "10.4.1.9.4")
        + (("6.4.3.2.2",) if in_legion(ctx, target) else ())
        # a unit on a circle an accel gift added is in the front row (16.3.1.5.1.1): it may be
        # attacked
        + (("16.3.1.5.1", "16.3.1.5.1.1") if tgt_c in ACCEL else ())
        # a 着装 unit on the vanguard circle is not attacked (6.9.3.2): the vanguard is
        + (("6.9.3.2",) if tgt_c == "vanguard" and _wearing_on(ctx, opp) else ())
        # a deleted unit battles as any unit does (7.32.3): it attacks and is attacked
        + (
            ("7.32.3",)
            if any(
                (x := ctx.card(u)) is not None and x.states.get("deleted")
                for u in (unit.uid, *attacked_at)
            )
            else ()
        ),
        ja=f"{names}（{opp}）がアタックされる",
        en=f"{', '.join(label(ctx, u) for u in attacked_at)} ({opp}) attacked",
    )
    yield _record(ctx, battle, (tgt,), ("10.4.1.5", "10.4.1.6", "10.4.1.9"))
    yield Mark(
        tag="attack_target",
        caused_by=(tgt,),
        data={"uid": target.uid, "uids": list(attacked_at), "attacker": unit.uid},
    )
    b = p.get("boost")
    if b and b not in ("none", False) and by_effect:
        yield Reject(
            "特定行動「アタックする」のアタック処理ではブーストを指定できません",
            "an attack made by the specific action 'attack' cannot be boosted",
            ("7.36.1.2",),
        )
    elif b and b not in ("none", False) and side != player:
        # a dominated attacker: the circle behind it is its original master's (7.39.5), no
        # rear-guard of the attacking fighter's is there, and the attacking fighter's own circle
        # is not behind it (7.39.3.2)
        yield Reject(
            f"{unit.label} は支配状態のユニットで、その後列のサークルのマスターは {side} のため、"
            f"{player} のリアガードでブーストできません",
            f"{unit.label} is a dominated unit: the circle behind it is {side}'s, so no "
            f"rear-guard of {player}'s boosts it",
            ("10.4.1.12", "7.39.5", "7.39.3.2"),
        )
    elif b and b not in ("none", False):
        back = BEHIND.get(at)
        booster = unit_at(ctx, player, back) if back else None
        want = str(b).removeprefix("field.")
        # the booster named by its circle, by yes / true, or by its card name (the unit on the
        # circle behind, 10.4.1.12; a name of any other card is no unit behind to boost)
        named = booster is not None and booster.name is not None and want == booster.name
        ruled = (
            _dominated_boost(ctx, player, at, want)
            if booster is None or (want not in ("yes", "true", back) and not named)
            else None
        )
        if ruled is not None:
            yield Reject(
                f"{ruled.label} は支配状態のリアガードなのでブーストできません（マスターの異なる"
                "サークル同士は前列・後列の関係にもない）",
                f"{ruled.label} is a dominated rear-guard: it cannot boost (and circles of "
                "different masters are not in front of or behind each other)",
                ("10.4.1.12", "7.39.6", "7.39.3.2"),
            )
        elif booster is None or (want not in ("yes", "true", back) and not named):
            yield Reject(
                "アタックしているユニットと同じ縦列の後列にユニットがいないため、ブーストできません",
                "no unit behind the attacking unit in its column: no boost",
                ("10.4.1.12", "14.5.2", "4.9.1.1"),
            )
        elif (ban := _boost_banned(ctx, booster.uid, unit.uid)) is not None:
            yield Reject(
                f"効果によりブーストできません（{ban}）",
                f"an effect prohibits the boost ({ban})",
                ("10.4.1.12", "14.5.2", "1.3.3"),
            )
        elif "boost" not in skills(ctx, booster) or booster.orientation != "stand":
            from ruling.games._vg.continuous import lost_skill_clauses, unmet_skill_clauses

            lacks = "boost" not in skills(ctx, booster)
            yield Reject(
                f"{booster.label} は{'ブーストを持たない' if lacks else 'スタンド状態ではない'}ため、ブーストできません",
                f"{booster.label} {'has no boost' if lacks else 'is not standing'}: no boost",
                ("10.4.1.12", "14.5.2", "7.47.1.1")
                # a continuous ability that would give it 『ブースト』, its condition unmet
                + (unmet_skill_clauses(ctx, booster.uid, "boost") if lacks else ())
                # a continuous ability that takes 『ブースト』 from it (7.14.2)
                + (lost_skill_clauses(ctx, booster.uid, "boost") if lacks else ()),
            )
        else:
            from ruling.games._vg.abilities import skill_clauses

            r = yield SetCard(
                uid=booster.uid,
                changes={"orientation": "rest"},
                clauses=("10.4.1.12", "7.47.1.2", "14.5.2")
                + skill_clauses(ctx, booster.uid, "boost"),
                ja=f"{booster.label} をレストして {unit.label} をブーストする",
                en=f"{booster.label} rests and boosts {unit.label}",
            )
            battle = dict(battle, booster=booster.uid, boosted=unit.uid, booster_at=(player, back))
            yield SetVar(
                key="battle",
                value=battle,
                caused_by=(r,),
                tag="boost",
                data={"uid": booster.uid, "boosted": unit.uid},
                clauses=("10.4.1.12.1", "10.4.1.12.2", "11.11.1.8"),
                ja=f"{booster.label} が {unit.label} をブーストしている（パワー+{power(ctx, booster.uid)}）",
                en=f"{booster.label} boosts {unit.label} (+{power(ctx, booster.uid)} power)",
            )
            yield _record(ctx, battle, (r,), ("10.4.1.12",), replace_last=True)
    yield from unboosted(ctx, player, battle, tgt)
    yield CheckTiming(("10.4.1.13",))
    yield from battle_steps(ctx, p, player, unit.uid, battle, decl)


def _waits_unboosted(ctx: Ctx) -> bool:
    """Whether a card has an automatic ability triggered by an attack not boosted (wherever its
    text works, 11.4.4, the trigger itself reads)."""
    from ruling.games._vg.abilities import programs

    for pl in ctx.state.order():
        for z in ctx.state.players[pl].zones:
            for c in ctx.zone(pl, z):
                for ab in programs(ctx, c.uid):  # printed and given (7.14.1)
                    t = ab.program.trigger if ab.program is not None else None
                    if t is not None and (
                        t.without == "boosted" or any(x.without == "boosted" for x in t.parts)
                    ):
                        return True
    return False


def unboosted(ctx: Ctx, player: str, battle: dict[str, Any], tgt: int) -> Proc:
    """「ブーストされないでアタックした時」: the attack event happens at 10.4.1.5.3, before any
    boost (10.4.1.12), and no clause says when 「ブーストされないで」 is judged. The engine's
    reading judges it once the boost could be made (an attack boosted at 10.4.1.12 does not meet
    it); the other judges it at the attack event, where no attack is boosted yet. They part only
    for a boosted attack, and only then is the reading asked (``unboosted_attack_moment``)."""
    if not _waits_unboosted(ctx):
        return
    meets = not battle.get("boosted")
    if not meets:
        meets = yield unsettled.choose(
            player,
            "vg",
            "unboosted_attack_moment",
            {"after_boost": False, "at_attack": True},
        )
    if meets:
        yield Mark(
            tag="attack_unboosted",
            caused_by=(tgt,),
            data={
                "uid": battle["attacked"][0] if battle.get("attacked") else None,
                "uids": list(battle.get("attacked_at") or ()),
                "attacker": battle.get("attacker"),
            },
        )


# the steps of a battle after its attack step (10.5-10.7), in order
STEPS = ("guard", "drive", "damage")


def battle_steps(
    ctx: Ctx,
    p: dict[str, Any],
    player: str,
    uid: str,
    battle: dict[str, Any],
    decl: int | None,
    resume: str | None = None,
) -> Proc:
    """The guard, drive and damage steps of the battle ``battle`` and its close step
    (10.5-10.8). ``resume``: the step the scenario started in (``turn.attack``): that step has
    begun and what was done at its play timing is done; its own procedure and the steps after
    it follow."""
    st = ctx.state
    opp = st.opponent(player)
    unit = ctx.card(uid)
    assert unit is not None
    at = STEPS.index(resume) if resume in STEPS else -1

    def begins(step: str) -> bool:
        """Whether this step is still ahead (its start is run), not the one resumed."""
        return STEPS.index(step) > at

    # 10.5 guard step
    if begins("guard"):
        yield SetTurn(
            changes={"step": "guard"}, clauses=("10.5.1",), ja="ガードステップ", en="guard step"
        )
        yield SetVar(key="vg.guard_action", value=None)  # ``guard_nth``: no guard action yet
        # the check timing before the defender's play timing of 10.5.1.2 (11.6.2.1)
        yield CheckTiming(("10.5.1.1", "11.6.2.1"))
    first = {k: p[k] for k in ("guard", "intercept", "guard_actions") if p.get(k) and at <= 0}
    # the legacy fields are one play timing; each guard_rounds entry is the action of one more
    rounds = ([first] if first else []) + [
        {"guard_actions": [r]} for r in p.get("guard_rounds") or []
    ]

    def none_attacked() -> bool:
        """10.5.1.2.1.1: no unit is attacked any more (each attacked unit has left its circle)."""
        return not [t for t in battle["attacked"] if present(ctx, t, battle["attacked_at"][t])]

    # 10.5.1.2.1.1: calls, intercepts and (blitz) order plays all prohibited to the defender —
    # nothing is left to choose but the pass, which is made for it
    forbidden = _guard_all_prohibited(ctx, opp)
    for n, rnd in enumerate(rounds):
        again: tuple[int, ...] = ()
        if n:
            # 10.5.2: the check timing after the last action over, back to 10.5.1.2's play
            # timing — where what the fighter may still do is read again (10.5.1.2.1.1)
            m = yield Mark(
                clauses=("10.5.2", "10.5.1.2"),
                watch=(f"{opp}.hand",),
                ja=f"ガードステップ: {opp} に再びプレイタイミングが与えられる（{n + 1}回目）",
                en=f"guard step: {opp} gets a play timing again (round {n + 1})",
            )
            again = (m,)
        if forbidden:
            yield Reject(
                "コールもインターセプトもオーダーのプレイも禁止されているため、防御指定ファイターは"
                "自動的にパスを選択したことになります",
                "calls, intercepts and order plays are all prohibited: the defending fighter has"
                " passed automatically",
                ("10.5.1.2.1.1", *ctx.prohibited(False)),
                tuple(x for x in forbidden if x is not None) + again,
            )
            break
        # from the first play timing of the step on (the attacked unit may have left at the
        # attack step's check timing, 10.4.1.13, or at this step's, 10.5.1.1)
        if none_attacked():
            yield Reject(
                "アタックされているユニットが存在しないため、防御指定ファイターは自動的にパスを選択したことになります",
                "no unit is attacked any more: the defending fighter has passed automatically",
                ("10.5.1.2.1.1",),
                again,
            )
            break
        called = rnd.get("guard") or []
        # the cards of that one call, named before any of them moves (a ban of N or more at once
        # reads them together)
        together = [u for ref in called if (u := find_card(ctx, ref, opp, ("hand",)))]
        for ref in called:
            # 10.5.1.2.2: one or more hand cards chosen and called — the list is one call
            yield Do(
                "guard",
                {
                    "player": opp,
                    "card": ref,
                    "at_once": len(called),
                    "together": together,
                    "action": f"{n}:call",
                },
                clauses=("10.5.1.2.2",),
            )
        for ref in rnd.get("intercept") or []:
            # 10.5.1.2.4: one or more rear-guards chosen — the list is one intercept
            yield Do(
                "intercept",
                {"player": opp, "circle": ref, "action": f"{n}:intercept"},
                clauses=("10.5.1.2.4",),
            )
        acted = bool(rnd.get("guard") or rnd.get("intercept"))
        for sub in rnd.get("guard_actions") or []:
            if acted:
                # after an action the fighter gets a play timing again, a check timing first
                # (11.6.2.2.1, 11.6.2.1): what the action triggered resolves before the next
                yield CheckTiming(("11.6.2.2.1", "11.6.2.1"))
            acted = True
            params = {k: v for k, v in sub.items() if k != "do"}
            params.setdefault("player", opp)
            yield Do(sub["do"], params, clauses=("10.5.1.2",), caused_by=again)
        yield CheckTiming(("10.5.2", "11.6.2.1"))  # then back to 10.5.1.2's play timing
    if at <= 0:
        if not rounds:
            yield CheckTiming(("10.5.2",))
        if forbidden:
            passed = yield Mark(
                clauses=("10.5.1.2.1.1", "10.5.1.2.1", *ctx.prohibited(False)),
                touches=(f"{opp}.field.guardian", f"{opp}.hand"),
                caused_by=tuple(x for x in forbidden if x is not None),
                ja=f"コールもインターセプトもオーダーのプレイも禁止されているため、{opp} は自動的に"
                "パスを選択したことになる",
                en=f"calls, intercepts and order plays are all prohibited: {opp} has passed"
                " automatically",
            )
        elif none_attacked():
            passed = yield Mark(
                clauses=("10.5.1.2.1.1", "10.5.1.2.1"),
                watch=tuple(battle["attacked"]),
                touches=(f"{opp}.field.guardian", f"{opp}.hand"),
                ja=f"アタックされているユニットが存在しないため、{opp} は自動的にパスを選択したことになる",
                en=f"no unit is attacked: {opp} has passed automatically",
            )
        else:
            passed = yield Mark(
                clauses=("10.5.1.2.1",), ja=f"{opp} はパスを選ぶ", en=f"{opp} passes"
            )
    else:
        passed = None
    # the pass moves the battle on (10.5.1.2.1): to the drive step when a unit that drive
    # checks attacks, to the damage step when a rear-guard does
    after = (passed,) if isinstance(passed, int) else ()
    # 10.6 drive step
    battle = st.vars.get("battle") or battle
    is_vg = battle["attacker_at"][1] == "vanguard"
    by_effect = None if is_vg else drives(ctx, unit.uid, player)
    drove = False
    if at <= 1 and (is_vg or by_effect) and present(ctx, unit.uid, battle["attacker_at"]):
        drove = True
        # … because the attacking unit, chosen at its declaration (10.4.1.3), drive checks
        cause = after + ((decl,) if isinstance(decl, int) else ())
        if by_effect:
            # a rear-guard an effect makes drive check (10.6.1.2): the drive unit (10.6.1.2.1)
            cl_e, watch_e = by_effect
            why_e = yield Mark(
                clauses=("10.5.1.2.1", *cl_e),
                caused_by=cause,
                watch=watch_e,
                ja=f"効果により、アタックしているリアガード（{label(ctx, unit.uid)}）もドライブチェックを行う",
                en=f"by an effect the attacking rear-guard ({label(ctx, unit.uid)}) drive checks too",
            )
            cause = (*cause, why_e)
        yield from drive_step(ctx, player, unit.uid, started=not begins("drive"), after=cause)
        if st.result is not None:
            return
    elif at <= 1 and present(ctx, unit.uid, battle["attacker_at"]):
        # 10.6.1.2 read and not met: a drive check is made only when a vanguard attacks (or a
        # rear-guard an effect gives drive checks, ``drives``) — the rule that makes nothing
        # happen is a step too (issue 14)
        # the pass moved the battle to the damage step for that reason (10.5.1.2.1), the
        # declaration of the attacking unit (10.4.1.3) deciding it; a step not carried out is
        # about what it would have changed: the deck and its top card a check would have moved
        # (10.6.1.2.3), the hand the checked card goes to (10.6.1.2.6)
        top = ctx.zone(player, "deck")[:1]
        # no drive step either: the abilities that would have become pending at its start
        # (10.6.1.1) stay as they are because of it
        waiting = _step_start_cards(ctx, "step:drive")
        yield Mark(
            clauses=("10.5.1.2.1", "10.6.1.2") + (("10.6.1.1",) if waiting else ()),
            caused_by=after + ((decl,) if isinstance(decl, int) else ()),
            touches=(f"{player}.deck", f"{player}.hand", *(c.uid for c in top), *waiting),
            ja=f"アタックしているユニット（{label(ctx, unit.uid)}）はヴァンガードではないので、ドライブチェックを行わない",
            en=f"the attacking unit ({label(ctx, unit.uid)}) is not a vanguard: no drive check",
        )
    elif at <= 1:
        # the attacking unit left its circle (ridden over, retired …): it attacks only while it
        # is there (10.4.1.5.1), so there is no attacking vanguard — no drive unit (10.6.1.2.1)
        # and no drive check (10.6.1.2), read and not met
        top = ctx.zone(player, "deck")[:1]
        yield Mark(
            clauses=("10.6.1.2", "10.6.1.2.1", "10.4.1.5.1"),
            caused_by=after + ((decl,) if isinstance(decl, int) else ()),
            touches=(f"{player}.deck", f"{player}.hand", *(c.uid for c in top)),
            ja=f"アタックしていたユニット（{label(ctx, unit.uid)}）はそのサークルにいないので、"
            "アタックしているヴァンガード（ドライブユニット）はおらず、ドライブチェックを行わない",
            en=f"the unit that attacked ({label(ctx, unit.uid)}) has left its circle: there is no "
            "attacking vanguard (drive unit), no drive check",
        )
    # 10.7 damage step
    if begins("damage"):
        yield SetTurn(
            changes={"step": "damage"},
            clauses=("10.7.1",),
            ja="ダメージステップ",
            en="damage step",
            caused_by=() if drove else after,
        )
        yield CheckTiming(("10.7.1.1",))
    for sub in p.get("before_damage") or []:
        params = {k: v for k, v in sub.items() if k != "do"}
        params.setdefault("player", player)
        yield Do(sub["do"], params)
    battle = st.vars.get("battle") or battle
    hits: list[str] = []
    moved_on: set[str] = set()  # attacked units read as still attacked on another circle
    if not present(ctx, unit.uid, battle["attacker_at"]):
        a_pl, a_c = battle["attacker_at"]
        other = unit_at(ctx, a_pl, a_c)
        # 10.4.1.11: a unit put on the attacking unit's circle after 10.4.1.8 is not attacking
        put = other is not None and other.uid != unit.uid
        yield Reject(
            "アタックしているユニットがそのサークルにいなくなったため、パワーの比較は行われず、ヒットしません"
            + (
                f"（そのサークルに置かれた {other.label} はアタックしているユニットではない）"
                if put
                else ""
            ),
            "the attacking unit is no longer on its circle: no power comparison, no hit"
            + (f" ({other.label}, put on that circle, is not attacking)" if put else ""),
            # 10.7.1.4.2: an attacking unit gone from the field or its circle deals no damage
            ("10.4.1.9.1", "10.7.1.2", "10.7.1.2.1", "10.7.1.4.2")
            + (("10.4.1.5.1", "10.4.1.11") if put else ()),
            (decl,),
        )
    else:
        kept = yield from _boost_after_booster_left(ctx, player, battle)
        if kept:
            battle = st.vars.get("battle") or battle
        if (yield from _linked_attacker_itself(ctx, player, battle, unit.uid)):
            battle = st.vars.get("battle") or battle
        pa = power(ctx, unit.uid)
        from ruling.games._vg.legion import partner

        mate = partner(ctx, unit) if unit.states.get("legion_role") == "leader" else None
        if mate is not None and battle["attacker_at"][1] == "vanguard" and power(ctx, mate.uid):
            # the leader's power already holds the mate's while the legion attacks (10.4.1.12.1,
            # 11.11.1.8); 10.7.1.2 compares 「それらのパワーの合計」 — the mate's power once, or the
            # sum of the two units' powers as they are (the mate's twice)? — the audit's
            # legion_power_sum, both readings run (the engine's: once)
            pa += yield unsettled.choose(
                ctx.state.turn.player,
                "vg",
                "legion_power_sum",
                {"once": 0, "summed": power(ctx, mate.uid)},
            )
        oa = Operand(
            pa,
            f"{unit.label} のパワー",
            f"{unit.label}'s power",
            unit.uid,
            "power",
            parts=_power_parts(ctx, unit.uid, battle),
        )
        gone = [
            t
            for t in battle["attacked"]
            if ctx.card(t) is None or not present(ctx, t, battle["attacked_at"].get(t))
        ]
        whole = False
        if len(battle["attacked"]) > 1 and gone:
            # one of several attacked units gone from its circle: 10.7.1.2.1 「いずれかのユニット
            # が…パワーの比較は行われず」 (no comparison at all) against 10.4.1.9.3 (each attacked
            # unit processed as one): both readings are run, the engine's (per unit) first
            whole = yield unsettled.choose(
                player, "vg", "several_attacked_one_gone", {"per_unit": False, "whole_battle": True}
            )
        if whole:
            yield Reject(
                f"アタックされているユニットの1体（{label(ctx, gone[0])}）がそのサークルにいなくなったため、"
                "パワーの比較は行われず、どのユニットもヒットしません",
                f"one of the attacked units ({label(ctx, gone[0])}) is no longer on its circle: no "
                "power comparison is made, no unit is hit",
                ("10.7.1.2", "10.7.1.2.1", "10.4.1.9.3", "10.4.1.9"),
                (decl,),
            )
        for t in () if whole else battle["attacked"]:
            tc = ctx.card(t)
            at_t = battle["attacked_at"].get(t)
            still = False
            if tc is not None and moved_circle(ctx, t, at_t, decl):
                # the attacked unit moved to another circle of its fighter: garbled 10.7.1.2.1
                # does not say plainly whose move stops the hit (the audit's
                # ``attacked_unit_moved_circle``): both readings are run, the engine's first
                still = yield unsettled.choose(
                    player,
                    "vg",
                    "attacked_unit_moved_circle",
                    {"either_unit": False, "attacker_only": True},
                )
            if still:
                moved_on.add(t)
            if tc is None or not (present(ctx, t, at_t) or still):
                # the unit on that circle now is another card: a vanguard ridden onto it is a new
                # card there (6.3.4), not the one attacked
                now = slot_card(st, at_t[0], f"field.{at_t[1]}") if at_t is not None else None
                ridden = (
                    now is not None and now.uid != t and at_t is not None and at_t[1] == "vanguard"
                )
                yield Reject(
                    f"アタックされているユニット（{label(ctx, t)}）がそのサークルにいなくなったため、ヒットしません"
                    + (
                        f"（そのサークルの {now.label} はライドした新しいカード）"
                        if ridden and now is not None
                        else ""
                    ),
                    f"the attacked unit ({label(ctx, t)}) is no longer on its circle: no hit"
                    + (
                        f" ({now.label} there is a new card, ridden)"
                        if ridden and now is not None
                        else ""
                    ),
                    # 10.4.1.9: it is attacked only while it is on the circle it was chosen on
                    ("10.4.1.9", "10.4.1.9.1", "10.7.1.2", "10.7.1.2.1")
                    + (("6.3.4",) if ridden else ()),
                    (decl,)
                    + tuple(
                        x
                        for x in (ctx.step_of(t), ctx.step_of(now.uid) if ridden and now else None)
                        if x is not None
                    ),
                )
                continue
            pd = power(ctx, t)
            od = Operand(
                pd,
                f"{tc.label} のパワー",
                f"{tc.label}'s power",
                t,
                "power",
                parts=_power_parts(ctx, t, battle),
            )
            # 「ヒットされない」 effects on the attacked unit; one 「相手のカードに」 holds against an
            # attacker whose master is not the effect's (the attacking fighter, 10.4.1.3)
            immune = [
                e
                for e in st.effects
                if e.target == t
                and e.stat == "no_hit"
                and (e.value != "opponent" or e.master is None or e.master != player)
            ]
            # 10.7.1.2: hit when the attacked unit's power is not more than the attacker's
            sign = yield from compare(
                ctx, oa, od, lambda s, no=bool(immune): s >= 0 and not no, ("10.7.1.2",)
            )
            hit = sign >= 0 and not immune
            cl: tuple[str, ...] = ("10.7.1.2",)
            from ruling.games._vg.abilities import text_clauses

            guards = [g.uid for g in ctx.zone(battle["defender"], circle("guardian"))]
            cl += text_clauses(ctx, [unit.uid, t, *guards])
            unmet = unmet_deciding(ctx, unit.uid, t, hit)
            cl += unmet
            cl += layers(ctx, unit.uid) + layers(ctx, t)
            if is_infinite(oa.value) or is_infinite(od.value):
                # an ∞ power is always the greater against one not ∞; two ∞ compare their
                # numbers (17.17.12.4)
                cl += ("17.17.12", "17.17.12.4")
            cl += tuple(x for g in guards for x in layers(ctx, g, "shield"))
            # a persona ride's +10000 on either unit, and why it reaches it (its circle is in the
            # front row: 4.9.1, the vanguard circle 4.9.2.3)
            from ruling.games._vg.values import persona_front

            cl += persona_front(ctx, unit.uid) + persona_front(ctx, t)
            if in_legion(ctx, unit) and battle["attacker_at"][1] == "vanguard":
                cl += ("10.4.1.12.1", "11.11.1.8")  # the legion mate's power (10.7.1.2)
                from ruling.games._vg.legion import partner

                mate = partner(ctx, unit)
                if any(x is not None and x.states.get("deleted") for x in (unit, mate)):
                    # a deleted unit of the pair: the legion holds all the same (7.32.7), its
                    # power the printed power less (7.32.2) in the sum
                    cl += ("7.32.7",)
            from ruling.games._vg.abilities import banned

            if banned(ctx, unit.uid, "attack") is not None:
                # an effect made after the attack began forbids it to attack: the battle goes
                # on all the same (10.4.1.5.2)
                cl += ("10.4.1.5.2",)
            if worn_by(ctx, unit.uid) or worn_by(ctx, t):
                cl += ("6.9.3.5", "11.11.1.8")
            if immune:
                cl += ("15.3.3",) if immune[-1].source == "protect" else ()
                if sign >= 0:
                    # the powers alone would hit (10.7.1.2): the text 「ヒットされない」 prevails
                    # over the rules (1.3.1)
                    cl += ("1.3.1",)
            by = (battle.get("widened_by") or {}).get(t)
            from ruling.games._vg.continuous import text_refs

            cmp = yield Mark(
                clauses=cl,
                caused_by=(decl,) + ((by,) if by is not None else ()),
                watch=stat_refs(ctx, unit.uid)
                + stat_refs(ctx, t)
                # the power of another card a unit's power adds while the battle lasts (the
                # booster's, 10.4.1.12.1 「増え続けます」; the legion mate's): a change to it
                # after the boost (an auto played at 10.4.1.13) is in the power compared
                + tuple(
                    f"stat:{u}:{s}"
                    for x in (unit.uid, t)
                    for u, s in _power_parts(ctx, x, battle)
                    if s == "power"
                )
                # and the continuous abilities that change that card's power, with what their
                # conditions read (the mate's 「竜炎状態のこのユニットの…」: the state put on it)
                + tuple(
                    r
                    for x in (unit.uid, t)
                    for u, s in _power_parts(ctx, x, battle)
                    if s == "power"
                    for r in text_refs(ctx, u)
                )
                # every guardian's shield is in the attacked unit's power (6.2.4.1): the step
                # each one guarded by rests on it, not only the last
                + tuple(
                    g
                    for g in guards
                    if (gc := ctx.card(g)) is not None and gc.states.get("guards") in (None, t)
                )
                + tuple(f"effect:{e.id}" for e in immune[-1:]),
                # the comparison decides whether the attacked unit is hit (a rear-guard hit is
                # retired, 10.7.1.10; a vanguard takes damage): it is about that unit too
                touches=(
                    f"{battle['defender']}.field.{battle['attacked_at'][t][1]}",
                    f"{battle['defender']}.damage",
                    t,
                ),
                tag="power_compared",
                data={"attacker": unit.uid, "attacked": t},
                ja=f"パワー比較: {unit.label} {shown(ctx, oa)} 対 {tc.label} {shown(ctx, od)} → "
                + (
                    "ヒット（アタックしているユニットのパワー以下）"
                    if hit
                    else ("ヒットされない効果によりヒットしない" if immune else "ヒットしない")
                )
                + ("（条件を満たさない【永】のパワー修正は適用されない）" if unmet else ""),
                en=f"power: {unit.label} {shown(ctx, oa)} vs {tc.label} {shown(ctx, od)} -> "
                + (
                    "hit (not more than the attacker's)"
                    if hit
                    else ("cannot be hit" if immune else "no hit")
                )
                + (
                    " (a continuous power change whose condition is not met is not applied)"
                    if unmet
                    else ""
                ),
            )
            if hit:
                hits.append(t)
                battle = dict(battle, hit=[*battle.get("hit", []), t], hit_step=cmp)
        yield SetVar(key="battle", value=battle)
    yield CheckTiming(("10.7.1.3",))
    for t in hits:
        if battle["attacked_at"][t][1] != "vanguard":
            # damage is dealt only when the unit hit is the vanguard (10.7.1.4); a "no" has its
            # clause too
            yield Mark(
                clauses=("10.7.1.4",),
                caused_by=(battle["hit_step"],) if battle.get("hit_step") is not None else (),
                touches=(f"{battle['defender']}.damage",),
                ja=f"ヒットしたのはリアガード（{label(ctx, t)}）なので、ダメージは与えない",
                en=f"the unit hit is a rear-guard ({label(ctx, t)}): no damage is dealt",
            )
            continue
        if not present(ctx, unit.uid, battle["attacker_at"]):
            yield Reject(
                "アタックしているユニットがそのサークルにいなくなったため、ダメージを与えません",
                "the attacking unit has left its circle: no damage",
                ("10.7.1.4.2",),
                (decl,),
            )
            continue
        crit = critical(ctx, unit.uid)
        # a critical the scenario does not give is read as 1 (the usual printed critical): said
        said = taken_as(ctx, unit.uid, "critical", crit, "クリティカル", "critical", ("10.7.1.4",))
        if said is not None:
            yield said
        if crit <= 0:
            yield Reject(
                f"{unit.label} のクリティカルが{crit}（0以下）なので、ダメージを与えません",
                f"{unit.label} has critical {crit} (0 or less): no damage",
                ("10.7.1.4.1",) + ctx.principle("non_positive_count"),
                (battle.get("hit_step") or decl,),
            )
            continue
        s = yield Mark(
            clauses=("10.7.1.4", "2.7.1", *layers(ctx, unit.uid, "critical")),
            caused_by=(battle.get("hit_step") or decl,),
            watch=(f"stat:{unit.uid}:critical", f"var:gifts.{player}"),
            ja=f"ヒットした {unit.label} がクリティカル{crit}に等しいダメージをヴァンガードに与える",
            en=f"{unit.label} hit: it deals damage equal to its critical {crit} to the vanguard",
        )
        yield Do(
            "damage",
            {"player": player, "to": opp, "amount": crit, "source": unit.uid},
            caused_by=(s,),
        )
    yield CheckTiming(("10.7.1.5", "7.35.2.2"))
    # who the event is about: the attacking unit, its booster, the units it attacked (10.7.1.6.1)
    about = {
        "uid": unit.uid,
        "booster": battle.get("booster"),
        "attacked": list(battle.get("attacked_at") or {}),
    }
    hit_event = bool(hits)
    if hits and not present(ctx, unit.uid, battle["attacker_at"]):
        # the attacking unit hit at the comparison (10.7.1.2, 10.7.1.4 「ヒットしたユニット」) and
        # is no longer where it attacked from when the hit event comes (10.7.1.6): 10.7.1.7 counts
        # a unit that stopped being the attacker in the battle as one that did not hit — both
        # readings are run (attacker_left_after_hit), the engine's first
        hit_event = yield unsettled.choose(
            player, "vg", "attacker_left_after_hit", {"hit": True, "not_hit": False}
        )
    designated = dict(battle.get("attacked_designated") or {})

    def kinds(at: dict[str, Any]) -> set[bool]:
        return {w[1] == "vanguard" for w in at.values()}

    if hit_event and designated and kinds(designated) != kinds(battle.get("attacked_at") or {}):
        # an effect changed the attack's target after 10.4.1.8 from a vanguard to a rear-guard
        # or back (7.38.1, 10.1.5, the change 10.1.5 speaks of): 10.7.1.6.1's
        # 「この時点で 10.4.1.8 での指定被アタックユニット」 is the unit designated now or the one
        # designated at that step — both readings run (hit_event_designated_unit), the engine's
        # (now) first
        about = yield unsettled.choose(
            player,
            "vg",
            "hit_event_designated_unit",
            {"now": about, "at_step": {**about, "attacked": list(designated)}},
        )
    if hit_event:
        # 10.7.1.3 「この時点では‘ヒットした時’‘ヒットしなかった時’事象は発生しません。それらの能力は
        # 10.7.1.6 以降で発生します」: the hit (or miss) event is placed here, after the damage
        # and its check timing (10.7.1.4, 10.7.1.5) — the clause that orders them
        yield Mark(
            clauses=("10.7.1.6", "10.7.1.3"),
            tag="hit",
            data=about,
            ja=f"{unit.label} がヒットしている",
            en=f"{unit.label} is hitting",
        )
    else:
        yield Mark(
            clauses=("10.7.1.7", "10.7.1.3"),
            tag="not_hit",
            data=about,
            ja=f"{unit.label} はヒットしていない",
            en=f"{unit.label} did not hit",
        )
    yield from _hit_even_if_not(ctx, player, unit.uid, about, hit_event)
    yield CheckTiming(("10.7.1.9",))
    for dp in (battle["defender"],):
        gs = list(ctx.zone(dp, circle("guardian")))
        for g in sorted(gs, key=lambda c: c.type != "g"):
            yield Do("retire", {"card": g.uid}, clauses=("10.7.1.10",))
    # the attack's act, on each rear-guard it retires (「このユニットのアタックで…退却した時」)
    act = attack_act(ctx, unit.uid)
    for t in hits:
        at_t = battle["attacked_at"][t]
        if at_t[1] != "vanguard" and (present(ctx, t, at_t) or t in moved_on):
            yield Do("retire", {"card": t, **act}, clauses=("10.7.1.10",))
    yield CheckTiming(("10.7.1.11",))
    yield from close_step(ctx)


def close_step(ctx: Ctx) -> Proc:
    st = ctx.state
    before = st.seq
    began = yield SetTurn(
        changes={"step": "close"}, clauses=("10.8.1",), ja="クローズステップ", en="close step"
    )
    # 10.8.1.1: the abilities pending at the start of the close step (card, ability, the stay)
    seen: list[tuple[Any, ...]] = [
        (p.source, p.data.get("index"), _placed_of(ctx, p.source))
        for p in st.pending
        if p.id > before
    ]
    yield CheckTiming(("10.8.1.1", "10.8.1.2"))
    battle = st.vars.get("battle")
    from ruling.games._vg.values import LINKED, LINKED_ENDED

    # 17.17.11.2: a unit in 連携攻撃状態 is in it no more when the current battle ends, whatever
    # the period the effect gave it — the rule's own end of the state, at 10.8.1.2's point
    linked_ids = tuple(
        e.id
        for e in st.effects
        if e.stat == "named_state" and e.value == LINKED and ctx.card(e.target) is not None
    )
    if battle and linked_ids:
        yield EndEffects(
            ids=linked_ids,
            clauses=("17.17.11.2", "10.8.1.2"),
            # what a later attacker's power rests on (``values.stat_refs``: ``LINKED_ENDED``)
            touches=(LINKED_ENDED,)
            + tuple(dict.fromkeys(e.target for e in st.effects if e.id in linked_ids)),
            ja="現在のバトルが終了したので、連携攻撃状態のユニットは連携攻撃状態ではなくなる",
            en="the current battle ends: the units in 連携攻撃状態 are in it no more",
        )
    yield EndEffects(
        until="battle",
        clauses=("10.8.1.2",),
        ja="バトルが終了し、「そのバトル中」を期限とする効果が消滅",
        en="the battle ends; effects lasting this battle end",
    )
    yield SetVar(key="battle", value=None, clauses=("10.8.1.2",))
    # a unit of the battle in a state the rules act on at its end (14.31.2 突撃状態)
    from ruling.games._vg.keyword_states import at_battle_end

    yield from at_battle_end(ctx, battle)
    since = began if isinstance(began, int) else ctx.last
    same: bool | None = None  # the reading of close_step_returned_card, once asked
    for _round in range(10):
        # 10.8.1.3: a card put into a zone during this close step (called by a battle-end
        # ability, 10.8.1.2) may hold a 「バトル終了時」 / 「クローズステップ開始時」 ability never
        # pending in this close step: 「そうでない場合、10.8.1.1 から処理を実行しなおします」 —
        # only those become pending (the ones already pending are ``seen``)
        if not any(ctx.moves(i) for i in range(since, ctx.last + 1)):
            break
        since = ctx.last + 1
        if same is None and any(
            (now := _placed_of(ctx, uid)) is not None and placed is not None and now != placed
            for uid, _index, placed in seen
        ):
            # a card whose ability was pending in this close step left its zone and came back
            # (a new card, 4.1.8): 「このクローズステップ中に待機状態になったことがない」 of the new
            # card's ability, or the same one pending already — the audit's
            # close_step_returned_card (the kin of end_phase_returned_card), both run
            same = yield unsettled.choose(
                st.turn.player,
                "vg",
                "close_step_returned_card",
                {"new_card": False, "same_ability": True},
            )
        before = st.seq
        yield Mark(
            tag=TIMING_POINT,
            data={
                "points": (("step:close", "start"),),
                "battle": battle,
                "seen": tuple(tuple(x[:2]) if same else tuple(x) for x in seen),
            },
            clauses=("10.8.1.3", "10.8.1.1"),
            ja="クローズステップ中に待機状態になったことがない「バトル終了時」の自動能力があるか、"
            "10.8.1.1 から実行しなおす",
            en="10.8.1.1 again: battle-end abilities never pending in this close step become pending",
        )
        new = [p for p in st.pending if p.id > before]
        if not new:
            break
        seen += [(p.source, p.data.get("index"), _placed_of(ctx, p.source)) for p in new]
        yield CheckTiming(("10.8.1.2",))
        # 10.8.1.2 run again: what its check timing made lasting 「そのバトル中」 ends with it
        yield EndEffects(
            until="battle",
            clauses=("10.8.1.2", "10.8.1.3"),
            ja="「そのバトル中」を期限とする効果が消滅（10.8.1.2 を実行しなおす）",
            en="effects lasting this battle end (10.8.1.2 run again)",
        )
    yield CheckTiming(("10.8.1.3", "10.8.1.4"))
    waiting = list(ctx.state.vars.get("attack_after_battle") or [])
    if waiting:
        yield SetVar(key="attack_after_battle", value=None)
        for params, step in waiting:
            yield Do("attack_by_effect", params, caused_by=(step,), clauses=("7.36.2",))


def _placed_of(ctx: Ctx, uid: str | None) -> int | None:
    c = ctx.card(uid) if uid else None
    return c.placed if c is not None else None


def drive_step(
    ctx: Ctx, player: str, uid: str, started: bool = False, after: tuple[int, ...] = ()
) -> Proc:
    """10.6; ``started``: the scenario started in this step (its start is behind it);
    ``after``: the steps that moved the battle into it (the defender's pass, 10.5.1.2.1, and
    the declaration of the attacking unit that drive checks, 10.4.1.3): causes of the checks."""
    from ruling.games._vg.dominate import dominator

    st = ctx.state
    if not started:
        yield SetTurn(
            changes={"step": "drive"},
            clauses=("10.6.1",),
            ja="ドライブステップ",
            en="drive step",
            caused_by=after,
        )
        yield CheckTiming(("10.6.1.1",))
    done = 0
    while True:
        n = drive(ctx, uid)
        if n <= 0 and done == 0:
            yield Mark(
                clauses=("10.6.1.2.2",),
                watch=(f"stat:{uid}:drive",),
                touches=(f"{player}.deck", f"{player}.hand"),  # nothing is checked from them
                ja=f"{label(ctx, uid)} のドライブが{n}（0以下）なので、ドライブチェックを行わない",
                en=f"{label(ctx, uid)} has drive {n} (0 or less): no drive check",
            )
            break
        if done >= n:
            # 10.6.1.3: the checks made reach the drive unit's drive as it is now (an effect
            # may have lowered it during the step): no further check, on to 10.6.1.4 — the
            # deck's top card stays where it is
            deck = ctx.zone(player, "deck")
            yield Mark(
                clauses=("10.6.1.3",) + drive_clauses(ctx, uid),
                watch=(f"stat:{uid}:drive",),
                touches=(f"{player}.deck",) + ((deck[0].uid,) if deck else ()),
                ja=f"ドライブチェックを{done}回行い、{label(ctx, uid)} のドライブ{n}以上なので、"
                "ドライブチェックを終える",
                en=f"{done} drive check(s) made, not less than {label(ctx, uid)}'s drive {n}: "
                "no further check",
            )
            break
        top = yield from take_top(ctx, player, "ドライブチェック", matters=True)
        if top is None:
            yield Reject(
                f"{player} の山札にカードがないため、ドライブチェックを行えません",
                f"{player} has no deck: no drive check",
                ctx.principle("impossible"),
            )
            break
        c = ctx.card(top)
        assert c is not None
        chk = yield Move(
            uid=top,
            player=player,
            zone="trigger",
            face_up=True,
            # 10.6.1.2: the attacker's master checks because a vanguard (or a unit an effect
            # gives drive checks) attacks, whatever is attacked
            # 10.6.1.2.2: the drive unit's drive read, more than 0, leads to the check
            clauses=("10.6.1.2", "10.6.1.2.2", "10.6.1.2.3", "10.6.1.2.1", "4.13.1.1", "7.22.1")
            + drive_clauses(ctx, uid)
            + (("10.6.1.3",) if done else ())
            # a dominated vanguard attacking: the check is made from the dominating fighter's
            # deck into its trigger zone (7.39.7)
            + (("7.39.7", "7.39.1.1") if dominator(ctx, uid) == player else ()),
            watch=(f"stat:{uid}:drive",),
            caused_by=after,
            tag="drive_check",
            data={"unit": uid},
            ja=f"ドライブチェック{done + 1}回目（ドライブ{n}）: {player} は山札の一番上のカード（{c.label}）をトリガーゾーンに置く",
            en=f"drive check {done + 1} (drive {n}): {player} puts the top card ({c.label}) into the trigger zone",
        )
        yield SetVar(key=vkey("drive_check", player), value=top)
        yield from play_trigger(ctx, player, top, "drive")
        yield CheckTiming(("10.6.1.2.5",))
        if st.result is not None:
            return
        if ctx.where(top) == (player, "trigger") and on_star_domain(ctx, uid):
            # 17.3.1.4.1: the drive check of a unit on a 星域 circle — the card the rules put
            # into the hand goes to the soul instead (not a replacement effect: before any)
            yield Move(
                uid=top,
                player=player,
                zone="soul",
                clauses=("10.6.1.2.6", "4.13.1.1", "17.3.1.4.1"),
                caused_by=(chk,),
                ja=f"星域属性のサークルのユニットのドライブチェックなので、そのカード（{c.label}）を手札ではなくソウルに置く",
                en=f"a drive check of a unit on a 星域 circle: the card ({c.label}) goes to the "
                "soul, not the hand",
            )
        elif ctx.where(top) == (player, "trigger"):
            yield Move(
                uid=top,
                player=player,
                zone="hand",
                clauses=("10.6.1.2.6", "4.13.1.1"),
                caused_by=(chk,),
                ja=f"ドライブチェックのカード（{c.label}）を手札に加える",
                en=f"the drive-checked card ({c.label}) goes to the hand",
            )
        else:
            # 10.6.1.2.6 「…まだトリガーゾーンに置かれている場合」: it left at the check timing
            # (an ability moved it): it is not added to the hand (nothing happens, and why)
            yield Mark(
                clauses=("10.6.1.2.6",),
                caused_by=(chk,),
                watch=(top,),
                touches=(f"{player}.hand", top),
                ja=f"ドライブチェックのカード（{c.label}）はトリガーゾーンにないため、手札に加えない",
                en=f"the drive-checked card ({c.label}) is no longer in the trigger zone: it does "
                "not go to the hand",
            )
        yield SetVar(key=vkey("drive_check", player), value=None)
        done += 1
        yield CheckTiming(("10.6.1.3",))
        if st.result is not None:
            return
    yield CheckTiming(("10.6.1.4",))


def drive_clauses(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """Where the drive value comes from: 2.17.2 (1), and a drive ability (14.3.2)."""
    from ruling.games._vg.values import twin_drive_act

    if twin_drive_act(ctx, uid):
        return ("7.46.1", "7.46.1.2")  # as if its drive were 2, whatever its own (7.46.1.2)
    c = ctx.card(uid)
    sk = skills(ctx, c) if c is not None else set()
    # 2.17.2.1: a card with the skill icon ‘ツインドライブ!!’ / ‘トリプルドライブ!!!’ has its drive
    # changed by that ability
    if "triple_drive" in sk:
        return ("2.17.2", "2.17.2.1", "14.3.2", "14.3.4.1")
    if "twin_drive" in sk:
        return ("2.17.2", "2.17.2.1", "14.3.2", "14.3.3.1")
    return ("2.17.2",)


def attack_act(ctx: Ctx, attacker: str) -> dict[str, Any]:
    """The act of ``attacker``'s attack, on what it brings about (``autos._by_ok``, means
    ``act:attack``): 「このユニットのアタックで…退却した時」 (a rear-guard hit, retired at the
    battle's close, 10.7.1.10), 「このユニットのアタックで相手のガーディアンが登場した時」 (a
    guardian called in the guard step of that attack, 10.5.1.2.2)."""
    at = ctx.where(attacker)
    return {
        "act_by": attacker,
        "act_master": at[0] if at is not None else ctx.state.turn.player,
        "act_vanguard": at is not None and at[1] == circle("vanguard"),
        "act_role": "attack",
    }


def guard(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """10.5.1.2.2: a normal call from hand to the guardian circle; the guardian guards an
    attacked unit (10.4.1.10, 6.2.4)."""
    st = ctx.state
    battle = st.vars.get("battle") or {}
    player = p.get("player") or st.opponent(st.turn.player)
    uid = find_card(ctx, p["card"], player, ("hand",))
    if uid is None or ctx.where(uid) != (player, "hand"):
        yield Reject(
            f"{player} の手札に {p['card']} がありません",
            f"{p['card']} is not in {player}'s hand",
            ctx.principle("impossible"),
        )
        return
    c = ctx.card(uid)
    assert c is not None
    if (
        st.turn.step != "guard"
        or player != battle.get("defender")
        or c.type not in ("normal", "trigger", "protect", None)
    ):
        yield Reject(
            f"{c.label} をガーディアンサークルにコールできません（ガードステップの防御指定ファイターが手札のユニットをコールします）",
            f"{c.label} cannot be called to the guardian circle (the defending fighter calls hand units in the guard step)",
            ("10.5.1.2.2",),
        )
        return
    from ruling.games._vg.abilities import MATE, mate_call_refused

    mate = mate_call_refused(ctx, player, c)
    if mate is not None:
        yield Reject(
            f"{c.label} はメイトユニットで、ヴァンガードが「{mate}」を含まないため、コールできません",
            f"{c.label} is a mate unit and the vanguard does not contain 「{mate}」: no call",
            MATE,
        )
        return
    from ruling.games._vg.restrictions import guard_call_banned, mate_call_met, normal_call_refused

    met = mate_call_met(ctx, player, c)
    if met is not None:
        yield met

    # the guard step's call from the hand is a normal call (10.5.1.2.2.1): 「相手はノーマルコール
    # できない」 in force refuses it (1.3.3)
    refused = normal_call_refused(ctx, player, c, "10.5.1.2.2.1")
    if refused is not None:
        yield refused
        return
    # the cards of one call of 10.5.1.2.2 (the ``guard`` list of one play timing) are called at
    # once: a ban 「N枚以上同時にコールしない限り」 reads how many
    ban = guard_call_banned(
        ctx, player, c, int(p.get("at_once") or 1), tuple(p.get("together") or ())
    )
    if ban is not None:
        text, why, step = ban
        yield Reject(
            f"{c.label} を(G)にコールできません（効果により禁止：{text}）",
            f"{c.label} cannot be called to (G): an effect prohibits it ({text})",
            why,
            (step,) if step is not None else (),
        )
        return
    if ctx.prohibition(player, "superior_call") is not None:
        # 「スペリオルコールできない」 in force: it bars the calls that are no normal call
        # (6.2.2.2), and this one is a normal call (10.5.1.2.2.1) — the clauses read to
        # conclude the prohibition does not reach it
        yield Mark(
            clauses=("10.5.1.2.2.1", "6.2.2.2"),
            touches=(uid,),
            ja=f"{c.label} のガードのコールはノーマルコールで、スペリオルコールの禁止は及ばない",
            en=f"{c.label}'s guard call is a normal call: the superior-call ban does not reach it",
        )
    attacked = [t for t in battle.get("attacked", []) if ctx.card(t) is not None]
    s = yield Move(
        uid=uid,
        player=player,
        zone=circle("guardian"),
        orientation="rest",
        face_up=True,
        clauses=("10.5.1.2.2", "10.5.1.2.2.1", "10.5.1.2.2.2", "6.2.3.3.1", "4.9.2.4.1")
        # a call puts the unit on the circle named (6.2.1); a protect is called there as if it
        # were a unit, and is one there (15.3.5, 15.3.4.1)
        + ("6.2.1",)
        + (("15.3.5", "15.3.4.1") if c.type == "protect" else ()),
        tag="called",
        data=attack_act(ctx, battle["attacker"]) if battle.get("attacker") else {},
        ja=f"{player} は手札の {c.label} をガーディアンサークルにコールする（シールド{c.extra.get('shield', 0)}）",
        en=f"{player} calls {c.label} from hand to the guardian circle (shield {c.extra.get('shield', 0)})",
    )
    target, cl = yield from guarded(ctx, player, attacked, p.get("guards"), c.label)
    if target is not None:
        nth = yield from guard_nth(ctx, p.get("action"))
        yield SetCard(
            uid=uid,
            changes={"guards": target},
            caused_by=(s,),
            data={"guard_nth": nth},
            clauses=("10.4.1.10", *cl, "6.2.4", "6.2.4.1", *shieldless(c)),
            ja=f"{c.label} は {label(ctx, target)} をガードする（シールドの値だけパワーが増える）",
            en=f"{c.label} guards {label(ctx, target)} (its power goes up by the shield)",
        )


G_GUARD = ("10.5.1.2.3", "14.16.2")


def g_guard(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """10.5.1.2.3 (14.16.2): the defending fighter, when both vanguards are grade 3 or more, at
    most three cards with a G guardian skill are face up in its G zone and one in it is face
    down, turns such a face-down card face up, pays the cost its G guardian skill names and
    superior calls it face up to the guardian circle (rest), where it guards (10.4.1.10)."""
    from ruling.games._vg.common import grade
    from ruling.games._vg.continuous import g_guardian_skill
    from ruling.games._vg.costs import pay_cost, payable_now
    from ruling.games._vg.selectors import Rt

    st = ctx.state
    battle = st.vars.get("battle") or {}
    player = p.get("player") or st.opponent(st.turn.player)
    uid = find_card(ctx, p["card"], player, ("g_zone",))
    c = ctx.card(uid) if uid else None
    if c is None or ctx.where(c.uid) != (player, "g_zone") or c.face_up:
        yield Reject(
            f"{player} のGゾーンに裏向きの {p['card']} がありません",
            f"there is no face-down {p['card']} in {player}'s G zone",
            G_GUARD,
        )
        return
    if st.turn.step != "guard" or player != battle.get("defender"):
        yield Reject(
            "Gガーディアンは、ガードステップに防御指定ファイターがコールします",
            "a G guardian is called by the defending fighter in the guard step",
            G_GUARD,
        )
        return
    ab = g_guardian_skill(ctx, c.uid)
    if ab is None:
        yield Reject(
            f"{c.label} はGガーディアンを持たないため、この方法ではコールできません",
            f"{c.label} has no G guardian skill: it cannot be called this way",
            G_GUARD,
        )
        return
    if ab.program is None:
        yield Reject(
            f"未対応の能力（{c.label}）: {ab.text} — このルーリングはこの能力を実行できません",
            f"unsupported ability ({c.label}): {ab.text} — this ruling cannot run it",
            unsupported=True,
        )
        return
    vans = [u for pl in (player, st.opponent(player)) for u in ctx.zone(pl, "field.vanguard")]
    low = [u for u in vans if (grade(u) or 0) < 3]
    if len(vans) < 2 or low:
        yield Reject(
            "お互いのヴァンガードがグレード3以上でないため、Gガーディアンはコールできません",
            "the vanguards are not both grade 3 or more: no G guardian can be called",
            ("10.5.1.2.3",),
        )
        return
    up = [
        u.uid
        for u in ctx.zone(player, "g_zone")
        if u.face_up and g_guardian_skill(ctx, u.uid) is not None
    ]
    if len(up) > 3:
        yield Reject(
            f"Gゾーンに表向きのGガーディアンを持つカードが{len(up)}枚あり、3枚以下でないため、コールできません",
            f"{len(up)} cards with a G guardian skill are face up in the G zone, more than 3: no call",
            ("10.5.1.2.3",),
        )
        return
    rt = Rt(ctx, player, c.uid, ab.program, ab.text)
    why = yield from payable_now(rt, ab.program.cost)
    if why is not None:
        yield Reject(
            f"Gガーディアンのコストを支払えないため、{c.label} はコールできません（{why}）",
            f"the G guardian cost cannot be paid: {c.label} is not called ({why})",
            G_GUARD + ("11.7.1",),
        )
        return
    turned = yield SetCard(
        uid=c.uid,
        changes={"face_up": True},
        clauses=G_GUARD,
        ja=f"{player} はGゾーンの裏向きの {c.label} を表向きにする",
        en=f"{player} turns {c.label} in the G zone face up",
    )
    rt.why += (turned,)
    paid = yield from pay_cost(rt, ab.program.cost, optional=False)
    if not paid:
        return
    attacked = [t for t in battle.get("attacked", []) if ctx.card(t) is not None]
    s = yield Move(
        uid=c.uid,
        player=player,
        zone=circle("guardian"),
        orientation="rest",
        face_up=True,
        caused_by=rt.why,
        clauses=G_GUARD + ("6.2.1", "4.9.2.4.1"),
        tag="called",
        data=attack_act(ctx, battle["attacker"]) if battle.get("attacker") else {},
        ja=f"{player} は {c.label} をガーディアンサークルにスペリオルコールする（シールド{c.extra.get('shield', 0)}）",
        en=f"{player} superior calls {c.label} to the guardian circle (shield {c.extra.get('shield', 0)})",
    )
    target, cl = yield from guarded(ctx, player, attacked, p.get("guards"), c.label)
    if target is not None:
        yield SetCard(
            uid=c.uid,
            changes={"guards": target},
            caused_by=(s,),
            clauses=("10.4.1.10", *cl, "6.2.4", "6.2.4.1", *shieldless(c)),
            ja=f"{c.label} は {label(ctx, target)} をガードする（シールドの値だけパワーが増える）",
            en=f"{c.label} guards {label(ctx, target)} (its power goes up by the shield)",
        )


def guard_nth(ctx: Ctx, action: Any) -> Generator[Any, Any, int]:
    """How many guardians of the defender's guard action ``action`` (one call of one or more
    hand cards, 10.5.1.2.2; one intercept of one or more rear-guards, 10.5.1.2.4; None: an
    action of its own) have begun to guard before this one: 0 for the first. A 「ガードした時」
    trigger on a later one rests on the audit's ``guard_trigger_per_guardian`` (_vg/autos)."""
    was = ctx.state.vars.get("vg.guard_action")
    nth = int(was[1]) if action is not None and was and was[0] == action else 0
    yield SetVar(key="vg.guard_action", value=[action, nth + 1] if action is not None else None)
    return nth


def guarded(
    ctx: Ctx, player: str, attacked: list[str], ref: Any, what: str
) -> Proc:  # returns (the attacked unit it guards, clauses)
    """10.4.1.10: a guardian put on the guardian circle guards one attacked unit its fighter
    chooses (``guards``, else ``at: guard_target``); the only one when one is attacked
    (10.4.1.10.1)."""
    if not attacked:
        return None, ()
    if len(attacked) == 1:
        return attacked[0], ("10.4.1.10.1",)
    if ref is not None:
        uid = find_card(ctx, ref, player)
        if uid in attacked:
            return uid, ()
    pick = yield Choose(
        player,
        "guard_target",
        f"{what} がガードするアタックされているユニット",
        f"the attacked unit {what} guards",
        tuple(card_option(ctx.card(t), ctx=ctx) for t in attacked if ctx.card(t) is not None),  # type: ignore[arg-type]
        ("10.4.1.10",),
    )
    return pick, ()


def _from_back(ctx: Ctx, at: str, uid: str) -> bool:
    """A back-row rear-guard a continuous ability lets intercept (「後列からでもインターセプト
    できる」)."""
    from ruling.games._vg.abilities import intercept_from_back

    return at in ("left_back", "center_back", "right_back") and bool(intercept_from_back(ctx, uid))


def intercept(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """10.5.1.2.4, 14.4.2; a dominated rear-guard cannot intercept (7.39.6)."""
    from ruling.games._vg.dominate import dominator

    st = ctx.state
    battle = st.vars.get("battle") or {}
    player = p.get("player") or st.opponent(st.turn.player)
    if p.get("circle") is None:
        # the unit named instead of its circle (`card:`): the circle it is on
        uid = find_card(ctx, p.get("card"), player)
        where = ctx.where(uid) if uid is not None else None
        if where is None or where[0] != player or not where[1].startswith("field."):
            yield Reject(
                f"{player} のサークルに {p.get('card')} がいません",
                f"{p.get('card')} is not on a circle of {player}",
                ("10.5.1.2.4",) + ctx.principle("impossible"),
            )
            return
        p = {**p, "circle": where[1]}
    at = str(p["circle"]).removeprefix("field.")
    u = unit_at(ctx, player, at)
    from ruling.games._vg.abilities import banned as unit_banned

    why = None
    banned: list[Any] = []
    unit_ban = False
    lost: tuple[str, ...] = ()
    if u is None:
        why = ("ユニットがいない", "no unit there")
    elif dominator(ctx, u.uid) is not None:
        # whoever would intercept with it: the original master is no longer its master
        # (7.39.1.1.1), and no dominated rear-guard intercepts (7.39.6)
        why = (
            "支配状態のリアガードはインターセプトできない",
            "a dominated rear-guard cannot intercept",
        )
        lost = ("7.39.6", "7.39.1.1.1")
    elif at == "vanguard" or at not in FRONT and not _from_back(ctx, at, u.uid):
        why = ("前列のリアガードではない", "not a front-row rear-guard")
    elif "intercept" not in skills(ctx, u):
        why = ("インターセプトを持たない", "it has no intercept")
        from ruling.games._vg.abilities import lost_skill_clauses

        lost = lost_skill_clauses(ctx, u.uid, "intercept")  # 『インターセプト』を失う (7.14.2)
    elif banned := [
        e for e in st.effects if e.target == player and e.stat == "intercept" and e.op == "prohibit"
    ]:
        why = ("効果によりインターセプトできない", "an effect says it cannot intercept")
    elif (ban := unit_banned(ctx, u.uid, "intercept")) is not None:
        # 「このユニットはインターセプトできない」: the unit itself prohibited (1.3.3)
        why = (f"効果によりインターセプトできない（{ban}）", f"an effect says it cannot ({ban})")
        unit_ban = True
    elif u.uid in battle.get("attacked", []):
        why = ("このバトルでアタックされている", "it is attacked in this battle")
    elif st.turn.step != "guard" or player != battle.get("defender"):
        why = (
            "ガードステップの防御指定ファイターではない",
            "not the defending fighter's guard step",
        )
    if why is None and st.turn.phase != "battle":
        # an attack an effect makes outside the battle phase (7.36.1): the guard step's 10.5.1.2.4
        # allows the intercept, 14.4.2 names 「相手のバトルフェイズのガードステップ」 — the audit's
        # intercept_outside_battle_phase, both readings run
        if (
            yield unsettled.choose(
                player,
                "vg",
                "intercept_outside_battle_phase",
                {"guard_step": False, "battle_phase_only": True},
            )
        ):
            why = ("バトルフェイズではない（14.4.2）", "not the battle phase (14.4.2)")
    if why is not None:
        yield Reject(
            f"{CIRCLE_JA.get(at, at)}のユニットはインターセプトできません（{why[0]}）",
            f"the unit on {at} cannot intercept ({why[1]})",
            ("10.5.1.2.4", "14.4.2") + (("1.3.3",) if banned or unit_ban else ()) + lost,
            tuple(i for e in banned if (i := ctx.step_of(f"effect:{e.id}")) is not None),
        )
        return
    assert u is not None
    attacked = [t for t in battle.get("attacked", []) if ctx.card(t) is not None]
    from ruling.games._vg import buddy

    allowed_by: tuple[int, ...] = ()
    if at not in FRONT:
        from ruling.games._vg.abilities import intercept_from_back

        back_ok = yield Mark(
            clauses=("1.3.1", "14.4.2"),
            ja=f"{u.label} は後列にいるが、『{intercept_from_back(ctx, u.uid)}』によりインターセプトできる",
            en=f"{u.label} is in the back row, but {intercept_from_back(ctx, u.uid)!r} lets it intercept",
        )
        allowed_by = (back_ok,)

    soul = buddy.soul_of(ctx, u.uid)
    from ruling.games._vg.dress import origins

    # what goes with a unit moved from circle to circle: its dress origins (6.7.5)
    dressed = origins(ctx, u.uid)
    s = yield Move(
        uid=u.uid,
        player=player,
        zone=circle("guardian"),
        orientation="rest",
        clauses=("10.5.1.2.4", "14.4.1", "14.4.2", "7.34.1.1")
        # from a circle an accel gift added: a front-row rear-guard circle (16.3.1.5.1.1)
        + (("16.3.1.5.1", "16.3.1.5.1.1") if at in ACCEL else ()),
        caused_by=allowed_by,  # from the back row: by the card's text (1.3.1)
        # a prohibition of intercepting that an ability did not make (its requirement unmet,
        # its cost declined: ``skipped_reach``) is a reason it is allowed
        watch=(f"prohibit:{player}:intercept",),
        tag="intercepted",
        # 「インターセプトで(G)に登場した時」: the move the intercept makes (14.4.1; autos._by_ok)
        data={"kind": "intercept"},
        ja=f"{u.label} がインターセプトし、レスト状態でガーディアンサークルに置かれる"
        + ("（レストしていてもインターセプトは有効）" if u.orientation == "rest" else ""),
        en=f"{u.label} intercepts: it is put rested on the guardian circle"
        + (" (intercept works even when rested)" if u.orientation == "rest" else ""),
    )
    from ruling.games._vg.specific import g_leaves

    if u.type == "g" and g_leaves(circle(at), circle("guardian")):
        # a G unit's move from its rear-guard circle to the guardian circle is a move between
        # zones (each circle is one, 4.9.1) that 4.4.2 does not spare: it is put at once face
        # up into the G zone (4.4.2.2, 4.9.5) and guards nothing
        yield Move(
            uid=u.uid,
            player=u.owner,
            zone="g_zone",
            face_up=True,
            clauses=("4.4.2", "4.4.2.2", "4.9.5", "4.9.1"),
            caused_by=(s,) if isinstance(s, int) else (),
            ja=f"G ユニット {u.label} はただちに G ゾーンに表向きで置かれる",
            en=f"the G unit {u.label} goes at once face up to the G zone",
        )
        return
    yield from buddy.follow(ctx, soul, player, circle("guardian"), s)
    # its dress origins move with it (6.7.5); its gauge and the markers on it stay its own
    # (4.15.3.2, 15.8.4.3) — as any move from circle to circle (specific.move_card)
    from ruling.games._vg.dress import follow
    from ruling.games._vg.markers import unit_moved
    from ruling.games._vg.specific import gauge_follows

    yield from follow(ctx, dressed, player, circle("guardian"), s)
    yield from gauge_follows(ctx, u.uid, (player, circle(at)), circle("guardian"), s)
    yield from unit_moved(ctx, u.uid, circle("guardian"), s, (player, circle(at)))
    yield from _move_read_as_call(ctx, player, s)
    target, cl = yield from guarded(ctx, player, attacked, p.get("guards"), u.label)
    if target is not None:
        # an intercepting unit is put on the guardian circle (10.5.1.2.4) and so guards, as any
        # unit put there (10.4.1.10 「これ以降、ガーディアンサークルに防御指定ファイターがマスター
        # であるユニットが置かれる場合、…そのガーディアンはその選択したユニットをガードします」):
        # settled by the text, a 「ガードした時」 trigger reads it (round 54, s51pts, issue 14)
        nth = yield from guard_nth(ctx, p.get("action"))
        yield SetCard(
            uid=u.uid,
            changes={"guards": target},
            caused_by=(s,),
            data={"guard_nth": nth},
            clauses=("10.4.1.10", *cl, "6.2.4.1", *shieldless(u)),
            ja=f"{u.label} は {label(ctx, target)} をガードする",
            en=f"{u.label} guards {label(ctx, target)}",
        )


def attack_by_effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.36: '(unit A) attacks (unit B)' in a text. ``attacker``: the units named as unit A
    (cards or circles), ``target``: unit B; ``player``: the effect's master, the attacking
    fighter (7.36.1.2.1). Once the effect is over, the check timing the rules call for runs
    (7.36.1); then one standing unit A not prohibited from attacking attacks unit B through the
    attack process (10.2.1) without a boost (7.36.1.2); if unit A stood during that process the
    action ends, otherwise it goes back to 7.36.1.1 (7.36.1.3). Whether unit A stood during the
    process is read from its orientation when the process is over (it rests to attack, 10.4.1.5,
    so it is standing then only if something stood it). A dominated unit A is refused (not
    built, ``_no_dominated_in_battle``)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    refs = p.get("attacker") or ["vanguard"]
    refs = refs if isinstance(refs, list) else [refs]
    named = [u for u in (find_card(ctx, r, player) for r in refs) if u is not None]
    _no_dominated_in_battle(ctx, *named)
    tgt_ref = p.get("target") or f"{st.opponent(player)}.vanguard"
    if st.vars.get("battle"):
        m = yield Mark(
            clauses=("7.36.2",),
            ja="バトル中の「アタックする」指示は、進行中のバトルが終了した後に処理する",
            en="an 'attack' instruction during a battle is carried out after that battle ends",
        )
        queued = list(st.vars.get("attack_after_battle") or [])
        fixed = {**p, "player": player, "attacker": refs, "target": tgt_ref}
        yield SetVar(key="attack_after_battle", value=[*queued, (fixed, m)])
        return
    yield CheckTiming(("7.36.1",))
    if st.turn.number == 1 and st.turn.first_player == player:
        # the first player's first turn: 10.3.2's 「アタックすることができません」 is written in
        # the start step an effect's attack does not go through — the audit's
        # effect_attack_first_turn, both readings run
        if (
            yield unsettled.choose(
                player,
                "vg",
                "effect_attack_first_turn",
                {"start_step_only": False, "any_attack": True},
            )
        ):
            yield Reject(
                "先攻の第1ターンはアタックすることができません（10.3.2 をアタック全般の禁止と読む）",
                "the first player's first turn: no attack (10.3.2 read as barring any attack)",
                ("10.3.2", "7.36.1"),
            )
            return
    back: tuple[int, ...] = ()
    opp_damage = (f"{st.opponent(player)}.damage",)
    step_only: dict[str, Any] = {}  # a unit with 拘束 / 盟主: the reading taken for it
    while True:
        tgt = find_card(ctx, tgt_ref, st.opponent(player))
        tw = where_circle(ctx, tgt) if tgt else None
        ready = []
        kept: tuple[str, ...] = ()  # the clauses of the prohibitions that kept a unit out
        for u in named:
            c, w = ctx.card(u), where_circle(ctx, u)
            from ruling.games._vg.restrictions import attack_step_only_ban, banned_why

            ban = banned_why(ctx, u, "attack")
            no = ban is not None
            only = attack_step_only_ban(ctx, u) if no else None
            if only is not None and u not in step_only:
                # 拘束 / 盟主 forbid the choice of the attacking unit at the attack step (14.6.2,
                # 14.9.2); is a unit an effect designates (7.36.1.1, no attack step's choice,
                # 10.4.1.3) forbidden to attack too? (the audit's keyword_attack_by_effect)
                step_only[u] = yield unsettled.choose(
                    player,
                    "vg",
                    "keyword_attack_by_effect",
                    {"forbidden": False, "selection_only": True},
                )
            if only is not None and step_only.get(u):
                no = False
            elif ban is not None:
                kept += ban[1]
            if c is not None and w is not None and w[0] == player and w[1] in FRONT:
                if c.orientation == "stand" and not no:
                    ready.append(u)
        if not ready or tw is None or tw[1] not in FRONT:
            ja = "アタックするユニットとアタックされるユニットの組み合わせを指定できないため、アタックする特定行動を終了します"
            en = "no standing unit A and unit B can be designated: the 'attack' action ends"
            if back:  # the normal end after the named units have attacked
                yield Mark(clauses=("7.36.1.1",), caused_by=back, touches=opp_damage, ja=ja, en=en)
            else:
                yield Reject(ja, en, ("7.36.1.1", *dict.fromkeys(kept)))
            return
        uid = ready[0]
        if len(ready) > 1:
            # 7.36.3: the units are all the attacking fighter's (they attack for ``player``), so
            # the fighter who picks which of them attacks first is ``player``
            uid = yield Choose(
                player,
                "attacker",
                "指定アタックユニットにするユニット",
                "the unit that attacks",
                tuple(card_option(ctx.card(u), ctx=ctx) for u in ready if ctx.card(u)),
                ("7.36.1.1", "7.36.3"),
            )
        w = where_circle(ctx, uid)
        assert w is not None
        picked = yield Mark(
            clauses=("7.36.1.1", "7.36.1.2", "7.36.1.2.1", "10.2.1"),
            caused_by=back,
            ja=f"{label(ctx, uid)} を指定アタックユニット、{label(ctx, tgt)} を指定被アタックユニットとしてアタック処理を行う（{player} が攻撃指定ファイター）",
            en=f"{label(ctx, uid)} attacks {label(ctx, tgt)} through the attack process ({player} is the attacking fighter)",
        )
        yield from attack_process(
            ctx, {**p, "target": tw[1]}, player, uid, w[1], by_effect=True, cause=(picked,)
        )
        if st.result is not None:
            return
        c = ctx.card(uid)
        others = [u for u in named if u != uid]
        if c is not None and c.orientation == "stand" and others:
            # several units told to attack, and the one that attacked stood in the attack
            # process: 7.36.1.3 ends the action (「ユニット A」 the units named together), or
            # 7.36.3 makes it each unit's own instruction and ends only that unit's — the
            # audit's attack_action_several_units_one_stood, both readings run
            each = yield from unsettled.holds(
                player, "vg", "attack_action_several_units_one_stood", "each_unit"
            )
            if each:
                b = yield Mark(
                    clauses=("7.36.1.3", "7.36.3"),
                    caused_by=(picked,),
                    touches=opp_damage,
                    ja=f"{c.label} はアタック処理中にスタンドしたので、{c.label} によるアタックする指示を終了し、残りのユニットの指示を実行します",
                    en=f"{c.label} stood during the attack process: its own 'attack' instruction "
                    "ends, and the other units' are carried out",
                )
                named = others
                back = (b,)
                continue
        if c is not None and c.orientation == "stand":
            yield Mark(
                clauses=("7.36.1.3",),
                caused_by=(picked,),
                touches=opp_damage,
                ja=f"{c.label} はアタック処理中にスタンドしたので、アタックする特定行動を終了します",
                en=f"{c.label} stood during the attack process: the 'attack' action ends",
            )
            return
        b = yield Mark(
            clauses=("7.36.1.3",),
            caused_by=(picked,),
            touches=opp_damage,
            ja=f"{label(ctx, uid)} はアタック処理中にスタンドしていないので、7.36.1.1 に戻る",
            en=f"{label(ctx, uid)} did not stand during the attack process: back to 7.36.1.1",
        )
        back = (b,)


def unmet_deciding(ctx: Ctx, attacker: str, attacked: str, hit: bool) -> tuple[str, ...]:
    """The continuous ± power changes on the two units whose condition is not met (read at
    11.11.1.7, not applied) that would have turned the comparison of 10.7.1.2 the other way:
    the unmet condition decides the hit, so the clauses read to conclude no change is in force
    are reasons of it. A change that would not have turned it is left out."""
    from ruling.games._vg.continuous import unmet_mods

    mods = unmet_mods(ctx, [attacker, attacked], "power")
    if not mods:
        return ()
    pa = power(ctx, attacker) + sum(a for u, a, _ in mods if u == attacker)
    pd = power(ctx, attacked) + sum(a for u, a, _ in mods if u == attacked)
    if (pa >= pd) == hit:
        return ()
    return tuple(dict.fromkeys(x for _u, _a, cl in mods for x in cl))


CALLED_READING = "move_between_circles_called"


def _move_read_as_call(ctx: Ctx, player: str, step: int) -> Proc:
    """A unit moved from a circle onto the guardian circle (an intercept): whether it counts as
    called (6.2.1.2 「原則として…‘コールされた’ものとして扱います」, against 4.1.8 / 7.34.1.1: a
    move between circles, 「テキストにおける移動」) is the audit's move_between_circles_called.
    Asked here, both readings run, when a working ability of ``player``'s counts this turn's
    calls (結束 14.21.3, 「このターンに…コールされているなら」) and the reading is not yet taken;
    the count reads the reading taken (``selectors.happenings``)."""
    from ruling.games._vg.continuous import _working

    if ctx.state.vars.get(f"reading.{CALLED_READING}") is not None:
        return
    from ruling.games._vg.selectors import cond_clauses

    counting = [
        ab.program
        for c, ab, _rt in _working(ctx)
        if c.owner == player and _counts_calls(ab.program.valid or ab.program.cond)
    ]
    if not counting:
        return
    # the clauses through which the count reaches the point (結束's own, 14.21.3)
    more = tuple(x for prog in counting for x in cond_clauses(prog.valid or prog.cond, prog.kind))
    taken = yield unsettled.choose(
        player, "vg", CALLED_READING, {"moved": "moved", "called": "called"}, more
    )
    yield SetVar(key=f"reading.{CALLED_READING}", value=taken, caused_by=(step,))


def _counts_calls(cond: Any) -> bool:
    if cond is None:
        return False
    if cond.what == "history" and cond.event is not None and cond.event.event == "called":
        return True
    return any(_counts_calls(x) for x in cond.parts)


def _guard_all_prohibited(ctx: Ctx, player: str) -> list[int | None]:
    """10.5.1.2.1.1 「コールもインターセプトもブリッツオーダーのプレイも禁止されている場合」: the steps
    of the prohibitions in force on ``player`` of every call, every intercept and every order
    play (one each, not limited to some cards); [] when one of them is not prohibited."""
    from ruling.state import CardFilter

    in_force = ctx.game.prohibitions(ctx) if ctx.game.prohibitions is not None else []
    steps: list[int | None] = []
    for verb in ("call", "intercept", "play_order"):
        found = [
            e
            for e in (*ctx.state.effects, *in_force)
            if e.op == "prohibit"
            and e.stat == verb
            and e.target == player
            and not isinstance(e.value, CardFilter)
        ]
        if not found:
            return []
        steps.append(ctx.prohibited_step(found[-1]))
    return steps


# 10.7.1.8: an effect 「このバトルにおいて『ヒットした時』の効果をも、ヒットしていなくても発動する」 — a
# scenario gives it as ``{target: <the attacking unit or its fighter>, stat: hit_even_if_not, op:
# set, value: "yes"}``
HIT_EVEN_IF_NOT = "hit_even_if_not"


def hit_even_if_not_effects(ctx: Ctx, player: str, uid: str) -> list[Any]:
    """The effects in force that make the hit abilities of this battle work even without a hit
    (10.7.1.8): on the attacking unit ``uid`` or on its fighter ``player``."""
    return [
        e
        for e in ctx.state.effects
        if e.stat == HIT_EVEN_IF_NOT and e.target in (uid, player) and e.value not in (False, "no")
    ]


def hit_even_if_not_abilities(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The cards whose valid continuous ability 「（ユニット）の『ヒットした時』の能力は、ヒットして
    いなくても発動する」 (``Op("hit_even_if_not")``, 11.1.1.3) reaches the attacking unit ``uid``
    now (10.7.1.8)."""
    from ruling.games._vg.continuous import _continuous
    from ruling.games._vg.selectors import holds, resolve_sel

    return tuple(
        c.uid
        for c, ab, rt in _continuous(ctx, frozenset({HIT_EVEN_IF_NOT}))
        if any(
            op.verb == HIT_EVEN_IF_NOT
            and op.target is not None
            and holds(rt, op.cond)
            and uid in resolve_sel(rt, op.target)
            for op in ab.program.steps
        )
    )


def _hit_even_if_not(
    ctx: Ctx, player: str, uid: str, about: dict[str, Any], hit_event: bool
) -> Generator[Any, Any, None]:
    """10.7.1.8: with such an effect in force, every valid automatic ability triggered by the
    attacking unit's hit event (10.7.1.6) becomes pending once at this point — a hit event made
    here. When the battle hit, the abilities already became pending at 10.7.1.6: does 10.7.1.8
    (no condition on the battle not hitting) make them pending once more, or does the effect
    only extend them to a battle that did not hit? Both readings run
    (hit_ability_without_hit_on_a_hit), the engine's (once) first."""
    found = hit_even_if_not_effects(ctx, player, uid)
    abilities = hit_even_if_not_abilities(ctx, uid)
    if not found and not abilities:
        return
    if hit_event:
        again = yield unsettled.choose(
            player, "vg", "hit_ability_without_hit_on_a_hit", {"once": False, "twice": True}
        )
        if not again:
            return
    label_ = label(ctx, uid)
    yield Mark(
        # a continuous ability makes the effect while it is valid (11.1.1.3); in a battle that
        # did not hit (10.7.1.7: no hit event at 10.7.1.6) the abilities are pending only by this
        clauses=(
            "10.7.1.8",
            *(("11.1.1.3",) if abilities else ()),
            *(() if hit_event else ("10.7.1.7",)),
        ),
        tag="hit",
        data={**about, "by_rule": "10.7.1.8"},
        watch=(*(f"effect:{e.id}" for e in found), *abilities),
        ja=f"「ヒットしていなくても発動する」効果により、{label_} のヒットした時の自動能力が1回待機状態になる",
        en=f"an effect makes {label_}'s hit abilities work even without a hit: each becomes "
        "pending once",
    )
