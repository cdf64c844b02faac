"""Locked cards (呪縛, 7.30): the state a scenario may give a card on a circle, what it takes
from the card, and its end at the end phase (9.11.3).

A locked card is face down and has none of the information printed on it (7.30.1.1,
7.30.1.2): no name, no grade, no unit; the circle it is on is of the locked attribute, not a
rear-guard circle (4.9.2.5, 4.9.2.7), so no card is called there; its text does not work, so it
refers to no card (7.30.6). Locking a unit by an effect (「…を呪縛する」, 7.30.1.1, 7.30.4) is a
step of ``_vg/steps.run_op``, putting a card as a locked card (7.30.5) ``_vg/steps._put_locked``;
the dress origins of a unit locked stay associated with the locked card (7.30.7, ``after_locked``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import CIRCLES, circle, listed_off_circles
from ruling.rules import Erase, Mark, MoveMany, SetCard

Proc = Iterator[Any]

LOCKED = ("7.30.1", "7.30.1.2")


def lock_listed(ctx: Ctx) -> None:
    """At set-up: a card the scenario lists as ``locked`` on a circle is in the locked state,
    face down (7.30.1.1: turned face down, then standing); one listed as ``deleted`` on a
    circle is a deleted unit (7.32.1: face down, its stand / rest state as given; 7.32.2 its
    power less its printed power and its printed text lost, read by ``values.power`` and
    ``continuous``). ``deleted`` anywhere else is an error of the scenario: only a unit is
    deleted."""
    from ruling.scenario import Diagnostic, ScenarioError

    st = ctx.state
    for p in st.players:
        for c in CIRCLES:
            for card in st.zone(p, circle(c)):
                if card.extra.get("locked"):
                    card.states["locked"] = True
                    card.face_up = False
                    card.orientation = "stand"
                elif card.extra.get("deleted"):
                    card.states["deleted"] = True
                    card.face_up = False
    stray = listed_off_circles(ctx, "deleted")
    if stray:
        raise ScenarioError(
            "",
            [
                Diagnostic(
                    "deleted",
                    f"{', '.join(stray)}: `deleted: true` is for a unit on a circle (7.32.1)",
                    ja=f"{'、'.join(stray)}: `deleted: true` はサークル上のユニットにだけ書ける（7.32.1）",
                )
            ],
        )


def is_locked_circle(ctx: Ctx, player: str, c: str) -> bool:
    """4.9.2.7: a circle with a locked card on it is of the locked attribute (not a rear-guard
    circle, 4.9.2.5)."""
    return any(x.states.get("locked") for x in ctx.zone(player, circle(c)))


def unlock_at_end(ctx: Ctx, player: str) -> Proc:
    """9.11.3: the locked cards on the turn fighter's field stop being locked and turn face up
    (its deleted cards stop being deleted and turn face up, 7.32.4; the other fighter's stay);
    the card stands, without counting as having stood (7.31.2), it is no 登場 (7.31.4: 「カードが
    解呪されるのは登場ではありません」 — a 「登場した時」 does not trigger on it), and the circle is
    of its former attribute again (7.30.2, 7.30.3.1)."""
    from ruling.games._vg.dress import origins

    for c in CIRCLES:
        for card in list(ctx.zone(player, circle(c))):
            if card.states.get("locked"):
                yield SetCard(
                    uid=card.uid,
                    changes={"locked": None, "face_up": True, "orientation": "stand"},
                    # standing, but not deemed to have gone from rest to stand (7.31.2): no
                    # 「【スタンド】した時」 reads it
                    data={"unlocked": True},
                    # the circle is of its former attribute again (7.30.3.1); its dress origins
                    # are associated with the card unlocked (7.30.7)
                    clauses=("9.11.3", "7.30.2", "7.31.2", "7.31.4", "7.30.3.1")
                    + (("7.30.7",) if origins(ctx, card.uid) else ()),
                    ja=f"{card.label} の呪縛状態が終わり、表向きになる",
                    en=f"{card.label} is no longer locked and turns face up",
                )
            elif card.states.get("deleted"):
                # 9.11.3: a deleted card of the turn fighter's field is deleted no more and face
                # up (7.32.4: a deleted unit no longer deleted is face up)
                kept = any(e.target == card.uid for e in ctx.state.effects)
                yield SetCard(
                    uid=card.uid,
                    changes={"deleted": None, "deleted_less": None, "face_up": True},
                    clauses=("9.11.3", "7.32.4") + (("7.32.6.1",) if kept else ()),
                    ja=f"{card.label} のデリート状態が終わり、表向きになる",
                    en=f"{card.label} is no longer deleted and turns face up",
                )
    # 「自分のフィールド」: the other fighter's locked and deleted cards stay as they are
    others = [
        card.uid
        for pl in ctx.state.players
        if pl != player
        for c in CIRCLES
        for card in ctx.zone(pl, circle(c))
        if card.states.get("locked") or card.states.get("deleted")
    ]
    if others:
        yield Mark(
            clauses=("9.11.3",),
            touches=tuple(others),
            ja="相手のフィールドの呪縛状態やデリート状態のカードはそのまま（9.11.3「自分のフィールド」）",
            en="the other fighter's locked and deleted cards stay as they are (9.11.3: 「自分の"
            "フィールド」, the turn fighter's own)",
        )


def unlocked_step(ctx: Ctx, uid: str, placed: int) -> tuple[int, ...]:
    """The step that unlocked the card ``uid`` (9.11.3, 7.31.1, 7.31.3) while it has stayed in
    the zone it was put into at ``placed``: an unlocked card is a new card (7.31.1.1) whose text
    is read from then on, so an ability of it that triggers rests on that step. None if the
    card was not unlocked there."""
    for step, seq, ev in reversed(ctx.events()):
        if seq < placed:
            break
        if isinstance(ev, SetCard) and ev.uid == uid and ev.changes.get("locked", 0) is None:
            return (step,)
    return ()


def after_locked(ctx: Ctx, uid: str, clauses: tuple[str, ...], why: tuple[int, ...]) -> Proc:
    """What follows the locking of a card at once: the record markers on it are erased
    (15.8.4.4); a token unit, locked, is erased from its circle (15.4.3.3); a 魔獣合成 unit locked has its top token erased and the other cards of its
    bundle put into their owner's drop (6.10.4)."""
    from ruling.games._vg.dress import origins
    from ruling.games._vg.fusion import bundle
    from ruling.games._vg.markers import erase_on

    c = ctx.card(uid)
    if c is None or not c.states.get("locked"):
        return
    # 15.8.4.4: the record markers on a unit locked are erased
    yield from erase_on(ctx, uid, why[-1] if why else None, clauses + ("15.8.4.4", "15.8.4.1"))
    os = origins(ctx, uid)
    if os:
        # 7.30.7: its dress origins are associated with the locked card — they stay on its
        # circle under it (not units, 6.7.2.1; no card a rule process drops, 13.3.5)
        yield Mark(
            clauses=clauses + ("7.30.7",),
            caused_by=why,
            touches=tuple(o.uid for o in os),
            ja=f"ドレス元（{'、'.join(o.label for o in os)}）は呪縛カードに関連付けられ、そのサークルに残る",
            en=f"the dress origins ({', '.join(o.label for o in os)}) are associated with the "
            "locked card and stay on its circle",
        )
    if c.type != "token":
        return
    fused = bundle(ctx, uid)
    yield Erase(
        uid=uid,
        clauses=clauses + ("15.4.3.3", "15.2.3") + (("6.10.4",) if fused else ()),
        caused_by=why,
        ja=f"呪縛されたトークンユニット {c.label} をサークルから消去する",
        en=f"the locked token unit {c.label} is erased from its circle",
    )
    if fused:
        yield from _bundle_dropped(ctx, fused, clauses, why)


def _bundle_dropped(
    ctx: Ctx, fused: list[Any], clauses: tuple[str, ...], why: tuple[int, ...]
) -> Proc:
    """6.10.4: the cards of a locked 魔獣合成 unit other than its top token go to their owner's
    drop, in one action. Whether that is a retire of the unit they formed (7.18.2: 「ユニットが
    フィールドからドロップゾーンに置かれた場合」 — the bundle was one unit, 6.10.2) or only the
    lock's end (7.30.1: the action is the lock; under the top the cards are no unit of their
    own, 6.10.3.1) is not said: the point fusion_locked_retired, raised where an automatic
    ability waits for a retire or a condition reads one back (nowhere else does the reading
    change what happens). Under ``retired`` the cards leave as the unit they formed (as one
    rear-guard retired: one event); under ``not_retired`` as cards of a bundle, no unit."""
    from ruling import unsettled
    from ruling.games._vg.autos import listens_for

    owner = fused[0].owner
    retired = False
    if listens_for(ctx, "retired"):
        retired = yield from unsettled.holds(owner, "vg", "fusion_locked_retired", "retired")
    if not retired:
        yield MoveMany(
            uids=tuple(x.uid for x in fused),
            player=owner,
            zone="drop",
            clauses=clauses + ("6.10.4",),
            caused_by=why,
            ja=f"呪縛された魔獣合成ユニットの {'、'.join(x.label for x in fused)} をドロップゾーンに置く",
            en=f"{', '.join(x.label for x in fused)}, of the locked fusion unit, go to the drop",
        )
        for x in fused:
            yield SetCard(
                uid=x.uid,
                changes={"fused_under": None},
                clauses=("6.10.3.2.1",),
                ja=f"{x.label} は単にドロップゾーンのカードになる",
                en=f"{x.label} is just a card in the drop",
            )
        return
    for x in fused:
        # the cards leave as the unit they formed: read as a rear-guard on its circle as they go
        yield SetCard(
            uid=x.uid,
            changes={"fused_under": None},
            clauses=("6.10.2", "6.10.3.2.1"),
            caused_by=why,
            ja=f"{x.label} は魔獣合成ユニットだったカードとしてフィールドを離れる",
            en=f"{x.label} leaves the field as a card of the fusion unit it formed",
        )
    yield MoveMany(
        uids=tuple(x.uid for x in fused),
        player=owner,
        zone="drop",
        clauses=clauses + ("6.10.4", "7.18.1", "7.18.2"),
        caused_by=why,
        ja=f"呪縛された魔獣合成ユニットの {'、'.join(x.label for x in fused)} をドロップゾーンに置く"
        "（フィールドからドロップへ: 退却）",
        en=f"{', '.join(x.label for x in fused)}, of the locked fusion unit, go to the drop "
        "(from the field to the drop: retired)",
    )
