"""The resolver: run a scenario through the engine and assemble the ruling.

Choices the scenario does not answer, and hidden information (a shuffled deck), are explored
as branches: the scenario is replayed once per option (bounded by ``limit`` leaves). If every
branch ends the same way the ruling says so; otherwise it answers "depends on X's choice" with
the outcome of each branch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruling.core import Answer, Engine, EngineLoop, NeedChoice, ScenarioAnswerError
from ruling.rules import Choose, Game, get_game
from ruling.scenario import Diagnostic, Scenario, ScenarioError, build, load
from ruling.state import GameState, diff
from ruling.trace import Trace

BRANCH_LIMIT = 64


@dataclass
class BranchChoice:
    player: str
    kind: str
    ja: str
    en: str
    option: str
    option_ja: str
    option_en: str
    chance: bool = False  # a random result, not the player's decision (Choose.chance)


@dataclass
class Leaf:
    choices: list[BranchChoice]
    outcome: dict[str, Any]
    decided_by: list[str]
    trace: Trace
    initial: GameState
    final: GameState
    warnings: list[Any]
    targets: list[int]
    rejected: list[int]


@dataclass
class Ruling:
    scenario: Scenario
    leaves: list[Leaf]
    truncated: bool = False
    errors: list[str] = field(default_factory=list)

    @property
    def main(self) -> Leaf:
        return self.leaves[0]

    @property
    def branched(self) -> bool:
        return len(self.leaves) > 1

    @property
    def outcome(self) -> dict[str, Any]:
        if not self.branched:
            return self.main.outcome
        outs = [lf.outcome for lf in self.leaves]
        if all(o == outs[0] for o in outs):
            chance = any(c.chance for lf in self.leaves for c in lf.choices)
            return {
                **outs[0],
                "regardless_of": _first_choosers(self.leaves),
                **({"regardless_of_chance": True} if chance else {}),
            }
        first = self.leaves[0].choices[0]
        return {
            "depends_on": first.player,
            "choice": first.kind,
            **(
                {"by_chance": True, "about": {"ja": first.ja, "en": first.en}}
                if first.chance
                else {}
            ),
            "branches": [
                {"choices": [c.option for c in lf.choices], "outcome": lf.outcome}
                for lf in self.leaves
            ],
        }

    @property
    def decided_by(self) -> list[str]:
        out: dict[str, None] = {}
        for lf in self.leaves:
            for c in lf.decided_by:
                out.setdefault(c, None)
        return list(out)

    def warnings(self) -> list[Any]:
        seen: set[str] = set()
        out = []
        for lf in self.leaves:
            for w in lf.warnings:
                if w.ja not in seen:
                    seen.add(w.ja)
                    out.append(w)
        return out


def _first_choosers(leaves: list[Leaf]) -> list[str]:
    out: dict[str, None] = {}
    for lf in leaves:
        for c in lf.choices:
            if not c.chance:
                out.setdefault(c.player, None)
    return list(out)


def resolve_file(path: str | Path, limit: int = BRANCH_LIMIT) -> Ruling:
    return resolve(load(path), limit, str(path))


def resolve(scn: Scenario, limit: int = BRANCH_LIMIT, file: str = "<scenario>") -> Ruling:
    leaves: list[Leaf] = []
    queue: list[list[str]] = [[]]
    truncated = False
    while queue:
        forced = queue.pop(0)
        try:
            leaves.append(run_once(scn, forced, file))
        except NeedChoice as need:
            opts = [o.key for o in need.options]
            if len(leaves) + len(queue) + len(opts) > limit:
                truncated = True
                opts = opts[: max(1, limit - len(leaves) - len(queue))]
            queue.extend(forced + [k] for k in opts)
    return Ruling(scn, leaves, truncated)


def run_once(scn: Scenario, forced: list[str], file: str = "<scenario>") -> Leaf:
    game = get_game(scn.game)
    state, notes = build(scn)
    answers = [Answer(c.player, c.choose, c.at, i) for i, c in enumerate(scn.choices)]
    eng = Engine(game, state, answers, forced)
    if game.setup is not None:
        game.setup(eng.ctx)
    initial = state.copy()
    for ja, en, ref in notes:
        eng.setup_step(ja, en, (ref,))
    for pid in state.players:
        for zname, cards in state.players[pid].zones.items():
            for c in cards:
                eng.check_card_text(c.uid, zname)
    try:
        for i, act in enumerate(scn.actions):
            params = act.model_dump(exclude_none=True)
            verb = params.pop("do")
            eng.run_action(verb, params, i)
        # the situation goes on to the next check timing, where check-type rule processes run
        eng.check_timing_now()
    except ScenarioAnswerError as exc:
        raise ScenarioError(
            file, [Diagnostic(f"choices[{exc.index}]", exc.message, ja=exc.ja)]
        ) from None
    except EngineLoop as exc:
        eng.warn(
            "loop",
            f"処理が終わりません（永久循環の可能性）: {exc}",
            f"the processing does not end (endless loop?): {exc}",
            tuple(game.principles.get("endless_loop", ())),
        )
    for a in eng.answers:
        eng.warn(
            "unused_choice",
            f"使われなかった選択: choices[{a.index}]（{a.player}: {a.choose}）",
            f"unused choice: choices[{a.index}] ({a.player}: {a.choose})",
        )
    outcome, targets = _outcome(scn, eng, initial)
    choices = [
        BranchChoice(req.player, req.kind, req.ja, req.en, key, *_labels(req, key), req.chance)
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
    )


def _labels(req: Choose, key: str) -> tuple[str, str]:
    o = next((o for o in req.options if o.key == key), None)
    return (o.ja, o.en) if o else (key, key)


def _outcome(scn: Scenario, eng: Engine, initial: GameState) -> tuple[dict[str, Any], list[int]]:
    st = eng.state
    if st.result is not None and eng.outcome_step is not None:
        out: dict[str, Any] = {"game_over": True, **st.result.as_dict()}
        return out, [eng.outcome_step]
    refs = list(scn.ask)
    if not refs and scn.expect and scn.expect.state:
        refs = list(scn.expect.state)
    if not refs:
        refs = _changed(initial, st)
    # every change to the zones asked about decided what they hold
    game = eng.game
    targets = [t for r in refs for t in eng.touch_all.get(_touch_ref(game, r), [])]
    targets += eng.rejected
    out = {"game_over": False, "state": {r: describe_zone(st, r, game) for r in refs}}
    if eng.rejected:
        out["rejected"] = True
    return out, targets


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


def describe_zone(st: GameState, ref: str, game: Game | None = None) -> Any:
    if game is None:
        game = get_game(st.game)
    pl, _, z = ref.partition(".")
    if pl == "turn":
        return getattr(st.turn, z)
    if z in game.player_values:
        return st.vars.get(f"{z}.{pl}", 0)
    pl, _, z = _zone_ref(ref, game).partition(".")
    cards = st.players[pl].zones.get(z, [])
    zdef = game.zone(z)
    if zdef is not None and zdef.stack:
        return [c.label + ("" if c.orientation == "stand" else f"({c.orientation})") for c in cards]
    if zdef is not None and zdef.slot:
        return cards[0].orientation if cards else "empty"
    return len(cards)


def _changed(a: GameState, b: GameState) -> list[str]:
    out = []
    for line in diff(a, b):
        head = line.split(":", 1)[0]
        if "." in head and not head.startswith(("effect", "turn", "result")):
            out.append(head)
    return list(dict.fromkeys(out))


def check_expect(r: Ruling) -> list[str]:
    """Differences between the ruling and the scenario's ``expect:`` (empty when it agrees)."""
    exp = r.scenario.expect
    if exp is None:
        return []
    problems: list[str] = []
    out = r.outcome
    if exp.outcome:
        for k, v in exp.outcome.items():
            if k == "rejected":
                got: Any = bool(r.main.rejected)
            elif k == "depends_on":
                got = out.get("depends_on")
            else:
                got = out.get(k)
            if k == "draw" and got is None:
                got = False
            if got != v:
                problems.append(f"outcome.{k}: expected {v!r}, got {got!r} (outcome {out})")
    if exp.state:
        final = r.main.final
        if r.branched:
            problems.append("expect.state needs an unbranched ruling (answer the choices)")
        game = get_game(final.game)
        for k, v in exp.state.items():
            if k.startswith("turn."):
                got = describe_zone(final, k, game)
                if got != v:
                    problems.append(f"state {k}: expected {v!r}, got {got!r}")
                continue
            pl, _, z = _zone_ref(k, game).partition(".")
            cards = final.players[pl].zones.get(z, [])
            if z in game.player_values:
                got = describe_zone(final, k, game)
            elif isinstance(v, int):
                got = len(cards)
            elif isinstance(v, list):
                got = [c.name for c in cards]
            else:
                got = describe_zone(final, k, game)
            if got != v:
                problems.append(f"state {k}: expected {v!r}, got {got!r}")
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
            by_key = {lf.choices[0].option: lf.outcome for lf in r.leaves if lf.choices}
            for key, want in exp.branches.items():
                got_out = by_key.get(key)
                if got_out is None:
                    problems.append(f"no branch '{key}' (branches: {list(by_key)})")
                    continue
                for k, v in want.items():
                    if got_out.get(k, False if k == "draw" else None) != v:
                        problems.append(f"branch {key}: {k} expected {v!r}, got {got_out.get(k)!r}")
    if exp.warnings:
        notes = [
            s.note_text(lang)
            for lf in r.leaves
            for s in lf.trace.notes(lf.targets)
            for lang in ("ja", "en")
        ]
        texts = " | ".join([w.ja + " " + w.en for w in r.warnings()] + notes)
        for wtxt in exp.warnings:
            if wtxt not in texts:
                problems.append(f"no warning containing '{wtxt}' (warnings: {texts or 'none'})")
    return problems
