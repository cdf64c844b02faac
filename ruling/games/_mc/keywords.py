"""What decides a standing ability (常備能力, 13.1) either way, as data: the clauses that make it
work when its condition holds, and the clauses read to conclude that it does nothing when its
condition does not hold (a "no" has its reasons too: a 「チャージ:x」 on the second side, a
「弱点:y」 against damage of another attribute or of 0 points, a 「耐性:x」 against a discard
that is not a death)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ruling.core import Ctx
from ruling.games._mc.common import continuous_grants, equipment, label
from ruling.rules import Mark
from ruling.state import Card


@dataclass(frozen=True)
class KeywordRule:
    id: str
    name: str  # as printed: 「チャージ:x」
    applies: tuple[str, ...]  # the clauses when it works
    not_met: tuple[str, ...]  # the clauses that say when it works, read to conclude it does not


KEYWORD_RULES: dict[str, KeywordRule] = {
    r.id: r
    for r in (
        # 13.1.1.1.1: the party's x summed into the initiative result (8.3.4.7)
        KeywordRule("initiative", "イニシアチブ:x", ("13.1.1.1", "13.1.1.1.1"), ("13.1.1.1.2",)),
        # 13.1.5.1: only a unit of the first side; 13.1.5.2: from the start of the first
        # normal timing (there is none in a simultaneous attack)
        KeywordRule("charge", "チャージ:x", ("13.1.5.1", "13.1.5.2"), ("13.1.5.1", "13.1.5.2")),
        KeywordRule(
            "defender", "ディフェンダー:x", ("13.1.6.1", "13.1.6.2"), ("13.1.6.1", "13.1.6.2")
        ),
        # 13.1.7.1: it keeps a unit from dying by damage or a death effect of x, nothing else
        KeywordRule("resistance", "耐性:x", ("13.1.7.1", "13.1.7.4"), ("13.1.7.1",)),
        # 13.1.8.1 / 13.1.8.3: damage of 1 point or more of the attribute y only
        KeywordRule("weakness", "弱点:x", ("13.1.8.1", "13.1.8.3"), ("13.1.8.1", "13.1.8.3")),
    )
}


def not_met(
    ctx: Ctx,
    c: Card,
    kid: str,
    why_ja: str,
    why_en: str,
    cause: tuple[int, ...] = (),
    more: tuple[str, ...] = (),
) -> Mark:
    """The step saying that ``c``'s 「kid」 does nothing here, and why (its ``not_met``
    clauses, and ``more``: those that say why, e.g. 4.5.4 for damage of no attribute)."""
    r = KEYWORD_RULES[kid]
    w = ctx.where(c.uid)
    return Mark(
        clauses=(*r.not_met, *more),
        ja=f"{label(ctx, c.uid)} の「{r.name}」は働かない: {why_ja}",
        en=f"{label(ctx, c.uid)}'s 「{r.name}」 does nothing: {why_en}",
        caused_by=cause,
        touches=(c.uid, *((f"{w[0]}.{w[1]}",) if w else ())),
    )


# an equipment's standing abilities are its wearer's while it is worn, in a battle or not
# (追加常備能力: 2.1.21.1, 2.1.21.2; given to the unit that equips it, 12.2.8.9)
WORN = ("2.1.21.1", "2.1.21.2", "12.2.8.9")


def worn(ctx: Ctx, c: Card, kid: str) -> list[Any]:
    """The standing abilities of kind ``kid`` printed on the equipment ``c`` wears (its
    追加常備能力, ``WORN``)."""
    from ruling.games._mc.cardtext import standing

    return [k for e in equipment(ctx, c.uid) for k in standing(e, kid)]


def held(ctx: Ctx, c: Card, kid: str) -> list[Any]:
    """The standing abilities of kind ``kid`` ``c`` holds: printed on it (13.1) and on the
    equipment it wears (``worn``)."""
    from ruling.games._mc.cardtext import standing

    return [*standing(c, kid), *worn(ctx, c, kid)]


# the var marking a loss 「対象は「耐性:x」を失う」 (by its effect id) read as losing that ability
# only, not the x as such (the point resistance_lost_held_twice, reading ``that_ability``)
RES_LOST_ONLY = "mc.resistance_lost_only"


def resistance_groups(ctx: Ctx, c: Card) -> list[tuple[str, ...]]:
    """Each 「耐性:x」 ability ``c`` holds before effects, as the tuple of its x (「耐性:火炎/電撃」
    one ability of two): printed (13.1.7.3), on the equipment it wears (2.1.21.2), given by a ○
    ability in force (13.1.7.4)."""
    from ruling.abilities import abilities_of
    from ruling.games._mc.cardtext import Standing, face_down

    out: list[tuple[str, ...]] = []
    for card in (c, *equipment(ctx, c.uid)):
        if not card.text or face_down(card):
            continue
        for ab in abilities_of("mc", card):
            if ab.supported and isinstance(ab.program, Standing):
                xs = tuple(k.text for k in (ab.program, *ab.program.more) if k.id == "resistance")
                if xs:
                    out.append(xs)
    out += [(x,) for x, _n, _cl in continuous_grants(ctx, c, "resistance")]
    return out


def resistances(ctx: Ctx, c: Card) -> set[str]:
    """The x of every 「耐性:x」 ``c`` holds: printed (13.1.7.3), on the equipment it wears
    (2.1.21.2) or given by an effect (13.1.7.4: one-shot, or a ○ ability in force)."""
    groups = resistance_groups(ctx, c)
    only = ctx.state.vars.get(RES_LOST_ONLY) or ()
    # one-shot effects in the order they began (10.7.2.2): a grant adds x, a loss (「対象は
    # 「耐性:x」を失う」, 10.15.2.1) treats it as not there, a later grant gives it back
    for e in sorted(ctx.state.effects_on(c.uid, "resistance"), key=lambda e: e.id):
        v = str(e.value)
        if e.op == "grant":
            groups.append((v,))
        elif e.op == "lose" and v == "x":
            groups.clear()  # 「対象は「耐性」を失う」: every 「耐性:x」 held (10.15.2.1)
        elif e.op == "lose" and e.id in only:
            groups = [g for g in groups if g != (v,)]  # that ability only
        elif e.op == "lose":
            groups = [tuple(x for x in g if x != v) for g in groups]  # the x as such
    return {x for g in groups for x in g}


def lost(ctx: Ctx, c: Card, kid: str, value: str) -> int | None:
    """The id of the latest effect 「対象は「～」を失う」 (10.15.2) in force on ``c``'s standing
    ability ``kid`` of value ``value`` ("x": any value), else None: the ability is treated as not
    there (10.15.2.1) — printed, worn or given before it; one given after it is held again
    (10.7.2.2: effects apply in the order they began)."""
    ids = [
        e.id
        for e in ctx.state.effects_on(c.uid, kid)
        if e.op == "lose" and str(e.value) in (value, "x")
    ]
    return max(ids) if ids else None


def weaknesses(ctx: Ctx, c: Card) -> list[tuple[str, int]]:
    """Every 「弱点:y(+nダメージ)」 ``c`` holds, as (y, n): printed (13.1.8.2), on the equipment
    it wears (2.1.21.2) or given by an effect (13.1.8.3: one-shot, or a ○ ability in force); a
    「弱点:y」 lost (10.15.2.1, 13.1.8.4) is left out, unless given again after the loss."""
    out = [(k.text, k.value) for k in held(ctx, c, "weakness")]
    out += [(y, n) for y, n, _cl in continuous_grants(ctx, c, "weakness")]  # by a ○ ability
    out = [(y, n) for y, n in out if lost(ctx, c, "weakness", y) is None]
    return out + [
        (str(e.value[0]), int(e.value[1]))
        for e in ctx.state.effects_on(c.uid, "weakness")
        if e.op == "grant" and (lost(ctx, c, "weakness", str(e.value[0])) or 0) < e.id
    ]


def item_slots(ctx: Ctx, c: Card) -> int:
    """A unit's item slots 「i」: the scenario's ``item_slots``, else its printed 「アイテム:x」
    (13.1.2.1); none while a 「対象は「アイテム:x」を失う」 is in force (10.15.2.1)."""
    from ruling.games._mc.cardtext import standing

    gone = lost(ctx, c, "item", "x")
    given = sum(
        int(e.value)
        for e in ctx.state.effects_on(c.uid, "item")
        if e.op == "grant" and (gone or 0) < e.id
    )
    if gone is not None:
        return given  # only what is given after the loss (10.7.2.2)
    printed = int(c.extra.get("item_slots") or 0) or sum(k.value for k in standing(c, "item"))
    return printed + given
