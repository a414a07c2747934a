import datetime as dt

import pytest

from zxdecks.rules.cards import CopyLimit, RegulationStatus, SharedLimit, Zone, ZoneRestriction, name_key
from zxdecks.rules.cardtext import (
    construction_rules,
    keywords_of,
    note_facts,
    regulation_status,
    subtext_names,
    text_names,
)

LR = "≪S≫ライフリカバリー（このカードがライフからプレイされ…）"


def test_a_keyword_that_opens_an_ability_is_had():
    assert keywords_of(LR) == {"ライフリカバリー"}
    assert keywords_of("≪常≫スタートカード≪常≫【有効】チャージ【効果】…") == {"スタートカード"}
    assert keywords_of("≪常≫レンジ２") == {"レンジ"}
    assert keywords_of("≪レベル能力（ウェイカー）≫ウェイカーLv３（…）") == {"レベル", "ウェイカーLv"}


def test_a_keyword_merely_mentioned_is_not_had():
    text = "≪自≫このカードが登場した時、あなたのデッキにあるライフリカバリーを持つカードを１枚選ぶ。"
    assert keywords_of(text) == frozenset()


def test_a_keyword_granted_to_other_cards_is_not_had():
    text = "≪イベント≫ゼクスを１枚選び、以下の能力を与える。“≪S≫ライフリカバリー”"
    assert "ライフリカバリー" not in keywords_of(text)


def test_subtext_adds_names_and_text_names_are_kept_apart():
    assert subtext_names("このカードのカード名は「星の歌姫ミラ」としても扱う。") == ["星の歌姫ミラ"]
    text = "≪常≫【有効】スクエア【効果】このカードのカード名は「月の歌姫ルナ」としても扱う。"
    assert text_names(text) == ["月の歌姫ルナ"]
    assert subtext_names(text.replace("≪常≫【有効】スクエア【効果】", "")) == ["月の歌姫ルナ"]


def test_it_reads_a_own_copy_limit_with_full_width_digits():
    rules = construction_rules("≪常≫デッキを構築する際、このカードはデッキに２０枚まで入れることができる。", "蟻")
    assert rules == (CopyLimit(Zone.DECK, frozenset({"蟻"}), 20, rules[0].text),)


def test_it_reads_a_same_name_dynamis_limit():
    rules = construction_rules("デュナミスを構築する際、《同名》は１枚まで入れることができる。", "竜")
    assert rules[0] == CopyLimit(Zone.DYNAMIS, frozenset({"竜"}), 1, rules[0].text)


def test_it_reads_a_shared_limit_for_two_names():
    rules = construction_rules("デュナミスを構築する際、《同名》か「弟」をデッキに１枚まで入れることができる。", "兄")
    assert rules[0] == SharedLimit(Zone.DYNAMIS, frozenset({"兄", "弟"}), 1, rules[0].text)
    rules = construction_rules("デッキを構築する際、「甲」か「乙」をデッキに１枚まで入れることができる。", "甲")
    assert isinstance(rules[0], SharedLimit)
    assert rules[0].names == {"甲", "乙"}


def test_it_reads_a_dynamis_restriction():
    text = "デュナミスを構築する際、カード名に「星」を含むカードしか入れることはできず、合計４枚までしか入れることはできない。"
    assert construction_rules(text, "x")[0] == ZoneRestriction(
        Zone.DYNAMIS, "星", 4, construction_rules(text, "x")[0].text
    )


def test_notes_give_dated_regulation_entries_in_order():
    note = (
        "2021年3月4日以降は「伝説指定」から「封神指定」に変更され、デッキに入れることができません。"
        "2020年1月2日以降は「伝説指定」され、デッキに１枚まで入れることができます。"
    )
    facts = note_facts(note)
    assert [(e.status, e.effective) for e in facts.regulation] == [
        (RegulationStatus.LEGEND, dt.date(2020, 1, 2)),
        (RegulationStatus.SEALED, dt.date(2021, 3, 4)),
    ]


def test_an_errata_lifting_a_designation_is_an_entry():
    note = "2019年5月6日にエラッタが適用され「指定解除」となりました。2018年1月1日以降は「封神指定」され、デッキに入れることができません。"
    facts = note_facts(note)
    assert [e.status for e in facts.regulation] == [RegulationStatus.SEALED, RegulationStatus.LIFTED]
    assert facts.errata_dates == (dt.date(2019, 5, 6),)
    assert regulation_status(facts.regulation, dt.date(2018, 6, 1)) is RegulationStatus.SEALED
    assert regulation_status(facts.regulation, dt.date(2019, 5, 6)) is None


def test_an_undated_current_designation_applies_at_all_dates_without_history():
    facts = note_facts("このカードは現在、「封神指定」されています。")
    assert facts.regulation[0].effective is None
    assert regulation_status(facts.regulation, dt.date(2000, 1, 1)) is RegulationStatus.SEALED


def test_an_undated_current_designation_after_a_lift_starts_after_it():
    note = (
        "このカードは現在、「封神指定」されています。"
        "2017年4月27日にエラッタが適用され「指定解除」となりました。2017年1月1日以降は「封神指定」され、…"
    )
    entries = note_facts(note).regulation
    assert entries[-1].effective == dt.date(2017, 4, 28)
    assert regulation_status(entries, dt.date(2017, 4, 27)) is None
    assert regulation_status(entries, dt.date(2020, 1, 1)) is RegulationStatus.SEALED


def test_regulation_applies_from_its_effective_day():
    note = "2022年6月23日以降は「伝説指定」され、デッキに１枚まで入れることができます。"
    entries = note_facts(note).regulation
    assert regulation_status(entries, dt.date(2022, 6, 22)) is None
    assert regulation_status(entries, dt.date(2022, 6, 23)) is RegulationStatus.LEGEND


def test_name_keys_fold_width_quotes_and_spaces():
    assert name_key("イリューダ･オロンド") == name_key("イリューダ・オロンド")
    assert name_key("邪神竜“破滅意思” リルフィ") == name_key('邪神竜"破滅意思" リルフィ')
    assert name_key("運命を彩る　プリズム") == name_key("運命を彩る プリズム")
    assert name_key("Ａ") == name_key("A")


def test_text_that_adds_several_names_keeps_all_of_them():
    text = (
        "≪常≫【有効】すべて【効果】このカードが「iDA＠おやつタイム！」の場合、"
        "このカードのカード名は「カナ」と「アラネ」と「エンジュ」としても扱う。"
    )
    assert text_names(text) == ["カナ", "アラネ", "エンジュ"]
    assert subtext_names("このカードのカード名は「甲」と「乙」としても扱う。") == ["甲", "乙"]


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("[S]ライフリカバリー≪自≫【有効】スクエア【誘発】このカードが登場する。", "ライフリカバリー"),  # P45-036
        ("［Ｓ］ヴォイドブリンガー（…）", "ヴォイドブリンガー"),
        ("≪○≫≪ゼロオプティマ≫ゼロオプティマ６≪起≫【有効】≪自分ターン１≫リソース", "ゼロオプティマ"),
        ("≪〇≫ゼロオプティマ５≪自≫【P】《プレイヤー指定：≪千歳≫》", "ゼロオプティマ"),  # B13-098
        ("≪杖≫≪ゼクステンドドライブ≫ゼクステンド・ドライブ！（…）\n≪起≫【有効】スクエア", "ゼクステンド・ドライブ！"),
        (
            "≪自≫【有効】スクエア…\n≪杖≫≪ゼクステンドドライブ≫≪起≫【有効】スクエア",
            "ゼクステンド・ドライブ！",
        ),  # G17-003
        ("≪自≫…できない。\n”≪同≫シンパシー”“≪起≫【有効】≪自分ターン１≫スクエア【効果】１枚引く。”", "シンパシー"),
    ],
)
def test_every_spelling_of_the_ability_marks_in_the_pool_is_read(text, keyword):
    assert keyword in keywords_of(text)


def test_a_sympathy_mark_inside_a_sentence_does_not_open_an_ability():
    text = "≪起≫【効果】あなたのリソースにある”≪同≫シンパシー”を持つゼクスを１枚選ぶ。"
    assert keywords_of(text) == frozenset()
