"""What a scenario asserts about a ruling, beyond its outcome (docs/scenarios.md, "Assertions
and situations a ruling can be asked about"): the state (zones, player values, the turn, a
card's values), what triggered and in which order things happened, what was refused, the
assumptions made and the readings the rules text leaves open.

Every check returns problems as English sentences (``check_expect`` collects them). A key the
engine of the scenario's game cannot answer yet is a problem of its own — 「未対応の検証」 /
"unsupported assertion" — never a silent pass.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import yaml

from ruling import events, values
from ruling.rules import Game
from ruling.state import GameState

if TYPE_CHECKING:
    from ruling.core import Ctx

UNSUPPORTED = "unsupported assertion (未対応の検証)"
TURN_FIELDS = ("player", "number", "phase", "step")


def unsupported(key: str, why: str) -> str:
    return f"{UNSUPPORTED}: {key}: {why}"


# --------------------------------------------------------------------------- keys


def classify(game: Game, players: Iterable[str], key: str) -> tuple[str, ...]:
    """What a key of ``expect.state`` / ``ask`` names: ("turn", field), ("value", key) (a
    player value), ("zone", key), ("card", card, field), or ("bad", why)."""
    pl, _, z = key.partition(".")
    if pl == "turn" and z in TURN_FIELDS:
        return ("turn", z)
    if pl == ATTACK:
        return _classify_attack(game, key, z)
    if pl in set(players):
        if z in game.player_values:
            return ("value", key)
        if game.zone_ref(z) is not None:
            zdef = game.zone(game.zone_ref(z) or z)
            if zdef is not None and zdef.abilities:
                return ("abilities", pl)
            return ("zone", key)
    split = values.split_card_key(game, key)
    if split is not None:
        return ("card", *split)
    return ("bad", f"'{key}' is neither PLAYER.ZONE nor CARD.FIELD")


ATTACK = "attack"


def _classify_attack(game: Game, key: str, rest: str) -> tuple[str, ...]:
    """``attack.<field>`` (the last attack made, or the one in progress) or
    ``attack.<N>.<field>`` (the N-th attack of the replay, 1 first): ("attack", N or "-1",
    field), or ("bad", why) naming the fields the game records (``Game.attack_fields``)."""
    n, dot, name = rest.rpartition(".")
    if not dot:
        n, name = "-1", rest
    if not game.attack_fields:
        return ("bad", f"'{key}': {game.id} records no attack values")
    if name not in game.attack_fields or not (n == "-1" or n.isdigit() and int(n) >= 1):
        return (
            "bad",
            f"'{key}': expected attack.FIELD or attack.N.FIELD (N = 1 for the first attack), "
            f"FIELD one of {', '.join(game.attack_fields)}",
        )
    return ("attack", n, name)


def attack_value(st: GameState, n: str, name: str) -> tuple[bool, Any]:
    """(whether that attack was made, its recorded value ``name``)."""
    from ruling.rules import ATTACK_LOG

    log = st.vars.get(ATTACK_LOG) or []
    i = int(n)
    if not log or i > len(log):
        return False, None
    return True, log[i - 1 if i > 0 else -1].get(name)


def _attack_matches(entry_value: Any, uid_value: Any, want: Any) -> bool:
    """A recorded value against an expected one: a name or uid; a list whatever its order (a
    single expected name for a list of one)."""
    if isinstance(entry_value, list):
        wants = want if isinstance(want, list) else [want]
        uids = uid_value if isinstance(uid_value, list) else []
        return sorted(map(str, wants)) in (sorted(map(str, entry_value)), sorted(map(str, uids)))
    return want in (entry_value, uid_value)


def zone_key(game: Game, key: str) -> str:
    """``A.center_front`` -> ``A.stage.center_front``: a position inside a zone group."""
    pl, _, z = key.partition(".")
    return f"{pl}.{game.zone_ref(z) or z}"


_ORIENTATIONS = ("stand", "rest", "reverse")


def _slot(game: Game, key: str) -> bool:
    """Whether a zone key names a slot (or an mc area): a zone that holds its card(s) in place."""
    z = zone_key(game, key).partition(".")[2]
    zdef = game.zone(z)
    return zdef is not None and (zdef.slot or zdef.stack)


def describe(ctx: Ctx, initial: GameState, key: str) -> Any:
    """What the ruling shows for a key of ``ask``: a zone's count, the cards in a slot (each with
    its orientation when not standing), a player value, the turn, or a card's value (None when
    unknown)."""
    game, st = ctx.game, ctx.state
    what = classify(game, st.players, key)
    if what[0] == "turn":
        return getattr(st.turn, what[1])
    if what[0] == "attack":
        return attack_value(st, what[1], what[2])[1]
    if what[0] == "value":
        pl, _, z = key.partition(".")
        if f"{z}.{pl}" in st.vars:
            return st.vars[f"{z}.{pl}"]
        default = game.player_value_defaults.get(z)
        return default(ctx, pl) if default is not None else 0
    if what[0] == "abilities":
        return sum(1 for p in st.pending if p.master == what[1])
    if what[0] == "zone":
        pl, _, z = zone_key(game, key).partition(".")
        cards = st.players[pl].zones.get(z, [])
        zdef = game.zone(z)
        if zdef is not None and (zdef.stack or zdef.slot):
            # a slot (ws stage position, vs ring, vg circle, co field, mc area) is asked about for
            # the card(s) in it, each with its orientation when not standing; [] when empty
            return [c.label + _orientation_mark(c.orientation) for c in cards]
        return len(cards)
    if what[0] == "card":
        uid, _why = values.find(game, st, what[1], initial)
        if uid is None or not values.supported(game, what[2]):
            return None
        return values.read(ctx, uid, what[2])
    return None


def value_clauses(ctx: Ctx, initial: GameState, key: str) -> tuple[str, ...]:
    """The clauses that decide a card's value a key names, as it is now (``Game.card_value_clauses``:
    the continuous effects that change it); () for any other key or a value nothing changes."""
    return _card_value_entry(ctx, initial, key, ctx.game.card_value_clauses)


def value_watch(ctx: Ctx, initial: GameState, key: str) -> tuple[str, ...]:
    """What a card's value a key names was read from (``Game.card_value_watch``): touch-log
    refs whose last changes decided it; () for any other key."""
    return _card_value_entry(ctx, initial, key, ctx.game.card_value_watch)


def _card_value_entry(
    ctx: Ctx,
    initial: GameState,
    key: str,
    table: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]],
) -> tuple[str, ...]:
    """`table`'s entry for the card value a key names, run on that card as it is now; () for
    any other key, a value the table does not list, or a card not found."""
    game, st = ctx.game, ctx.state
    what = classify(game, st.players, key)
    if what[0] != "card" or what[2] not in table:
        return ()
    uid, _why = values.find(game, st, what[1], initial)
    if uid is None or ctx.card(uid) is None:
        return ()
    return tuple(table[what[2]](ctx, uid))


def touch_refs(ctx: Ctx, initial: GameState, key: str) -> list[str]:
    """The touch-log refs whose changes decided a key (``Engine.touch_all``)."""
    game, st = ctx.game, ctx.state
    what = classify(game, st.players, key)
    if what[0] == "turn":
        return ["turn"]
    if what[0] == "attack":
        from ruling.rules import ATTACK_LOG

        return [f"var:{ATTACK_LOG}"]
    if what[0] == "value":
        pl, _, z = key.partition(".")
        return [f"var:{z}.{pl}"]
    if what[0] == "zone":
        return [zone_key(game, key)]
    if what[0] == "card":
        uid, _why = values.find(game, st, what[1], initial)
        if uid is None:
            uid, _why = values.find(game, initial, what[1])
        return [uid] if uid else []
    return []


def state_problems(
    ctx: Ctx, initial: GameState, expected: Mapping[str, Any], where: str = "state"
) -> list[str]:
    """Differences between ``expected`` (keys of ``expect.state``) and the state now."""
    game, st = ctx.game, ctx.state
    out: list[str] = []
    for key, want in expected.items():
        what = classify(game, st.players, key)
        if what[0] == "bad":
            out.append(f"{where} {key}: {what[1]}")
            continue
        if what[0] == "card":
            out += _card_problem(ctx, initial, key, what[1], what[2], want, where)
            continue
        if what[0] == "abilities":
            # the abilities of that player waiting in the zone (vs 3.8.3), counted
            got_n = sum(1 for p in st.pending if p.master == what[1])
            if not isinstance(want, int) or isinstance(want, bool):
                out.append(f"{where} {key}: expected a count of abilities, got {want!r}")
            elif got_n != want:
                out.append(f"{where} {key}: expected {want}, got {got_n}")
            continue
        if what[0] == "attack":
            made, got = attack_value(st, what[1], what[2])
            if not made:
                out.append(f"{where} {key}: no such attack was made in the replay")
            elif not _attack_matches(got, attack_value(st, what[1], what[2] + "_uid")[1], want):
                out.append(f"{where} {key}: expected {want!r}, got {got!r}")
            continue
        if what[0] == "zone" and want == "empty":
            # a zone (an mc area, a ws slot …) that holds no card, in any game
            pl, _, z = zone_key(game, key).partition(".")
            cards = st.players[pl].zones.get(z, [])
            if not cards:
                continue
            got = [c.name for c in cards]
        elif what[0] == "zone" and not isinstance(want, str):
            pl, _, z = zone_key(game, key).partition(".")
            cards = st.players[pl].zones.get(z, [])
            got: Any = len(cards) if isinstance(want, int) else [c.name for c in cards]
            zdef = game.zone(z)
            if isinstance(want, list):
                # its owner may order it at will (ws 3.4.2), or it holds its cards with no order
                # (an mc area: a terrain, units, their items; a circle or slot holding more than
                # one card, as a vg legion's two vanguards 6.4.1.3 or a G unit and its hearts
                # 6.5.1: no clause orders the cards of one slot unless ``ZoneDef.order`` says
                # so): the same cards, whatever the order
                any_order = zdef is not None and bool(
                    zdef.free_order or zdef.stack or (zdef.slot and not zdef.order)
                )
                placed = zdef is not None and (zdef.slot or zdef.stack)
                if placed and any(oriented(w)[1] for w in want):
                    # a slot's card written as the ruling shows it, 「甲(rest)」: name and orientation
                    if cards_oriented(cards, want, any_order):
                        continue
                    got = [c.label + _orientation_mark(c.orientation) for c in cards]
                elif cards_named(cards, want, any_order):
                    continue
                elif got != want:
                    # an unnamed card (given by a count) is written None in the list; in the
                    # report it shows as its ``#uid``
                    got = [c.label for c in cards]
        elif what[0] == "zone" and _slot(game, key):
            # a slot stated by one word: its card's orientation (stand / rest / reverse) or the
            # name of the one card in it
            pl, _, z = zone_key(game, key).partition(".")
            cards = st.players[pl].zones.get(z, [])
            if want in _ORIENTATIONS:
                got = cards[0].orientation if cards else "empty"
            elif isinstance(want, str) and len(cards) == 1 and cards[0].named(want):
                continue
            else:
                got = cards[0].name if len(cards) == 1 else [c.name for c in cards]
        else:
            got = describe(ctx, initial, key)
            if what[0] == "value" and want == "" and got in (0, None, ""):
                # an empty answer for a player value: it holds nothing (no record marker, no
                # world named …), as 0 says it
                continue
        if got != want and not yaml_word(got, want):
            out.append(f"{where} {key}: expected {want!r}, got {got!r}")
    return out


def yaml_word(got: Any, want: Any) -> bool:
    """A word value written unquoted that YAML 1.1 read as a boolean (``A.match: on``, ``off``,
    ``yes``, ``no``): the same word is what was meant, so ``"on"`` matches ``True``."""
    if not isinstance(want, bool) or not isinstance(got, str):
        return False
    return yaml.safe_load(got) is want


def _orientation_mark(orientation: str) -> str:
    return "" if orientation == "stand" else f"({orientation})"


def oriented(entry: Any) -> tuple[str, str | None]:
    """A slot entry split into the card's reference and the orientation it states, if any:
    ``"甲(rest)"`` -> ``("甲", "rest")``, ``"甲"`` -> ``("甲", None)`` (as ``describe`` prints)."""
    text = str(entry)
    for o in _ORIENTATIONS:
        if text.endswith(f"({o})"):
            return text[: -len(o) - 2], o
    return text, None


def cards_oriented(cards: Sequence[Any], want: Sequence[Any], any_order: bool) -> bool:
    """Like ``cards_named``, with an entry that states an orientation (``甲(rest)``) met only by a
    card in that orientation; an entry without one is met by a standing card (as ``describe``
    leaves a standing card unmarked)."""

    def fits(c: Any, w: Any) -> bool:
        ref, o = oriented(w)
        return c.named(ref) and c.orientation == (o or "stand")

    return cards_named(cards, want, any_order, fits)


def cards_named(
    cards: Sequence[Any],
    want: Sequence[Any],
    any_order: bool,
    fits: Callable[[Any, Any], bool] | None = None,
) -> bool:
    """Whether the listed references name exactly these cards: each entry by the card's name
    or by its collector number (``Card.named``; or as ``fits`` says), in order unless
    ``any_order``."""
    ok = fits or (lambda c, w: c.named(str(w)))
    if len(cards) != len(want):
        return False
    if not any_order:
        return all(ok(c, w) for c, w in zip(cards, want, strict=True))

    def match(i: int, used: frozenset[int]) -> bool:
        if i == len(want):
            return True
        return any(
            j not in used and ok(c, want[i]) and match(i + 1, used | {j})
            for j, c in enumerate(cards)
        )

    return match(0, frozenset())


def _card_problem(
    ctx: Ctx, initial: GameState, key: str, ref: str, name: str, want: Any, where: str
) -> list[str]:
    game, st = ctx.game, ctx.state
    if not values.supported(game, name):
        return [unsupported(f"{where} {key}", f"no card value '{name}' in {game.id} yet")]
    uid, why = values.find(game, st, ref, initial)
    if uid is None and name == "zone":
        gone, _w = values.find(game, initial, ref)
        if gone is not None and values.same_zone(game, st.players, str(want), None):
            return []
    if uid is None:
        return [f"{where} {key}: {why}"]
    got = values.read(ctx, uid, name)
    if values.matches(game, st.players, name, want, got):
        return []
    if got is None and name not in ("zone",):
        return [f"{where} {key}: expected {want!r}, but the value is unknown (not given)"]
    return [f"{where} {key}: expected {want!r}, got {got!r}"]


# --------------------------------------------------------------------------- events


def _uids(game: Game, states: Sequence[GameState], ref: str, every_name: bool) -> frozenset[str]:
    """The cards ``ref`` may name in any of ``states`` (a uid, a slot then, a name — every card
    of that name when ``every_name``)."""
    out: set[str] = set()
    for st in states:
        if st.card(ref) is not None:
            out.add(ref)
        pl, dot, rest = ref.partition(".")
        if dot and pl in st.players and game.zone_ref(rest) is not None:
            uid = values.slot_uid(game, st, pl, game.zone_ref(rest) or rest)
            if uid is not None:
                out.add(uid)
        named = [c.uid for _p, _z, c in values.stated_all_cards(st) if c.named(ref)]
        if every_name or len(named) == 1:
            out.update(named)
    return frozenset(out)


def card_uids(game: Game, states: Sequence[GameState], ref: str) -> frozenset[str]:
    """The card ``ref`` names in any of ``states`` (a uid, a slot then, a name only one card
    has)."""
    return _uids(game, states, ref, every_name=False)


def emitted(game: Game) -> frozenset[str]:
    return events.kinds_of(game.typed_events, bool(game.abilities))


def triggered_problems(
    game: Game, trace: Any, states: Sequence[GameState], expected: Mapping[str, int]
) -> list[str]:
    """``expect.triggered``: how many times an automatic ability of each card became pending
    — one of its own (printed on it or given to it); ``"X#N"``: its N-th ability; ``"X#id"``:
    the rules' ability of that id (``AbilityDef.of_rules``: ws's アンコール ［(3)］ that every
    character holds, ``X#encore``), which the plain key does not count."""
    if "trigger" not in emitted(game):
        return [unsupported("triggered", f"{game.id} records no triggered abilities yet")]
    out: list[str] = []
    evs = events.flatten(trace.steps)
    rules_ids = {a.id for a in game.abilities.values() if a.of_rules}
    for key, want in expected.items():
        ref, hash_, n = key.partition("#")
        uids = _uids(game, states, ref, every_name=False)
        if not uids:
            out.append(f"triggered {key}: no card '{ref}'")
            continue
        if hash_ and not n.isdigit() and n not in rules_ids:
            out.append(
                f"triggered {key}: '#{n}' is neither an ability number nor one of "
                f"{sorted(rules_ids) or 'the rules abilities'}"
            )
            continue
        want_detail = (str(int(n) - 1) if n.isdigit() else n) if hash_ else None
        got = sum(
            1
            for _s, (kind, subject, detail) in evs
            if kind == "trigger"
            and subject in uids
            and (detail == want_detail if hash_ else detail not in rules_ids)
        )
        if got != want:
            # a rules ability counted under another card (ws's shot, under the attacking
            # character, 4.12.2.7): say which, so the key can name it
            elsewhere = sorted(
                {
                    subject
                    for _s, (kind, subject, detail) in evs
                    if kind == "trigger" and hash_ and n in rules_ids and detail == n
                }
                - uids
            )
            hint = (
                f" ('#{n}' triggered under {', '.join(_label(states, u) for u in elsewhere)})"
                if elsewhere
                else ""
            )
            out.append(f"triggered {key}: expected {want}, got {got}{hint}")
    return out


def _label(states: Sequence[GameState], uid: str) -> str:
    """A card's name (its uid when it has none) for a message."""
    for st in states:
        c = st.card(uid)
        if c is not None:
            return c.name or uid
    return uid


def trigger_steps(
    game: Game, trace: Any, states: Sequence[GameState], expected: Mapping[str, int]
) -> tuple[list[int], bool]:
    """The steps that decided how often the abilities ``expect.triggered`` names triggered: the
    steps where one became pending, and the steps where one was found not to trigger (a
    ``not_triggered`` step about its card). Also whether any of them is stated to have
    triggered at least once (the count is then the number of times its condition was met)."""
    evs = events.flatten(trace.steps)
    rules_ids = {a.id for a in game.abilities.values() if a.of_rules}
    out: list[int] = []
    some = False
    for key, want in expected.items():
        ref, hash_, n = key.partition("#")
        uids = _uids(game, states, ref, every_name=False)
        want_detail = (str(int(n) - 1) if n.isdigit() else n) if hash_ else None
        out += [
            s
            for s, (kind, subject, detail) in evs
            if kind == "trigger"
            and subject in uids
            and (detail == want_detail if hash_ else detail not in rules_ids)
        ]
        # … and those found not to trigger: a rules ability's (ws encore) only when the key names
        # it (``X#encore``), as for the pending ones
        out += [
            st.index
            for st in trace.steps
            if st.event == "not_triggered"
            and (st.data or {}).get("source") in uids
            and (
                (st.data or {}).get("ability") == want_detail
                if want_detail in rules_ids
                else (st.data or {}).get("ability") not in rules_ids
            )
        ]
        some = some or want > 0
    return list(dict.fromkeys(out)), some


def order_problems(
    game: Game, trace: Any, states: Sequence[GameState], expected: Sequence[str]
) -> list[str]:
    """``expect.order``: these events happened, in this order (others may come between)."""
    pats: list[events.Pattern] = []
    have = emitted(game)
    out: list[str] = []
    for text in expected:
        pat = events.parse(text)
        if pat is None:
            out.append(
                f"order: '{text}' is not KIND:SUBJECT (kinds: {', '.join(sorted(events.KINDS))})"
            )
        elif pat.kind not in have:
            out.append(unsupported(f"order {text}", f"{game.id} records no '{pat.kind}' events"))
        else:
            pats.append(pat)
    if out:
        return out
    players = set(states[0].players)

    def uids(p: events.Pattern) -> frozenset[str]:
        return _uids(game, states, p.subject, every_name=True)

    def zone_match(want: str, got: str) -> bool:
        return values.same_zone(game, players, want, got)

    for p in pats:
        if p.kind in events.CARD_KINDS and not uids(p):
            out.append(f"order {p.text}: no card '{p.subject}'")
        elif p.kind in events.PLAYER_KINDS and p.subject not in players and not uids(p):
            out.append(f"order {p.text}: '{p.subject}' is neither a player nor a card")
    if out:
        return out
    n, _steps = events.find_order(events.flatten(trace.steps), pats, uids, zone_match)
    if n < len(pats):
        seen = ", ".join(f"{e[0]}:{e[1]}" + (f":{e[2]}" if e[2] else "") for e in _sample(trace))
        out.append(
            f"order: '{pats[n].text}' does not happen"
            + (f" after '{pats[n - 1].text}'" if n else "")
            + f" (events: {seen or 'none'})"
        )
    return out


def order_steps(
    game: Game, trace: Any, states: Sequence[GameState], expected: Sequence[str]
) -> list[int]:
    """The steps where the events ``expect.order`` names happened, in that order (as
    ``order_problems`` matches them; the ones matched before a miss): what answers "in which
    order" — the steps that made them happen and the rules above them decide it."""
    pats = [p for p in (events.parse(t) for t in expected) if p is not None]
    if not pats or any(p.kind not in emitted(game) for p in pats):
        return []

    def uids(p: events.Pattern) -> frozenset[str]:
        return _uids(game, states, p.subject, every_name=True)

    players = set(states[0].players)

    def zone_match(want: str, got: str) -> bool:
        return values.same_zone(game, players, want, got)

    _n, steps = events.find_order(events.flatten(trace.steps), pats, uids, zone_match)
    return steps


def _sample(trace: Any, limit: int = 40) -> list[tuple[str, str, str]]:
    evs = [e for _s, e in events.flatten(trace.steps) if e[0] != "process"]
    return evs[:limit]


# --------------------------------------------------------------------------- warnings


def _norm(text: str) -> str:
    """Text as an assumption is matched: width folded (NFKC), case and spaces left out."""
    import unicodedata

    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def assumption_problems(warnings: Sequence[Mapping[str, Any]], wanted: Sequence[str]) -> list[str]:
    """``expect.assumptions``: each entry must name an assumption the ruling stated — by its
    key (``Warn.key``, docs/scenarios.md lists them), by a clause it cites, or as a part of its
    text in Japanese or English (width, case and spaces aside)."""
    stated = [w for w in warnings if w["kind"] == "assumption"]
    texts = [str(w["text"]) for w in stated]
    keys = sorted({str(w["key"]) for w in stated if w.get("key")})

    def held(want: str) -> bool:
        return any(
            want == w.get("key")
            or want in (w.get("clauses") or ())
            or _norm(want) in _norm(str(w["text"]))
            for w in stated
        )

    return [
        f"no assumption named '{w}' (by key, clause or text; assumptions: "
        f"{' | '.join(texts) or 'none'}; keys: {', '.join(keys) or 'none'})"
        for w in map(str, wanted)
        if not held(w)
    ]


# ``ask: [game_over]``: the question is whether the game is over (``ruling.notmet``)
GAME_OVER = "game_over"


def kept_in(player: str) -> str:
    """The touch ref of a step that kept ``player`` in the game where a loss could have come (a
    loss condition read and found not met, an ability waiting): asked when the game goes on
    (``GAME_OVER``) and, when it ends, for its winner — the player 「自身が敗北していない」
    (vs 1.2.1, ws 1.2.1 …) is the winner because of it."""
    return f"{GAME_OVER}:{player}"


AMBIGUITY_KINDS = ("ambiguity", "rules_text", "reading")


def ambiguity_problems(
    warnings: Sequence[Mapping[str, Any]], wanted: bool | list[str]
) -> list[str]:
    found = [w for w in warnings if w["kind"] in AMBIGUITY_KINDS]
    clauses = {c for w in found for c in w.get("clauses", [])}
    if wanted is True:
        return [] if found else ["ambiguous: the ruling flags no reading the rules do not settle"]
    if wanted is False:
        return [f"ambiguous: expected none, got {[w['text'] for w in found]}"] if found else []
    return [
        f"ambiguous: no ambiguity warning names {c} (flagged: {sorted(clauses) or 'none'})"
        for c in wanted
        if c not in clauses
    ]


def _names(entry: str, texts: Sequence[str], keys: Sequence[str], clauses: Sequence[str]) -> bool:
    """Whether a point of the ruling (a choice point it branched on, an assumption it stated)
    is about ``entry``: the entry is one of its clauses, part of one of its language-neutral
    keys (a branch key ``甲.power>乙.power``), or every dot-separated part of it (``乙``,
    ``power``) appears in its text, in either language, case aside."""
    if entry in clauses or any(entry in k for k in keys):
        return True
    low = " ".join(texts).lower()
    return all(part.lower() in low for part in entry.split(".") if part)


def unknown_problems(
    points: Sequence[tuple[Sequence[str], Sequence[str], Sequence[str]]],
    wanted: Sequence[str],
) -> list[str]:
    """``expect.unknown``: each entry must be named by a point the ruling branched on or an
    assumption it stated (``points``: texts, keys, clauses each)."""
    return [
        f"unknown: the ruling neither branches on nor states an assumption about '{e}'"
        f" ({' | '.join(' / '.join(t) for t, _k, _c in points) or 'none'})"
        for e in wanted
        if not any(_names(e, t, k, c) for t, k, c in points)
    ]
