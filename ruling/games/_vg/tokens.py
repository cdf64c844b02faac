"""Token units whose values the rules document states (appendix A1, 「疑似カードマーカの情報」):
a call of ‘[名称]・トークン’ creates the token unit its name defines (15.4.6.1), with the
information of 15.4.3.1. Only the tokens printed there with no text (テキスト:なし) are listed: a
token with text would need its abilities run too. A test checks every row against the KB's
text of ``APPENDIX`` (the appendix's list item; an appendix is not a numbered clause, so the
engine cites 15.4.6.1 and 15.4.3.1)."""

from __future__ import annotations

APPENDIX = "A1#li1"

# name -> (grade, power, critical, skill icon or None)
TOKENS: dict[str, tuple[int, int, int, str | None]] = {
    "プラント": (0, 5000, 1, "boost"),
    "支配の仮面": (0, 0, 0, None),
    "夜影兵": (1, 15000, 1, "boost"),
    "骨の兵隊": (0, 5000, 1, "boost"),
}
