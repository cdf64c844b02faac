"""The end of the game outside a battle (1.2): the repetition judgement (千日手, 1.2.4), the
victory judgement both it and the deck-out judgement end in (1.2.6), a concession (1.2.5), and
endless loops (16.1, by the shared procedure of ``ruling.loops``)."""

from __future__ import annotations

from typing import Any

from ruling import loops, unsettled
from ruling.core import Ctx
from ruling.games._mc.basic import who
from ruling.games._mc.common import Proc, all_units, in_territory
from ruling.pregame import deck_listed
from ruling.rules import Choose, Lose, Mark, Option, Reject, SetVar, Warn

# 1.2.4.1.2: the zones whose contents make 「同じ局面」
POSITION_ZONES = ("hand", "deck", "discard", "removed")
# 16.1.1 what an endless loop is; 16.1.1.1 nobody can stop it: a draw; 16.1.1.2 one player can:
# that player's count; 16.1.1.3 both can: the advancing side declares first, the smaller count
LOOP = loops.LoopClauses("16.1.1", "16.1.1.1", "16.1.1.2", "16.1.1.3")


def loop(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """The looped actions (one pass), who can stop them, their declared counts (16.1)."""
    yield from loops.loop(ctx, p, LOOP)


def decks_out(ctx: Ctx) -> bool:
    """Every player's deck is known and empty: 「双方の山札が無くなった」 (1.2.3.1, 1.2.5.1) — also
    when the scenario starts so; a deck that exists again ends it (1.2.3.1.1)."""
    st = ctx.state
    return all(deck_listed(ctx, p) and not ctx.zone(p, "deck") for p in st.players)


def deck_out_not_met(ctx: Ctx) -> list[tuple[tuple[str, ...], str, str, str | None]]:
    """``Game.end_not_met``: a player's deck is out and another's is not — the deck-out
    judgement needs every player's deck run out (1.2.3.1), so it is not met; said only of decks
    the situation gives."""
    st = ctx.state
    listed = [p for p in st.players if deck_listed(ctx, p)]
    out = [p for p in listed if not ctx.zone(p, "deck")]
    left = [p for p in listed if ctx.zone(p, "deck")]
    if not out or not left:
        return []
    return [
        (
            ("1.2.3.1",),
            f"{'、'.join(out)} の山札は尽きているが、{'、'.join(left)} の山札は残っている: "
            "山札切れ判定（すべてのプレイヤーの山札が尽きた場合）は満たされない",
            f"{', '.join(out)}'s deck is out but {', '.join(left)}'s is not: the deck-out "
            "judgement (every player's deck run out) is not met",
            out[0],
        )
    ]


def ran_out_before(ctx: Ctx) -> bool:
    """Both decks ran out earlier — in the scenario (the turn remembered, 1.2.3.1) or before it
    (each player's ``deck_out_turn``) — whether or not a deck exists again now."""
    st = ctx.state
    return st.vars.get("mc.decks_out_turn") is not None or all(
        st.vars.get(f"deck_out_turn.{p}") for p in st.players
    )


def concede(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """1.2.5.1: at any time, except once both decks have run out; the conceding player loses,
    whatever else holds."""
    pl = who(ctx, p)
    if decks_out(ctx):
        yield Reject(
            "双方の山札が無くなったとき以降は投了を宣言できません",
            "no concession once both decks have run out",
            ("1.2.5.1",),
        )
        return
    if ran_out_before(ctx):
        # both decks ran out and a deck exists again (1.2.3.1.1): is it still 「双方の山札が無く
        # なったとき以降」? Literally yes (the engine's reading); or the exception lapses with the
        # deck-out judgement it protects. Both are run.
        literal = yield Choose(
            pl,
            "reading",
            "1.2.5.1「双方の山札が無くなったとき以降」の読み（山札が再び存在する場合）",
            "the reading of 1.2.5.1 「双方の山札が無くなったとき以降」 once a deck exists again",
            (
                Option(
                    "since", "文字どおり、尽きた時点以降ずっと", "literally, from then on", True
                ),
                Option(
                    "lapsed",
                    "山札切れ判定が満たされなくなれば（1.2.3.1.1）例外も終わる",
                    "the exception lapses with the deck-out judgement (1.2.3.1.1)",
                    False,
                ),
            ),
            ("1.2.5.1", "1.2.3.1.1"),
            reading=True,
        )
        if literal:
            yield Reject(
                "双方の山札が無くなったとき以降は投了を宣言できません（その後に山札が再び存在しても、"
                "「以降」と読む）",
                "no concession once both decks have run out (a deck that exists again does not "
                "undo 「以降」, from then on)",
                ("1.2.5.1", "1.2.3.1.1"),
            )
            return
    yield Lose(
        players=(pl,),
        clauses=("1.2.5.1",),
        ja=f"{pl} が投了を宣言し、敗北する",
        en=f"{pl} concedes and loses",
        reason="concede",
    )


def time_up(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """1.2.1: the game's time runs out (「時間切れ判定」, an end condition 1.2.1 lists). No clause
    says what it decides — 1.2.6 gives the victory judgement to 「山札切れ判定」 and 「千日手判定」
    only — so both readings are run (mc time_out_result): the victory judgement (the engine's),
    or a draw (1.2.1: 「プレイヤーの勝敗あるいは引き分けが決定します」)."""
    st = ctx.state
    judged = yield unsettled.choose(
        st.turn.player, "mc", "time_out_result", {"judgement": True, "draw": False}
    )
    if judged:
        yield from victory_judgement(ctx, ("1.2.1",), "時間切れ判定", "time out (時間切れ判定)")
        return
    yield Lose(
        players=tuple(st.players),
        clauses=("1.2.1",),
        ja="時間切れ判定: ゲーム終了、引き分け",
        en="time out (時間切れ判定): the game ends in a draw",
        reason="time",
    )


def victory_judgement(
    ctx: Ctx, clauses: tuple[str, ...], why_ja: str, why_en: str, caused_by: tuple[int, ...] = ()
) -> Proc:
    """1.2.6: the players' own units in the enemy territory are counted; more wins, as many is a
    draw."""
    st = ctx.state
    count = {
        p: sum(1 for a, _c in all_units(ctx, p) if in_territory(ctx, st.opponent(p), a))
        for p in st.players
    }
    desc_ja = "、".join(f"{p}: {n}体" for p, n in count.items())
    desc_en = ", ".join(f"{p}: {n}" for p, n in count.items())
    best = max(count.values())
    losers = tuple(p for p, n in count.items() if n < best) or tuple(st.players)
    yield Lose(
        players=losers,
        # 5.1.2.17: the 「敵軍領土」 1.2.6 counts in — the 3×2 areas on the enemy's side
        clauses=(*clauses, "1.2.6", "5.1.2.17"),
        ja=f"{why_ja}: ゲーム終了、勝利判定（敵軍領土内の自軍ユニットの数 {desc_ja}）",
        en=f"{why_en}: the game ends; victory judgement (own units in the enemy territory: "
        f"{desc_en})",
        reason="judgement",
        caused_by=caused_by,
    )


# ------------------------------------------------------------------ 1.2.4: 千日手


def position(ctx: Ctx) -> tuple[Any, ...]:
    """Each player's hand, deck, discard pile and removed cards (1.2.4.1.2), by content."""
    st = ctx.state
    return tuple(
        (p, z, tuple(sorted(c.uid for c in ctx.zone(p, z))))
        for p in sorted(st.players)
        for z in POSITION_ZONES
    )


def counting(ctx: Ctx) -> bool:
    """The scenario gave the repetition count (``same_position_turns``) of a player: the
    judgement is followed; without it the scenario holds no history of earlier turns."""
    return any(f"same_position_turns.{p}" in ctx.state.vars for p in ctx.state.players)


def start_turn(ctx: Ctx) -> Proc:
    """The position at the start of a turn, to compare at its end (1.2.4.1.2), and the turn's
    own acts, none yet (``note_act``)."""
    if counting(ctx):
        yield SetVar(key="mc.position", value=position(ctx))
        yield SetVar(key="mc.position_mid", value=None)
        yield SetVar(key=TURN_ACTS, value=[])


# the acts of the turn player's play steps this turn, by kind (1.2.4.1.2's second sentence names
# two: 「ユニットを自軍支配地形へ進軍する」 ``own_advance`` and 「装備品の持ち替えをする」 ``pass``);
# None when the turn was not followed from its start (the scenario starts in it)
TURN_ACTS = "mc.turn_acts"
LISTED_ACTS = frozenset({"own_advance", "pass_equipment"})


def note_act(ctx: Ctx, verb: str, act: dict[str, Any]) -> Proc:
    """Record an act of the turn player's play step (``TURN_ACTS``) while the repetition count
    is followed: an advance is 「自軍支配地形へ進軍する」 when every destination is a terrain the
    player holds as it is declared (5.1.2.11)."""
    st = ctx.state
    acts = st.vars.get(TURN_ACTS)
    if not counting(ctx) or acts is None:
        return
    kind = verb
    if verb == "advance":
        from ruling.games._mc.common import controller_of_area

        to = act.get("to")
        dests = list(to.values()) if isinstance(to, dict) else [to]
        if dests and all(controller_of_area(ctx, str(a)) == st.turn.player for a in dests):
            kind = "own_advance"
    yield SetVar(key=TURN_ACTS, value=[*acts, kind])


def repetition_judgement(ctx: Ctx) -> Proc:  # returns the step that lets the game go on
    """1.2.4.1: the end of a turn; if the position stayed the same, the turn player's count of
    own turns in a row in the same position goes up (1.2.4.1.1: each player's own turns are
    counted), else every count starts again; when each player has 3, the sixth turn in a row
    ends and the game ends with the victory judgement (1.2.6)."""
    st = ctx.state
    if not counting(ctx):
        return None
    tp = st.turn.player
    opp = st.opponent(tp)
    before = st.vars.get("mc.position")
    if before is None:
        return None
    if st.vars.get("mc.position_mid"):
        yield Warn(
            "assumption",
            "シナリオはターンの途中から始まる: このターンの開始時の手札・山札・捨て山・除外したカードは"
            "シナリオの開始時と同じとする",
            "the scenario starts in the middle of a turn: the hand, deck, discard pile and "
            "removed cards at the start of this turn are taken to be those at the scenario's "
            "start",
            ("1.2.4.1.2",),
            key="turn_start_not_given",
        )
    now = position(ctx)
    mine = [z for z in zip(before, now, strict=True) if z[0][0] == tp]
    same_own = all(b == n for b, n in mine)
    same_all = before == now
    same = same_all
    read: tuple[int, ...] = ()
    if same_own != same_all:
        # 1.2.4.1.2 「一方の手札・山札・捨て山…が変化しない」: whose? The turn player's ("自分の
        # ターンの行動" in the next sentence) or each side's — the readings differ here
        pick = yield Choose(
            tp,
            "reading",
            "1.2.4.1.2「一方の手札・山札・捨て山…」は誰のカードか（相手のカードだけが変化した）",
            "1.2.4.1.2 「one side's hand, deck, discard…」: whose (only the opponent's changed)?",
            (
                Option("both", "双方のカード", "both players'", "both"),
                Option("turn_player", "ターンを進行した側のカード", "the turn player's", "tp"),
            ),
            ("1.2.4.1.2",),
            reading=True,
        )
        same = pick == "tp"
        read = (ctx.last,)
    acts = st.vars.get(TURN_ACTS)
    if not same and acts and set(acts) <= LISTED_ACTS:
        # the contents changed, but the turn's own acts were only those 1.2.4.1.2's second
        # sentence lists: 「…のみの場合にも「同じ局面」として扱います」 against the first sentence's
        # 「内容が変化しない場合」 — the point same_position_only_listed_acts, both run (the
        # engine's: the second, the more particular sentence, which would otherwise say
        # nothing of a turn whose hand phase replenished)
        same = yield from unsettled.holds(tp, "mc", "same_position_only_listed_acts", "same")
        read = (*read, ctx.last)
    n_tp = int(st.vars.get(f"same_position_turns.{tp}") or 0)
    if not same:
        step = yield Mark(
            # the count of each player's own turns in a row (1.2.4.1.1) starts again
            clauses=("1.2.4.1", "1.2.4.1.1", "1.2.4.1.2"),
            caused_by=read,
            ja="このターンに手札・山札・捨て山・除外したカードの内容が変化した: 「同じ局面」は続かない",
            en="the hand, deck, discard pile or removed cards changed this turn: the same "
            "position does not go on",
        )
        for p in st.players:
            if st.vars.get(f"same_position_turns.{p}"):
                yield SetVar(key=f"same_position_turns.{p}", value=0)
        return step
    n_tp += 1
    n_opp = int(st.vars.get(f"same_position_turns.{opp}") or 0)
    step = yield SetVar(
        key=f"same_position_turns.{tp}",
        value=n_tp,
        clauses=("1.2.4.1.1", "1.2.4.1.2"),
        caused_by=read,
        ja=f"このターンは「同じ局面」: {tp} の自分のターン{n_tp}回目（{opp}: {n_opp}回）",
        en=f"this turn is the same position: {tp}'s own turn no. {n_tp} in a row ({opp}: {n_opp})",
    )
    if n_tp >= 3 and n_opp >= 3:
        # the six turns rest on each same-position turn the replay counted, each player's, not
        # only this one (``Ctx.contributed``: a count reset since takes them back)
        counted = ctx.provenance(
            tuple(
                r for p in st.players for r in ctx.contributed(f"var:same_position_turns.{p}", "up")
            )
        )
        yield from victory_judgement(
            ctx,
            ("1.2.4.1", "1.2.4.1.1", "11.2.1", "11.2.1.3"),
            "千日手判定（「同じ局面」が6ターン続いた）",
            "repetition (the same position six turns in a row)",
            tuple(dict.fromkeys((step, *(s for s in counted if s is not None)))),
        )
    return step


def setup(ctx: Ctx) -> None:
    """The position the current turn began with, when the repetition count is followed: that
    of the scenario's start (said as an assumption at the judgement when the scenario starts
    after the turn's first phase, 7.2)."""
    st = ctx.state
    if counting(ctx):
        st.vars["mc.position"] = position(ctx)
        st.vars["mc.position_mid"] = st.turn.phase not in (None, "hand1")
        # the turn's acts are known when it is followed from its start
        st.vars[TURN_ACTS] = None if st.vars["mc.position_mid"] else []
