"""Weiß Schwarz situations a scenario may start in or describe without a card (the round-6
contract, docs/scenarios.md): a bare effect text resolved by a player (``resolve_text``), an
automatic ability already pending (``pending:``)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import abilities_of
from ruling.core import Ctx
from ruling.games._ws.common import find_card
from ruling.games._ws.program import run_program
from ruling.games._ws.selection import Proc, Rt
from ruling.rules import Reject, Triggered, Warn
from ruling.state import Card


def resolve_text(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect text resolved by ``player`` as a one-shot effect (8.8.1): compiled like the text
    of an event card, ``card`` (if given) being 「このカード」."""
    player = p["player"]
    uid = find_card(ctx, p["card"]) if p.get("card") is not None else None
    src = ctx.card(uid) if uid is not None else None
    text = str(p.get("text") or "")
    label = src.label if src is not None else "効果"
    for ab in abilities_of("ws", Card(uid="resolve_text", owner=player, type="event", text=text)):
        if not ab.supported or ab.program is None:
            yield Warn(
                "unsupported",
                f"未対応の能力（{label}）: {ab.text} — このルーリングはこの能力を考慮していません",
                f"unsupported ability ({label}): {ab.text} — this ruling does not take it into account",
            )
            continue
        data = {"placed": src.placed} if src is not None else {}
        rt = Rt(ctx, player, uid, ab.program, ab.text, data)
        yield from run_program(rt, ("8.8.1",))


def pending_ability(ctx: Ctx, uid: str, index: int, player: str | None) -> Any:
    """The automatic ability ``index`` of card ``uid`` already pending (8.7.2), its master
    ``player`` (default: the player whose zone the card is in, else its owner)."""
    card = ctx.card(uid)
    if card is None:
        return Reject("そのカードはありません", "no such card", ())
    abs_ = abilities_of("ws", card) if card.text else ()
    if not 0 <= index < len(abs_):
        return Reject(
            f"{card.label} に{index + 1}番目の能力はありません",
            f"{card.label} has no ability #{index + 1}",
            (),
        )
    ab = abs_[index]
    if ab.kind != "auto" and (ab.program is None or ab.program.kind != "auto"):
        return Reject(
            f"{card.label} の{index + 1}番目の能力は自動能力ではありません",
            f"ability #{index + 1} of {card.label} is not an automatic ability",
            (),
        )
    w = ctx.where(uid)
    master = player or (w[0] if w else card.owner)
    return "card", Triggered(master, uid, {"index": index, "placed": card.placed})
