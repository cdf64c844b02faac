"""Property tests: the parser survives damaged documents and keeps its structural promises."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.model import SYNTHETIC
from kb.parse import parse_document
from kb.registry import games

SOURCES = {g.id: (g.source_path().read_text(encoding="utf-8"), g.format) for g in games().values()}
# Short excerpts keep each example fast; the full documents are parsed by the gold tests.
EXCERPTS = {
    gid: ("\n".join(text.splitlines()[20:160]) if "\n" in text else text[:6000], fmt)
    for gid, (text, fmt) in SOURCES.items()
}


def check_structure(doc) -> None:
    ids = [c.id for c in doc.clauses]
    assert len(ids) == len(set(ids)), "clause ids are unique (duplicates are disambiguated)"
    known = set(ids)
    for c in doc.clauses:
        assert c.parent is None or c.parent in known, (
            f"{c.id}: parent {c.parent} exists or is synthetic"
        )
        if c.kind == SYNTHETIC:
            assert "synthetic" in c.flags
        assert c.line_start <= c.line_end


@st.composite
def mutated(draw):
    game = draw(st.sampled_from(sorted(EXCERPTS)))
    text, fmt = EXCERPTS[game]
    lines = text.split("\n") if "\n" in text else text.split(" ")
    sep = "\n" if "\n" in text else " "
    ops = draw(
        st.lists(
            st.sampled_from(["delete", "duplicate", "swap", "join", "split", "bytes"]), max_size=8
        )
    )
    for op in ops:
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        if op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "join" and i + 1 < len(lines):
            lines[i : i + 2] = [lines[i] + " " + lines[i + 1]]
        elif op == "split" and len(lines[i]) > 2:
            k = draw(st.integers(1, len(lines[i]) - 1))
            lines[i : i + 1] = [lines[i][:k], lines[i][k:]]
        elif op == "bytes":
            junk = draw(st.binary(max_size=20)).decode("utf-8", "replace")
            lines.insert(i, junk)
    return game, sep.join(lines), fmt


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_parser_never_raises_on_mutated_documents(case):
    game, text, fmt = case
    check_structure(parse_document(text, game, fmt))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=400), st.sampled_from(["dotted", "dashed"]))
def test_parser_never_raises_on_arbitrary_text(text, fmt):
    check_structure(parse_document(text, "xx", fmt))


def test_full_documents_keep_structure(parsed):
    for doc in parsed.values():
        check_structure(doc)


def test_every_numbered_line_of_the_body_is_a_clause(parsed):
    # Synthetic parents exist only where the document skipped a printed parent.
    for doc in parsed.values():
        synthetic = [c for c in doc.clauses if c.kind == SYNTHETIC]
        missing = [a for a in doc.anomalies if a.kind == "missing_parent"]
        assert len(synthetic) == len(missing)


def test_possible_contradictions_are_flagged_not_fixed(parsed):
    # Hand-checked (tests/gold/mc.yaml anomalies): mc 7.4.3/7.4.4 「与えられません」 against
    # 7.3.3 「与えられます」, 13.1.5.1/13.1.6.1 「入りません」 against 13.1.1.1 「入ります」.
    flagged = {
        (g, a.clause)
        for g, doc in parsed.items()
        for a in doc.anomalies
        if a.kind == "possible_contradiction"
    }
    assert flagged == {("mc", "7.4.3"), ("mc", "7.4.4"), ("mc", "13.1.5.1"), ("mc", "13.1.6.1")}
    assert "与えられません" in parsed["mc"].by_id()["7.4.3"].text  # the text is kept as printed


def test_odd_negations_are_flagged_not_fixed(parsed):
    # Hand-checked: mc is written with …ます/…です; 4.3.6 and 4.6.7 end in 「されませぬ」, 5.1.1.8
    # in 「みなされず。」. No other document has a sentence ending in …ませぬ。 or …ず。.
    flagged = {
        (g, a.clause)
        for g, doc in parsed.items()
        for a in doc.anomalies
        if a.kind == "odd_negation"
    }
    assert flagged == {("mc", "4.3.6"), ("mc", "4.6.7"), ("mc", "5.1.1.8")}
    assert parsed["mc"].by_id()["4.3.6"].text.endswith("解決されませぬ。")


def test_a_plain_register_document_has_no_odd_negations():
    from kb.model import Clause
    from kb.parse.checks import odd_negations

    plain = [
        Clause(f"1.{i}", f"1.{i}.", "1", 2, i, "clause", "", t, i, i)
        for i, t in enumerate(["カードを引かず。", "山札を見る。", "手札を捨てる。"])
    ]
    assert odd_negations(plain) == []


def test_every_anomaly_is_described_in_japanese_too(parsed):
    # `kb check` and ruling warnings print details in Japanese by default.
    for g, doc in parsed.items():
        for a in doc.anomalies:
            assert a.detail and a.detail_ja, (g, a.kind, a.line)
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", a.detail_ja), (g, a.kind, a.detail_ja)


def test_every_reference_reason_is_given_in_japanese_too(parsed):
    from kb.refs import Resolver, extract

    for g, doc in parsed.items():
        for r in extract(doc.clauses, Resolver(doc.clauses)):
            assert bool(r.reason) == bool(r.reason_ja), (g, r.src, r.raw, r.reason)


def test_a_suru_verb_term_is_used_in_its_conjugated_forms():
    from kb.model import Clause, Term
    from kb.terms import term_uses

    texts = [
        "「リフレッシュする」と言います。",
        "リフレッシュしたプレイヤーは",  # conjugated
        "山札をリフレッシュ(9.2)することはありません。",  # a reference between stem and する
        "リフレッシュ処理を実行します。",  # the noun compound, not the verb
    ]
    clauses = [
        Clause(f"1.{i}", f"1.{i}.", "1", 2, i, "clause", "", t, i, i) for i, t in enumerate(texts)
    ]
    uses = term_uses([Term("リフレッシュする", "1.0")], clauses)
    assert uses == [("リフレッシュする", "1.1"), ("リフレッシュする", "1.2")]


def test_every_reference_offset_points_at_its_raw_text(parsed):
    """`refs.offset` is where the reference as printed (`raw`) starts in its clause's text."""
    from kb.refs import Resolver, extract

    for g, doc in parsed.items():
        text = {c.id: c.text for c in doc.clauses}
        for r in extract(doc.clauses, Resolver(doc.clauses)):
            t = text[r.src]
            assert t[r.offset : r.offset + len(r.raw)] == r.raw, (g, r.src, r.raw, r.offset)


def test_a_reference_offset_covers_its_parenthesis_and_cue():
    from kb.refs import Resolver, extract

    doc = parse_document(
        "1. 総則\n1.1. 基本\n1.1.1. 詳細は後述「1.2 終了」を参照してください。\n"
        "1.1.2. 対象を選ぶ(1.1.1)を除く。範囲は1.1.1～1.1.2。\n1.2. 終了\n",
        "vs",
        games()["vs"].format,
    )
    text = {c.id: c.text for c in doc.clauses}
    refs = extract(doc.clauses, Resolver(doc.clauses))
    assert refs
    for r in refs:
        assert text[r.src][r.offset : r.offset + len(r.raw)] == r.raw, (r.src, r.raw, r.offset)
