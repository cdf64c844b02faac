"""A corpus report counts a product's cards together: the product is the ``set`` field, else the
card number before ``/``, else the number without its last hyphenated run of digits (mc
``MC-GR-001`` and co ``U-5801`` numbers carry no ``/``: before, every such card was a product
of its own in ``by_product``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ruling.abilities import corpus_report, product_of


@pytest.mark.parametrize(
    ("rec", "product"),
    [
        ({"id": "DZ-BT12/029"}, "DZ-BT12"),
        ({"id": "KND/001"}, "KND"),
        ({"id": "MC-GR-001"}, "MC-GR"),
        ({"id": "U-5801"}, "U"),
        ({"id": "DKU/W551-001", "set": "DKU"}, "DKU"),
        ({"id": "PROMO"}, "PROMO"),
    ],
)
def test_product_of(rec: dict[str, str], product: str) -> None:
    assert product_of(rec) == product


def test_report_counts_a_hyphen_numbered_product_once(tmp_path: Path) -> None:
    cards = tmp_path / "mc.cards.jsonl"
    recs = [{"id": f"MC-ZZ-00{i}", "name": f"c{i}", "type": "ユニット", "text": ""} for i in (1, 2)]
    cards.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in recs), encoding="utf-8")
    report = corpus_report("mc", cards)
    assert list(report["by_product"]) == ["MC-ZZ"]
    assert report["by_product"]["MC-ZZ"]["cards"] == 2
