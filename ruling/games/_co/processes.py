"""What the rules make happen by themselves as soon as it holds: the end of the game (4.1.2), a
character crashing from damage or a DP of 0 (4.3.9, 4.3.11), and a card's 「…とき」 condition on
the state of the field (4.3.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._co import match
from ruling.games._co.basic import crash_cards, effect_cause
from ruling.games._co.cardtext import programs
from ruling.games._co.common import (
    Proc,
    characters,
    controller,
    damage_of,
    field_cards,
    pv,
    value_watch,
    view,
)
from ruling.pregame import deck_listed
from ruling.rules import Do, Finding, Lose, RuleProcess, SetCard, SetVar
from ruling.values import rule_acts, unknown_zone


def find_end(ctx: Ctx) -> list[Finding]:
    losers: list[str] = []
    watch: list[str] = []
    why: dict[str, str] = {}
    for p in ctx.state.players:
        hp = pv(ctx, "hp", p)
        if hp is not None and int(hp) <= 0 and ctx.state.vars.get(f"co.own_zero.{p}"):
            # brought to 0 by its own card, read as meeting no condition (``own_hp_to_zero``)
            continue
        if hp is not None and int(hp) <= 0:
            losers.append(p)
            # every loss of HP that brought it there, not only the last (``Ctx.contributed``)
            watch += ctx.contributed(f"var:hp.{p}", "down")
            why[p] = "hp"
        elif not ctx.zone(p, "deck"):
            if not deck_listed(ctx, p):
                # a deck the scenario did not list is unknown, not empty: said as an assumption
                unknown_zone(ctx, p, "deck", "山札", "deck", ("4.1.2",))
                continue
            losers.append(p)
            # every step that took a card out of that deck: a draw-phase-start ability's draw
            # (3.3.1) then the phase's own (3−3−2) — without either a card would be left
            watch += ctx.contributed(f"{p}.deck", "out")
            why[p] = "deck"
    if not losers:
        return []
    return [Finding(None, tuple(watch), {"losers": tuple(losers), "why": why})]


def settle_own_zero(
    ctx: Ctx, losers: tuple[str, ...], why: dict[str, str]
) -> Generator[Any, Any, set[str]]:
    """The players of ``losers`` at HP 0 by their own card (``basic.change_hp``) for whom no
    condition of 4.1.2 is met, read so (``own_hp_to_zero``): #li1 names only a player who
    「対戦相手のHPを0にしたとき」. Asked where the end of the game is read (``apply_end``, and
    in the middle of a text, ``play.run_ops``), every player's HP known: when another player
    meets a condition at the same time the reading also decides whether #li3 (both at once, a
    draw) applies, and the point names it."""
    cleared: set[str] = set()
    for p in losers:
        if why.get(p) != "hp" or not ctx.state.vars.get(f"co.own_card_zero.{p}"):
            continue
        others = tuple(o for o in losers if o != p and o not in cleared)
        loses = yield from unsettled.holds(
            p, "co", "own_hp_to_zero", "hp_zero_loses", ("4.1.2#li3",) if others else ()
        )
        yield SetVar(key=f"co.own_card_zero.{p}", value=None)
        if not loses:
            cleared.add(p)
            yield SetVar(
                key=f"co.own_zero.{p}",
                value=True,
                clauses=("4.1.2", "4.1.2#li1"),
                ja=f"{p} のHPは自分のカードで0になった: 相手がHPを0にしたのではなく、どの条件も"
                "満たされない",
                en=f"{p}'s own card brought its HP to 0: the opponent did not, and no "
                "condition is met",
            )
    return cleared


def apply_end(ctx: Ctx, f: Finding) -> Proc:
    losers = tuple(f.data["losers"])
    why = f.data["why"]
    cleared = yield from settle_own_zero(ctx, losers, why)
    losers = tuple(p for p in losers if p not in cleared)
    if not losers:
        return
    ja = "、".join(
        f"{p} のHPが0になった" if why[p] == "hp" else f"{p} の山札にカードが1枚もなくなった"
        for p in losers
    )
    en = "; ".join(
        f"{p}'s HP reached 0" if why[p] == "hp" else f"{p}'s deck has no card left" for p in losers
    )
    if len(losers) > 1 and {why[p] for p in losers} == {"hp", "deck"}:
        # one player's HP at 0 and the other's deck out: both conditions are the player's whose
        # deck ran out (its win, its loss), not two players' (``hp_zero_with_the_others_deck_out``)
        yield unsettled.flag("co", "hp_zero_with_the_others_deck_out")
    # the match the game is part of (4−1−1): its record and whether it ends, said with the end
    m = yield from match.after_game(ctx, losers)
    # 4−1−2: the item of the list each loser meets (#li1 the opponent's HP brought to 0, #li2 no
    # card left in the deck), and #li3 when both players meet one at once (a draw)
    items = {"hp": "4.1.2#li1", "deck": "4.1.2#li2"}
    met = tuple(dict.fromkeys(items[why[p]] for p in losers))
    yield Lose(
        players=losers,
        clauses=met + (("4.1.2#li3",) if len(losers) > 1 else ()),
        caused_by=(m,) if m is not None else (),
        ja=f"{ja}ため、{'同時に条件を満たし引き分け' if len(losers) > 1 else 'ゲームは終了する'}",
        en=f"{en}: {'both at once, a draw' if len(losers) > 1 else 'the game ends'}",
        reason="hp" if all(why[p] == "hp" for p in losers) else "deck",
    )


def time_up(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4−1−2: 「時間切れの場合(時間制限があるとき)、そのゲームは引き分けになります」 — the time limit of
    the game runs out: a draw (then the match, 4−1−1)."""
    losers = tuple(ctx.state.players)
    m = yield from match.after_game(ctx, losers)
    yield Lose(
        players=losers,
        clauses=("4.1.2#li3",),
        caused_by=(m,) if m is not None else (),
        ja="時間制限のあるゲームで時間切れになったため、ゲームは引き分け",
        en="the game's time limit ran out: the game is a draw",
        reason="time",
    )


def concede(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A player concedes. The basic rules provide no concession — 4.1.2 lists what ends a game
    (「以下の条件のどれかを満たすと、そのゲームは終了します」) and conceding is not among them —
    so both readings are run (co concession_not_provided): the player loses at once, as the
    other games' rules provide (the engine's), or the declaration is no action of the game and
    is refused."""
    from ruling.rules import Reject

    pl = str(p.get("player") or ctx.state.turn.player)
    allowed = yield unsettled.choose(
        pl, "co", "concession_not_provided", {"allowed": True, "not_provided": False}
    )
    if not allowed:
        yield Reject(
            "基本ルールに投了の規定はない: 4.1.2 の終了条件に当たらず、ゲームは続く",
            "the basic rules provide no concession: it is none of 4.1.2's end conditions, the "
            "game goes on",
            ("4.1.2",),
        )
        return
    losers = (pl,)
    m = yield from match.after_game(ctx, losers)
    yield Lose(
        players=losers,
        clauses=("4.1.2",),
        caused_by=(m,) if m is not None else (),
        ja=f"{pl} が投了を宣言し、敗北する",
        en=f"{pl} concedes and loses",
        reason="concede",
    )


def _crashes(ctx: Ctx, uid: str, dp: int, dmg: int) -> bool:
    """4.3.9: a DP of 0 or less, or damage at least the DP. A DP the scenario does not give is
    not read as 0: the character crashes only where the branch taken says the damage reaches
    it (``deal_to_character`` branches on it, ``ruling/values.py``); otherwise its DP is taken
    to be one no rule process acts on, and the ruling says so."""
    # dp <= 0 or (dmg > 0 and dmg >= dp): a DP of max(0, dmg) or less
    return rule_acts(ctx, uid, "dp", dp, max(0, dmg), "DP", "DP", ("4.3.9",))


def find_crash(ctx: Ctx) -> list[Finding]:
    """Every character due to crash now: they crash together (one application)."""
    due: list[str] = []
    watch: list[str] = []
    clauses: list[str] = []
    for c in characters(ctx):
        v = view(ctx, c.uid)
        dmg = damage_of(c)
        if not _crashes(ctx, c.uid, v.dp, dmg):
            continue
        if c.states.get("stays_at") == v.dp and not dmg:
            continue  # its negated crash settled it at this DP (``apply_crash``)
        due.append(c.uid)
        watch += value_watch(ctx, c.uid)
        # a value its DP had when it took the damage and has no more (its source left): the
        # values are applied again from the start without it (4.3.8, 「改めて始めから適用して
        # ゆきます」; 4.3.9's example: the DP falls back under the damage taken)
        lost = [x for x in c.states.get("dp_from") or () if x not in v.sources]
        watch += lost
        clauses += v.clauses + (["4.3.8"] if lost else [])
    if not due:
        return []
    return [
        Finding(
            None,
            tuple(dict.fromkeys(watch)),
            {"uids": tuple(due), "clauses": tuple(dict.fromkeys(clauses))},
        )
    ]


def near_crash(ctx: Ctx) -> list[Finding]:
    """4.3.9 read after an event came near it and not met: a character that has taken damage
    and whose DP is still above it (「DP以上のダメージを受けた場合、クラッシュします」) — the reason
    a damaged character stays, about that character, caused by the steps its values and damage
    came from. A DP the scenario did not give is not read here (``_crashes`` branches on it)."""
    from ruling.values import known_number

    out = []
    for c in characters(ctx):
        dmg = damage_of(c)
        v = view(ctx, c.uid)
        dp = v.dp
        # no damage: its DP lowered by an effect in force (a minus modification, a swap, a DP
        # set lower than printed) came near 4.3.9's other condition 「能力値への修正を受ける
        # などして、DPが0になった」 — read and not met while it stays above 0
        pv_dp = c.value("dp")
        printed = int(pv_dp) if isinstance(pv_dp, int | str) and str(pv_dp).isdigit() else None
        lowered = dmg <= 0 and printed is not None and 0 < dp < printed
        if dmg <= 0 and not lowered:
            continue
        if known_number(ctx, c.uid, "dp", dp) is None or _crashes(ctx, c.uid, dp, dmg):
            continue
        ja, en = (
            (
                f"{c.label} はDP{dp}（印刷値{printed}から下がった）: DPは0になっておらず、クラッシュしない",
                f"{c.label} has DP {dp} (lowered from its printed {printed}): its DP is not 0, "
                "it does not crash",
            )
            if lowered
            else (
                f"{c.label} はダメージ{dmg}・DP{dp}: DP以上のダメージではなく、クラッシュしない",
                f"{c.label} has {dmg} damage and DP {dp}: less than its DP, it does not crash",
            )
        )
        out.append(
            Finding(
                c.owner,
                value_watch(ctx, c.uid),
                {
                    "ja": ja,
                    "en": en,
                    "touches": (c.uid,),
                    # the DP read rests on the clauses its values were applied by (4.2.10 for
                    # 「『X』以外の…」 reaching it …), as a crash found does (``find_crash``)
                    "clauses": tuple(dict.fromkeys(("4.3.9", *v.clauses))),
                },
            )
        )
    return out


def apply_crash(ctx: Ctx, f: Finding) -> Proc:
    extra = tuple(f.data["clauses"])
    due: list[str] = []  # the characters that crash now (not settled by a reading above)
    for uid in f.data["uids"]:
        if ctx.where(uid) is not None and ctx.where(uid)[1] == "field":  # type: ignore[index]
            c = ctx.card(uid)
            dp = view(ctx, uid).dp
            if c is not None and dp < 0 and damage_of(c) <= 0:
                # 4.3.9 names a DP that 「0になった」, not one below 0, and no damage reaches it
                # (the audit's ``dp_below_zero``): a reading, both run — read literally, it stays
                # at this DP (found again only once its DP or damage changes, ``find_crash``)
                below = yield from unsettled.holds(c.owner, "co", "dp_below_zero", "zero_or_less")
                if not below:
                    yield SetCard(
                        uid=uid,
                        changes={"stays_at": dp},
                        clauses=("4.3.9",),
                        ja=f"{c.label} のDPは{dp}: 「DPが0になった」ではなく、ダメージもない — クラッシュしない",
                        en=f"{c.label}'s DP is {dp}: not 「DPが0になった」 and no damage — it does "
                        "not crash",
                    )
                    continue
            if (
                c is not None
                and c.states.get("negated_at") == dp
                and damage_of(c) <= 0
                and not c.states.get("crash_again")
            ):
                # its crash was just negated (4.2.14 「その場に残ります」; 4.3.11.2 puts its damage
                # to 0, not its DP) and its DP is still 0: whether the negation settles it or
                # 4.3.9 crashes it again at once is a reading
                again = yield unsettled.choose(
                    c.owner,
                    "co",
                    "dp_zero_after_negated_crash",
                    {"stays": False, "crashes_again": True},
                )
                if not again:
                    yield SetCard(
                        uid=uid,
                        changes={"stays_at": dp},
                        clauses=("4.2.14", "4.3.11.2", "4.3.9"),
                        ja=f"{c.label} のクラッシュはうち消されたため、DPが{dp}のままその場に残る",
                        en=f"{c.label}'s crash was negated: it stays, its DP still {dp}",
                    )
                    continue
                yield SetCard(uid=uid, changes={"crash_again": True})
            due.append(uid)
    if due:
        # together: one timing for the dustbox (4.2.3, the owner orders the cards), and one
        # crash procedure (4.3.11) whose 「クラッシュしたとき」 abilities trigger at once, resolved
        # one by one in the turn player's order (4.3.6 「同時に誘発した…」)
        yield Do(
            "crash",
            {"card": due[0], "cards": due, "at_once": f.data["uids"]},
            clauses=("4.3.9", "4.3.11", "4.3.11.1", *extra, *(("4.3.6",) if len(due) > 1 else ())),
        )


def _waiting_for_none(ctx: Ctx, c: Any) -> list[str | None]:
    """The genders (None: any character) a card's 「フィールドに出ている(男性)キャラクターが
    いなくなったとき」 waits for."""
    return [
        s.gender
        for prog in programs(c)
        for s in prog.statics
        if s.kind == "crash_when_no_characters"
    ]


def _left_of(ctx: Ctx, gender: str | None) -> list[Any]:
    """The characters on the field, of ``gender`` when one is named (its type as in force, 4.3.8
    step 2)."""
    return [x for x in characters(ctx) if gender is None or view(ctx, x.uid).gender == gender]


def _became_none(ctx: Ctx, c: Any, gender: str | None) -> bool:
    """「…がいなくなったとき」 is a change (4.3.6 「特定条件を満たした段階で」): a character (of
    ``gender``) has left the field since card ``c`` came there — a field that held none when it
    came has not become empty."""
    steps = sorted({step for step, seq, _ in ctx.events() if seq > (c.placed or 0)})
    for step in steps:
        for uid, _fp, fz, _tp, tz in ctx.moves(step):
            if fz != "field" or tz == "field":
                continue
            moved = ctx.card(uid)
            if moved is None or moved.type not in ("character", None):
                continue
            if gender is None or view(ctx, uid).gender == gender:
                return True
    return False


def find_empty_field(ctx: Ctx) -> list[Finding]:
    out = []
    for c in field_cards(ctx):
        if any(not _left_of(ctx, g) and _became_none(ctx, c, g) for g in _waiting_for_none(ctx, c)):
            watch = tuple(f"{p}.field" for p in ctx.state.players)
            out.append(Finding(c.owner, watch, {"uid": c.uid}))
    return out


def near_empty_field(ctx: Ctx) -> list[Finding]:
    """「フィールドに出ているキャラクターがいなくなったとき」 read after a card left the field
    while characters are still there (4.3.6 「特定条件を満たした段階で」): not met — for each
    card waiting for it, about that card, caused by the steps that took cards off the field."""
    if not characters(ctx):
        return []
    gone = tuple(
        r
        for p in ctx.state.players
        for r in ctx.contributed(f"{p}.field", "out")
        if r.startswith("step:")
    )
    if not gone:
        return []
    out = []
    for c in field_cards(ctx):
        for gender in _waiting_for_none(ctx, c):
            chars = _left_of(ctx, gender)
            left = "、".join(x.label for x in chars)
            if chars:
                out.append(
                    Finding(
                        c.owner,
                        gone,
                        {
                            "ja": f"「フィールドに出ているキャラクターがいなくなったとき」（{c.label}）の"
                            f"条件は満たされない: {left} がフィールドに残っている",
                            "en": f"「when no character is on the field」 ({c.label}) is not met: "
                            f"{left} still on the field",
                            "touches": (c.uid,),
                        },
                    )
                )
    return out


def apply_empty_field(ctx: Ctx, f: Finding) -> Proc:
    # the card's own special ability crashes it (4.3.11 「効果・特殊能力により」)
    c = ctx.card(f.data["uid"])
    how = effect_cause(c.uid, c.type, controller(ctx, c.uid) or c.owner) if c else None
    yield from crash_cards(ctx, [f.data["uid"]], ("4.3.6",), how=how)


# the game's end is not flagged ``ends_game`` (round 54, issue 14): the rules have no chapter of
# rule processes, no check timing and no clause carrying out several due at once (``check_rules``
# is empty); the win / loss is reached the moment its condition holds (4.1.2 「対戦相手のHPを0に
# したとき、そのプレイヤーは勝利となります」「山札にカードが1枚もなくなった場合、…敗北となります」),
# the only simultaneity it names being both players meeting them at once — a draw (4.1.2#li3)
RULE_PROCESSES = (
    RuleProcess(
        "game_end",
        "ゲームの勝敗の条件",
        "the game's win and loss conditions",
        ("4.1.2",),
        "interrupt",
        find_end,
        apply_end,
        suspended_by=("co.dealing", "co.in_text", "co.at_once"),
    ),
    RuleProcess(
        "crash_by_damage",
        "DP以上のダメージ / DP0のキャラクターのクラッシュ",
        "a character with damage of its DP or more, or DP 0, crashes",
        ("4.3.9", "4.3.11"),
        "interrupt",
        find_crash,
        apply_crash,
        near=near_crash,
        suspended_by=("co.dealing", "co.after_damage", "co.dealt_triggers", "co.at_once"),
        alone=True,
        alone_except=("crash_by_damage", "crash_when_no_characters"),
    ),
    RuleProcess(
        "crash_when_no_characters",
        "「フィールドに出ているキャラクターがいなくなったとき」の誘発",
        "「when no character is on the field」 triggers",
        ("4.3.6",),
        "interrupt",
        find_empty_field,
        apply_empty_field,
        near=near_empty_field,
        alone=True,
        alone_except=("crash_by_damage", "crash_when_no_characters"),
    ),
)

__all__ = ["RULE_PROCESSES", "pv"]
