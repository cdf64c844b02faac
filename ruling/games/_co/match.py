"""A match (試合, 4−1−1): games played one after another, usually best of three ("3セットマッチ/
2本先取"); the match ends when a player has won two games, and otherwise after the third; the
player who won more games wins it, as many is a drawn match. Between games a player may exchange
deck cards for sideboard cards, the deck keeping its size (1−2−4); each game allows each player
one mulligan (2−1−6).

A scenario is one game: the games before it are given as player values — ``games_won`` (the
games that player won earlier in the match) and ``games_drawn`` (drawn games; either player's
value) — and the match is followed only when one of them is given. When the game ends, the
match record is brought up to date and ``match`` is set for each player: ``won`` / ``lost`` /
``drawn`` when the match ends, ``on`` when another game follows.
"""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._co.common import Proc, pv
from ruling.rules import Mark, Reject, SetVar

GAMES = 3  # 4−1−1: 「3セットマッチ/2本先取」
TO_WIN = 2


def counting(ctx: Ctx) -> bool:
    """The scenario is a game of a match: it gave the record of the games before."""
    st = ctx.state
    return any(f"{k}.{p}" in st.vars for k in ("games_won", "games_drawn") for p in st.players)


def record(ctx: Ctx) -> tuple[dict[str, int], int]:
    """Games won per player and drawn games, before this one's result."""
    st = ctx.state
    won = {p: int(pv(ctx, "games_won", p) or 0) for p in st.players}
    drawn = max(int(pv(ctx, "games_drawn", p) or 0) for p in st.players)
    return won, drawn


def match_now(ctx: Ctx, player: str) -> Any:
    """``match`` of ``player`` when no game end set it: ``on`` in a game of a match (its record
    given, ``counting``) — the match goes on while this game does; else 0 (no match followed)."""
    return "on" if counting(ctx) and ctx.state.result is None else 0


def games_before(ctx: Ctx) -> int:
    won, drawn = record(ctx)
    return sum(won.values()) + drawn


def after_game(ctx: Ctx, losers: tuple[str, ...]) -> Proc:  # returns the match's step
    """This game ended with ``losers`` losing (all of them: a draw): the match record, then
    whether the match ends (4−1−1)."""
    if not counting(ctx):
        return None
    st = ctx.state
    won, drawn = record(ctx)
    alive = [p for p in st.players if p not in losers]
    winner = alive[0] if len(alive) == 1 else None
    if winner is None:
        drawn += 1
        for p in st.players:
            yield SetVar(key=f"games_drawn.{p}", value=drawn, clauses=("4.1.1",))
    else:
        won[winner] += 1
        yield SetVar(key=f"games_won.{winner}", value=won[winner], clauses=("4.1.1",))
    played = sum(won.values()) + drawn
    score_ja = "、".join(f"{p} {n}勝" for p, n in won.items()) + (
        f"、引き分け{drawn}" if drawn else ""
    )
    score_en = ", ".join(f"{p} {n}" for p, n in won.items()) + (f", {drawn} drawn" if drawn else "")
    best = max(won.values())
    ahead = [p for p, n in won.items() if n == best]
    lead_ends = False
    if best < TO_WIN and played == TO_WIN and len(ahead) == 1:
        # two games played, one player ahead without two wins (a game was drawn): 4−1−1's rule
        # (「第1、第2ゲームともに、同プレイヤーが勝利した場合」) against its gloss (「つまりゲーム数に
        # おいて勝ち越しした場合」) — the point match_lead_after_drawn_game
        lead_ends = not (
            yield unsettled.choose(
                ahead[0], "co", "match_lead_after_drawn_game", {"two_wins": True, "lead": False}
            )
        )
    if best < TO_WIN and played < GAMES and not lead_ends:
        step = yield Mark(
            clauses=("4.1.1",),
            ja=f"試合はまだ終わらない（{score_ja}、{played}ゲーム終了）: 次のゲームを行う",
            en=f"the match is not over ({score_en} after {played} games): another game follows",
        )
        for p in st.players:
            yield SetVar(key=f"match.{p}", value="on", caused_by=(step,))
        return step
    if len(ahead) == 1:
        ja = f"{ahead[0]} が試合に勝利（{score_ja}）"
        en = f"{ahead[0]} wins the match ({score_en})"
        result = {p: "won" if p == ahead[0] else "lost" for p in st.players}
    else:
        ja = f"勝ったゲーム数が同じため、試合は引き分け（{score_ja}）"
        en = f"as many games won: the match is drawn ({score_en})"
        result = dict.fromkeys(st.players, "drawn")
    why = (
        "2ゲームを終えてゲーム数において勝ち越し"
        if lead_ends
        else "第1、第2ゲームともに同プレイヤーが勝利（2本先取）"
        if best >= TO_WIN and played == TO_WIN
        else "2ゲームを先取"
        if best >= TO_WIN
        else f"{GAMES}ゲームを終えた"
    )
    step = yield Mark(
        clauses=("4.1.1",), ja=f"試合の終了（{why}）: {ja}", en=f"the match ends: {en}"
    )
    for p, r in result.items():
        yield SetVar(key=f"match.{p}", value=r, caused_by=(step,))
    return step


def exchange(ctx: Ctx, player: str, spec: Any) -> Proc:
    """1−2−4: between the games of a match, ``player`` exchanges deck cards (``out``) for
    sideboard cards (``in``); the deck keeps its size. Returns False after a refusal."""
    if not spec:
        return True
    if not counting(ctx) or games_before(ctx) == 0:
        yield Reject(
            "サイドボードとの交換は、試合中のゲームとゲームの間にだけ行えます（前のゲームがない: games_won / games_drawn）",
            "the sideboard is exchanged only between the games of a match (no game before: "
            "games_won / games_drawn)",
            ("1.2.4", "4.1.1"),
        )
        return False
    out_refs = list(spec.get("out") or [])
    in_refs = list(spec.get("in") or [])
    if len(out_refs) != len(in_refs):
        yield Reject(
            f"{player} の交換: デッキから{len(out_refs)}枚、サイドボードから{len(in_refs)}枚 — 交換前と交換後のデッキ枚数は同じでなくてはなりません",
            f"{player}'s exchange: {len(out_refs)} from the deck, {len(in_refs)} from the "
            "sideboard — the deck must keep its size",
            ("1.2.4",),
        )
        return False
    moves: list[tuple[str, str]] = []
    taken: set[str] = set()
    for refs, frm, to in ((out_refs, "deck", "sideboard"), (in_refs, "sideboard", "deck")):
        for ref in refs:
            c = next(
                (
                    x
                    for x in ctx.zone(player, frm)
                    if x.uid not in taken and str(ref) in (x.name, x.uid)
                ),
                None,
            )
            if c is None:
                yield Reject(
                    f"{player} の{'デッキ' if frm == 'deck' else 'サイドボード'}に {ref} がありません",
                    f"{ref} is not in {player}'s {frm}",
                    # the sideboard is the one declared before the match and kept apart during
                    # it (2.1.3): a card not in it cannot come in
                    ("1.2.4", *(("2.1.3",) if frm == "sideboard" else ())),
                )
                return False
            taken.add(c.uid)
            moves.append((c.uid, to))
    from ruling.rules import Move

    for uid, to in moves:
        yield Move(
            uid=uid,
            player=player,
            zone=to,
            clauses=("1.2.4",),
            ja=f"{player} はゲームの間にカードを交換する（{'サイドボードへ' if to == 'sideboard' else 'デッキへ'}）",
            en=f"{player} exchanges a card between games (to the {to})",
        )
    return True
