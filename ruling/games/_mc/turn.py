"""The turn (chapter 7): the first hand adjustment phase, the main phase, the summon phase, the
second hand adjustment phase and the end declaration phase; the deck-out judgement at the end
of a turn (1.2.3, 1.2.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.choosing import choose_card
from ruling.core import Ctx, ScenarioInputError
from ruling.games._mc.common import (
    AREAS,
    HAND_LIMIT,
    Proc,
    abilities_lost,
    all_units,
    become_unacted,
    carry_damage,
    players,
    resisted_lapsing,
    value_changes_lost,
    zid,
)
from ruling.games._mc.outcome import (
    decks_out,
    note_act,
    repetition_judgement,
    start_turn,
    victory_judgement,
)
from ruling.pregame import deck_listed
from ruling.rules import (
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Lose,
    Mark,
    Option,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Warn,
)
from ruling.values import count_not_given, unknown_card


def _first_turn(ctx: Ctx) -> bool:
    st = ctx.state
    return st.turn.number == 1 and st.turn.first_player in (None, st.turn.player)


def _second_players_first_turn(ctx: Ctx) -> bool:
    """The second player's first turn (turn 2, or turn 1 of a player who is not the first
    player): 7.2.8 / 7.3.7 take away a phase of the first player's first turn only — read to
    conclude the phase is there."""
    st = ctx.state
    fp = st.turn.first_player
    return st.turn.number == 2 or (st.turn.number == 1 and fp is not None and fp != st.turn.player)


def _main_effects_to_turn_end(ctx: Ctx) -> Proc:
    """The grants and changes a [メイン] ability brought about in this main phase, still in force
    at its end: lost with the phase (7.3.6, 10.14.6: 「非戦闘時に「付与」された効果は、「付与」
    されたフェイズの終了時まで持続します」, the engine's reading), or kept to the end
    declaration phase, where 7.6.3 says 「そのターンに発揮された[メイン]の効果」 are lost — a
    reading (mc.main_effect_lasts); raised only when there is such an effect."""
    st = ctx.state
    ids = set(st.vars.get("mc.main_effects") or ())
    if not ids:
        return
    yield SetVar(key="mc.main_effects", value=None)
    kept = [e for e in st.effects if e.id in ids and e.until == "phase"]
    if not kept:
        return
    # a value increased / decreased (「防御力:+2」) lasts as 4.6.9 says a 数値の増減 does: the
    # clause through which such an effect reaches the point
    values = ("4.6.9",) if any(e.stat in ("attack", "defense", "level") for e in kept) else ()
    phase_end = yield unsettled.choose(
        st.turn.player,
        "mc",
        "main_effect_lasts",
        {"phase_end": True, "turn_end": False},
        values,
    )
    if phase_end:
        return
    for e in kept:
        yield AddEffect(
            target=e.target,
            stat=e.stat,
            op=e.op,
            value=e.value,
            until="main_turn",
            source=e.source,
            clauses=("7.6.3",),
            ja=f"{e.source} の[メイン]の効果は終了宣言フェイズまで続く（7.6.3）",
            en=f"{e.source}'s [メイン] effect lasts to the end declaration phase (7.6.3)",
        )


# the phases a situation may start in whose end is a check step and the effects lost (the hand
# adjustment phases end with replenishing, the end declaration phase with the next turn)
_PLAIN_ENDS = {
    "main": ("7.3.6", "メインフェイズ", "main phase"),
    "summon": ("7.4.7", "普通召喚フェイズ", "summon phase"),
}


def _limit_grants_ended(ctx: Ctx, player: str) -> Proc:
    """A "no" has its reasons: a hand limit granted earlier (「手札上限枚数:±n枚」) no longer in
    force — it lasted to the end of its phase or battle (10.14.6) — and the limit is the rule's
    again (5.1.4.7)."""
    if any(
        e.op == "param" and e.stat == "hand_limit" and e.target == player for e in ctx.state.effects
    ):
        return
    grants = [
        step
        for step, _seq, ev in ctx.events(0)
        if isinstance(ev, AddEffect) and ev.stat == "hand_limit" and ev.target == player
    ]
    if grants:
        # the end of the phase (battle) that took the grant away: its clause is read too (7.3.6
        # for the main phase, 7.4.7 for the summon phase…)
        ends = [
            (step, ev.clauses[0])
            for step, _seq, ev in ctx.events(0)
            if isinstance(ev, EndEffects) and ev.clauses and step > min(grants)
        ]
        yield Mark(
            clauses=("10.14.6", "5.1.4.7", *dict.fromkeys(c for _s, c in ends)),
            ja=f"{player} に付与された手札上限枚数の変更は、付与されたフェイズ（戦闘）の終了時に"
            f"終わっている: 手札上限枚数は{HAND_LIMIT}枚",
            en=f"the hand limit granted to {player} ended with the phase (battle) it was granted "
            f"in: the limit is {HAND_LIMIT}",
            caused_by=tuple(dict.fromkeys([*grants, *(st for st, _c in ends)])),
            touches=(f"{player}.hand", f"{player}.deck"),
        )


def _standing_hand_limit(ctx: Ctx, player: str) -> Generator[Any, Any, tuple[int, list[str]]]:
    """``player``'s hand limit before effects: 6 (5.1.4.7), or n by a ○ ability without a
    timing 「自軍/敵軍の手札上限枚数はn枚になる」 of a unit on the battlefield (in force while it is
    there, 14.5.4.2; one whose abilities are lost does nothing, 10.15.2.1). With the labels of
    the units that set it. Several setting different numbers: the text orders none of them —
    the point mc hand_limit_set_twice, both readings run (``unsettled.several_set``)."""
    if not ctx.state.vars.get(OFF_FIELD_UNTIMED) and (
        _hand_limit_sets(ctx, player, off_field=True)
        or _hand_limit_sets(ctx, player, changes=True, off_field=True)
    ):
        # a card off the battlefield (its owner's discard pile, hand …) holds an untimed ○
        # ability on this limit: 10.9.11 makes an untimed ability work 「場にカードが存在する
        # 限り」 (「場」: the players and every zone, 5.1), 14.5.1 / 14.5.4.2 a ○ ability while on
        # the battlefield (the point untimed_ability_off_battlefield, both readings run)
        every = yield unsettled.choose(
            ctx.state.turn.player,
            "mc",
            "untimed_ability_off_battlefield",
            {"battlefield": False, "every_zone": True},
        )
        if every:
            yield SetVar(key=OFF_FIELD_UNTIMED, value=True)
    sets = _hand_limit_sets(ctx, player)
    # 「手札上限枚数:±n枚」 given to the player by a ○ ability in force: the limit changes by n
    # (10.14.5), on the number set or 6
    deltas = _hand_limit_sets(ctx, player, changes=True)
    plus = sum(n for n, _l in deltas)
    if not sets:
        return HAND_LIMIT + plus, [lb for _n, lb in deltas]
    value = yield from unsettled.several_set(
        ctx.state.turn.player, "mc", "hand_limit_set_twice", [n for n, _l in sets]
    )
    return int(value if value is not None else HAND_LIMIT) + plus, [
        *(lb for n, lb in sets if n == value),
        *(lb for _n, lb in deltas),
    ]


def _hand_kept_over_limit(ctx: Ctx, player: str) -> Proc:
    """The turn ends with ``player``'s hand over its limit (cards added after the hand
    adjustment phase): the limit is what the hand may hold at the end of that phase (5.1.4.7),
    so nothing is discarded now — a "no" with its reason. Not said where ○ abilities set the
    limit (read, with its reading, by the phase itself)."""
    if _hand_limit_sets(ctx, player):
        return
    limit = HAND_LIMIT + sum(n for n, _l in _hand_limit_sets(ctx, player, changes=True))
    hand = ctx.zone(player, "hand")
    if len(hand) > limit:
        yield Mark(
            clauses=("5.1.4.7",),
            ja=f"{player} の手札は{len(hand)}枚で手札上限枚数（{limit}枚）を超えているが、上限は手札調整"
            "フェイズの終了時に保持できる枚数: いま破棄はしない",
            en=f"{player}'s hand of {len(hand)} is over its limit ({limit}), but the limit is what the "
            "hand may hold at the end of the hand adjustment phase: nothing is discarded now",
            touches=(f"{player}.hand",),
        )


# var: the reading every_zone of untimed_ability_off_battlefield taken in this branch (an untimed
# ○ ability of a card off the battlefield is read as in force, 10.9.11's 「場」)
OFF_FIELD_UNTIMED = "mc.untimed_off_field"
# the zones of 「場」 (5.1) other than the battlefield, each player's
_OFF_FIELD = ("hand", "deck", "discard", "removed", "effect")


def _hand_limit_sets(
    ctx: Ctx, player: str, changes: bool = False, off_field: bool = False
) -> list[tuple[int, str]]:
    """The numbers the ○ abilities in force (without a timing: while their card is on the
    battlefield — a unit's, 14.5.4.2, or any card's there, a terrain's or an equipment's,
    10.9.11 「場にカードが存在する限り」) set ``player``'s hand limit to — or, ``changes``, change
    it by (「対象に「手札上限枚数:±n枚」を付与する」, 10.14.5) — with the cards' labels
    (``_standing_hand_limit``)."""
    from ruling.games._mc.cardtext import HandLimitSetStep, HandLimitStep, programs

    kind = HandLimitStep if changes else HandLimitSetStep
    out: list[tuple[int, str]] = []
    off = [c for p in players(ctx) for z in _OFF_FIELD for c in ctx.zone(p, z)]
    if off_field:
        # the cards off the battlefield only (``_standing_hand_limit`` asks whether they count)
        cards = off
    else:
        cards = [c for p in players(ctx) for a in AREAS for c in ctx.zone(p, zid(a))]
        if ctx.state.vars.get(OFF_FIELD_UNTIMED):
            cards += off
    for c in cards:
        if abilities_lost(ctx, c.uid) is not None:
            continue
        w = ctx.where(c.uid)
        for _i, prog in programs(c):
            if prog.kind != "continuous" or prog.timings:
                continue
            for x in prog.steps:
                if not isinstance(x, kind) or w is None:
                    continue
                if (w[0] == player) == (x.owner == "own"):
                    out.append((int(x.amount), c.label))
    return out


def _close_open_phase(ctx: Ctx, starting: str) -> Proc:
    """A phase that starts while the turn is still in an earlier one not yet ended (a situation
    given in the middle of the main phase, then the summon phase): that phase ends first, with
    its check step and the effects it loses (7.3.6, 7.4.7)."""
    st = ctx.state
    ph = st.turn.phase
    if ph == starting or ph not in _PLAIN_ENDS or st.turn.step is not None:
        return
    if st.vars.get("mc.phase_ended") == [st.turn.number, ph]:
        return
    clause, ja, en = _PLAIN_ENDS[ph]
    yield from _moment_end(ctx, (f"{ph}_end",))
    yield CheckTiming((clause,))
    if ph == "main":
        yield from _main_effects_to_turn_end(ctx)
    yield from _end_phase_effects(ctx, clause, ja, en)


def _dies_if_damage_kept(ctx: Ctx, c: Any) -> bool:
    """Whether ``c``'s damage reaches the defence it keeps once the phase's value changes end
    (4.6.9): only then does it matter whether damage outlasts the phase."""
    from ruling.games._mc.common import defense

    # with the damage a resistance ending now kept off (13.1.7.5)
    damage = int(c.states.get("damage") or 0) + resisted_lapsing(ctx, c, "phase")
    if not damage:
        return False
    ending = [e for e in ctx.state.effects_on(c.uid, "defense") if e.until == "phase"]
    if any(e.op == "set" for e in ending):
        return True
    return damage >= defense(ctx, c) - sum(int(e.value) for e in ending if e.op == "add")


def _end_phase_effects(ctx: Ctx, clause: str, name_ja: str, name_en: str) -> Proc:
    st = ctx.state
    yield SetVar(key="mc.phase_ended", value=[st.turn.number, st.turn.phase])
    hurt = [c for _a, c in all_units(ctx) if c.states.get("damage") or c.states.get("resisted")]
    # no clause removes damage: it stays on the unit (carried, ``processes.carried``: a later
    # death it decides says so). Open is only a unit whose damage reaches the defence it keeps
    # once the phase's changes end (4.6.9; 11.3.1.2.1 would then kill it); the engine's
    # reading there: that damage does not outlast the phase
    yield from carry_damage(ctx, [c for c in hurt if not _dies_if_damage_kept(ctx, c)])
    hurt = [c for c in hurt if _dies_if_damage_kept(ctx, c)]
    if hurt:
        # the damage matters because a 「耐性」 given for the phase ends with it (13.1.7.5, a
        # grant lasting to its phase's end, 10.14.6): the point is reached through them too
        lapsing = any(resisted_lapsing(ctx, c, "phase") for c in hurt)
        cleared = yield unsettled.choose(
            st.turn.player,
            "mc",
            "damage_outlasts_phase",
            {"cleared": True, "kept": False},
            more=("13.1.7.5", "10.14.6") if lapsing else (),
        )
        if not cleared:
            hurt = []
    for i, c in enumerate(hurt):
        yield SetCard(
            uid=c.uid,
            changes={"damage": None, "resisted": None, "resisted_x": None, "mixed_read": None},
            clauses=(clause, "4.6.9", "4.5.2"),
            ja=f"{c.label} のダメージは{name_ja}の終了とともに残らない",
            en=f"{c.label}'s damage does not outlast the {name_en}",
            note=None
            if i
            else (
                "ダメージを取り除く条項はない。非戦闘時の効果はフェイズの終了時に失われ（4.6.9）、4.5.2 は"
                "ダメージを与えられた時に死亡を判定するため、ダメージはフェイズを越えて残らないと読んだ",
                "no clause removes damage; as effects applied outside a battle end with the phase "
                "(4.6.9) and 4.5.2 judges death when damage is dealt, damage is read not to "
                "outlast the phase",
            ),
        )
    if any(e.until == "phase" for e in ctx.state.effects):
        yield EndEffects(
            until="phase",
            clauses=(
                clause,
                *value_changes_lost(ctx, "phase"),
                # a 「付与」 made outside a battle lasts to the end of the phase it was made in
                # (10.14.6): read to end it now
                *(
                    ("10.14.6",)
                    if any(e.until == "phase" and e.op == "grant" for e in ctx.state.effects)
                    else ()
                ),
            ),
            ja=f"{name_ja}の間に発揮された「～付与する」「～変更する」効果が失われる",
            en=f"the 「…付与する」/「…変更する」 effects of the {name_en} are lost",
        )


def _waits_for(ctx: Ctx, moment: str) -> bool:
    """Whether a ● ability of that 発揮時期 is on the battlefield (its card's text in force)."""
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.common import AREAS, zid

    return any(
        prog.kind == "auto" and prog.trigger == moment
        for p in ctx.state.players
        for a in AREAS
        for c in ctx.zone(p, zid(a))
        for _i, prog in programs(c)
    )


def _no_phase_no_moments(ctx: Ctx, moments: tuple[str, ...]) -> tuple[str, ...]:
    """A phase that does not exist (7.2.8, 7.3.7) has no start or end either: an ability waiting
    for 「～フェイズの開始時」 / 「～の終了時」 of it does not take effect (4.7.4 「これらは「～フェイ
    ズ」が存在しなければ効果を発揮しません」) — cited where such an ability is on the battlefield."""
    return ("4.7.4",) if any(_waits_for(ctx, m) for m in moments) else ()


def _turn_start(ctx: Ctx) -> Any:
    """The moment 「ターン開始時」 with the start of the turn's first phase (7.1.1: a turn is its
    phases a.-e. in order; 4.7.4 reads 「～の開始時に」 as the start): the engine's reading, no step
    of chapter 7 names it — asked (mc turn_start_moment) only where a ● ability waits for it.
    Returns the moments to add."""
    if not _waits_for(ctx, "turn_start"):
        return ()
    at_first = yield unsettled.choose(
        ctx.state.turn.player, "mc", "turn_start_moment", {"first_phase": True, "never": False}
    )
    return ("turn_start",) if at_first else ()


def _moment(ctx: Ctx, moments: tuple[str, ...], play_step: bool = False) -> Proc:
    """The triggers of a phase's start or end (7.2.2, 7.3.2, 7.4.2, 7.5.2, 7.6.2): what waits is
    played at the check step (10.5.3), whose rule processes then run again (10.20.1.1.2) until
    none is left, and the check step ends (10.20.1.1.3).
    ``play_step``: a normal play step follows, and a check step comes before it whether or not
    anything triggered (4.3.2, 10.20.1.2.1, 10.20.1.2.2)."""
    from ruling.games._mc.play import fire

    before = PLAY_STEP if play_step else ()
    if (yield from fire(ctx, moments)):
        # the rule processes run again; none left, the check step ends (10.20.1.1.3)
        yield CheckTiming(("10.20.1.1.2", "10.20.1.1.3", *before))
    elif before:
        yield CheckTiming(
            before, "プレイステップの前のチェックステップ", "check step before the play step"
        )


# 4.3.2 「いずれかのプレイヤーにプレイステップが与えられる場合、実際に行動の選択を行う前に必ず
# チェックステップが発生します」; 10.20.1.2: the play step's procedure
PLAY_STEP = ("4.3.2", "10.20.1.2", "10.20.1.2.1", "10.20.1.2.2")
# the play step given (10.20.1.2.3): the player does one action it may (4.3.4); after it, the play
# step is the advancing side's again (4.3.5)
PLAY_ACT = ("10.20.1.2.3", "4.3.4")
# passed by the advancing side, with nothing new brought about: the game goes on (4.3.7,
# 10.20.1.2.4)
PLAY_PASSED = ("4.3.7", "10.20.1.2.4")


def _moment_end(ctx: Ctx, moments: tuple[str, ...]) -> Proc:
    """The triggers of a phase's end (7.2.6, 7.3.5, 7.4.6, 7.5.6): what waits is played at the
    check step that closes the phase (7.2.7, 7.3.6, 7.4.7, 7.5.7), which the caller raises."""
    from ruling.games._mc.play import fire

    yield from fire(ctx, moments)


def _run(ctx: Ctx, acts: list[Any] | None, cause: tuple[int, ...] = ()) -> Proc:
    """The actions of a normal play step, one at a time (each in a play step of its own)."""
    for k, act in enumerate(acts or []):
        act = dict(act)
        verb = act.pop("do")
        yield from note_act(ctx, verb, act)
        yield Do(
            verb,
            act,
            caused_by=cause,
            clauses=(*PLAY_ACT, *(("4.3.5",) if k else ())),
            declared=True,  # the player's own declaration (Ctx.declaration_prohibited)
        )


def _chosen_discards(ctx: Ctx, tp: str, given: Any, clause: str, limit: int) -> Proc:
    """The discards a player may make past the forced ones (7.2.4 / 7.5.4), one at a time: the
    cards named (a list), or a count of cards of a hand given only as a count (anonymous cards,
    each chosen as the forced ones are) — a count over the hand's cards is an input error."""
    if isinstance(given, int) and not isinstance(given, bool):
        hand = ctx.zone(tp, "hand")
        if given < 0 or given > len(hand):
            raise ScenarioInputError(
                "discard",
                f"discard: {given} names more cards than {tp}'s hand holds ({len(hand)})"
                if given > 0
                else f"discard: {given} is not a count of cards",
                ja=f"discard: {given} は {tp} の手札（{len(hand)}枚）より多い枚数です"
                if given > 0
                else f"discard: {given} は枚数ではありません",
            )
        for _ in range(given):
            hand = ctx.zone(tp, "hand")
            pick = yield choose_card(
                tp,
                hand,
                "discard",
                f"手札が{len(hand)}枚（上限{limit}枚）: 任意で破棄するカードを選ぶ",
                f"{len(hand)} cards in hand (limit {limit}): choose one to discard at will",
                (clause,),
            )
            yield Do("discard", {"card": pick, "player": tp, "clauses": (clause,)})
        return
    for ref in given or []:
        yield Do("discard", {"card": ref, "player": tp, "clauses": (clause,)})


def hand_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.2 / 7.5: the advancing side discards down to the hand limit (6, 5.1.4.7), may discard
    more one by one, then replenishes up to the limit, stopping when the deck runs out. The
    first player's first turn has no first hand adjustment phase (7.2.8)."""
    second = int(p.get("which") or 1) == 2
    st = ctx.state
    tp = st.turn.player
    if second:
        ph, ja, en = "hand2", "第2手札調整フェイズ", "second hand adjustment phase"
        cl = {"over": "7.5.3", "may": "7.5.4", "fill": "7.5.5", "end": "7.5.7", "start": "7.5.1"}
    else:
        ph, ja, en = "hand1", "第1手札調整フェイズ", "first hand adjustment phase"
        cl = {"over": "7.2.3", "may": "7.2.4", "fill": "7.2.5", "end": "7.2.7", "start": "7.2.1"}
        if _first_turn(ctx):
            # a phase that does not exist is not run: the action asking for it is refused
            yield Reject(
                "先手の第1ターンには第1手札調整フェイズが存在しない",
                "the first player's first turn has no first hand adjustment phase",
                ("7.2.8", *_no_phase_no_moments(ctx, ("hand1_start", "hand1_end"))),
                touches=(f"{tp}.hand", f"{tp}.deck"),
            )
            return
    yield from _close_open_phase(ctx, ph)
    yield SetTurn(changes={"phase": ph, "step": None}, clauses=(cl["start"],), ja=ja, en=en)
    if not second and _second_players_first_turn(ctx):
        # 7.2.8 read: it takes the phase from the first player's first turn only
        yield Mark(
            clauses=("7.2.8",),
            ja="後手の第1ターン: 第1手札調整フェイズが存在しないのは先手の第1ターンのみ",
            en="the second player's first turn: only the first player's first turn lacks the "
            "first hand adjustment phase",
            touches=(f"{tp}.hand", f"{tp}.deck"),
        )
    yield CheckTiming()
    # the first hand adjustment phase opens the turn (7.1.1 a.)
    turn = (yield from _turn_start(ctx)) if not second else ()
    yield from _moment(ctx, (f"{ph}_start", "hand_start", *turn))
    base, held = yield from _standing_hand_limit(ctx, tp)
    # the step that set the limit in force (a grant 「手札上限枚数:±n枚」 played at this phase's
    # start, 7.5.2 / 7.2.2): each step reading the limit rests on it
    limit, lcl, lcause = ctx.param("hand_limit", tp, base, ("5.1.4.7",))
    limit = int(limit)
    if held:
        # a change by n given by a ○ ability (10.14.5) beside a number set
        changed = ("10.14.5",) if _hand_limit_sets(ctx, tp, changes=True) else ()
        # a ○ without a timing is in force while its card is on the battlefield (14.5.4.2 of a
        # unit's, 10.9.11 of any card's: a terrain's too)
        lcl = (*lcl, "14.5.1", "14.5.4.2", "10.9.11", *changed)
        yield Mark(
            clauses=("5.1.4.7", "14.5.1", "14.5.4.2", "10.9.11", *changed),
            ja=f"{'、'.join(held)} の○特殊能力により、{tp} の手札上限枚数は{base}枚",
            en=f"by the ○ ability of {', '.join(held)}, {tp}'s hand limit is {base}",
            touches=(f"{tp}.hand", f"{tp}.deck"),
        )
    yield from _limit_grants_ended(ctx, tp)
    # a hand the scenario did not list holds only the cards put there: both the discard down to
    # the limit and the replenishment up to it read that count, said
    count_not_given(ctx, tp, "hand", "手札", "hand", None, (cl["over"], cl["fill"]), False)
    if len(ctx.zone(tp, "hand")) <= limit:
        # a "no" has its reasons: the hand is not over the limit, nothing is discarded for it
        yield Mark(
            clauses=(cl["over"], *lcl),
            caused_by=lcause,
            ja=f"{tp} の手札は{len(ctx.zone(tp, 'hand'))}枚で手札上限枚数{limit}枚を超えていない: 破棄しない",
            en=f"{tp}'s hand of {len(ctx.zone(tp, 'hand'))} is not over the limit {limit}: "
            "nothing is discarded for it",
            touches=(f"{tp}.hand", f"{tp}.discard"),
        )
    while len(ctx.zone(tp, "hand")) > limit:
        hand = ctx.zone(tp, "hand")
        pick = yield choose_card(
            tp,
            hand,
            "discard",
            f"手札が{len(hand)}枚（上限{limit}枚）: 破棄するカードを選ぶ",
            f"{len(hand)} cards in hand (limit {limit}): choose one to discard",
            (cl["over"], *lcl),
        )
        yield Do(
            "discard",
            {"card": pick, "clauses": (cl["over"], *lcl)},
            clauses=(cl["over"],),
            caused_by=lcause,
        )
    yield from _chosen_discards(ctx, tp, p.get("discard"), cl["may"], limit)
    if len(ctx.zone(tp, "hand")) >= limit:
        yield Mark(
            clauses=(cl["fill"], *lcl),
            caused_by=lcause,
            ja=f"{tp} の手札は{len(ctx.zone(tp, 'hand'))}枚で手札上限枚数{limit}枚より少なくない: 補充しない",
            en=f"{tp}'s hand of {len(ctx.zone(tp, 'hand'))} is not under the limit {limit}: "
            "nothing is replenished",
            touches=(f"{tp}.hand", f"{tp}.deck"),
        )
    while len(ctx.zone(tp, "hand")) < limit:
        if not ctx.zone(tp, "deck"):
            # a deck the scenario did not list is unknown, not empty (zone_not_given_not_empty):
            # each card replenished is one of unknown name and type (``basic.replenish``)
            yield from unknown_card(ctx, tp, "deck", "山札", "deck", (cl["fill"], "12.3.1"))
        if not ctx.zone(tp, "deck"):
            yield Mark(
                clauses=(cl["fill"],),
                ja="山札が尽きたため、補充の手順は自動的に終了する",
                en="the deck has run out: the replenishing ends by itself",
                touches=(f"{tp}.deck", f"{tp}.hand"),
            )
            break
        yield Do(
            "replenish",
            {"player": tp, "amount": 1},
            clauses=(cl["fill"], *lcl),
            caused_by=lcause,
        )
    yield from _moment_end(ctx, (f"{ph}_end", "hand_end"))
    yield CheckTiming()
    if len(ctx.zone(tp, "hand")) > limit:
        # a hand over the limit after the discard step (7.2.3 / 7.5.3) is past, made so at the
        # phase's end (7.2.6 / 7.5.6, played in the check step of 7.2.7 / 7.5.7): the procedure
        # has no second discard, while 5.1.4.7 defines the limit as what may be held at the
        # phase's end — both readings run (mc hand_over_limit_at_phase_end)
        trimmed = yield from unsettled.holds(
            tp, "mc", "hand_over_limit_at_phase_end", "discard", (cl["over"], cl["end"])
        )
        while trimmed and len(ctx.zone(tp, "hand")) > limit:
            hand = ctx.zone(tp, "hand")
            pick = yield choose_card(
                tp,
                hand,
                "discard",
                f"手札が{len(hand)}枚（上限{limit}枚）: 破棄するカードを選ぶ",
                f"{len(hand)} cards in hand (limit {limit}): choose one to discard",
                ("5.1.4.7", *lcl),
            )
            yield Do(
                "discard",
                {"card": pick, "clauses": ("5.1.4.7", *lcl)},
                clauses=("5.1.4.7",),
                caused_by=lcause,
            )
    yield from _end_phase_effects(ctx, cl["end"], ja, en)


def main_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.3: the advancing side places terrains, advances, uses [メイン] abilities and passes
    equipment (7.3.3), in any order; the first player's first turn has none (7.3.7)."""
    st = ctx.state
    if _first_turn(ctx):
        # a phase that does not exist is not run: the action asking for it is refused
        yield Reject(
            "先手の第1ターンには「メインフェイズ」が存在しない（その行動は行われない）",
            "the first player's first turn has no main phase (its actions are not done)",
            ("7.3.7", *_no_phase_no_moments(ctx, ("main_start", "main_end"))),
            touches=tuple(f"{p}.{zid(a)}" for p in st.players for a in AREAS),
        )
        return
    yield from _close_open_phase(ctx, "main")
    yield SetTurn(
        changes={"phase": "main", "step": None},
        # the second player's first turn: 7.3.7 read, it takes the main phase from the first
        # player's first turn only
        clauses=("7.3.1", "7.3.2", *(("7.3.7",) if _second_players_first_turn(ctx) else ())),
        ja="メインフェイズ開始",
        en="the main phase starts",
    )
    yield CheckTiming()
    yield from _moment(ctx, ("main_start",), play_step=True)
    yield from _run(ctx, p.get("actions"))
    yield from _moment_end(ctx, ("main_end",))
    yield CheckTiming(("7.3.6", *PLAY_PASSED))
    yield from _main_effects_to_turn_end(ctx)
    yield from _end_phase_effects(ctx, "7.3.6", "メインフェイズ", "main phase")
    for key in [
        k
        for k in st.vars
        if (k.startswith("mc.failed.") or k == "mc.play_step_regained") and st.vars[k]
    ]:
        yield SetVar(key=key, value=None)


def summon_step_given(ctx: Ctx) -> Proc:
    """7.4.3 / 7.4.4 as printed (「通常プレイステップが与えられません」) contradict 7.3.3 (the KB
    flags them): a reading choice point (mc summon_phase_play_step), consulted where an action
    of the summon phase's play step is taken — both explored, the engine's own (given) first.
    Returns whether the play step is given."""
    given = yield Choose(
        ctx.state.turn.player,
        "reading",
        "7.4.4「通常プレイステップが与えられません」の読み",
        "the reading of 7.4.4 「通常プレイステップが与えられません」",
        (
            Option("given", "与えられる（7.3.3 と同じ文型）", "given (as 7.3.3 words it)", True),
            Option("not_given", "与えられない（印刷のまま）", "not given (as printed)", False),
        ),
        # 7.4.3 opens with the same words (its discarding of equipment is in that step too)
        ("7.4.4", "7.4.3", "7.3.3"),
        reading=True,
    )
    return bool(given)


def summon_step_action(ctx: Ctx) -> Proc:
    """An action of the summon phase's play step taken outside ``summon_phase`` (a scenario
    that starts in that phase): the reading of 7.4.4 is consulted here, once per turn; under
    the printed reading (no play step) the action is refused. Returns whether it may go on."""
    st = ctx.state
    if st.turn.phase != "summon" or st.vars.get("mc.battle"):
        return True
    done = st.vars.get("mc.summon_step_read")
    if done and done[0] == st.turn.number:
        return True
    if not (yield from summon_step_given(ctx)):
        yield Reject(
            "7.4.4 を印刷のまま「与えられません」と読めば、普通召喚フェイズにプレイステップはなく、"
            "この行動は行えません",
            "7.4.4 read as printed (not given): the summon phase has no play step, and this "
            "action cannot be taken",
            ("7.4.4",),
        )
        return False
    yield SetVar(key="mc.summon_step_read", value=[st.turn.number, None])
    return True


def summon_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.4: the advancing side summons units to the own headquarters or to terrains that allow
    it, equips items, discards and passes equipment (7.4.3, 7.4.4). The printed 7.4.3 / 7.4.4
    say the play step is 「与えられません」 (not given), and in the same breath what may be done
    in it: read as 「与えられます」, as 7.3.3 words the main phase's."""
    yield from _close_open_phase(ctx, "summon")
    yield SetTurn(
        changes={"phase": "summon", "step": None},
        clauses=("7.4.1", "7.4.2"),
        ja="普通召喚フェイズ開始",
        en="the summon phase starts",
    )
    yield CheckTiming()
    # the first player's first turn has neither a first hand adjustment phase nor a main phase
    # (7.2.8, 7.3.7): the summon phase opens it
    turn = (yield from _turn_start(ctx)) if _first_turn(ctx) else ()
    missing = (
        _no_phase_no_moments(ctx, ("hand1_start", "hand1_end", "main_start", "main_end"))
        if _first_turn(ctx)
        else ()
    )
    if missing:
        # a ● ability on the battlefield waits for the start / end of a phase this turn does not
        # have: it does not take effect (4.7.4)
        tp = ctx.state.turn.player
        yield Mark(
            clauses=("7.2.8", "7.3.7", *missing),
            ja="先手の第1ターン: 第1手札調整フェイズとメインフェイズは存在せず、その開始時・終了時の"
            "特殊能力は効果を発揮しない",
            en="the first player's first turn: no first hand adjustment phase and no main phase —"
            " an ability of their start or end does not take effect",
            touches=(f"{tp}.hand", f"{tp}.deck"),
        )
    # the reading of 7.4.4 is consulted where an action of the play step is taken, not for a
    # ``check`` of the state alone (nothing is done in the play step then)
    acts = [
        a for a in p.get("actions") or [] if not (isinstance(a, dict) and a.get("do") == "check")
    ]
    yield from _moment(ctx, ("summon_start", *turn), play_step=bool(acts))
    read: tuple[int, ...] = ()
    if acts:
        given = yield from summon_step_given(ctx)
        if not given:
            yield Reject(
                "7.4.4 を印刷のまま「与えられません」と読めば、普通召喚フェイズにプレイステップはなく、"
                "これらの行動は行えません",
                "7.4.4 read as printed (not given): the summon phase has no play step, and "
                "these actions cannot be taken",
                ("7.4.4",),
            )
            yield from _moment_end(ctx, ("summon_end",))
            yield CheckTiming(("7.4.7",))
            yield from _end_phase_effects(ctx, "7.4.7", "普通召喚フェイズ", "summon phase")
            return
        step = yield Mark(
            clauses=("7.4.4", "7.4.3", "7.3.3"),
            ja="7.4.4の「通常プレイステップが与えられません」は、同じ条項が続けてこのプレイステップで実行できる行動を挙げているため「与えられます」と読む（7.3.3と同じ文型）",
            en="7.4.4's 「通常プレイステップが与えられません」 (not given) is read as 「与えられます」 "
            "(given): the same clause goes on to list what may be done in that play step, "
            "worded as 7.3.3's for the main phase",
            note=(
                "7.4.4 は印刷では「与えられません」。前後の規則（7.3.3、7.4.5）に従い「与えられます」と読んだ",
                "7.4.4 prints 「与えられません」 (not given); read as 「与えられます」 (given) as "
                "7.3.3 and 7.4.5 require",
            ),
        )
        read = (step,)
        yield SetVar(key="mc.summon_step_read", value=[ctx.state.turn.number, step])
    yield from _run(ctx, p.get("actions"), read)
    yield from _moment_end(ctx, ("summon_end",))
    yield CheckTiming(("7.4.7", *(PLAY_PASSED if read else ())))
    yield from _end_phase_effects(ctx, "7.4.7", "普通召喚フェイズ", "summon phase")


def end_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.6: triggers, a check step, effects lost (7.6.3), every acted unit of both sides becomes
    unacted (7.6.4), the deck-out judgement if due (1.2.3.1), the next turn (7.6.5, 7.1.2.1)."""
    st = ctx.state
    tp = st.turn.player
    yield from _close_open_phase(ctx, "end")
    yield SetTurn(
        changes={"phase": "end", "step": None},
        clauses=("7.6.1", "7.6.2"),
        ja="終了宣言フェイズ開始",
        en="the end declaration phase starts",
    )
    if _waits_for(ctx, "end_start"):
        # a ● ability of 「終了宣言フェイズ開始時」: 7.6 has no step that makes it happen, 4.7.4
        # reads 「～の開始時に」 as the phase's start — both readings run where one is in play
        at_start = yield unsettled.choose(
            tp, "mc", "end_declaration_start", {"never": False, "at_start": True}
        )
        if at_start:
            yield from _moment(ctx, ("end_start",))
    # 7.6.2: 「終了宣言フェイズ終了時」 and 「ターン終了時に発揮される効果」 trigger here: the stage
    # is the turn's end, which the check-type deck-out judgement (11.2.1, 11.2.1.2) reads at the
    # check step that follows (7.6.3; 11.1.2.4), before the waiting ● abilities (10.20.1.1)
    yield SetVar(key=TURN_END, value=True)
    yield from _moment(ctx, ("end_end", "turn_end"))
    yield CheckTiming(("7.6.3",))
    if st.result is not None:
        return
    yield from _end_phase_effects(ctx, "7.6.3", "終了宣言フェイズ", "end declaration phase")
    if any(e.until == "main_turn" for e in st.effects):
        yield EndEffects(
            until="main_turn",
            clauses=("7.6.3", *value_changes_lost(ctx, "main_turn")[:1]),
            ja="そのターンに発揮された[メイン]の効果が失われる",
            en="the [メイン] effects brought about this turn are lost",
        )
    for _a, c in all_units(ctx):
        if c.orientation == "rest":
            yield from become_unacted(
                ctx,
                c,
                ("7.6.4",),
                f"{c.label} が未行動になる",
                f"{c.label} becomes unacted",
                by_rule=True,
            )
    # the deck-out judgement when not due (a deck left, the last ran out this turn, a deck
    # existing again): said here, at the turn's end (when due, the check step of 7.6.3 made it)
    why = yield from deck_out_judgement(ctx)
    yield SetVar(key=TURN_END, value=None)
    if st.result is not None:
        return
    same = yield from repetition_judgement(ctx)
    if st.result is not None:
        return
    nxt = st.opponent(tp)
    if any(e.until == "turn" for e in st.effects):
        # 「このターン、」 / 「ターン終了時まで、」: a text's own duration (1.3.1, over 4.6.9 /
        # 10.14.6) ends as the turn does (7.6.5)
        yield EndEffects(
            until="turn",
            clauses=("7.6.5", "1.3.1", *value_changes_lost(ctx, "turn")[:1]),
            ja="「このターン」「ターン終了時まで」の効果がターンの終了とともに失われる",
            en="the effects lasting 「このターン」 / 「ターン終了時まで」 end with the turn",
        )
    for key in [k for k in st.vars if k.startswith("mc.placed.") and st.vars[k]]:
        yield SetVar(key=key, value=None)
    yield from _hand_kept_over_limit(ctx, tp)
    yield SetTurn(
        changes={"player": nxt, "number": st.turn.number + 1, "phase": None, "step": None},
        caused_by=tuple(s for s in (why, same) if s is not None),
        clauses=("7.6.5", "7.1.2.1"),
        ja=f"ターン終了。{nxt} が進軍側になる（第{st.turn.number + 1}ターン）",
        en=f"the turn ends; {nxt} becomes the advancing side (turn {st.turn.number + 1})",
    )
    yield from start_turn(ctx)


# the deck-out judgement in the rules' two places: the end of the game (1.2.3.1) and the rule
# process carried out at that turn's end (11.2.1.2, the same condition): each reading of it —
# met, not met, met later — reads both
DECK_OUT_CL: tuple[str, ...] = ("1.2.3.1", "11.2.1.2")
# set from 7.6.2 (「ターン終了時に発揮される効果がある場合、この段階で誘発します」: the turn's end)
# until the turn passes (7.6.5)
TURN_END = "mc.turn_end"


def deck_out_due(ctx: Ctx) -> bool:
    """Whether the deck-out judgement ends the game now (1.2.3.1, 11.2.1.2): it is the turn's
    end (from 7.6.2), every deck has run out and the last ran out in an earlier turn (when the
    scenario does not say when, earlier: ``deck_out_judgement`` says so)."""
    st = ctx.state
    if not st.vars.get(TURN_END) or not decks_out(ctx):
        return False
    out_turn = st.vars.get("mc.decks_out_turn")
    if out_turn is None:
        given = [st.vars.get(f"deck_out_turn.{p}") for p in st.players]
        if not all(g is not None for g in given):
            return True
        out_turn = max(int(g) for g in given)  # type: ignore[arg-type]
    return st.turn.number > int(out_turn)


def deck_out_judgement(ctx: Ctx) -> Proc:  # returns the step that lets the game go on
    """1.2.3.1: every deck has run out — at the end of the turn after the one in which the last
    deck ran out, the game ends and the victory judgement (1.2.6) decides: more own units in the
    enemy territory wins, as many is a draw. A deck that exists again ends it (1.2.3.1.1)."""
    st = ctx.state
    if any(ctx.zone(p, "deck") or not deck_listed(ctx, p) for p in st.players):
        # both decks ran out — in the scenario (the turn remembered) or before it (each
        # player's ``deck_out_turn`` given) — and a deck exists again
        given = [f"deck_out_turn.{p}" for p in st.players if st.vars.get(f"deck_out_turn.{p}")]
        if st.vars.get("mc.decks_out_turn") is not None or len(given) == len(st.players):
            yield SetVar(key="mc.decks_out_turn", value=None)
            for key in given:
                yield SetVar(key=key, value=None)
            return (
                yield Mark(
                    clauses=(*DECK_OUT_CL, "1.2.3.1.1"),
                    ja="双方の山札が尽きた後、再び山札が存在する: 山札切れ判定は満たされなくなり、ゲームを続行する",
                    en="after both decks ran out a deck exists again: the deck-out judgement no "
                    "longer holds and the game goes on",
                    touches=tuple(f"{p}.deck" for p in st.players),
                )
            )
        empty = [p for p in st.players if deck_listed(ctx, p) and not ctx.zone(p, "deck")]
        if empty:
            # a deck has run out but not every deck: the judgement is read and does not apply
            return (
                yield Mark(
                    clauses=DECK_OUT_CL,
                    ja=f"{'・'.join(empty)} の山札は尽きたが、すべてのプレイヤーの山札が尽きてはいない: 山札切れ判定は行われない",
                    en=f"{', '.join(empty)}'s deck has run out, but not every player's: no "
                    "deck-out judgement",
                    watch=tuple(f"{p}.deck" for p in empty),
                )
            )
        return None
    out_turn = st.vars.get("mc.decks_out_turn")
    if out_turn is None:
        given = [st.vars.get(f"deck_out_turn.{p}") for p in st.players]
        if all(g is not None for g in given):
            out_turn = max(int(g) for g in given)  # type: ignore[arg-type]
        else:
            yield Warn(
                "assumption",
                "双方の山札は0枚だが、いつ尽きたかがシナリオにない: 前のターン以前に尽きたものとする",
                "both decks are empty but the scenario does not say when they ran out: taken "
                "to have run out in an earlier turn",
                ("1.2.3.1",),
                key="deck_out_earlier",
            )
            out_turn = st.turn.number - 1
    if st.turn.number <= int(out_turn):
        return (
            yield Mark(
                clauses=DECK_OUT_CL,
                ja="最後の山札が無くなったのはこのターン: ゲームは次のターンの終了時に終わる",
                en="the last deck ran out this turn: the game ends at the end of the next turn",
                # what it reads: the decks that ran out, and when the last did
                touches=tuple(f"{p}.deck" for p in st.players),
                watch=("var:mc.decks_out_turn",),
            )
        )
    # the judgement rests on every step that took a card out of a deck (each player's, not only
    # the last to run out; ``Ctx.contributed``); a deck given empty: none
    emptied = ctx.provenance(
        tuple(r for p in st.players for r in ctx.contributed(f"{p}.deck", "out"))
    )
    cause = tuple(dict.fromkeys(s for s in emptied if s is not None))
    # 11.2.1 lists the deck-out end (11.2.1.2) among the loss conditions every player meeting
    # one loses by, while 1.2.3.1 / 1.2.6 decide it by the victory judgement: both readings run
    # (mc deck_out_as_loss_condition)
    judged = yield unsettled.choose(
        st.turn.player, "mc", "deck_out_as_loss_condition", {"judgement": True, "all_lose": False}
    )
    if not judged:
        yield Lose(
            players=tuple(st.players),
            clauses=("11.2.1", "11.2.1.2"),
            ja="山札切れ判定: すべてのプレイヤーが敗北条件を満たし、敗北する（勝者なし）",
            en="deck-out: every player meets the loss condition and loses (no winner)",
            reason="judgement",
            caused_by=cause,
        )
        return None
    yield from victory_judgement(
        ctx, ("1.2.3.1", "11.2.1", "11.2.1.2"), "山札切れ判定", "deck-out", caused_by=cause
    )
    return None
