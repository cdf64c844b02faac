"""Attributes a circle gains by a card's effect (4.9.2; 17.3.1: 「カードの効果により、特定のサークルが
星域属性を追加で持つことがあります」): an effect on the circle's fighter (``Effect.stat``
``circle_attribute``, value ``(circle, attribute)``) for the period its text gives, made by
「そのターン中、あなたの左後列のリアガードサークルは星域属性を得る」 (``_vg/cardtext._circle_attribute``) or
「あなたのリアガードサークルを１つ選び、そのターン中、星域にする」 (``_chosen_circle_attribute``).

The rules of a 星域 circle (17.3) read here: a normal call there only of a 〈星神〉, of any grade
(17.3.1.1, 17.3.1.2; ``turn.call``), a unit there that is no 〈星神〉 retired by a rule process
(17.3.1.6, 17.3.2.1; ``processes``), a locked card there put into the drop by it (17.3.1.7,
17.3.2.2), its unit put on the bottom of its owner's deck in the end
phase (17.3.1.5, 9.11.5; ``turn.end_phase``) — an attribute of 「そのターン中」 still in force
then (it ends at 9.11.9)."""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import to_drop
from ruling.rules import Finding, Move, SetCard

STAT = "circle_attribute"
STAR_DOMAIN = "star_domain"
STAR_GOD = "星神"  # the race 17.3.1.1 names


def attributes(ctx: Ctx, player: str, ci: str) -> set[str]:
    """The attributes `player`'s circle `ci` has gained by effects in force now (17.3.1)."""
    from ruling.games._vg.values import in_force

    return {
        e.value[1]
        for e in ctx.state.effects
        if e.target == player
        and e.stat == STAT
        and isinstance(e.value, tuple)
        and e.value[0] == ci
        and in_force(ctx, e)
    }


def made_by(ctx: Ctx, player: str, ci: str) -> tuple[int, ...]:
    """The steps that put in force the effects giving `player`'s circle `ci` the 星域 attribute:
    what a rule of the star domain applied there rests on."""
    from ruling.games._vg.values import in_force

    steps = (
        ctx.step_of(f"effect:{e.id}")
        for e in ctx.state.effects
        if e.target == player
        and e.stat == STAT
        and e.value == (ci, STAR_DOMAIN)
        and in_force(ctx, e)
    )
    return tuple(i for i in steps if i is not None)


def star_domain(ctx: Ctx, player: str, ci: str) -> bool:
    """Is `player`'s circle `ci` of the 星域 attribute now (17.3.1)?"""
    return STAR_DOMAIN in attributes(ctx, player, ci)


def star_domains(ctx: Ctx, player: str) -> list[str]:
    """`player`'s circles of the 星域 attribute now, in the order of ``REAR``."""
    from ruling.games._vg.common import REAR

    return [ci for ci in REAR if star_domain(ctx, player, ci)]


def is_star_god(card: Any) -> bool:
    """Is the card's race 〈星神〉 (one of its races, 2.3.4)?"""
    from ruling.games._vg.fusion import _races

    return STAR_GOD in _races(card)


def find_star_domain(ctx: Ctx) -> list[Finding]:
    """17.3.2: an illegal card on a circle of the 星域 attribute — a unit that is no 〈星神〉
    (17.3.2.1), or a locked card (17.3.2.2: the circle turned of the locked attribute too,
    17.3.1.7)."""
    from ruling.games._vg.common import circle, is_unit

    out = []
    for p in ctx.state.order():
        for ci in star_domains(ctx, p):
            for c in ctx.zone(p, circle(ci)):
                if c.states.get("locked"):
                    out.append(Finding(p, (c.uid,), {"uid": c.uid, "circle": ci, "locked": True}))
                elif is_unit(c) and c.face_up and not is_star_god(c):
                    out.append(Finding(p, (c.uid,), {"uid": c.uid, "circle": ci}))
    return out


def apply_star_domain(ctx: Ctx, f: Finding) -> Any:
    """17.3.2.1 (17.3.1.6): the unit is retired by the rule process; 17.3.2.2 (17.3.1.7): the
    locked card is put into the drop zone by the rule process (face up there, a public zone:
    no longer locked, 7.30.2)."""
    from ruling.games._vg.common import CIRCLE_JA, label

    c = ctx.card(f.data["uid"])
    if c is None:
        return
    where = CIRCLE_JA[f.data["circle"]]
    if f.data.get("locked"):
        yield to_drop(
            c,
            face_up=True,
            clauses=("17.3.1.7", "17.3.2.2"),
            caused_by=made_by(ctx, f.player or c.owner, f.data["circle"]),
            ja=f"星域属性の{where}に呪縛カード {c.label} があるので、ルール処理でドロップゾーンに置く",
            en=f"the locked card {c.label} is on a 星域 circle ({f.data['circle']}): put into the "
            "drop by a rule process",
        )
        yield SetCard(
            uid=c.uid,
            changes={"locked": None},
            clauses=("7.30.2",),
            ja=f"{c.label} はドロップゾーンで表向きになり、呪縛状態ではない",
            en=f"{c.label} is face up in the drop, locked no more",
        )
        return
    yield to_drop(
        c,
        clauses=("17.3.1.6", "17.3.2.1"),
        caused_by=made_by(ctx, f.player or c.owner, f.data["circle"]),
        ja=f"星域属性の{where}に〈星神〉でない {label(ctx, c.uid)} がいるので、ルール処理で退却する",
        en=f"{label(ctx, c.uid)} is no 〈星神〉 on a 星域 circle ({f.data['circle']}): retired by a "
        "rule process",
    )


def _turn_long(ctx: Ctx, player: str, ci: str) -> bool:
    """Does `player`'s circle `ci` have the 星域 attribute by an effect of 「そのターン中」 (which
    ends only at 9.11.9, after 9.11.5)?"""
    return any(
        e.target == player
        and e.stat == STAT
        and isinstance(e.value, tuple)
        and e.value == (ci, STAR_DOMAIN)
        and e.until == "turn"
        for e in ctx.state.effects
    )


def star_domain_at_end(ctx: Ctx) -> Any:
    """9.11.5 (17.3.1.5): each unit on a circle of the 星域 attribute goes to the bottom of its
    owner's deck — before 9.11.9 ends the effects of 「そのターン中」."""
    from ruling.games._vg.common import CIRCLE_JA, circle, is_unit, label

    for p in ctx.state.order():
        for ci in star_domains(ctx, p):
            for c in ctx.zone(p, circle(ci)):
                if not is_unit(c):
                    continue
                yield Move(
                    uid=c.uid,
                    player=c.owner,
                    zone="deck",
                    pos="bottom",
                    face_up=False,
                    # an effect of 「そのターン中」 is still in force: it ends at 9.11.9, after this
                    clauses=("9.11.5", "17.3.1.5")
                    + (("9.11.9",) if _turn_long(ctx, p, ci) else ()),
                    caused_by=made_by(ctx, p, ci),
                    ja=f"エンドフェイズ: 星域属性の{CIRCLE_JA[ci]}の {label(ctx, c.uid)} をオーナーの山札の一番下に置く",
                    en=f"end phase: {label(ctx, c.uid)} on a 星域 circle ({ci}) goes to the bottom "
                    "of its owner's deck",
                )
