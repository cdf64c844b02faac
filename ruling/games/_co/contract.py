"""CrossOver's side of the scenario contract (docs/scenarios.md, round 6): a character's values
as the rules see them (4.3.8: every effect applied, in its order), the typed events its actions
and triggered abilities stand for, and a bare effect text resolved by a player (4.3.2.6). The
game has no pending abilities (an ability that triggers resolves at once, 4.3.6) and no attack
steps to start in."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ruling.abilities import abilities_of, text_not_run
from ruling.core import Ctx
from ruling.games._co.common import Proc, counters_of, damage_of, value_watch, view
from ruling.rules import Mark, Reject, Warn
from ruling.state import Card
from ruling.values import branch_candidates, card_value, find, known_value


def _counters(ctx: Ctx, uid: str) -> int | dict[str, int] | None:
    """The counters a card keeps (1-5); a card off the field keeps none (the rules do not say
    what becomes of a card's counters when it leaves the field: only a field card's are read).
    A card keeping a named kind (「湯気カウンター」) is answered as the ``counters:`` field is
    written, a count per kind (``{カウンター: 1, 湯気カウンター: 2}``, the kinds it keeps)."""
    c = ctx.card(uid)
    if c is None:
        return None
    if ctx.where(uid)[1] != "field":
        return 0
    named = {
        k.removeprefix("counters."): int(n)
        for k, n in c.states.items()
        if k.startswith("counters.") and n
    }
    if not named:
        return counters_of(c)
    return ({"カウンター": counters_of(c)} if counters_of(c) else {}) | named


def _abilities(ctx: Ctx, uid: str) -> list[str]:
    """Printed abilities (none when an effect took them away, 4.3.8) and keywords held now."""
    from ruling.values import printed_abilities

    c = ctx.card(uid)
    if c is None:
        return []
    v = view(ctx, uid)
    held = sorted(_quoted_text(ctx, k) for k in v.keywords)
    return ([] if v.lost_abilities else printed_abilities(ctx.game, c)) + held


def _quoted_text(ctx: Ctx, key: str) -> str:
    """A keyword as held, a quoted ability gained (``quote:…``) as its text 『…』 printed on the
    card that gives it (found among the cards whose text gives that key)."""
    from ruling.games._co.cardtext import QUOTED_TEXT

    if not key.startswith("quote:"):
        return key
    if key in QUOTED_TEXT:
        return QUOTED_TEXT[key]
    from ruling.abilities import abilities_of

    for pl in ctx.state.players:
        for zone in ("field", "playing", "dustbox"):
            for card in ctx.zone(pl, zone):
                for ab in abilities_of("co", card):
                    prog = ab.program
                    if prog is None:
                        continue
                    gives = [*prog.statics, *prog.ops]
                    after = ab.text.rsplit("得る", 1)[-1].lstrip("。、 ")
                    if any(getattr(x, "value", None) == key for x in gives) and after[:1] == "『":
                        return after
    return key


def value_set(ctx: Ctx, uid: str, printed: str) -> bool:
    """Whether an effect in force sets the card's AP or DP (4.3.8 step 4: 「「0:5」の能力値を
    持つ」, on a navigator made a character too): known though not printed."""
    return ctx.card(uid) is not None and printed in view(ctx, uid).set


def _type(ctx: Ctx, uid: str) -> str | None:
    """A card's type as in force: a card on the field an effect made a character (4.3.8 step 2,
    「…「その他」キャラクターとなる」: a navigator too) is a character; else its printed type."""
    c = ctx.card(uid)
    if c is None:
        return None
    w = ctx.where(uid)
    if w is not None and w[1] == "field" and not c.states.get("on"):
        if view(ctx, uid).made_character:
            return "character"
    return c.type


CARD_VALUES: Mapping[str, Callable[[Ctx, str], Any]] = {
    "type": _type,
    "ap": known_value("ap", lambda ctx, c: view(ctx, c.uid).ap),
    "dp": known_value("dp", lambda ctx, c: view(ctx, c.uid).dp),
    "damage": card_value(lambda _ctx, c: damage_of(c)),
    "counters": _counters,
    "abilities": _abilities,
}

# the clauses that decide a value a scenario asks for: the order the effects on the card are
# applied in (4.3.8, 4.3.8.1) when any applies
CARD_VALUE_CLAUSES: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    "ap": lambda ctx, uid: tuple(view(ctx, uid).clauses),
    "dp": lambda ctx, uid: tuple(view(ctx, uid).clauses),
    "counters": lambda ctx, uid: ("1.5",),
    # a type an effect made (4.3.8 step 2) is read by the order of 4.3.8
    "type": lambda ctx, uid: tuple(view(ctx, uid).clauses),
}

# what a value was read from (``Game.card_value_watch``): the card and the cards whose effects
# apply to it (a card set on it, 4.2.11; its effects' sources): the steps that put them there
# decided the value too (a card newly set takes its target, 4.2.13)
CARD_VALUE_WATCH: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    "ap": value_watch,
    "dp": value_watch,
}

TYPED_EVENTS: Mapping[str, tuple[str, str]] = {
    # a player's HP lost (4.1.2), a character's damage (4.3.9)
    "tag:hp_lost": ("damage", "player"),
    "tag:damaged": ("damage", "uid"),
    "action:play": ("play", "card"),
    "action:activate": ("play", "card"),
    "action:draw": ("draw", "player"),
    # 4.3.6: an ability triggers (several at once: each, then resolved in the turn player's
    # order; a triggered ability resolves as soon as it can)
    "tag:triggered": ("trigger", "uid"),
    # a card's 「フィールドに出ているキャラクターがいなくなったとき、…はクラッシュする」 (4.3.6), run as
    # a rule process (``processes.crash_when_no_characters``): its card's ability triggering
    "rule:crash_when_no_characters": ("trigger", "uid"),
    # 4.3.2.6: a played card resolves (after the interrupts played in answer to it, 4.3.4)
    "tag:resolved": ("resolve", "uid"),
}


def _about_the_target(text: str) -> Any:
    from ruling.games._co.cardtext import about_the_target

    try:
        prog = about_the_target(text)
        if prog is None:
            return None
        return replace(prog, ops=prog.ops + _on_the_target(prog.statics), statics=())
    except Exception as exc:  # refused as any ability is: the text stays unsupported
        if getattr(exc, "reason", None) is None:
            raise
        return None


# an effect in force on the card a fragment is about, as the one-shot step that gives it to the
# target (with no end: 4.3.8)
_STATIC_AS_STEP = {
    "mod": "modify",
    "immune": "immune",
    "gain": "grant",
    "lose_all": "strip",
    "set_stats": "set_stats",
}


def _on_the_target(statics: tuple[Any, ...]) -> tuple[Any, ...]:
    from ruling.abilities import Unsupported
    from ruling.games._co.cardtext import Op

    out = []
    for st in statics:
        if st.who not in ("host", "target_char") or st.kind not in _STATIC_AS_STEP:
            raise Unsupported(f"an effect in force ({st.kind}) in a bare text")
        out.append(Op(_STATIC_AS_STEP[st.kind], "target_char", ap=st.ap, dp=st.dp, value=st.value))
    return tuple(out)


def resolve_text(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A bare effect text resolved by ``player``: compiled by the grammar and
    ``_co/cardtext.py``, its steps done in order (4.3.2.6); a text with a target needs
    ``target`` (4.2.13)."""
    from ruling.games._co.basic import valid_target
    from ruling.games._co.play import _target_ref, run_ops

    player = str(p["player"])
    source = ""
    if p.get("card"):
        source = find(ctx.game, ctx.state, str(p["card"]))[0] or ""
    holder = Card("text", player, type="event", text=str(p["text"]))
    for ab in abilities_of("co", holder):
        prog = ab.program
        about = _about_the_target(ab.text) if p.get("target") and not ab.supported else None
        if about is not None:
            # a fragment printed without its subject (「「+1:+1」の修正を受ける」): about the
            # card the situation names as the target (4.2.13); its effects in force are that
            # card's from now on (4.3.8)
            prog = about
        if prog is None or prog.kind != "effect":
            yield text_not_run(ab.text, ab.reason)
            continue
        if prog.statics:
            # an effect in force (4.3.8) needs a card on the field or set on one to hold it; a
            # bare text has none: reported, never dropped
            yield Warn(
                "unsupported",
                f"未対応の能力（解決するテキスト）: {ab.text} — 継続する効果はこのルーリングでは考慮していません",
                f"unsupported ability (the text resolved): {ab.text} — the effect in force it "
                "gives is not taken into account",
            )
            if not prog.ops:
                continue
        tkind = prog.targets
        target = _target_ref(ctx, tkind, p.get("target")) if tkind else None
        # a target the description takes in or leaves out only by a value not given is branched
        # on (proper / not, ``values.branch_candidates``), as when a card is played
        proper = (
            not tkind
            or target is not None
            and (
                yield from branch_candidates(
                    ctx,
                    lambda prog=prog, tkind=tkind, target=target: valid_target(
                        ctx,
                        tkind,
                        target,
                        prog.target_gender,
                        prog.target_type,
                        prog.target_keyword,
                        state=prog.target_state,
                        owner=prog.target_owner,
                        player=player,
                    ),
                    player,
                    ab.text,
                    ("4.2.13",),
                )
            )
        )
        if not proper:
            yield Reject(
                "このテキストは対象を取りますが、適切な対象（target）が与えられていません",
                "the text targets, but no proper target (target) is given",
                ("4.2.13",),
            )
            continue
        m = yield Mark(
            clauses=("4.3.2.6",),
            ja=f"{player} が効果を解決する: {ab.text}",
            en=f"{player} resolves the effect: {ab.text}",
        )
        src_type = ctx.card(source).type if source and ctx.card(source) else None
        yield from run_ops(ctx, source, src_type, prog.ops, player, tkind, target, (m,))
