"""支配 (7.39): a unit dominated by a fighter for a period.

「相手のリアガードを１枚選び、（このターン中、）支配する」 makes an ``Effect`` on the unit
(``stat`` ``DOMINATED``, ``value`` the dominating fighter, 7.39.1.1): the effect's master treats
the unit as if it were that fighter's unit (7.39.1) — for the period printed (this turn), else
only while the effect that dominates it resolves (7.39.1.2). The unit stays on its circle, in its
owner's field (7.39.5: the circle's master does not change); it leaves the state when the period
ends or when it leaves the circle (it is then a new card: the effect on it ends, and a move to a
zone not a circle goes to its owner's zone, 7.39.4.1).

What the engine reads of the state (``_vg/selectors._place``: the units a description names):
the dominating fighter's units include it (7.39.2, 7.39.2.1: counts, 7.39.2.2: effects on
them), the original master's do not (7.39.1.1.1); its column is read from the dominating
fighter's side (7.39.3, 7.39.3.1 — the opponent's right column is one's left); it is in neither
fighter's front or back row (7.39.3.2, 7.39.3.3).

In a battle (since round 61, ``_vg/battle``): a dominated rear-guard boosts never — it is not
behind the dominating fighter's attacker either (7.39.6, 7.39.3.2) — and intercepts never
(7.39.6); the battle of other units runs, the dominated unit counted as the dominating
fighter's (7.39.2.1, 7.39.1.1.1).

An attack by a dominated unit (since round 62, ``battle.attackers``): the dominating fighter
chooses it to attack (10.4.1.3) on the other fighter's circle it stands on (7.39.5), its row
read from the dominating fighter (7.39.3: a front-row circle is in its front row, a back-row one
is not); the battle carries that circle (``attacker_at``) apart from the attacking fighter. No
rear-guard of the attacking fighter boosts it (the circle behind is the original master's,
7.39.5; 7.39.3.2). A dominated vanguard (dominated since round 62; a unit in legion is refused,
7.39.1.4) drive checks from the dominating fighter's deck into its trigger zone, the card then to
its owner's hand (7.39.7, 4.13.1.1). A gift marker's modification on its circle is not applied
to a dominated unit (7.39.8, ``values.markers_void``).

Its abilities (since round 61): the dominating fighter plays its 【起】 as their master and pays
their costs (7.39.2.3, 11.7.1; ``abilities.activate``), the original master does not
(7.39.1.1.1); its 【永】 work with the dominating fighter as their master, whom their 「あなた」
refers to (7.39.2; ``continuous._working``, ``master_clauses``).

Not built, refused where it would be reached (``core.Unsupported``: never run silently wrong):
the dominated unit's automatic abilities (who plays them, 7.39.2.3, 7.39.2.3.1; a domination
of a unit with one, or with text not read, is refused), an attack against a dominated unit
(whether 10.4.1.6 offers it: 7.39.1.1.1, 7.39.5), a description of a fighter's vanguard while a
vanguard is dominated (7.39.2 against 7.39.5; a dominated unit moved to its owner's other circle
is moved, 7.39.4.3 — ``steps._dominated_move``; to another fighter's circle the move is not done,
7.39.4.2 — ``steps._dominated_to_circle``), any other period (the battle, 7.39.1.2.1), a unit in legion (7.39.1.4), 7.39.1.3,
7.39.2.4 and 7.39.2.5.
"""

from __future__ import annotations

from ruling.core import Ctx

DOMINATED = "dominated"  # Effect stat: the unit ``target`` is dominated by the player ``value``

# the periods a domination is built for: this turn (「このターン中」 / 「そのターン中」), or
# none printed — only while the effect resolves (7.39.1.2; ``EFFECT`` marks those to end)
PERIODS = (None, "turn")
EFFECT = "while_resolving"  # ``Effect.source`` tag of a domination for the effect's resolution


def dominator(ctx: Ctx, uid: str) -> str | None:
    """The fighter dominating the unit ``uid`` (7.39.1.1), else None."""
    for e in ctx.state.effects:
        if e.target == uid and e.stat == DOMINATED:
            return str(e.value)
    return None


def dominated(ctx: Ctx) -> list[tuple[str, str, str]]:
    """Every dominated unit now: (uid, dominating fighter, original master — whose field the
    unit is on, 7.39.1.1, 7.39.5)."""
    out: list[tuple[str, str, str]] = []
    for e in ctx.state.effects:
        if e.stat != DOMINATED:
            continue
        w = ctx.where(e.target)
        if w is not None:
            out.append((e.target, str(e.value), w[0]))
    return out


def any_dominated(ctx: Ctx) -> bool:
    return any(e.stat == DOMINATED for e in ctx.state.effects)


def master_clauses(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """Why an ability of the unit ``uid`` has the dominating fighter as its master — its
    「あなた」 is that fighter and its information (7.39.2) — when ``uid`` is dominated; else ()."""
    return ("7.39.2",) if dominator(ctx, uid) is not None else ()
