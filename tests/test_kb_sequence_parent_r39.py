"""A number printed again where the document's own sequence expects a number it never prints (co.txt
prints 3−2−2 twice; the second is really 3−3−2): the clause keeps its printed id with ``#2`` and is put
under the parent the sequence puts it under — its heading path says where it is read (round 39)."""

from __future__ import annotations

from kb.parse import parse_document

DOC = "1 章 ◆あ。 1−1 節 ◆い。 1−1−1 本文A ◆う。 1−2 節二 ◆え。 1−2−1 本文B ◆お。 {again} 本文C ◆か。 1−3 節三 ◆く。"


def _parents(text: str) -> dict[str, str | None]:
    return {c.id: c.parent for c in parse_document(text, "xx", "dashed").clauses}


def test_a_repeated_number_goes_where_the_sequence_expects_it() -> None:
    # 1−1−1 again where 1−2−2 is expected and never printed: under 1.2
    assert _parents(DOC.format(again="1−1−1"))["1.1.1#2"] == "1.2"


def test_a_number_out_of_order_keeps_its_printed_parent() -> None:
    # not a repeat: 1−1−2 printed late stays under 1.1
    assert _parents(DOC.format(again="1−1−2"))["1.1.2"] == "1.1"


def test_a_repeat_whose_expected_number_is_printed_keeps_its_parent() -> None:
    # 1−2−2 printed after it: the sequence's number exists, the repeat stays under its own parent
    doc = DOC.format(again="1−1−1").replace("1−3 節三", "1−2−2 本文D ◆け。 1−3 節三")
    assert _parents(doc)["1.1.1#2"] == "1.1"
