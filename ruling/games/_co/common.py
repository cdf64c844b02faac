"""Shared helpers: finding cards, control, HP / energy, and a character's values worked out in
the order of 4−3−8 (the rules document numbers sections ``4−3−8``; clause ids here are the KB's
dotted form, ``4.3.8``).

Conventions: one zone ``field`` per player holds every card on that player's side — characters,
navigators, and cards set on the field or on a card (a set card carries ``states["on"]``, the
uid of the card it is set on, 4.2.11). A card's controller is the player whose field it is in
(4.2.12). ``orientation`` ``rest`` is the tapped state (タップ状態), ``stand`` untapped.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Generator
from dataclasses import dataclass, field, replace
from typing import Any

from ruling import cardfind
from ruling.cardtext.ir import COMPARISONS, Sel
from ruling.core import Ctx
from ruling.rules import Mark, SetVar
from ruling.state import Card
from ruling.values import player_value_short

Proc = Generator[Any, Any, Any]

TYPE_JA = {
    "character": "キャラクター",
    "navigator": "ナビゲーター",
    "event": "イベント",
    "spell": "スペル",
    "item": "アイテム",
}


def pv(ctx: Ctx, name: str, player: str) -> Any:
    """A player value (``hp``, ``energy`` …); None when the scenario does not state it."""
    return ctx.state.vars.get(f"{name}.{player}")


def energy(ctx: Ctx, player: str) -> int:
    return int(pv(ctx, "energy", player) or 0)


def energy_only(ctx: Ctx, player: str) -> dict[str, int]:
    """The energy ``player`` holds that a text lets be paid only for one thing (「このエネルギーは
    アイテムカードのプレイにのみ使用できる」, 4.2.9 over 4.3.1): card type -> how much, never more
    than the energy held (``co.energy_only.<player>``, gone with the energy, 3.2.2 / 3.7.4)."""
    marks = ctx.state.vars.get(f"co.energy_only.{player}") or {}
    have = energy(ctx, player)
    return {k: min(int(n), have) for k, n in sorted(marks.items()) if int(n) > 0 and have > 0}


def energy_free(ctx: Ctx, player: str, for_kind: str | None = None) -> int:
    """The energy ``player`` may pay for a play of a card of type ``for_kind`` (None: anything
    else — an ability's cost, an upkeep, a text's payment): what it holds less what is kept for
    other things only (``energy_only``)."""
    have = energy(ctx, player)
    kept = sum(n for k, n in energy_only(ctx, player).items() if k != for_kind)
    return have - min(kept, have)


def energy_only_after(
    ctx: Ctx, player: str, paid: int, for_kind: str | None, clauses: tuple[str, ...]
) -> Generator[Any, Any, None]:
    """After ``paid`` energy is paid for ``for_kind``: the energy kept for it alone is paid first
    (it can pay nothing else; any other energy would serve the same payment), the marks brought
    down to what is left (``energy_only``)."""
    raw = {k: int(n) for k, n in (ctx.state.vars.get(f"co.energy_only.{player}") or {}).items()}
    if not raw:
        return
    # read after the payment: the marks as they were, less what this payment took of its own
    after = dict(raw)
    if for_kind in after:
        after[for_kind] -= min(after[for_kind], paid)
    have = energy(ctx, player)
    after = {k: min(n, have) for k, n in sorted(after.items()) if min(n, have) > 0}
    if after != raw:
        yield SetVar(
            key=f"co.energy_only.{player}",
            value=after or None,
            clauses=clauses,
            ja=f"{player} の使い道の決まったエネルギー: "
            + ("、".join(f"{k} {n}" for k, n in after.items()) or "なし"),
            en=f"{player}'s energy kept for one use: "
            + (", ".join(f"{k} {n}" for k, n in after.items()) or "none"),
        )


def energy_short(
    ctx: Ctx, player: str, need: int, clauses: tuple[str, ...], for_kind: str | None = None
) -> bool:
    """Whether ``player`` has less energy than ``need`` (a cost, an upkeep): an energy the
    scenario did not give is read as 0 and, where that decides, said (``values``). Energy kept
    for other things only (``energy_only``) is not counted (``for_kind``: the type of the card
    whose play it pays, None for anything else)."""
    v = pv(ctx, "energy", player)
    if v is not None and energy_only(ctx, player) and energy_free(ctx, player, for_kind) < need:
        return True
    return player_value_short(
        ctx, player, None if v is None else int(v), need, "エネルギー", "energy", clauses
    )


def controller(ctx: Ctx, uid: str) -> str | None:
    w = ctx.where(uid)
    return w[0] if w and w[1] == "field" else None


def on_field(ctx: Ctx, uid: str) -> bool:
    w = ctx.where(uid)
    return w is not None and w[1] == "field"


def field_cards(ctx: Ctx, player: str | None = None) -> list[Card]:
    players = [player] if player else list(ctx.state.players)
    return [c for p in players for c in ctx.zone(p, "field")]


def is_character(ctx: Ctx, card: Card) -> bool:
    """A character on the field: a character card not set on another card, or a card some
    effect made a character (剣を捨てて……, 4.3.8 step 2)."""
    if card.states.get("on"):
        return False
    return card.type == "character" or view(ctx, card.uid).made_character


def characters(ctx: Ctx, player: str | None = None) -> list[Card]:
    return [c for c in field_cards(ctx, player) if is_character(ctx, c)]


def set_on(ctx: Ctx, uid: str) -> list[Card]:
    """The cards set on ``uid``, in the order they were set (4.2.11)."""
    return [c for c in field_cards(ctx) if c.states.get("on") == uid]


def set_cards_stay(ctx: Ctx, uid: str, cause: tuple[int, ...] = ()) -> Proc:
    """When control of ``uid`` moves, the cards set on it do not move with it: a card set on
    something is controlled by the player who set it (4.2.12#li1 「何らかにセットされている状態の
    カードは、セットしたプレイヤーがコントロール権を有しています」), and what it gives 「セットされた
    キャラクター」 it gives whoever controls that character. A step saying so for each card set."""
    for x in set_on(ctx, uid):
        setter = ctx.where(x.uid)
        who = setter[0] if setter else x.owner
        yield Mark(
            clauses=("4.2.12#li1",),
            ja=f"{x.label} はセットした {who} がコントロールし続ける（セット先のコントロール権とともには移らない）",
            en=f"{x.label} stays controlled by {who}, who set it (it does not move with its host's "
            "control)",
            touches=(x.uid,),
            caused_by=cause,
        )


def find_card(
    ctx: Ctx, ref: Any, player: str | None = None, zones: tuple[str, ...] | None = None
) -> str | None:
    """A card named by uid, ``P.name``, or name (searched in ``player``'s ``zones``, then
    everywhere)."""
    return cardfind.find_card(ctx, ref, player, zones)


def tapped_by(ctx: Ctx, uid: str) -> tuple[int, ...]:
    """The step that last put ``uid`` in its orientation now (an ``Orient``, a ``Move`` with an
    orientation, a ``SetCard`` of it): a refusal for a tapped character rests on it — a
    character played enters tapped (3.4.2), an attack taps it (3.4.5.2). None when the
    scenario gave it so. With it, each untap step since that left it tapped (3.2.2 untaps the
    turn player's cards only: the step's mark that says so, ``turn._untap``) — why it is still
    tapped."""
    from ruling.rules import Mark, Move, Orient, SetCard

    kept: list[int] = []
    for step, _seq, ev in reversed(ctx.events()):
        if isinstance(ev, Mark) and "3.2.2" in ev.clauses and uid in ev.touches:
            kept.append(step)
            continue
        if getattr(ev, "uid", None) != uid:
            continue
        if isinstance(ev, Orient) or (isinstance(ev, Move) and ev.orientation is not None):
            return (step, *reversed(kept))
        if isinstance(ev, SetCard) and "orientation" in ev.changes:
            return (step, *reversed(kept))
    return tuple(reversed(kept))


def entered_tapped_this_turn(ctx: Ctx, uid: str) -> bool:
    """Whether ``uid`` is tapped by the tap it entered the field with in this turn (3.4.2: a
    character played, or put there directly, enters tapped): the step that last set its
    orientation is its move onto the field, made since this turn began (or, the scenario begun in
    this turn, since it began). Tapped since by anything else, or an attack declared with it
    (which taps it as its cost, 3.4.5.2): False."""
    from ruling.rules import Move, Orient, SetCard, SetTurn

    number = ctx.state.turn.number
    first = getattr(ctx._e, "initial", None)  # the board as the scenario gave it
    in_turn = first is not None and first.turn.number == number
    entered = False
    for _step, _seq, ev in ctx.events():
        if isinstance(ev, SetTurn) and "number" in ev.changes:
            in_turn = ev.changes.get("number") == number
            continue
        if isinstance(ev, SetVar) and ev.key == "co.attacking" and ev.value == uid:
            # an attack declared with it taps it as its cost (3.4.5.2): tapped by that now
            entered = False
            continue
        if getattr(ev, "uid", None) != uid:
            continue
        if isinstance(ev, Move) and ev.orientation is not None:
            entered = in_turn and ev.orientation == "rest" and ev.zone == "field"
        elif isinstance(ev, Orient) or (isinstance(ev, SetCard) and "orientation" in ev.changes):
            entered = False
    card = ctx.card(uid)
    return entered and card is not None and card.orientation == "rest"


def label(ctx: Ctx, uid: str) -> str:
    c = ctx.card(uid)
    return c.label if c is not None else uid


# --------------------------------------------------------------------------- values (4.3.8)


@dataclass
class View:
    """A character's values after every effect on it, with where each came from."""

    ap: int = 0
    dp: int = 0
    gender: str | None = None
    keywords: set[str] = field(default_factory=set)
    # each ability gained (4.3.8 step 3): the type of the card whose text gave it
    gained_from: dict[str, str | None] = field(default_factory=dict)
    immune: set[str] = field(default_factory=set)
    # each immunity: the types it is to, and the resolution of the text that gave it (``made``)
    immune_from: list[tuple[frozenset[str], str | None]] = field(default_factory=list)
    made_character: bool = False
    lost_abilities: bool = False
    # the values an effect in force sets (step 4, 「「0:5」の能力値を持つ」): known though the
    # card's printed one was not given
    set: set[str] = field(default_factory=set)
    clauses: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)  # uids / effect refs that changed a value
    notes: list[tuple[str, str]] = field(default_factory=list)
    # each immunity's types and the moment it came into force (``_since``)
    immune_since: list[tuple[frozenset[str], int]] = field(default_factory=list)
    # effects made before the immunity to their card type came into force (co.unsettled
    # immunity_after_effect): their origins
    late_immune: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Applied:
    """One effect on a character: ``kind`` (immune / gender / lose_all / gain / set / mod /
    swap), the type of the card it comes from (for 「〜の効果を受けない」), its origin."""

    kind: str
    src_type: str | None
    origin: str  # a card uid, or "effect:<id>"
    ap: int = 0
    dp: int = 0
    value: Any = None
    # an effect on the characters of one gender only (``Static.gender``)
    gender: str | None = None
    # an effect on the characters with / without a keyword only (``Static.keyword``)
    keyword: tuple[str, bool] | None = None
    # the clauses that decided whether it reaches this character beyond its group: 4.2.10 when
    # the text names its own card and this is another card of that name (``_statics_on``)
    clauses: tuple[str, ...] = ()
    # the resolution of the text that made it (its card and the step it began at): 4.3.8.1's
    # 「それを与えた特殊能力・効果」 — an immunity does not stop the rest of the effect giving it
    made: str | None = None
    # a lose_all that is 「特殊能力をすべて無効化する」 (4.3.8 step 1): ``kept`` — an ability
    # gained at step 3 still works; ``all`` — it is nullified too (co.unsettled
    # nullified_then_gained)
    nullify: str | None = None


# 4.3.8 step 4's value settings, and the values each sets
SET_KINDS = ("set_stats", "set_ap", "set_dp")
SET_STATS: dict[str, set[str]] = {"set_stats": {"ap", "dp"}, "set_ap": {"ap"}, "set_dp": {"dp"}}
# a value setting its character's controller applied before the settings in force (4.3.8 step 4,
# the reading controller_orders of co.unsettled value_settings_order)
APPLIED_FIRST = "applied_first"
# an effect 「すべての特殊能力を失う」 under which the character keeps the immunity its own special
# ability gives, decided at 4.3.8 step 1 (the reading step_one_holds of co.unsettled
# immunity_lost_with_abilities)
KEEPS_OWN_IMMUNITY = "keeps_own_immunity"
# an AP/DP swap come into force on a character already swapped, read as the state 「入れ替えた
# 状態として扱う」 that holds once however many swaps are in force (4.3.8 step 6, 4.3.8#ex2: the
# reading swapped_once of co.unsettled two_swaps_one_card); unmarked, each swap is applied in
# turn (two toggle the values back)
SWAPPED_ONCE = "swapped_once"


def statics_on(ctx: Ctx, uid: str) -> list[Applied]:
    """Every effect on ``uid`` as 4.3.8 applies them, in the order they came in force."""
    return _statics_on(ctx, uid)


def setting_source(ctx: Ctx, origin: str) -> str:
    """The name of the card whose text an effect in force comes from (a card uid, or
    ``effect:<id>``, an effect made by a text carried out)."""
    if origin.startswith("effect:"):
        eid = origin[len("effect:") :]
        e = next((e for e in ctx.state.effects if str(e.id) == eid), None)
        return str(e.source) if e is not None and e.source else origin
    return label(ctx, origin)


def immunity_stops(v: View, src_type: str | None, made: str | None) -> bool:
    """Does an immunity on the character (``v``) stop an effect of a card of ``src_type`` made
    by the resolution ``made``? Not one the same effect gave (4.3.8.1)."""
    return any(src_type in types and (made is None or made != by) for types, by in v.immune_from)


def printed_keywords(ctx: Ctx, card: Card) -> set[str]:
    from ruling.games._co.cardtext import programs

    return {p.keyword for p in programs(card) if p.kind == "keyword" and p.keyword}


def _names_itself(src: Card) -> list[Any]:
    """The programs of ``src`` whose printed text names ``src``'s own name (『X』): 4.2.10 reads
    that name as the card itself, never another card of the same name."""
    from ruling.abilities import abilities_of

    marks = [f"『{n}』" for n in own_names(src)]
    out: list[Any] = []
    for a in abilities_of("co", src):
        text = spelt(unicodedata.normalize("NFKC", a.text)) if a.supported else ""
        if a.program is not None and any(m in text for m in marks):
            out += [a.program, *a.program.also]
    return out


# the reading of co.unsettled immunity_after_effect, once asked (``immunity_readings``)
LATE_IMMUNITY_READ = "co.reading.immunity_after_effect"


def _since(ctx: Ctx, origin: str) -> int:
    """The moment an effect came into force: an effect made by a text carried out, its number
    (``Effect.made`` or its id); a card's text in force, the moment the card was put where it
    is (``Card.placed``)."""
    if origin.startswith("effect:"):
        eid = origin[len("effect:") :]
        e = next((e for e in ctx.state.effects if str(e.id) == eid), None)
        return int(e.made if e is not None and e.made is not None else (e.id if e else 0))
    c = ctx.card(origin)
    return int(c.placed) if c is not None else 0


def _predates_immunity(ctx: Ctx, v: View, a: Applied) -> bool:
    """Whether the effect ``a`` made by a text carried out (4.3.2.6) came before every immunity
    on the card that stops it came into force."""
    if not a.origin.startswith("effect:"):
        return False
    made = _since(ctx, a.origin)
    covering = [t for types, t in v.immune_since if a.src_type in types]
    return bool(covering) and all(made < t for t in covering)


def immunity_readings(ctx: Ctx) -> Proc:
    """``Game.value_readings``: an immunity (「スペルカードの効果を受けない」) come into force after
    an effect of that card type made by a text carried out is on the character — whether 4.3.8
    applies the values again from the start (「改めて始めから適用してゆきます」), the immunity
    stopping it, or the effect already received at its resolution (4.3.2.6) stays, the text
    does not settle (co.unsettled immunity_after_effect): asked once a ruling, the engine's
    reading (4.3.8) first."""
    from ruling import unsettled

    if LATE_IMMUNITY_READ in ctx.state.vars:
        return
    if not any(view(ctx, c.uid).late_immune for c in field_cards(ctx)):
        return
    read = yield unsettled.choose(
        ctx.state.turn.player,
        "co",
        "immunity_after_effect",
        {"applied_again": "applied_again", "received": "received"},
    )
    yield SetVar(key=LATE_IMMUNITY_READ, value=read)


# the reading of an ability in force printed on several cards of one name with neither
# 「(この特殊能力は累積する)」 nor 「累積しない」 (co unmarked_copies_stack), once asked
STACK_READ = "co.reading.unmarked_copies_stack"


def once_by_name(ctx: Ctx, s: Any) -> bool:
    """Whether the copies of the ability in force ``s`` on several cards of one name apply once
    (「累積しない」), not each (「累積する」); unmarked: as the reading asked
    (``unmarked_copies`` at a check timing) has it — added up (4.3.8: 「全ての修正を合算」, the
    engine's) until asked."""
    marked = getattr(s, "stacks", None)
    if marked is not None:
        return not marked
    return ctx.state.vars.get(STACK_READ) == "once"


def unmarked_copies(ctx: Ctx) -> Proc:
    """``Game.value_readings``: two or more cards of one name on the field with the same ability
    in force that says neither 「累積する」 nor 「累積しない」 and reaches another card — whether
    their modifications add up (4.3.8 step 5 sums all modifications) or apply once (4.2.10 例2
    gives 「(この特殊能力は累積する)」 as why two copies add up) the text does not settle: a
    reading choice point, asked once a ruling, the engine's reading first."""
    from ruling import unsettled

    if STACK_READ in ctx.state.vars or not any(n > 1 for n in _unmarked(ctx).values()):
        return
    read = yield unsettled.choose(
        ctx.state.turn.player,
        "co",
        "unmarked_copies_stack",
        {"add_up": "add_up", "once": "once"},
    )
    yield SetVar(key=STACK_READ, value=read)


def _unmarked(ctx: Ctx) -> dict[tuple[str, Any], int]:
    """The abilities in force that say neither 「累積する」 nor 「累積しない」 and reach other
    cards (a modification), by card name and ability: how many cards on the field hold each."""
    from ruling.games._co.cardtext import programs

    seen: dict[tuple[str, Any], int] = {}
    for src in field_cards(ctx):
        if src.type == "character" and _loses_own(ctx, src.uid):
            continue
        for prog in programs(src):
            for s in prog.statics:
                if getattr(s, "stacks", True) is None and s.who != "this" and s.kind == "mod":
                    key = (spelt(src.name), s)
                    seen[key] = seen.get(key, 0) + 1
    return seen


def _untargetable_now(ctx: Ctx, uid: str) -> bool:
    """Whether an effect in force (resolved, or the scenario's) makes ``uid`` no target
    (「…は対象にならない」, 4.2.13) — read without the texts in force, so without recursion."""
    for e in ctx.state.effects:
        if e.target != uid:
            continue
        if e.stat == "untargetable" and e.value:
            return True
        if e.stat == "co" and isinstance(e.value, dict) and e.value.get("kind") == "untargetable":
            return True
    return False


def _statics_on(ctx: Ctx, uid: str, kinds: frozenset[str] | None = None) -> list[Applied]:
    """Continuous effects of cards on the field that apply to ``uid`` (4.3.8), and effects in
    force from resolved cards or the scenario. Where the effect's text names its own card and
    ``uid`` is another card of that name, 4.2.10 decides whether it applies (『X』以外の… reaches
    it, 『X』は… does not): an ``Applied`` of kind ``by_name`` records a withheld one. ``kinds``:
    those kinds only (the steps of 4.3.8 before the one that asks, ``type_of``)."""
    from ruling.games._co.cardtext import programs, renamed_when_gained

    target = ctx.card(uid)
    if target is None:
        return []
    ctl = controller(ctx, uid)
    out: list[Applied] = []
    once: set[tuple[str, Any]] = set()  # 「累積しない」 effects applied, by card name
    unmarked: dict[tuple[str, Any], int] | None = None  # read once, where the reading is asked
    for src in field_cards(ctx):
        if src.uid != uid and src.type == "character" and _loses_own(ctx, src.uid):
            continue  # a character that lost its abilities gives nothing (4.3.8 step 3)
        host = src.states.get("on")
        twin = src.uid != uid and spelt(src.name) == spelt(target.name) and bool(src.name)
        named = _names_itself(src) if twin else []
        # 「『X』以外の…」 reaching another card: 『X』 is the card itself (4.2.10), so any other
        # card, of another name or of the same, is reached — the clause read to conclude it
        itself = _names_itself(src) if src.uid != uid else []
        held = _held_from_set_cards(ctx, src)
        # its own special abilities reach it only while it has them: a character that lost
        # them (4.3.8 step 3, 「すべての特殊能力を失う」) keeps no modification of its own text
        own = () if src.uid == uid and src.type == "character" and _loses_own(ctx, uid) else None
        # ... but for an immunity of its own kept by each effect that took them (step 1 before
        # step 3: the reading step_one_holds, ``KEEPS_OWN_IMMUNITY``)
        immune_only = own is not None and _keeps_own_immunity(ctx, uid)
        if immune_only:
            own = None
        for prog in [*(programs(src) if own is None else own), *held]:
            by_name: tuple[str, ...] = ("4.2.10",) if prog in named else ()
            if prog in itself and any(s.who == "others_you_control" for s in prog.statics):
                by_name = ("4.2.10",)
                if twin:
                    # another card of the same name is reached: 4.2.10's own example 2 (two
                    # 〔山名春恵〕 each boost the other, 「他の〔山名春恵〕には影響をあたえます」)
                    by_name = ("4.2.10", "4.2.10#ex2")
                if read_alike(src, target):
                    # a card read as 『X』 is but written otherwise is another name (4.2.6)
                    by_name = ("4.2.10", "4.2.6")
            if prog in held:
                # a quoted ability src gained (4.3.8 step 3), in force as its own; 『X』 it writes
                # is src (4.2.10 「…特殊能力を得たカードのカード名と置き換えます」)
                by_name = ("4.3.8", "4.2.10") if renamed_when_gained(prog) else ("4.3.8",)
            for s in prog.statics:
                if kinds is not None and s.kind not in kinds:
                    continue
                if immune_only and prog not in held and s.kind != "immune":
                    continue
                if s.who == "host" and host != uid:
                    continue
                if s.who == "this" and src.uid != uid:
                    if by_name and s.kind in (
                        "mod",
                        "set_stats",
                        "set_ap",
                        "set_dp",
                        "gain",
                        "immune",
                        "gender",
                    ):
                        out.append(Applied("by_name", src.type, src.uid, clauses=by_name))
                    continue
                group = s.who in (
                    "all_chars",
                    "others_you_control",
                    "yours",
                    "theirs",
                    "host_controllers",
                )
                if group and (target.type != "character" or target.states.get("on")):
                    continue  # 「…キャラクター」: characters on the field (4.2.7)
                if s.who == "others_you_control" and (
                    src.uid == uid or controller(ctx, src.uid) != ctl
                ):
                    continue
                if s.who == "yours" and controller(ctx, src.uid) != ctl:
                    continue
                if s.who == "host_controllers" and (not host or controller(ctx, str(host)) != ctl):
                    # the characters of whoever controls the card src is set on (4.2.12)
                    continue
                if s.who == "named" and not _named_applies(ctx, s.value, src, target):
                    if by_name and spelt(target.name) == s.value[1]:
                        out.append(Applied("by_name", src.type, src.uid, clauses=by_name))
                    elif _named_read_alike(s.value[1], target):
                        # 『X』 names X as written: a card read as X but written otherwise is
                        # another name, not reached (4.2.6)
                        out.append(Applied("by_name", src.type, src.uid, clauses=("4.2.6",)))
                    continue
                if s.who == "theirs" and controller(ctx, src.uid) == ctl:
                    continue  # 「相手がコントロールしている…」: the other player's characters
                if s.who == "named" and s.value[0] is None and src.uid != uid:
                    # 『Y』 not this card's name in its text: another card, the one of that name
                    # (4.2.10, 4.2.6)
                    by_name = (*by_name, "4.2.10", "4.2.6")
                if s.kind in (
                    "crash_when_no_characters",
                    "bounce_damaged",
                    "hand_limit",
                    "hand_limit_by",
                    "cost",
                    "no_play",
                ):
                    continue
                if s.kind == "no_set" and (kinds is None or "no_set" not in kinds):
                    continue  # read where a card is set (``play.no_set_on``), not a value
                if any(x not in spelt(target.name) for x in getattr(s, "contains", ())):
                    # 「名前に「X」を含む…」: a character whose card name (4.2.8) does not hold X
                    continue
                if getattr(s, "contains", ()) or _cond_names(getattr(s, "cond", None)):
                    by_name = (*by_name, "4.2.8")
                times = _in_force_times(ctx, s, src)
                if not times:
                    continue
                # 「あなたがコントロールしている…」 / 「相手がコントロールしている…」 reaching a card
                # its controller does not own: control, not ownership, decides (4−2−12)
                if s.who in ("others_you_control", "yours", "theirs") and target.owner != ctl:
                    by_name = (*by_name, "4.2.12")
                if s.who == "host_controllers":
                    # whose characters: the controller of the card src is set on (4.2.12)
                    by_name = (*by_name, "4.2.12")
                if STACK_READ in ctx.state.vars and getattr(s, "stacks", True) is None:
                    if unmarked is None:
                        unmarked = _unmarked(ctx)
                    if unmarked.get((spelt(src.name), s), 0) > 1:
                        # several copies with no 「累積」 note: the reading decides (4.3.8's sum
                        # against 4.2.10 例2)
                        by_name = (*by_name, "4.3.8", "4.2.10")
                if s.who == "host" and _untargetable_now(ctx, uid):
                    # set on a card that can no longer be a target: a card already set does not
                    # target it (4.2.13 「セットされている状態では対象を取りません」) — it stays
                    # and its effect still applies
                    by_name = (*by_name, "4.2.13")
                if once_by_name(ctx, s):
                    # 「(この特殊能力は累積しない)」: the same ability of another card of this
                    # name already applies — not again
                    if (spelt(src.name), s) in once:
                        continue
                    once.add((spelt(src.name), s))
                out.append(
                    Applied(
                        s.kind,
                        src.type,
                        src.uid,
                        s.ap * times,
                        s.dp * times,
                        s.value,
                        s.gender,
                        getattr(s, "keyword", None),
                        by_name,
                    )
                )
    for e in ctx.state.effects:
        if e.target != uid:
            continue
        if kinds is not None and not (
            e.stat == "co" and isinstance(e.value, dict) and e.value.get("kind") in kinds
        ):
            continue
        if e.stat in ("ap", "dp") and e.op in ("add", "set"):
            v = int(e.value or 0)
            ap, dp = (v, 0) if e.stat == "ap" else (0, v)
            kind = "mod" if e.op == "add" else f"set_{e.stat}"
            out.append(Applied(kind, None, f"effect:{e.id}", ap, dp))
        elif e.stat == "co" and isinstance(e.value, dict):
            v = e.value
            out.append(
                Applied(
                    v["kind"],
                    v.get("src_type"),
                    f"effect:{e.id}",
                    int(v.get("ap", 0)),
                    int(v.get("dp", 0)),
                    v.get("value"),
                    made=v.get("made"),
                    nullify=v.get("nullify"),
                )
            )
    return out


def spelt(name: str | None) -> str:
    """A card's name as the grammar reads a printed 『X』 (spaces left out): 4.2.6 compares names
    as they are written."""
    return "".join((name or "").split())


# the audit's point a text's 『X』 rests on when X is this card's printed name with its leading
# title left out (``own_names``)
TITLE_POINT = "name_without_title"


def untitled(name: str | None) -> str | None:
    """A printed name 「<title> <personal name>」 (two or more words, the title the first) as
    written without its title, spaces aside (「図書委員 春日井 栞」 -> 「春日井栞」); None for a name
    of one word. The personal name is the rest of the printed name at a word boundary: never a
    part of a word, never a name with its title only (4.2.8 「カード名」 is the whole bold line)."""
    words = unicodedata.normalize("NFKC", name or "").split()
    return "".join(words[1:]) if len(words) > 1 else None


def own_names(card: Card) -> frozenset[str]:
    """The spellings (spaces aside, as ``spelt``) a text's 『X』 reads as ``card`` itself: its
    printed name (4.2.10 「そのカード名が指定されているもの…そのカードそのもの」, spaces no part of
    it as 4.2.10 例2 writes 〔山名春恵〕 『山名 春恵』), and — a name printed with a title before
    the personal name — the personal name alone. Whether the latter is 「そのカード名」 the rules
    do not settle (4.2.8 calls the whole bold line the name, 4.2.6 compares names as written;
    the document itself writes 〔エルファーシア〕 for 『エルファーシア・エル・アークライン』):
    the audit's ``name_without_title``, read as the card itself and raised where such a text is
    in force (``cardtext.other_names``)."""
    out = {spelt(card.name), spelt(unicodedata.normalize("NFKC", card.name or ""))}
    bare = untitled(card.name)
    if bare:
        out.add(bare)
    return frozenset(x for x in out if x)


def names_card(name: str, card: Card | None) -> bool:
    """Whether a text's 『``name``』 printed on ``card`` is ``card`` itself (``own_names``)."""
    if card is None or not card.name:
        return False
    own = own_names(card)
    return spelt(unicodedata.normalize("NFKC", name)) in own or spelt(name) in own


def _named_read_alike(name: str, target: Card) -> bool:
    """Whether ``target`` is read as the name 『``name``』 written in kana is, spelt otherwise."""
    probe = Card(uid="", name=name, owner="", type=None)
    return read_alike(probe, target)


def reading_of(card: Card) -> str | None:
    """A card's name as it is read (読み方): the scenario's ``reading``, or a name written in kana
    alone (its reading is itself; katakana read as hiragana); None when not known (a name in
    kanji with no ``reading`` given — never guessed)."""
    given = card.extra.get("reading")
    name = spelt(card.name)
    if given:
        raw = "".join(str(given).split())
    elif name and all("\u3041" <= ch <= "\u30ff" or ch == "ー" for ch in name):
        raw = name
    else:
        return None
    return "".join(chr(ord(ch) - 0x60) if "\u30a1" <= ch <= "\u30f6" else ch for ch in raw)


def read_alike(a: Card, b: Card) -> bool:
    """Two cards whose names are read the same and written otherwise: different names (4.2.6
    「読み方が同じカードで表記が違う場合、違う名前のカードとして扱います」)."""
    ra, rb = reading_of(a), reading_of(b)
    return ra is not None and ra == rb and spelt(a.name) != spelt(b.name)


def _held_from_set_cards(ctx: Ctx, host: Card) -> list[Any]:
    """The quoted continuous abilities ``host`` holds through the cards set on it (「セットされた
    キャラクターは、以下の特殊能力を得る。『…』」, 4.2.11, 4.3.8 step 3): their programs, each read as
    ``host``'s own ability. (Read from the set cards directly, not from ``host``'s view, which
    these very abilities may change.)"""
    from ruling.games._co.cardtext import QUOTED, programs

    out: list[Any] = []
    for c in field_cards(ctx):
        if c.states.get("on") != host.uid:
            continue
        for prog in programs(c):
            for st in prog.statics:
                q = QUOTED.get(st.value) if st.kind == "gain" and st.who == "host" else None
                if q is not None and q.kind == "effect" and q.statics and q not in out:
                    out.append(q)
    return out


def _named_applies(ctx: Ctx, named: tuple[str | None, str], src: Card, target: Card) -> bool:
    """「あなた / 相手がコントロールしている『X』」: a character of that name on the field under
    that player's control (4.2.12, 4.2.6); this card's own name is this card alone (4.2.10)."""
    whose, name = named
    if target.type != "character" or target.states.get("on"):
        return False
    if names_card(name, src):
        if target.uid != src.uid:
            return False
    elif spelt(target.name) != name:
        return False
    if whose is None:
        # 「『Y』は…」 with no side named (``cardtext._two_names_in_force``): the card of that name
        # on either player's field (4.2.6)
        return True
    same = controller(ctx, target.uid) == controller(ctx, src.uid)
    return same if whose == "you" else not same


# the card types a card's text names a card by (4.2.8: 「分類」), as ``Card.type`` holds them
CARD_TYPES = ("character", "navigator", "spell", "event", "item")


def dustbox_top_cond(c: Any) -> tuple[str, str, bool] | None:
    """「あなたの / 敵デュエルマスターのダストボックスの一番上のカードがXカードの場合」 (a ``match``
    on the top card of a player's dustbox, its type one of 4.2.8's): (whose — ``you`` /
    ``opponent``, the type, whether it holds when the card is of it — False for 「…でない場合」);
    None for any other condition."""
    s, f = getattr(c, "sel", None), getattr(c, "filt", None)
    if getattr(c, "what", None) != "match" or s is None or f is None or c.parts:
        return None
    if s.owner not in ("you", "opponent") or c.cmp not in ("ge", "not"):
        return None
    if s != Sel(owner=s.owner, zones=("dustbox",), pos="top", kinds=("card",)):
        return None
    if len(f.kinds) != 1 or f.kinds[0] not in CARD_TYPES or Sel(kinds=f.kinds) != f:
        return None
    return str(s.owner), str(f.kinds[0]), c.cmp == "ge"


def dustbox_top_holds(ctx: Ctx, c: Any, player: str) -> bool | None:
    """Whether a ``dustbox_top_cond`` condition holds now for the text ``player`` carries out
    (or controls): the card on top of that player's dustbox — the last one put there (4.2.3:
    cards are put face up on top; everyone may see them) — is (is not) of the type; an empty
    dustbox has no top card (False); None when the scenario does not give the dustbox."""
    from ruling.values import unknown_zone

    got = dustbox_top_cond(c)
    assert got is not None
    whose, kind, positive = got
    pl = player if whose == "you" else ctx.state.opponent(player)
    pile = ctx.state.zone(pl, "dustbox")
    if not pile:
        if unknown_zone(ctx, pl, "dustbox", "ダストボックス", "dustbox", ("4.2.3",)):
            return None
        return False
    return (pile[0].type == kind) == positive


# the zones whose cards a text may count against another player's (4.2.1 the hand's number, 4.2.2
# the deck's, 4.2.3 the dustbox's: open to every player), with the clause that opens them
COUNTED_ZONES = {"hand": "4.2.1", "deck": "4.2.2", "dustbox": "4.2.3"}


def zone_counts_cond(c: Any) -> tuple[str, str, str, str] | None:
    """「あなたのダストボックスのカードが敵デュエルマスターのダストボックスのカードより少ない場合」
    (a ``count`` of the cards of one player's zone compared with those of another's, no number
    or margin of its own): (whose, zone, whose compared, its zone); None for any other
    condition."""
    if getattr(c, "what", None) != "count" or c.than is None or c.n is not None:
        return None
    if c.margin or c.filt is not None or c.parts or c.cmp not in COMPARISONS:
        return None
    got = []
    for s in (c.sel, c.than):
        if s is None or s.owner not in ("you", "opponent") or len(s.zones) != 1:
            return None
        if s.zones[0] not in COUNTED_ZONES or s.kinds not in ((), ("card",)):
            return None
        if replace(s, owner=None, zones=(), kinds=()) != Sel():
            return None
        got += [str(s.owner), s.zones[0]]
    return got[0], got[1], got[2], got[3]


def zone_size_cond(c: Any) -> tuple[str, str] | None:
    """「あなたの手札が0枚の場合」 / 「相手のダストボックスのカードが5枚以上ある限り」 (a ``count`` of
    the cards of one player's hand, deck or dustbox against a number, nothing else said of the
    cards): (whose, zone); None for any other condition."""
    if getattr(c, "what", None) != "count" or c.than is not None or not isinstance(c.n, int):
        return None
    if c.margin or c.filt is not None or c.parts or c.cmp not in COMPARISONS:
        return None
    s = c.sel
    if s is None or s.owner not in ("you", "opponent") or len(s.zones) != 1:
        return None
    if s.zones[0] not in COUNTED_ZONES or s.kinds not in ((), ("card",)):
        return None
    if replace(s, owner=None, zones=(), kinds=(), bound="exact") != Sel():
        return None
    return str(s.owner), s.zones[0]


def zone_size_holds(ctx: Ctx, c: Any, player: str) -> bool | None:
    """Whether a ``zone_size_cond`` condition holds now for the text ``player`` controls: the
    number of cards of that zone (4.2.1-4.2.3: open to every player) compared with the number
    printed; None when a deck it counts is not given."""
    from ruling.pregame import deck_listed

    got = zone_size_cond(c)
    assert got is not None
    pl = player if got[0] == "you" else ctx.state.opponent(player)
    if got[1] == "deck" and not deck_listed(ctx, pl):
        return None
    return bool(COMPARISONS[c.cmp](len(ctx.state.zone(pl, got[1])), int(c.n)))


def zone_counts_hold(ctx: Ctx, c: Any, player: str) -> bool | None:
    """Whether a ``zone_counts_cond`` condition holds now for the text ``player`` carries out
    (or controls): the numbers of cards of the two zones compared; None when a deck it counts is
    not given."""
    from ruling.pregame import deck_listed

    got = zone_counts_cond(c)
    assert got is not None
    sizes = []
    for whose, zone in (got[:2], got[2:]):
        pl = player if whose == "you" else ctx.state.opponent(player)
        if zone == "deck" and not deck_listed(ctx, pl):
            return None
        sizes.append(len(ctx.state.zone(pl, zone)))
    return bool(COMPARISONS[c.cmp](sizes[0], sizes[1]))


def _hp_holds(ctx: Ctx, c: Any, ctl: str) -> bool | None:
    """A condition on players' HP (``cardtext._hp_only``) for the card's controller ``ctl``;
    None when an HP it reads is not given."""
    if c.what in ("and", "or", "not"):
        got = [_hp_holds(ctx, x, ctl) for x in c.parts]
        if None in got:
            return None
        if c.what == "not":
            return not got[0]
        return all(got) if c.what == "and" else any(got)
    pl = ctl if c.owner == "you" else ctx.state.opponent(ctl)
    hp = pv(ctx, "hp", pl)
    if c.what == "co:hp_vs":
        other = pv(ctx, "hp", ctl if c.detail[0] == "you" else ctx.state.opponent(ctl))
        if hp is None or other is None:
            return None
        # (「…より10点以上多い」: the other's HP + the margin, ``Cond.margin``)
        return bool(COMPARISONS[c.cmp](int(hp), int(other) + c.margin))
    return None if hp is None else bool(COMPARISONS[c.cmp](int(hp), int(c.n)))


def type_of(ctx: Ctx, uid: str) -> str | None:
    """The gender of the character ``uid`` as decided at 4.3.8 step 2 (its printed one, or the
    type an effect makes it, unless it is immune to that effect, step 1), read from those two
    steps alone — what a condition of a later step (a modifier's, step 5) counts by, without
    working out the rest of the card's values (``view``)."""
    return _typed(ctx, uid)[0]


def _typed(ctx: Ctx, uid: str) -> tuple[str | None, bool]:
    """(gender, made a character by an effect) of ``uid`` at 4.3.8 step 2 (``type_of``)."""
    card = ctx.card(uid)
    if card is None:
        return None, False
    applied = _statics_on(ctx, uid, frozenset({"immune", "gender"}))
    immune: set[str] = set()
    for a in applied:
        if a.kind == "immune":
            immune |= set(a.value or ())
    gender = card.value("gender")
    made = False
    for a in applied:
        if a.kind == "gender" and (a.src_type is None or a.src_type not in immune):
            gender, made = a.value, True
    return (None if gender is None else str(gender)), made


def _count_holds(ctx: Ctx, c: Any, ctl: str, src: Card) -> bool:
    """A condition counting cards on the field (``cardtext._static_cond``): 「あなたのフィールドに
    女性キャラクターが3体以上いる」 — the characters a player controls (4.2.12), of the gender
    named as decided at 4.3.8 step 2 (``type_of``); 「あなたが〔X〕をコントロールしている」 — the
    cards of that name the player controls; compared with the number printed."""
    sel = c.sel
    pl = ctl if sel.owner == "you" else ctx.state.opponent(ctl)
    if sel.names:
        # 「『X』がフィールドに出ている」 with no side named: either player's field (owner None)
        sides = [pl] if sel.owner in ("you", "opponent") else list(ctx.state.players)
        # (this card's own name, as its text writes it, is this card: 4.2.10, ``names_card``)
        n = sum(
            1
            for side in sides
            for x in field_cards(ctx, side)
            if spelt(x.name) in {spelt(name) for name in sel.names}
            or (x.uid == src.uid and any(names_card(name, src) for name in sel.names))
        )
    elif sel.kinds == ("navigator",):
        # 「あなたのフィールドにナビゲーターカードがある」: the navigators on that player's field
        # (4.2.7), none set on another card
        n = sum(1 for x in field_cards(ctx, pl) if x.type == "navigator" and not x.states.get("on"))
    else:
        gender = sel.groups[0] if sel.groups else None
        n = 0
        for x in field_cards(ctx, pl):
            # a character of the field (4.2.7), as typed at step 2 — not ``characters``, which
            # works out every value of the card (``view``) and would read this condition again
            if x.states.get("on") or not (x.type == "character" or _typed(ctx, x.uid)[1]):
                continue
            if sel.other and x.uid == src.uid:
                continue  # 「他のキャラクター」: other than the card of the text
            if any(t not in spelt(x.name) for t in sel.contains):
                continue  # 「名前に「X」を含む」: its card name (4.2.8) holds X
            if sel.states and x.orientation != sel.states[0]:
                continue  # 「タップ状態の / アンタップ状態の」: its orientation now (3.2.2, 3.4.5.2)
            if gender is None:
                n += 1
                continue
            g = type_of(ctx, x.uid)
            if g is None:
                ctx.assume(
                    f"{x.label} の性別がシナリオにないため、{src.label} の効果の条件では{gender}キャラクターとして数えません",
                    f"{x.label}'s gender is not given: not counted as {gender} by {src.label}'s condition",
                    ("4.3.8",),
                    key="not_given_condition_unmet",
                )
            n += g == gender
    return bool(COMPARISONS[c.cmp](n, int(c.n if c.n is not None else 1)))


def _cond_names(c: Any) -> bool:
    """Whether a condition of an effect in force counts cards by a text their card name (4.2.8)
    holds (「名前に「X」を含むキャラクターがいる場合」)."""
    if c is None:
        return False
    if c.what in ("and", "or", "not"):
        return any(_cond_names(x) for x in c.parts)
    return c.what == "count" and c.sel is not None and bool(c.sel.contains)


def _cond_holds(ctx: Ctx, c: Any, ctl: str, src: Card) -> bool | None:
    """A condition of an effect in force (``cardtext._static_cond``): players' HP, cards counted
    on the field, and / or / not of them; None when an HP it reads is not given."""
    if c.what in ("and", "or", "not"):
        got = [_cond_holds(ctx, x, ctl, src) for x in c.parts]
        if None in got:
            return None
        if c.what == "not":
            return not got[0]
        return all(got) if c.what == "and" else any(got)
    if zone_counts_cond(c) is not None:
        # 「あなたのダストボックスのカードが相手の…より少ない場合」: the two zones' cards now
        return zone_counts_hold(ctx, c, ctl)
    if zone_size_cond(c) is not None:
        # 「あなたの手札が0枚の場合」: the cards of that zone now (4.2.1-4.2.3)
        return zone_size_holds(ctx, c, ctl)
    if c.what == "count":
        return _count_holds(ctx, c, ctl, src)
    if c.what == "turn":
        # 「あなたのターン中、」 / 「相手のターン中、」: whose turn it is now (the turn player)
        return ctx.state.turn.player == (ctl if c.owner == "you" else ctx.state.opponent(ctl))
    if c.what == "co:in_battle":
        # 「『X』がアタックしている / ディフェンスしている限り」: X is the character attacking
        # (3.4.5.2) / defending (3.4.5.3) in the battle now (until it ends, 3.4.5.5)
        return ctx.state.vars.get(f"co.{c.verb}") == src.uid
    if dustbox_top_cond(c) is not None:
        # 「…ダストボックスの一番上のカードがXカードの場合」: that card now (4.2.3)
        return dustbox_top_holds(ctx, c, ctl)

    if c.what == "match" and c.filt is not None and c.filt.states:
        # 「『X』がアンタップ / タップ状態である限り」 (``cardtext._own_state``): X's orientation now
        # (3.2.2 アンタップ, 3.4.5.2 タップ)
        return src.orientation == c.filt.states[0]
    return _hp_holds(ctx, c, ctl)


def _in_force_times(ctx: Ctx, s: Any, src: Card) -> int:
    """How many times an effect in force of ``src`` applies now: 0 when its condition (a
    player's HP) does not hold, the cards counted for 「…1枚につき」, else 1 (4.3.8: worked out
    as the effects are applied)."""
    cond = getattr(s, "cond", None)
    per = getattr(s, "per", None)
    if cond is None and per is None:
        return 1
    ctl = controller(ctx, src.uid) or src.owner
    if cond is not None:
        held = _cond_holds(ctx, cond, str(ctl), src)
        if held is None:
            ctx.assume(
                f"{src.label} の効果の条件が読むHPがシナリオにないため、満たさないものとして扱います",
                f"an HP {src.label}'s effect in force reads is not given: taken as not met",
                ("4.3.8",),
                key="not_given_condition_unmet",
            )
        if not held:
            return 0
    if per is None:
        return 1
    kind, whose, *of_gender = per
    if kind == "counter":
        # 「…カウンター1個につき」: the counters this card keeps (1-5), counted now
        return counters_of(src)
    owner = {"you": ctl, "opponent": ctx.state.opponent(str(ctl))}.get(whose)
    if kind == "named@dustbox" and owner is not None:
        # 「…ダストボックスにある『X』1枚につき」: the cards of that name in that player's dustbox
        # now (4.2.3: open to all; the name as printed, spaces aside, 4.2.10 例2)
        return sum(1 for c in ctx.zone(owner, "dustbox") if spelt(c.name) == spelt(of_gender[0]))
    if kind.endswith("@dustbox") and owner is not None:
        # 「…ダストボックスにあるXカード1枚につき」: the cards of that type in that player's
        # dustbox now (4.2.3: open to all)
        kind = kind.removesuffix("@dustbox")
        return sum(1 for c in ctx.zone(owner, "dustbox") if kind in ("card", c.type))
    counted = [
        c
        for c in field_cards(ctx)
        if c.type == kind
        and (kind != "character" or not c.states.get("on"))
        and (owner is None or (controller(ctx, c.uid) or c.owner) == owner)
    ]
    if of_gender:
        # 「女性キャラクター1体につき」: the gender as decided at 4.3.8 step 2 (an effect that made
        # the character another type counts), before this modifier (step 5)
        n = 0
        for c in counted:
            g = type_of(ctx, c.uid)
            if g is None:
                ctx.assume(
                    f"{c.label} の性別がシナリオにないため、{src.label} の効果では{of_gender[0]}キャラクターとして数えません",
                    f"{c.label}'s gender is not given: not counted as {of_gender[0]} by {src.label}'s effect",
                    ("4.3.8",),
                    key="not_given_condition_unmet",
                )
            n += g == of_gender[0]
        return n
    return len(counted)


def _keeps_own_immunity(ctx: Ctx, uid: str) -> bool:
    """Every effect in force that took ``uid``'s abilities keeps its own immunity
    (``KEEPS_OWN_IMMUNITY``) and no set card takes them (where no reading was asked)."""
    from ruling.games._co.cardtext import programs

    if any(
        s.who == "host" and s.kind == "lose_all"
        for src in field_cards(ctx)
        if src.states.get("on") == uid
        for prog in programs(src)
        for s in prog.statics
    ):
        return False
    lose = [
        e.value
        for e in ctx.state.effects
        if e.target == uid
        and e.stat == "co"
        and isinstance(e.value, dict)
        and e.value.get("kind") == "lose_all"
    ]
    return bool(lose) and all(v.get("value") == KEEPS_OWN_IMMUNITY for v in lose)


def _loses_own(ctx: Ctx, uid: str) -> bool:
    """Whether a card lost its own abilities (剣を捨てて……), read without recursion."""
    from ruling.games._co.cardtext import programs

    immune: set[str] = set()
    losing: list[str | None] = []
    for src in field_cards(ctx):
        if src.states.get("on") != uid:
            continue
        for prog in programs(src):
            for s in prog.statics:
                if s.who != "host":
                    continue
                if s.kind == "immune":
                    immune |= set(s.value or ())
                elif s.kind == "lose_all":
                    losing.append(src.type)
    for e in ctx.state.effects:
        # 「…はすべての特殊能力を失う」 resolved on it (an effect in force, 4.3.8 step 3)
        if e.target == uid and e.stat == "co" and isinstance(e.value, dict):
            if e.value.get("kind") == "lose_all":
                losing.append(e.value.get("src_type"))
    return any(t not in immune for t in losing)


def view(ctx: Ctx, uid: str) -> View:
    """4.3.8: 1) what the character is immune to, 2) its type, 3) abilities gained / lost,
    4) values set, 5) modifications summed, 6) AP and DP swapped."""
    card = ctx.card(uid)
    v = View()
    if card is None:
        return v
    v.ap = int(card.value("ap") or 0)
    v.dp = int(card.value("dp") or 0)
    v.gender = card.value("gender")
    applied = _statics_on(ctx, uid)
    # 4.2.10: an effect whose text names its own card withheld from (or reaching) this card of the
    # same name: the name is that card alone
    for a in applied:
        v.clauses += list(a.clauses)
    applied = [a for a in applied if a.kind != "by_name"]
    # 1) immunity: never applied to the effect itself or to what gave it (4.3.8.1)
    for a in applied:
        if a.kind == "immune":
            v.immune |= set(a.value or ())
            v.immune_from.append((frozenset(a.value or ()), a.made))
            v.immune_since.append((frozenset(a.value or ()), _since(ctx, a.origin)))
            v.sources.append(a.origin)
            v.clauses += ["4.3.8"]
            if {"character", "navigator"} & set(a.value or ()):
                # 「特殊能力の効果」: 4.2.8's definition says which cards' texts those are
                v.clauses += ["4.2.8"]
            if a.src_type in set(a.value or ()):
                v.clauses += ["4.3.8.1"]
    kept = []
    for a in applied:
        late = (
            a.kind != "immune"
            and a.src_type is not None
            and a.src_type in v.immune
            and immunity_stops(v, a.src_type, a.made)
            and _predates_immunity(ctx, v, a)
        )
        if late:
            v.late_immune.append(a.origin)
        if (
            a.kind != "immune"
            and a.src_type is not None
            and a.src_type in v.immune
            and not immunity_stops(v, a.src_type, a.made)
        ):
            # given by the same effect that gave the immunity: not stopped by it (4.3.8.1)
            v.clauses += ["4.3.8", "4.3.8.1"]
            v.sources.append(a.origin)
        elif late and ctx.state.vars.get(LATE_IMMUNITY_READ) == "received":
            # made at a resolution before the immunity came into force: received then
            # (4.3.2.6), kept under co.unsettled immunity_after_effect's other reading
            v.clauses += ["4.3.8", "4.3.2.6"]
            v.sources.append(a.origin)
        elif a.kind != "immune" and a.src_type is not None and a.src_type in v.immune:
            # what a card of that type puts out is its 「効果」 (event, spell, item) or its
            # 「特殊能力」 (character, navigator): 4.2.8's definition is what the immunity is read by
            v.clauses += ["4.3.8", "4.2.8"]
            v.sources.append(a.origin)
            v.notes.append(
                (
                    f"{TYPE_JA.get(a.src_type, a.src_type)}の効果を受けないため、{label(ctx, a.origin)} の効果は適用されない",
                    f"immune to {a.src_type} effects: {label(ctx, a.origin)} does not apply",
                )
            )
            continue
        kept.append(a)
    # 2) type
    for a in kept:
        if a.kind == "gender":
            v.gender = a.value
            v.made_character = True
            v.sources.append(a.origin)
            v.clauses += ["4.3.8"]
    # an effect on the characters of one gender applies to this one if its type, as just
    # decided (step 2), is that gender (「すべての女性キャラクターに…」)
    for a in [a for a in kept if a.gender is not None]:
        v.clauses += ["4.3.8"]
        if a.gender != v.gender:
            kept.remove(a)
            if v.gender is None:
                # its gender not given: taken not to be of that gender, and said so
                from ruling.values import assume_unmatched, unknown_in_filter

                if unknown_in_filter(ctx, card, "gender"):
                    want = f"{a.gender}キャラクター"
                    assume_unmatched(ctx, card, [("gender", want, want)], ("4.3.8",))
    # 3) abilities: lost, then gained (the controller orders them, 4.3.8 example)
    v.keywords = set() if _loses_own_applied(kept) else printed_keywords(ctx, card)
    if _loses_own_applied(kept):
        v.lost_abilities = True
        v.clauses += ["4.3.8"]
        v.sources += [a.origin for a in kept if a.kind == "lose_all"]
        if any(
            a.kind not in ("lose_all", "immune") and a.src_type in ("item", "event", "spell")
            for a in kept
        ):
            # what it lost are its 「特殊能力」; an item's, event's or spell's text is an 「効果」
            # (4.2.8's definitions), not lost with them: still applied at its step
            v.clauses += ["4.2.8"]
    if any(a.kind == "lose_all" and a.nullify is None for a in kept) and any(
        a.kind == "gain" for a in kept
    ):
        v.notes.append(
            (
                "4.3.8: 特殊能力を失う効果と得る効果は、コントローラーが好きな順番で解決する（例1: "
                "「特殊能力を全く持たないか…を持つ」）。ここでは失ってから得る順（得た能力を持つ）として扱う",
                "4.3.8: abilities lost and gained are applied in the order the controller likes "
                "(example 1: none at all, or the gained one); read here as lost, then gained",
            )
        )
    # 「「飛行」を失う」: that keyword lost, before what is gained (the order read above)
    lost_kw = {str(a.value) for a in kept if a.kind == "lose_kw"}
    if lost_kw:
        v.keywords -= lost_kw
        v.sources += [a.origin for a in kept if a.kind == "lose_kw"]
        v.clauses += ["4.3.8"]
        if lost_kw & {str(a.value) for a in kept if a.kind in ("gain", "keyword")}:
            v.notes.append(
                (
                    "4.3.8: 特殊能力を失う効果と得る効果は、コントローラーが好きな順番で解決する。"
                    "ここでは失ってから得る順（得た能力を持つ）として扱う",
                    "4.3.8: abilities lost and gained are applied in the order the controller "
                    "likes; read here as lost, then gained",
                )
            )
    # 「特殊能力をすべて無効化する」 (step 1) read as reaching the abilities gained at step 3 too
    # (co.unsettled nullified_then_gained, asked as it resolved)
    nulled_all = any(a.kind == "lose_all" and a.nullify == "all" for a in kept)
    for a in kept:
        if a.kind == "gain" and nulled_all:
            v.sources.append(a.origin)
            v.clauses += ["4.3.8"]
        elif a.kind == "gain":
            v.keywords.add(str(a.value))
            v.gained_from.setdefault(str(a.value), a.src_type)
            v.sources.append(a.origin)
            v.clauses += ["4.3.8"]
        elif a.kind == "keyword":
            v.keywords.add(str(a.value))
    # 4) values set: in the order they came in force, a setting its character's controller put
    # before those in force (``APPLIED_FIRST``, co.unsettled value_settings_order) first
    for a in sorted(kept, key=lambda a: not (a.kind in SET_KINDS and a.value == APPLIED_FIRST)):
        if a.kind == "set_stats":
            v.ap, v.dp = a.ap, a.dp
            v.set |= {"ap", "dp"}
            v.sources.append(a.origin)
            v.clauses += ["4.3.8"]
        elif a.kind == "set_ap":
            v.ap = a.ap
            v.set.add("ap")
            v.sources.append(a.origin)
        elif a.kind == "set_dp":
            v.dp = a.dp
            v.set.add("dp")
            v.sources.append(a.origin)
    # 5) modifications, summed and applied at once; one on the characters with / without a
    # keyword reads the keywords just decided (step 3)
    mods = [
        a
        for a in kept
        if a.kind == "mod" and (a.keyword is None or (a.keyword[0] in v.keywords) == a.keyword[1])
    ]
    if len(mods) < len([a for a in kept if a.kind == "mod"]):
        v.clauses += ["4.3.8"]
    if mods:
        v.ap += sum(a.ap for a in mods)
        v.dp += sum(a.dp for a in mods)
        v.sources += [a.origin for a in mods]
        v.clauses += ["4.3.8"]
        if v.set:
            # the modifications summed on top of a value set at step 4, whatever order they
            # arose in: 4.3.8's example 1 (「0:5」, then 「+5:+0」 summed: 「5:5」)
            v.clauses += ["4.3.8#ex1"]
    # 6) special cases: AP and DP swapped
    swaps = [a for a in kept if a.kind == "swap"]
    if len(swaps) % 2 == 1 or any(a.value == SWAPPED_ONCE for a in swaps):
        v.ap, v.dp = v.dp, v.ap
    if swaps:
        v.sources += [a.origin for a in swaps]
        v.clauses += ["4.3.8"]
    v.clauses = list(dict.fromkeys(v.clauses))
    return v


def _loses_own_applied(applied: list[Applied]) -> bool:
    return any(a.kind == "lose_all" for a in applied)


def has_keyword(ctx: Ctx, uid: str, kw: str) -> bool:
    return kw in view(ctx, uid).keywords


def damage_of(card: Card) -> int:
    return int(card.states.get("damage") or 0)


def counter_key(kind: str | None = None) -> str:
    """The state a card keeps one kind of counters in (1-5: a count per kind the text names):
    ``counters`` for plain 「カウンター」, ``counters.<name>`` for a named kind (「湯気カウンター」)."""
    return "counters" if kind is None else f"counters.{kind}"


def counters_of(card: Card | None, kind: str | None = None) -> int:
    """The counters of one kind a card keeps (1-5 「カウンター」: a count; ``states["counters"]``,
    a scenario's ``counters:``; a named kind ``states["counters.<name>"]``, a scenario's
    ``counters: {<name>: N}``)."""
    return int(card.states.get(counter_key(kind)) or 0) if card is not None else 0


def value_watch(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """What a character's current values came from, as provenance refs."""
    v = view(ctx, uid)
    refs = [uid]
    for s in v.sources:
        refs.append(s)
    return tuple(dict.fromkeys(refs))
