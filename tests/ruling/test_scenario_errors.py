"""Bad scenario files: path and line, never a traceback."""

from __future__ import annotations

import json
import re
import textwrap

import pytest

from ruling.commands import ruling_cmd, schema_cmd, table_cmd
from ruling.scenario import ScenarioError, build, loads

GOOD = """\
game: ws
title: t
turn: {player: A}
players:
  A: {clock: 2, deck: 5}
  B: {deck: 5}
actions:
  - {player: A, do: damage, to: B, amount: 1}
"""


def _err(text: str) -> str:
    with pytest.raises(ScenarioError) as e:
        loads(textwrap.dedent(text), "s.yaml")
    return str(e.value)


def test_good_file_loads() -> None:
    scn = loads(GOOD, "s.yaml")
    assert scn.actions[0].do == "damage"


def test_zone_value_error_has_path_and_line() -> None:
    msg = _err(GOOD.replace("clock: 2", "clock: {a: 1}"))
    assert "s.yaml:5:" in msg and "players.A.clock: expected a count or a list of cards" in msg


def test_unknown_zone_verb_and_param() -> None:
    assert "players.A.clok: unknown zone 'clok'" in _err(GOOD.replace("clock", "clok"))
    assert "actions[0].do: unknown action 'damag'" in _err(GOOD.replace("do: damage", "do: damag"))
    msg = _err(GOOD.replace("amount: 1", "amount: 1, colour: red"))
    assert "s.yaml:8:" in msg and "actions[0].colour: 'damage' takes no parameter" in msg
    assert "actions[0].amount: expected int" in _err(GOOD.replace("amount: 1", "amount: many"))
    assert "actions[0].to: 'C' is not one of the players" in _err(GOOD.replace("to: B", "to: C"))


def test_yaml_syntax_error_position() -> None:
    msg = _err("game: ws\ntitle: [unclosed\n")
    assert msg.startswith("s.yaml:") and "not valid YAML" in msg


def test_missing_fields_and_unknown_game() -> None:
    assert "turn: required field is missing" in _err(
        "game: ws\ntitle: t\nplayers: {A: {}, B: {}}\n"
    )
    assert "game: unknown game 'zz'" in _err(GOOD.replace("game: ws", "game: zz"))


def test_every_diagnostic_is_given_in_japanese_too(tmp_path) -> None:  # type: ignore[no-untyped-def]
    lines = []
    for i, text in enumerate(
        (
            GOOD.replace("game: ws", "game: ws\nextra_field: 1"),  # caught by the schema
            GOOD.replace("clock: 2", "clock: -1, hand: [{name: x, type: monster}]"),  # by the game
        )
    ):
        bad = tmp_path / f"bad{i}.yaml"
        bad.write_text(text, encoding="utf-8")
        code, out = ruling_cmd(str(bad))
        assert code == 2
        lines += out.splitlines()
    assert len(lines) >= 3
    for line in lines:  # path, then the message in Japanese
        assert ": エラー: " in line and re.search(r"[\u3040-\u30ff]", line.rsplit(": ", 1)[1]), line


def test_card_type_and_icon_checked() -> None:
    assert "unknown card type 'monster'" in _err(
        GOOD.replace("deck: 5}\n  B", "deck: [{name: x, type: monster}]}\n  B")
    )
    assert "unknown trigger icon 'laser'" in _err(
        GOOD.replace("deck: 5}\n  B", "deck: [{name: x, trigger: laser}]}\n  B")
    )


def test_trigger_none_is_a_card_without_icon() -> None:
    """`trigger: none` (or なし) is a card without a trigger icon, as an empty list is."""
    for word in ("none", "なし", "[]"):
        text = GOOD.replace("deck: 5}\n  B", f"deck: [{{name: x, trigger: {word}}}]}}\n  B")
        state, _ = build(loads(text, "s.yaml"))
        (card,) = state.zone("A", "deck")
        assert card.triggers == ()


def test_cli_exit_codes(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.yaml"
    bad.write_text(GOOD.replace("clock: 2", "clock: {a: 1}"), encoding="utf-8")
    code, out = ruling_cmd(str(bad))
    assert code == 2 and "players.A.clock" in out and "Traceback" not in out
    code, out = ruling_cmd(str(tmp_path / "missing.yaml"), lang="en")
    assert code == 2 and "missing.yaml does not exist" in out
    code, out = ruling_cmd(str(tmp_path / "missing.yaml"))  # Japanese by default
    assert code == 2 and "missing.yaml がありません" in out
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(bytes(range(128, 256)))
    code, out = ruling_cmd(str(binary))
    assert code == 2 and "UTF-8" in out and "Traceback" not in out
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(
        GOOD + "expect:\n  outcome: {loser: B}\n  decided_by: ['4.10.1']\n", encoding="utf-8"
    )
    code, out = ruling_cmd(str(wrong), lang="en")
    assert code == 1 and "disagrees" in out
    right = tmp_path / "right.yaml"
    right.write_text(
        GOOD + "expect:\n  outcome: {game_over: false}\n  decided_by: ['4.10.1']\n",
        encoding="utf-8",
    )
    code, out = ruling_cmd(str(right), as_json=True)
    data = json.loads(out)
    assert code == 0 and data["outcome"]["game_over"] is False
    assert {"outcome", "decided_by", "trace", "final_state", "warnings"} <= set(data)
    assert data["decided_by"][0]["clause"] == "4.10.1"


def test_bad_choice_answer_is_an_input_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    f = tmp_path / "c.yaml"
    f.write_text(
        GOOD.replace("actions:\n  - {player: A, do: damage, to: B, amount: 1}\n", "players2: x\n")
        if False
        else GOOD.replace(
            "  - {player: A, do: damage, to: B, amount: 1}\n",
            "  - {player: A, do: draw_phase}\n  - {do: clock_phase}\nchoices:\n  - {player: A, at: clock, choose: nothing-like-this}\n",
        ).replace("clock: 2, deck: 5", "clock: 2, deck: 5, hand: [{name: x}]"),
        encoding="utf-8",
    )
    code, out = ruling_cmd(str(f))
    assert code == 2 and "choices[0]" in out


def test_schema_and_tables() -> None:
    code, out = schema_cmd()
    schema = json.loads(out)
    assert code == 0 and "players" in schema["properties"] and "expect" in schema["properties"]
    code, out = table_cmd("zones", "ws", as_json=True)
    assert any(z["id"] == "stage.center_front" for z in json.loads(out))
    code, out = table_cmd("actions", "ws")
    assert "damage" in out and "amount: int (required)" in out
    assert table_cmd("phases", "zz")[0] == 2


def test_duplicate_key_is_an_error_with_its_line() -> None:
    msg = _err(GOOD.replace("  B: {deck: 5}", "  A: {deck: 5}\n  B: {deck: 5}"))
    assert "s.yaml:6:3:" in msg and "players.A: duplicate key 'A'" in msg
    with pytest.raises(ScenarioError) as e:
        loads('{"game": "ws", "game": "vg"}', "s.json")
    assert "game: duplicate key 'game'" in str(e.value)


def test_tab_indentation_is_named() -> None:
    msg = _err("game: ws\ntitle: t\nplayers:\n\tA: {}\n")
    assert "s.yaml:4:" in msg and "a tab" in msg
    # a syntax error at the very end of the file is no crash
    assert "not valid YAML" in _err("game: ws\ntitle: [a,\n")


def test_bad_card_field_is_named() -> None:
    msg = _err(GOOD.replace("deck: 5}\nactions", "deck: [{name: x, power: lots}]}\nactions"))
    assert "players.B.deck[0].power:" in msg


def test_an_unknown_card_field_is_a_sentence_naming_the_fields() -> None:
    """A card field the game does not know is an input error naming the nearest field (it was a
    NameError once the models moved out of ruling.scenario)."""
    from ruling.scenario import ScenarioError, loads

    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A: {vanguard: {name: 竜, grade: 3, colour: red}, deck: 10}\n"
        "  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}\nactions:\n  - {do: stand_phase}\n"
    )
    with pytest.raises(ScenarioError, match="unknown field; did you mean color"):
        loads(src, "t.yaml")


VG_BOOST = textwrap.dedent(
    """\
    game: vg
    title: t
    turn: {number: 3, player: A}
    players:
      A:
        field: {vanguard: {name: V, grade: 3, power: 13000}, left_back: {name: B, grade: 1, power: 8000}}
      B:
        field: {vanguard: {name: W, grade: 3, power: 13000}}
    actions:
      - {player: A, do: attack, attacker: vanguard, target: vanguard, boost: BOOST}
    """
)


@pytest.mark.parametrize("word", ["yes", "no", "on", "off", "true"])
def test_an_unquoted_yaml_boolean_for_a_word_parameter_is_named(word: str) -> None:
    """YAML 1.1 reads an unquoted yes / no / on / off as a boolean: a parameter that takes a
    word says so, instead of the action being silently not done."""
    msg = _err(VG_BOOST.replace("BOOST", word))
    assert "actions[0].boost: expected a word" in msg and "in quotes" in msg
    loads(VG_BOOST.replace("BOOST", f'"{word}"' if word != "true" else "left_back"), "s.yaml")
