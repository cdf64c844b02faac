"""The engine core: actions -> events -> check timing -> rule processes -> triggered abilities
-> choices. It knows no game: everything game-specific comes from a ``ruling.rules.Game``.

The core writes the trace. Game procedures yield events and requests (see ``ruling.rules``);
for each event the core applies it to the state, records a step with the event's clauses and
causes, runs the interrupt-type rule processes, and makes triggered abilities pending. The
principles every game states in its first chapter live here too, each cited with the game's own
clause numbers (``Game.principles``).
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from ruling import events, procedure_table, unsettled
from ruling.choosing import choose_yes_no
from ruling.rules import (
    INSTEAD_OF,
    KEPT,
    UNFINISHED,
    AbilityDef,
    ActionDef,
    ActionProper,
    AddDelayed,
    AddEffect,
    AtOnce,
    CheckTiming,
    Choose,
    Create,
    Do,
    EndEffects,
    Erase,
    Event,
    Finding,
    Game,
    Lose,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Reject,
    RemoveDelayed,
    RuleProcess,
    SetCard,
    SetTurn,
    SetVar,
    Shuffle,
    Triggered,
    TurnEnds,
    Warn,
    with_aliases,
)
from ruling.state import Card, CardFilter, Delayed, Effect, GameState, Pending, Result
from ruling.trace import Trace
from ruling.values import branch_rule_process
from ruling.zone import stated_cards

# Principles the core applies; each game maps them to its own clause ids.
PRINCIPLES: dict[str, str] = {
    "text_beats_rules": "card text that contradicts the rules wins",
    "impossible": "an action that cannot be done is simply not done",
    "already_in_state": "making something what it already is does nothing",
    "non_positive_count": "an action asked 0 or fewer times is not done at all",
    "prohibition": "a prohibition beats an instruction",
    "turn_player_first": "simultaneous choices: the turn player chooses first",
    "non_negative_number": "a chosen number is an integer of 0 or more",
    "new_object": "a card that changes zone is a new card; effects on it end",
    "win": "a player whose opponents all lost wins; the game ends at once",
    "draw": "all players losing at once is a draw",
    "check_timing": "check timing: the procedure (rule processes, then pending abilities)",
    "pending": "an automatic ability whose trigger is met becomes pending",
    "pending_order": "pending abilities: turn player's first, master picks which",
    "interrupt": "interrupt-type rule processes run as soon as their condition holds",
    "interrupt_order": "simultaneous interrupt processes: turn player's first",
    "interrupt_own_order": "one player's simultaneous interrupt processes: that player picks",
    "check_rules": "check-type rule processes due at once are carried out together",
}
# Principles a game may map when its rules state them (not every document does).
OPTIONAL_PRINCIPLES: dict[str, str] = {
    "master_does": "an action an effect asks for, naming no player, is done by the effect's master "
    "(the master of the ability that made it)",
    # who the master of an ability of each kind is (the program's kind: auto, activated,
    # continuous, event), cited with ``master_does`` where the master is not the turn player
    "master_of_auto": "the master of an automatic ability: the master of its card or effect",
    "master_of_activated": "the master of an activated ability: the player who played it",
    "master_of_continuous": "the master of a continuous ability: the master of its card or effect",
    "master_of_event": "the master of an event's (order's) ability: the master of its card",
    "endless_loop": "an endless loop: who can stop it, and a draw when nobody can",
    "check_rule_step": "a rule process due at a check timing is carried out as its first step",
    # cited by a pending ability played after something else was done at the same check timing:
    # the procedure went back to its first step (the rule processes) before this one was chosen
    "check_again": "after each ability played at a check timing the procedure returns to its "
    "first step (rule processes), then the turn player's pending abilities again",
    # cited by a rule process carried out (or not) at a check timing, not by every check timing:
    # a check timing where only an automatic ability is played does not rest on it
    "rule_check_timing": "check-type rule processes are looked for only at a check timing, "
    "before pending abilities",
    "early_pending": "an item played at check timing before automatic abilities becomes due",
    "early_order": "such items are played before automatic abilities, turn player's first",
    "replacement": "a replacement effect: the event does not happen, the other one does instead "
    "(and 'replacement:VERB': the clause for replacing that action)",
    "replacement_order": "several replacement effects on one event: the affected player picks",
    "replacement_once": "each replacement effect applies at most once to one event",
    "replacement_choice": "an optional replacement whose choice cannot be carried out does not apply",
    "last_known": "an effect referring to a card that has left the zone uses what it was there",
    "pending_count": "an automatic ability becomes pending once each time its condition is met",
    "printed_base": "with no continuous effect changing it, a card's value is the one printed "
    "on it (cited where effects on a card that changed zones end)",
    "prohibition_of_declaration": "a prohibition stopping a player's own declaration the rules "
    "allow: what it rests on besides 'prohibition' (mc: the card's text beats the rules)",
}

LOOP_LIMIT = 200  # check-timing rounds before we call it an endless loop


class NeedChoice(Exception):
    """An unanswered choice whose options lead to different games: the resolver branches."""

    def __init__(self, request: Choose, options: list[Option]) -> None:
        super().__init__(request.kind)
        self.request = request
        self.options = options


class ScenarioAnswerError(Exception):
    """A ``choices:`` entry names no option of the choice the engine asked."""

    def __init__(self, index: int, message: str, ja: str = "") -> None:
        super().__init__(message)
        self.index = index
        self.message = message
        self.ja = ja


class AnswerForAnotherReading(ScenarioAnswerError):
    """A ``choices:`` entry naming none of several options of a choice reached under a reading of
    a point the rules text does not settle (``Choose.reading``): the branch of that reading is
    ruled out by the answer (``resolve.AnswerNotTaken``)."""


class ScenarioInputError(Exception):
    """A parameter of an action the engine cannot read (found while running it, e.g. a die
    given in a form that is not a result): an input error (exit 2), never a traceback."""

    def __init__(self, where: str, message: str, ja: str = "") -> None:
        super().__init__(message)
        self.where = where
        self.message = message
        self.ja = ja


class EngineLoop(Exception):
    pass


class Unsupported(Exception):
    """A situation of the scenario the engine of this game cannot set up or run yet (a bare
    effect text, an attack in progress, a pending ability): never replayed without it."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


# actions every game has, run by the core (``check`` is read by the resolver)
SHARED_VERBS = ("simultaneous", "resolve_text")


class _GameOver(Exception):
    pass


class _TurnEnded(Exception):
    """Raised by a ``TurnEnds`` request: unwinds to the scenario's action (``run_action``)."""


@dataclass
class Answer:
    """A scenario's answer to a choice point (or an assertion that an option is, or is not, offered)."""

    player: str
    choose: Any
    at: str | None = None
    index: int = 0  # position in the scenario's ``choices:`` list
    # an assertion, not an answer: ``choose`` must (True) / must not (False) be offered
    allowed: bool | None = None


@dataclass(frozen=True)
class LastKnown:
    """A card as it was when it last was in a zone it has since left (last-known information):
    ``placed`` identifies that stay (``Card.placed`` while it was there), ``step`` the trace step
    that moved it out, ``card`` a copy of the card as it was, ``info`` what the game worked out
    about it there (``Game.last_known``: its values, the circle it was on …)."""

    uid: str
    player: str
    zone: str
    placed: int
    step: int
    card: Card
    info: Mapping[str, Any]


@dataclass
class WarningItem:
    """A warning a ruling carries: what the engine assumed, could not run, or read one way."""

    kind: str
    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    step: int | None = None
    # for ``unsupported``: whether the outcome could depend on the ability not run (None: the
    # warning is of another kind)
    may_decide: bool | None = None
    key: str = ""  # ``Warn.key``: an assumption's language-neutral name

    def as_dict(self, lang: str = "ja") -> dict[str, Any]:
        out = {
            "kind": self.kind,
            "text": self.ja if lang == "ja" else self.en,
            "clauses": list(self.clauses),
            "step": self.step,
        }
        if self.may_decide is not None:
            out["may_decide"] = self.may_decide
        if self.key:
            out["key"] = self.key
        return out


_V = TypeVar("_V")


class _ReadScope:
    """``Ctx.reading``: the engine's read cache (``Engine._reads``) from entry to exit."""

    __slots__ = ("_e", "_outer")

    def __init__(self, engine: Engine) -> None:
        self._e = engine
        self._outer = True

    def __enter__(self) -> None:
        self._outer = self._e._reads is None
        if self._outer:
            self._e._reads = {}

    def __exit__(self, *exc: object) -> None:
        if self._outer:
            self._e._reads = None


class Ctx:
    """What game code sees of the engine: the state (read-only by convention) and helpers."""

    def __init__(self, engine: Engine) -> None:
        self._e = engine

    @property
    def state(self) -> GameState:
        return self._e.state

    def reading(self) -> _ReadScope:
        """A stretch of reads over which the state does not change (``with ctx.reading(): …``):
        a rule-process pass (``Engine._found``), a game's search for the abilities an event
        triggers. Inside it ``read_once`` keeps what it worked out; the scope ends, it is
        forgotten (any change comes after it). Nested scopes share the outermost's reads."""
        return _ReadScope(self._e)

    def read_once(self, key: Any, make: Callable[[], _V]) -> _V:
        """``make()``, worked out once per read scope (``reading``) for ``key``: a read that
        depends on the state only (never on a guard of the caller's, a choice, a count of calls),
        asked for again with the state unchanged. Outside a read scope: ``make()`` each time."""
        reads = self._e._reads
        if reads is None:
            return make()
        if key in reads:
            return reads[key]  # type: ignore[no-any-return]
        got = reads[key] = make()
        return got

    def forget_reads(self) -> None:
        """Inside a read scope, the state was changed after all (a branch narrowing a value not
        given, ``values.branch_rule_process``): what ``read_once`` kept is dropped."""
        if self._e._reads is not None:
            self._e._reads.clear()

    @property
    def game(self) -> Game:
        return self._e.game

    @property
    def last(self) -> int:
        """Index of the latest trace step."""
        return len(self._e.trace) - 1

    @property
    def card_changes(self) -> int:
        """How many state changes the replay made so far (a card moved, turned, changed, an
        effect made): equal before and after an action, the action changed nothing — it was not
        carried out (1.3.2's 「単に行われません」 for each part of it)."""
        return self._e._changes

    def triggered_at(self, source: str, index: int | None, since: int = 0) -> list[int]:
        """The steps at or after ``since`` at which an automatic ability of card ``source``
        (its ``index`` among the card's abilities) triggered and became pending."""
        return [
            s.index
            for s in self._e.trace.steps[since:]
            if s.event == "pending"
            and s.data.get("source") == source
            and s.data.get("index") == index
        ]

    def not_triggered_at(self, source: str, index: int | None, since: int = 0) -> list[int]:
        """The steps at or after ``since`` at which an automatic ability of card ``source`` (its
        ``index``) met its trigger condition and did not trigger (``Triggered.blocked``): a
        non-trigger resting on a reading, which a later check of the same condition keeps."""
        return [
            s.index
            for s in self._e.trace.steps[since:]
            if s.event == "not_triggered"
            and s.data.get("source") == source
            and s.data.get("index") == index
        ]

    def rule_processes_due(self) -> list[tuple[str, Finding]]:
        """The check-type rule processes that would be carried out at a check timing now (vg
        9.11.10 「実行する必要があるルール処理」): those found whose finding was not already looked
        at and left as it was with the game unchanged since (``Engine._idle``). Reads only."""
        e = self._e
        mark = e._idle_mark()
        return [
            (rp.id, f)
            for rp, f in e._found(("check",))
            if not e._idle or e._idle.get(e._idle_key(rp, f)) != mark
        ]

    def resolved_refs(self, ability: str, source: str | None, index: Any) -> tuple[str, ...]:
        """What the earlier resolutions of one ability of ``source`` (``index``) changed in the
        replay so far (``Engine._capped_refs``): what a later trigger of it that is not played (a
        use limit reached, 12.2.1.2.2 / 11.9.4) would have changed again — its reason too."""
        return tuple(self._e._capped_refs(ability, source, index, len(self._e.trace)))

    def step_of(self, ref: str) -> int | None:
        """The step that last changed ``ref`` ("A.clock" or a card uid)."""
        return self._e.touch.get(ref)

    def action_refused(self, do: Do) -> Generator[Any, Any, int | None]:
        """Yield the action ``do`` and tell whether the rules refused it before anything of it
        changed a card (``Engine.refused``): the step refusing it, or None. An action refused so
        was not taken (1.3.2): a play timing that allows one action is not used up by it."""
        first, changes = len(self._e.trace), self._e._changes
        yield do
        return self._e.refused(first, changes)

    def refused(self, step: int) -> bool:
        """Whether ``step`` is an action refused, or the step refusing it: an action the rules
        do not allow is not done, so nothing happened in the game there (a moment 「…の直後」
        reaches over it)."""
        rejected = self._e.rejected
        return step in rejected or any(step in self._e.trace[r].caused_by for r in rejected)

    def provenance(self, refs: tuple[str, ...]) -> list[int | None]:
        return self._e.provenance(refs)

    def contributed(self, ref: str, toward: str) -> tuple[str, ...]:
        """Every step that brought the value a rule process checks toward what it found, not
        only the last one to touch it (a loss by an empty deck rests on each draw that emptied
        it; by HP 0, on each loss of HP; by six damage, on each damage that put a card there),
        since the state the replay started from, in order. A step whose effect was undone
        since did not bring the value there and is not among them:
        ``ref`` "P.zone" with ``toward`` "in": for each card in that player's zone now, the step
        that last put it there from another zone (a damage whose card was healed out since is
        not one); "out": for each card that was in it and is not now, the step that last took
        it out (a card taken out and put back is not one). A move within the zone is none.
        ``ref`` "var:KEY" with ``toward`` "down": the steps that lowered that number, each
        change the other way taking back the latest of them still standing (a heal undoes the
        latest damage, so a damage healed since is not one); "up" the same the other way.
        For a zone, too, a step that kept it so, not carrying out what would have moved a card
        the other way (its data ``KEPT`` has ``(ref, toward)``: a heal whose condition was not
        met, vg 11.10.2.6, kept the damage card in).
        With them, the step that last touched it if that step changed nothing of it (it read
        it: mc's finding that an advance succeeded there, 8.4.2; vs's rest of a draw not done
        on an empty deck, 1.3.2).
        Found, the steps are followed by ``"reads:" + ref``: what the finding reads, which no
        provenance follows (its last touch need not be among the steps) but a step saying the
        condition no longer holds touches (``Engine._not_held_now``). None found (the value was
        given so in the scenario): ``(ref,)``, the step that last touched it, as before."""
        if ref.startswith("var:"):
            sign = {"down": -1, "up": 1}[toward]
            standing: list[list[Any]] = []  # [step, how much of its change still stands]
            for s, before, after in self._e.var_log.get(ref[4:], []):
                b, a = _number(before), _number(after)
                if b is None or a is None:
                    continue
                d = sign * (a - b)
                if d > 0:
                    standing.append([s, d])
                while d < 0 and standing:  # taken back: the latest change toward it first
                    took = min(-d, standing[-1][1])
                    standing[-1][1] -= took
                    d += took
                    if standing[-1][1] <= 0:
                        standing.pop()
            steps = [s for s, left in standing if left > 0]
            changed = {s for s, _b, _a in self._e.var_log.get(ref[4:], [])}
        else:
            where = tuple(ref.split(".", 1))
            side = {"out": slice(1, 3), "in": slice(3, 5)}[toward]
            last: dict[str, int] = {}
            for s in self._e.touch_all.get(ref, []):
                for m in self.moves(s):
                    if m[side] == where and m[1:3] != m[3:5]:
                        last[m[0]] = s
            # "in": the card is there now; "out": it is not
            steps = sorted(
                {s for uid, s in last.items() if (self.where(uid) == where) == (toward == "in")}
            )
            # a step that did not carry out what would have moved the value the other way (a
            # heal whose condition was not met keeps the damage card there): ``KEPT``
            kept = [
                s
                for s in self._e.touch_all.get(ref, [])
                if (ref, toward) in {tuple(k) for k in self._e.trace[s].data.get(KEPT, ())}
            ]
            steps = sorted({*steps, *kept})
            changed = {
                s
                for s in self._e.touch_all.get(ref, [])
                if any(where in (m[1:3], m[3:5]) for m in self.moves(s))
            }
        # the step that last touched it without changing it read it (a rule's finding that an
        # advance succeeded there, that the rest of a draw was not done): a reason too
        read = self._e.touch.get(ref)
        if steps and read is not None and read not in changed:
            steps = sorted({*steps, read})
        if not steps:
            return (ref,)
        return (*(f"step:{s}" for s in dict.fromkeys(steps)), f"reads:{ref}")

    def step_kind(self, step: int) -> str:
        """The kind of trace step ``step`` (``Step.event``: action, move, check_timing …)."""
        return self._e.trace[step].event

    def causes(self, step: int) -> tuple[int, ...]:
        """The steps trace step ``step`` was caused by (``Step.caused_by``)."""
        return tuple(self._e.trace[step].caused_by)

    def moves(self, step: int) -> list[tuple[str, str, str, str, str]]:
        """(uid, from player, from zone, to player, to zone) for each card moved by a step."""
        return [tuple(m) for m in self._e.trace[step].data.get("moves", [])]  # type: ignore[misc]

    def moved_through(self, player: str, zone: str) -> bool:
        """Whether a step of the replay moved a card into or out of ``player``'s ``zone`` (a
        step that only touches it — a mark of what an action not carried out would have changed,
        ``Event.touches`` — changed nothing there)."""
        return any(
            (m[1] == player and m[2] == zone) or (m[3] == player and m[4] == zone)
            for step in self._e.touch_all.get(f"{player}.{zone}", ())
            for m in self.moves(step)
        )

    def moment(self, step: int) -> tuple[int, ...]:
        """The steps that happened at the same moment as ``step`` (``moves_together``), in
        order, its own included."""
        return tuple(self._e.batch_of.get(step, (step,)))

    def moves_together(self, step: int) -> list[tuple[str, str, str, str, str]]:
        """The moves of every step that happened at the same moment as ``step`` (check-type rule
        processes carried out together, ``simultaneous``), its own included."""
        return [m for s in self._e.batch_of.get(step, (step,)) for m in self.moves(s)]

    def events(self, since: int = 0) -> list[tuple[int, int, Event]]:
        """The events applied at step ``since`` or later, in order: (step, the state's sequence
        number after it — compare ``Card.placed`` — and the event)."""
        evs = self._e.events
        lo, hi = 0, len(evs)
        while lo < hi:
            mid = (lo + hi) // 2
            if evs[mid][0] < since:
                lo = mid + 1
            else:
                hi = mid
        return evs[lo:]

    def oriented_from(self, step: int) -> str | None:
        """The orientation a card had before an ``Orient`` event (the given step) turned it
        (「【スタンド】しているキャラが【レスト】した時」 asks what it was)."""
        return self._e.trace[step].data.get("was")

    def created(self, step: int) -> str | None:
        """The uid of the object a ``Create`` event (the given step) brought into the game."""
        return self._e.trace[step].data.get("uid")

    def assume(self, ja: str, en: str, clauses: tuple[str, ...] = (), key: str = "") -> None:
        """State an assumption the ruling rests on (a value the scenario left out, read one
        way): it is listed with the ruling's warnings, kind ``assumption``. For code that
        cannot yield a ``Warn`` (a rule process's ``find``)."""
        self._e.warn("assumption", ja, en, clauses, key=key)

    def principle(self, name: str) -> tuple[str, ...]:
        return tuple(self._e.game.principles.get(name, ()))

    def prohibited(self, by_rules: bool) -> tuple[str, ...]:
        """The principles a prohibition effect in force rests on when it stops an action: a
        prohibition beats an instruction (``prohibition``); and when the action stopped is one
        the rules themselves instruct (``by_rules``: a procedure's own step, 「ターンプレイヤーは
        …すべてのキャラをスタンド状態にします」, not an effect's instruction or a player's
        declaration), the card's text contradicts the rules and wins (``text_beats_rules``):
        the prohibition principle speaks of an action an effect instructs (ws / vg 1.3.3
        「あるカードの効果により…指示された場合」), so a rule overridden rests on the other."""
        out = self.principle("prohibition")
        return out + self.principle("text_beats_rules") if by_rules else out

    def declaration_prohibited(self) -> tuple[str, ...]:
        """The principles a prohibition in force rests on when it stops a player's own
        declaration (a scenario's action, not an instruction of an effect or of the rules): the
        game's ``prohibition_of_declaration`` where it names one (mc: the card's text beats the
        rule that lets the player declare it, 1.3.1), with the clause listing what may be
        declared in the phase the turn is at (``PhaseDef.play``: mc 7.4.4) — else the plain
        prohibition principle."""
        own = self.principle("prohibition_of_declaration")
        if not own:
            return self.prohibited(False)
        t = self._e.state.turn
        ph = next((p for p in self._e.game.phases if p.id == t.phase), None)
        play = ph.play if ph is not None and not t.step else ()
        return tuple(dict.fromkeys((*self.prohibited(False), *own, *play)))

    def turn_clauses(self, phase: str | None = None, step: str | None = None) -> tuple[str, ...]:
        """The clauses of the turn position an action is taken in, read from the state and the
        game's phase table (issue 14): the step's when the turn is at a step of its phase,
        else the phase's; () when the turn is at no phase the table lists. ``phase`` / ``step``
        name another position (a game whose state leaves the step unset where one is meant)."""
        t = self._e.state.turn
        ph_id, st_id = phase or t.phase, step if phase else (step or t.step)
        ph = next((p for p in self._e.game.phases if p.id == ph_id), None)
        if ph is None:
            return ()
        sd = next((s for s in ph.steps if s.id == st_id), None)
        return tuple(sd.clauses if sd is not None else ph.clauses)

    def replaceable(self, uid: str, verb: str) -> bool:
        """Whether a replacement effect in force (``op: replace``) names the action ``verb`` done
        to card ``uid`` — a step the rules make directly is then carried out as that action, so
        that the replacement can apply to it (ws 8.10.1, vs 8.10.1 …)."""
        return any(
            e.op == "replace" and e.stat == verb and e.target == uid for e in self.state.effects
        )

    def prohibition(self, target: str, verb: str) -> Effect | None:
        """The latest prohibition effect in force on ``target`` (a player, or a card's uid: the
        action done by it or to it) for the action ``verb``: one whose period starts later (a
        later turn, a later phase: ``turn_end.in_its_period``) is not in force before it."""
        from ruling.turn_end import in_its_period

        t = self._e.state.turn
        found = [
            e
            for e in self._e.state.effects
            if e.op == "prohibit"
            and e.stat == verb
            and e.target == target
            and in_its_period(e.until, t.player, t.number, t.phase)
        ]
        return found[-1] if found else None

    def prohibited_step(self, e: Effect) -> int | None:
        """The step that put the effect ``e`` in force (its setup note or the step making it)."""
        return self._e.touch.get(f"effect:{e.id}")

    def clauses_of(self, step: int) -> tuple[str, ...]:
        """The clauses a trace step cites."""
        return tuple(self._e.trace[step].clauses)

    def zone(self, player: str, zone: str) -> list[Card]:
        return self._e.state.zone(player, zone)

    def expect_allowed(self, step: int, want: bool, refused_by: int | None) -> None:
        """An ``allowed:`` assertion on a declaration made inside an action (a co defence,
        ``defender: {card, allowed}``): ``step`` is the declaration, ``refused_by`` the step
        that refused it (None: carried out)."""
        self._e.allowed.append((step, want, refused_by))

    def card(self, uid: str) -> Card | None:
        return self._e.state.card(uid)

    def where(self, uid: str) -> tuple[str, str] | None:
        w = self._e.state.find(uid)
        return (w[0], w[1]) if w else None

    def taken_from(self, *refs: str) -> tuple[int, ...]:
        """The steps that took cards out of each zone ref ("P.zone") and whose taking still
        stands (``contributed(ref, "out")``): why a requirement on the cards a zone holds —
        a cost paid from it, a count — is not met now (a cost that emptied the stock is why a
        later cost of stock cannot be paid, 1.3.2). () when none did (the zone was given so)."""
        out: list[int] = []
        for ref in refs:
            out += [int(r[5:]) for r in self.contributed(ref, "out") if r.startswith("step:")]
        return tuple(dict.fromkeys(out))

    def kept(self, *uids: str) -> tuple[str, ...]:
        """The refs a step that keeps cards as they are touches (``Event.touches``): a rule's
        or an action's change to them not made — a prohibition beats it (1.3.3), an ability
        keeps it, a player declines the procedure that would make it. Each card and the zone
        it is in: a ruling on what that zone holds, or on the card, rests on the step that
        kept it so, as on a step that changed it."""
        out: list[str] = []
        for uid in uids:
            out.append(uid)
            w = self.where(uid)
            if w is not None:
                out.append(f"{w[0]}.{w[1]}")
        return tuple(dict.fromkeys(out))

    def where_given(self, uid: str) -> tuple[str, str] | None:
        """Where the scenario placed the card before its actions (None: it was not there)."""
        start = self._e.initial
        w = start.find(uid) if start is not None else None
        return (w[0], w[1]) if w else None

    def stat(self, uid: str, name: str) -> int:
        return self._e.state.stat(uid, name)

    def last_known(self, uid: str, placed: int | None = None) -> LastKnown | None:
        """The last-known information of a card that has left the zone it was in: how it was
        there, as the game recorded it (``Game.last_known``) when it left. ``placed``: only for
        that stay in the zone (the ``Card.placed`` an ability saw when it triggered). None while
        the card is still in that zone, or when nothing was recorded."""
        lk = self._e.lki.get(uid)
        if lk is None or (placed is not None and lk.placed != placed):
            return None
        card = self._e.state.card(uid)
        if card is not None and card.placed == lk.placed:
            return None
        return lk

    def left_from(self, player: str, zone: str) -> list[LastKnown]:
        """The last-known information of every card whose stay in ``player``'s ``zone`` is over
        (recorded by the game's ``Game.last_known``; none in a game that records nothing)."""
        return [
            lk
            for lk in self._e.lki.values()
            if lk.player == player and lk.zone == zone and self.last_known(lk.uid) is not None
        ]

    def param(
        self, name: str, player: str, default: Any, clauses: tuple[str, ...]
    ) -> tuple[Any, tuple[str, ...], tuple[int, ...]]:
        """A rules parameter (hand limit …): an effect in force that sets it wins over the rule
        (card text beats rules). Returns (value, clauses that decided it, causing steps)."""
        overrides = [
            e
            for e in self.state.effects
            if e.op == "param" and e.stat == name and e.target == player
        ]
        if overrides:
            e = max(overrides, key=lambda e: e.id)
            cause = self._e.touch.get(f"effect:{e.id}")
            return (
                e.value,
                tuple(clauses) + self.principle("text_beats_rules") + e.clauses,
                (cause,) if cause is not None else (),
            )
        return default, tuple(clauses), ()

    def param_ended(self, name: str, player: str) -> int | None:
        """The step that last ended an effect setting the rules parameter ``name`` of
        ``player`` for a time (「ターン終了時まで、手札の上限は9枚になる」), or None: where the
        rule's own value is read after it, the value is back because that effect ended."""
        return self._e.touch.get(f"ended:{name}.param:{player}")

    def zone_name(self, zone: str, lang: str = "ja") -> str:
        z = self._e.game.zone(zone)
        if z is None:
            return zone
        return z.ja if lang == "ja" else z.en


class Engine:
    def __init__(
        self,
        game: Game,
        state: GameState,
        answers: list[Answer] | None = None,
        forced: list[str] | None = None,
    ) -> None:
        self.game = game
        self.state = state
        self.answers = list(answers or [])
        self.forced = list(forced or [])
        # past the forced keys, take the first option of every choice instead of asking (the
        # resolver's branch budget is spent: one replay completes a branch)
        self.take_first = False
        self.forced_used: list[tuple[Choose, str]] = []
        # the reading taken of each point the rules text does not settle (``Choose.reading``) in
        # this replay, by the point's question and readings: a point raised again takes it again
        self.readings_taken: dict[tuple[str, tuple[str, ...]], str] = {}
        # ``choices:`` entries naming no option of a one-result choice under a reading (taken
        # as meant for another reading; refused if no reading follows them)
        self.unfollowed: list[int] = []
        # answers a choice with one possible result left for a later choice (answer index ->
        # the refusal it gets if none takes it)
        self.left_for_later: dict[int, ScenarioAnswerError] = {}
        # of those, the answers a one-result choice left under a reading of a point the rules
        # text does not settle (a reading forced in this replay): the choice they answer may
        # offer them only under another reading — taken by no later choice, they are not
        # followed here (``unfollowed``), not a reason to drop the reading (``resolve.run_once``)
        self.left_by_reading: dict[int, str] = {}
        # answers naming an option a one-result choice had but could not offer now
        # (``Choose.unavailable``: a payment beyond the player's means), left for a later choice of
        # that kind where it may be taken (answer index -> (the choice, the option, why not, the
        # one result taken)); taken by none, they are this choice's: not followed, said
        # (``resolve.run_once``, 'answer_not_possible')
        self.unavailable_left: dict[int, tuple[Choose, Option, tuple[str, ...], Option]] = {}
        # the kinds of choice (``at:``) asked of each player in this replay, with their other
        # names (``Choose.also``): an unused ``choices:`` entry is reported with them
        self.asked: dict[str, list[str]] = {}
        # the players' decisions asked so far (``_choose``): none between two identical states of
        # a check timing that does not end means nobody can stop the loop (``_endless``)
        self.decisions = 0
        self.trace = Trace(procedure_table.TABLE.get(game.id))
        self.warnings: list[WarningItem] = []
        self.rejected: list[int] = []
        self.touch: dict[str, int] = {}
        self.touch_all: dict[str, list[int]] = {}
        # each change of a var (``SetVar``): key -> [(its step, the value before, after)]
        self.var_log: dict[str, list[tuple[int, Any, Any]]] = {}
        self.ctx = Ctx(self)
        self._frames: list[int | None] = [None]
        self._in_interrupt = False
        self._warned: set[tuple[str, str]] = set()
        self._held: dict[str, list[str]] = {}
        # the findings of a process held back (``RuleProcess.suspended_by``), and the processes
        # released with their condition no longer met, each recorded once (``_released_steps``)
        self._held_found: dict[str, list[Finding]] = {}
        self._released: list[tuple[RuleProcess, list[str], list[Finding]]] = []
        # watched check-type processes whose condition held after an event: id -> (step, finding)
        self._between: dict[str, tuple[int, Finding]] = {}
        self._after_choice: int | None = None  # a choice causes the event that follows it
        # the reading taken of an unsettled point a trigger rests on (``Triggered.reading``):
        # (game, point) -> whether it triggers under it — asked once, kept for the whole run
        self._trigger_readings: dict[tuple[str, str], bool] = {}
        # the effects a card had when it left a slot zone, in a game whose rules text does not
        # settle whether it is a new card (``at: new_object``): kept for the reading 「同じカード」
        self._left_effects: dict[str, list[tuple[Any, int]]] = {}
        self._waited: set[str] = set()  # ``alone`` rule processes that waited for another
        # rule processes carried out to no effect (a loss kept off by 「敗北しない」): the game's
        # state then, so the same one found again with nothing changed is not new (10.20.1.1 /
        # ws 9.3: the procedure repeats for processes the last round made due) — not carried out
        # again until something changes
        self._idle: dict[tuple[str, str], tuple[Any, ...]] = {}
        self._near_seen: set[tuple[Any, ...]] = set()  # ``_near``: the findings recorded
        # the steps where 「…は敗北しない」 kept a player in the game (``_cannot_lose``): reasons
        # of a ruling asked whether the game is over, when it goes on
        self.kept_in_game: list[int] = []
        self._blocked: set[str] = set()  # after_pending rule processes held back by a pending
        # … with what was found due when held back (``_waited_gone``: no longer due after it)
        self._blocked_found: dict[str, list[Finding]] = {}
        self._last_played: int | None = None  # the latest step that played a pending ability
        self.lki: dict[str, LastKnown] = {}  # uid -> how it was where it last left
        self.outcome_step: int | None = None
        # ``allowed:`` assertions: (action step, expected, refused-by step or None)
        self.allowed: list[tuple[int, bool, int | None]] = []
        # ``allowed:`` entries of ``choices:`` checked at their choice point:
        # (choices index, expected, offered, what was asked)
        self.offered: list[tuple[int, bool, bool, str]] = []
        self.root_steps: list[int] = []  # the step of each action of the scenario, in order
        # ``check`` actions nested in another action's list (a phase's actions, an attack's
        # timing): their problems, against ``initial`` (the state the actions started from)
        self.checks: list[str] = []
        # the steps a ``check`` action's state keys rest on at its moment (what it asks about,
        # as ``expect.state`` asks about the end: ``resolve._outcome`` adds them to the targets)
        self.check_targets: list[int] = []
        self.initial: GameState | None = None
        self._nested_checks = 1
        self._changes = 0  # state changes to cards so far (a refusal comes before any)
        # what ``Ctx.read_once`` worked out in the read scope open now (``Ctx.reading``), or None
        self._reads: dict[Any, Any] | None = None
        self._reject_at: dict[int, int] = {}  # rejected step -> ``_changes`` then
        self._proper_at: dict[int, int] = {}  # action step -> ``_changes`` at ActionProper
        self._defer = False  # inside ``simultaneous``: no check timing until all are done
        # events at one moment (check-type rule processes carried out together, 9.1.2.2.1 in ws;
        # ``simultaneous``): their steps, whose triggers are looked for once they all happened
        self._batch: list[tuple[Event, int]] | None = None
        # checks found not to apply to a card (a ``Mark`` touching its uid), with the frame
        # (the action, rule process or ability being carried out) they were made in: a change of
        # that card later in the same frame happened although the check was made, so the check is
        # among its causes (``_checked_causes``: a "no" on the way is a reason of the "yes")
        self._checked: dict[str, list[tuple[int, int | None]]] = {}
        # the sequence number of the moment a batch of events happens at (``_together``): the
        # cards its moves put somewhere are placed at that one moment (``Card.placed``)
        self._moment: int | None = None
        self.batch_of: dict[int, tuple[int, ...]] = {}
        # each event applied: (its step, the state's sequence number after it, the event)
        self.events: list[tuple[int, int, Event]] = []
        # replacement effects read for the action being run and left for the means they name
        # (``_by_means``)
        self._other_means: list[Effect] = []

    # ------------------------------------------------------------------ running

    def setup_step(self, ja: str, en: str, refs: tuple[str, ...] = ()) -> int:
        i = self.trace.add("setup", ja, en)
        for r in refs:
            self.touch[r] = i
        return i

    def run_action(self, verb: str, params: dict[str, Any], index: int | None = None) -> int | None:
        """Run one action of the scenario (a root of the causal DAG). Returns its step."""
        if self.state.result is not None:
            i = self.trace.add(
                "skipped",
                f"ゲームはすでに終了しているため、行動「{verb}」は行われません",
                f"the game is already over: action '{verb}' is not carried out",
                self.ctx.principle("win"),
            )
            return i
        frames = len(self._frames)
        try:
            step = self._drive(self._do(Do(verb, params), root=True))
            again = self.game.play_timing_again
            if again is not None and self.state.result is None:
                # the play timing is given again after a check timing (vg 11.6.2.2.1)
                clauses = again(self.ctx, verb, params)
                if clauses:
                    self._drive(self._check_timing(CheckTiming(clauses)))
            return step
        except _GameOver:
            return self.outcome_step
        except _TurnEnded:
            # the procedures the instruction cut short are dropped (their ``finally`` blocks
            # have run as they were closed); the frames are as before the action
            del self._frames[frames:]
            return self.root_steps[-1] if self.root_steps else None

    def run_procedure(self, gen: Generator[Any, Any, Any]) -> Any:
        """Run a procedure that is not an action of the scenario (a situation it starts in)."""
        frames = len(self._frames)
        try:
            return self._drive(gen)
        except (_GameOver, _TurnEnded):
            del self._frames[frames:]
            return None

    def add_pending(self, ability: str, t: Any, ja: str, en: str) -> int:
        """An automatic ability already pending when the scenario starts (``pending:``)."""
        p = Pending(self.state.next_seq(), ability, t.master, t.source, dict(t.data), None)
        self.state.pending.append(p)
        i = self.trace.add(
            "setup",
            ja,
            en,
            (),
            (),
            t.master,
            {"ability": ability, "source": t.source, "index": t.data.get("index")},
        )
        p.step = i
        if t.source:
            self.touch[t.source] = i
        return i

    def check_timing_now(self) -> None:
        if self.state.result is None:
            if (
                not self.game.abilities
                and self.game.value_readings is None
                and all(rp.kind != "check" for rp in self.game.rule_processes)
            ):
                return  # a game with no check timing: nothing could happen in one
            frames = len(self._frames)
            try:
                self._drive(self._check_timing(CheckTiming()))
            except (_GameOver, _TurnEnded):
                del self._frames[frames:]

    def _drive(self, gen: Generator[Any, Any, Any]) -> Any:
        send: Any = None
        while True:
            try:
                item = gen.send(send)
            except StopIteration as stop:
                return stop.value
            send = self._handle(item)

    def _handle(self, item: Any) -> Any:
        if isinstance(item, Move | MoveMany) and self.game.moving is not None:
            # a point the rules text leaves open about the move, asked before it (``Game.moving``)
            self._drive(self.game.moving(self.ctx, item))
        if isinstance(item, Event):
            return self._apply(item)
        if isinstance(item, Choose):
            return self._choose(item)
        if isinstance(item, Do):
            return self._drive(self._do(item))
        if isinstance(item, CheckTiming):
            return self._drive(self._check_timing(item))
        if isinstance(item, AtOnce):
            return self._drive(self._together(item.run))
        if isinstance(item, Reject):
            i = self.trace.add(
                "rejected",
                item.ja,
                item.en,
                item.clauses + (() if item.unsupported else self.ctx.principle("impossible")),
                (self._frame(), *item.caused_by),
            )
            if item.unsupported:
                self.warn(
                    "unsupported",
                    f"{item.ja} — 使われた能力を実行できないため、結論がこの能力に左右される可能性があります",
                    f"{item.en} — an ability played that the engine cannot run: the outcome may depend on it",
                    may_decide=True,
                )
            for t in item.touches:
                self.touch[t] = i
                self.touch_all.setdefault(t, []).append(i)
            self._rejected(i)
            return i
        if isinstance(item, Warn):
            self.warn(item.kind, item.ja, item.en, item.clauses, key=item.key)
            return None
        if isinstance(item, TurnEnds):
            self.trace.add(
                "turn_ends", item.ja, item.en, item.clauses, (self._frame(), *item.caused_by)
            )
            raise _TurnEnded()
        if isinstance(item, ActionProper):
            frame = self._frame()
            if frame is not None:
                self._proper_at[frame] = self._changes
            return None
        raise TypeError(f"a procedure yielded {item!r}")

    def _frame(self) -> int | None:
        return self._frames[-1]

    def _pop_frame(self, step: int | None) -> None:
        """The frame of ``step`` ends. A procedure cut short by ``TurnEnds`` has had its frames
        dropped already (``run_action``): its ``finally`` pops nothing then."""
        if self._frames and self._frames[-1] == step and len(self._frames) > 1:
            self._frames.pop()

    def _rejected(self, step: int) -> None:
        self.rejected.append(step)
        self._reject_at[step] = self._changes

    def refused(self, step: int, changes: int | None = None) -> int | None:
        """The rejected step that refused the action of ``step`` (the action itself, or an
        action it called for, was not done, before anything of it changed a card), or None.
        Changes made before the action proper began (``ActionProper``) do not count."""
        if changes is not None:
            changes = self._proper_at.get(step, changes)
        for r in self.rejected:
            if r <= step or (changes is not None and self._reject_at.get(r) != changes):
                continue
            seen: set[int] = set()
            todo = list(self.trace[r].caused_by)
            while todo:
                i = todo.pop()
                if i == step:
                    return r
                if i in seen or i < step:
                    continue
                seen.add(i)
                if self.trace[i].event in ("action", "replaced", "rule"):
                    todo.extend(self.trace[i].caused_by)
        return None

    def warn(
        self,
        kind: str,
        ja: str,
        en: str,
        clauses: tuple[str, ...] = (),
        may_decide: bool | None = None,
        key: str = "",
    ) -> None:
        seen = (kind, ja)
        if seen in self._warned:
            return
        self._warned.add(seen)
        if kind == "unsupported" and may_decide is None:
            # text the engine did not run where it was to act (an effect resolved, an ability
            # triggered or played): the outcome may rest on it
            may_decide = True
        self.warnings.append(
            WarningItem(kind, ja, en, tuple(clauses), len(self.trace) - 1, may_decide, key)
        )

    def _typed(
        self, key: str, values: Mapping[str, Any], player: str | None
    ) -> list[tuple[str, str, str]]:
        """The typed events the game declares for ``key`` (``ruling.events``)."""
        if key not in self.game.typed_events:
            return []
        return events.from_table(
            self.game.typed_events,
            key,
            values,
            player or self.state.turn.player,
            lambda ref: [c.uid for c in self._cards_of({"card": ref})],
            self.state.players,
        )

    def _untyped(self, step: int) -> None:
        """An action that was not done at all: it stands for no event."""
        s = self.trace.steps[step]
        if s.events:
            self.trace.steps[step] = replace(s, events=())

    # ------------------------------------------------------------------ actions

    def _do(self, req: Do, root: bool = False) -> Generator[Any, Any, Any]:
        if req.verb == "check":  # an assertion at this moment: it does nothing to the game
            from ruling import assertions

            self.checks += assertions.state_problems(
                self.ctx,
                self.initial or self.state,
                req.params.get("state") or {},
                f"nested check {self._nested_checks} (in an action's list):",
            )
            self._nested_checks += 1
            self.check_targets += self.asked_at_check(req.params.get("state") or {})
            return None
        if req.verb in SHARED_VERBS:
            return (yield from self._shared(req, root))
        adef: ActionDef | None = self.game.actions.get(req.verb)
        if adef is None:
            raise KeyError(req.verb)
        params = dict(req.params)
        expect = params.pop("allowed", None)
        changes = self._changes
        first = len(self.trace)
        asserted = len(self.allowed)
        result = yield from self._do_action(req, params, adef, root)
        step = first  # the action's own step is the first it adds
        if root:
            self.root_steps.append(step)
        refused = self.refused(step, changes)
        if expect is not None:
            self.allowed.append((step, bool(expect), refused))
        if refused is not None and len(self.allowed) == asserted + (expect is not None):
            # the action was refused and none of the actions listed in it (an attack's
            # ``counter:``, a phase's ``actions``) came to be done: an ``allowed:`` on one of
            # them is read against that refusal (``allowed: true`` fails, never passes unread)
            for want in _nested_allowed(params):
                self.allowed.append((refused, want, refused))
        return result

    def asked_at_check(self, state: Iterable[str]) -> list[int]:
        """The steps the keys asked about (a ``check`` action's ``state``; at the end, what
        ``resolve._outcome`` reads) rest on at this moment: every change so far to what they
        name, and for a value read with the continuous effects in force the clauses that apply
        them."""
        from ruling import assertions

        state = list(state)
        initial = self.initial or self.state
        out = [
            t
            for key in state
            for ref in assertions.touch_refs(self.ctx, initial, key)
            for t in self.touch_all.get(ref, [])
        ]
        for key in state:
            cited = assertions.value_clauses(self.ctx, initial, key)
            if cited:
                read_from = self.ctx.provenance(assertions.value_watch(self.ctx, initial, key))
                out.append(
                    self.trace.add(
                        "value",
                        f"{key}: 継続効果を適用して求める",
                        f"{key}: read with the continuous effects applied",
                        cited,
                        [s for s in read_from if s is not None],
                    )
                )
        return out

    def _shared(self, req: Do, root: bool) -> Generator[Any, Any, Any]:
        """The actions every game has (``SHARED_VERBS``): events at one moment, a bare text."""
        params = dict(req.params)
        expect = params.pop("allowed", None)
        changes = self._changes
        player = params.get("player")
        parent = () if root else (self._frame(),)
        if req.verb == "simultaneous":
            ja, en = "同時に起こる事象", "events at the same moment"
        else:
            if self.game.resolve_text is None:
                raise Unsupported("resolve_text")
            who = player or self.state.turn.player
            params["player"] = who
            ja = f"{who} が効果「{params.get('text', '')}」を解決する"
            en = f"{who} resolves the effect 「{params.get('text', '')}」"
        step = self.trace.add(
            "action",
            ja,
            en,
            req.clauses,
            (*parent, *req.caused_by),
            player,
            {"verb": req.verb, "params": _plain(params)},
        )
        if root:
            self.root_steps.append(step)
        self._frames.append(step)
        try:
            if req.verb == "simultaneous":
                yield from self._simultaneous(params.get("actions") or [], step)
            else:
                yield from self.game.resolve_text(self.ctx, params)  # type: ignore[misc]
        finally:
            self._pop_frame(step)
        if expect is not None:
            self.allowed.append((step, bool(expect), self.refused(step, changes)))
        return None

    def _simultaneous(self, actions: list[Any], step: int) -> Generator[Any, Any, Any]:
        """Several events at one moment: each is carried out with no rule process and no check
        timing in between; then the interrupt processes they made due, then one check timing
        (what they triggered is then played by the game's order rules)."""
        was = (self._defer, self._in_interrupt)
        self._defer, self._in_interrupt = True, True

        def each() -> Generator[Any, Any, Any]:
            for sub in actions:
                sub = dict(sub)
                verb = str(sub.pop("do"))
                yield from self._do(Do(verb, sub, caused_by=(step,)))

        try:
            yield from self._together(each())
        finally:
            self._defer, self._in_interrupt = was
        self._interrupts()
        if not self._defer:
            yield CheckTiming()

    def _do_action(
        self, req: Do, params: dict[str, Any], adef: ActionDef, root: bool
    ) -> Generator[Any, Any, Any]:
        player = params.get("player")
        if adef.describe is not None:
            ja, en = adef.describe(self.ctx, params)
        else:
            ja, en = f"{player or ''} {adef.ja}".strip(), f"{player or ''} {adef.en}".strip()
        parent = () if root else (self._frame(),)
        step = self.trace.add(
            "action",
            ja,
            en,
            req.clauses + adef.clauses,
            (*parent, *req.caused_by),
            player,
            {"verb": req.verb, "params": _plain(params)},
            events=self._typed(f"action:{req.verb}", params, player),
        )
        # prohibition beats instruction
        # on the player doing it, or on a card it names (done by it or to it); a doer left out
        # is the turn player, every game's documented default of ``player`` (P_PLAYER) — a
        # prohibition on that player stops it as it stops the same action with the name given
        doer = player
        if doer is None and any(x.name == "player" and x.type == "player" for x in adef.params):
            doer = self.state.turn.player
        on = {
            *(() if adef.reads_prohibitions else (doer,)),
            *(c.uid for c in self._cards_of(params, ("units",))),
        }
        # an action the rules say is also another (``ActionDef.counts_as``) is stopped by a
        # prohibition of that other as well, with the clause that makes it one
        also = (
            dict(adef.counts_as) if adef.counts_as_if is None or adef.counts_as_if(params) else {}
        )
        # the effects in the state, and the prohibitions of continuous abilities in force
        # (``Game.prohibitions``): 「【永】 相手はカードを引けない」 stops the draw as a one-shot's does
        in_force = self.game.prohibitions(self.ctx) if self.game.prohibitions is not None else []
        banned = [
            e
            for e in (*self.state.effects, *in_force)
            if e.op == "prohibit"
            and (e.stat == req.verb or e.stat in also)
            and e.target in on
            and self._covered(e, params)
        ]
        if not banned and adef.counts_as and also == {}:
            # a prohibition of the other act this action is only sometimes (vg 7.6.4.1: the
            # draw phase's draw is no draw by a card's ability): read, and found not to stop it —
            # a reason of the ruling, with the clause that tells the two apart
            other = dict(adef.counts_as)
            spared = [
                e
                for e in (*self.state.effects, *in_force)
                if e.op == "prohibit" and e.stat in other and e.target in on
            ]
            if spared:
                e = spared[-1]
                # the action goes on from this reason: what it does rests on it
                step = self.trace.add(
                    "rule",
                    f"「{adef.ja}」のこの行為は {e.stat} にあたらないため、その禁止（{e.source}）は"
                    "これを止めない",
                    f"this '{adef.en}' is no {e.stat}: its prohibition ({e.source}) does not stop it",
                    other[e.stat],
                    (step, self.touch.get(f"effect:{e.id}")),
                    player,
                )
        # a prohibition on the doer that the game's own procedure reads (``Game.prohibitions_read``:
        # vs's draw), for the order against a replacement below
        read_by_game = (
            self.game.prohibitions_read(self.ctx) if self.game.prohibitions_read is not None else []
        )
        own_ban = [
            e
            for e in read_by_game
            if e.op == "prohibit" and e.stat == req.verb and doer is not None and e.target == doer
        ]
        # a replacement effect names the action prohibited: whether it still applies is a point
        # the game's audit may record (``unsettled.prohibited_replaced``): under the reading
        # ``replacement`` it applies; under the other the prohibition is read first
        kept_off = False
        if (banned or own_ban) and not adef.unaffected and self._replacements(req, params)[0]:
            applies = yield from unsettled.prohibited_replaced(
                self.game.id, doer or self.state.turn.player
            )
            if applies:
                replacing = self._replacements(req, params)[0]
                return (yield from self._replace(req, params, replacing, step, player, adef))
            kept_off = applies is False
        if banned:
            e = banned[-1]
            on_card = self.state.card(e.target) if e.target != doer else None
            who = on_card.label if on_card is not None else doer
            f = e.value if isinstance(e.value, CardFilter) else None
            i = self.trace.add(
                "rejected",
                f"{who} は「{adef.ja}」を禁止されているため行いません（{e.source}）"
                + (f"（この行動は {e.stat} にあたる）" if e.stat in also else "")
                + (f"（禁止されるカード: {f.ja}）" if f is not None else ""),
                f"{who} is prohibited from '{adef.en}', so it is not done ({e.source})"
                + (f" (this action is a {e.stat})" if e.stat in also else "")
                + (f" (the cards prohibited: {f.en})" if f is not None else ""),
                (
                    self.ctx.declaration_prohibited()
                    if (root or req.declared) and not req.by_rules
                    else self.ctx.prohibited(req.by_rules)
                )
                + also.get(e.stat, ())
                + adef.prohibited_by
                + e.clauses,
                (step, self.touch.get(f"effect:{e.id}")),
                player,
            )
            self._untyped(step)
            self._rejected(i)
            return None
        if (
            adef.amount is not None
            and params.get(adef.amount) is not None
            and int(params[adef.amount]) <= 0
        ):
            i = self.trace.add(
                "rejected",
                f"回数・枚数が{params[adef.amount]}のため、この行動はまったく行われません",
                f"the count is {params[adef.amount]}, so the action is not done at all",
                self.ctx.principle("non_positive_count"),
                (step,),
                player,
            )
            self._untyped(step)
            self._rejected(i)
            return None
        replacing, spent = (
            self._replacements(req, params) if not adef.unaffected and not kept_off else ([], [])
        )
        if replacing and req.replacing:
            replacing = yield from self._replacing_event_replaced(req, replacing, step, player)
        if replacing:
            return (yield from self._replace(req, params, replacing, step, player, adef))
        frame = step
        for e in self._other_means if not replacing else []:
            value = e.value if isinstance(e.value, Mapping) else {}
            frame = self.trace.add(
                "rule",
                f"置換効果（{e.source or e.stat}）はこの事象の手段（{'・'.join(value.get('means', ()))}）"
                "以外には適用されないため、適用されない",
                f"replacement effect ({e.source or e.stat}) applies only to an event made by "
                f"{' or '.join(value.get('means', ()))}: not to this one",
                tuple(value.get("means_clauses", ())) or e.clauses,
                (frame, self.touch.get(f"effect:{e.id}")),
                player,
            )
        self._other_means = []
        for e in spent:  # the action happens as it is: this rule decided it
            if isinstance(e.value, Mapping) and "choice" in e.value:
                continue  # an optional one not applied (declined or impossible), not spent
            frame = self.trace.add(
                "rule",
                f"置換効果（{e.source or e.stat}）はこの事象にすでに適用されているため、再び適用されない",
                f"replacement effect ({e.source or e.stat}) was already applied to this event: "
                "it does not apply again",
                self.ctx.principle("replacement_once"),
                (frame, self.touch.get(f"effect:{e.id}")),
                player,
            )
        self._frames.append(frame)
        try:
            # a choice written another natural way (``until: turn_end``) read as the choice
            result = yield from adef.run(self.ctx, with_aliases(adef.params, params))
        finally:
            self._pop_frame(frame)
        return result

    def _unaffected(
        self,
        req: Do,
        params: dict[str, Any],
        adef: ActionDef,
        banned: list[Effect],
        step: int,
        player: str | None,
    ) -> int:
        """An action no card affects (``ActionDef.unaffected``): the prohibitions and replacement
        effects that name it do not apply; the rule that says so is a step of its own. Returns
        the step the action goes on from."""
        replacing, spent = self._replacements(req, params)
        effects = [*banned, *replacing, *spent]
        if not effects:
            return step
        names = "、".join(e.source or e.stat for e in effects)
        return self.trace.add(
            "rule",
            f"「{adef.ja}」はいかなるカードの影響も受けないため、{names} は適用されない",
            f"'{adef.en}' is not affected by any card: {names} does not apply",
            adef.unaffected,
            (step, *(self.touch.get(f"effect:{e.id}") for e in effects)),
            player,
        )

    def _covered(self, e: Effect, params: dict[str, Any]) -> bool:
        """Does the prohibition ``e`` cover this instance of its action? One with a
        ``CardFilter`` (「相手はグレード３のカードをコールできない」) covers it when a card the
        action names is one it describes (a card not named, not covered); any other, always."""
        f = e.value
        if not isinstance(f, CardFilter):
            return True
        return any(f.test(self.ctx, c) for c in self._cards_of(params))

    def _cards_of(self, params: dict[str, Any], more: tuple[str, ...] = ()) -> list[Card]:
        """The cards an action's parameters name (``card`` / ``cards`` and the list parameters
        ``more``: a uid, a slot such as ``B.left_front``, or a card name)."""
        refs = [params.get("card"), *(params.get("cards") or ())]
        refs += [r for k in more for r in (params.get(k) or ())]
        out: list[Card] = []
        for ref in refs:
            if ref is None:
                continue
            ref = str(ref)
            card = self.state.card(ref)
            if card is None:
                pl, _, rest = ref.partition(".")
                players = [pl] if rest and pl in self.state.players else list(self.state.players)
                name = rest if rest and pl in self.state.players else ref
                slot = self.game.zone_ref(name)
                for p in players:
                    zones = self.state.players[p].zones
                    if slot is not None and slot != name and zones.get(slot):
                        card = zones[slot][0]
                        break
                    card = next(
                        (c for z in zones.values() for c in stated_cards(z) if c.name == name),
                        None,
                    )
                    if card is not None:
                        break
            if card is not None:
                out.append(card)
        return out

    def _effect_card_names(self, e: Effect) -> tuple[str, ...]:
        """The names a ``choices:`` entry may give a replacement effect by beside its source and
        id: the uid and name of the card whose ability makes it (card text), and the replacing
        action as printed — 「[行動A]する際、かわりに[行動B]する」 (ws 8.2.1.3.1, vg 11.3.1.3.1 …)
        is named by 「かわりに[行動B]する」 or 「[行動B]する」 (an answer ``かわりに手札に戻す``)."""
        c = self.state.card(e.card) if e.card else None
        names = (c.uid, c.name) if c is not None and c.name else ()
        return names + printed_text_names(e.source) + replacing_action_names(e.source)

    def _effect_options(self, found: list[Effect]) -> tuple[Option, ...]:
        """The replacement effects as options (a name two of them share — two abilities of one
        card, its name — is taken for the first, said: ``answer_names_several``)."""
        return tuple(
            Option(
                str(x.id),
                x.source or str(x.value),
                x.source or str(x.value),
                x.id,
                aliases=self._effect_card_names(x),
            )
            for x in found
        )

    def _replacing_event_replaced(
        self, req: Do, found: list[Effect], step: int, player: str | None
    ) -> Generator[Any, Any, list[Effect]]:
        """A replacement effect that would apply to the event another one put in place (8.10.1):
        in a game whose audit raises it (``at: replacing_event``: is what happens instead an
        event a replacement applies to, or did only the replaced one 'happen', 8.10.1.1?) both
        readings run, the engine's own (it applies, each effect once, 8.10.2.3) first. Returns
        the effects still to apply."""
        from ruling import unsettled

        e = unsettled.at(self.game.id, "replacing_event")
        if e is None:
            return found
        again = yield unsettled.choose(
            player or self.state.turn.player,
            self.game.id,
            e.id,
            {r.key: i == 0 for i, r in enumerate(e.readings)},
        )
        if again:
            return found
        self.trace.add(
            "rule",
            f"置換効果（{found[0].source or found[0].stat}）は、別の置換効果により置き換えられた事象には"
            "適用されない",
            f"replacement effect ({found[0].source or found[0].stat}) does not apply to the event "
            "another replacement put in place",
            tuple(e.clauses),
            (step, *(self.touch.get(f"effect:{x.id}") for x in found)),
            player,
        )
        return []

    def _replacements(self, req: Do, params: dict[str, Any]) -> tuple[list[Effect], list[Effect]]:
        """Replacement effects (op ``replace``: the action ``stat`` done by player ``target``,
        or to card ``target``, is replaced by the action ``value``) that apply to this action:
        those not applied to this event yet, and those already applied to it."""
        self._other_means = []
        found = [e for e in self.state.effects if e.op == "replace" and e.stat == req.verb]
        if self.game.replacements is not None:
            found += [e for e in self.game.replacements(self.ctx) if e.stat == req.verb]
        if not found:
            return [], []
        cards = {c.uid for c in self._cards_of(params)}
        found = [
            e
            for e in found
            if (e.target == params.get("player") or e.target in cards) and self._made_by(e, params)
        ]
        # one naming other means than this event's: read, and not applied (its clause decides
        # that the event happens as it is)
        self._other_means = [e for e in found if not self._by_means(e, req, params)]
        found = [e for e in found if e not in self._other_means]
        return (
            [e for e in found if e.id not in req.replaced],
            [e for e in found if e.id in req.replaced],
        )

    def _by_means(self, e: Effect, req: Do, params: Mapping[str, Any]) -> bool:
        """A replacement naming the means of its event (``value["means"]``: VG 17.17.9.1 「コスト
        ではない、バトルの結果や効果により…移動する際」 — ``effect`` / ``battle``) applies only to an
        event the game says one of them makes (``Game.action_means``)."""
        means = e.value.get("means") if isinstance(e.value, Mapping) else None
        if means is None or self.game.action_means is None:
            return True
        return bool(set(means) & set(self.game.action_means(self.ctx, params, req.clauses)))

    @staticmethod
    def _made_by(e: Effect, params: Mapping[str, Any]) -> bool:
        """A replacement naming the means of its event (``value["only_by"]``: 「相手のカードの効果で
        …する際」 — the player whose card's effect it is, ``*`` any card's) applies only to the
        event an effect of such a card makes (the action's ``by`` / ``by_master``); the rules'
        own act (a battle's retirement) is not one."""
        want = e.value.get("only_by") if isinstance(e.value, Mapping) else None
        if want is None:
            return True
        if e.value.get("any_effect") and params.get("by_master") is not None:
            # 「相手の効果で…する時」: an effect whose master is that player, of a card or not
            return want == "*" or params.get("by_master") == want
        if params.get("by") is None:
            return False
        return want == "*" or params.get("by_master") == want

    def _replace(
        self,
        req: Do,
        params: dict[str, Any],
        found: list[Effect],
        step: int,
        player: str | None,
        adef: ActionDef,
    ) -> Generator[Any, Any, Any]:
        """The action does not happen at all; the replacing one happens instead. With several
        replacement effects the affected player (the master of the card it is done to, else the
        player doing it) picks the one applied first; each applies to the event at most once."""
        e = found[0]
        # the step of a reading the order rests on (who picks, below): a cause of the replacement
        read: int | None = None
        picked: int | None = None
        if len(found) > 1:
            cards = self._cards_of(params)
            chooser = cards[0].owner if cards else (player or self.state.turn.player)
            # 「その行動を実行するプレイヤー、またはその行動が適用されるカードのマスター」: the
            # rules of several games name both; when they are different players, which one
            # picks is a reading the game's audit records (``at: replacement_chooser``): both
            # are run, the card's master first
            if cards:
                # the player doing the action: its performer, or the master of the effect that
                # does it (``by_master``: a card an effect puts in a zone, vs 8.10.2.2)
                doer = player or params.get("by_master")
                chooser, asked = yield from unsettled.replacement_chooser(
                    self.game.id, chooser, doer
                )
                if asked:
                    read = len(self.trace) - 1
            pick = yield Choose(
                chooser,
                "replacement",
                "先に適用する置換効果",
                "the replacement effect to apply first",
                self._effect_options(found),
                # a game may name the clause for the event of one verb (vs 8.10.2.1: an event
                # on a card, not an action, is decided by the card's master); the others are
                # then read on the event as it now is, each at most once (``replacement_once``:
                # mc 10.8.4.3, ws / vs 8.10.2.3, vg 11.12.2.3) — the procedure of this choice
                tuple(
                    dict.fromkeys(
                        (
                            *(
                                self.ctx.principle(f"replacement_order:{req.verb}")
                                or self.ctx.principle("replacement_order")
                            ),
                            *self.ctx.principle("replacement_once"),
                        )
                    )
                ),
            )
            e = next(x for x in found if x.id == pick)
            # which one applies rests on that choice (8.10.2 and its kin): a cause of the
            # replacement, so a ruling asking about what it changed cites it
            last = len(self.trace) - 1
            if last >= 0 and self.trace[last].event == "choice":
                picked = last
        # the replacing action: a verb with the same parameters, or {"do": verb, **parameters}
        # that change some of them (「かわりにソウルに置く」: a move with a destination); with
        # "choice": {"do": verb, …} the replacement is optional — 「かわりに[選択]してよい。
        # そうしたら、[行動B]する」: the affected player may make the choice; made, B replaces
        # the event; declined or impossible, the event happens as it is
        value = e.value if isinstance(e.value, Mapping) else {"do": e.value}
        # {"do": None, "choice": …}: 「かわりに[選択]してよい」 with nothing after it — the choice
        # made is all that happens instead
        verb = None if value.get("do") is None else str(value["do"])
        more = {
            k: v
            for k, v in value.items()
            if k not in ("do", "choice", "only_by", "any_effect", "means", "means_clauses")
        }
        if "choice" in value:
            made, why = yield from self._replacement_choice(
                e, value["choice"], params, step, player
            )
            if not made:  # not applied: the event itself, this effect spent on it
                return (
                    yield from self._do(
                        Do(
                            req.verb,
                            params,
                            caused_by=(*req.caused_by, *why),
                            clauses=req.clauses,
                            replaced=(*req.replaced, e.id),
                        )
                    )
                )
        if verb is None:
            i = self.trace.add(
                "replaced",
                f"置換効果（{e.source or e.stat}）: 「{adef.ja}」は行われず、かわりに選択が実行された",
                f"replacement effect ({e.source or e.stat}): '{adef.en}' does not happen; the "
                "choice was made instead",
                self.ctx.principle("replacement")
                + self.ctx.principle(f"replacement:{req.verb}")
                + self._over_rules(req)
                + e.clauses,
                (step, self.touch.get(f"effect:{e.id}"), read, picked),
                player,
            )
            # nothing happens to the cards instead (VG 17.17.9.1 「移動する代わりに移動しない」):
            # this step is why they are where they are
            for c in self._cards_of(params):
                w = self.ctx.where(c.uid)
                for ref in (c.uid, *((f"{w[0]}.{w[1]}",) if w else ())):
                    self.touch[ref] = i
                    self.touch_all.setdefault(ref, []).append(i)
            if self.game.replaced_action is not None:
                yield from self.game.replaced_action(self.ctx, req.verb, params)
            return None
        new_def = self.game.actions.get(verb)
        if new_def is None:
            raise KeyError(verb)
        # where the cards would have gone (``ActionDef.puts_in``): a count condition on that zone
        # the replacement kept from being met (``ruling.notmet``)
        instead = (
            {INSTEAD_OF: [[c.uid, c.owner, adef.puts_in] for c in self._cards_of(params)]}
            if adef.puts_in
            else None
        )
        i = self.trace.add(
            "replaced",
            f"置換効果（{e.source or e.stat}）: 「{adef.ja}」は行われず、かわりに「{new_def.ja}」を行う",
            f"replacement effect ({e.source or e.stat}): '{adef.en}' does not happen; "
            f"'{new_def.en}' happens instead",
            # the game's clauses for replacing any action, then for replacing this verb
            self.ctx.principle("replacement")
            + self.ctx.principle(f"replacement:{req.verb}")
            + self._over_rules(req)
            + e.clauses,
            (step, self.touch.get(f"effect:{e.id}"), read, picked),
            player,
            instead,
        )
        if self.game.replaced_action is not None:
            yield from self.game.replaced_action(self.ctx, req.verb, params)
        return (
            yield from self._do(
                Do(
                    verb,
                    {**params, **more},
                    caused_by=(*req.caused_by, i),
                    clauses=req.clauses,
                    replaced=(*req.replaced, e.id),
                    replacing=True,
                )
            )
        )

    def _replacement_choice(
        self,
        e: Effect,
        choice: Mapping[str, Any],
        params: dict[str, Any],
        step: int,
        player: str | None,
    ) -> Generator[Any, Any, tuple[bool, tuple[int, ...]]]:
        cards = self._cards_of(params)
        chooser = cards[0].owner if cards else (player or self.state.turn.player)
        yes = yield from choose_yes_no(
            chooser,
            "replacement_optional",
            f"置換効果を適用するか（{e.source or e.stat}）",
            f"apply the replacement effect? ({e.source or e.stat})",
            ("する", "yes"),
            ("しない", "no"),
            self.ctx.principle("replacement_order"),
            also=("optional",),  # a 「…してよい」 like any other may (docs/scenarios.md)
        )
        if not yes:
            return False, ()
        before = len(self.rejected)
        cparams = {"player": chooser, **{k: v for k, v in choice.items() if k != "do"}}
        yield from self._do(Do(str(choice["do"]), cparams, caused_by=(step,)))
        if len(self.rejected) > before:
            i = self.trace.add(
                "rule",
                f"置換効果（{e.source or e.stat}）の選択を実行できないため、この置換効果は適用されない",
                f"the choice of the replacement effect ({e.source or e.stat}) cannot be carried "
                "out: it does not apply",
                self.ctx.principle("replacement_choice"),
                (step, self.rejected[-1]),
                chooser,
            )
            return False, (i,)
        return True, ()

    # ------------------------------------------------------------------ events

    def _apply(self, ev: Event) -> int:
        if isinstance(ev, Lose):
            ev, kept = self._cannot_lose(ev)
            if kept is not None:
                return kept
        st = self.state
        causes: list[int | None] = [self._frame(), *ev.caused_by, self._after_choice]
        self._after_choice = None
        causes += self.provenance(ev.watch)
        clauses = list(ev.clauses)
        touched: list[str] = []
        moves: list[tuple[str, str, str, str, str]] = []
        created: str | None = None
        was: str | None = None  # an ``Orient``: the orientation the card had before it
        var_was: tuple[str, Any, Any] | None = None  # a ``SetVar``: (key, before, after)
        left: list[tuple[Card, str, str, Mapping[str, Any]]] = []
        ja, en = ev.ja, ev.en
        kind = type(ev).__name__.lower()
        if isinstance(ev, Move):
            where = st.find(ev.uid)
            if where is None:
                raise RuntimeError(f"card {ev.uid} is nowhere")
            pid, zfrom, idx = where
            left += self._last_known(st.players[pid].zones[zfrom][idx], pid, zfrom, ev.zone)
            card = st.players[pid].zones[zfrom].pop(idx)
            clauses += self._leave(card, zfrom, ev.zone, ev.new_card, ev.keeps)
            moves.append((ev.uid, pid, zfrom, ev.player, ev.zone))
            if ev.orientation is not None:
                card.orientation = ev.orientation
            if ev.face_up is not None:
                card.face_up = ev.face_up
            card.placed = self._placed_now(card.placed)
            dest = st.zone(ev.player, ev.zone)
            at = ev.at if ev.at is not None else (0 if ev.pos == "top" else len(dest))
            dest.insert(min(max(at, 0), len(dest)), card)
            self._new_object_unsettled(card, ev.zone)
            touched += [f"{pid}.{zfrom}", f"{ev.player}.{ev.zone}", ev.uid]
            if not ja:
                ja = f"{card.label}: {pid}の{self.ctx.zone_name(zfrom)} → {ev.player}の{self.ctx.zone_name(ev.zone)}"
                en = f"{card.label}: {pid}'s {self.ctx.zone_name(zfrom, 'en')} -> {ev.player}'s {self.ctx.zone_name(ev.zone, 'en')}"
        elif isinstance(ev, MoveMany):
            moved: list[Card] = []
            for uid in ev.uids:  # every card as it was before any of them moves
                w = st.find(uid)
                if w is not None:
                    left += self._last_known(
                        st.players[w[0]].zones[w[1]][w[2]], w[0], w[1], ev.zone
                    )
            for uid in ev.uids:
                where = st.find(uid)
                if where is None:
                    raise RuntimeError(f"card {uid} is nowhere")
                pid, zfrom, idx = where
                card = st.players[pid].zones[zfrom].pop(idx)
                clauses += self._leave(card, zfrom, ev.zone)
                moves.append((uid, pid, zfrom, ev.player, ev.zone))
                if ev.face_up is not None:
                    card.face_up = ev.face_up
                touched += [f"{pid}.{zfrom}", uid]
                moved.append(card)
            seq = self._placed_now(None)
            for c in moved:
                c.placed = seq
            dest = st.zone(ev.player, ev.zone)
            if ev.pos == "top":
                dest[0:0] = moved
            else:
                dest.extend(moved)
            touched.append(f"{ev.player}.{ev.zone}")
            if not ja:
                names = "、".join(c.label for c in moved)
                ja = f"{names} を{ev.player}の{self.ctx.zone_name(ev.zone)}へ同時に移動"
                en = f"{', '.join(c.label for c in moved)} to {ev.player}'s {self.ctx.zone_name(ev.zone, 'en')} at once"
        elif isinstance(ev, Orient):
            card = st.card(ev.uid)
            if card is None:
                raise RuntimeError(f"card {ev.uid} is nowhere")
            if card.orientation == ev.orientation:
                i = self.trace.add(
                    "rejected",
                    f"{card.label} はすでに{_ORIENT_JA.get(ev.orientation, ev.orientation)}状態なので、その行為自体が行われません",
                    f"{card.label} is already {ev.orientation}: nothing is done",
                    self.ctx.principle("already_in_state"),
                    causes,
                )
                self._rejected(i)
                where = st.find(ev.uid)
                if where is not None:
                    self.touch_all.setdefault(f"{where[0]}.{where[1]}", []).append(i)
                return i
            was = card.orientation
            card.orientation = ev.orientation
            where = st.find(ev.uid)
            touched.append(ev.uid)
            if where is not None:
                touched.append(f"{where[0]}.{where[1]}")
            if not ja:
                ja = f"{card.label} を{_ORIENT_JA.get(ev.orientation, ev.orientation)}状態にする"
                en = f"{card.label} becomes {ev.orientation}"
        elif isinstance(ev, Create):
            uid = f"{ev.player}+{st.next_seq()}"
            card = Card(uid, ev.player, **dict(ev.fields))
            card.placed = st.next_seq()
            dest = st.zone(ev.player, ev.zone)
            dest.insert(0 if ev.pos == "top" else len(dest), card)
            moves.append((uid, "", "", ev.player, ev.zone))
            touched += [f"{ev.player}.{ev.zone}", uid]
            created = uid
            if not ja:
                ja = f"{card.label} を{ev.player}の{self.ctx.zone_name(ev.zone)}に作成"
                en = f"{card.label} is created in {ev.player}'s {self.ctx.zone_name(ev.zone, 'en')}"
        elif isinstance(ev, Erase):
            where = st.find(ev.uid)
            if where is None:
                raise RuntimeError(f"card {ev.uid} is nowhere")
            pid, zfrom, idx = where
            left += self._last_known(st.players[pid].zones[zfrom][idx], pid, zfrom, "")
            card = st.players[pid].zones[zfrom].pop(idx)
            st.effects = [e for e in st.effects if e.target != card.uid]
            moves.append((ev.uid, pid, zfrom, "", ""))
            touched += [f"{pid}.{zfrom}", ev.uid]
            if not ja:
                ja = f"{card.label} を消去（ゲームに存在しなくなる）"
                en = f"{card.label} is erased (it no longer exists)"
        elif isinstance(ev, SetCard):
            card = st.card(ev.uid)
            if card is None:
                raise RuntimeError(f"card {ev.uid} is nowhere")
            changed = {k: v for k, v in ev.changes.items() if _card_state(card, k) != v}
            where = st.find(ev.uid)
            if not changed:
                i = self.trace.add(
                    "rejected",
                    f"{card.label} はすでにその状態なので、その行為自体が行われません",
                    f"{card.label} is already in that state: nothing is done",
                    self.ctx.principle("already_in_state"),
                    causes,
                )
                self._rejected(i)
                if where is not None:
                    self.touch_all.setdefault(f"{where[0]}.{where[1]}", []).append(i)
                return i
            if "name" in changed and card.name is not None:
                raise RuntimeError(f"card {ev.uid} already has a name: {card.name}")
            for k, v in changed.items():
                if k in ("orientation", "face_up", "name"):
                    setattr(card, k, v)
                elif v is None:
                    card.states.pop(k, None)
                else:
                    card.states[k] = v
            touched.append(ev.uid)
            if where is not None:
                touched.append(f"{where[0]}.{where[1]}")
            if not ja:
                ja = f"{card.label}: {changed}"
                en = f"{card.label}: {changed}"
        elif isinstance(ev, AddEffect):
            eid = st.next_seq()
            # made by one of the events of one moment: the moment's (``Effect.made``)
            made = None if self._batch is None else self._placed_now(None)
            st.effects.append(
                Effect(
                    eid,
                    ev.target,
                    ev.stat,
                    ev.op,
                    ev.value,
                    ev.until,
                    ev.source,
                    tuple(ev.clauses),
                    made=made,
                    master=ev.master,
                    floor=ev.floor,
                )
            )
            touched += [ev.target, f"effect:{eid}"]
            where = st.find(ev.target)
            if where is not None:
                touched.append(f"{where[0]}.{where[1]}")
        elif isinstance(ev, EndEffects):
            if ev.ids:
                ending = [e for e in st.effects if e.id in ev.ids]
                st.effects = [e for e in st.effects if e.id not in ev.ids]
            else:
                ending = [e for e in st.effects if e.until == ev.until]
                st.effects = [e for e in st.effects if e.until != ev.until]
                st.delayed = [d for d in st.delayed if d.until != ev.until]
            touched += [e.target for e in ending]
            # a prohibition ended (「敗北しない」): a loss it kept off that comes now rests on this
            # step (``_cannot_lose``)
            # a rules parameter set for a time ended (「ターン終了時まで、手札の上限は9枚」): the rule's
            # own value read after it rests on this step too (``Ctx.param``)
            touched += [
                f"ended:{e.stat}.{e.op}:{e.target}" for e in ending if e.op in ("prohibit", "param")
            ]
        elif isinstance(ev, SetVar):
            touched.append(f"var:{ev.key}")
            var_was = (ev.key, st.vars.get(ev.key), ev.value)
            if ev.value is None:
                st.vars.pop(ev.key, None)
            else:
                st.vars[ev.key] = ev.value
        elif isinstance(ev, SetTurn):
            for k, v in ev.changes.items():
                setattr(st.turn, k, v)
            touched.append("turn")
        elif isinstance(ev, Shuffle):
            st.vars.setdefault("shuffled", [])
            ref = f"{ev.player}.{ev.zone}"
            if ref not in st.vars["shuffled"]:
                st.vars["shuffled"] = [*st.vars["shuffled"], ref]
            touched.append(ref)
        elif isinstance(ev, AddDelayed):
            st.delayed.append(
                Delayed(st.next_seq(), ev.ability, ev.master, ev.source, dict(ev.params), ev.until)
            )
        elif isinstance(ev, RemoveDelayed):
            st.delayed = [d for d in st.delayed if d.id != ev.id]
        elif isinstance(ev, Lose):
            pass
        elif isinstance(ev, Mark):
            pass
        else:
            raise TypeError(f"unknown event {ev!r}")
        data = dict(ev.data)
        if moves:
            data["moves"] = moves
        if isinstance(ev, Move) and ev.instead_of and moves:
            # the rule chose this zone instead of another: the card kept out of it
            # (``Move.instead_of``, read by ``ruling.notmet``)
            data[INSTEAD_OF] = [*data.get(INSTEAD_OF, []), [ev.uid, ev.player, ev.instead_of]]
        if created is not None:
            data["uid"] = created
        if was is not None:
            data["was"] = was
        for _uid, _fp, zf, _tp, zt in moves:  # a pile's order (ZoneDef.order)
            for z in (zf, zt):
                zdef = self.game.zone(z) if z else None
                if zdef is not None and zdef.order:
                    clauses += [c for c in zdef.order if c not in clauses]
        # what the event stands for (a draw, a cancel …) first, then the cards it moved
        typed: list[tuple[str, str, str]] = []
        if ev.tag is not None:
            attrs = {k: getattr(ev, k) for k in ("player", "uid", "uids") if hasattr(ev, k)}
            typed += self._typed(f"tag:{ev.tag}", {**attrs, **ev.data}, None)
        typed += [("move", m[0], f"{m[3]}.{m[4]}") for m in moves if m[4]]
        if isinstance(ev, Orient) and ev.orientation == "reverse":
            typed.append(("reverse", ev.uid, ""))
        elif isinstance(ev, SetCard) and ev.changes.get("orientation") == "reverse":
            typed.append(("reverse", ev.uid, ""))
        if isinstance(ev, Move | MoveMany | Orient | SetCard | Create | Erase | AddEffect):
            self._changes += 1
        if isinstance(ev, Move | MoveMany | Orient | SetCard | Erase):
            causes += self._checked_causes(touched)
        step = self.trace.add(
            ev.tag or kind,
            ja or kind,
            en or kind,
            clauses,
            causes,
            data=data,
            note=ev.note,
            events=typed,
        )
        for was, pid, zone, info in left:
            self.lki[was.uid] = LastKnown(was.uid, pid, zone, was.placed, step, was, info)
        for t in (*touched, *ev.touches):
            self.touch[t] = step
            self.touch_all.setdefault(t, []).append(step)
        if isinstance(ev, Mark):
            frame = self._frame()
            for t in ev.touches:
                if frame is not None and st.card(t) is not None:
                    self._checked.setdefault(t, []).append((step, frame))
        if isinstance(ev, Move | MoveMany):
            self._check_text(ev)
        if isinstance(ev, Lose):
            self._game_over(ev, step)
        self.events.append((step, st.seq, ev))
        if var_was is not None:
            self.var_log.setdefault(var_was[0], []).append((step, var_was[1], var_was[2]))
        if self._batch is not None:
            self._batch.append((ev, step))  # its triggers: once the whole moment is over
        else:
            self._triggers(ev, step)
        self._interrupts()
        if moves or isinstance(ev, SetCard | AddEffect | EndEffects):
            # a watched condition reads zones and cards' values (vs 9.4.1: damage against its
            # defence): only a move, a change to a card or a continuous effect arising or
            # ending (a defence lowered as 6.8.1.3 ends the turn's effects) can make it hold
            self._watch_between(step)
        return step

    def _checked_causes(self, refs: list[str]) -> list[int | None]:
        """The checks made on the cards of ``refs`` (``Mark`` steps touching their uids) in a
        frame still being carried out: the change happens although each was made (a 「耐性」 read
        and found not to apply to the damage that then kills the unit), so each is a cause."""
        active = {f for f in self._frames if f is not None}
        out: list[int | None] = []
        for r in refs:
            for m, frame in self._checked.get(r, ()):
                if frame in active and m not in out:
                    out.append(m)
        return out

    def _watch_between(self, step: int) -> None:
        """A watched check-type rule process whose condition holds right after this event is
        noted, to be said at the next check timing if it no longer holds then."""
        for rp in self.game.rule_processes:
            if rp.watched and rp.kind == "check" and rp.id not in self._between:
                found = rp.find(self.ctx)
                if found:
                    f = found[0]
                    if f.data.get("uid") is not None:
                        # where the card was when it held (``_not_held_now``)
                        f = Finding(
                            f.player,
                            f.watch,
                            {**f.data, "_where": self.ctx.where(str(f.data["uid"]))},
                        )
                    self._between[rp.id] = (step, f)

    def _not_held_now(self, due: list[tuple[RuleProcess, Finding]], ct: int) -> None:
        """13.1.2 and its like: a watched process whose condition held during an action but not
        at this check timing is not carried out; the step says so, about what it reads."""
        now = {rp.id for rp, _f in due}
        for rp in self.game.rule_processes:
            got = self._between.pop(rp.id, None)
            if got is None or rp.id in now or rp.find(self.ctx):
                continue
            step, f = got
            uid = f.data.get("uid")
            if uid is not None and self.ctx.where(uid) != f.data.get("_where"):
                # the card it was about has left the place since (an attack's damage retires it
                # itself, vs 7.1.5.4): the condition ended with the card, not before the check
                continue
            i = self.trace.add(
                "rule",
                f"{rp.ja}: 条件は処理の途中で満たされたが、チェックタイミングでは満たされていないため実行されない",
                f"{rp.en}: its condition held in the middle of an action but not at the check "
                "timing: it is not carried out",
                rp.clauses
                + tuple(f.data.get("condition", ()))
                + self.ctx.principle("check_timing")
                + self.ctx.principle("rule_check_timing"),
                (ct, step),
                f.player,
            )
            # what the finding reads (a zone, a var), not the steps it rests on, and what the
            # process would have changed (its data's ``touches``: the zones it would move a
            # card between), kept as it was
            for t in (*f.watch, *f.data.get("touches", ())):
                if t.startswith(("step:", "choice:")):
                    continue
                t = t.removeprefix("reads:")
                self.touch[t] = i
                self.touch_all.setdefault(t, []).append(i)

    def _placed_now(self, was: int | None) -> int:
        """The ``Card.placed`` of a card put somewhere now: a new sequence number, or within a
        batch of events at one moment (``_together``) the moment's — cards put there by its
        events were placed at the same time (vs 9.5.1: 「最も後で置かれたカードが複数ある場合」);
        a card moved twice in one moment gets a new one (its second stay is another)."""
        if self._batch is None:
            return self.state.next_seq()
        if self._moment is None:
            self._moment = self.state.next_seq()
        return self._moment if was != self._moment else self.state.next_seq()

    def _together(self, run: Generator[Any, Any, Any]) -> Generator[Any, Any, Any]:
        """Run ``run``, whose events all happen at one moment: the automatic abilities they
        trigger are looked for after the last of them, against the state they left, each
        step knowing the others of its moment (``Ctx.moves_together``)."""
        if self._batch is not None:
            return (yield from run)
        self._batch = []
        try:
            result = yield from run
        finally:
            batch, self._batch, self._moment = self._batch, None, None
        steps = tuple(step for _ev, step in batch)
        for step in steps:
            self.batch_of[step] = steps
        for ev, step in batch:
            self._triggers(ev, step)
        self._interrupts()
        return result

    def _capped_refs(self, ability: str, source: str | None, index: Any, before: int) -> list[str]:
        """What the earlier triggers of one ability of ``source`` (``index``) changed when they
        resolved, before step ``before``: every ref touched by a step of their resolution — the
        steps caused, directly or through each other, by the step it became pending at, not
        through another rule process, ability or check timing (their own steps). An ability that did not
        trigger for its cap would have changed these again (``Triggered.capped``)."""
        pend = {
            s.index
            for s in self.trace.steps[:before]
            if s.event == "pending"
            and s.data.get("ability") == ability
            and s.data.get("source") == source
            and (index is None or s.data.get("index") in (None, index))
        }
        if not pend:
            return []
        own = set(pend)
        for s in self.trace.steps[min(pend) + 1 : before]:
            if s.event not in ("rule", "pending", "check_timing") and own.intersection(s.caused_by):
                own.add(s.index)
        own -= pend
        return [ref for ref, steps in self.touch_all.items() if own.intersection(steps)]

    def provenance(self, refs: tuple[str, ...] | list[str]) -> list[int | None]:
        """Steps that last changed each ref: "A.clock" (a zone), a card uid, or
        "stat:<uid>:<stat>" (every step that put an effect on that value still in force)."""
        out: list[int | None] = []
        for ref in refs:
            if ref.startswith("all:"):
                out += self.touch_all.get(ref[4:], [])
            elif ref.startswith(("choice:", "step:")):
                out.append(int(ref.split(":", 1)[1]))
            elif ref.startswith("reads:"):
                continue  # what a finding reads, not a cause (``Ctx.contributed``)
            elif ref.startswith("stat:"):
                _, uid, stat = ref.split(":", 2)
                out += [
                    self.touch.get(f"effect:{e.id}")
                    for e in self.state.effects
                    if e.target == uid and e.stat == stat
                ]
            else:
                out.append(self.touch.get(ref))
        return out

    def _last_known(
        self, card: Card, player: str, zfrom: str, zto: str
    ) -> list[tuple[Card, str, str, Mapping[str, Any]]]:
        """How ``card`` is in ``zfrom``, which it is about to leave, if the game keeps anything
        of it (``Game.last_known``). A move from one slot to another (a circle to a circle) is
        no leaving: the card is still where an effect looks for it."""
        if self.game.last_known is None or zfrom == zto:
            return []
        zf, zt = self.game.zone(zfrom), self.game.zone(zto)
        if zf is not None and zf.slot and zt is not None and zt.slot:
            return []
        info = self.game.last_known(self.ctx, card, player, zfrom)
        if info is None:
            return []
        return [(copy.deepcopy(card), player, zfrom, dict(info))]

    def _leave(
        self, card: Card, zfrom: str, zto: str, new: bool = False, keeps: tuple[int, ...] = ()
    ) -> list[str]:
        """A card leaving a slot for a non-slot zone, or for a slot of another zone (vs: the
        ring to a bench), is a new card: effects on it end — but those the move ``keeps`` (a
        reading under which they follow it, ``Move.keeps``). Moving between the slots of one
        zone (``ZoneDef.group``: ws's stage, vg's circles, mc's areas, vs's benches) keeps them,
        unless the move says the card is new there (``new``: vg 6.2.5)."""
        zf, zt = self.game.zone(zfrom), self.game.zone(zto)
        same = (
            not new
            and zf is not None
            and zt is not None
            and zt.slot
            and (zf.group or zf.id) == (zt.group or zt.id)
        )
        if same:
            # the same card in another slot of its zone: the moment it came into the zone is kept
            # (``Card.states['entered']``; vg 11.11.3.1.1 orders continuous effects by it)
            card.states.setdefault("entered", card.placed)
        else:
            card.states.pop("entered", None)
        if zf is not None and (zf.slot or self.game.new_card_every_move) and not same:
            card.orientation = "stand"
            on_it = [e for e in self.state.effects if e.target == card.uid and e.id not in keeps]
            gone = {id(e) for e in on_it}
            self.state.effects = [e for e in self.state.effects if id(e) not in gone]
            self.state.delayed = [d for d in self.state.delayed if d.source != card.uid]
            if on_it and self._new_object_entry() is not None:
                # remembered on the card: raised if it comes onto a slot zone again
                # (each with the turn it would have lasted to, for one lasting to the turn's end)
                card.states["left_with"] = [
                    [x.source or x.stat, self.state.turn.number if x.until != "game" else None]
                    for x in on_it
                ]
                self._left_effects[card.uid] = [(x, self.state.turn.number) for x in on_it]
            if on_it:
                # a value an effect changed is the printed one again (``printed_base``)
                values = any(e.op in ("add", "set", "multiply") for e in on_it)
                return list(
                    self.ctx.principle("new_object")
                    + (self.ctx.principle("printed_base") if values else ())
                )
        return []

    def _new_object_entry(self) -> Any:
        """The audit entry of a game whose rules text says nothing of a card that leaves its
        zone being a new card (``at: new_object``, co's), or None."""
        from ruling import unsettled

        return unsettled.at(self.game.id, "new_object")

    def _new_object_unsettled(self, card: Card, zone: str) -> None:
        """A card whose effects ended as it left a slot zone (the engine's reading, principle
        ``new_object``) comes onto one again: in a game whose rules text does not settle whether
        it is a new card, the ruling says so, with what the other reading keeps."""
        from ruling import unsettled

        left = card.states.get("left_with")
        zt = self.game.zone(zone)
        if not left or zt is None or not zt.slot:
            return
        card.states.pop("left_with", None)
        # those whose duration has not run out since (a 「ターン終了時まで」 one: the same turn)
        ended = [name for name, turn in left if turn in (None, self.state.turn.number)]
        if not ended:
            return
        e = self._new_object_entry()
        if e is None:
            return
        kept = [
            x
            for x, turn in self._left_effects.pop(card.uid, [])
            if x.until == "game" or turn == self.state.turn.number
        ]
        keys = [r.key for r in e.readings]
        if not kept or "same_card" not in keys:
            w = unsettled.flag(
                self.game.id,
                e.id,
                (
                    f"{card.label} への効果（{'、'.join(ended)}）は続く",
                    f"the effects on {card.label} ({', '.join(ended)}) go on",
                ),
            )
            self.warn(w.kind, w.ja, w.en, w.clauses)
            return
        # both readings are run: under 「同じカード」 the effects it had are on it again, for
        # the rest of their duration
        owner = next(
            (pid for pid, pl in self.state.players.items() if card in pl.zones.get(zone, [])),
            next(iter(self.state.players)),
        )
        same = self._choose(
            unsettled.choose(owner, self.game.id, e.id, {k: k == "same_card" for k in keys})
        )
        if same:
            self.state.effects.extend(kept)

    def _over_rules(self, req: Do) -> tuple[str, ...]:
        """A replacement of an action the rules instruct (``Do.by_rules``: the draw of the draw
        phase): the card's text beats the rules too (principle ``text_beats_rules``)."""
        return self.ctx.principle("text_beats_rules") if req.by_rules else ()

    def _cannot_lose(self, ev: Lose) -> tuple[Lose, int | None]:
        """An effect 「…は敗北しない」 in force (a prohibition on ``lose``, principle
        ``prohibition``) keeps its player from losing, except by a concession, which no card
        affects. Returns the loss left to apply, or the step that kept every loser in the game."""
        if ev.reason == "concede":
            return ev, None
        step: int | None = None
        kept = []
        # a loss the rules instruct (a rule process carrying it out: 1.2.2.1 / 4.1.2 …) kept off
        # by the card's text: the text beats the rules too (``Ctx.prohibited(by_rules=True)``);
        # a loss an effect instructs, the prohibition principle alone
        frame = self._frames[-1] if self._frames else None
        by_rules = frame is not None and self.trace[frame].event == "rule"
        ended: list[int] = []
        for p in ev.players:
            e = self.ctx.prohibition(p, "lose")
            if e is None:
                kept.append(p)
                # an effect that kept this player from losing earlier and has ended since: the
                # loss comes now because it ended (the step ending it, or the one that read so)
                if (was := self.touch.get(f"ended:lose.prohibit:{p}")) is not None:
                    ended.append(was)
                continue
            step = self.trace.add(
                "rule",
                f"{p} は「敗北しない」効果（{e.source}）のため敗北しない（禁止は指示に優先する）",
                f"{p} does not lose: an effect says it does not ({e.source}); a prohibition beats "
                "an instruction",
                self.ctx.prohibited(by_rules) + tuple(ev.clauses) + e.clauses,
                (self._frame(), *ev.caused_by, self.ctx.prohibited_step(e)),
                p,
            )
            self.kept_in_game.append(step)
        if ended:
            ev = replace(ev, caused_by=(*ev.caused_by, *ended))
        if len(kept) == len(ev.players):
            return ev, None
        if not kept:
            return ev, step
        return replace(ev, players=tuple(kept), caused_by=(*ev.caused_by, step)), None  # type: ignore[arg-type]

    def _game_over(self, ev: Lose, step: int) -> None:
        st = self.state
        losers = tuple(p for p in st.players if p in ev.players)
        alive = [p for p in st.players if p not in losers]
        if not alive:
            st.result = Result(losers=losers, draw=True, reason=ev.reason)
            ja = f"全プレイヤー（{'、'.join(losers)}）が同時に敗北したため、ゲームは引き分け"
            en = f"all players ({', '.join(losers)}) lose at once: the game is a draw"
            clauses = self.ctx.principle("draw")
        else:
            winner = alive[0] if len(alive) == 1 else None
            st.result = Result(losers=losers, winner=winner, reason=ev.reason)
            ja = f"{'、'.join(losers)} が敗北し、{winner} が勝利。ゲームは終了"
            en = f"{', '.join(losers)} loses and {winner} wins; the game ends"
            clauses = self.ctx.principle("win")
        # the steps of the procedures under way the game ends before (``UNFINISHED``): not carried
        # out, the outcome rests on them (what they would have done is not done)
        left = tuple(
            self.trace.add("unfinished", u_ja, u_en, u_cl, (step,))
            for u_cl, u_ja, u_en in st.vars.get(UNFINISHED) or ()
        )
        self.outcome_step = self.trace.add(
            "outcome", ja, en, clauses, (step, *left), events=[("lose", p, "") for p in losers]
        )
        self._loss_on_count_cards(self.outcome_step)
        raise _GameOver()

    def _loss_on_count_cards(self, outcome: int) -> None:
        """The loss was reached through cards the scenario gives only by a count (``deck: 10``:
        no name, no number) about which an assumption was made (a damage card of unstated type
        taken to be no climax, ws 4.10.1.2; a damage-checked card with no trigger icon, vg
        13.6.4): the ruling says that the loss rests on those unknown cards, naming each
        assumption — another card there could have changed it (docs/scenarios.md "Unknowns,
        ambiguity"). Cards named or numbered, or an assumption off the loss's causal chain:
        nothing is said."""
        chain = self.trace.ancestors([outcome])
        labels: dict[str, None] = {}
        for s in chain:
            for uid, *_rest in self.trace[s].data.get("moves", []):
                c = self.state.card(uid)
                if c is not None and c.name is None and c.number is None:
                    labels.setdefault(c.label, None)
        if not labels:
            return
        pat = re.compile("(" + "|".join(re.escape(x) for x in labels) + r")(?![0-9A-Za-z_])")
        used = [w for w in self.warnings if w.kind == "assumption" and pat.search(w.en)]
        if not used:
            return
        cards = list(dict.fromkeys(m for w in used for m in pat.findall(w.en)))
        self.warn(
            "assumption",
            f"この敗北は枚数だけで与えられたカード（{'、'.join(cards)}）を通じて決まり、それらについての"
            "仮定に基づく（別のカードなら結論が変わりうる）: " + "／".join(w.ja for w in used),
            f"this loss was reached through cards given only by a count ({', '.join(cards)}) and "
            "rests on what was assumed of them (other cards there could change it): "
            + "; ".join(w.en for w in used),
            tuple(dict.fromkeys(c for w in used for c in w.clauses)),
            key="loss_rests_on_count_cards",
        )

    def _check_text(self, ev: Move | MoveMany) -> None:
        """Report card text the engine cannot run when the card is where its text works."""
        from ruling.abilities import abilities_of

        uids = (ev.uid,) if isinstance(ev, Move) else ev.uids
        for uid in uids:
            self.check_card_text(uid, ev.zone, abilities_of)

    def check_card_text(self, uid: str, zone: str, abilities_of: Any = None) -> None:
        if abilities_of is None:
            from ruling.abilities import abilities_of
        card = self.state.card(uid)
        if card is None or not card.text:
            return
        active = self.game.text_active is None or self.game.text_active(self.ctx, uid, zone)
        zones_of = self.game.ability_zones
        if not active and zones_of is None:
            return
        for ab in abilities_of(self.game.id, card):
            if ab.supported:
                if active and (zones_of is None or zone in zones_of(ab)):
                    self._text_reading(ab)
                continue
            if not active and zone not in zones_of(ab):  # type: ignore[misc]
                continue  # out of force here, and not written to work here
            # Could the outcome depend on it? An activated ability works only when a player
            # plays it, and playing one the engine cannot run is refused as a step of its own;
            # any other text (automatic, continuous, an event's effect, an unmarked line) can
            # act without an action of the scenario naming it: the outcome may rest on it. So
            # may a text whose play the engine reads apart from the rest (``Ability.partial``: an
            # order's play requirement) only once that part lets it be played: the rest is then
            # refused as a step of its own, where it would run.
            played = ab.kind == "activated" or ab.partial is not None
            idle_ja = (
                "（起動能力: 使われないかぎり、結論はこの能力に左右されません）"
                if ab.kind == "activated"
                else "（プレイの要件とコストは読む: プレイされないかぎり、結論はこの能力に左右されません）"
            )
            idle_en = (
                " (an activated ability: unless it is played, the outcome does not rest on it)"
                if ab.kind == "activated"
                else " (its play requirement and cost are read: unless it is played, the outcome"
                " does not rest on it)"
            )
            self.warn(
                "unsupported",
                f"未対応の能力（{card.label}）: {ab.text} — このルーリングはこの能力を考慮していません"
                + (idle_ja if played else "（結論がこの能力に左右される可能性があります）"),
                f"unsupported ability ({card.label}): {ab.text} — this ruling does not take it into account"
                + (idle_en if played else " (the outcome may depend on it)"),
                may_decide=not played,
            )

    def _text_reading(self, ab: Any) -> None:
        """An ability in force (its card where the ability works) whose text the engine read
        one of two ways the rules leave open (``ruling.abilities.unsettled_of``): the ruling
        says so, naming the competing clauses."""
        from ruling import unsettled
        from ruling.abilities import unsettled_more, unsettled_of

        for eid in unsettled_of(ab.program):
            w = unsettled.flag(self.game.id, eid, more=unsettled_more(ab.program))
            self.warn(w.kind, f"{w.ja}（{ab.text}）", f"{w.en} ({ab.text})", w.clauses)

    # ------------------------------------------------------------------ triggers

    def _triggers(self, ev: Event, step: int) -> None:
        for ab in self.game.abilities.values():
            for t in ab.trigger(self.ctx, ev, step):
                if t.blocked is not None and t.reading is not None:
                    # the non-trigger rests on an unsettled point: both readings are run
                    game_id, eid, yes, *more = t.reading
                    e = unsettled.entry(game_id, eid)
                    values = {r.key: r.key == yes for r in e.readings}
                    if (game_id, eid) not in self._trigger_readings:
                        # one reading of the rules for the whole run: a later trigger resting on
                        # the same point is read the same way, not asked again
                        self._trigger_readings[(game_id, eid)] = bool(
                            self._choose(
                                unsettled.choose(
                                    t.master, game_id, eid, values, tuple(more[0]) if more else ()
                                )
                            )
                        )
                    if self._trigger_readings[(game_id, eid)]:
                        t = replace(t, blocked=None, clauses=t.clauses + e.clauses, note=None)
                    else:
                        t = replace(t, note=None)  # the reading choice already says so
                if t.blocked is not None:
                    i = self.trace.add(
                        "not_triggered",
                        *t.blocked,
                        t.clauses,
                        # ``made_by``: the steps its not triggering rests on besides the event
                        (step, *t.made_by),
                        t.master,
                        {"ability": ab.id, "source": t.source, "index": t.data.get("index")},
                        note=t.note,
                        # pending and cancelled at once (``Triggered.cancelled``): it triggered
                        events=_ability_events(("trigger",), t.source, t.data, ab)
                        if t.cancelled
                        else (),
                    )
                    for ref in t.touches:
                        if not t.near_miss:
                            self.touch[ref] = i
                        self.touch_all.setdefault(ref, []).append(i)
                    if t.capped:
                        for ref in self._capped_refs(ab.id, t.source, t.data.get("index"), i):
                            self.touch_all.setdefault(ref, []).append(i)
                    continue
                if t.make_known:
                    t = self._made_known(ab, t, step)
                    if t is None:
                        continue
                p = Pending(self.state.next_seq(), ab.id, t.master, t.source, dict(t.data), step)
                self.state.pending.append(p)
                card = self.state.card(t.source) if t.source else None
                who = card.label if card else ""
                i = self.trace.add(
                    "pending",
                    f"{t.master} の{ab.ja}{f'（{who}）' if who else ''}が誘発し、待機状態になる",
                    f"{t.master}'s {ab.en}{f' ({who})' if who else ''} triggers and becomes pending",
                    ab.clauses + t.clauses + self.ctx.principle(ab.pending_principle),
                    (step, *t.made_by),
                    t.master,
                    {"ability": ab.id, "source": t.source, "index": t.data.get("index")},
                    events=_ability_events(() if ab.chance else ("trigger",), t.source, t.data, ab),
                )
                p.step = i

    def _made_known(self, ab: AbilityDef, t: Triggered, step: int) -> Triggered | None:
        """A hidden card's ability whose condition was met (``Triggered.make_known``): pending
        only if its master makes the card known (vg 11.1.1.2.1.1). The master is asked (``at:
        make_known``; unanswered, made known, an assumption the ruling states); declined, the
        step saying it did not become pending is the reason (the clauses of the rule), and
        ``None`` is returned."""
        card = self.state.card(t.source) if t.source else None
        who = card.label if card else ""
        req = Choose(
            t.master,
            "make_known",
            f"{who} の{ab.ja}を明示して待機状態にする",
            f"make {who}'s {ab.en} known, so that it becomes pending",
            (
                Option("yes", "明示する", "make it known", True, aliases=("はい", "true")),
                Option("no", "明示しない", "keep it hidden", False, aliases=("いいえ", "false")),
            ),
            t.make_known,
            assume=(
                f"{t.master} は非公開のカード {who} の{ab.ja}を明示したものとします（明示しなければ"
                "待機状態になりません）",
                f"{t.master} is taken to make the hidden card {who}'s {ab.en} known (not made "
                "known, it would not become pending)",
            ),
            addressed_only=True,
        )
        if self._choose(req):
            return replace(t, clauses=t.clauses + t.make_known)
        i = self.trace.add(
            "not_triggered",
            f"{t.master} は {who} の{ab.ja}を明示しないため、待機状態にならない",
            f"{t.master} does not make {who}'s {ab.en} known: it does not become pending",
            t.clauses + t.make_known,
            (step, *t.made_by, *((self._after_choice,) if self._after_choice is not None else ())),
            t.master,
            {"ability": ab.id, "source": t.source, "index": t.data.get("index")},
        )
        self._after_choice = None
        for ref in t.touches:
            self.touch_all.setdefault(ref, []).append(i)
        return None

    # ------------------------------------------------------------------ rule processes

    def _idle_key(self, rp: RuleProcess, f: Finding) -> tuple[str, str]:
        return (rp.id, repr((f.player, sorted(f.data.items(), key=lambda kv: str(kv[0])))))

    def _idle_mark(self) -> tuple[Any, ...]:
        """What a rule process carried out could change: the cards (``_changes``), the effects
        in force, the game's variables and the result."""
        st = self.state
        return (self._changes, len(st.effects), repr(st.vars), st.result)

    def _due(self, kinds: tuple[str, ...]) -> list[tuple[RuleProcess, Finding]]:
        out = self._found(kinds)
        if self._idle and out:
            mark = self._idle_mark()
            out = [(rp, f) for rp, f in out if self._idle.get(self._idle_key(rp, f)) != mark]
        # a process that waits for pending abilities is not due while one is pending …
        if self.state.pending:
            self._blocked |= {rp.id for rp, _f in out if rp.after_pending}
            for rp, f in out:
                if rp.after_pending:
                    self._blocked_found.setdefault(rp.id, []).append(f)
            out = [(rp, f) for rp, f in out if not rp.after_pending]
        # … and one that runs alone waits while another rule process is due
        ids = {rp.id for rp, _f in out}
        held = {rp.id for rp, _f in out if rp.alone and ids - {rp.id} - set(rp.alone_except)}
        # one that waited and is still due cites why it came after (``waited_clauses``)
        gone = {rp.id for rp in self.game.rule_processes if rp.kind in kinds} - ids
        self._waited = (self._waited - gone) | held
        out = [(rp, f) for rp, f in out if rp.id not in held]
        res = []
        for rp, f in out:
            if rp.id in self._blocked and self._last_played is not None:
                # held back until the pending abilities were played: the last one caused it
                f = Finding(f.player, f.watch + (f"step:{self._last_played}",), f.data)
            self._blocked.discard(rp.id)
            self._blocked_found.pop(rp.id, None)
            res.append((rp, f))
        return res

    def _waited_gone(self, ct: int) -> Generator[Any, Any, Any]:
        """A rule process that waits while an automatic ability is pending (``after_pending``)
        was held back, and once none is pending it is no longer due (the abilities played in the
        meantime changed what it reads): the process's clauses, which state the wait, decide that
        it is not carried out — one step citing them, about what it had found."""
        if self.state.pending:
            return
        for rp in self.game.rule_processes:
            if rp.id not in self._blocked:
                continue
            self._blocked.discard(rp.id)
            found = self._blocked_found.pop(rp.id, [])
            touches = tuple(
                dict.fromkeys(u for f in found for u in f.watch if self.ctx.card(str(u)))
            )
            yield Mark(
                clauses=rp.clauses,
                ja=f"{rp.ja}は待機状態の自動能力の解決を待ち、その後は条件を満たさないため実行されない",
                en=f"{rp.en} waited for the pending automatic abilities and is no longer due: "
                "not carried out",
                caused_by=(ct, *((self._last_played,) if self._last_played is not None else ())),
                touches=touches,
            )

    def _found(self, kinds: tuple[str, ...]) -> list[tuple[RuleProcess, Finding]]:
        # the processes' searches read the state, none changes it: one read scope
        # (``Ctx.read_once``; a branch on a value not given narrows it, ``forget_reads``)
        with self.ctx.reading():
            return self._found_now(kinds)

    def _found_now(self, kinds: tuple[str, ...]) -> list[tuple[RuleProcess, Finding]]:
        out = []
        for rp in self.game.rule_processes:
            if rp.kind not in kinds:
                continue
            held = [flag for flag in rp.suspended_by if self.state.vars.get(flag)]
            found = self._find(rp)
            if held:
                if found:
                    self._held[rp.id] = held
                    self._held_found[rp.id] = found
                continue
            if not found and any(x in rp.released for x in self._held.get(rp.id, ())):
                # held back while its condition held, and not met once released: said below
                self._released.append((rp, self._held[rp.id], self._held_found.get(rp.id, [])))
            for f in found:
                if rp.id in self._held:
                    # it was held back while a flag was set: clearing the flag caused it now
                    f = Finding(
                        f.player, f.watch + tuple(f"var:{x}" for x in self._held[rp.id]), f.data
                    )
                out.append((rp, f))
            self._held.pop(rp.id, None)
            self._held_found.pop(rp.id, None)
        return out

    def _find(self, rp: RuleProcess) -> list[Finding]:
        """What rule process ``rp`` finds to do now; where a card's value the scenario did not
        give decides whether it acts, the ruling branches on it (``values.branch_rule_process``,
        issue 14: a power / DP / defence not given at the check timing)."""
        gen = branch_rule_process(self.ctx, lambda: rp.find(self.ctx), (rp.ja, rp.en))
        try:
            req = next(gen)
            while True:
                req = gen.send(self._choose(req))
        except StopIteration as stop:
            return list(stop.value)

    def _interrupts(self) -> None:
        if self._in_interrupt or self.state.result is not None:
            return
        self._in_interrupt = True
        order_extra: tuple[str, ...] = ()
        try:
            for _ in range(LOOP_LIMIT):
                due = self._due(("interrupt",))
                if not due:
                    self._released_steps()
                    self._near()
                    return
                order = self.state.order()
                first = min(order.index(f.player) if f.player in order else 0 for _, f in due)
                mine = [
                    (rp, f)
                    for rp, f in due
                    if (order.index(f.player) if f.player in order else 0) == first
                ]
                extra: tuple[str, ...] = order_extra
                if len({f.player for _, f in due}) > 1:
                    extra += self.ctx.principle("interrupt_order")
                if len(mine) > 1:
                    opts = tuple(Option(rp.id, rp.ja, rp.en, (rp, f), sig=rp.id) for rp, f in mine)
                    rp, f = self._choose(
                        Choose(
                            mine[0][1].player or order[0],
                            "rule_order",
                            "同時に実行すべき割り込み型ルール処理の順番を選ぶ",
                            "choose which interrupt rule process to carry out first",
                            opts,
                            self.ctx.principle("interrupt_own_order"),
                        )
                    )
                    order_extra = self.ctx.principle("interrupt_own_order")
                    extra += order_extra
                    f = Finding(f.player, f.watch + (f"choice:{len(self.trace) - 1}",), f.data)
                else:
                    rp, f = mine[0]
                self._drive(self._rule(rp, f, extra))
            raise EngineLoop("interrupt rule processes keep firing")
        finally:
            self._in_interrupt = False

    def _released_steps(self) -> None:
        """A rule process held back while its condition held (``RuleProcess.suspended_by``) whose
        condition no longer holds once released: a step says it was not carried out, citing why
        it was held (``RuleProcess.released``) and its own clauses, caused by the steps that set
        the flag and brought the condition about, touching what it decides."""
        while self._released and self.state.result is None:
            rp, flags, found = self._released.pop(0)
            for f in found or [Finding(None)]:
                refs = tuple(f"var:{x}" for x in flags) + f.watch
                self._drive(self._released_step(rp, f, flags, refs))

    def _released_step(
        self, rp: RuleProcess, f: Finding, flags: list[str], refs: tuple[str, ...]
    ) -> Generator[Any, Any, Any]:
        why = tuple(dict.fromkeys(c for x in flags for c in rp.released.get(x, ())))
        yield Mark(
            clauses=why + rp.clauses,
            ja=f"{rp.ja}: 条件を満たしていた間は行われず（{'、'.join(why)}）、その後は条件を満たさない",
            en=f"{rp.en}: held back while its condition held ({', '.join(why)}), "
            "and no longer met after",
            caused_by=tuple(s for s in self.provenance(refs) if s is not None),
            touches=tuple(f"{f.player}.{z}" for z in rp.decides) if f.player else (),
        )

    def _near(self) -> None:
        """The interrupt-type rule processes whose condition was read just now and not met,
        though an event came near it (``RuleProcess.near``): each recorded once, a step citing
        the process's clauses and the principle that it is read after every event, caused by
        the steps that came near, touching what it decides."""
        for rp in self.game.rule_processes:
            if rp.near is None or rp.kind != "interrupt" or self.state.result is not None:
                continue
            if any(self.state.vars.get(flag) for flag in rp.suspended_by):
                continue
            for f in rp.near(self.ctx):
                key = (rp.id, f.watch, repr(sorted(f.data.items())))
                if key in self._near_seen:
                    continue
                self._near_seen.add(key)
                self._drive(self._near_step(rp, f))

    def _near_checked(self, ct: int) -> Generator[Any, Any, Any]:
        """The check-type rule processes whose condition was read at this check timing and not
        met, though the board came near it (``RuleProcess.near``: a card on a circle that the
        condition's own words leave out) — as ``_near`` does for interrupt-type ones: each
        recorded once, a step citing the clauses of the condition read and the principle that it
        is read at a check timing, caused by the check timing and the steps that came near."""
        if self.state.result is not None:
            return
        for rp in self.game.rule_processes:
            if rp.near is None or rp.kind != "check":
                continue
            if any(self.state.vars.get(flag) for flag in rp.suspended_by):
                continue
            for f in rp.near(self.ctx):
                key = (rp.id, f.watch, repr(sorted(f.data.items())))
                if key in self._near_seen:
                    continue
                self._near_seen.add(key)
                yield Mark(
                    clauses=tuple(f.data.get("clauses") or rp.clauses)
                    + self.ctx.principle("check_timing"),
                    ja=str(f.data.get("ja") or f"{rp.ja}: 条件は満たされない"),
                    en=str(f.data.get("en") or f"{rp.en}: the condition is not met"),
                    caused_by=(ct, *(s for s in self.provenance(f.watch) if s is not None)),
                    touches=tuple(f.data.get("touches") or ()),
                )

    def _near_step(self, rp: RuleProcess, f: Finding) -> Generator[Any, Any, Any]:
        yield Mark(
            # the clauses of the condition read (a finding may name the one it read, not the
            # process's procedure too), and the principle that it is read after every event
            clauses=tuple(f.data.get("clauses") or rp.clauses) + self.ctx.principle("interrupt"),
            ja=str(f.data.get("ja") or f"{rp.ja}: 条件は満たされない"),
            en=str(f.data.get("en") or f"{rp.en}: the condition is not met"),
            caused_by=tuple(s for s in self.provenance(f.watch) if s is not None),
            touches=tuple(f.data.get("touches") or ()),
        )

    def _rule(
        self, rp: RuleProcess, f: Finding, extra: tuple[str, ...] = ()
    ) -> Generator[Any, Any, Any]:
        causes = self.provenance(f.watch)
        who = f"{f.player}: " if f.player else ""
        # when the process is checked for (principle): as soon as its condition holds, or at a
        # check timing (the check timing step cites that one)
        when = self.ctx.principle("interrupt") if rp.kind == "interrupt" else ()
        if rp.id in self._waited:
            self._waited.discard(rp.id)
            extra += rp.waited_clauses
        # a process that joins several rule processes (MC 11.3.1.1.1 / 11.3.1.2.1 in one) cites
        # those its finding found due (``process_clauses``), not the others (round 39)
        due = tuple(f.data.get("process_clauses") or rp.clauses)
        step = self.trace.add(
            "rule",
            f"{who}{rp.ja}",
            f"{who}{rp.en}",
            due + when + extra,
            causes,
            f.player,
            {"rule": rp.id},
            events=[("process", c, "") for c in due]
            + self._typed(f"rule:{rp.id}", f.data, f.player),
        )
        self._frames.append(step)
        before = self._idle_mark()
        try:
            yield from rp.apply(self.ctx, f)
        finally:
            self._pop_frame(step)
        if self._idle_mark() == before:
            self._idle[self._idle_key(rp, f)] = before

    def _check_timing(self, req: CheckTiming) -> Generator[Any, Any, Any]:
        if self._defer:
            return 0  # inside ``simultaneous``: the one check timing comes after all of them
        ct = self.trace.add(
            "check_timing",
            req.ja or "チェックタイミング",
            req.en or "check timing",
            req.clauses + self.ctx.principle("check_timing"),
            (self._frame(),),
        )
        if self.game.value_readings is not None and self.state.result is None:
            # a reading of how a value in force is computed, asked once its configuration is on
            # the board (``Game.value_readings``), before the rule processes read the values
            yield from self.game.value_readings(self.ctx)
        done = 0
        # each round's state (``_loop_state``, with the rule processes found idle, which a round
        # may change alone; not the effects, which a loop may pile up) → the decisions asked and
        # the rounds that began from it: a state that comes back a second time with no decision
        # asked since its first is an endless loop — found there, not after ``LOOP_LIMIT`` rounds
        # (twice, not once: a round may make progress the state does not show)
        seen: dict[str, tuple[int, list[int]]] = {}
        for round_no in range(LOOP_LIMIT):
            key = repr((self._loop_state(), sorted(self._idle)))
            back = seen.get(key)
            if back is None or back[0] != self.decisions:
                seen[key] = back = (self.decisions, [])
            back[1].append(round_no)
            if len(back[1]) >= 3 and self.state.result is None:
                if (yield from self._endless(ct, back[1][-2], round_no)):
                    return done
            due = self._due(("interrupt", "check"))
            if self._between:
                self._not_held_now(due, ct)
            if not self._in_interrupt and any(rp.kind == "interrupt" for rp, _f in due):
                # interrupt-type processes due here (held back, or true from the start) are
                # carried out as whenever their condition holds: one at a time, the turn
                # player's first, each re-checked after the one before — not together
                self._interrupts()
                done += 1
                continue
            if due:
                together = self.ctx.principle("check_rules") if len(due) > 1 else ()
                if together:
                    # one moment: a loss check due with others is carried out with them, last,
                    # so the game ends only once all of them are done (``RuleProcess.ends_game``)
                    due = sorted(due, key=lambda d: d[0].ends_game)
                first = self.ctx.principle("check_rule_step") + self.ctx.principle(
                    "rule_check_timing"
                )

                def carry_out(
                    due: list[tuple[RuleProcess, Finding]] = due,
                    together: tuple[str, ...] = together,
                    first: tuple[str, ...] = first,
                ) -> Generator[Any, Any, Any]:
                    for rp, f in due:
                        # the check timing is when the process is carried out: it is a cause too
                        f = Finding(f.player, f.watch + (f"step:{ct}",), f.data)
                        yield from self._rule(rp, f, together + first)

                # carried out together (one moment) when several are due
                yield from (self._together(carry_out()) if together else carry_out())
                done += len(due)
                continue
            yield from self._waited_gone(ct)
            yield from self._near_checked(ct)
            if req.rules_only:
                return done
            played = False
            tiers = sorted({self.game.abilities[p.ability].tier for p in self.state.pending})
            for tier, player in [(t, pl) for t in tiers for pl in self.state.order()]:
                mine = [
                    p
                    for p in self.state.pending
                    if p.master == player and self.game.abilities[p.ability].tier == tier
                ]
                if not mine:
                    continue
                if len(mine) > 1:
                    per_card = Counter(p.source for p in mine)
                    opts = tuple(
                        Option(
                            str(p.id),
                            self._pending_label(p, "ja"),
                            self._pending_label(p, "en"),
                            p,
                            # two abilities of one card are told apart by their index (its N-th
                            # ability: ``<card>#N``, as in ``expect.triggered``)
                            # (``data["sig"]``: the game says two are alike, e.g. two copies
                            # of one given ability)
                            sig=(p.ability, p.source, p.data.get("sig", p.data.get("index"))),
                            aliases=(
                                p.ability,
                                *self._pending_aliases(p, per_card[p.source] == 1),
                            ),
                        )
                        for p in mine
                    )
                    pick = yield Choose(
                        player,
                        "pending_order",
                        "待機状態の自動能力から1つ選んでプレイする",
                        "choose a pending automatic ability to play",
                        opts,
                        self.ctx.principle(self.game.abilities[mine[0].ability].order_principle),
                    )
                else:
                    pick = mine[0]
                yield from self._play_pending(pick, ct, again=done > 0)
                played = True
                done += 1
                break
            if not played:
                return done
        raise EngineLoop("the check timing does not end (endless loop?)")

    def _loop_state(self) -> Any:
        """What a round of a check timing starts from: every zone's cards (``loops.board``), the
        abilities waiting (without their ids) and the vars."""
        from ruling.loops import board

        pending = tuple(
            sorted(
                repr((p.ability, p.master, p.source, sorted(p.data.items())))
                for p in self.state.pending
            )
        )
        return (
            board(self.ctx),
            pending,
            repr(sorted(self.state.vars.items(), key=lambda kv: kv[0])),
        )

    def _endless(self, ct: int, since: int, now: int) -> Generator[Any, Any, bool]:
        """Round ``now`` of a check timing begins from exactly the state round ``since`` did
        (every zone's cards the same, the same abilities waiting, the same vars) with no decision
        of a player asked between them: the game repeats that series of actions for ever and no
        player has a choice to stop it — an endless loop nobody can stop, which the game's rules
        end in a draw (principle ``endless_loop``: vs 10.1.2, ws 11.1.1.1, vg 18.1.1, mc 16.1.1).
        Found at its first repetition, with a warning naming what repeats; a game without the
        rule: False (the engine goes on, and says it could not finish)."""
        clauses = self.ctx.principle("endless_loop")
        if not clauses:
            return False
        waiting = sorted({self._pending_label(p, "ja") for p in self.state.pending})
        waiting_en = sorted({self._pending_label(p, "en") for p in self.state.pending})
        self.warn(
            "endless_loop",
            f"永久循環: チェックタイミングの処理の {now + 1} 回目が {since + 1} 回目とまったく同一の状態"
            f"（すべての領域のカード、待機状態の能力）から始まり、その間にどちらのプレイヤーにも選択が"
            f"ない（待機状態: {'、'.join(waiting) or 'なし'}）。循環はここで打ち切る",
            f"endless loop: round {now + 1} of the check timing's processing begins from exactly the "
            f"state round {since + 1} did (every zone's cards, the abilities waiting), with no "
            f"choice for either player between them (waiting: {', '.join(waiting_en) or 'none'}); "
            "the loop is cut off here",
            clauses,
        )
        players = tuple(self.state.players)
        back = yield Mark(
            clauses=clauses,
            caused_by=(ct,),
            ja="チェックタイミングの処理が開始時点とまったく同一の状態に戻り、どちらのプレイヤーにも止める選択肢が"
            "ない: 永久循環",
            en="the check timing's processing comes back to exactly the state it began from, and "
            "no player has a choice that stops it: an endless loop",
        )
        yield Lose(
            players=players,
            reason="loop",
            clauses=clauses,
            caused_by=(back,),
            ja="どちらのプレイヤーにも止める方法がない永久循環のため、ゲームは引き分けで終了",
            en="an endless loop neither player can stop: the game ends in a draw",
        )
        return True

    def _pending_aliases(self, p: Pending, only: bool = False) -> tuple[str, ...]:
        """``<card>#N`` for the N-th ability of the card (when the game gives its index), the
        card named by its name, uid or slot (``A.center_front``); ``only``: the card's only
        pending ability among the options, also named by the card alone."""
        index = p.data.get("index")
        card = self.state.card(p.source) if p.source else None
        if card is None:
            return ()
        refs = [card.name, card.uid]
        w = self.state.find(card.uid)
        short = w[1].rpartition(".")[2] if w else ""
        if w and "." in w[1] and self.game.zone_ref(short) == w[1]:
            refs.append(f"{w[0]}.{short}")  # a position inside a zone group: a slot
        out = [f"{ref}#{index + 1}" for ref in refs if ref] if isinstance(index, int) else []
        # ``<card>#<ability id>`` (``まひる#encore``): the rules' ability of that kind the card
        # triggered, told apart from the card's own abilities pending beside it
        out += [f"{ref}#{p.ability}" for ref in refs if ref]
        return tuple(out + ([r for r in refs if r] if only else []))

    def _pending_label(self, p: Pending, lang: str) -> str:
        ab = self.game.abilities[p.ability]
        card = self.state.card(p.source) if p.source else None
        name = ab.ja if lang == "ja" else ab.en
        return f"{name} ({card.label})" if card else name

    def _play_pending(self, p: Pending, ct: int, again: bool = False) -> Generator[Any, Any, Any]:
        """Play and resolve pending ``p`` at check timing ``ct``; ``again``: something was done at
        this check timing before (an ability played, a rule process): the procedure went back to
        its first step before this one was chosen (principle ``check_again``)."""
        self.state.pending = [x for x in self.state.pending if x.id != p.id]
        ab = self.game.abilities[p.ability]
        step = self.trace.add(
            "play_ability",
            f"{p.master} が{self._pending_label(p, 'ja')}をプレイし解決する",
            f"{p.master} plays and resolves {self._pending_label(p, 'en')}",
            ab.clauses
            + self.ctx.principle(ab.order_principle)
            + (self.ctx.principle("check_again") if again else ()),
            # the check timing it is played at is a cause too (rule processes came first)
            (p.step, ct) if ct >= 0 else (p.step,),
            p.master,
            {"ability": ab.id, "source": p.source, "index": p.data.get("index")},
            events=_ability_events(("play", "resolve"), p.source, p.data, ab),
        )
        self._last_played = step
        self._frames.append(step)
        try:
            yield from ab.resolve(self.ctx, p)
        finally:
            self._pop_frame(step)

    # ------------------------------------------------------------------ choices

    def _leave_for_later(self, ans: Answer, req: Choose, distinct: list[Option]) -> None:
        """An answer this choice does not take is left for a later one; if none takes it, it
        is refused as an answer to this one (``resolve.run_once``)."""
        keys = ", ".join(o.key for o in distinct)
        self.left_for_later.setdefault(
            ans.index,
            ScenarioAnswerError(
                ans.index,
                f"{req.en}: '{ans.choose}' is none of the options ({keys})",
                f"{req.ja}: '{ans.choose}' は選択肢（{keys}）のいずれでもありません",
            ),
        )

    def _choose(self, req: Choose) -> Any:
        opts = list(req.options)
        if not req.reading and not req.chance and len({o.sig or o.key for o in opts}) > 1:
            # a decision a player makes (not a reading, not chance): one that may stop an endless
            # loop (``_endless``)
            self.decisions += 1
        if req.reading:
            self.warn(
                "ambiguity",
                f"{req.ja}: 条文からは読みが一つに定まりません（"
                + " / ".join(o.ja for o in opts)
                + f"; {'、'.join(req.clauses)}）",
                f"{req.en}: the rules text admits more than one reading ("
                + " / ".join(o.en for o in opts)
                + f"; {', '.join(req.clauses)})",
                req.clauses,
            )
        if req.reading:
            point = (req.ja, tuple(o.key for o in opts))
            again = next((o for o in opts if o.key == self.readings_taken.get(point)), None)
            if again is not None:
                # one replay reads the rules one way: the point raised again (the same ability
                # used twice, a loop) takes the reading it took before, not a branch of its own
                self._after_choice = self.trace.add(
                    "choice",
                    f"条文の読み: {req.ja} → {again.ja}（この再生で先に取った読み）",
                    f"the rules read: {req.en} -> {again.en} (the reading this replay took before)",
                    req.clauses,
                    (self._frame(),),
                    req.player,
                )
                return again.value
            value = self._choose_open(req, opts)
            key = next((o.key for o in opts if o.value is value or o.value == value), None)
            if key is not None:
                self.readings_taken[point] = key
            return value
        return self._choose_open(req, opts)

    def _choose_open(self, req: Choose, opts: list[Option]) -> Any:
        """``_choose`` past the reading already taken: answered, branched or taken as the only one."""
        if req.unknown:
            return self._unknown(req, opts)
        if req.open:
            opts = opts + _named_values(self.answers, req, opts)
        kinds = self.asked.setdefault(req.player, [])
        for k in (req.kind, *req.also):
            if k not in kinds:
                kinds.append(k)
        # ``allowed:`` entries (assertions) that come before the next answer to this choice are
        # checked at the first choice of their player and kind; the answers go on in order around
        # them. An earlier answer of another player, or addressed (``at:``) to another kind of
        # choice — one that may never come (an encore the stock cannot pay, 10.2.2) — does not
        # hold an assertion back from this choice (round 21, ws/r21_007)
        nxt = next(
            (
                a.index
                for a in self.answers
                if a.allowed is None and a.player == req.player and _answers_kind(a, req, opts)
            ),
            None,
        )
        for ans in [
            a
            for a in self.answers
            if a.allowed is not None
            # a choice point offering nothing (a cancel timing at which none of the player's
            # cancels may be used) reads the assertions that something is not offered; one
            # that it is waits for a choice offering something
            and (opts or a.allowed is False)
            and (nxt is None or a.index < nxt)
            and a.player == req.player
            and _answers_kind(a, req, opts)
        ]:
            self.answers.remove(ans)
            # with no ``choose``, the assertion is about the choice point itself: it came
            # (a choice offering nothing is no choice the player makes)
            offered = bool(opts) if ans.choose is None else _match(opts, ans.choose) is not None
            self.offered.append((ans.index, bool(ans.allowed), offered, f"{req.kind}: {req.en}"))
        if self.answers and self.answers[0].allowed is not None:
            # the next answer is further on: assertions of other choices do not block it
            self.answers.sort(key=lambda a: (a.allowed is not None, a.index))
        if not opts:
            return None
        distinct: list[Option] = []
        seen: set[Any] = set()
        for o in opts:
            s = o.sig if o.sig is not None else o.key
            if s not in seen:
                seen.add(s)
                distinct.append(o)
        # the next ``choices:`` entry for this player (the other players' entries do not stand in
        # its way), if it may answer this kind of choice; when it is for another kind, the next
        # entry that is for this kind answers a real decision (options that differ) — a choice
        # with one possible result takes no answer meant for a later one
        # (an ``allowed:`` entry is an assertion: it answers nothing)
        mine = [
            i for i, a in enumerate(self.answers) if a.player == req.player and a.allowed is None
        ]
        at = next((i for i in mine if _answers_kind(self.answers[i], req, opts)), None)
        if (
            at is not None
            and len(distinct) >= 2
            and self.answers[at].at is None
            and _match(opts, self.answers[at].choose) is None
        ):
            # an entry without ``at:`` that names none of this choice's options answers a later
            # one (the writer answered the choices they foresaw): this choice is left open and
            # explored (branched) like any unanswered one; if no later choice takes the entry,
            # it is refused as an answer to this one (``resolve.run_once``)
            self._leave_for_later(self.answers[at], req, distinct)
            at = None
        if (
            at is None
            and mine
            and len(distinct) >= 2
            and self.answers[mine[0]].at in req.leads_to
            and _match(opts, self.answers[mine[0]].choose) is None
        ):
            # the next entry is addressed to the choice this one leads to (``Choose.leads_to``:
            # a card chosen after the count of cards to choose) and names none of its options: it
            # answers that later choice, so this one must lead there — a branch that does not
            # (a count of 0 before the card the writer chose) is ruled out (``resolve``)
            self._leave_for_later(self.answers[mine[0]], req, distinct)
        if at is not None and len(distinct) < 2:
            # nothing to decide (a cost paid one way only, 8.4.2; one legal target): the
            # entry is taken only when it names that option or is addressed to this kind
            # (``at:``) — an answer without ``at:`` naming something else is for a later choice
            ans = self.answers[at]
            # an entry naming an option that cannot be taken now (``Choose.unavailable``) is this
            # choice's: not followed, said below
            cannot = _match([o for o, _why in req.unavailable], ans.choose) is not None
            if at != mine[0] or (
                ans.at is None and _match(opts, ans.choose) is None and not cannot
            ):
                if at == mine[0]:
                    self._leave_for_later(ans, req, distinct)
                    if any(r.reading for r, _k in self.forced_used):
                        self.left_by_reading.setdefault(ans.index, distinct[0].key)
                at = None
            elif (
                cannot
                and _match(opts, ans.choose) is None
                and not any(r.reading for r, _k in self.forced_used)
            ):
                # an answer naming what this one-result choice cannot offer now (an upkeep
                # beyond the energy): a later choice of the kind may offer it (the next card's
                # upkeep, paid with energy gained in between) — the answer is left for it; taken
                # by none, it is this choice's, not followed and said (``resolve.run_once``)
                o, why = next(
                    (o, why) for o, why in req.unavailable if _match([o], ans.choose) is not None
                )
                self.unavailable_left.setdefault(ans.index, (req, o, tuple(why), distinct[0]))
                at = None
        if at is not None:
            ans = self.answers.pop(at)
            pick = _match(opts, ans.choose)
            named = _named(opts, ans.choose)
            if len(named) > 1:
                apart = ", ".join(_apart(o, named) for o in named)
                # the answer names options that differ (two abilities of one card by the card's
                # name): the first is taken, and the ruling says it rests on that
                self.warn(
                    "assumption",
                    f"{req.ja}: 回答「{ans.choose}」は異なる選択肢{len(named)}つに当てはまるため、"
                    f"最初の「{pick.ja if pick else ''}」とみなしました（区別する名前: {apart}）",
                    f"{req.en}: the answer '{ans.choose}' names {len(named)} different options; "
                    f"the first was taken (names that tell them apart: {apart})",
                    req.clauses,
                    key="answer_names_several",
                )
            gone = next(
                ((o, why) for o, why in req.unavailable if _match([o], ans.choose) is not None),
                None,
            )
            if pick is None and len(distinct) == 1 and any(r.reading for r, _k in self.forced_used):
                # under a reading of a point the rules text does not settle (``Choose.reading``)
                # the answer may be the writer's for another reading, under which this choice
                # offers it (a cost payable only there): here the one possible result is taken,
                # said; an answer followed under no reading is refused (``resolve.resolve``)
                only = distinct[0]
                if gone is None:
                    # (an answer for what cannot be done now is no answer for another reading:
                    # it is not done here, whatever the other readings do with it)
                    self.unfollowed.append(ans.index)
                self.warn(
                    "assumption",
                    f"{req.ja}: この条文の読みでは選択肢は「{only.ja}」だけのため、choices[{ans.index}]"
                    f"「{ans.choose}」は行えず、「{only.ja}」となる",
                    f"{req.en}: under this reading of the rules the only option is '{only.en}': "
                    f"choices[{ans.index}] '{ans.choose}' cannot be followed",
                    req.clauses,
                    key="answer_for_another_reading",
                )
                self._after_choice = self.trace.add(
                    "choice",
                    f"{req.player} の選択: {req.ja} → {only.ja}（「{ans.choose}」はこの読みでは選べない）",
                    f"{req.player} chooses: {req.en} -> {only.en} ('{ans.choose}' is no option "
                    "under this reading)",
                    req.clauses,
                    (self._frame(),),
                    req.player,
                )
                return only.value
            if pick is None and gone is not None and len(distinct) == 1:
                # the answer asks for what cannot be done now (a payment beyond the player's
                # means): it is not done (principle ``impossible``); the one possible option is
                # taken, said, with the clauses that make the answer impossible
                only, (o, why) = distinct[0], gone
                clauses = tuple(
                    dict.fromkeys((*req.clauses, *why, *self.game.principles.get("impossible", ())))
                )
                self.warn(
                    "assumption",
                    f"{req.ja}: choices[{ans.index}]「{ans.choose}」（{o.ja}）は今は行えないため行われず、"
                    f"「{only.ja}」となる",
                    f"{req.en}: choices[{ans.index}] '{ans.choose}' ({o.en}) cannot be done now: "
                    f"it is not done, and the choice is '{only.en}'",
                    clauses,
                    key="answer_not_possible",
                )
                self._after_choice = self.trace.add(
                    "choice",
                    f"{req.player} の選択: {req.ja} → {only.ja}（「{ans.choose}」は行えない）",
                    f"{req.player} chooses: {req.en} -> {only.en} ('{ans.choose}' cannot be done)",
                    clauses,
                    (self._frame(),),
                    req.player,
                )
                return only.value
            if pick is None:
                keys = ", ".join(o.key for o in distinct)
                # on a branch the engine took (a reading of a point the rules text does not
                # settle, or a choice the scenario left open, as how many cards to look at), an
                # answer naming none of several options is the writer's for another branch (the
                # card it names is seen, or sent away, only there): this branch is one the
                # scenario rules out (``resolve``: refused only when every branch is)
                raise (AnswerForAnotherReading if self.forced_used else ScenarioAnswerError)(
                    ans.index,
                    f"{req.en}: '{ans.choose}' is none of the options ({keys})",
                    f"{req.ja}: '{ans.choose}' は選択肢（{keys}）のいずれでもありません",
                )
            self._after_choice = self.trace.add(
                "choice",
                f"{req.player} の選択（シナリオ指定）: {req.ja} → {pick.ja}",
                f"{req.player} chooses (as the scenario says): {req.en} -> {pick.en}",
                req.clauses,
                (self._frame(),),
                req.player,
            )
            return pick.value
        if len(distinct) == 1:
            pick = distinct[0]
            if len(opts) > 1:
                self.trace.add(
                    "choice",
                    f"{req.player} の選択: {req.ja} → {pick.ja}（どれを選んでも同じ）",
                    f"{req.player} chooses: {req.en} -> {pick.en} (all options are alike)",
                    req.clauses,
                    (self._frame(),),
                    req.player,
                )
            return pick.value
        if req.assume is not None:
            self.warn("assumption", *req.assume, req.clauses, key="first_option_taken")
            return distinct[0].value
        if self.forced or self.take_first:
            key = self.forced.pop(0) if self.forced else distinct[0].key
            who_ja, who_en = (
                ("条文の読み", "the rules read") if req.reading else (req.player, req.player)
            )
            return self._branch(req, distinct, key, f"{who_ja}（分岐）", f"{who_en} (branch)")
        raise NeedChoice(req, distinct)

    def _branch(self, req: Choose, opts: list[Option], key: Any, who_ja: str, who_en: str) -> Any:
        """Takes the option ``key`` of a choice point explored as a branch (replayed from
        ``forced``, or the first one): recorded as the branch taken, its value returned."""
        pick = next((o for o in opts if o.key == key), None)
        if pick is None:
            raise RuntimeError(f"branch replay diverged at {req.kind}: {key}")
        self.forced_used.append((req, key))
        self._after_choice = self.trace.add(
            "choice",
            f"{who_ja}: {req.ja} → {pick.ja}",
            f"{who_en}: {req.en} -> {pick.en}",
            req.clauses,
            (self._frame(),),
            req.player,
            {"branch": key},
        )
        return pick.value

    def _unknown(self, req: Choose, opts: list[Option]) -> Any:
        """A choice point on a value the scenario does not give (``Choose.unknown``): no
        ``choices:`` entry answers it; one option is taken, the others are explored."""
        if len(opts) == 1:
            return opts[0].value
        if not self.forced:
            raise NeedChoice(req, opts)
        return self._branch(
            req,
            opts,
            self.forced.pop(0),
            "シナリオに書かれていない値（分岐）",
            "a value not given (branch)",
        )


def _number(value: Any) -> float | None:
    """A var's value as a number, or None (not given, not a number)."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        return float(value)
    except ValueError:
        return None


def _answers_kind(ans: Any, req: Choose, opts: list[Option]) -> bool:
    """Whether a ``choices:`` entry may answer this kind of choice: no ``at:``, the choice's own
    kind, or one of its other ids (``Choose.also``) with an answer among its options (an
    ``at: cost`` entry naming a card is left for the cost choice that follows the yes/no)."""
    if req.addressed_only:
        return ans.at == req.kind or ans.at in req.also
    if req.reading and ans.at is None and _match(opts, ans.choose) is None:
        # a reading of a point the rules text does not settle is the engine's to run, not a
        # player's decision: an entry without ``at:`` that names none of its readings is for a
        # player's choice (which a reading's branch may never reach) — not left for later by it
        return False
    if ans.at in (None, req.kind):
        return True
    if ans.at == CARD_CHOICE and req.kind == "choose":
        # a card chosen by card text, addressed ``at: choose_card`` as vs names that choice (a
        # writer of any game may: docs/scenarios.md, round 35 — seven blind ws files did) when it
        # names one of the cards offered
        return _match(opts, ans.choose) is not None
    # an open choice (``Choose.open``) takes a value none of its options is, addressed by any
    # of its ids
    return ans.at in req.also and (req.open or _match(opts, ans.choose) is not None)


def _named_values(answers: list[Any], req: Choose, opts: list[Option]) -> list[Option]:
    """The values this player's ``choices:`` entries for an open choice (``Choose.open``) name
    that are none of its options: its ``allowed:`` entries up to its next answer, and that answer
    — each an option of its own (the value declared as written)."""
    out: list[Option] = []
    for a in answers:
        if a.player != req.player or not _answers_kind(a, req, opts):
            continue
        if (
            a.choose is not None
            and not isinstance(a.choose, bool)
            and _match([*opts, *out], a.choose) is None
        ):
            v = str(a.choose).strip()
            out.append(Option(v, v, v, v))
        if a.allowed is None:
            break
    return out


CARD_CHOICE = "choose_card"


_ORIENT_JA = {"stand": "スタンド", "rest": "レスト", "reverse": "リバース"}


def _ability_events(
    kinds: tuple[str, ...], source: str | None, data: Mapping[str, Any], ab: AbilityDef
) -> list[tuple[str, str, str]]:
    """trigger / play / resolve events of an ability of card ``source`` (its index, when the
    game gives one, is the detail: 0 = the card's first ability; an ability of the rules'
    own, ``AbilityDef.of_rules``, has its id as the detail)."""
    if not source:
        return []
    index = data.get("index")
    detail = str(index) if isinstance(index, int) else (ab.id if ab.of_rules else "")
    return [(k, source, detail) for k in kinds]


def _card_state(card: Card, key: str) -> Any:
    if key in ("orientation", "face_up", "name"):
        return getattr(card, key)
    return card.states.get(key)


def _named(opts: list[Option], wanted: Any) -> list[Option]:
    """The options an answer names, one per distinct option (``sig``)."""
    out: dict[Any, Option] = {}
    for o in opts:
        if _match([o], wanted) is not None:
            out.setdefault(o.sig if o.sig is not None else o.key, o)
    return list(out.values())


def _apart(o: Option, named: list[Option]) -> str:
    """A name of ``o`` none of the other ``named`` options has (else its key)."""
    others = {n.lower() for x in named if x is not o for n in (x.key, x.ja, x.en, *x.aliases)}
    return next((n for n in (*o.aliases, o.ja, o.key) if n and n.lower() not in others), o.key)


def _nested_allowed(params: Mapping[str, Any]) -> list[bool]:
    """The ``allowed:`` of every action listed in an action's parameters, at any depth."""
    out: list[bool] = []
    for v in params.values():
        if not isinstance(v, list):
            continue
        for sub in v:
            if isinstance(sub, Mapping) and "do" in sub:
                if isinstance(sub.get("allowed"), bool):
                    out.append(sub["allowed"])
                out += _nested_allowed(sub)
    return out


def printed_text_names(source: str) -> tuple[str, ...]:
    """The names an effect's source 「<card>: <its ability's text>」 gives it by that text as the
    card prints it: the whole text (with its leading labels, vs 「[リング]…」, ws 【自】 …) and the
    text after them (and after the 「：」 that ends them, vg 「【永】【(R)】：…」), each with or without
    its closing 「。」."""
    _card, sep, text = source.partition(": ")
    text = text.strip() if sep else ""
    if not text:
        return ()
    bare = re.sub(r"^(?:\s*(?:\[[^\]]*\]|【[^】]*】|［[^］]*］))+\s*[：:]?\s*", "", text)
    out = [t for x in (text, bare) for t in (x, x.rstrip("。")) if t]
    return tuple(dict.fromkeys(out))


def replacing_action_names(text: str) -> tuple[str, ...]:
    """The names a replacement effect's text gives it by its replacing action: 「[行動A]する際、
    かわりに[行動B]する」 (ws 8.2.1.3.1, vg 11.3.1.3.1 …) is named 「かわりに[行動B]する」 or
    「[行動B]する」 (a ``choices:`` answer ``かわりに手札に戻す``); () for a text with no 「かわりに」."""
    _, sep, rest = text.partition("かわりに")
    act = rest.split("。")[0].strip() if sep else ""
    return (f"かわりに{act}", act) if act else ()


def _match(opts: list[Option], wanted: Any) -> Option | None:
    if isinstance(wanted, bool):
        wanted = "yes" if wanted else "no"
    w = str(wanted).strip().lower()
    for o in opts:
        if w in {o.key.lower(), o.ja.lower(), o.en.lower(), *(a.lower() for a in o.aliases)}:
            return o
    return None


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return repr(value)
