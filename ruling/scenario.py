"""Scenario files: a described board situation, validated, turned into a ``GameState``.

YAML (or JSON) is parsed with node positions kept, validated against the scenario models (read
without pydantic when the file needs no conversion, ``ruling.scenario_fast``; pydantic, for its
conversions and its diagnostics, otherwise), then checked
against the game module (zone names, action verbs and their parameters come from the game, not
from a second list here). Every problem is reported as ``file:line:col: error: path: message``;
loading never ends in a traceback.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from ruling import scenario_fast
from ruling.rules import Game, choice_alias, games, get_game
from ruling.scenario_shape import SHAPES
from ruling.state import Card, Effect, GameState, Player, Turn
from ruling.zone import Run, Zone, first_card

if TYPE_CHECKING:
    from pydantic import ValidationError

    from ruling.scenario_models import CardSpec, Scenario

_BOOL_TAG = "tag:yaml.org,2002:bool"


EMPTY = "empty"  # a zone or slot given as holding no card


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The safe loader, with one change for scenario files: a plain mapping key that YAML 1.1
    reads as a boolean (``on``, ``off``, ``yes``, ``no``…) stays the word written. A scenario's
    keys are names (vg's ``wear {card, on}``), never truth values: ``{do: wear, on: vanguard}``
    has the parameter ``on``, not ``True`` (round 34). Values are read as YAML reads them."""

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            node.value = [
                (
                    yaml.ScalarNode("tag:yaml.org,2002:str", k.value, k.start_mark, k.end_mark)
                    if isinstance(k, yaml.ScalarNode) and k.tag == _BOOL_TAG and not k.style
                    else k,
                    v,
                )
                for k, v in node.value
            ]
        return super().construct_mapping(node, deep=deep)


# --------------------------------------------------------------------------- errors


@dataclass
class Diagnostic:
    """An error in a scenario file, with its place, in English and Japanese."""

    path: str
    message: str  # English
    line: int | None = None
    col: int | None = None
    ja: str = ""  # the same in Japanese (shown by default)

    def render(self, file: str, lang: str = "en") -> str:
        where = f"{file}:{self.line}:{self.col}" if self.line else file
        if lang == "ja":
            return f"{where}: エラー: {self.path or '（最上位）'}: {self.ja or self.message}"
        return f"{where}: error: {self.path or '(top)'}: {self.message}"


class ScenarioError(Exception):
    def __init__(self, file: str, diagnostics: list[Diagnostic]) -> None:
        self.file = file
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.render(file) for d in diagnostics))

    def text(self, lang: str = "ja") -> str:
        return "\n".join(d.render(self.file, lang) for d in self.diagnostics)


def _positions(
    text: str, dups: list[tuple[tuple[Any, ...], int, int]] | None = None
) -> dict[tuple[Any, ...], tuple[int, int]]:
    """YAML path -> (line, col), 1-based, for every node (keys map to the key's position).
    A key given twice in one mapping is appended to ``dups`` as (path, line, col): YAML keeps
    the last value silently, a scenario file must not."""
    out: dict[tuple[Any, ...], tuple[int, int]] = {}
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError:
        return out

    def walk(node: Any, path: tuple[Any, ...]) -> None:
        out.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for k, v in node.value:
                key = k.value
                if dups is not None and isinstance(key, str | int):
                    if key in seen:
                        dups.append((path + (key,), k.start_mark.line + 1, k.start_mark.column + 1))
                    seen.add(key)
                out[path + (key,)] = (k.start_mark.line + 1, k.start_mark.column + 1)
                walk(v, path + (key,))
                out[path + (key,)] = (k.start_mark.line + 1, k.start_mark.column + 1)
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, path + (i,))

    if root is not None:
        walk(root, ())
    return out


def _path_str(path: tuple[Any, ...]) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


class _Diags:
    def __init__(self, positions: dict[tuple[Any, ...], tuple[int, int]]) -> None:
        self.pos = positions
        self.items: list[Diagnostic] = []

    def add(self, path: tuple[Any, ...], message: str, ja: str = "") -> None:
        p = tuple(path)
        while p and p not in self.pos:
            p = p[:-1]
        line, col = self.pos.get(p, (None, None))
        self.items.append(Diagnostic(_path_str(path), message, line, col, ja))


_FRIENDLY = {
    "zone": "expected a count or a list of cards (e.g. `clock: 3`, `hand: [{name: 桜, level: 1},"
    " 2]`, `hand: [{card: NUMBER}]`)",
}
_FRIENDLY_JA = {
    "zone": "枚数かカードのリストが必要です（例: `clock: 3`、`hand: [{name: 桜, level: 1}, 2]`、"
    "`hand: [{card: 番号}]`）",
}
# pydantic error types in Japanese (the English is pydantic's own message)
_PYDANTIC_JA = {
    "int_type": "整数が必要です",
    "int_parsing": "整数が必要です",
    "string_type": "文字列が必要です",
    "bool_type": "真偽値（true / false）が必要です",
    "bool_parsing": "真偽値（true / false）が必要です",
    "dict_type": "マッピングが必要です",
    "list_type": "リストが必要です",
    "float_type": "数値が必要です",
    "float_parsing": "数値が必要です",
    "literal_error": "使える値ではありません",
    "greater_than_equal": "値が小さすぎます",
    "less_than_equal": "値が大きすぎます",
    "value_error": "値が正しくありません",
}


def _pyd_errors(
    exc: ValidationError, base: tuple[Any, ...], diags: _Diags, what: str | None = None
) -> None:
    seen: set[tuple[Any, ...]] = set()
    errors = exc.errors()
    if what == "zone":
        # a card (a mapping) with a bad field: name the field, not the whole union
        fields = [e for e in errors if "CardSpec" in e["loc"] and e["loc"][-1] != "CardSpec"]
        items = {tuple(x for x in e["loc"] if isinstance(x, int))[:1] for e in fields}
        errors = fields + [
            e for e in errors if tuple(x for x in e["loc"] if isinstance(x, int))[:1] not in items
        ]
    for err in errors:
        card_field = what == "zone" and "CardSpec" in err["loc"] and err["loc"][-1] != "CardSpec"
        loc = tuple(
            x
            for x in err["loc"]
            if not (
                isinstance(x, str)
                and (
                    x.startswith("list[")
                    or x in ("int", "str", "CardSpec", "bool", "function-after")
                )
            )
        )
        path = base + loc
        pyd_ja = _PYDANTIC_JA.get(err["type"], "")
        if what and loc == ():
            msg, ja = _FRIENDLY.get(what, err["msg"]), _FRIENDLY_JA.get(what, pyd_ja)
        elif err["type"] == "extra_forbidden":
            msg, ja = "unknown field", "不明なフィールドです"
        elif err["type"] == "missing":
            msg, ja = "required field is missing", "必須のフィールドがありません"
        else:
            msg, ja = err["msg"], (f"{pyd_ja}（{err['msg']}）" if pyd_ja else "")
        if what == "zone" and not card_field:
            # union errors are noisy: one message per path, the friendly one
            path = base + tuple(x for x in loc if isinstance(x, int))[:1]
            if len(path) == len(base):
                msg, ja = _FRIENDLY["zone"], _FRIENDLY_JA["zone"]
            else:
                msg = "expected a count, a card name or a card (e.g. 2, 桜, {name: 桜, level: 1})"
                ja = "枚数、カード名、カードのいずれかが必要です（例: 2、桜、{name: 桜, level: 1}）"
        if path in seen:
            continue
        seen.add(path)
        diags.add(path, msg, ja)


# --------------------------------------------------------------------------- loading


# Bounds on a scenario file, checked before anything walks it (a hostile file must not cost
# more than its size): the file's size; how deeply its collections nest; how many values it
# holds once YAML aliases are expanded (a 9-line alias bomb expands to 10^9); how many cards a
# zone and the whole board hold (real decks have 40-60 cards; an anonymous count is one
# number in the file but one card each on the board).
MAX_SCENARIO_BYTES = 1024 * 1024
MAX_DEPTH = 32
MAX_VALUES = 20_000
MAX_ZONE_CARDS = 500
MAX_CARDS = 2_000


def _too_big(
    file: str, what: str, ja: str, line: int | None = None, col: int | None = None
) -> ScenarioError:
    return ScenarioError(file, [Diagnostic("", what, line, col, ja)])


def load(path: str | Path) -> Scenario:
    from kb.files import FileProblem, decode_input, read_input

    try:  # a directory, device, pipe, missing or too large file: a sentence (kb/files.py)
        raw = read_input(Path(path), MAX_SCENARIO_BYTES, "a scenario", "シナリオ")
        text = decode_input(path, raw)
    except FileProblem as e:
        raise ScenarioError(str(path), [Diagnostic("", str(e), ja=e.ja)]) from None
    return loads(text, str(path))


_OPEN_EVENTS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE_EVENTS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def _check_yaml_bounds(text: str, file: str) -> None:
    """Depth, expanded size and recursive aliases of a YAML text, from its event stream (one
    linear pass, no recursion, stopped at the first bound crossed)."""
    sizes: dict[str, int] = {}  # anchor -> values it stands for
    stack: list[tuple[int, str | None]] = []  # (total when it opened, anchor) per collection
    total = 0  # values so far, aliases expanded

    def refuse(what: str, ja: str, mark: Any) -> ScenarioError:
        return _too_big(file, what, ja, mark.line + 1, mark.column + 1)

    try:
        for ev in yaml.parse(text, Loader=_Loader):
            if isinstance(ev, yaml.AliasEvent):
                if any(a == ev.anchor for _, a in stack):
                    raise refuse(
                        f"the alias *{ev.anchor} refers to a collection that contains it",
                        f"エイリアス *{ev.anchor} が自分を含むコレクションを指しています",
                        ev.start_mark,
                    )
                total += sizes.get(ev.anchor, 1)
            elif isinstance(ev, _OPEN_EVENTS):
                stack.append((total, ev.anchor))
                total += 1
                if len(stack) > MAX_DEPTH:
                    raise refuse(
                        f"collections nested more than {MAX_DEPTH} deep: not a scenario",
                        f"入れ子が {MAX_DEPTH} 段を超えています。シナリオではありません",
                        ev.start_mark,
                    )
            elif isinstance(ev, _CLOSE_EVENTS):
                opened, anchor = stack.pop()
                if anchor:
                    sizes[anchor] = total - opened
            elif isinstance(ev, yaml.ScalarEvent):
                total += 1
                if ev.anchor:
                    sizes[ev.anchor] = 1
            if total > MAX_VALUES:
                raise refuse(
                    f"the file holds more than {MAX_VALUES:,} values once its aliases (*name) "
                    "are expanded: not a scenario",
                    f"エイリアス（*名前）を展開すると値が {MAX_VALUES:,} 個を超えます。"
                    "シナリオではありません",
                    ev.start_mark,
                )
    except yaml.YAMLError:
        return  # the loader reports the syntax error with its position


def _json_depth(data: Any) -> int:
    """How deeply `data` nests (iteratively)."""
    deepest = 0
    todo: list[tuple[Any, int]] = [(data, 0)]
    while todo:
        v, d = todo.pop()
        if isinstance(v, dict | list):
            deepest = max(deepest, d + 1)
            if deepest > MAX_DEPTH:
                return deepest
            todo.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return deepest


def _card_count(value: Any) -> int:
    """Cards a zone value puts on the board: a count is that many anonymous cards, a card with
    `count:` that many copies, a name or any other card one."""
    if isinstance(value, bool) or value is None:
        return 0
    if isinstance(value, int):
        return max(value, 0)
    if isinstance(value, list):
        return sum(_card_count(v) for v in value)
    if isinstance(value, dict):
        n = value.get("count", 1)
        return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 1
    return 1


def _check_uids(scn: Scenario, diags: _Diags) -> None:
    """A card's ``uid:`` names one card: given once in the file, for a single card (no
    ``count``), and not a name the file gives otherwise — a player id, or a player id and a
    number (the uids cards get by file order)."""
    seen: set[str] = set()
    auto = re.compile("^(" + "|".join(re.escape(p) for p in scn.players) + r")\d+$")

    def walk(path: tuple[Any, ...], v: Any) -> None:
        if isinstance(v, dict) and "uid" not in v:
            for k, x in v.items():
                walk((*path, k), x)
            return
        if isinstance(v, list):
            for i, x in enumerate(v):
                walk((*path, i), x)
            return
        get = v.get if isinstance(v, dict) else lambda k, d=None: getattr(v, k, d)
        uid = get("uid")
        if uid is None:
            return
        uid = str(uid)
        why = (
            ("given twice", "2回書かれています")
            if uid in seen
            else ("for several cards (count)", "複数枚（count）には付けられません")
            if (get("count", 1) or 1) != 1
            else (
                "a player id or a uid by file order",
                "プレイヤー名か、ファイル順の uid と同じです",
            )
            if uid in scn.players or (scn.players and auto.match(uid))
            else None
        )
        seen.add(uid)
        if why is not None:
            diags.add(
                (*path, "uid"),
                f"uid '{uid}' names one card: {why[0]}",
                f"uid '{uid}' は1枚のカードの名前です: {why[1]}",
            )

    for pid, zones in scn.players.items():
        if isinstance(zones, dict):
            walk(("players", pid), zones)


def _check_card_counts(scn: Scenario, diags: _Diags) -> None:
    try:
        game = get_game(scn.game)
    except KeyError:
        return  # check() names the unknown game
    groups = {z.group for z in game.zones if z.group}
    total = 0
    for pid, zones in scn.players.items():
        if not isinstance(zones, dict):
            continue
        for zname, value in zones.items():
            if zname in game.player_values:
                continue
            places = (
                [((zname, sub), v) for sub, v in value.items()]
                if zname in groups and isinstance(value, dict)
                else [((zname,), value)]
            )
            for where, v in places:
                n = _card_count(v)
                total += n
                if n > MAX_ZONE_CARDS:
                    diags.add(
                        ("players", pid, *where),
                        f"{n:,} cards in one zone: at most {MAX_ZONE_CARDS} (a real deck has "
                        "40-60)",
                        f"1つの領域に {n:,} 枚あります。{MAX_ZONE_CARDS} 枚までです"
                        "（実際のデッキは 40〜60 枚）",
                    )
    if total > MAX_CARDS and not diags.items:
        diags.add(
            ("players",),
            f"{total:,} cards on the board: at most {MAX_CARDS:,}",
            f"盤面に {total:,} 枚あります。{MAX_CARDS:,} 枚までです",
        )


def _choice_lists(data: dict[str, Any]) -> None:
    """A ``choices:`` entry answering with a list (``{player: A, choose: [甲, 乙, 丙]}``: 「３枚まで
    選び」 answered by the three cards) is that many successive answers of the same player (and
    ``at:``), one per item, in order — as the engine asks a choice of several cards one card at
    a time. An entry with ``allowed:`` (an assertion about one option) or an empty list is left
    as written, for the models to refuse."""
    chs = data.get("choices")
    if not isinstance(chs, list):
        return
    out: list[Any] = []
    for ch in chs:
        many = ch.get("choose") if isinstance(ch, dict) else None
        if isinstance(many, list) and many and "allowed" not in ch:
            out += [{**ch, "choose": one} for one in many]
        else:
            out.append(ch)
    data["choices"] = out


def _check_asks(node: Any) -> None:
    """A ``check`` written as a question and its answer, ``{do: check, ask: [甲.power], expect:
    12000}``, is the ``check`` of that state, ``{do: check, state: {甲.power: 12000}}``; with
    several keys asked, ``expect`` lists their values in the same order, or maps each key asked
    to its value (as ``expect.state`` does: ``expect: {甲.power: 12000}``). A ``check`` that
    gives ``state`` too, or whose ``expect`` does not pair with its keys, is left as written,
    for the validation to refuse. Nested actions (``simultaneous``, an action's own
    ``actions``) are read the same way."""
    if isinstance(node, list):
        for x in node:
            _check_asks(x)
        return
    if not isinstance(node, dict):
        return
    for v in node.values():
        if isinstance(v, (list, dict)):
            _check_asks(v)
    if node.get("do") != "check" or "state" in node or "ask" not in node or "expect" not in node:
        return
    keys = node["ask"] if isinstance(node["ask"], list) else [node["ask"]]
    want = node["expect"]
    if isinstance(want, dict) and set(want) == set(keys):
        # ``expect`` written as ``expect.state`` is: each key asked with its value
        values = [want[k] for k in keys]
    elif len(keys) == 1:
        values = [want]
    elif isinstance(want, list) and len(want) == len(keys):
        values = want
    else:
        return
    if not all(isinstance(k, str) for k in keys):
        return
    del node["ask"], node["expect"]
    node["state"] = dict(zip(keys, values, strict=True))


def loads(text: str, file: str = "<scenario>") -> Scenario:
    is_json = file.endswith(".json")
    if len(text) > MAX_SCENARIO_BYTES:
        raise _too_big(
            file,
            f"the text is longer than {MAX_SCENARIO_BYTES // 1024} k characters: not a scenario",
            f"テキストが {MAX_SCENARIO_BYTES // 1024} k 文字を超えています。シナリオではありません",
        )
    if not is_json:
        _check_yaml_bounds(text, file)
    try:
        data = json.loads(text) if is_json else yaml.load(text, Loader=_Loader)  # noqa: S506 - a safe loader
    except RecursionError:
        raise _too_big(
            file,
            f"collections nested more than {MAX_DEPTH} deep: not a scenario",
            f"入れ子が {MAX_DEPTH} 段を超えています。シナリオではありません",
        ) from None
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else getattr(exc, "lineno", None)
        col = mark.column + 1 if mark else getattr(exc, "colno", None)
        problem = getattr(exc, "problem", None) or getattr(exc, "msg", str(exc))
        problem_ja = problem
        lines = text.splitlines()
        if (
            mark is not None
            and mark.line < len(lines)
            and "\t" in lines[mark.line][: mark.column + 1]
        ):
            problem += " (a tab: YAML is indented with spaces, never tabs)"
            problem_ja += "（タブ文字: YAML の字下げは空白で行い、タブは使えません）"
        raise ScenarioError(
            file,
            [
                Diagnostic(
                    "",
                    f"not valid {'JSON' if file.endswith('.json') else 'YAML'}: {problem}",
                    line,
                    col,
                    f"{'JSON' if file.endswith('.json') else 'YAML'} として読めません: {problem_ja}",
                )
            ],
        ) from None
    if is_json and _json_depth(data) > MAX_DEPTH:
        raise _too_big(
            file,
            f"collections nested more than {MAX_DEPTH} deep: not a scenario",
            f"入れ子が {MAX_DEPTH} 段を超えています。シナリオではありません",
        )
    dups: list[tuple[tuple[Any, ...], int, int]] = []
    diags = _Diags(_positions(text, dups))
    for path, line, col in dups:
        diags.items.append(
            Diagnostic(
                _path_str(path),
                f"duplicate key '{path[-1]}' (a key is given once in a mapping)",
                line,
                col,
                f"キー '{path[-1]}' が重複しています（1つのマッピングにキーは1回だけ書きます）",
            )
        )
    if diags.items:
        raise ScenarioError(file, diags.items)
    if not isinstance(data, dict):
        diags.add(
            (),
            "a scenario is a mapping with game, title, turn, players, actions …",
            "シナリオは game, title, turn, players, actions … を持つマッピングです",
        )
        raise ScenarioError(file, diags.items)
    from ruling.cardref import expand  # {card: NUMBER}: fields from the card database

    expand(data, diags.add)
    if diags.items:
        raise ScenarioError(file, diags.items)
    _choice_lists(data)
    _check_asks(data.get("actions"))
    try:
        scn: Any = scenario_fast.read("Scenario", data)
    except scenario_fast.Invalid:
        from pydantic import ValidationError

        from ruling.scenario_models import Scenario as Model

        try:
            scn = Model.model_validate(data)
        except ValidationError as exc:
            _pyd_errors(exc, (), diags)
            raise ScenarioError(file, diags.items) from None
    _check_card_counts(scn, diags)
    _check_uids(scn, diags)
    if diags.items:
        raise ScenarioError(file, diags.items)
    _other_player(scn)
    check(scn, diags)
    if diags.items:
        raise ScenarioError(file, diags.items)
    return scn


TURN_FIELDS = ("player", "number", "phase", "step")  # ``turn.player`` … in ask / expect.state


def _other_player(scn: Scenario) -> None:
    """A situation about one player's cards only may give that player alone (``players: {A:
    …}``): the other of the two usual ids (A / B) is added with nothing given — each of its zones
    and values unknown, and stated as an assumption wherever the ruling reads one (its deck,
    docs/scenarios.md "Unknowns, ambiguity"). Any other single id is still refused (``check``)."""
    pids = list(scn.players)
    if len(pids) == 1 and pids[0] in ("A", "B"):
        given = scn.players.pop(pids[0])
        for pid in ("A", "B"):  # in the usual order
            scn.players[pid] = given if pid == pids[0] else {}


def check(scn: Scenario, diags: _Diags) -> None:
    """Checks that need the game module: zones, verbs, parameters, players, card types."""
    try:
        game = get_game(scn.game)
    except KeyError:
        diags.add(
            ("game",),
            f"unknown game '{scn.game}' (known: {', '.join(games())})",
            f"不明なゲーム '{scn.game}'（{', '.join(games())} のいずれか）",
        )
        return
    pids = list(scn.players)
    if len(pids) < 2:
        diags.add(
            ("players",),
            "a scenario needs two players (one given alone is A or B: the other is added, unknown)",
            "プレイヤーが2人必要です（1人だけ書く場合は A か B: もう1人は内容不明として補われます）",
        )
    for field_, value in (("player", scn.turn.player), ("first_player", scn.turn.first_player)):
        if value is not None and value not in pids:
            diags.add(
                ("turn", field_),
                f"'{value}' is not one of the players ({', '.join(pids)})",
                f"'{value}' はプレイヤー（{', '.join(pids)}）ではありません",
            )
    phase_ids = {p.id: p for p in game.phases}
    if scn.turn.phase is not None and scn.turn.phase not in phase_ids:
        diags.add(
            ("turn", "phase"),
            f"unknown phase '{scn.turn.phase}'{_did_you_mean(scn.turn.phase, phase_ids)} (phases: {', '.join(phase_ids)})",
            f"不明なフェイズ '{scn.turn.phase}'{_did_you_mean(scn.turn.phase, phase_ids, 'ja')}（フェイズ: {', '.join(phase_ids)}）",
        )
    elif scn.turn.step is not None:
        steps = (
            [s.id for s in phase_ids[scn.turn.phase].steps]
            if scn.turn.phase
            else [s.id for p in game.phases for s in p.steps]
        )
        if scn.turn.step not in steps:
            diags.add(
                ("turn", "step"),
                f"unknown step '{scn.turn.step}'{_did_you_mean(scn.turn.step, steps)} (steps: {', '.join(steps) or 'none'})",
                f"不明なステップ '{scn.turn.step}'{_did_you_mean(scn.turn.step, steps, 'ja')}（ステップ: {', '.join(steps) or 'なし'}）",
            )
    zone_ids = {z.id for z in game.zones}
    groups: dict[str, list[str]] = {}
    for z in game.zones:
        if z.group:
            groups.setdefault(z.group, []).append(z.id.split(".", 1)[1])
    for pid, zones in scn.players.items():
        if not isinstance(zones, dict):
            diags.add(("players", pid), "expected a mapping of zones", "領域のマッピングが必要です")
            continue
        for zname, value in zones.items():
            base = ("players", pid, zname)
            if zname in game.player_values:
                if (
                    isinstance(value, bool)
                    and game.player_value_types.get(zname) == "count_or_flag"
                ):
                    continue  # yes / no: 1 / 0 (``build``)
                if isinstance(value, bool) or not isinstance(value, int | str):
                    diags.add(base, "expected a number or a word", "数か語が必要です")
                elif game.player_value_types.get(zname) in (
                    "int",
                    "count_or_flag",
                ) and not isinstance(value, int):
                    diags.add(base, "expected a number", "数が必要です")
                continue
            if zname in groups:
                if not isinstance(value, dict):
                    diags.add(
                        base,
                        f"expected a mapping of {', '.join(groups[zname])}",
                        f"{', '.join(groups[zname])} のマッピングが必要です",
                    )
                    continue
                for sub, v in value.items():
                    if sub not in groups[zname]:
                        en, ja = game.group_layout.get(zname, ("", ""))
                        diags.add(
                            base + (sub,),
                            f"unknown {zname} position '{sub}'{_did_you_mean(sub, groups[zname])} (known: {', '.join(groups[zname])})"
                            + (f" — {en}" if en else ""),
                            f"{zname} の不明な位置 '{sub}'{_did_you_mean(sub, groups[zname], 'ja')}（{', '.join(groups[zname])} のいずれか）"
                            + (f" — {ja}" if ja else ""),
                        )
                        continue
                    _check_zone(scn, game, v, base + (sub,), diags)
            elif zname in zone_ids or game.zone_ref(zname) is not None:
                # a zone, or a position of a group given on its own (``vanguard:``)
                _check_zone(scn, game, value, base, diags)
            else:
                known = sorted({z.split(".")[0] for z in zone_ids})
                names = known + [z.split(".", 1)[1] for z in zone_ids if "." in z]
                names += list(game.player_values)
                diags.add(
                    base,
                    f"unknown zone '{zname}'{_did_you_mean(zname, names)} (zones: {', '.join(known)})",
                    f"不明な領域 '{zname}'{_did_you_mean(zname, names, 'ja')}（領域: {', '.join(known)}）",
                )
    for key, spec in scn.cards.items():
        _check_card(game, spec, ("cards", key), diags, scn)
    for i, eff in enumerate(scn.effects):
        if eff.target not in pids and eff.op == "param":
            diags.add(
                ("effects", i, "target"),
                f"'{eff.target}' is not a player",
                f"'{eff.target}' はプレイヤーではありません",
            )
        # ``lose``: 「…は敗北しない」, every game (the core keeps the player in the game)
        if (
            eff.op == "prohibit"
            and eff.stat not in game.actions
            and eff.stat not in game.prohibitable
            and eff.stat != "lose"
        ):
            acts = sorted({*game.actions, *game.prohibitable, "lose"})
            diags.add(
                ("effects", i, "stat"),
                f"unknown action '{eff.stat}' to prohibit{_did_you_mean(eff.stat, acts)}"
                f" (known: {', '.join(acts)})",
                f"禁止する行動 '{eff.stat}' が不明です{_did_you_mean(eff.stat, acts, 'ja')}"
                f"（{', '.join(acts)} のいずれか）",
            )
        if (
            game.effect_values
            and eff.op in ("add", "set")
            and eff.target not in pids
            and eff.stat not in game.effect_values
        ):
            known = ", ".join(game.effect_values)
            diags.add(
                ("effects", i, "stat"),
                f"unknown value '{eff.stat}' of a card to change (known: {known})",
                f"変更するカードの値 '{eff.stat}' が不明です（{known} のいずれか）",
            )
        if eff.until == "next_turn" and not game.ends_later_turn_effects:
            diags.add(
                ("effects", i, "until"),
                f"until: next_turn is not supported for {game.id} yet (its turn end does not end"
                " effects made in an earlier turn)",
                f"until: next_turn は {game.id} ではまだ使えません（前のターンの効果をターン終了時に終わらせない）",
            )
        if eff.until == "phase" and not game.phase_effects:
            diags.add(
                ("effects", i, "until"),
                f"until: phase is not supported for {game.id} (its rules give effects no period"
                " to the end of a phase)",
                f"until: phase は {game.id} では使えません（規則にフェイズ終了時までの効果がない）",
            )
        if eff.op == "grant":
            if game.grant_ability is None or eff.stat != "ability":
                diags.add(
                    ("effects", i, "op"),
                    f"op: grant takes stat: ability and is not supported for {game.id} yet"
                    if game.grant_ability is None
                    else "op: grant takes stat: ability (the value is the ability's text)",
                    f"op: grant は stat: ability で書きます（{game.id} ではまだ使えません）"
                    if game.grant_ability is None
                    else "op: grant は stat: ability で書きます（value は能力のテキスト）",
                )
            else:
                try:
                    game.grant_ability(str(eff.value or ""))
                except ValueError as exc:
                    diags.add(
                        ("effects", i, "value"),
                        f"the ability given cannot be run: {exc}",
                        f"与えられた能力を実行できません: {exc}",
                    )
        if eff.op == "replace" and eff.stat not in game.actions:
            diags.add(
                ("effects", i, "stat"),
                f"unknown action '{eff.stat}' to replace",
                f"置き換える行動 '{eff.stat}' が不明です",
            )
        if eff.op == "replace" and str(eff.value) not in game.actions:
            zone = replacing_zone(game, str(eff.value))
            if zone is None:
                diags.add(
                    ("effects", i, "value"),
                    f"unknown action '{eff.value}' to replace it with"
                    + (" (or a zone to move the card to)" if _moves_to_zone(game) else ""),
                    f"置き換え先の行動 '{eff.value}' が不明です"
                    + ("（またはカードを置く領域）" if _moves_to_zone(game) else ""),
                )
            elif eff.target in pids:
                diags.add(
                    ("effects", i, "target"),
                    f"a replacement putting a card into a zone ('{eff.value}') replaces an action"
                    " done to a card: the target is a card, not a player",
                    f"領域に置く置換効果（'{eff.value}'）はカードへの行動を置き換えます: 対象はカードです",
                )
    for i, act in enumerate(scn.actions):
        _check_action(
            game, act.model_dump(exclude_none=True), ("actions", i), diags, pids, top=True
        )
    for i, ch in enumerate(scn.choices):
        if ch.player not in pids:
            diags.add(
                ("choices", i, "player"),
                f"'{ch.player}' is not one of the players",
                f"'{ch.player}' はプレイヤーではありません",
            )
        if ch.choose is None and (ch.at is None or ch.allowed is None):
            # an entry without ``choose`` is an assertion about a choice point itself: whether
            # one of kind ``at:`` comes to the player (``allowed:``) — it answers nothing
            diags.add(
                ("choices", i, "choose"),
                "required field is missing (an entry without 'choose' is an assertion about a"
                " choice point: it needs 'at:' and 'allowed:')",
                "必須の項目がありません（'choose' の無い項目は選択の機会そのものについての検証で、"
                "'at:' と 'allowed:' が必要です）",
            )
        if isinstance(ch.choose, int) and not isinstance(ch.choose, bool) and ch.choose < 0:
            diags.add(
                ("choices", i, "choose"),
                "a chosen number must be 0 or more (ws 1.3.5)",
                "選ぶ数は0以上です（ws 1.3.5）",
            )
    for i, ref in enumerate(scn.ask):
        _check_key(game, pids, ref, ("ask", i), diags)
    if scn.expect and scn.expect.state:
        for k in scn.expect.state:
            _check_key(game, pids, k, ("expect", "state", k), diags)
    if scn.turn.attack is not None and game.attack_in_progress is None:
        diags.add(
            ("turn", "attack"),
            f"unsupported assertion (未対応の検証): {game.id} cannot start in the middle of an"
            " attack yet",
            f"未対応の検証: {game.id} ではまだアタックの途中から始められません",
        )
    if scn.pending and game.pending_ability is None:
        diags.add(
            ("pending",),
            f"unsupported assertion (未対応の検証): {game.id} cannot start with abilities"
            " already pending yet",
            f"未対応の検証: {game.id} ではまだ待機中の能力から始められません",
        )
    for i, pend in enumerate(scn.pending):
        if pend.player is not None and pend.player not in pids:
            diags.add(
                ("pending", i, "player"),
                f"'{pend.player}' is not one of the players",
                f"'{pend.player}' はプレイヤーではありません",
            )


def _check_key(game: Game, pids: list[str], key: str, path: tuple[Any, ...], diags: _Diags) -> None:
    """A key of ``ask`` / ``expect.state`` / ``check``: PLAYER.ZONE, a player value, the turn,
    or CARD.FIELD (the card is looked for when the ruling is checked)."""
    from ruling.assertions import GAME_OVER, classify

    if path[0] == "ask" and key == GAME_OVER:
        return
    what = classify(game, pids, key)
    if what[0] == "bad" and key.startswith("attack."):
        diags.add(path, what[1], f"'{key}': {what[1].partition(': ')[2]}")
    elif what[0] == "bad":
        forms = "turn.FIELD (player number phase step)" + (
            f", attack.FIELD ({' '.join(game.attack_fields)})" if game.attack_fields else ""
        )
        diags.add(
            path,
            f"'{key}' is neither PLAYER.ZONE nor CARD.FIELD (nor a player value, {forms})",
            f"'{key}' は プレイヤー.領域 でも カード.値 でもありません（プレイヤーの値、{forms} でもありません）",
        )


def _check_zone(
    scn: Scenario, game: Game, value: Any, path: tuple[Any, ...], diags: _Diags
) -> None:
    if value is None:
        return
    try:
        scenario_fast.zone(value)
    except scenario_fast.Invalid:
        from pydantic import ValidationError

        from ruling.scenario_models import _ZONE

        try:
            _ZONE.validate_python(value)
        except ValidationError as exc:
            _pyd_errors(exc, path, diags, "zone")
            return
    items = value if isinstance(value, list) else [value]
    for i, it in enumerate(items):
        p = path + ((i,) if isinstance(value, list) else ())
        if isinstance(it, bool):
            diags.add(p, "expected a count or a card", "枚数かカードが必要です")
        elif isinstance(it, int) and it < 0:
            diags.add(p, "a count must be 0 or more", "枚数は0以上です")
        elif isinstance(it, str) and it not in scn.cards:
            pass  # a plain name: a named card of unknown type
        elif isinstance(it, dict):
            if not any(k in CARD_FIELDS or k in game.extra_fields for k in it):
                # a mapping naming no card field at all is not a card
                diags.add(
                    p,
                    "expected a count, a card name or a card"
                    if isinstance(value, list)
                    else _FRIENDLY["zone"],
                    "枚数、カード名、カードのいずれかが必要です"
                    if isinstance(value, list)
                    else _FRIENDLY_JA["zone"],
                )
                continue
            _check_card(game, card_spec(it), p, diags, scn)


def _check_card(
    game: Game, spec: CardSpec, path: tuple[Any, ...], diags: _Diags, scn: Scenario
) -> None:
    if spec.owner is not None and spec.owner not in scn.players:
        diags.add(
            path + ("owner",),
            f"owner '{spec.owner}' is not one of the players",
            f"オーナー '{spec.owner}' はプレイヤーではありません",
        )
    if spec.type is not None and _card_type(game, spec.type) is None:
        known = ", ".join(a for names in game.card_types.values() for a in names)
        diags.add(
            path + ("type",),
            f"unknown card type '{spec.type}' (known: {known})",
            f"不明なカードの種類 '{spec.type}'（{known} のいずれか）",
        )
    for icon in _as_list(spec.trigger):
        if icon.strip().lower() not in NO_ICON and _icon(game, icon) is None:
            diags.add(
                path + ("trigger",),
                f"unknown trigger icon '{icon}' (known: {', '.join(game.icons)})",
                f"不明なトリガーアイコン '{icon}'（{', '.join(game.icons)} のいずれか）",
            )
    if spec.ref is not None and spec.ref not in scn.cards:
        diags.add(
            path + ("ref",),
            f"no card '{spec.ref}' in cards:",
            f"cards: にカード '{spec.ref}' がありません",
        )
    for k, v in (spec.model_extra or {}).items():
        want = game.extra_fields.get(k)
        if want is None:
            fields = [*SHAPES["CardSpec"]["fields"], *game.extra_fields]
            diags.add(
                path + (k,),
                f"unknown field{_did_you_mean(k, fields)} (card fields: {', '.join(fields)})",
                f"不明なフィールドです{_did_you_mean(k, fields, 'ja')}（カードのフィールド: {', '.join(fields)}）",
            )
        elif not _is_type(v, want):
            said = " or ".join(want.split("|"))
            diags.add(path + (k,), f"expected {said}", f"{'か'.join(want.split('|'))} が必要です")


def _is_type(v: Any, want: str) -> bool:
    if "|" in want:
        # a field of two forms (mc ``hero``: true, or its hero points)
        return any(_is_type(v, w) for w in want.split("|"))
    if want == "int":
        return isinstance(v, int) and not isinstance(v, bool)
    if want == "bool":
        return isinstance(v, bool)
    if want == "counts":
        # a count per kind (co ``counters: {湯気カウンター: 2}``)
        return isinstance(v, dict) and all(
            isinstance(k, str) and isinstance(n, int) and not isinstance(n, bool) and n >= 0
            for k, n in v.items()
        )
    if want == "list":
        return isinstance(v, list | str) and all(isinstance(x, str) for x in _as_list(v))
    return isinstance(v, str)


_PARAM_TYPES = {"int": int, "list": list, "bool": bool, "cards": list}  # list: of actions


def _check_action(
    game: Game,
    act: dict[str, Any],
    path: tuple[Any, ...],
    diags: _Diags,
    pids: list[str],
    top: bool = False,
) -> None:
    verb = act.get("do")
    if "allowed" in act and not isinstance(act["allowed"], bool):
        diags.add(path + ("allowed",), "expected true or false", "true か false が必要です")
    if verb in SHARED_ACTIONS:
        _check_shared(game, act, path, diags, pids, top)
        return
    adef = game.actions.get(str(verb))
    if adef is None:
        diags.add(
            path + ("do",),
            f"unknown action '{verb}'{_did_you_mean(str(verb), [*game.actions, *SHARED_ACTIONS])}"
            f" (actions: {', '.join(sorted(game.actions))})",
            f"不明な行動 '{verb}'{_did_you_mean(str(verb), [*game.actions, *SHARED_ACTIONS], 'ja')}"
            f"（行動: {', '.join(sorted(game.actions))}）",
        )
        return
    known = {p.name: p for p in adef.params}
    for k, v in act.items():
        if k in ("do", "allowed"):
            continue
        prm = known.get(k)
        if prm is None:
            if k == "player":
                continue
            diags.add(
                path + (k,),
                f"'{verb}' takes no parameter '{k}'{_did_you_mean(k, list(known))} (parameters: {', '.join(known) or 'none'})",
                f"'{verb}' に引数 '{k}' はありません{_did_you_mean(k, list(known), 'ja')}（引数: {', '.join(known) or 'なし'}）",
            )
            continue
        want = _PARAM_TYPES.get(prm.type)
        forms = prm.type.split("|") if "|" in prm.type else []
        if forms and not any(
            isinstance(v, _PARAM_TYPES.get(f, dict if f == "map" else str)) for f in forms
        ):
            # a parameter of two forms (co ``attack``'s ``after_damage``: one list of actions,
            # or actions per character)
            diags.add(
                path + (k,),
                f"expected {' or '.join(forms)}",
                f"{'か'.join(forms)} が必要です",
            )
        if want is not None and (not isinstance(v, want) or (want is int and isinstance(v, bool))):
            diags.add(path + (k,), f"expected {prm.type}", f"{prm.type} が必要です")
        elif prm.type == "str" and isinstance(v, bool) and not prm.flag:
            # YAML reads yes / no / on / off / true / false unquoted as a boolean
            diags.add(
                path + (k,),
                f"expected a word, got {str(v).lower()} (YAML reads an unquoted yes / no / on / off"
                f" as true / false: write it in quotes, e.g. '{k}: \"yes\"')",
                f"語が必要ですが {str(v).lower()} です（YAML は引用符のない yes / no / on / off を"
                f" true / false と読みます: 引用符で囲んでください。例 '{k}: \"yes\"'）",
            )
        elif prm.type == "player" and v not in pids:
            diags.add(
                path + (k,),
                f"'{v}' is not one of the players ({', '.join(pids)})",
                f"'{v}' はプレイヤー（{', '.join(pids)}）ではありません",
            )
        elif (
            prm.choices
            and str(v).rpartition(".")[2] not in prm.choices
            and not (prm.or_card and isinstance(v, str))
        ):
            if choice_alias(str(v), prm.choices):
                # a duration said as its end (``turn_end``, ``end_of_turn``): the choice itself,
                # read so where the action runs (``ruling.rules.with_aliases``)
                continue
            diags.add(
                path + (k,),
                f"'{v}' is not one of {', '.join(prm.choices)}",
                f"'{v}' は {', '.join(prm.choices)} のいずれでもありません",
            )
        if "list" in forms and "map" in forms and isinstance(v, dict):
            # actions per key: each value a list of actions, checked as one
            for key, subs in v.items():
                if not isinstance(subs, list):
                    diags.add(path + (k, key), "expected list", "list が必要です")
                    continue
                for i, sub in enumerate(subs):
                    if isinstance(sub, dict) and "do" in sub:
                        _check_action(game, sub, path + (k, key, i), diags, pids)
                    else:
                        diags.add(
                            path + (k, key, i),
                            "expected an action ({do: …})",
                            "行動（{do: …}）が必要です",
                        )
        if (prm.type == "list" or "list" in forms) and isinstance(v, list):
            for i, sub in enumerate(v):
                if isinstance(sub, dict) and "do" in sub:
                    _check_action(game, sub, path + (k, i), diags, pids)
                else:
                    diags.add(
                        path + (k, i), "expected an action ({do: …})", "行動（{do: …}）が必要です"
                    )
    for prm in adef.params:
        if prm.required and prm.name not in act and not (prm.alt and prm.alt in act):
            alt_en = f" (or '{prm.alt}')" if prm.alt else ""
            alt_ja = f"（または '{prm.alt}'）" if prm.alt else ""
            diags.add(
                path,
                f"'{verb}' needs '{prm.name}'{alt_en}",
                f"'{verb}' には '{prm.name}'{alt_ja} が必要です",
            )


# actions every game has (docs/scenarios.md): an assertion at a point of the replay, events
# at one moment, a bare effect text
SHARED_ACTIONS = {
    "check": ("state",),
    "simultaneous": ("actions",),
    "resolve_text": ("text", "player", "card", "target", "user"),
}
# the keys of ``resolve_text`` a game reads only if it says so (``Game.resolve_text_keys``):
# any other game refuses them rather than ignore them
RESOLVE_TEXT_OPTIONAL = ("user", "target")


def _check_shared(
    game: Game,
    act: dict[str, Any],
    path: tuple[Any, ...],
    diags: _Diags,
    pids: list[str],
    top: bool,
) -> None:
    verb = str(act["do"])
    params = SHARED_ACTIONS[verb]
    for k in act:
        if k not in ("do", "allowed", *params):
            diags.add(
                path + (k,),
                f"'{verb}' takes no parameter '{k}' (parameters: {', '.join(params)})",
                f"'{verb}' に引数 '{k}' はありません（引数: {', '.join(params)}）",
            )
    if verb == "check":  # also nested: at that moment of the action holding it
        state = act.get("state")
        if not isinstance(state, dict) or not state:
            diags.add(path + ("state",), "expected a mapping of keys", "キーのマッピングが必要です")
            return
        for k in state:
            _check_key(game, pids, str(k), path + ("state", k), diags)
    elif verb == "simultaneous":
        subs = act.get("actions")
        if not isinstance(subs, list) or len(subs) < 2:
            diags.add(
                path + ("actions",),
                "expected a list of two or more actions",
                "2つ以上の行動のリストが必要です",
            )
            return
        for i, sub in enumerate(subs):
            if isinstance(sub, dict) and "do" in sub and sub["do"] != "check":
                _check_action(game, sub, path + ("actions", i), diags, pids)
            else:
                diags.add(
                    path + ("actions", i),
                    "expected an action ({do: …})",
                    "行動（{do: …}）が必要です",
                )
    else:
        if game.resolve_text is None:
            diags.add(
                path,
                f"unsupported assertion (未対応の検証): {game.id} cannot resolve a bare effect"
                " text yet",
                f"未対応の検証: {game.id} ではまだ効果のテキストだけを解決できません",
            )
        for key in RESOLVE_TEXT_OPTIONAL:
            if key in act and key not in game.resolve_text_keys:
                takers = ", ".join(i for i in games() if key in get_game(i).resolve_text_keys)
                diags.add(
                    path + (key,),
                    f"'resolve_text' takes '{key}' in {takers} only"
                    + (
                        f" (in {game.id} a text chooses its cards itself: give the choice in"
                        " 'choices:')"
                        if key == "target"
                        else ""
                    ),
                    f"'resolve_text' の '{key}' は {takers} でのみ使えます"
                    + (
                        f"（{game.id} のテキストはカードを自ら選びます: 選択は 'choices:' に）"
                        if key == "target"
                        else ""
                    ),
                )
        if not isinstance(act.get("text"), str) or not act.get("text"):
            diags.add(path + ("text",), "expected the effect's text", "効果のテキストが必要です")
        if act.get("player") is not None and act["player"] not in pids:
            diags.add(
                path + ("player",),
                f"'{act['player']}' is not one of the players ({', '.join(pids)})",
                f"'{act['player']}' はプレイヤー（{', '.join(pids)}）ではありません",
            )


def _did_you_mean(word: str, names: Any, lang: str = "en") -> str:
    """'; did you mean X?' naming the nearest of `names`, or '' when none is near."""
    import difflib

    names = [str(x) for x in names]
    low = str(word).lower()
    near = difflib.get_close_matches(low, names, n=2, cutoff=0.6)
    near += [x for x in names if x not in near and low and x.startswith(low)][: 2 - len(near)]
    if not near:
        return ""
    if lang == "ja":
        return f"。{' か '.join(near)} のことですか"
    return f"; did you mean {' or '.join(near)}?"


def _as_list(v: Any) -> list[str]:
    if v is None:
        return []
    return [v] if isinstance(v, str) else list(v)


def _card_type(game: Game, name: str) -> str | None:
    low = name.strip().lower()
    for tid, names in game.card_types.items():
        if low in {n.lower() for n in names}:
            return tid
    return None


# 「none」 written as a card's trigger icon: the card has no icon (the same as an empty list)
NO_ICON = frozenset({"none", "なし", "無し", "-", "－"})


def _icon(game: Game, name: str) -> str | None:
    low = name.strip().lower()
    for iid, names in game.icons.items():
        if low == iid or low in {n.lower() for n in names}:
            return iid
    return None


# --------------------------------------------------------------------------- the initial state


def build(scn: Scenario) -> tuple[GameState, list[tuple[str, str, str]]]:
    """The initial state, and the setup notes (ja, en, ref) for the trace."""
    game = get_game(scn.game)
    t = scn.turn
    state = GameState(
        game=scn.game,
        players={pid: Player(pid) for pid in scn.players},
        turn=Turn(
            player=t.player,
            number=t.number,
            phase=t.phase,
            step=t.step,
            first_player=t.first_player,
        ),
    )
    if t.attacks:
        state.vars["attacks"] = t.attacks
    if t.climax_played:
        state.vars["climax_played"] = True
    counters = dict.fromkeys(scn.players, 0)

    def make(
        pid: str,
        spec: CardSpec | str | None,
        orientation: str | None = None,
        face_down: bool = False,
    ) -> Card:
        counters[pid] += 1
        uid = f"{pid}{counters[pid]}"
        if spec is None:
            return Card(uid, pid, face_up=not face_down)
        if isinstance(spec, str):
            spec = scn.cards.get(spec) or card_spec({"name": spec})
        if spec.ref:
            base = scn.cards[spec.ref].model_dump(exclude_none=True)
            base.update(spec.model_dump(exclude_none=True, exclude={"ref"}))
            spec = card_spec(base)
        # 「uid: 兵2」: the file names this card itself — two cards of one name (co 4.2.6, any
        # game) are told apart wherever a card is named (actions, choices, ask, expect)
        if spec.uid is not None:
            uid = str(spec.uid)
        c = Card(
            uid,
            spec.owner or pid,
            name=spec.name,
            type=_card_type(game, spec.type) if spec.type else None,
            level=spec.level,
            cost=spec.cost,
            power=spec.power,
            soul=spec.soul,
            color=spec.color,
            triggers=tuple(i for i in (_icon(game, x) for x in _as_list(spec.trigger)) if i),
            traits=tuple(spec.traits or ()),
            text=spec.text or "",
            number=spec.id,
            extra={
                k: (_as_list(v) if game.extra_fields.get(k) == "list" else v)
                for k, v in (spec.model_extra or {}).items()
            },
            # 「traits」 left out: unknown, not "none" (a card of the database gives its list);
            # 「text」 left out: the abilities it prints not given (``text: ""``: it prints none)
            unknown=(("traits",) if spec.traits is None else ())
            + (("text",) if spec.text is None else ()),
        )
        if spec.state:
            c.orientation = spec.state
        elif orientation:
            c.orientation = orientation
        if spec.face == "down" or (face_down and spec.face != "up"):
            c.face_up = False
        return c

    face_down = {z.id for z in game.zones if z.face_down}

    def fill(pid: str, zone: str, value: Any) -> None:
        old = state.zone(pid, zone)
        pieces: list[Card | Run] = old.pieces() if isinstance(old, Zone) else list(old)
        down = zone in face_down
        # ``empty`` (the word ``expect.state`` uses for a zone holding no card): no card
        items = value if isinstance(value, list) else [] if value == EMPTY else [value]
        for it in items:
            if it is None:
                continue
            if isinstance(it, bool):
                continue
            if isinstance(it, int):
                # anonymous cards: one run, made one by one only when looked at (ruling.zone)
                if it > 0:
                    pieces.append(Run(pid, pid, counters[pid] + 1, it, face_up=not down))
                    counters[pid] += it
                continue
            spec = it if isinstance(it, str) else card_spec(it) if isinstance(it, dict) else it
            n = spec.count if not isinstance(spec, str) else 1
            for _ in range(n):
                pieces.append(make(pid, spec, face_down=down))
        placed: list[Card | Run] = []
        for p in pieces:
            if isinstance(p, Run):
                placed.append(Run(p.owner, p.prefix, p.start, p.n, p.face_up, state.seq + 1))
                state.seq += p.n
            else:
                p.placed = state.next_seq()
                placed.append(p)
        runs = any(isinstance(p, Run) for p in placed)
        state.players[pid].zones[zone] = Zone(placed) if runs else placed

    groups = {z.group for z in game.zones if z.group}
    listed: dict[str, list[str]] = {}  # the zones the file gives: the others are not known
    for pid, zones in scn.players.items():
        for zname, value in zones.items():
            if zname in game.player_values:
                if isinstance(value, bool):
                    # a count said as yes / no (``count_or_flag``: 「このターンにナビゲーターを
                    # プレイした」): true is 1, false 0
                    value = int(value)
                state.vars[f"{zname}.{pid}"] = value
            elif zname in groups:
                for sub, v in (value or {}).items():
                    fill(pid, f"{zname}.{sub}", v)
                    listed.setdefault(pid, []).append(f"{zname}.{sub}")
                if not value:
                    listed.setdefault(pid, []).extend(z.id for z in game.zones if z.group == zname)
            else:
                fill(pid, game.zone_ref(zname) or zname, value)
                listed.setdefault(pid, []).append(game.zone_ref(zname) or zname)
    state.vars["listed"] = {pid: sorted(set(zs)) for pid, zs in listed.items()}
    notes: list[tuple[str, str, str]] = []
    from ruling.core import Ctx  # noqa: F401  (only for typing of game.setup)

    for eff in scn.effects:
        target = eff.target
        if target not in state.players:
            target = _find(state, target, game) or target
        eid = state.next_seq()
        clauses: tuple[str, ...] = ()
        value = eff.value if eff.value is not None else 0
        if eff.op == "grant" and game.grant_ability is not None:
            value = game.grant_ability(str(eff.value or ""))  # checked by the loader
        if eff.op == "replace" and str(eff.value) not in game.actions:
            # 「かわりに[領域]に置く」: the replacing action is the game's move of the card to
            # that zone of its owner (checked by the loader)
            zone = replacing_zone(game, str(eff.value))
            card = state.card(target) if zone is not None else None
            if zone is not None and card is not None:
                value = {"do": game.zone_move, "to": zone, "player": card.owner}
        # 「次の相手のターンの終わりまで」 made in an earlier turn: the end of the next turn
        until = f"turn:{scn.turn.number + 1}" if eff.until == "next_turn" else eff.until
        stat = eff.stat
        if eff.op in ("add", "set") and eff.target not in state.players:
            stat = game.effect_values.get(stat, stat)  # vs ``defense`` -> ``dp``
        state.effects.append(Effect(eid, target, stat, eff.op, value, until, eff.source, clauses))
        notes.append(
            (
                f"効果: {eff.source or eff.stat}（{target} の {eff.stat} {eff.op} {eff.value}）",
                f"effect: {eff.source or eff.stat} ({target} {eff.stat} {eff.op} {eff.value})",
                f"effect:{eid}",
            )
        )
    return state, notes


def _moves_to_zone(game: Game) -> bool:
    """Has the game an action putting a card into a zone (``Game.zone_move``, taking the card
    and its destination)?"""
    adef = game.actions.get(game.zone_move)
    return adef is not None and {"card", "to"} <= {p.name for p in adef.params}


def replacing_zone(game: Game, ref: str) -> str | None:
    """The zone an ``op: replace`` effect's ``value`` names when it names no action: the card is
    put into that zone instead (「かわりにソウルに置く」 — ``value: soul`` or ``ソウル``), done as the
    game's ``zone_move``; None when the value names no zone or the game has no such move."""
    if not _moves_to_zone(game):
        return None
    zone = game.zone_ref(ref)
    if zone is None:
        zone = next((z.id for z in game.zones if ref in (z.ja, z.en)), None)
    return zone


def _find(state: GameState, ref: str, game: Game) -> str | None:
    pl, _, rest = ref.partition(".")
    players = [pl] if rest and pl in state.players else list(state.players)
    name = rest if rest and pl in state.players else ref
    slot = game.zone_ref(name)
    for p in players:
        for zname, cards in state.players[p].zones.items():
            if zname == slot and zname != name and cards:
                return cards[0].uid
            found = first_card(cards, lambda c: c.name == name, name)
            if found is not None:
                return found.uid
    return None


def json_schema() -> dict[str, Any]:
    from ruling.scenario_models import json_schema as schema

    return schema()


CARD_FIELDS = frozenset(SHAPES["CardSpec"]["fields"])


def card_spec(data: dict[str, Any]) -> Any:
    """A card of a zone or of ``cards:`` (``CardSpec``), read as the scenario's models are."""
    try:
        return scenario_fast.read("CardSpec", data)
    except scenario_fast.Invalid:
        from ruling.scenario_models import CardSpec

        return CardSpec.model_validate(data)


def __getattr__(name: str) -> Any:
    """The pydantic models (``Scenario``, ``CardSpec`` …) by their old names, imported on use."""
    if name.startswith("_"):
        raise AttributeError(name)  # (``__path__`` … asked by the import system)
    from ruling import scenario_models

    if name in scenario_models.__dict__ and not name.startswith("_"):
        return getattr(scenario_models, name)
    raise AttributeError(name)
