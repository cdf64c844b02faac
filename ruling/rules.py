"""Rules as data.

A game module declares its zones, phases, actions, rule processes and abilities with the types
below; every one carries ``clauses=(...)``, the ids of the rules-document clauses it implements.
Game code never writes to the trace: a procedure is a generator that *yields* events (state
changes), requests (a choice, a nested action, a check timing), and receives the answers; the
core (``ruling.core``) applies each event, records it as a trace step and runs the rule
processes and triggered abilities it causes.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ruling.core import Ctx

Procedure = Generator[Any, Any, Any]


# --------------------------------------------------------------------------- events
# Each event is one state change (or a record with no change: ``Mark``). ``clauses`` are the
# rule clauses that make it happen; ``caused_by`` adds explicit earlier steps; ``watch`` names
# things ("A.clock", or a card uid) whose last change also caused it.


@dataclass(frozen=True, kw_only=True)
class Event:
    """What an engine step does to the game state, with the clauses it applies and the step(s) it follows from."""

    clauses: tuple[str, ...] = ()
    ja: str = ""
    en: str = ""
    caused_by: tuple[int, ...] = ()
    watch: tuple[str, ...] = ()
    # (ja, en) or one text; (ja, en, clauses): a note that names more clauses than the step's
    note: str | tuple[str, ...] | tuple[str, str, tuple[str, ...]] | None = None
    tag: str | None = None  # what abilities may trigger on (e.g. "damage_cancelled")
    touches: tuple[str, ...] = ()  # refs this step is about though it changes nothing (a Mark)
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class Move(Event):
    """Move one card to ``player``'s ``zone`` at ``pos`` ("top", "bottom"), or at index ``at``
    of the zone (0 = top) when given (a card put in the place of another, e.g. a swap).
    ``new_card``: the card is a new card there even when it moves between the slots of one
    zone (a rule that makes it so, e.g. vg 6.2.5: a unit called from another circle).
    ``instead_of``: the zone (of ``player``) the rules would have put the card in but for the
    rule that chose ``zone`` (vs 9.4.2: a bench card with damage of its defence or more goes to
    the waiting room, where 9.4.1 puts a ring card in the retire zone) — recorded like a
    replacement's (``INSTEAD_OF``), so a count condition on that zone the rule kept from being
    met is a reason of the ruling, citing the rule (``ruling.notmet``).
    ``keeps``: ids of effects on the card that keep applying to it in the zone it moves to
    though it is a new card there (a reading under which those effects follow it, e.g. vs's
    field_move_chosen_effect: a 「～選び」 effect on a card moved from the bench to the ring)."""

    uid: str
    player: str
    zone: str
    pos: str = "top"
    at: int | None = None
    orientation: str | None = None
    face_up: bool | None = None
    new_card: bool = False
    instead_of: str = ""
    keeps: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class MoveMany(Event):
    """Move several cards at once (one event, so no rule process runs in between); ``uids``
    are placed as a block keeping their order (the first becomes the top one)."""

    uids: tuple[str, ...]
    player: str
    zone: str
    pos: str = "top"
    face_up: bool | None = None


@dataclass(frozen=True, kw_only=True)
class Orient(Event):
    """A card turned to an orientation (stand / rest / reverse …)."""

    uid: str
    orientation: str


@dataclass(frozen=True, kw_only=True)
class SetCard(Event):
    """Change a card's state: ``orientation`` / ``face_up``, or a game-specific state kept in
    ``Card.states`` (a value of ``None`` removes it). A change that leaves the card as it was is
    not done (the "already in that state" principle). ``name`` identifies a card the scenario
    gave no name (an unnamed deck card a random result shows to be a named one); a named card
    is never renamed."""

    uid: str
    changes: Mapping[str, Any]


@dataclass(frozen=True, kw_only=True)
class Create(Event):
    """Bring a new object that is treated as a card into ``player``'s ``zone`` (a token, a
    pseudo-card): ``fields`` are ``Card`` fields (``name``, ``type``, ``extra`` …). The core
    hands out its uid (``<player>+<n>``); the step's data carries it."""

    player: str
    zone: str
    fields: Mapping[str, Any]
    pos: str = "top"


@dataclass(frozen=True, kw_only=True)
class Erase(Event):
    """Take an object out of the game entirely (it no longer exists anywhere)."""

    uid: str


@dataclass(frozen=True, kw_only=True)
class AddEffect(Event):
    """A continuous effect put in force on a card or player, until its period ends."""

    target: str
    stat: str
    op: str = "add"
    value: Any = 0
    until: str = "turn"
    source: str = ""
    master: str | None = None  # the player whose effect it is (``Effect.master``), when known
    floor: int | None = None  # the least value an ``add`` leaves (``Effect.floor``)


@dataclass(frozen=True, kw_only=True)
class EndEffects(Event):
    """The effects lasting ``until`` end; with ``ids``, those effects only, whatever their
    duration (a rule that ends effects by what made them, not by how long they last)."""

    until: str = "turn"
    ids: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SetVar(Event):
    """A game variable recorded (a memory the rules or an ability reads later)."""

    key: str
    value: Any = None


# var: the steps of a procedure under way that are still to come — a tuple of
# ``(clauses, ja, en)``, the innermost procedure last. A procedure sets it before a step that may
# end the game (a trigger resolved in the middle of a play or a use) and restores it after; when
# the game ends while it is set, the engine records each step as not carried out (the game is
# over before the procedure reaches it) citing its clauses, and the outcome rests on that step.
UNFINISHED = "unfinished"


ATTACK_LOG = "attack_log"  # var: each attack's recorded values, in the order they were made


def record_attack(
    log: list[dict[str, Any]] | None,
    values: Mapping[str, Any],
    clauses: tuple[str, ...],
    caused_by: tuple[int, ...],
    replace_last: bool = False,
) -> SetVar:
    """The event that records an attack's values (``Game.attack_fields``) once they are final
    (a card name, a list of names, a word such as ws's ``front``; a card also by its uid under
    ``<field>_uid``): caused by the steps that decided them, so that a ruling asked about
    ``attack.kind`` cites them. ``replace_last``: the attack recorded last changed."""
    old = list(log or [])
    if replace_last and old:
        old.pop()
    shown = ", ".join(f"{k}={v}" for k, v in values.items() if not k.endswith("_uid"))
    return SetVar(
        key=ATTACK_LOG,
        value=[*old, dict(values)],
        clauses=clauses,
        caused_by=caused_by,
        ja=f"このアタックの記録: {shown}",
        en=f"this attack's record: {shown}",
    )


@dataclass(frozen=True, kw_only=True)
class SetTurn(Event):
    """The turn's fields changed (phase, step, player …)."""

    changes: Mapping[str, Any]


@dataclass(frozen=True, kw_only=True)
class Shuffle(Event):
    """A player's zone shuffled."""

    player: str
    zone: str


@dataclass(frozen=True, kw_only=True)
class Lose(Event):
    """Players who lose the game, and why."""

    players: tuple[str, ...]
    reason: str = ""


@dataclass(frozen=True, kw_only=True)
class AddDelayed(Event):
    """A delayed ability made by an effect, waiting for its moment."""

    ability: str
    master: str
    source: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    until: str = "turn"


@dataclass(frozen=True, kw_only=True)
class RemoveDelayed(Event):
    """A delayed ability taken away (it resolved, or its period ended)."""

    id: int


@dataclass(frozen=True, kw_only=True)
class Mark(Event):
    """A step that changes nothing but matters: a reveal, a cancel, a declaration."""


# --------------------------------------------------------------------------- requests


@dataclass(frozen=True)
class Option:
    """One option of a choice point, as a scenario names it and as a person reads it."""

    key: str  # what a scenario's ``choose:`` names (also matched against labels)
    ja: str
    en: str
    value: Any = None
    sig: Any = None  # options with equal sig are indistinguishable (one branch for all)
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Choose:
    """A choice point: a player picks one of the options, under the clauses that open it."""

    player: str
    kind: str  # a short id of the choice point (matched by a scenario's ``at:``)
    ja: str
    en: str
    options: tuple[Option, ...]
    clauses: tuple[str, ...] = ()
    # a random result (a shuffled deck's order, a die, who goes first), not a decision: the
    # ruling says it depends on chance, not on ``player``'s choice (``player`` is whose deck,
    # die or turn it concerns)
    chance: bool = False
    # a reading of clauses the rules text does not settle (a contradiction, two readings, a
    # misprint), not a decision: each option is one reading, ``clauses`` the competing clauses.
    # The ruling says so, and gives the outcome under each reading when they differ
    reading: bool = False
    # a value the scenario does not give (a card's printed power left out), not a decision: each
    # option is one result of the rule that reads it (a comparison holds or not). Never answered
    # by ``choices:`` (the value is given in the scenario instead); the ruling says it depends on
    # the value not given, with the outcome of each result, or that they agree
    unknown: bool = False
    # left unanswered by the scenario, the choice is not explored: the first option is taken and
    # this (ja, en) is stated as an assumption (a hidden order the ruling does not turn on)
    assume: tuple[str, str] | None = None
    # other ids a scenario's ``at:`` may name this choice point by (ws: the optional 「コストを
    # 払ってよい」 is kind ``optional`` and is also answered by ``at: cost``, docs/scenarios.md)
    also: tuple[str, ...] = ()
    # the ids of the choice this one leads to (a count of cards to choose, then each card): an
    # entry addressed (``at:``) to one of them that names none of this choice's options answers
    # that later choice — the options of this one that never reach it (a count of 0) are ruled
    # out (``resolve.AnswerNotTaken``), as for an entry without ``at:``
    leads_to: tuple[str, ...] = ()
    # answered by a ``choices:`` entry only when its ``at:`` names this choice point (a decision
    # the scenario format gives elsewhere — mc's formation is the advance's ``formation:`` —
    # so an entry without ``at:`` is for another choice)
    addressed_only: bool = False
    # options of this choice point's kind that cannot be taken now (an upkeep beyond the energy
    # the player has), each with the clauses that make it impossible: an answer naming one is not
    # followed — the choice's one possible option is taken, and the ruling says why (the answer
    # asks for an action that cannot be done, principle ``impossible``)
    unavailable: tuple[tuple[Option, tuple[str, ...]], ...] = ()
    # a value the player declares from a set the options do not close (mc 4.7.3.1: 「任意の種族」
    # may be one no card has): ``options`` are the values the game knows of (explored when the
    # scenario does not answer), and an answer naming none of them is taken as a value of its own
    # (its key and value the answer as written); an ``allowed:`` entry naming one is offered
    open: bool = False


@dataclass(frozen=True)
class Do:
    """Run another action of the game (its own trace step, prohibitions and 0-count rule)."""

    verb: str
    params: Mapping[str, Any]
    caused_by: tuple[int, ...] = ()
    clauses: tuple[str, ...] = ()  # the clauses that call for it (added to the action's own)
    replaced: tuple[int, ...] = ()  # ids of the replacement effects already applied to it
    # the rules instruct it (a procedure's own step: the draw of the draw phase), not an effect
    # or a player's declaration: a prohibition that stops it overrides a rule (``Ctx.prohibited``)
    by_rules: bool = False
    # a player's own declaration the scenario lists inside a phase or a timing (``actions:`` of
    # a phase action), as a root action is: a prohibition that stops it overrides the rule that
    # lets the player declare it (``Ctx.declaration_prohibited``), not an effect's instruction
    declared: bool = False
    # the event a replacement effect put in place of another (8.10.1: 「置換効果で示された別の
    # 事象」), not the event itself: whether a replacement applies to it is a point a game's audit
    # may raise (``at: replacing_event``)
    replacing: bool = False


@dataclass(frozen=True)
class CheckTiming:
    """A check timing: the rule processes due are carried out, then waiting abilities are played."""

    clauses: tuple[str, ...] = ()
    ja: str = ""
    en: str = ""
    # the rule processes only: the check timing ends when none is due, and the abilities waiting
    # are left to the timings that follow it (vs 4.4.1 / 4.4.3: a procedure step written between
    # the check timing and those timings comes first)
    rules_only: bool = False


@dataclass(frozen=True)
class AtOnce:
    """Carry out ``run`` (a procedure) as one moment: the events it yields all happen at the same
    time (vg 6.2.3.3 「コールするカードをすべて同時にサークルに置きます」, ws 「舞台の別々の枠に置く」
    of several cards). The automatic abilities they trigger are looked for once the last of them
    has happened, against the state they left together — a card put there at that moment sees the
    others put with it, a card leaving is read as it was (the game's look-back clauses) — and the
    cards they put somewhere share one placing moment (``Card.placed``). Its answer is ``run``'s
    return value. Inside another moment it is part of that one."""

    run: Procedure


@dataclass(frozen=True)
class Reject:
    """The requested action is not done (impossible or not allowed); says why."""

    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    caused_by: tuple[int, ...] = ()
    # refs the refusal is about (a draw not done leaves the deck empty): a later step reading
    # them (a loss for an empty deck) has the refusal among its causes
    touches: tuple[str, ...] = ()
    # not done because the engine cannot run the card text, not because the rules forbid it:
    # no principle is cited for it, and the ruling warns that its outcome may rest on that text
    unsupported: bool = False


@dataclass(frozen=True)
class TurnEnds:
    """An instruction ended the turn (VG 18.4.1): the ability being resolved has finished (what
    its text says after the instruction is not done, 18.4.1.2) and nothing of the procedure it
    was resolved in goes on — the step, the battle, the check timing and the action that led
    to it stop here, the abilities still pending wait for the end phase's check timing (18.4.3).
    The game has already been moved to its end phase by the game's own procedure; the next
    action of the scenario goes on from there."""

    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    caused_by: tuple[int, ...] = ()


@dataclass(frozen=True)
class ActionProper:
    """The action proper begins here. What the action's procedure did before it (the phase or
    step it had to enter, the abilities that triggered there and resolved) is the game reaching
    the moment the action is taken, not the action: a refusal after this point refuses the
    action though those steps changed cards (a scenario's ``allowed: false``). A game may also
    yield it before the part of the action the scenario's parameters name, when the rules carry
    out an earlier part first: vg rests the attacking unit (10.4.1.5) before the attacked unit
    the scenario names is chosen (10.4.1.6) — an impossible choice there refuses the attack."""


@dataclass(frozen=True)
class Warn:
    """An assumption the ruling rests on, shown with the outcome."""

    kind: str
    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    # a language-neutral name of the assumption (``expect.assumptions`` matches it exactly;
    # docs/scenarios.md lists them): "" for one named by its text only
    key: str = ""


# --------------------------------------------------------------------------- definitions


@dataclass(frozen=True)
class ZoneDef:
    """A zone a game defines: its names, clauses, and whether it is public or a slot."""

    id: str
    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    public: bool = True
    slot: bool = False  # a card leaving it for a non-slot zone becomes a new object
    group: str | None = None  # scenario files nest grouped zones: ``stage: {center_front: …}``
    # a slot that holds several cards at once (a Monster Collection area: its terrain, units and
    # their equipment): a ruling describes it by the cards in it, not by one card's orientation
    stack: bool = False
    # cards put here are face down (vs 3.9.4): a scenario's card in it is face down unless it
    # says ``face: up``
    face_down: bool = False
    # the clauses that order the pile (ws 3.10.2: a card put here goes on top, the one taken is
    # the top one): cited by every move into or out of the zone
    order: tuple[str, ...] = ()
    # the clauses that let its owner change the order of its cards at will (ws 3.3.2 the hand,
    # 3.4.2 the waiting room): a scenario's list of its cards is compared whatever their order
    free_order: tuple[str, ...] = ()
    # a zone that holds abilities, not cards (vs 3.8.1, 3.8.3: the resolution zone, where a
    # triggered or played ability waits): asked about (``A.resolution``), it answers how many
    # abilities of that player wait there (``GameState.pending``)
    abilities: bool = False


@dataclass(frozen=True)
class StepDef:
    """A step of a phase, with its clauses."""

    id: str
    ja: str
    en: str
    clauses: tuple[str, ...] = ()


@dataclass(frozen=True)
class PhaseDef:
    """A phase of a turn, its steps and clauses."""

    id: str
    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    steps: tuple[StepDef, ...] = ()
    # the clause listing what a player may declare in the phase's play step (mc 7.3.3, 7.4.4):
    # the rule a prohibition on such a declaration overrides (``Ctx.prohibited``)
    play: tuple[str, ...] = ()


@dataclass(frozen=True)
class Param:
    """A parameter of a scenario action: its name, type and whether it is required."""

    name: str
    type: str  # player / int / card / zone / slot / str / bool / list
    required: bool = False
    doc: str = ""
    choices: tuple[str, ...] = ()
    default: Any = None
    # another parameter that may be given instead of this required one (vg's intercept: the
    # unit's `circle` or the unit itself, `card`)
    alt: str = ""
    # a word that may also be said as true / false (co's effect ``value`` of a flag stat,
    # ``untargetable: true``): YAML's boolean is not refused as a mistyped word
    flag: bool = False
    # a value that is none of ``choices`` may name a card of the scenario instead (vg's attack
    # ``attacker``: a circle or the unit's name): the action finds it, or refuses it, when it runs
    or_card: bool = False


def choice_alias(v: str, choices: tuple[str, ...]) -> str | None:
    """A value a user naturally writes for one of ``choices``: a duration said as the moment it
    ends — ``turn_end`` / ``end_of_turn`` / ``until_turn_end`` for ``turn`` (「ターン終了時まで」),
    ``battle_end`` for ``battle`` — read as that choice; else None."""
    w = v.strip().lower().replace("-", "_").replace(" ", "_")
    for pre in ("until_", "end_of_the_", "end_of_"):
        w = w.removeprefix(pre)
    w = w.removesuffix("_end")
    return w if w != v and w in choices else None


def with_aliases(params: tuple[Param, ...], given: dict[str, Any]) -> dict[str, Any]:
    """``given`` with each value another way of writing one of its parameter's choices
    (``choice_alias``) replaced by that choice (the loader accepted it)."""
    out = dict(given)
    for prm in params:
        v = out.get(prm.name)
        if prm.choices and isinstance(v, str) and v not in prm.choices:
            alias = choice_alias(v, prm.choices)
            if alias is not None:
                out[prm.name] = alias
    return out


# the data key of a step that replaced an action putting cards in a zone (``ActionDef.puts_in``):
# ``[[uid, owner, zone], …]``, where they would have gone (read by ``ruling.notmet``)
INSTEAD_OF = "instead_of"
# the data key of a step that did not carry out an action because the rules did not let it (a
# condition not met, a step skipped): ``[[ref, toward], …]`` — the zone ``ref`` ("B.damage") it
# kept as it was, where the action would have moved a card the other way from ``toward`` ("in":
# a heal not done kept the damage card in). ``Ctx.contributed(ref, toward)`` counts it among the
# steps that brought the value where a rule process found it (a loss by six damage)
KEPT = "kept"


@dataclass(frozen=True)
class ActionDef:
    """A scenario action a game runs: its verb, clauses, parameters and procedure."""

    verb: str
    ja: str
    en: str
    clauses: tuple[str, ...]
    run: Callable[[Ctx, dict[str, Any]], Procedure]
    params: tuple[Param, ...] = ()
    amount: str | None = None  # the count parameter (0 or less: the action is not done)
    describe: Callable[[Ctx, dict[str, Any]], tuple[str, str]] | None = None
    # clauses that put the action beyond card effects (ws/vs/vg 1.2.4.1: conceding): no
    # prohibition or replacement effect applies to it
    unaffected: tuple[str, ...] = ()
    # the zone (of each card's owner) the action puts the cards it names in (vs "retire": 7.1.5.4):
    # when a replacement effect replaces the action, its step records where they would have
    # gone (``INSTEAD_OF``), so a count condition on that zone the replacement kept from being met
    # is a reason of the ruling (``ruling.notmet``)
    puts_in: str = ""
    # a procedure whose acts share its verb, reading the prohibitions on them itself (vs's
    # attack sub-phase: 「アタックできない」 stops the attack and so the support, 7.1.3.2.1): no
    # prohibition on its doer stops it as a whole
    reads_prohibitions: bool = False
    # the other actions the rules say this action also is, with the clause that says so
    # (vs 6.5.1.2.3 「この移動もプレイにあたります」: moving the ring card to a bench is a play): a
    # prohibition of any of them stops it, citing that clause (``Runner._do_action``)
    counts_as: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # whether this doing of the action is those other acts (None: always): vg 7.6.4.1 「‘カードの
    # 能力でカードを引く’とは、通常のドロフェイズ中にカードを引く処理(9.4.2)以外でカードを引く
    # 行動すべて」 — every draw but the draw phase's own
    counts_as_if: Callable[[Mapping[str, Any]], bool] | None = None
    # the clauses saying what a prohibition of this action does (vg 12.2.1.1 「起動能力が‘使えない’
    # 状態にある場合、該当する起動能力をプレイできません」): cited, beside the principle, where a
    # prohibition in force stops it (``Runner._do_action``)
    prohibited_by: tuple[str, ...] = ()


def action(
    verb: str,
    ja: str,
    en: str,
    clauses: tuple[str, ...],
    run: object,
    params: tuple[Param, ...] = (),
    amount: str | None = None,
) -> ActionDef:
    """An ActionDef from a run function of any procedure signature (the games' action tables)."""
    return ActionDef(verb, ja, en, clauses, run, params, amount)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Finding:
    """A rule process that has to be carried out, for ``player``, about ``watch``."""

    player: str | None
    watch: tuple[str, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RuleProcess:
    """A rule process: when it is checked, what finds it due, and the clauses it applies."""

    id: str
    ja: str
    en: str
    clauses: tuple[str, ...]
    kind: str  # "interrupt": right after any event; "check": only at a check timing
    find: Callable[[Ctx], list[Finding]]
    apply: Callable[[Ctx, Finding], Procedure]
    suspended_by: tuple[str, ...] = ()  # state vars that, while true, hold this process back
    # carried out only when no other rule process is due (except those named here) …
    alone: bool = False
    alone_except: tuple[str, ...] = ()
    # cited when it did wait for another one due with it (vs 9.1.1.1: the deck renewal first)
    waited_clauses: tuple[str, ...] = ()
    # … and/or only when no automatic ability is pending
    after_pending: bool = False
    # it ends the game (a loss check): carried out together with others due at the same moment
    # (the game's ``check_rules`` principle, vs 9.1.1 「それらをすべて同時に実行します」), it comes
    # last of them, so that the others are carried out too before the game is over
    ends_game: bool = False
    # a check-type process whose condition is looked for after every event too: when it held
    # in the middle of an action but no longer does at the check timing, a step says it is not
    # carried out (the game's ``check_timing`` principle: checked only then), about what it reads
    watched: bool = False
    # the condition read and not met though an event came near it (a character left the field
    # and others are still there; a damaged character whose DP stays above its damage): ``(ctx)``
    # -> findings, each with ``data`` ``ja`` / ``en`` (what was found not met), ``touches`` (what
    # it decides: the card that would have acted) and optionally ``clauses`` (the clause of the
    # condition read, cited instead of the process's own),
    # ``watch`` the steps that came near. The core records each once as a step of its own,
    # citing the process's clauses — a "no" has its reasons (``Engine._near``); interrupt-type
    near: Callable[[Ctx], list[Finding]] | None = None
    # held back by ``suspended_by`` while its condition held, and no longer met once released (a
    # cost that put a seventh card into the clock and took one off again, ws 8.4.2.1 / 9.3.3): the
    # core records a step citing the clauses given for the flag(s) that held it with the
    # process's own, about the player's zones ``decides`` names — "it was not carried out, and
    # why" (a flag not named: nothing recorded)
    released: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    decides: tuple[str, ...] = ()


@dataclass(frozen=True)
class CountCheck:
    """A condition the rules check on how many cards a player's zone holds (``ruling.notmet``):
    met when ``zone`` holds ``at_least`` cards or more, or — ``at_least`` None — when it and
    every zone of ``also_empty`` hold none. ``decides``: the player's zones whose state the
    rule process it starts changes (a level-up: the clock and the level zone); none — a loss
    condition: whether the game ends. ``interrupt``: checked right after every event (an
    interrupt-type rule process), else only at a check timing. ``clauses``: the rules' check of
    that condition, cited when the check was made and a step of the replay is why it was not
    met. ``between_checks``: the rules' clauses saying a condition met during an action and no
    longer met at the check timing is not acted on (vs 9.1.1), cited besides when the count
    really came to ``at_least`` between two checks."""

    zone: str
    clauses: tuple[str, ...]
    at_least: int | None = None
    also_empty: tuple[str, ...] = ()
    decides: tuple[str, ...] = ()
    interrupt: bool = False
    between_checks: tuple[str, ...] = ()
    # an emptiness the rules read only once a card left the zone (vs 3.3.2.3 「リングにあるカード
    # が他の場所に移動した時」: the ring refill): a zone given empty and filled by the replay (a
    # ring card chosen before the game) kept nothing from being met
    after_leaving: bool = False


@dataclass(frozen=True)
class ValueCheck:
    """A loss condition the rules check on a player's value (``ruling.notmet``): met when the
    variable ``<key>.<player>`` is at most ``at_most`` (co 4.1.2: a player's HP brought to 0).
    ``clauses``: the check of that condition, cited when a step of the replay that raised the
    value (a recovery) is why it was not met."""

    key: str
    clauses: tuple[str, ...]
    at_most: int = 0


@dataclass(frozen=True)
class Triggered:
    """An automatic ability that became pending because of an event."""

    master: str
    source: str | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    clauses: tuple[str, ...] = ()  # clauses of this trigger condition (added to the ability's)
    # the trigger condition was met but the ability does not trigger (a game's rule says so):
    # (ja, en) of why; the core records the step, touching ``touches``, and makes nothing pending
    blocked: tuple[str, str] | None = None
    touches: tuple[str, ...] = ()
    # with ``blocked``: the trigger condition was checked and not met, though the event came
    # near it (a character left the stage, but not for the waiting room): a reason for what a
    # ruling asks about ``touches``, not a change to them — later steps reading them are not
    # caused by it
    near_miss: bool = False
    # with ``blocked``: it does not trigger because it has triggered as often as a cap allows
    # (vg 「１ターンにN回まで発動する」 7.15.1.3.2, ws 「1ターンにつきN回まで発動する」 8.1.1.2.1):
    # what its earlier triggers' resolutions changed in the replay is what it would have changed
    # again, so a ruling asking about that rests on this step (the core records it there, as a
    # reason, not a change: ``Engine._capped_refs``)
    capped: bool = False
    # with ``blocked``: it did trigger and become pending (ws 8.7.2), and that pending state is
    # cancelled at once because it cannot be played (ws 10.19.3 with 8.7.3.2: a 【ターン1】
    # ability played its limit of times) — nothing of it is done, but it counts as triggered
    # (the step carries the ``trigger`` event)
    cancelled: bool = False
    # with ``blocked``: a point the rules text does not settle that the non-trigger rests on
    # (``unsettled.note``): shown only where the ruling rests on that step
    note: tuple[str, str, tuple[str, ...]] | None = None
    # steps the ability itself rests on besides the event (a delayed trigger, 11.9.7: the steps
    # of the effect that made it): causes of its becoming pending — with ``blocked``, of its not
    # triggering (what made the event other than the condition asks)
    made_by: tuple[int, ...] = ()
    # with ``blocked``: the non-trigger rests on a point the rules text does not settle, under
    # one reading of which it triggers — (game, the point's id in its audit, that reading's
    # key): both readings are run (the core asks ``unsettled.choose``), ``data`` the pending
    # ability's under the reading that triggers it
    # ability's under the reading that triggers it; a fourth item: the clauses through which the
    # ability reaches the point (its keyword's condition), named after the point's own
    reading: tuple[str, str, str] | tuple[str, str, str, tuple[str, ...]] | None = None
    # the ability is of a hidden card in a hidden zone (a hand card's 【自】): it becomes pending
    # only if its master makes it known, and not otherwise (vg 11.1.1.2.1.1) — these are the
    # game's clauses for that; the core asks the master (a choice ``at: make_known``, answered
    # only by an entry naming it; unanswered, the card is taken as made known and the ruling
    # says so), and a card not made known does not trigger, with these clauses as the reason
    make_known: tuple[str, ...] = ()


@dataclass(frozen=True)
class AbilityDef:
    """An automatic ability the rules give (e.g. the default encore, the shot trigger)."""

    id: str
    ja: str
    en: str
    clauses: tuple[str, ...]
    trigger: Callable[[Ctx, Event, int], list[Triggered]]
    resolve: Callable[[Ctx, Any], Procedure]
    # Check timing plays pending items tier by tier (lower first), each tier in turn-player
    # order; the principles name the game's clauses for becoming pending and for that order.
    tier: int = 0
    pending_principle: str = "pending"
    order_principle: str = "pending_order"
    # the rules' own ability, held by every card of a kind or made by a rule (ws's アンコール
    # ［(3)］ 10.2.3, the shot trigger 4.12.2.7), or a delayed ability an effect made (ws 8.7.5,
    # vg 11.9.7), not one of a card's texts: ``expect.triggered`` counts it under ``X#<id>`` only
    of_rules: bool = False
    # a chance a player is given (vs's surprise: the card may be turned face up, 12.3.1), not an
    # ability put in the resolution zone (vs 8.1.1.2.2: turning it up puts the ability there):
    # its pending entry is no trigger, and ``expect.triggered`` does not count it
    chance: bool = False


@dataclass(frozen=True)
class KeywordDef:
    """A keyword a game defines, its clauses and the ability that runs it (if any)."""

    id: str
    ja: str
    en: str
    clauses: tuple[str, ...]
    ability: str | None = None  # the AbilityDef that implements it, if the engine runs it


@dataclass(frozen=True)
class Game:
    """Everything the core needs to know about one game. Tables, not code, where possible."""

    id: str
    ja: str
    en: str
    zones: tuple[ZoneDef, ...]
    phases: tuple[PhaseDef, ...]
    actions: Mapping[str, ActionDef]
    rule_processes: tuple[RuleProcess, ...]
    abilities: Mapping[str, AbilityDef]
    keywords: tuple[KeywordDef, ...]
    # principle id -> clauses of this game that state it (see ruling.core.PRINCIPLES)
    principles: Mapping[str, tuple[str, ...]]
    card_types: Mapping[str, tuple[str, ...]]  # type id -> accepted spellings
    setup: Callable[[Ctx], None] | None = None  # fill game vars after loading a scenario
    text_active: Callable[[Ctx, str, str], bool] | None = None  # (uid, zone) -> text in force
    # why a card's abilities do not work where it is now (its text is in force in another zone;
    # it left its slot and is a new card): clause ids, () when they work there — the reason an
    # ability ``expect.triggered`` says never triggered did not
    text_out_of_force: Callable[[Ctx, str], tuple[str, ...]] | None = None
    # the prohibitions the continuous abilities in force put on players and cards now (effects
    # of op ``prohibit``, as a one-shot effect makes them: ``ruling.cardtext.modal``), which the
    # action check reads beside the effects in the state (``Runner._do_action``); None: the
    # game's continuous prohibitions are read by its own procedures only
    prohibitions: Callable[[Ctx], list[Any]] | None = None
    # the prohibitions on players that the game's own procedures read (vs's draw reads 「相手は
    # カードを引けない」 itself): the core does not apply them, it reads them only to order them
    # against a replacement effect on the same action (``unsettled.prohibited_replaced``)
    prohibitions_read: Callable[[Ctx], list[Any]] | None = None
    # the clauses defining the trigger conditions of a card's automatic abilities (its text in
    # force): with the game's ``pending`` principle, the reason an ability ``expect.triggered``
    # says never triggered, and for which no step found it not to trigger, did not — its
    # condition was never met; () when the card has none the engine reads
    trigger_conditions: Callable[[Ctx, str], tuple[str, ...]] | None = None
    # the zones an ability (``ruling.abilities.Ability``) says it works in besides its card's
    # usual ones (a zone label such as VG 【ドロップ】), read from its text, so also for an
    # ability the engine refuses: the core reports a refused ability there too
    ability_zones: Callable[[Any], tuple[str, ...]] | None = None
    card_fields: tuple[str, ...] = ()
    icons: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # printed card values beyond the common ones (name -> int / str / bool / list), kept in
    # ``Card.extra``; a scenario may give them on any card of this game
    extra_fields: Mapping[str, str] = field(default_factory=dict)
    # numbers (or words) each player has outside the zones (name -> (ja, en, clauses)); a
    # scenario sets them under the player (``players: {A: {energy: 3}}``), the state keeps them
    # in ``vars["<name>.<player>"]``
    player_values: Mapping[str, tuple[str, str, tuple[str, ...]]] = field(default_factory=dict)
    # the type a player value must have in a scenario ("int" / "str"; "count_or_flag": a number,
    # or true / false read as 1 / 0 — a count a user says as yes / no); undeclared: either
    player_value_types: Mapping[str, str] = field(default_factory=dict)
    # a player value's reading when nothing set it: value -> (ctx, player) -> the value (co
    # ``match``: a game of a match that has not ended is ``on``, 4−1−1); else 0
    player_value_defaults: Mapping[str, Callable[[Ctx, str], Any]] = field(default_factory=dict)
    # sections of the rules the engine declares it does not implement (section id -> why), so
    # the coverage matrix lists them as "not implemented" instead of merely "not cited"; the
    # reason is (ja, en), or one string for both
    not_implemented: Mapping[str, str | tuple[str, str]] = field(default_factory=dict)
    # the points the rules text does not settle in how a value in force is computed (the
    # continuous effects, a pure computation that cannot ask), raised at each check timing where
    # the board holds the configuration: ``(ctx) -> procedure`` yielding ``unsettled.choose``
    # (both readings run) and keeping the reading in a state var the computation reads
    value_readings: Callable[[Ctx], Any] | None = None
    # the points the rules text does not settle about what a move does to the card it moves
    # (whether it is a new card there: the effects on it end), asked just before the move is
    # applied: ``(ctx, event) -> procedure`` (a ``Move`` / ``MoveMany``) yielding
    # ``unsettled.choose`` and the steps the reading taken makes (effects ended, or a mark)
    moving: Callable[[Ctx, Any], Any] | None = None
    # replacement effects in force that come from card text (continuous abilities), as effects
    # of op ``replace`` (see ``state.Effect``); the scenario's own are in ``state.effects``
    replacements: Callable[[Ctx], list[Any]] | None = None
    # the means an action is done by, for a replacement that names them (``Effect.value``
    # ``means``): ``(ctx, params, clauses) -> names`` (vg: ``cost``, ``effect``, ``battle``)
    action_means: Callable[[Ctx, Mapping[str, Any], tuple[str, ...]], Any] | None = None
    # what a player's action that a replacement effect replaced still counts for, run after
    # the replacement step: ``(ctx, verb, params) -> procedure`` (vs 8.10.1.1.1: the event does
    # not happen, but the player has done the action — a once-a-turn act is used up)
    replaced_action: Callable[[Ctx, str, dict[str, Any]], Any] | None = None
    # last-known information: what a card is (its values, the circle it is on …) in the zone it
    # is about to leave, ``(ctx, card, player, zone) -> info`` (None: nothing an effect could
    # refer to there). The core keeps it, for effects that refer to the card afterwards
    # (``Ctx.last_known``; principle ``last_known``)
    last_known: Callable[[Ctx, Any, str, str], Mapping[str, Any] | None] | None = None
    # the card a slot reference (``A.left_front``) names in a zone of a player's: the unit the
    # zone holds as the game defines it (VG 6.10.3.1: a 魔獣合成 bundle's top card, not a card
    # under it), ``(state, player, zone) -> card`` (None: the first card there, as in a game
    # whose zones hold one card each)
    slot_card: Callable[[Any, str, str], Any] | None = None
    # one ability may take several printed lines (Monster Collection's 「□名前[普通]」 /
    # 「〈対象:…〉」 / effect; a WS event's 『…』 effects after its lead sentence): its text is then
    # the span the grammar gives the ability, not a line
    multiline_abilities: bool = False
    # a card's text as its abilities are read from it, when the game's rules change it before
    # (ws 11.3.2: the replay effect carried out in place of the replay action a line names, the
    # replay instruction itself no ability): ``text -> text`` (None: as printed)
    card_text: Callable[[str], str] | None = None
    # typed events the game's own actions, rule processes and tagged events stand for
    # (``ruling.events``): "action:<verb>" / "rule:<id>" / "tag:<tag>" -> (kind, key), ``key``
    # the parameter or event datum naming the subject ("" : the step's player)
    typed_events: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # a card's values as the rules see them now, every effect applied (``<card>.<field>`` in
    # ``expect.state`` / ``ask`` / ``check``): field -> (ctx, uid) -> value, None when unknown
    # (a printed value the scenario left out). zone, state, face, name, type and the printed
    # abilities are read the same way in every game (``ruling.values``)
    card_values: Mapping[str, Callable[[Ctx, str], Any]] = field(default_factory=dict)
    # whether an effect in force the game computes itself (not an ``effects:`` entry of the
    # state) sets card ``uid``'s printed value ``printed`` (co 4.3.8 step 4, 「「0:5」の能力値を
    # 持つ」): then the value is known though the scenario did not give it, ``(ctx, uid,
    # printed) -> bool``
    value_set: Callable[[Ctx, str, str], bool] | None = None
    # acts a player does inside a game procedure, not a scenario action of their own (vs's
    # partner block in the attack's partner block step, the support that declares the attack),
    # whose prohibition the engine reads: act -> the clauses that give the act. An ``effects:``
    # entry ``op: prohibit`` may name them as it names an action (1.3.3)
    prohibitable: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # the values an ``effects:`` entry of op ``add`` / ``set`` on a card may change, by every
    # name a scenario may give them -> the name the game's rules read (vs: ``defense`` / 防御力
    # -> ``dp``); another name is an error, not an effect silently never read (empty: the
    # stat is not checked)
    effect_values: Mapping[str, str] = field(default_factory=dict)
    # the clauses that decide such a value now (8.9.1 in ws: the continuous effects that change
    # it, in the order the rules apply them): field -> (ctx, uid) -> clause ids, () when none
    card_value_clauses: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = field(
        default_factory=dict
    )
    # what such a value was read from (touch-log refs, ``Ctx.provenance``): the steps that last
    # changed them decided the value too (a zone an unmet condition counts): field -> refs
    card_value_watch: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = field(
        default_factory=dict
    )
    # a bare effect text resolved by a player at a moment (the ``resolve_text`` action):
    # ``(ctx, {"player", "text", "card"})`` -> the procedure that compiles it with the game's own
    # card-text compiler and runs it, as the game resolves an effect whose master is that player
    resolve_text: Callable[[Ctx, dict[str, Any]], Procedure] | None = None
    # the optional keys of ``resolve_text`` the game's bare effect reads besides text, player
    # and card: ``target`` (a text that targets, asked of its description: co 4.2.13, mc
    # 10.10.2), ``user`` (the unit using the effect: mc 10.17.1). Any other key is refused by
    # the loader, not silently passed over (in ws / vg / vs a text chooses its cards itself)
    resolve_text_keys: frozenset[str] = frozenset()
    # an ability an effect gave a card before the scenario starts (``effects: [{op: grant,
    # stat: ability, value: <text>}]``): the text -> the key the game holds the given ability
    # by (``Effect.value``), or ValueError saying why the game cannot give it
    grant_ability: Callable[[str], str] | None = None
    # a printed value only some card types have: value -> (those types, the clause saying so)
    # (ws 2.5.1: traits, characters alone). A card of a stated type outside them has none —
    # known, not a value the scenario left out (``values.unknown_in_filter``)
    typed_values: Mapping[str, tuple[tuple[str, ...], str]] = field(default_factory=dict)
    # the action that puts a card into a zone of its owner (params ``card``, ``to``): what an
    # ``op: replace`` effect whose ``value`` names a zone does instead (「かわりに…に置く」)
    zone_move: str = "move"
    # the game's turn end also ends the effects made in an earlier turn that last until the end
    # of this one (``until: turn:N``, ruling/turn_end.py): an effect in force ``until:
    # next_turn`` is accepted only then
    ends_later_turn_effects: bool = False
    # the clauses by which an effect lasts to the end of the phase it was made in (mc 4.6.9,
    # 10.14.6: one made outside a battle), ended at each phase's end by the game's turn
    # procedure: an effect in force ``until: phase`` is accepted only for a game giving them
    phase_effects: tuple[str, ...] = ()
    # a card moving between any two zones is a new card there, the effects on it ending whatever
    # zone it leaves (vs 3.1.3 「カードが領域間の移動を行う場合…新しい領域における新しいカード」), not
    # only when it leaves a slot (``ZoneDef.slot``; the principle ``new_object`` cited)
    new_card_every_move: bool = False
    # the scenario starts in the middle of an attack (``turn.attack``): ``(ctx, spec)`` -> the
    # events that put the attack in progress in the state (attacker, defender, kind …)
    attack_in_progress: Callable[[Ctx, Mapping[str, Any]], Procedure] | None = None
    # … and the rest of that attack, from the step it started in, once the scenario's actions
    # are done (nothing when they ended it)
    attack_resume: Callable[[Ctx], Procedure] | None = None
    # an action of the scenario done at a play timing (vg 11.6.2.2: 9.9.2's main-phase actions):
    # ``(ctx, verb, params)`` -> the clauses of the check timing that comes, once it is resolved,
    # before the play timing is given again (vg 11.6.2.2.1 / 11.6.2.1), or () when none does.
    # Read by the core after each root action (``Engine.run_action``): what the action made
    # pending is played there, before the next action of the scenario
    play_timing_again: Callable[[Ctx, str, dict[str, Any]], tuple[str, ...]] | None = None
    # a ``choices:`` entry asserting an option is not offered (``allowed: false``) whose choice
    # never came: ``(ctx, player, at, choose)`` -> the steps saying why the rules never offer it
    # in this replay (a ``Mark`` with its clauses, touching the card it names), or nothing when
    # the game has no general reason to state (the assertion holds either way)
    never_offered: Callable[[Ctx, str, str | None, Any], Procedure] | None = None
    # an end condition of the game that stands half met as the replay ends (mc 1.2.3.1: one
    # player's deck is out, not every player's): ``(ctx)`` -> (clauses, ja, en, player) of each,
    # a reason of a ruling asked whether the game is over when it goes on (``resolve._outcome``)
    end_not_met: Callable[[Ctx], list[tuple[tuple[str, ...], str, str, str | None]]] | None = None
    # an ability of a card already waiting to be played (``pending:``): ``(ctx, uid, index,
    # player)`` -> (ability id, Triggered) as if it had triggered before the scenario starts,
    # or a ``Reject`` saying why that ability of that card cannot be pending
    pending_ability: Callable[[Ctx, str, int, str | None], Any] | None = None
    # the values an attack records once its method and targets are final (``attack.<field>``,
    # ``attack.<N>.<field>`` in ``expect.state`` / ``ask``; ``ruling.assertions``): the fields
    # this game records (ws: kind attacker attacked defender), () when it records none. A game
    # appends each attack's record to the var ``ATTACK_LOG`` with ``record_attack``
    attack_fields: tuple[str, ...] = ()
    # what a scenario writer should know of a zone group's positions when they name one the
    # game does not have (a board laid out as another game's): group -> (en, ja) sentence, with
    # its clause, added to the loader's "unknown position" error (ws: a back row of two slots,
    # 3.6.4, where vg has a centre back circle)
    group_layout: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # conditions of loss and of rule processes on a zone's card count: a ruling that the game
    # goes on (or that asks about a zone such a process would change) cites the check where a
    # step of the replay is why it was not met (``ruling.notmet``)
    count_checks: tuple[CountCheck, ...] = ()
    # conditions of loss on a player's value (co: HP 0), read as ``count_checks`` are
    value_checks: tuple[ValueCheck, ...] = ()

    def zone(self, zid: str) -> ZoneDef | None:
        return next((z for z in self.zones if z.id == zid), None)

    def all_clauses(self) -> dict[str, list[str]]:
        """Every clause cited by this game's definitions -> what cites it."""
        out: dict[str, list[str]] = {}

        def add(clauses: tuple[str, ...], what: str) -> None:
            for c in clauses:
                out.setdefault(c, []).append(what)

        for z in self.zones:
            add(z.clauses, f"zone {z.id}")
        for ph in self.phases:
            add(ph.clauses, f"phase {ph.id}")
            add(ph.play, f"phase {ph.id} (play step)")
            for st in ph.steps:
                add(st.clauses, f"step {ph.id}.{st.id}")
        for a in self.actions.values():
            add(a.clauses, f"action {a.verb}")
        for r in self.rule_processes:
            add(r.clauses, f"rule process {r.id}")
        for ab in self.abilities.values():
            add(ab.clauses, f"ability {ab.id}")
        for k in self.keywords:
            add(k.clauses, f"keyword {k.id}")
        for p, cl in self.principles.items():
            add(cl, f"principle {p}")
        for v, (_ja, _en, cl) in self.player_values.items():
            add(cl, f"player value {v}")
        for lc in self.count_checks:
            add(lc.clauses, f"count check {lc.zone}")
        for vc in self.value_checks:
            add(vc.clauses, f"value check {vc.key}")
        from ruling.definitions import table

        for term, cl in table(self.id).items():
            add(cl, f"definition {term}")
        return out

    def zone_ref(self, ref: str) -> str | None:
        """The zone id a scenario means by ``ref``: a zone id, or a position inside a group
        (``center_front`` -> ``stage.center_front``; slot zones first)."""
        if self.zone(ref) is not None:
            return ref
        grouped = [z for z in self.zones if z.group and z.id == f"{z.group}.{ref}"]
        grouped.sort(key=lambda z: not z.slot)
        return grouped[0].id if grouped else None


# --------------------------------------------------------------------------- registry

_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    _REGISTRY[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The registered game, importing ``ruling.games.<id>`` on first use (plug-in lookup:
    the core names no game)."""
    if game_id not in _REGISTRY:
        import importlib
        import re

        if not re.fullmatch(r"[a-z][a-z0-9_]*", game_id or ""):
            raise KeyError(game_id)
        try:
            importlib.import_module(f"ruling.games.{game_id}")
        except ModuleNotFoundError as exc:
            raise KeyError(game_id) from exc
    if game_id not in _REGISTRY:
        raise KeyError(game_id)
    return _REGISTRY[game_id]


def games() -> list[str]:
    """Ids of every game module under ``ruling/games/``."""
    import pkgutil

    import ruling.games

    return sorted(m.name for m in pkgutil.iter_modules(ruling.games.__path__) if not m.ispkg)
