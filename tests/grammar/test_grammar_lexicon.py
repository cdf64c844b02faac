from __future__ import annotations

import lark

from grammar import lexicon as L
from grammar.structure import GRAMMAR_DIR


def test_generated_lexicon_is_up_to_date() -> None:
    assert L.LEXICON_LARK.read_text(encoding="utf-8") == L.lark_terminals(), (
        "run `python -m grammar.lexicon`"
    )


def test_lexicon_tables_are_consistent() -> None:
    assert L.check_consistency() == []


def test_conjugation_classes() -> None:
    assert L.conjugate("選ぶ", "godan")["te"] == "選んで"
    assert L.conjugate("置く", "godan")["passive_past"] == "置かれた"
    assert L.conjugate("戻す", "godan")["optional"] == "戻してよい"
    assert L.conjugate("加える", "ichidan")["continuative"] == "加え"
    assert L.conjugate("公開", "suru")["cannot"] == "公開できない"


def test_game_grammars_build_as_lalr_and_parse_a_line() -> None:
    samples = {"ws.lark": "【自】[(1)]あなたは1枚引く。", "vg.lark": "【自】【(V)】:1枚引く。"}
    for name, text in samples.items():
        parser = lark.Lark.open(
            str(GRAMMAR_DIR / name), parser="lalr", lexer="contextual", start="start"
        )
        assert parser.parse(text).data == "start"
