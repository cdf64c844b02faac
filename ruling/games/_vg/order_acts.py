"""Specific actions done to a set order of a subtype, one row each (rules chapter 17): 歌う, the
specific action of a 曲 in the order zone (17.7.2; its event 「歌われた時」, 17.7.2.1), and 稼働させる,
of a プロダクト (17.12.1, 17.12.2; its event 「稼働した時」). The step (``Op`` of the row's verb,
``_vg/steps.run_op``) makes the card's event — a ``Mark`` of the row's tag, read by ``autos`` as
the trigger condition of that card's automatic abilities — and does nothing else (17.12.2.1); a
card that is not a set order of that subtype in the order zone is not one the action is done to
(nothing happens). After a song's own 「歌われた時」 ability resolves, the song turns face down
(17.7.3, ``after_sung``)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from ruling.core import Ctx
from ruling.rules import Mark, SetCard

Proc = Generator[Any, Any, Any]


@dataclass(frozen=True)
class OrderAct:
    """``verb``: the lexicon verb and the step's operation; ``subtype``: the set order's subtype
    it is done to; ``event``: the event (the ``Mark`` tag and ``Vocab.events``' value);
    ``clauses``: those that define it."""

    verb: str
    subtype: str
    event: str
    clauses: tuple[str, ...]
    ja: str
    en: str


ORDER_ACTS = {
    a.verb: a
    for a in (
        OrderAct("sing", "曲", "sung", ("17.7.2", "17.7.2.1"), "歌う", "sings"),
        OrderAct(
            "operate", "プロダクト", "operated", ("17.12.2", "17.12.2.1"), "稼働させる", "operates"
        ),
    )
}
# the events and the clauses ``autos`` cites for each
ORDER_EVENTS = {a.event: a.clauses for a in ORDER_ACTS.values()}


def _is_subject(ctx: Ctx, uid: str, act: OrderAct) -> bool:
    c, w = ctx.card(uid), ctx.where(uid)
    return (
        c is not None
        and w is not None
        and w[1] == "order_zone"
        and c.type == "set_order"
        and act.subtype in (c.traits or ())
    )


def order_act(
    ctx: Ctx, verb: str, uids: list[str], doer: str, clauses: tuple[str, ...], why: Any
) -> Proc:
    """The row ``verb`` done by ``doer`` to each card of ``uids``: its event, nothing else."""
    act = ORDER_ACTS[verb]
    for uid in uids:
        c = ctx.card(uid)
        name = c.label if c is not None else uid
        if not _is_subject(ctx, uid, act):
            yield Mark(
                clauses=clauses + act.clauses[:1],
                caused_by=why,
                ja=f"{name} はオーダーゾーンの{act.subtype}ではないため、{act.ja}ことはできない（何も起こらない）",
                en=f"{name} is not a {act.subtype} in the order zone: {doer} cannot do it (nothing happens)",
            )
            continue
        yield Mark(
            clauses=clauses + act.clauses,
            tag=act.event,
            caused_by=why,
            data={"uid": uid, "doer": doer},
            ja=f"{doer} は {name} を{act.ja}（{name} の‘{act.ja}’事象が発生し、ほかには何も起こらない）",
            en=f"{doer} {act.en} {name}: its event happens, and nothing else",
        )


def after_sung(ctx: Ctx, source: str | None, event: str | None) -> Proc:
    """17.7.3: a song's own automatic ability triggered by its being sung has resolved — the song
    turns face down (if still a face-up card in the order zone)."""
    if event != "sung" or source is None:
        return
    c, w = ctx.card(source), ctx.where(source)
    if c is None or w is None or w[1] != "order_zone" or c.face_up is False:
        return
    yield SetCard(
        uid=source,
        changes={"face_up": False},
        clauses=("17.7.3",),
        ja=f"歌われた時の能力が解決されたため、{c.label} を裏向きにする",
        en=f"its 'when sung' ability resolved: {c.label} turns face down",
    )
