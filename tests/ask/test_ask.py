"""`shinpan ask "question"`: analyser normalisation, index contents, retrieval quality on the
hand-made evaluation sets, game inference, restatements, and the CLI (text, JSON, exit codes)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import app
from kb.ask.analyse import analyser
from kb.ask.evaluate import load_sets, score
from kb.ask.search import Asker, AskError, Params

HERE = Path(__file__).parent
GAMES = ("vs", "ws", "vg", "co", "mc")
runner = CliRunner()


@pytest.fixture(scope="module")
def asker(kb_path: Path) -> Asker:
    return Asker(sqlite3.connect(kb_path))


@pytest.fixture(scope="module")
def sets() -> dict:
    return load_sets(HERE, GAMES)


def norms(text: str) -> list[str]:
    return [t.norm for t in analyser().tokens(text)]


# -- analyser -----------------------------------------------------------------------------
def test_spelling_variants_share_one_form():
    assert "控え室" in norms("控室に置く")
    assert "引く" in norms("カードをひく")
    assert "デッキ" in norms("デックを用意する")
    assert norms("リタイヤ置場") == norms("リタイア置き場")


def test_compounds_join_adjacent_nouns_even_across_a_space():
    assert "山札" in norms("山札が尽きた")
    assert "1枚" in norms("カードを1 枚引く")  # vg prints spaces between numbers and counters
    assert "何枚" not in norms("何枚まで")  # a stop word never starts a compound


def test_particles_are_dropped_but_meaningful_ones_kept():
    toks = norms("手札は2枚までです")
    assert "まで" in toks and "は" not in toks and "です" not in toks


# -- the index ----------------------------------------------------------------------------
def test_index_is_built_with_the_kb(kb_path: Path):
    con = sqlite3.connect(kb_path)
    assert con.execute("select value from ask_meta where key='analyser'").fetchone()[0] == "mecab"
    for g in GAMES:
        n = con.execute("select count(*) from ask_postings where game=?", (g,)).fetchone()[0]
        assert n > 1000, g


def test_restatement_names_the_rule_process(kb_path: Path):
    con = sqlite3.connect(kb_path)
    rows = con.execute(
        "select b, process from ask_restate where game='ws' and a='1.2.2.2'"
    ).fetchall()
    assert ("9.4.1.2", "9.4.1.2") in rows
    vg = con.execute("select b, process from ask_restate where game='vg' and a='1.2.2.1'")
    assert ("13.2.2", "13.2.2") in vg.fetchall()


def test_stored_impacts_equal_a_recomputation(asker):
    """The impacts the build stores are the BM25F the search would compute itself."""
    toks = ["カード", "山札", "控え室", "アンコール", "レベル"]
    stored = asker._posting_lists("ws", asker.defaults()["ws"], toks, Params())
    again = asker._recomputed_lists("ws", asker.defaults()["ws"], toks, Params())
    assert set(stored) == set(again) == set(toks)
    for t in toks:
        assert stored[t][0] == again[t][0]
        assert stored[t][1] == pytest.approx(again[t][1], rel=1e-9)


def test_an_index_of_another_layout_is_not_used(kb_path: Path, tmp_path: Path):
    import shutil

    from kb.build import has_ask_index

    old = tmp_path / "old.sqlite"
    shutil.copy(kb_path, old)
    assert has_ask_index(old)
    con = sqlite3.connect(old)
    con.execute("update ask_meta set value='0' where key='layout'")
    con.commit()
    assert not has_ask_index(old)  # ensure_ask_index rebuilds it
    with pytest.raises(AskError):
        Asker(con)


def test_the_postings_view_unpacks_each_tokens_list(kb_path: Path):
    """ask_lists holds one JSON posting list per token; the view ask_postings gives one row per
    posting with the same values (the impacts the same floats) and every token's df of them."""
    con = sqlite3.connect(kb_path)
    (plist,) = con.execute(
        "select postings from ask_lists where game='ws' and token='山札'"
    ).fetchone()
    rows = con.execute(
        "select id, tf_text, tf_head, tf_terms, tf_ctx, tf_refs, impact from ask_postings "
        "where game='ws' and token='山札'"
    ).fetchall()
    assert [tuple(p) for p in json.loads(plist)] == rows and len(rows) > 20
    assert [r[0] for r in rows] == sorted(r[0] for r in rows)  # in clause-id order
    per_token = con.execute(
        "select token, count(*) from ask_postings where game='vs' group by token"
    ).fetchall()
    df = con.execute("select token, df from ask_tokens where game='vs' order by token").fetchall()
    assert per_token == df


def test_an_index_of_layout_5_is_replaced(kb_path: Path, tmp_path: Path):
    """Up to layout 5 ask_postings was a table (one row per posting); rebuilding such an index
    drops it for the view."""
    import shutil

    from kb.build import ensure_ask_index

    old = tmp_path / "old.sqlite"
    shutil.copy(kb_path, old)
    con = sqlite3.connect(old)
    con.executescript(
        "drop view ask_postings; drop table ask_lists;"
        "create table ask_postings (game text, version text, token text, id text);"
        "update ask_meta set value='5' where key='layout';"
    )
    con.commit()
    con.close()
    assert ensure_ask_index(old)
    con = sqlite3.connect(old)
    kinds = dict(
        con.execute(
            "select name, type from sqlite_master where name in ('ask_postings', 'ask_lists')"
        )
    )
    assert kinds == {"ask_postings": "view", "ask_lists": "table"}
    assert Asker(con).ask("山札が0枚になったら？", game="ws").hits


def test_rank_limit_keeps_the_order(asker):
    v = asker.defaults()["vg"]
    q = "ガーディアンのパワーが同じならヒットする？"
    _, matches = asker.analyse(q)
    full = asker.rank("vg", v, q, matches)
    assert len(full) > 50
    assert [c for c, _, _ in asker.rank("vg", v, q, matches, limit=7)] == [
        c for c, _, _ in full[:7]
    ]


# -- retrieval quality --------------------------------------------------------------------
def test_evaluation_sets_are_complete_and_cite_real_clauses(kb, sets):
    assert set(sets) == set(GAMES)
    for g, qs in sets.items():
        assert len(qs) >= 40, g
        ids = kb.clause_ids(g)
        for q in qs:
            assert q.gold and set(q.gold) <= ids, (g, q.q, set(q.gold) - ids)
        assert len({q.q for q in qs}) == len(qs), f"duplicate question in {g}"


def test_fresh_sets_cite_real_clauses_and_repeat_no_question(kb, sets):
    """The sets written after tuning (scored apart by bench/ask.py)."""
    seen = {(q.game, q.q) for qs in sets.values() for q in qs}
    sets_after = (
        ("fresh", 5),
        ("fresh2", 15),
        ("heldout", 15),
        ("heldout2", 15),
        ("heldout3", 20),
        ("heldout4", 20),
        ("heldout5", 20),
        ("heldout6", 20),  # blind in round 7: scored once at its end (0.950)
        ("heldout7", 20),  # blind in round 8: scored once at its end (0.880)
        ("heldout8", 20),  # blind in round 9: scored once at its end (0.890)
        ("heldout9", 20),  # blind in round 10: scored once at its end (0.860)
        ("heldout10", 20),  # blind in round 11: scored once at its end (0.810)
        ("heldout11", 20),  # blind in round 12: scored once at its end (0.880)
        ("heldout12", 20),  # blind in round 13: scored once in it (0.830)
        ("heldout13", 20),  # blind in round 14: scored once in it (0.840)
        ("heldout14", 20),  # blind in round 15: scored once in it (0.920)
        ("heldout15", 20),  # blind in round 16: scored once in it (0.920)
        ("heldout16", 20),  # blind in round 17: scored once in it (0.920)
        ("heldout17", 20),  # blind in round 18: scored once in it (0.870)
        ("heldout18", 20),  # blind in round 19: scored once in it (0.870)
        ("heldout19", 20),  # blind in round 20: scored once in it (0.910)
        ("heldout20", 20),  # blind in round 21: scored once in it (0.890)
        ("heldout21", 20),  # blind in round 22: scored once in it (0.950)
        ("heldout22", 20),  # blind in round 23: scored once in it (0.920)
        ("heldout23", 20),  # blind in round 24: scored once in it (0.880)
        ("heldout24", 20),  # blind in round 25: scored once in it (0.910)
        ("heldout25", 20),  # blind in round 26: scored once in it (0.860)
        ("heldout26", 20),  # blind in round 27: scored once in it (0.960)
        ("heldout27", 20),  # blind in round 28: scored once in it (0.920)
        ("heldout28", 20),  # blind in round 29: scored once in it (0.920)
        ("heldout29", 20),  # blind in round 30: scored once in it (0.910)
        ("heldout30", 20),  # blind in round 31: scored once in it (0.930)
        ("heldout31", 20),  # blind in round 32: scored once in it (0.920)
        ("heldout32", 20),  # blind in round 33: scored once in it (0.820)
        ("heldout33", 20),  # blind in round 34: scored once in it (0.870)
        ("heldout34", 20),  # blind in round 35: scored once in it (0.900)
        ("heldout35", 20),  # blind in round 36: scored once in it (0.850)
        ("heldout36", 20),  # blind in round 37: scored once in it (0.900)
        ("heldout37", 20),  # blind in round 38: scored once in it (0.890)
        ("heldout38", 20),  # blind in round 39: scored once in it (0.690)
        ("heldout39", 20),  # blind in round 40: scored once in it (0.720)
        ("heldout40", 20),  # blind in round 41: scored once in it (0.570)
        ("heldout41", 20),  # blind in round 42: scored once in it (0.580)
        ("heldout42", 20),  # blind in round 43: scored once in it (0.530)
        ("heldout43", 20),  # blind in round 44: scored once in it (0.630)
        ("heldout44", 20),  # blind in round 46: scored once in it (0.680)
        ("heldout45", 20),  # blind in round 47: scored once in it (0.730)
        ("heldout46", 20),  # blind in round 48: scored once in it (0.710)
        ("heldout47", 20),  # blind in round 49: scored once in it (0.750)
        ("heldout48", 20),  # blind in round 50: scored once in it (0.700)
        ("heldout49", 20),  # blind in round 51: scored once in it (0.840)
        ("heldout50", 20),  # blind in round 52: scored once in it (0.840)
        ("heldout51", 20),  # blind in round 53: scored once in it (0.710)
        ("heldout52", 20),  # blind in round 54: scored once in it (0.730)
        ("heldout53", 20),  # blind in round 55: scored once in it (0.750)
        ("heldout54", 20),  # blind in round 56: scored once in it (0.790)
        ("heldout55", 20),  # blind in round 57: scored once in it (0.730)
        ("heldout56", 20),  # blind in round 58: scored once in it (0.800)
        ("heldout57", 20),  # blind in round 59: scored once in it (0.760)
        ("heldout58", 20),  # blind in round 60: scored once in it (0.800)
        ("heldout59", 20),  # blind in round 61: scored once in it (0.780)
        ("heldout60", 20),  # blind in round 62: scored once in it (0.710)
        ("heldout61", 20),  # blind in round 63: scored once in it (0.720)
        ("heldout62", 20),  # blind in round 64: scored once in it (0.790)
        ("heldout63", 20),  # blind in round 65: scored once in it (0.670)
        ("heldout64", 20),  # written blind in round 65: to be scored once in round 66
    )
    for folder, least in sets_after:
        fresh = load_sets(HERE / folder, GAMES)
        assert set(fresh) == set(GAMES), folder
        for g, qs in fresh.items():
            assert len(qs) >= least, (folder, g)
            ids = kb.clause_ids(g)
            for q in qs:
                assert q.gold and set(q.gold) <= ids, (folder, g, q.q, set(q.gold) - ids)
                assert (g, q.q) not in seen, (folder, g, q.q)
                seen.add((g, q.q))


# recall@5 floors: the figures measured when the retrieval was last changed (docs/ask.md),
# so a change that loses a question fails here. The main set, fresh2 (round 2), heldout
# (round 3), heldout2 (round 4) and heldout3 (round 5) were tuned on, and are checked per
# game; heldout4 to heldout38 were written blind and are checked only as a whole.
FLOORS = {
    "": {"vs": 0.86, "ws": 0.955, "vg": 0.933, "co": 0.977, "mc": 0.911, "all": 0.928},
    "fresh2": {"vs": 0.947, "ws": 0.736, "vg": 0.941, "co": 1.0, "mc": 0.937, "all": 0.908},
    # (round 5: the principle slot moved one vg question out of the top 5, one vs one in)
    "heldout": {"vs": 0.857, "ws": 0.899, "vg": 0.8, "co": 0.749, "mc": 0.899, "all": 0.841},
    "heldout2": {"vs": 0.882, "ws": 0.875, "vg": 0.562, "co": 0.944, "mc": 0.647, "all": 0.785},
    # blind in round 4 (one measurement, 0.710); round 5's development set since
    "heldout3": {"vs": 0.65, "ws": 0.65, "vg": 0.75, "co": 0.95, "mc": 0.75, "all": 0.75},
    # blind (round 5): measured once after the word lists, 0.700, and once more after the
    # principle slot, 0.690; aggregate only, a little under the last
    "heldout4": {"all": 0.68},
    # blind (round 6): measured once at the end of round 6, 0.650; aggregate only
    "heldout5": {"all": 0.64},
    # blind (round 7): measured once at the end of round 7, 0.950; aggregate only
    "heldout6": {"all": 0.94},
    # blind (round 8): measured once at the end of round 8, 0.880; aggregate only
    "heldout7": {"all": 0.87},
    # blind (round 9): measured once at the end of round 9, 0.890; aggregate only
    "heldout8": {"all": 0.88},
    "heldout9": {"all": 0.86},
    # blind (round 11): measured once at the end of round 11, 0.810; aggregate only
    "heldout10": {"all": 0.81},
    # blind (round 12): measured once at the end of round 12, 0.880; aggregate only
    "heldout11": {"all": 0.88},
    # blind (round 13): measured once in round 13, 0.830; aggregate only
    "heldout12": {"all": 0.83},
    # blind (round 14): measured once in round 14, 0.840; aggregate only
    "heldout13": {"all": 0.84},
    # blind (round 15): measured once in round 15, 0.920; aggregate only
    "heldout14": {"all": 0.92},
    # blind (round 16): measured once in round 16, 0.920; aggregate only
    "heldout15": {"all": 0.92},
    # blind (round 17): measured once in round 17, 0.920; aggregate only
    "heldout16": {"all": 0.92},
    # blind (round 18): measured once in round 18, 0.870; aggregate only
    "heldout17": {"all": 0.87},
    # blind (round 19): measured once in round 19, 0.870; aggregate only
    "heldout18": {"all": 0.87},
    # blind (round 20): measured once in round 20, 0.910; aggregate only
    "heldout19": {"all": 0.91},
    # blind (round 21): measured once in round 21, 0.890; aggregate only
    "heldout20": {"all": 0.89},
    # blind (round 22): measured once in round 22, 0.950; aggregate only. 0.94 since round 53:
    # an example now follows the rule it lifts (Params.example_pair), 39 questions gained over
    # all sets and 2 lost, one of them here (a sibling lift the example's slot no longer allows)
    "heldout21": {"all": 0.94},
    # blind (round 23): measured once in round 23, 0.920; aggregate only
    "heldout22": {"all": 0.92},
    # blind (round 24): measured once in round 24, 0.880; aggregate only
    "heldout23": {"all": 0.88},
    # blind (round 25): measured once in round 25, 0.910; aggregate only
    "heldout24": {"all": 0.91},
    # blind (round 26): measured once in round 26, 0.860; aggregate only
    "heldout25": {"all": 0.86},
    # blind (round 27): measured once in round 27, 0.960; aggregate only
    "heldout26": {"all": 0.96},
    # blind (round 28): measured once in round 28, 0.920; aggregate only
    "heldout27": {"all": 0.92},
    # blind (round 29): measured once in round 29, 0.920; aggregate only
    "heldout28": {"all": 0.92},
    # blind (round 30): measured once in round 30, 0.910; aggregate only
    "heldout29": {"all": 0.91},
    # blind (round 31): measured once in round 31, 0.930; aggregate only
    "heldout30": {"all": 0.93},
    # blind (round 32): measured once in round 32, 0.920; aggregate only
    "heldout31": {"all": 0.92},
    # blind (round 33): measured once in round 33, 0.820; aggregate only
    "heldout32": {"all": 0.82},
    # blind (round 34): measured once in round 34, 0.870; aggregate only
    "heldout33": {"all": 0.87},
    # blind (round 35): measured once in round 35, 0.900; aggregate only
    "heldout34": {"all": 0.9},
    "heldout35": {"all": 0.85},
    # blind (round 37): measured once in round 37, 0.900; aggregate only
    "heldout36": {"all": 0.9},
    # blind (round 38): measured once in round 38, 0.890; aggregate only
    "heldout37": {"all": 0.89},
    # blind (round 39): measured once in round 39, 0.690; aggregate only
    "heldout38": {"all": 0.69},
    # blind (round 40): measured once in round 40, 0.720; aggregate only
    "heldout39": {"all": 0.72},
    # blind (round 41): measured once in round 41, 0.570; aggregate only
    "heldout40": {"all": 0.57},
    # blind (round 42): measured once in round 42, 0.580; aggregate only
    "heldout41": {"all": 0.58},
    # blind (round 43): measured once in round 43, 0.530; aggregate only
    "heldout42": {"all": 0.53},
    # blind (round 44): measured once in round 44, 0.630; aggregate only
    "heldout43": {"all": 0.63},
    # blind (round 46): measured once in round 46, 0.680; aggregate only
    "heldout44": {"all": 0.68},
    # blind (round 47): measured once in round 47, 0.730; aggregate only
    "heldout45": {"all": 0.73},
    # blind (round 48): measured once in round 48, 0.710; aggregate only
    "heldout46": {"all": 0.71},
    # blind (round 49): measured once in round 49, 0.750; aggregate only
    "heldout47": {"all": 0.75},
    # blind (round 50): measured once in round 50, 0.700; aggregate only
    "heldout48": {"all": 0.70},
    # blind (round 51): measured once in round 51, 0.840; aggregate only
    "heldout49": {"all": 0.84},
    # blind (round 52): measured once in round 52, 0.840; aggregate only
    "heldout50": {"all": 0.84},
    # blind (round 53): measured once in round 53, 0.710; aggregate only
    "heldout51": {"all": 0.71},
    # blind (round 54): measured once in round 54, 0.730; aggregate only
    "heldout52": {"all": 0.73},
    # blind (round 55): measured once in round 55, 0.750; aggregate only
    "heldout53": {"all": 0.75},
    # blind (round 56): measured once in round 56, 0.790; aggregate only
    "heldout54": {"all": 0.79},
    # blind (round 57): measured once in round 57, 0.730; aggregate only
    "heldout55": {"all": 0.73},
    # blind (round 58): measured once in round 58, 0.800; aggregate only
    "heldout56": {"all": 0.8},
    # blind (round 59): measured once in round 59, 0.760; aggregate only
    "heldout57": {"all": 0.76},
    # blind (round 60): measured once in round 60, 0.800; aggregate only
    "heldout58": {"all": 0.8},
    # blind (round 61): measured once in round 61, 0.780; aggregate only
    "heldout59": {"all": 0.78},
    # blind (round 62): measured once in round 62, 0.710; aggregate only
    "heldout60": {"all": 0.71},
    # blind (round 63): measured once in round 63, 0.720; aggregate only
    "heldout61": {"all": 0.72},
    # blind (round 64): measured once in round 64, 0.790; aggregate only
    "heldout62": {"all": 0.79},
    # blind (round 65): measured once in round 65, 0.670; aggregate only
    "heldout63": {"all": 0.67},
}


def test_recall_stays_above_the_targets(asker, sets):
    """recall@5 >= 0.9 overall and >= 0.8 per game on the main set (the issue's targets)."""
    every = []
    for g, qs in sets.items():
        s = score(qs, lambda q: asker.ids(q.q, q.game, 10))
        assert s.r5 >= 0.8, (g, s.r5, [m[0].q for m in s.misses])
        every += qs
    assert score(every, lambda q: asker.ids(q.q, q.game, 10)).r5 >= 0.9


@pytest.mark.parametrize("folder", sorted(FLOORS))
def test_recall_stays_at_the_measured_floors(asker, folder):
    qsets = load_sets(HERE / folder, GAMES)
    every = []
    for g, qs in qsets.items():
        every += qs
        if g in FLOORS[folder]:
            s = score(qs, lambda q: asker.ids(q.q, q.game, 10))
            assert s.r5 >= FLOORS[folder][g], (folder, g, s.r5)
    s = score(every, lambda q: asker.ids(q.q, q.game, 10))
    assert s.r5 >= FLOORS[folder]["all"], (folder, s.r5)


def test_each_step_is_switchable_and_plain_bm25_is_worse(asker, sets):
    qs = [q for g in GAMES for q in sets[g]]
    bare = Params(
        synonyms=False,
        hints=False,
        glossary=0,
        cites=0,
        defines=0,
        children=0,
        priors=False,
        coverage=0,
        restate_insert=False,
    )
    full = score(qs, lambda q: asker.ids(q.q, q.game, 10)).r5
    plain = score(qs, lambda q: asker.ids(q.q, q.game, 10, bare)).r5
    assert plain < full


def test_player_words_pull_in_rules_words_only_where_the_document_lacks_them(asker):
    _, matches = asker.analyse("手札を捨てるのはいつ？")
    pulled = {m.norm: m for m in matches if m.player}
    assert "破棄" in pulled  # (控え室 / ドロップゾーン come from the symmetric 墓地 group)
    assert all(m.weight < 1.0 and m.player == "捨てる" for m in pulled.values())
    v = asker.defaults()
    df = {
        g: len(asker._posting_lists(g, v[g], ["捨てる"], Params()).get("捨てる", ((), ()))[0])
        for g in ("ws", "mc")
    }
    # ws calls it 控え室 and hardly ever says 捨てる: there the player's word is translated
    # (the rules words keep their weight); mc's zone is 捨て山, so 捨てる is a rules word
    # there and the rules words it would pull in are dropped
    assert df["ws"] < Params().player_df <= df["mc"]
    # 返してもらえる → 取り戻します (ws 4.2.3): found through the table, not without it
    q, off = "ゲームの後でカードを返してもらえる？", Params(player_df=0)
    assert asker.ids(q, "ws", 5)[0] == "4.2.3" and "4.2.3" not in asker.ids(q, "ws", 5, off)


def test_player_phrases_and_option_questions(asker):
    _, matches = asker.analyse("ターンの終わりにGユニットはどうなる？")
    assert "エンドフェーズ" in {m.norm for m in matches}  # UniDic spells フェイズ as フェーズ
    _, plain = asker.analyse("終わりのターン")  # not the phrase: the words in another order
    assert "エンドフェーズ" not in {m.norm for m in plain}
    for q in ("引かなくてもいい？", "使わないことはできる？", "選ばなければならない？"):
        assert any(m.source == "hint:option" for m in asker.analyse(q)[1]), q
    for q in ("アタックできないキャラは？", "使えないカードはどうなる？"):
        assert not any(m.source == "hint:option" for m in asker.analyse(q)[1]), q


def test_question_forms_of_round_3(asker):
    """Quoted card wording weighs more; a hint key may span three words, the longest wins;
    a word inside a compound gets no synonyms."""
    weights = {
        m.norm: m.weight for m in asker.analyse("「対象の」って書いてあるスペルは使える？")[1]
    }
    assert weights["対象"] == Params().quoted and weights["スペル"] == 1.0
    several = {m.norm: m.source for m in asker.analyse("コストがいくつも書いてあったら？")[1]}
    assert several.get("複数", "").startswith("hint:") and "以下" not in several
    limit = {m.norm for m in asker.analyse("手札は何枚まで持てる？")[1]}
    assert {"以下", "以上"} <= limit and "複数" not in limit
    kept = {m.norm for m in asker.analyse("レストのまま？")[1]}
    assert "維持" in kept
    part = {m.norm for m in asker.analyse("リアガードを動かしたら？")[1]}
    assert "リアガード" in part and "ブロック" not in part  # ガード inside リアガード
    assert "ブロック" in {m.norm for m in asker.analyse("ガードしたら？")[1]}


def test_question_forms_of_round_5(asker):
    """Round 5 (heldout3 as the development set): "whose" asks for the owner, "which first"
    for an order, "only N" for what is done when an instruction cannot be done in full; a
    player's 払う / 両方 / パンプ pull in the documents' words."""
    whose = {m.norm: m.source for m in asker.analyse("誰の手札に戻す？")[1]}
    assert whose.get("オーナー", "").startswith("hint:")
    first = {m.norm for m in asker.analyse("どっちが先に選ぶ？")[1]}
    assert {"順", "順番", "選択"} <= first
    short = {m.norm for m in asker.analyse("手札が2枚しかない")[1]}
    assert {"可能", "一部"} <= short
    assert "存在" in {m.norm for m in asker.analyse("1体いなくなったら？")[1]}
    words = {m.norm: m.player for m in asker.analyse("コストを払ってる最中にパンプしたら")[1]}
    assert words.get("支払う") == "払う" and words.get("パワー") == "パンプ"
    both = {m.norm: m.player for m in asker.analyse("歩行と飛行の両方を持ってたら")[1]}
    assert both.get("複数") == "両方"


def test_a_general_principle_stays_in_view(asker):
    """(round 5) When no clause of a principle section (ゲームの大原則, 領域の基本 …) is among
    the first five, the best-ranked one of the first 20 takes rank 5, and says why."""
    q = "お互い手札から1枚ずつ同時に選ぶ効果、どっちが先に選ぶの？選んだカードはすぐ見せる？"
    hits = asker.ask(q, game="vg").hits
    assert hits[4].id.startswith("1.3.")
    assert {"id": "1.3", "how": "principle"} in hits[4].lifted_by
    off = asker.ask(q, game="vg", params=Params(principle_slot=0)).hits
    assert not any(h.id.startswith(("1.3.", "4.1.")) for h in off[:5])
    assert [h.id for h in off[:4]] == [h.id for h in hits[:4]]


def test_a_katakana_piece_keeps_its_spelling():
    """UniDic splits マリガン before する into マリ + ガン (lemma 癌); the piece keeps its
    spelling, so the compound is マリガン as in the document (round 4)."""
    toks = norms("マリガンするかどうか")
    assert "マリガン" in toks and "癌" not in toks


def _derived(asker, game: str, question: str) -> dict[str, str]:
    v = asker.defaults()[game]
    _, matches = asker.analyse(question)
    return {m.norm: m.source for m in asker._derived(game, v, matches, Params(), question)}


def test_words_derived_from_the_documents_vocabulary(asker):
    """Round 4: a native word the document hardly uses → its one Sino-Japanese verbal noun
    sharing the kanji; a clipped loanword → its full form; the document's aliases (CX);
    a bracket the document names (【 】(隅付き括弧))."""
    assert _derived(asker, "mc", "ユニットが死んだら？").get("死亡", "").startswith("derived")
    assert _derived(asker, "mc", "置き換えはどう処理する？").get("置換", "").startswith("derived")
    assert "キャラクター" in _derived(asker, "co", "キャラが受けたダメージは？")
    # 動かす: 行動 / 移動 / 起動 / 能動 … all qualify, so none is taken
    assert not [
        w for w, src in _derived(asker, "vg", "ユニットを動かしたら？").items() if "動" in w
    ]
    assert _derived(asker, "ws", "CXは何枚置ける？").get("クライマックス", "").startswith("alias")
    assert "括弧" in _derived(asker, "vg", "【ドロップ】の能力は手札で使える？")
    assert "括弧" not in _derived(asker, "vg", "「ドロップ」の能力は手札で使える？")


def test_an_example_gives_way_to_its_rule_and_a_rule_is_followed_by_its_case(asker):
    q = "山札が3枚しかないときに「上から5枚見る」を使ったら、3枚見て終わり？"
    ids = asker.ids(q, "ws", 10)
    assert ids.index("3.2.3.3") < ids.index("3.2.3.3#ex1")
    off = asker.ids(q, "ws", 10, Params(example_up=False))
    assert off.index("3.2.3.3#ex1") < off.index("3.2.3.3")
    hits = asker.ask("オーダーカードって1ターンに何枚まで使える？", "vg").hits
    assert [h.id for h in hits[:2]] == ["11.8.2.1.1", "11.8.2.1.1.1"]
    assert {"id": "11.8.2.1.1", "how": "child"} in hits[1].lifted_by


def test_siblings_are_ordered_by_the_words_that_tell_them_apart():
    from kb.ask.search import _order_siblings

    # three clauses under "p" and one elsewhere; question words as bits: 1 = the topic (all
    # siblings hold it), 2 = the case asked about (only "p.3" holds it)
    ids = ["p.1", "p.2", "p.3", "q.1"]
    docs = {c: ("clause", n, c.split(".")[0], 0) for n, c in enumerate(ids)}
    score = {0: 3.0, 1: 2.0, 2: 1.0, 3: 2.5}
    moves = _order_siblings(score, [1, 1, 1 | 2, 1], docs, ids, 10)
    assert score == {2: 3.0, 0: 2.0, 1: 1.0, 3: 2.5}  # same scores, p.3 first among them
    assert moves == [(2, 0)]  # p.3 took the place p.1 held (the explanation)


def test_a_clause_holds_the_words_of_the_clauses_it_cites(kb_path: Path):
    """vs 6.5.1.2.6 limits 6.5.1.2.4 (swap) and 6.5.1.2.5 (surprise to the waiting room) by
    number only: the refs field gives it their words."""
    con = sqlite3.connect(kb_path)
    row = con.execute(
        "select tf_text, tf_refs from ask_postings where game='vs' and id='6.5.1.2.6' "
        "and token='控え室'"
    ).fetchone()
    assert row is not None and row[0] == 0 and row[1] >= 1


def test_game_inference(asker):
    r = asker.ask("ガーディアンのパワーが同じならヒットする？")
    assert r.game == "vg" and r.inferred
    r = asker.ask("アンコールはいつ使える？")
    assert r.game == "ws" and r.inferred
    generic = asker.ask("同じ名前のカードは何枚までデッキに入れられる？")
    assert generic.game is None
    assert {h.game for h in generic.per_game} == set(GAMES)
    # unsure of the game: the likeliest games' hits ranked together, never nothing
    assert 0 < len(generic.hits) <= 5 and [h.rank for h in generic.hits] == list(
        range(1, len(generic.hits) + 1)
    )
    likely = {g for g, p in generic.game_scores.items() if p >= 0.05}
    assert {h.game for h in generic.hits} <= (
        likely or {max(generic.game_scores, key=generic.game_scores.get)}
    )
    # (round 5) words only co's casual register uses once or twice (お互い, 決める) and a
    # "how" (どうやって, 遣る: a stop word) no longer send a question to co with confidence
    both = asker.ask("お互い同時に負けになったら勝敗はどうなるの？")
    assert both.game is None or both.game != "co"
    how = asker.ask("先攻と後攻はどうやって決めるの？")
    assert how.game is None


def test_restated_rule_shows_both_and_which_applies(asker):
    r = asker.ask("山札と控え室が両方0枚になったらどうなる？", game="ws")
    ids = [h.id for h in r.hits]
    assert "1.2.2.2" in ids and "9.4.1.2" in ids
    first = next(h for h in r.hits if h.id == "1.2.2.2")
    assert {"id": "9.4.1.2", "similarity": 1.0, "rule_process": "9.4.1.2"} in first.restates
    assert next(h for h in r.hits if h.id == "9.4.1.2").rule_process


def test_hits_explain_themselves(asker):
    r = asker.ask("アンコールはいつ使える？", game="ws")
    top = r.hits[0]
    assert "アンコール" in top.matched
    assert top.highlights and all(0 <= a < b <= len(top.snippet) for a, b in top.highlights)
    assert any("アンコール" in top.snippet[a:b] for a, b in top.highlights)
    assert any(h.concepts for h in r.hits)  # the glossary step named a defined term
    assert r.situational is False
    assert asker.ask("山札が0枚になったら？", game="ws").situational


def test_errors(asker, tmp_path: Path):
    with pytest.raises(AskError):
        asker.ask("  ")
    with pytest.raises(AskError):
        asker.ask("山札", game="zz")
    with pytest.raises(AskError):
        asker.ask("山札", game="ws", version="0.0")
    bare = tmp_path / "bare.sqlite"
    sqlite3.connect(bare).execute("create table documents (game text)")
    with pytest.raises(AskError):
        Asker(sqlite3.connect(bare))


# -- CLI ----------------------------------------------------------------------------------
def run(kb_path: Path, *args: str):
    return runner.invoke(app, [*args, "--db", str(kb_path)])


def test_cli_text_ja_and_en(kb_path: Path):
    r = run(kb_path, "ask", "アンコールはいつ使える？", "--game", "ws")
    assert r.exit_code == 0, r.output
    assert "質問" in r.output and "[ws 10.2" in r.output and "«アンコール»" in r.output
    r = run(kb_path, "ask", "アンコールはいつ使える？", "--game", "ws", "--lang", "en")
    assert r.exit_code == 0 and "question:" in r.output and "matched" in r.output


def test_cli_json_shape(kb_path: Path):
    r = run(
        kb_path,
        "ask",
        "山札と控え室が両方0枚になったらどうなる？",
        "--game",
        "ws",
        "-n",
        "3",
        "--json",
    )
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["game"] == "ws" and len(data["hits"]) == 3
    assert {
        "id",
        "heading_path",
        "snippet",
        "highlights",
        "matched",
        "concepts",
        "lifted_by",
        "restates",
        "rule_process",
        "cites",
        "cited_by",
        "score",
    } <= set(data["hits"][0])
    assert data["scenario_hint"] is True  # a situation, in a game the engine covers


def test_cli_ambiguous_game_lists_best_hit_per_game(kb_path: Path):
    r = run(kb_path, "ask", "同じ名前のカードは何枚までデッキに入れられる？", "--json")
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert data["game"] is None and data["hits"] and len(data["per_game"]) == 5


def test_cli_exit_codes(kb_path: Path):
    assert run(kb_path, "ask", "xyzzy", "--game", "ws").exit_code == 1
    assert run(kb_path, "ask", "山札", "--game", "zz").exit_code == 2
    r = run(kb_path, "ask")
    assert r.exit_code == 2 and "Traceback" not in r.output
    both = run(kb_path, "ask", "山札", "--scenario", "x.yaml")
    assert both.exit_code == 2


def test_cli_scenario_still_rules(kb_path: Path):
    scenario = sorted((HERE.parent / "scenarios" / "ws").glob("attack_*.yaml"))[0]
    r = runner.invoke(app, ["ask", "--scenario", str(scenario), "--json"])
    assert r.exit_code in (0, 1), r.output  # 1 = the scenario's expect: disagrees
    assert "outcome" in r.output or "decided_by" in r.output
