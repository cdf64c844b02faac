"""The rules documents' example texts, read out of the documents by a general reader
(``grammar.examples``) and measured (``ruling.rules_examples``): each text is the document's
own, under the clause it stands in; the reader tells an ability text from a name, a template
and a phrase cut short; and the numbers that parse, compile and run on a board may only go up
(the floors are the measured figures, docs/cardtext.md)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from grammar.examples import classify, extract, game_examples
from kb.parse import parse_document
from ruling.rules_examples import bare_effect, main, measure, runs_as_effect, summary

REPO = Path(__file__).resolve().parents[2]
GAMES = ("vs", "co", "mc")
# measured when set (python -m ruling.rules_examples GAME)
FLOOR = {
    # round 23 (s19examples): 8.12.5's limit of uses printed alone is measured as the last
    # sentence of an ability (``LIMIT_FORM``): run 5
    # and 2.15.2 (zones joined by と; measured with its [領域], AREA_FORM): run 6
    "vs": {"texts": 8, "parse": 8, "compile": 6, "run": 6, "run_as_effect": 2},
    # co: 4.3.8's 「スペル、イベントの効果を受けない」 compiles as the card's own immunity since
    # round 15 (c286857b), so it is measured as an ability, no longer as a bare effect: run 23
    # as before, of them 4 as bare effects (was 5)
    # round 18 (s14examples): 4.2.1's 「手札にあるかのようにプレイすることができる」状態 is a state the
    # document names (a quote followed by 状態 / 事象), not a card's text: 25 -> 24 texts, the
    # refused one gone, 23 run as before
    "co": {"texts": 24, "parse": 24, "compile": 23, "run": 23, "run_as_effect": 4},
    # mc: an effect printed alone is measured as a bare effect text (``as_effect``; from 6 run
    # when such texts were put on a card as abilities, which they are not)
    # round 23 (s19examples): 4.6.8 「「防御力:+2」を付与する。」 applied to the unit given: 17 run
    # and 10.17.1 (a value read of the unit using it, EFFECT_USER): 18 run
    "mc": {"texts": 22, "parse": 22, "compile": 18, "run": 18, "run_as_effect": 10},
    # ws, round 24 (s20examples): 3.2.3.3's look at the deck's top N (一番上 / 「N枚のカード」 / no
    # owner), 11.3.2's ability and replay instruction measured as one card (REPLAY_FORM,
    # TRIGGER_ICON): 7 -> 10 run
    "ws": {"texts": 11, "parse": 11, "compile": 10, "run": 10},
}


@pytest.mark.parametrize("game", GAMES)
def test_each_text_is_printed_in_the_clause_it_is_read_from(game: str) -> None:
    meta = tomllib.loads((REPO / "kb" / "games.toml").read_text(encoding="utf-8"))[game]
    source = (REPO / "kb" / "sources" / meta["file"]).read_text(encoding="utf-8")
    clauses = {
        c.id.split("#")[0]: source[c.offset_start : c.offset_end]
        for c in parse_document(source, game, meta["format"]).clauses
        if "#" not in c.id
    }
    found = game_examples(game)
    assert found
    for ex in found:
        assert ex.text in source, ex.text
        assert ex.clause in clauses, ex.clause


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("あなたは1枚引く。", "ability"),
        ("対象に「種族:ドラゴン」を付与する", "ability"),
        ("対象に【nD】ダメージを与える。nは自軍ユニットの数", "ability"),
        ("雷撃", "name"),
        ("種族:ドラゴン", "name"),
        ("～を選ぶ", "template"),
        ("それまで持っていた特殊能力をすべて失い", "fragment"),
    ],
)
def test_an_ability_text_is_told_from_names_templates_and_fragments(text: str, kind: str) -> None:
    assert classify(text) == kind


def test_the_reader_on_a_minimal_document() -> None:
    """Quotes after 例 / 例えば / 【例】 and in a (例 …) are read; quotes elsewhere are not; a
    card's text in parentheses after its quoted name is read; a quote naming a cost has the
    role ``cost``."""
    doc = "\n".join(
        [
            "1. 能力",
            "1.1. 効果は「あなたは1枚引く。」のように書かれます。",
            "1.2. 例えば「あなたは2枚引く。」という効果があります。",
            "1.3. 【例】「カード名」(あなたは3枚引く。)を使用した場合、何も起きません。",
            "1.4. 行動には順番があります(例 あなたは山札を1枚見る。)。",
            "1.5. 例えば{あなたのエネルギーをすべてレストする}というコストを支払う場合。",
            "",
        ]
    )
    got = [(e.clause, e.text, e.kind, e.role) for e in extract(doc, "x", "dotted")]
    assert got == [
        ("1.2", "あなたは2枚引く。", "ability", "ability"),
        ("1.3", "カード名", "name", "ability"),
        ("1.3", "あなたは3枚引く。", "ability", "ability"),
        ("1.4", "あなたは山札を1枚見る。", "ability", "ability"),
        ("1.5", "あなたのエネルギーをすべてレストする", "ability", "cost"),
    ]


@pytest.mark.parametrize("game", (*GAMES, "ws"))
def test_figures_do_not_fall_and_no_text_is_silent(game: str) -> None:
    got = summary(game, measure(game))
    for key, floor in FLOOR[game].items():
        assert got[key] >= floor, (key, got)
    # a text read as no ability at all would be reported by nothing
    assert got["silent"] == 0


def test_an_effect_printed_alone_is_measured_as_a_bare_effect() -> None:
    """A text with no label, keyword, trigger or cost is an effect alone: resolved by a player
    on a board with units to target (MC), not put on a card as an ability; what the engine
    does not run is still told apart."""
    assert bare_effect("mc", "対象に【2】ダメージを与える。")
    assert not bare_effect("mc", "□[普通]溶解泡\n〈対象:ユニット1体〉対象に【2】ダメージを与える。")
    assert runs_as_effect("mc", "対象に【2】ダメージを与える。") == (True, True, "")
    # (「種族:好きな種族」, refused here before, runs since round 48: a declared value, 4.7.3)
    compiles, runs, why = runs_as_effect("mc", "対象を捨て山から手札に戻す。")
    assert not compiles and not runs and "source of return" in why


def test_command_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nope"]) == 2
    assert "ゲーム" in capsys.readouterr().err
