"""The resolver: run a scenario through the engine and assemble the ruling.

Choices the scenario does not answer, and hidden information (a shuffled deck), are explored
as branches: the scenario is replayed once per option (bounded by ``limit`` leaves). If every
branch ends the same way the ruling says so; otherwise it answers "depends on X's choice" with
the outcome of each branch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ruling import assertions, notmet, values
from ruling.core import (
    Answer,
    AnswerForAnotherReading,
    Ctx,
    Engine,
    EngineLoop,
    NeedChoice,
    ScenarioAnswerError,
    ScenarioInputError,
    Unsupported,
    WarningItem,
)
from ruling.rules import Choose, Game, Reject, get_game
from ruling.scenario import Diagnostic, ScenarioError, build, load
from ruling.state import GameState, diff
from ruling.trace import Trace
from ruling.zone import stated_cards

if TYPE_CHECKING:
    from ruling.scenario_models import Scenario

BRANCH_LIMIT = 64


class AnswerNotTaken(ScenarioError):
    """A replay in which a ``choices:`` entry left for a later choice (it named none of the
    options of an earlier one) was taken by no choice. Among the branches of a choice left open,
    such a branch is one the scenario rules out — it states that later answer, which that
    branch's earlier choice leaves no room for (a count of cards looked at that does not reach
    the card the writer then chooses); only when every branch is ruled out is the entry refused
    (``choices[N]: … is none of the options``)."""

    def __init__(self, file: str, diagnostics: list[Diagnostic], index: int) -> None:
        super().__init__(file, diagnostics)
        self.index = index


@dataclass
class BranchChoice:
    """A choice a branch of the ruling took (a player's, or a reading of the rules)."""

    player: str
    kind: str
    ja: str
    en: str
    option: str
    option_ja: str
    option_en: str
    chance: bool = False  # a random result, not the player's decision (Choose.chance)
    reading: bool = False  # a reading of clauses the rules text does not settle (Choose.reading)
    clauses: tuple[str, ...] = ()  # the clauses of the choice point (a reading's competing ones)
    preferred: bool = True  # a reading: the engine's own (the first option), not the other
    unknown: bool = False  # a result of a value the scenario does not give (Choose.unknown)
    aliases: tuple[str, ...] = ()  # other names of the option (a card's name: Option.aliases)


@dataclass
class Leaf:
    """One branch's result: the choices taken, the outcome, the deciding clauses, the trace."""

    choices: list[BranchChoice]
    outcome: dict[str, Any]
    decided_by: list[str]
    trace: Trace
    initial: GameState
    final: GameState
    warnings: list[Any]
    targets: list[int]
    rejected: list[int]
    ctx: Ctx | None = None  # the engine at the end (card values are read through it)
    checks: list[str] = field(default_factory=list)  # problems of ``check`` actions
    # per action of the scenario: (index, verb, step, refused-by step or None)
    actions: list[tuple[int, str, int | None, int | None]] = field(default_factory=list)
    allowed: list[tuple[int, bool, int | None]] = field(default_factory=list)
    offered: list[tuple[int, bool, bool, str]] = field(default_factory=list)
    unfollowed: list[int] = field(default_factory=list)  # answers no option here (a reading)


def _ended_by(lf: Leaf) -> str | None:
    """The reason of the game's end in ``lf`` (``Result.reason``), None while it goes on."""
    res = lf.final.result if lf.final is not None else None
    return res.reason if res is not None else None


def _cited(lf: Leaf, silent: set[tuple[str, ...]]) -> list[str]:
    """The clauses ``lf`` rests on (``Leaf.decided_by``) but those only the reading choice steps
    of the ``silent`` points (``Ruling.silent_points``) cite: such a step cites them only for
    the choice, which the outcome does not turn on."""
    if lf.trace is None:
        return lf.decided_by
    quiet = {frozenset(cl) for cl in silent}
    by_choice: set[str] = set()
    by_other: set[str] = set()
    for i in lf.trace.ancestors(lf.targets):
        st = lf.trace.steps[i]
        if st.event == "choice" and "branch" in st.data and frozenset(st.clauses) in quiet:
            by_choice.update(st.clauses)
        else:
            by_other.update(st.clauses)
    drop = by_choice - by_other
    return [c for c in lf.decided_by if c not in drop]


def _nothing_by_reading(lf: Leaf, raised: set[frozenset[str]]) -> list[str]:
    """The clauses of the steps of ``lf`` that record an action doing nothing (a ``mark`` step that
    changed nothing: no target found, 8.5.4.1.3 / 1.3.2 …) as the direct consequence of taking a
    reading of a ``raised`` point (one whose readings give different outcomes): what the reading
    led to is why the outcome under it is what it is, though the step touches nothing asked
    (the card asked about may come only later)."""
    if lf.trace is None or not raised:
        return []
    steps = lf.trace.steps
    took = {s.index for s in steps if s.event == "choice" and frozenset(s.clauses) in raised}
    out: list[str] = []
    for s in steps:
        if (
            s.event == "mark"
            and took & set(s.caused_by)
            and not s.events
            and not s.data.get("moves")
        ):
            out.extend(s.clauses)
    return out


@dataclass
class Ruling:
    """A scenario's ruling: its branches, under each reading of what the rules do not settle."""

    scenario: Scenario
    leaves: list[Leaf]  # under the engine's reading of every clause the text does not settle
    truncated: bool = False
    errors: list[str] = field(default_factory=list)
    # the same situation under the other readings (``Choose.reading``): an outcome that differs
    # there makes the ruling depend on the reading
    alternates: list[Leaf] = field(default_factory=list)
    _points: dict[tuple[str, ...], bool] | None = field(default=None, repr=False, compare=False)

    @property
    def main(self) -> Leaf:
        return self.leaves[0]

    @property
    def branched(self) -> bool:
        return len(self.leaves) > 1

    @property
    def outcome(self) -> dict[str, Any]:
        out = self._outcome()
        if any(w.may_decide for w in self.warnings()):
            # card text on the board the engine did not run, which could have acted
            out = {**out, "may_depend_on_unsupported": True}
        if not self.alternates:
            return out
        differs = [cl for cl, raised in self.reading_points().items() if raised]
        if not differs:
            return {**out, "regardless_of_reading": True}
        # every point the outcome depends on (the same situation may pass through several), and
        # under each other reading the question of the point read otherwise there
        return {
            **out,
            "depends_on_reading": list(dict.fromkeys(c for cl in differs for c in cl)),
            "readings": [
                {
                    "reading": [c.option for c in lf.choices if c.reading],
                    "about": {"ja": about.ja, "en": about.en},
                    "outcome": lf.outcome,
                }
                for lf in self.alternates
                for about in [
                    next(
                        (c for c in lf.choices if c.reading and not c.preferred),
                        next(c for c in lf.choices if c.reading),
                    )
                ]
            ],
        }

    def _outcome(self) -> dict[str, Any]:
        if not self.branched:
            return self.main.outcome
        outs = [lf.outcome for lf in self.leaves]
        if all(o == outs[0] for o in outs):
            chance = any(c.chance for lf in self.leaves for c in lf.choices)
            # "under either reading" only where the leaves themselves ran more than one reading of
            # a point: the preferred reading alone, with the others run apart as ``alternates``,
            # says nothing of them (``outcome`` adds what they say)
            options: dict[tuple[str, tuple[str, ...]], set[str]] = {}
            for lf in self.leaves:
                for c in lf.choices:
                    if c.reading:
                        options.setdefault((c.kind, c.clauses), set()).add(c.option)
            reading = any(len(o) > 1 for o in options.values())
            unknown = any(c.unknown for lf in self.leaves for c in lf.choices)
            return {
                **outs[0],
                "regardless_of": _first_choosers(self.leaves),
                **({"regardless_of_chance": True} if chance else {}),
                **({"regardless_of_unknown": True} if unknown else {}),
                **({"unknown_values": self._unknown_values()} if unknown else {}),
                **({"regardless_of_reading": True} if reading else {}),
            }
        first = next(c for c in self.leaves[0].choices if not c.reading)
        return {
            # what every branch shares (the game goes on whatever the choice, the same loser…)
            **_shared(outs),
            "depends_on": first.player,
            "choice": first.kind,
            **(
                {"by_chance": True, "about": {"ja": first.ja, "en": first.en}}
                if first.chance
                else {}
            ),
            **(
                {"by_unknown": True, "about": {"ja": first.ja, "en": first.en}}
                if first.unknown
                else {}
            ),
            "branches": [
                {
                    "choices": [c.option for c in lf.choices],
                    # how the ruling names each option in words (a card, a slot, an ability
                    # pending — not the engine's id for it)
                    "labels": {
                        "ja": [c.option_ja for c in lf.choices],
                        "en": [c.option_en for c in lf.choices],
                    },
                    "outcome": lf.outcome,
                }
                for lf in self.leaves
            ],
        }

    def _unknown_values(self) -> list[dict[str, Any]]:
        """The values not given that the ruling branched on: what each is and the clauses of
        the comparison that read it."""
        out: list[dict[str, Any]] = []
        for lf in self.leaves:
            for c in lf.choices:
                item = {"ja": c.ja, "en": c.en, "clauses": list(c.clauses)}
                if c.unknown and item not in out:
                    out.append(item)
        return out

    @property
    def decided_by(self) -> list[str]:
        out: dict[str, None] = {}
        outcome = self._outcome()
        if "depends_on" in outcome:
            # the outcome depends on a choice: the clause that gives the choice decides it too
            first = next(c for c in self.leaves[0].choices if not c.reading)
            for c in first.clauses:
                out.setdefault(c, None)
        elif outcome.get("regardless_of_unknown"):
            # "whatever the value the scenario does not give": the comparisons branched on, each
            # result read to the same outcome, decide that answer (the ruling names them)
            for lf in self.leaves:
                for ch in lf.choices:
                    if ch.unknown:
                        for c in ch.clauses:
                            out.setdefault(c, None)
        # a reading point the ruling does not raise (the same outcome under each reading) decides
        # nothing: the step that took the engine's reading adds no clause of its own
        silent = self.silent_points() if self.alternates else set()
        raised = (
            {frozenset(cl) for cl, up in self.reading_points().items() if up}
            if self.alternates
            else set()
        )
        for lf in self.leaves + self.raised_alternates():
            for c in _cited(lf, silent) if silent else lf.decided_by:
                out.setdefault(c, None)
            for c in _nothing_by_reading(lf, raised):
                out.setdefault(c, None)
        return list(out)

    def raised_alternates(self) -> list[Leaf]:
        """The leaves run under another reading of a point the ruling raises: a leaf whose other
        readings are all of silent points (the outcome the same under them) gives no reason and
        no warning of its own."""
        silent = self.silent_points()
        return [
            lf
            for lf in self.alternates
            if any(
                c.reading and not c.preferred and tuple(c.clauses) not in silent for c in lf.choices
            )
        ]

    def reading_points(self) -> dict[tuple[str, ...], bool]:
        """Each reading choice point the ruling branched on (``Choose.reading``), by its
        clauses: whether the outcome it gives differs between the readings (raised) or not
        (silent). Under each leaf run with another reading of the point, the outcome is compared
        with that of the leaf making the same other choices (the same players choosing the same
        options) under the engine's reading — a leaf with no such counterpart (the readings lead
        to other choices, or to other players deciding) differs; a point
        whose other reading was not run (the scenario answered it, the branch budget was spent)
        is raised, as its readings cannot be compared."""
        if self._points is not None:
            return self._points
        out: dict[tuple[str, ...], bool] = {}
        every = self.leaves + self.alternates
        for lf in every:
            for c in lf.choices:
                if c.reading:
                    out.setdefault(tuple(c.clauses), False)
        for cl in out:
            others = [
                lf
                for lf in every
                if any(c.reading and tuple(c.clauses) == cl and not c.preferred for c in lf.choices)
            ]
            if not others:
                out[cl] = True
                continue
            for lf in others:
                same = _counterpart(every, lf, cl)
                # a game over by another rule (its result's reason: a loss at once inside a
                # process, or a loss condition read at the check timing) is another answer too
                if same is None or lf.outcome != same.outcome or _ended_by(lf) != _ended_by(same):
                    out[cl] = True
                    break
        self._points = out
        return out

    def silent_points(self) -> set[tuple[str, ...]]:
        """The reading choice points whose readings give the same outcome: not raised."""
        return {cl for cl, raised in self.reading_points().items() if not raised}

    def warnings(self) -> list[Any]:
        seen: set[str] = set()
        out = []
        # a reading choice point says it is unsettled (``Engine._choose``) only where the
        # outcome differs between its readings
        silent = {
            (cl, c.ja)
            for lf in self.leaves + self.alternates
            for c in lf.choices
            if c.reading and (cl := tuple(c.clauses)) in self.silent_points()
        }
        for lf in self.leaves + self.raised_alternates():
            for w in lf.warnings:
                if w.kind == "ambiguity" and any(
                    tuple(w.clauses) == cl and w.ja.startswith(f"{ja}: ") for cl, ja in silent
                ):
                    continue
                if w.ja not in seen:
                    seen.add(w.ja)
                    out.append(w)
        return out


def _shared(outs: list[dict[str, Any]]) -> dict[str, Any]:
    """The outcome keys every branch agrees on (``state``: the entries all branches share), so a
    ruling that depends on a choice still says what holds whatever the choice."""
    keys = [k for k in outs[0] if all(k in o and o[k] == outs[0][k] for o in outs)]
    out = {k: outs[0][k] for k in keys if k != "state"}
    states = [o.get("state") for o in outs]
    if all(isinstance(st, dict) for st in states):
        first = states[0]
        assert isinstance(first, dict)
        common = {
            k: v
            for k, v in first.items()
            if all(isinstance(st, dict) and k in st and st[k] == v for st in states)
        }
        if common:
            out["state"] = common
    return out


def _counterpart(every: list[Leaf], alt: Leaf, point: tuple[str, ...]) -> Leaf | None:
    """The leaf making the same choices as ``alt`` (the same players choosing the same options)
    but under the engine's reading of ``point``; None when there is none — the readings lead to
    other choices, or to the same ones made by other players (who decides is part of the
    outcome the ruling gives: ``depends_on``)."""

    def rest(lf: Leaf) -> list[tuple[str, str, tuple[str, ...], str]]:
        return [
            (c.player, c.kind, tuple(c.clauses), c.option)
            for c in lf.choices
            if not (c.reading and tuple(c.clauses) == point)
        ]

    want = rest(alt)
    for lf in every:
        if lf is alt or any(
            c.reading and tuple(c.clauses) == point and not c.preferred for c in lf.choices
        ):
            continue
        if rest(lf) == want:
            return lf
    return None


def _first_choosers(leaves: list[Leaf]) -> list[str]:
    out: dict[str, None] = {}
    for lf in leaves:
        for c in lf.choices:
            if not c.chance and not c.reading and not c.unknown:
                out.setdefault(c.player, None)
    return list(out)


def resolve_file(path: str | Path, limit: int = BRANCH_LIMIT) -> Ruling:
    return resolve(load(path), limit, str(path))


def resolve(scn: Scenario, limit: int = BRANCH_LIMIT, file: str = "<scenario>") -> Ruling:
    leaves: list[Leaf] = []
    queue: list[list[str]] = [[]]
    truncated = False
    ruled_out: list[AnswerNotTaken] = []  # branches the scenario's later answers rule out
    while queue:
        forced = queue.pop(0)
        if len(leaves) + len(queue) + 1 >= limit:
            # the budget is spent: from here every choice keeps its first option only, so each
            # branch left is completed in one replay, not one replay per choice left (branches
            # many choices deep cost limit x depth replays: issue 17). In the order the queue
            # would finish them: a branch with more choices left goes round more often.
            done = []
            for prefix in [forced, *queue]:
                try:
                    leaf = run_once(scn, prefix, file, take_first=True)
                except AnswerNotTaken as exc:
                    ruled_out.append(exc)
                    continue
                done.append((len(leaf.choices) - len(prefix), leaf))
            queue.clear()
            truncated |= any(more for more, _ in done)
            leaves += [leaf for _, leaf in sorted(done, key=lambda d: d[0])]
            break
        try:
            leaves.append(run_once(scn, forced, file))
        except AnswerNotTaken as exc:
            ruled_out.append(exc)
        except NeedChoice as need:
            opts = [o.key for o in need.options]
            if len(leaves) + len(queue) + len(opts) > limit:
                truncated = True
                opts = opts[: max(1, limit - len(leaves) - len(queue))]
            queue.extend(forced + [k] for k in opts)
    if ruled_out:
        if not leaves:
            raise ruled_out[0]  # no branch takes the entry: refused as an answer to the first
        _note_ruled_out(scn, leaves, ruled_out)
    never = set.intersection(*(set(lf.unfollowed) for lf in leaves)) if leaves else set()
    if never:
        # an answer that no reading lets the player follow is no answer meant for another
        # reading: refused as any answer naming none of the options
        i = min(never)
        raise ScenarioError(
            file,
            [
                Diagnostic(
                    f"choices[{i}]",
                    f"'{scn.choices[i].choose}' is an option of the choice under no reading",
                    ja=f"「{scn.choices[i].choose}」はどの条文の読みでも選択肢にありません",
                )
            ],
        )
    main = [lf for lf in leaves if all(c.preferred for c in lf.choices)]
    alternates = [lf for lf in leaves if lf not in main]
    return Ruling(scn, main or leaves, truncated, alternates=alternates if main else [])


def _note_ruled_out(scn: Scenario, leaves: list[Leaf], ruled_out: list[AnswerNotTaken]) -> None:
    """Say, in every branch kept, that the branches of an open choice in which a later answer
    of the scenario is taken by no choice were set aside (``AnswerNotTaken``)."""
    idx = sorted({e.index for e in ruled_out})
    names = ", ".join(
        f"choices[{i}] ({scn.choices[i].player}: {scn.choices[i].choose})" for i in idx
    )
    n = len(ruled_out)
    for lf in leaves:
        lf.warnings.append(
            WarningItem(
                "assumption",
                f"未回答の選択の分岐のうち、シナリオの回答 {names} を取る選択が生じない{n}件は、"
                "その回答と両立しないため除きました",
                f"{n} branch(es) of a choice left unanswered, in which the scenario's answer "
                f"{names} is taken by no choice, were set aside as ruled out by that answer",
                key="branches_ruled_out_by_answer",
            )
        )


def _by_number(state: Any, choose: Any) -> Any:
    """A ``choose:`` naming a card by its collector number (``{card: DZ-BT12/003}`` in a zone)
    answers as the card's name would, when every card of that number has one name."""
    if not isinstance(choose, str):
        return choose
    names = {
        c.name
        for pl in state.players.values()
        for cards in pl.zones.values()
        for c in stated_cards(cards)
        if c.number == choose
    }
    return next(iter(names)) if len(names) == 1 and None not in names else choose


def run_once(
    scn: Scenario, forced: list[str], file: str = "<scenario>", take_first: bool = False
) -> Leaf:
    """One replay, the choices it meets answered by ``forced`` in order (then, with
    ``take_first``, by their first options; else the next one raises ``NeedChoice``)."""
    game = get_game(scn.game)
    state, notes = build(scn)
    answers = [
        Answer(c.player, _by_number(state, c.choose), c.at, i, c.allowed)
        for i, c in enumerate(scn.choices)
    ]
    eng = Engine(game, state, answers, forced)
    eng.take_first = take_first
    if game.setup is not None:
        try:
            game.setup(eng.ctx)
        except ScenarioError as exc:  # a game's own reading of its player values (file: ours)
            raise ScenarioError(file, exc.diagnostics) from None
    for ja, en, ref in notes:
        eng.setup_step(ja, en, (ref,))
    for pid in state.players:
        for zname, cards in state.players[pid].zones.items():
            for c in stated_cards(cards):  # (an anonymous card has no text)
                if c.text:
                    eng.check_card_text(c.uid, zname)
    checks: list[str] = []
    actions: list[tuple[int, str, int | None, int | None]] = []
    try:
        _situation(scn, eng, file)
        initial = state.copy()
        eng.initial = initial
        for i, act in enumerate(scn.actions):
            params = act.model_dump(exclude_none=True)
            verb = params.pop("do")
            if verb == "check":
                checks += assertions.state_problems(
                    eng.ctx, initial, params.get("state") or {}, f"actions[{i}] check:"
                )
                eng.check_targets += eng.asked_at_check(params.get("state") or {})
                continue
            before = len(eng.root_steps)
            changes = eng._changes
            try:
                eng.run_action(verb, params, i)
            except ScenarioError as exc:  # a game's own check of an action's input (file: ours)
                if exc.file:
                    raise
                raise ScenarioError(
                    file,
                    [dc_replace(d, path=f"actions[{i}].{d.path}") for d in exc.diagnostics],
                ) from None
            step = eng.root_steps[before] if len(eng.root_steps) > before else None
            actions.append(
                (i, verb, step, eng.refused(step, changes) if step is not None else None)
            )
        if (
            scn.turn.attack is not None
            and game.attack_resume is not None
            and eng.state.result is None
        ):
            # the attack the scenario started in goes on to its end (a game already ended by an
            # action — a concession, a loss by effect — has no attack left to finish)
            eng.run_procedure(game.attack_resume(eng.ctx))
        # the situation goes on to the next check timing, where check-type rule processes run
        eng.check_timing_now()
        if game.never_offered is not None:
            # an option asserted not offered whose choice never came: the game says why (the
            # question is about it, so the clauses that keep the choice from coming decide it)
            reached = {i for i, *_r in eng.offered}
            for a in eng.answers:
                if a.allowed is False and a.index not in reached:
                    eng.run_procedure(game.never_offered(eng.ctx, a.player, a.at, a.choose))
        checks += eng.checks
        for a in eng.answers:  # left by a one-result choice and taken by none after it
            if a.index in eng.left_by_reading and a.index in eng.left_for_later:
                # under a reading of a point the rules text does not settle, the choice the
                # answer is for offered one result (「n枚まで」 read as at least 1, 1.3.2): the
                # answer may be the writer's for another reading, under which it is offered —
                # not followed here, said; the reading is kept (an answer followed under no
                # reading is refused, ``resolve``)
                eng.unfollowed.append(a.index)
                exc = eng.left_for_later[a.index]
                eng.warn(
                    "assumption",
                    f"{exc.ja}（この条文の読みでは選択肢が1つだけのため、choices[{a.index}] は"
                    "行えない）",
                    f"{exc.message} (under this reading of the rules the choice has one option: "
                    f"choices[{a.index}] cannot be followed)",
                    key="answer_for_another_reading",
                )
                continue
            if a.index in eng.left_for_later:
                exc = eng.left_for_later[a.index]
                raise AnswerNotTaken(
                    file, [Diagnostic(f"choices[{exc.index}]", exc.message, ja=exc.ja)], exc.index
                )
    except AnswerForAnotherReading as exc:
        # the branch of a reading under which the scenario's answer cannot be followed
        raise AnswerNotTaken(
            file, [Diagnostic(f"choices[{exc.index}]", exc.message, ja=exc.ja)], exc.index
        ) from None
    except ScenarioAnswerError as exc:
        raise ScenarioError(
            file, [Diagnostic(f"choices[{exc.index}]", exc.message, ja=exc.ja)]
        ) from None
    except ScenarioInputError as exc:
        raise ScenarioError(file, [Diagnostic(exc.where, exc.message, ja=exc.ja)]) from None
    except Unsupported as exc:
        raise ScenarioError(
            file,
            [
                Diagnostic(
                    exc.what,
                    f"unsupported assertion (未対応の検証): {game.id} cannot run '{exc.what}' yet",
                    ja=f"未対応の検証: {game.id} ではまだ '{exc.what}' を実行できません",
                )
            ],
        ) from None
    except EngineLoop as exc:
        eng.warn(
            "loop",
            f"処理が終わりません（永久循環の可能性）: {exc}",
            f"the processing does not end (endless loop?): {exc}",
            tuple(game.principles.get("endless_loop", ())),
        )
    for a in list(eng.answers):
        if a.index in eng.unavailable_left and a.allowed is None:
            # left by a one-result choice that could not offer it, and taken by no later one:
            # that choice's answer, asking for what could not be done there — not done, said
            req, o, why, only = eng.unavailable_left[a.index]
            eng.answers.remove(a)
            eng.warn(
                "assumption",
                f"{req.ja}: choices[{a.index}]「{a.choose}」（{o.ja}）は今は行えないため行われず、"
                f"「{only.ja}」となる",
                f"{req.en}: choices[{a.index}] '{a.choose}' ({o.en}) cannot be done now: "
                f"it is not done, and the choice is '{only.en}'",
                tuple(dict.fromkeys((*req.clauses, *why, *game.principles.get("impossible", ())))),
                key="answer_not_possible",
            )
    for a in eng.answers:
        if a.allowed is not None:
            continue  # an assertion whose choice never came (``_allowed_problems``)
        at = f", at: {a.at}" if a.at else ""
        asked = eng.asked.get(a.player, [])
        kinds = ", ".join(asked)
        eng.warn(
            "unused_choice",
            f"使われなかった選択: choices[{a.index}]（{a.player}: {a.choose}{at}）— "
            + (
                f"この再生で {a.player} に求められた選択（at:）: {kinds}"
                if asked
                else f"この再生で {a.player} に求められた選択はありません"
            ),
            f"unused choice: choices[{a.index}] ({a.player}: {a.choose}{at}) — "
            + (
                f"the choices (at:) asked of {a.player} in this replay: {kinds}"
                if asked
                else f"no choice was asked of {a.player} in this replay"
            ),
        )
    outcome, targets = _outcome(scn, eng, initial)
    choices = [
        BranchChoice(
            req.player,
            req.kind,
            req.ja,
            req.en,
            key,
            *_labels(req, key),
            req.chance,
            req.reading,
            req.clauses,
            not req.reading or key == req.options[0].key,
            req.unknown,
            next((o.aliases for o in req.options if o.key == key), ()),
        )
        for req, key in eng.forced_used
    ]
    return Leaf(
        choices=choices,
        outcome=outcome,
        decided_by=eng.trace.decided_by(targets),
        trace=eng.trace,
        initial=initial,
        final=eng.state,
        warnings=list(eng.warnings),
        targets=targets,
        rejected=list(eng.rejected),
        ctx=eng.ctx,
        checks=checks,
        actions=actions,
        allowed=list(eng.allowed),
        offered=list(eng.offered),
        unfollowed=list(eng.unfollowed),
    )


def _situation(scn: Scenario, eng: Engine, file: str) -> None:
    """What the scenario starts in the middle of: an attack, abilities already pending."""
    game, st = eng.game, eng.state
    if scn.turn.attack is not None:
        if game.attack_in_progress is None:
            raise Unsupported("turn.attack")
        eng.run_procedure(
            game.attack_in_progress(eng.ctx, scn.turn.attack.model_dump(exclude_none=True))
        )
    for i, pend in enumerate(scn.pending):
        if game.pending_ability is None:
            raise Unsupported("pending")
        uid, why = values.find(game, st, pend.card)
        made = (
            game.pending_ability(eng.ctx, uid, pend.ability - 1, pend.player)
            if uid is not None
            else None
        )
        if made is None or isinstance(made, Reject):
            en = why if made is None else made.en
            ja = why if made is None else made.ja
            raise ScenarioError(
                file,
                [
                    Diagnostic(
                        f"pending[{i}]",
                        f"no pending ability {pend.card}#{pend.ability}: {en}",
                        ja=f"待機中の能力 {pend.card}#{pend.ability} を作れません: {ja}",
                    )
                ],
            )
        ability, trig = made
        card = st.card(uid)
        name = card.label if card is not None else uid
        eng.add_pending(
            ability,
            trig,
            f"{trig.master} の {name} の能力（{pend.ability}番目）はすでに待機状態にある",
            f"{trig.master}'s ability #{pend.ability} of {name} is already pending",
        )


def _branch_tag(lf: Leaf) -> str:
    return " (branch " + " / ".join(c.option for c in lf.choices) + ")"


def _allowed_problems(scn: Scenario, lf: Leaf) -> list[str]:
    """``allowed:`` on actions (carried out or refused) and on ``choices:`` (offered or not)."""
    out: list[str] = []
    for step, want, refused in lf.allowed:
        what = lf.trace[step].text("en")
        if want and refused is not None:
            out.append(
                f"allowed: '{what}' (step {step}) was expected to be carried out, but it was "
                f"refused: {lf.trace[refused].text('en')}"
            )
        elif not want and refused is None:
            out.append(
                f"allowed: '{what}' (step {step}) was expected to be refused, but it was carried out"
            )
    reached = {i for i, *_r in lf.offered}
    for i, want, offered, asked in lf.offered:
        c = scn.choices[i]
        if c.choose is None:  # an assertion about the choice point itself
            if want and not offered:
                out.append(f"choices[{i}]: {asked} offered {c.player} nothing")
            elif not want and offered:
                out.append(f"choices[{i}]: {asked} came to {c.player}, not allowed")
        elif want and not offered:
            out.append(f"choices[{i}]: '{c.choose}' is not among the options of {asked}")
        elif not want and offered:
            out.append(f"choices[{i}]: '{c.choose}' is among the options of {asked}, not allowed")
    for i, c in enumerate(scn.choices):
        if c.allowed is True and i not in reached:
            out.append(
                f"choices[{i}]: no choice{f' ({c.at})' if c.at else ''} of {c.player} came"
                + (f", so '{c.choose}' was not offered" if c.choose is not None else "")
            )
    return out


def _labels(req: Choose, key: str) -> tuple[str, str]:
    o = next((o for o in req.options if o.key == key), None)
    return (o.ja, o.en) if o else (key, key)


def _outcome(scn: Scenario, eng: Engine, initial: GameState) -> tuple[dict[str, Any], list[int]]:
    st = eng.state
    if st.result is not None and eng.outcome_step is not None:
        out: dict[str, Any] = {"game_over": True, **st.result.as_dict()}
        # the zones (or cards) ``ask`` names besides the result were decided by every change
        # to them before the game ended, as when it goes on
        # a card the expected answer states a value of (its zone…) is asked about too, as when
        # the game goes on (below)
        # with no ``ask`` at all, what the expected answer states is the question, zones too
        # (as when the game goes on)
        stated_over = (scn.expect.state or {}) if scn.expect else {}
        # with no ``ask``, the state expected under each reading of a point the rules text does
        # not settle is asked too (as when the game goes on): the outcomes compared between the
        # readings hold it (a match that ends or goes on after this game)
        read_keys = [] if scn.ask else [*_reading_state_keys(scn), *_branch_state_keys(scn)]
        if read_keys:
            out["state"] = {r: assertions.describe(eng.ctx, initial, r) for r in read_keys}
        over_asked = dict.fromkeys(
            [
                *read_keys,
                *(r for r in scn.ask if r != assertions.GAME_OVER),
                *(
                    k
                    for k in stated_over
                    if not scn.ask or assertions.classify(eng.game, st.players, k)[0] == "card"
                ),
            ]
        )
        over_refs = [ref for r in over_asked for ref in assertions.touch_refs(eng.ctx, initial, r)]
        return out, [
            eng.outcome_step,
            *(t for ref in over_refs for t in eng.touch_all.get(ref, [])),
            # what a ``check`` action asserts at its moment is asked about too, whether or not
            # the game ends later (as when it goes on, below)
            *eng.check_targets,
            # the winner is the player who has not lost (vs 1.2.1 「自身が敗北していないプレイヤー
            # がゲームに勝利します」): a step that kept the winner in the game where a loss could
            # have come decides who won (``assertions.kept_in``)
            *(
                t
                for w in ([st.result.winner] if st.result.winner else [])
                for t in eng.touch_all.get(assertions.kept_in(w), [])
            ),
            # an action refused, or asserted ``allowed:``, asks whether it may be done whether
            # or not the game ends later (as when it goes on, below): its step answers it
            *_allowed_targets(eng),
        ]
    # ``ask: [game_over]`` asks whether the game is over (it is no zone or value to describe)
    refs = [r for r in scn.ask if r != assertions.GAME_OVER]
    if not scn.ask and scn.expect:
        # no ``ask``: what the expected answer states is the question — its state, and the state
        # it expects under each reading of a point the rules text does not settle (so the
        # outcome compared between the readings holds what the writer asks of them)
        # and the state it expects under each option of the first open choice (so the branches
        # compared hold what the writer asks of them: who chooses is said where they differ)
        refs = list(
            dict.fromkeys(
                [*(scn.expect.state or {}), *_reading_state_keys(scn), *_branch_state_keys(scn)]
            )
        )
    if not refs and not scn.ask:
        refs = _changed(initial, st)
    # a card the expected answer states a value of (its power, its zone…) is asked about too,
    # and so is the turn when it states who holds it or where it stands (``turn.player``: the
    # step that began the game or the turn decided it)
    stated = (scn.expect.state or {}) if scn.expect else {}
    valued = list(
        dict.fromkeys(
            [
                *refs,
                *(
                    k
                    for k in stated
                    if assertions.classify(eng.game, st.players, k)[0] in ("card", "turn")
                ),
            ]
        )
    )
    # every change to the zones (or cards) asked about decided what they hold, and a card's value
    # asked about is read with the continuous effects in force applied (ws 8.9.1): the clauses
    # that apply them decide it, whether or not a step changed it (``Engine.asked_at_check``, as
    # a ``check`` action asks it in the middle of the replay)
    targets = eng.asked_at_check(valued)
    if not targets and not eng.rejected:
        # nothing asked about changed, nothing refused: a "nothing happens" has its reasons too — every rule the
        # replay applied (the procedures followed, the conditions read, what was not done)
        targets = [s.index for s in eng.trace.steps if s.clauses and s.event != "setup"]
    # the conditions the replay's steps kept from being met are reasons too (``ruling.notmet``):
    # a loss condition when asked whether the game is over (it is not) — ``ask: [game_over]``,
    # or no ``ask`` at all (the whole outcome is the question) —, a rule process's when asked
    # about a zone it changes. What is asked and the replay decide it, never ``expect``.
    over_asked = not scn.ask or assertions.GAME_OVER in scn.ask
    asked = {t for r in valued for t in assertions.touch_refs(eng.ctx, initial, r)}
    targets += notmet.record(eng.trace, eng.game, st, over_asked, asked, eng.var_log)
    if over_asked:
        # asked whether the game is over, and it goes on: a loss an effect kept off is why, and
        # so is a step of a rule that, where a loss could have come, let the game go on instead
        # (it ``touches`` ``game_over``: ws 9.2.2.1 「そうでないなら、かわりにこのリフレッシュ処理の
        # 実行を終了します」)
        targets += eng.kept_in_game
        targets += eng.touch_all.get(assertions.GAME_OVER, [])
        # an end condition standing half met as the replay ends (``Game.end_not_met``): why
        # the game has not ended by it
        for clauses, ja, en, who in eng.game.end_not_met(eng.ctx) if eng.game.end_not_met else ():
            targets.append(eng.trace.add("not_met", ja, en, clauses, (), who))
    # how often an ability triggered, stated in ``expect.triggered``: decided by the steps that
    # made it pending or found it not to trigger, and a count of one or more by the principle
    # that it is pending once each time its condition is met (ws 8.7.2.1)
    if scn.expect and scn.expect.triggered:
        steps, some = assertions.trigger_steps(
            eng.game, eng.trace, [initial, st], scn.expect.triggered
        )
        counted = eng.ctx.principle("pending_count") if some and steps else ()
        if counted:
            steps.append(
                eng.trace.add(
                    "value",
                    "誘発した回数: 誘発条件を満たした回数",
                    "times triggered: the times its trigger condition was met",
                    counted,
                    steps,
                )
            )
        targets += steps
        targets += _never_triggered(scn, eng, initial)
    # the order of events stated in ``expect.order`` asks in which order they happened: decided
    # by the steps where they did (an ability resolved: the step that played it, with the order
    # rule it cites, e.g. vs 8.5.3, and what made it pending, e.g. vs 8.12.2), as a count of
    # triggers is by its steps
    if scn.expect and scn.expect.order:
        targets += assertions.order_steps(eng.game, eng.trace, [initial, st], scn.expect.order)
    # what a ``check`` action asserts at its moment is asked about too (the steps its state
    # rested on then: ``Engine.asked_at_check``)
    targets += eng.check_targets
    targets += _allowed_targets(eng)
    out = {
        "game_over": False,
        "state": {r: assertions.describe(eng.ctx, initial, r) for r in refs},
    }
    if eng.rejected:
        out["rejected"] = True
    return out, targets


def _allowed_targets(eng: Engine) -> list[int]:
    """The steps that answer whether an action may be done: each refusal's step, and for an
    action the scenario asserts ``allowed:`` on that was carried out, the step that does it (with
    the rule that lets the player, e.g. vs 3.5.3 「自身のリタイヤ置場のカードの順番は、自身が自由に
    変えてかまいません」) and the marks it caused."""
    done = {step for step, _want, refused in eng.allowed if refused is None}
    return [
        *eng.rejected,
        *(
            s.index
            for s in eng.trace.steps
            if s.index in done or (s.event == "mark" and done.intersection(s.caused_by))
        ),
    ]


def _never_triggered(scn: Scenario, eng: Engine, initial: GameState) -> list[int]:
    """The abilities ``expect.triggered`` says never triggered whose card is where its text does
    not work (``Game.text_out_of_force``): a step giving that reason, caused by the card's last
    move."""
    hook = eng.game.text_out_of_force
    conditions = eng.game.trigger_conditions
    if (hook is None and conditions is None) or scn.expect is None:
        return []
    out: list[int] = []
    for key, want in (scn.expect.triggered or {}).items():
        if want != 0:
            continue
        steps, _some = assertions.trigger_steps(eng.game, eng.trace, [initial, eng.state], {key: 0})
        if steps:
            continue
        ref = key.partition("#")[0]
        for uid in assertions.card_uids(eng.game, [initial, eng.state], ref):
            cited = hook(eng.ctx, uid) if hook is not None else ()
            card = eng.ctx.card(uid)
            if card is None:
                continue
            if not cited:
                # its text is in force and nothing found it not to trigger: no event met its
                # trigger condition, and only a met one makes an ability pending (vs 8.6.2)
                met = conditions(eng.ctx, uid) if conditions is not None else ()
                if met:
                    # a step that left the card as it was where something asked to change it
                    # (``unchanged:<uid>``: an act not done, 1.3.2.1): why no event happened
                    kept = [s for s in eng.ctx.provenance((f"unchanged:{uid}",)) if s is not None]
                    out.append(
                        eng.trace.add(
                            "value",
                            f"{card.label} の能力の誘発条件は満たされなかった: 誘発しない",
                            f"no event met the trigger condition of {card.label}'s ability: "
                            "it did not trigger",
                            met + eng.ctx.principle("pending"),
                            kept,
                        )
                    )
                continue
            moved = [s for s in eng.ctx.provenance((uid,)) if s is not None]
            out.append(
                eng.trace.add(
                    "value",
                    f"{card.label} のテキストは今ある領域では有効でない: その能力は誘発しない",
                    f"{card.label}'s text is not in force where it is: its abilities do not trigger",
                    cited,
                    moved,
                )
            )
    return out


def _zone_ref(ref: str, game: Game | None = None) -> str:
    """``A.center_front`` -> ``A.stage.center_front``: a position inside a zone group."""
    pl, _, z = ref.partition(".")
    if game is not None:
        z = game.zone_ref(z) or z
    return f"{pl}.{z}"


def _touch_ref(game: Game, ref: str) -> str:
    """What the engine's touch log calls ``ref``: a zone, a player value's var, the turn."""
    pl, _, z = ref.partition(".")
    if pl == "turn":
        return "turn"
    if z in game.player_values:
        return f"var:{z}.{pl}"
    return _zone_ref(ref, game)


def _changed(a: GameState, b: GameState) -> list[str]:
    out = []
    for line in diff(a, b):
        head = line.split(":", 1)[0]
        if "." in head and not head.startswith(("effect", "turn", "result")):
            out.append(head)
    return list(dict.fromkeys(out))


# outcome keys that are present only when true (``expect.outcome: {by_chance: false}`` holds
# when the ruling does not depend on chance)
_OUTCOME_FLAGS = frozenset(
    {
        "draw",
        "by_chance",
        "by_unknown",
        "regardless_of_chance",
        "regardless_of_unknown",
        "regardless_of_reading",
        "may_depend_on_unsupported",
    }
)


def _unknown_points(r: Ruling) -> list[tuple[list[str], list[str], list[str]]]:
    """What the ruling says it does not know, for ``expect.unknown``: every choice point it
    branched on (a value not given, a chance result, a reading, a player's open choice) and
    every assumption it stated, each as (texts in both languages, language-neutral keys,
    clauses)."""
    from ruling.render import warnings_data

    out: list[tuple[list[str], list[str], list[str]]] = []
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            out.append(([c.ja, c.en], [c.option, *c.aliases], list(c.clauses)))
    ja, en = warnings_data(r, "ja"), warnings_data(r, "en")
    for wj, we in zip(ja, en, strict=False):
        if wj["kind"] == "assumption":
            keys = [str(wj["key"])] if wj.get("key") else []
            out.append(([str(wj["text"]), str(we["text"])], keys, list(wj.get("clauses") or [])))
    return out


def check_expect(r: Ruling) -> list[str]:
    """Differences between the ruling and the scenario's ``expect:`` (empty when it agrees)."""
    problems: list[str] = []
    # ``check`` actions and ``allowed:`` assertions hold whether or not there is an ``expect:``
    for lf in r.leaves:
        tag = _branch_tag(lf) if r.branched else ""
        problems += [f"{p}{tag}" for p in lf.checks]
        problems += [f"{p}{tag}" for p in _allowed_problems(r.scenario, lf)]
    exp = r.scenario.expect
    if exp is None:
        return problems
    out = r.outcome
    if exp.outcome:
        for k, v in exp.outcome.items():
            if k == "rejected":
                got: Any = bool(r.main.rejected)
            elif k == "depends_on":
                got = out.get("depends_on")
            elif k == "depends_on_reading" and isinstance(v, list):
                got = out.get(k)
                if got is not None and set(v) <= set(got):
                    continue
            else:
                got = out.get(k)
            if k in _OUTCOME_FLAGS and got is None:
                # a flag the outcome leaves out is false: no draw, not by chance …
                got = False
            if got != v:
                problems.append(f"outcome.{k}: expected {v!r}, got {got!r} (outcome {out})")
    if exp.state:
        # the state must hold whatever the open choices are: in every branch
        for lf in r.leaves if r.branched else [r.main]:
            if lf.ctx is not None:
                tag = _branch_tag(lf) if r.branched else ""
                problems += [
                    p + tag for p in assertions.state_problems(lf.ctx, lf.initial, exp.state)
                ]
    if exp.triggered is not None:
        for lf in r.leaves:
            problems += assertions.triggered_problems(
                get_game(r.scenario.game), lf.trace, [lf.initial, lf.final], exp.triggered
            )
            break
    if exp.order is not None:
        for lf in r.leaves:
            problems += [
                p + (_branch_tag(lf) if r.branched else "")
                for p in assertions.order_problems(
                    get_game(r.scenario.game), lf.trace, [lf.initial, lf.final], exp.order
                )
            ]
    if exp.assumptions is not None or exp.ambiguous is not None:
        from ruling.render import warnings_data

        warned = warnings_data(r, "ja") + warnings_data(r, "en")
        if exp.assumptions is not None:
            problems += assertions.assumption_problems(warned, exp.assumptions)
        if exp.ambiguous is not None:
            # a reading choice point counts as the warning it raises (``raised_points``)
            points = [
                {"kind": "ambiguity", "text": ", ".join(cl), "clauses": list(cl)}
                for cl, both in raised_points(r)
                if both
            ]
            problems += assertions.ambiguity_problems(warned + points, exp.ambiguous)
    if exp.unknown is not None:
        problems += assertions.unknown_problems(_unknown_points(r), exp.unknown)
    got_by = set(r.decided_by)
    for c in exp.decided_by:
        if c not in got_by:
            problems.append(f"decided_by lacks {c} (got {r.decided_by})")
    for c in exp.not_decided_by:
        if c in got_by:
            problems.append(f"decided_by should not contain {c} (got {r.decided_by})")
    if exp.branches is not None:
        if not r.branched:
            problems.append("expected branches, but the ruling did not branch")
        else:
            # an option is named as a ``choices:`` answer names it: its key or its label
            by_key: dict[str, list[Leaf]] = {}
            for lf in r.leaves:
                if own := [c for c in lf.choices if not c.reading]:
                    c = own[0]
                    for name in dict.fromkeys((c.option, c.option_ja, c.option_en, *c.aliases)):
                        by_key.setdefault(name, []).append(lf)
            for key, want in exp.branches.items():
                if key not in by_key:
                    keys = list(dict.fromkeys(c.option for lf in r.leaves for c in lf.choices[:1]))
                    problems.append(f"no branch '{key}' (branches: {keys})")
                    continue
                # ``outcome: {…}`` under the option is the same as its keys written there
                inner = want.get("outcome")
                if isinstance(inner, dict):
                    want = {**inner, **{k: v for k, v in want.items() if k != "outcome"}}
                for lf in by_key[key]:
                    got_out = lf.outcome
                    for k, v in want.items():
                        if k == "state" and isinstance(v, dict) and lf.ctx is not None:
                            # asserted keys, read as expect.state reads them (in every leaf of
                            # the branch: the later choices' options too)
                            problems += [
                                f"branch {key}: {p}"
                                for p in assertions.state_problems(lf.ctx, lf.initial, v)
                            ]
                        elif got_out.get(k, False if k == "draw" else None) != v:
                            problems.append(
                                f"branch {key}: {k} expected {v!r}, got {got_out.get(k)!r}"
                            )
    if exp.readings is not None:
        problems += _readings_problems(r, exp.readings)
    if exp.warnings:
        from ruling.render import warnings_data

        texts = " | ".join(
            [w.ja + " " + w.en for w in r.warnings()]
            + [str(w["text"]) for lang in ("ja", "en") for w in warnings_data(r, lang)]
        )
        for wtxt in exp.warnings:
            if wtxt not in texts:
                problems.append(f"no warning containing '{wtxt}' (warnings: {texts or 'none'})")
    return problems


CLAUSE_ID = re.compile(r"^\d+(?:[.\-]\d+)+$")


def _reading_state_keys(scn: Scenario) -> list[str]:
    """The keys the ``state`` of each ``expect.readings`` entry names."""
    wanted = scn.expect.readings if scn.expect else None
    if not wanted:
        return []
    out: list[str] = []
    for _key, _clauses, want in _reading_entries(wanted):
        st = want.get("state")
        if isinstance(st, dict):
            out += [str(k) for k in st]
    return out


def _branch_state_keys(scn: Scenario) -> list[str]:
    """The keys the ``state`` of each ``expect.branches`` entry names (under ``outcome:`` too)."""
    wanted = scn.expect.branches if scn.expect else None
    out: list[str] = []
    for want in (wanted or {}).values():
        if not isinstance(want, dict):
            continue
        inner = want.get("outcome")
        for st in (want.get("state"), inner.get("state") if isinstance(inner, dict) else None):
            if isinstance(st, dict):
                out += [str(k) for k in st]
    return out


def _reading_entries(
    wanted: dict[str, dict[str, Any]] | list[dict[str, Any]],
) -> list[tuple[str | None, tuple[str, ...], dict[str, Any]]]:
    """``expect.readings`` as (option key, clauses, what is expected) entries: a dict keyed by a
    reading's option (``kept:``) or by a clause id (``"4.1.11":``), or a list of ``{clauses:
    [...], <outcome keys> / state / outcome}`` (or ``{reading: <option>, …}``)."""
    out: list[tuple[str | None, tuple[str, ...], dict[str, Any]]] = []
    items = (
        [(k, v) for k, v in wanted.items()]
        if isinstance(wanted, dict)
        else [(None, v) for v in wanted]
    )
    for key, want in items:
        want = dict(want)
        cl = want.pop("clauses", None)
        opt = want.pop("reading", None)
        clauses = tuple(str(c) for c in ([cl] if isinstance(cl, str | int | float) else cl or []))
        out.append((str(opt) if opt is not None else key, clauses, want))
    return out


def _leaf_problems(tag: str, lf: Leaf, want: dict[str, Any]) -> list[str]:
    """What ``want`` (outcome keys, ``outcome: {…}``, ``state``) finds wrong in one leaf."""
    inner = want.get("outcome")
    if isinstance(inner, dict):
        want = {**inner, **{k: v for k, v in want.items() if k != "outcome"}}
    problems: list[str] = []
    for k, v in want.items():
        if k == "state" and isinstance(v, dict) and lf.ctx is not None:
            problems += [f"{tag}: {p}" for p in assertions.state_problems(lf.ctx, lf.initial, v)]
        # a leaf's outcome says ``rejected`` / ``draw`` only when true: false when left out, as
        # ``expect.outcome`` reads them
        elif lf.outcome.get(k, False if k in ("draw", "rejected") else None) != v:
            problems.append(f"{tag}: {k} expected {v!r}, got {lf.outcome.get(k)!r}")
    return problems


# the ``expect.readings`` keys that say something of a reading's branches together, not of one
# branch: whose choice changes the asked outcome under that reading (``Ruling._outcome``)
_GROUP_KEYS = ("depends_on",)


def _group_problems(tag: str, r: Ruling, lfs: list[Leaf], want: dict[str, Any]) -> list[str]:
    """What ``want`` finds wrong in the leaves run under one reading: ``depends_on`` against the
    outcome of those leaves together (the branches of that reading, as ``expect.outcome`` reads
    the engine's), every other key in each leaf (``_leaf_problems``)."""
    inner = want.get("outcome")
    if isinstance(inner, dict):
        want = {**inner, **{k: v for k, v in want.items() if k != "outcome"}}
    whole = {k: v for k, v in want.items() if k in _GROUP_KEYS}
    problems = [
        p
        for lf in lfs
        for p in _leaf_problems(tag, lf, {k: v for k, v in want.items() if k not in whole})
    ]
    if whole:
        got = Ruling(r.scenario, lfs)._outcome()
        problems += [
            f"{tag}: {k} expected {v!r}, got {got.get(k)!r}"
            for k, v in whole.items()
            if got.get(k) != v
        ]
    return problems


def raised_points(r: Ruling) -> list[tuple[tuple[str, ...], bool]]:
    """The unsettled points the ruling raises: (clauses, run under each reading?) — a reading
    choice point (``Choose.reading``: both readings run) or an ambiguity warning (the engine's
    reading only: ``unsettled.flag`` / ``note``, a KB-flagged deciding clause)."""
    from ruling.render import warnings_data

    out: dict[tuple[str, ...], bool] = {}
    silent = r.silent_points()
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            if c.reading and c.clauses and tuple(c.clauses) not in silent:
                out[tuple(c.clauses)] = True
    for w in warnings_data(r, "en"):
        if w["kind"] in assertions.AMBIGUITY_KINDS and w.get("clauses"):
            out.setdefault(tuple(w["clauses"]), False)
    return list(out.items())


def _readings_problems(
    r: Ruling, wanted: dict[str, dict[str, Any]] | list[dict[str, Any]]
) -> list[str]:
    """``expect.readings``: the outcome under each reading of a clause the rules text does not
    settle (``Choose.reading``). An entry names the reading by its option, as ``choices: [{at:
    reading, choose: …}]`` names it (every leaf run under that reading must match), or by the
    clauses the point rests on (``"4.1.11":`` or ``{clauses: [4.1.2, 4.1.11], …}``): a point the
    ruling raises whose clauses include them all must exist, and one of its readings must give
    what is expected (a point only flagged, whose other reading is not run, is checked against
    the engine's reading). ``state`` is checked as ``expect.state`` is, the other keys against
    that reading's outcome."""
    problems: list[str] = []
    by_key: dict[str, list[Leaf]] = {}
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            if c.reading:
                for name in dict.fromkeys((c.option, c.option_ja, c.option_en, *c.aliases)):
                    by_key.setdefault(name, []).append(lf)
    run = list(
        dict.fromkeys(c.option for lf in r.leaves + r.alternates for c in lf.choices if c.reading)
    )
    for key, clauses, want in _reading_entries(wanted):
        if key is not None and key in by_key and not clauses:
            under = _under_engine_elsewhere(by_key[key], [(key, clauses, want)])
            problems += _group_problems(f"reading {key}", r, under, want)
            continue
        if not clauses and key is not None and CLAUSE_ID.match(key):
            clauses = (key,)
        if not clauses:
            problems.append(
                f"no reading '{key}' (readings run: {run or 'none'}; a reading may also be named"
                " by the clauses it rests on: {clauses: [...]})"
            )
            continue
        tag = f"reading of {', '.join(clauses)}"
        points = [(cl, both) for cl, both in raised_points(r) if set(clauses) <= set(cl)]
        if not points:
            raised = [", ".join(cl) for cl, _b in raised_points(r)]
            problems.append(
                f"{tag}: no unsettled point the ruling raises names {', '.join(clauses)}"
                f" (points raised: {raised or 'none'})"
            )
            continue
        # the leaves under each reading of the point(s): the engine's own and the other ones
        groups: dict[str, list[Leaf]] = {}
        for lf in _under_engine_elsewhere(r.leaves + r.alternates, [(key, clauses, want)]):
            # a leaf under several points that name the clauses (ws: the attacker gone, then the
            # trigger check without it, both naming 7.2.1.5) is under the readings of them all
            opts = [c.option for c in lf.choices if c.reading and set(clauses) <= set(c.clauses)]
            name = " / ".join(dict.fromkeys(opts)) if opts else "(the engine's reading)"
            groups.setdefault(name, []).append(lf)
        if key is not None and any(key in name.split(" / ") for name in groups):
            groups = {n: lfs for n, lfs in groups.items() if key in n.split(" / ")}
        found = {o: _group_problems(tag, r, lfs, want) for o, lfs in groups.items()}
        if any(not ps for ps in found.values()):
            continue
        only_flagged = not any(both for _cl, both in points)
        problems.append(
            f"{tag}: no reading gives what is expected"
            + (
                " (the ruling flags the point but runs only its own reading)"
                if only_flagged
                else ""
            )
            + ": "
            + " | ".join(f"[{o}] " + "; ".join(ps) for o, ps in found.items())
        )
    return problems


def _names_point(
    c: BranchChoice, entries: list[tuple[str | None, tuple[str, ...], dict[str, Any]]]
) -> bool:
    """Whether an ``expect.readings`` entry names the reading choice point of ``c``: by clauses
    (``"4.1.11":`` or ``{clauses: [...]}``: all of them among the point's) or by one of its
    options (``kept:``)."""
    names = {c.option, c.option_ja, c.option_en, *c.aliases}
    for key, clauses, _want in entries:
        if not clauses and key is not None and CLAUSE_ID.match(key):
            clauses = (key,)
        if clauses and set(clauses) <= set(c.clauses):
            return True
        if not clauses and key in names:
            return True
    return False


def _under_engine_elsewhere(
    leaves: list[Leaf], entries: list[tuple[str | None, tuple[str, ...], dict[str, Any]]]
) -> list[Leaf]:
    """The leaves an ``expect.readings`` entry (``entries``: the one entry) is compared with:
    those under the engine's reading of every reading choice point the entry does not name. An
    entry asserts the outcome under each reading of the point it names; another unsettled point
    the same situation passes through is read as the engine reads it (an entry naming that
    point asserts its readings), so a file need not list every point its actions reach. When no
    leaf takes the engine's reading of every point not named (the named reading is reached only
    under another one), all are compared."""
    kept = [
        lf
        for lf in leaves
        if all(c.preferred for c in lf.choices if c.reading and not _names_point(c, entries))
    ]
    return kept or leaves
