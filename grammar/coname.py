"""CrossOver 『…』 in card text (co.txt: card names are written 『…』 in card text and 〔…〕 in
the rules' prose; a 『…』 after 以下の特殊能力を得る。 quotes an ability instead).

``is_card_name(text)`` decides which one the text between the brackets is: ability text holds
a 「…」 literal or a 。, or ends with a predicate (…る / …い / …た: ディフェンスしてもよい);
anything else (『藤島綾香』, 『剣を捨てて......』, 『ファイナルうさパンチ』) is a card name.
"""

from __future__ import annotations

_PREDICATE_ENDINGS = ("る", "い", "た")


def is_card_name(text: str) -> bool:
    """True when the text inside a CO 『…』 is a card name, not quoted ability text."""
    if not text or "「" in text or "。" in text or "\n" in text:
        return False
    return not text.endswith(_PREDICATE_ENDINGS)
