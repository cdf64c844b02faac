"""Named states of chapter 14's keyword abilities that the rules give a consequence of their own
(a state other text reads, 5.2.2, with what happens to a unit in it and when): one table, one
implementation — the state is set by the keyword's meaning (``_vg/cardtext.MEANINGS``: 「…を突撃
状態にしてよい」), read as any named state (``selectors._groups``), and acted on here where its
clause says:

- 突撃状態 (14.31.2): 「そのユニットが参加したバトルの終了時、山札の下に置かれます」 — at the end
  of a battle (10.8.1.2) the units in it that took part go to the bottom of their owner's deck.
  Whether a booster took part the rules do not settle (10.4.1.9.2 names only the attacking and
  the attacked units as the battle's partners; a booster's power is part of the battle until it
  ends, 10.4.1.12.1): the audit's ``vg.charge_booster_took_part``, both readings run.
- ♪♪状態 (14.36.1): 「このユニットとその登場したユニットが同一のマスターでフィールドにいる限り、
  それらを関連付けられた♪♪状態にする」 — a state two units are put in together: each holds it
  while a unit it was paired with is on the field under the same master (14.36.1.2.1); not set
  when one of the two left the field before it resolves (14.36.1.1). ``PAIRED_STATES``.
- 亡霊状態 (14.35.1): 「そうしたなら、ターン終了時、亡霊状態のユニットをすべて退却させる」 — at the
  end of the turn (the 「ターン終了時」 point, 9.11.8) every unit in it is retired (7.18.1)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from ruling import unsettled
from ruling.rules import Move

Proc = Generator[Any, Any, Any]


@dataclass(frozen=True)
class StateRule:
    """What happens to a unit in the named state ``name``: ``at`` (``battle_end``: the battles
    it takes part in; ``turn_end``), ``does`` (``deck_bottom`` / ``retire``), and the clauses."""

    name: str
    at: str
    does: str
    clauses: tuple[str, ...]


STATE_RULES = (
    StateRule("突撃", "battle_end", "deck_bottom", ("14.31.1", "14.31.2", "10.8.1.2")),
    StateRule("亡霊", "turn_end", "retire", ("14.35.1", "9.11.8", "7.18.1")),
)


# states put on two units together, each holding it while its partner is on the field under the
# same master (14.36.1, 14.36.1.1, 14.36.1.2, 14.36.1.2.1): the state's name -> its clauses
PAIRED_STATES = {"♪♪": ("14.36.1", "14.36.1.1", "14.36.1.2", "14.36.1.2.1")}
# keywords whose clause says that, resolved with the vanguard in legion state, the legion leader
# and the legion mate both are put in the state (14.23.1.1 竜炎): keyword id -> that clause
LEGION_BOTH = {"blaze": ("14.23.1.1",)}
PARTNER = "state_partner"  # an effect's stat: (state, partner uid) — the pair a state was set on


def paired_state(rt: Any, op: Any, first: list[str], second: list[str], clauses: tuple) -> Proc:
    """「AとBをX状態にする」 (``Op.detail`` ``with``): both put in the state for the period. A
    paired state (``PAIRED_STATES``) is set only if both are still on the field (14.36.1.1), and
    each records the other (``PARTNER``, read by ``holds_pair``); another state is set on each
    of them that is there."""
    from ruling.games._vg.common import label, where_circle
    from ruling.games._vg.steps import PERIOD_EN, PERIOD_JA, effect_until
    from ruling.rules import AddEffect, Mark

    ctx = rt.ctx
    name = op.name
    paired = PAIRED_STATES.get(name)
    here = [u for u in dict.fromkeys(first + second) if where_circle(ctx, u) is not None]
    if paired is not None and (
        len(here) < 2 or not any(u in first for u in here) or not any(u in second for u in here)
    ):
        yield Mark(
            clauses=clauses + paired[:2],
            caused_by=rt.why,
            # about the units not put in the state (a value read of them rests on it)
            touches=tuple(dict.fromkeys(first + second)),
            ja=f"関連付けられるべきユニットの片方がフィールドにいないため、{name}状態にならない",
            en=f"one of the units to be paired is not on the field: no {name} state",
        )
        return
    until = effect_until(rt, op.until)
    period_ja = PERIOD_JA.get(op.until or "turn", "そのターン中")
    period_en = PERIOD_EN.get(op.until or "turn", "this turn")
    fresh = {u: entered(ctx, u, name) for u in here}
    for u in here:
        yield AddEffect(
            target=u,
            stat="named_state",
            op="add",
            value=name,
            data={"entered": fresh[u]},
            until=until,
            caused_by=rt.why,
            clauses=clauses + ("5.2.2", "5.2.2.2", "11.3.1.2") + (paired or ()),
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"{period_ja}、{label(ctx, u)} は{name}状態になる",
            en=f"{label(ctx, u)} is in the state {name} ({period_en})",
        )
        if paired is not None:
            for other in here:
                if other != u:
                    yield AddEffect(
                        target=u,
                        stat=PARTNER,
                        op="add",
                        value=(name, other),
                        until=until,
                        caused_by=rt.why,
                        clauses=paired,
                        source=f"{label(ctx, rt.source)}: {rt.text}",
                        ja=f"{label(ctx, u)} と {label(ctx, other)} が関連付けられる",
                        en=f"{label(ctx, u)} and {label(ctx, other)} are paired",
                    )


def holds_pair(ctx: Any, uid: str, name: str) -> bool:
    """A card in the paired state ``name`` holds it while a unit it was paired with is on the
    field under the same master (14.36.1, 14.36.1.2.1)."""
    from ruling.games._vg.common import where_circle

    me = where_circle(ctx, uid)
    if me is None:
        return False
    for e in ctx.state.effects:
        if e.target == uid and e.stat == PARTNER and e.value[0] == name:
            there = where_circle(ctx, e.value[1])
            if there is not None and there[0] == me[0]:
                return True
    return False


def state_clauses(name: str) -> tuple[str, ...]:
    """The clauses of the keyword whose state ``name`` is (「♪♪状態になった時」: 14.36.1.3)."""
    if name in PAIRED_STATES:
        return ("14.36.1", "14.36.1.3", "14.36.1.3.1")
    return next((r.clauses[:1] for r in STATE_RULES if r.name == name), ())


def entered(ctx: Any, uid: str, name: str) -> bool:
    """Whether putting ``uid`` in the state ``name`` now puts it there (not in it before)."""
    return not _in_state(ctx, uid, name)


def _in_state(ctx: Any, uid: str, name: str) -> bool:
    from ruling.games._vg.selectors import _groups

    c = ctx.card(uid)
    return c is not None and name in _groups(ctx, c)


def _act(ctx: Any, rule: StateRule, uid: str, more: tuple[str, ...] = ()) -> Proc:
    from ruling.games._vg.common import label

    c = ctx.card(uid)
    assert c is not None
    if rule.does == "deck_bottom":
        yield Move(
            uid=uid,
            player=c.owner,
            zone="deck",
            pos="bottom",
            face_up=False,
            clauses=rule.clauses + more,
            ja=f"{label(ctx, uid)} は{rule.name}状態なので、山札の下に置かれる",
            en=f"{label(ctx, uid)} is in the state {rule.name}: put on the bottom of the deck",
        )
    else:
        yield Move(
            uid=uid,
            player=c.owner,
            zone="drop",
            clauses=rule.clauses + more,
            ja=f"{label(ctx, uid)} は{rule.name}状態なので、退却する",
            en=f"{label(ctx, uid)} is in the state {rule.name}: retired",
        )


def at_battle_end(ctx: Any, battle: dict[str, Any] | None) -> Proc:
    """The end of ``battle`` (10.8.1.2): each unit of it in a ``battle_end`` state that took part
    in it; a booster only under the reading that it did (``charge_booster_took_part``)."""
    if not battle:
        return
    partners = [battle.get("attacker"), *(battle.get("attacked") or ())]
    booster = battle.get("booster")
    for rule in STATE_RULES:
        if rule.at != "battle_end":
            continue
        for uid in dict.fromkeys(u for u in partners if u):
            if ctx.where(uid) is not None and _in_state(ctx, uid, rule.name):
                yield from _act(ctx, rule, uid, ("10.4.1.9.2",))
        if booster and ctx.where(booster) is not None and _in_state(ctx, booster, rule.name):
            took_part = yield unsettled.choose(
                ctx.state.turn.player,
                "vg",
                "charge_booster_took_part",
                {"partners_only": False, "booster_too": True},
            )
            if took_part:
                yield from _act(ctx, rule, booster, ("10.4.1.12.1",))


def at_turn_end(ctx: Any) -> Proc:
    """The 「ターン終了時」 point of the end phase (9.11.8): every unit in a ``turn_end`` state."""
    from ruling.games._vg.common import field_units

    for rule in STATE_RULES:
        if rule.at != "turn_end":
            continue
        for pl in ctx.state.order():
            for _circle, c in field_units(ctx, pl):
                if ctx.where(c.uid) is not None and _in_state(ctx, c.uid, rule.name):
                    yield from _act(ctx, rule, c.uid)


# ------------------------------------------------------------------ card information keywords


@dataclass(frozen=True)
class CardInfo:
    """A keyword whose meaning is a procedure of the rules the card may take part in, and whose
    parameter is the card information that procedure reads (the names printed after it): the
    scenario's card field ``field`` carries the same information (one implementation, two
    spellings). ``join``: how several names read — ``any`` (「「A」か「B」」: one of them,
    14.11.2.3) or ``all`` (each a card of the procedure); ``kinds``: the ability kinds it is
    printed on (its defining clause's)."""

    field: str | None
    join: str
    kinds: tuple[str, ...]
    clauses: tuple[str, ...]


CARD_INFO = {
    # 14.42.1.1 ‘オーバードレス - (ユニット条件)’: the rear-guard it may be overDressed onto
    # (9.9.2.5, 14.42.2) — a name, or 「「X」を含むリアガード」
    "overdress": CardInfo("over_dress", "any", ("continuous", "keyword"), ("14.42.1", "14.42.1.1")),
    # 14.49.2 ‘クロスオーバードレス - (指定のカード)’: its dress origins (6.8.3.1)
    "crossover_dress": CardInfo(
        "cross_over_dress", "all", ("continuous", "keyword"), ("14.49.1", "14.49.2")
    ),
    # 14.11.1.3 / 14.11.2.3: the cards the seek mate may search for and legion with; the
    # D-seek mate icon (14.11.1.2) makes it a D-legion (14.11.2.2)
    "seek_mate": CardInfo(
        "seek_mate", "any", ("activated", "keyword"), ("14.11.1", "14.11.1.3", "14.11.2")
    ),
    # 14.54.2 ‘メイトユニット - (名称)’: no ride with it, no call of it unless your vanguard
    # contains the name (restrictions.mate_call_refused)
    "mate_unit": CardInfo(None, "any", ("continuous", "keyword"), ("14.54.1", "14.54.2")),
    # 17.8.2.1 ‘(名称)装備 - (カード名)’: the card name of the vanguard the equip order is put
    # with as it resolves (17.8.3, specific.play_order)
    "equip": CardInfo(None, "any", ("continuous", "keyword"), ("17.8.2", "17.8.2.1")),
}


@dataclass(frozen=True)
class Info:
    """The card information a ``CARD_INFO`` keyword carries: the names, whether a card need
    only contain one (「を含む」), whether the procedure is the D- variant, and the clauses."""

    names: tuple[str, ...]
    contains: bool = False
    d: bool = False
    clauses: tuple[str, ...] = ()


def card_info(ctx: Any, card: Any, keyword: str) -> Info | None:
    """The card information of ``card``'s ``keyword`` (a ``CARD_INFO`` id): the scenario's card
    field when it is given, else the keyword printed in the card's text (its compiled program,
    ``params`` ``names`` / ``contains`` / ``d``); None when the card has neither."""
    from ruling.games._vg.continuous import programs

    spec = CARD_INFO[keyword]
    given = card.extra.get(spec.field) if spec.field else None
    if given:
        names = (given,) if isinstance(given, str) else tuple(str(n) for n in given)
        return Info(names)
    for ab in programs(ctx, card.uid):
        p = ab.program
        if p is not None and p.kind == "keyword" and p.keyword == keyword:
            par = dict(p.params)
            return Info(
                tuple(par.get("names", ())),
                bool(par.get("contains")),
                bool(par.get("d")),
                spec.clauses,
            )
    return None


def meets(info: Info, name: str) -> bool:
    """Whether a card named ``name`` is one the information names (``contains``: holds one of
    the names, 「「X」を含む」)."""
    return any((n in name) if info.contains else (n == name) for n in info.names)
