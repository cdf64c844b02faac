"""The pydantic models of scenario files: the JSON Schema (`shinpan scenario schema`) and the
diagnostics of a file the fast path does not accept (``ruling.scenario_fast``). Imported only
then: a valid scenario is read without pydantic (its import and model building are most of a
ruling's start-up). ``ruling/scenario_shape.py`` is generated from these models
(``python -m ruling.scenario_fast --write``) and checked against them by a test."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

# --------------------------------------------------------------------------- models


class CardSpec(BaseModel):
    """One card, or ``count`` identical cards. Unstated fields are unknown, not zero. A game
    may declare more printed values (``Game.extra_fields``: a Vanguard ``grade``, ``shield``,
    ``critical``, ``skills`` …); any other field is an error."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)
    name: str | None = None
    type: str | None = Field(
        None,
        description="card type: ws character/event/climax (キャラ/イベント/クライマックス, CH/EV/CX)",
    )
    level: int | None = None
    cost: int | None = None
    power: int | None = None
    soul: int | None = None
    color: str | None = None
    trigger: list[str] | str | None = Field(
        None, description="trigger icons, e.g. [soul, soul] or shot"
    )
    traits: list[str] | None = None
    text: str | None = Field(
        None,
        description="card text; abilities run through the grammar, or are reported unsupported",
    )
    id: str | None = Field(None, description="collector number, e.g. AB/W11-002")
    uid: str | None = Field(
        None,
        description="the name this card goes by in the file (its uid): tells apart two cards of"
        " one name wherever a card is named",
    )
    owner: str | None = Field(
        None,
        description="the player who owns it, when not the player whose zone lists it (a card"
        " of the opponent's the lister controls or may play)",
    )
    ref: str | None = Field(None, description="a key of the scenario's `cards:` table")
    card: str | None = Field(
        None,
        description="a card number (or name) of the card database (`shinpan cards import`):"
        " its text and stats fill the fields this card does not write",
    )
    count: int = Field(1, ge=1, description="that many copies")
    state: Literal["stand", "rest", "reverse"] | None = Field(
        None, description="orientation on stage / on a circle"
    )
    face: Literal["up", "down"] | None = None


Entry = int | str | CardSpec
ZoneValue = int | str | CardSpec | list[Entry]


class AttackSpec(BaseModel):
    """An attack in progress when the scenario starts (``turn.attack``)."""

    model_config = ConfigDict(extra="forbid")
    attacker: str = Field(description="the attacking card: a slot (A.center_front), uid or name")
    defender: str | None = Field(None, description="the card attacked (a slot, uid or name)")
    kind: str | None = Field(None, description="ws: front / side / direct")
    boosted_by: str | None = Field(None, description="vg: the unit that boosts the attacker")
    attacked: list[str] | None = Field(
        None, description="vg: every unit attacked (「前列のユニットすべて」)"
    )


class PendingSpec(BaseModel):
    """An automatic ability already waiting to be played when the scenario starts."""

    model_config = ConfigDict(extra="forbid")
    card: str = Field(description="the card whose ability it is (a slot, uid or name)")
    ability: int = Field(1, ge=1, description="which of its abilities (1 = the first)")
    player: str | None = Field(None, description="its master (default: the card's owner)")


class TurnSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player: str = Field(description="the turn player")
    number: int = Field(
        1,
        ge=0,
        description="turn number (1 = the first player's first turn; 0 = before the game starts,"
        " for a game whose module runs the pre-game procedure)",
    )
    phase: str | None = Field(None, description="current phase (see `shinpan phases GAME`)")
    step: str | None = Field(None, description="current step within the phase")
    first_player: str | None = Field(None, description="who went first (first-turn limits)")
    attacks: int = Field(0, ge=0, description="attacks already made this turn")
    climax_played: bool = Field(False, description="a climax was already played this turn")
    attack: AttackSpec | None = Field(
        None, description="the scenario starts in the middle of this attack (ws, vs, vg)"
    )


class ActionSpec(BaseModel):
    """One action: ``do`` is a verb of the game (`shinpan actions GAME`); the other keys are its
    parameters."""

    model_config = ConfigDict(extra="allow")
    do: str
    player: str | None = None
    allowed: bool | None = Field(
        None, description="an assertion: the engine must carry it out (true) or refuse it (false)"
    )


class ChoiceSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player: str
    choose: str | int | bool | None = Field(
        None,
        description="an option key or label, a card name or uid, yes/no (required, except in an"
        " assertion with `at:` and `allowed:` about the choice point itself)",
    )
    at: str | None = Field(
        None, description="only answer the choice point of this kind (e.g. encore, level_up)"
    )
    allowed: bool | None = Field(
        None,
        description="an assertion, not an answer: `choose` must (true) / must not (false) be"
        " among the options when that choice comes; with no `choose`, a choice point of kind"
        " `at:` must (true) / must not (false) come to the player",
    )


class EffectSpec(BaseModel):
    """An effect in force at the start (from a card the scenario does not model in full)."""

    model_config = ConfigDict(extra="forbid")
    target: str = Field(description="a player id, or a card (name, uid or slot)")
    stat: str = Field(
        description="power / soul, a rules parameter (hand_limit), or an action verb to prohibit"
        " or replace"
    )
    op: Literal["add", "set", "param", "prohibit", "replace", "grant"] = "add"
    value: int | str | None = None
    # next_turn: in force until the end of the next turn (an effect made in an earlier turn
    # that lasts 「次の相手のターンの終わりまで」 as seen from the giver's own turn); phase: until
    # the end of the current phase, for a game whose rules give effects that period
    # (``Game.phase_effects``: mc 4.6.9 / 10.14.6)
    until: Literal["turn", "next_turn", "phase", "game"] = "game"
    source: str = ""


StateValue = int | str | bool | list[str | int | None] | None


class ExpectSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    outcome: dict[str, Any] | None = Field(
        None, description="loser / winner / draw / game_over / rejected / depends_on"
    )
    state: dict[str, StateValue] | None = Field(
        None,
        description='"A.clock": 2 (count), a list of names (top first), a slot\'s orientation / the name of its card / "empty", a player value ("A.energy": 3), the turn ("turn.player": B) or a card\'s value ("A.center_front.power": 4500)',
    )
    decided_by: list[str] = Field(
        default_factory=list, description="clauses that must be in the ruling's decided-by"
    )
    not_decided_by: list[str] = Field(default_factory=list, description="clauses that must not be")
    branches: dict[str, dict[str, Any]] | None = Field(
        None,
        description="option key of the first open choice -> expected outcome (yes / no and"
        " numbers may be written bare)",
    )

    @field_validator("branches", "readings", mode="before")
    @classmethod
    def _option_keys(cls, v: Any) -> Any:
        """An option key written as YAML reads a bare word or number (``yes:`` is true, ``2:``
        an int) is the option key it spells: yes / no, the number's digits."""
        if not isinstance(v, dict):
            return v
        return {
            (("yes" if k else "no") if isinstance(k, bool) else str(k)): x for k, x in v.items()
        }

    warnings: list[str] | None = Field(
        None, description="substrings that must appear among the warnings"
    )
    triggered: dict[str, int] | None = Field(
        None,
        description="card (or card#N: its N-th ability) -> times an automatic ability of it"
        " became pending",
    )
    order: list[str] | None = Field(
        None, description="events that happen in this order, e.g. trigger:X, move:X:B.deck, lose:A"
    )
    assumptions: list[str] | None = Field(
        None, description="substrings that must appear among the assumption warnings"
    )
    ambiguous: bool | list[str] | None = Field(
        None,
        description="clauses the ruling must flag as read in a way the rules text does not"
        " settle (true: at least one)",
    )
    readings: dict[str, dict[str, Any]] | list[dict[str, Any]] | None = Field(
        None,
        description="reading option of a clause the rules text does not settle, or a clause id"
        ' it rests on ("4.1.11") -> the outcome under that reading (state and outcome keys, as'
        " under branches); or a list of {clauses: [...], <outcome keys> / state}",
    )
    unknown: list[str] | None = Field(
        None,
        description="what the scenario leaves out that the ruling must branch on or state an"
        " assumption about: a card (乙), a card's value (乙.power), a zone (B.deck) or a clause id",
    )


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    title: str
    question: str | None = None
    source: str | None = Field(None, description="where the situation comes from")
    turn: TurnSpec
    players: dict[str, dict[str, Any]] = Field(
        description="per player: zone -> count / cards; grouped zones nest (stage: {center_front: …})"
    )
    cards: dict[str, CardSpec] = Field(default_factory=dict)
    effects: list[EffectSpec] = Field(default_factory=list)
    actions: list[ActionSpec] = Field(default_factory=list)
    choices: list[ChoiceSpec] = Field(default_factory=list)
    ask: list[str] = Field(
        default_factory=list, description='what the question is about, e.g. ["A.level", "A.clock"]'
    )
    pending: list[PendingSpec] = Field(
        default_factory=list,
        description="automatic abilities already waiting to be played when the scenario starts",
    )
    expect: ExpectSpec | None = None


_ZONE = TypeAdapter(ZoneValue)


def json_schema() -> dict[str, Any]:
    return Scenario.model_json_schema()
