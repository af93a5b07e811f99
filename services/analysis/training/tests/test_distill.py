"""Distillation end to end on tiny data: a tiny teacher is trained and exported, the transfer set is
labelled (and reused on resume), the CNN trains and exports in the layout src/serving/text-cnn.ts reads."""

import json

import numpy as np
import torch

from sentilog_training import distill
from sentilog_training.export import read_exported
from sentilog_training.student import WordPieceCnn
from sentilog_training.tokenizer import wordpiece_tokenizer
from sentilog_training.trainer import parse_args, run
from sentilog_training.transfer import augmentations


def teacher(tmp_path):
    out = tmp_path / "teacher"
    run(parse_args(["sentiment", "emotion", "--encoder", "tiny", "--batch-size", "2", "--max-tokens", "32",
                    "--max-steps", "2", "--device", "cpu", "--run-dir", str(tmp_path / "teacher-run"),
                    "--out", str(out)]))
    return out


def test_distils_a_teacher_into_the_cnn(datasets, tmp_path, capsys):
    args = ["--teacher", str(teacher(tmp_path)), "--news-sentences", "20", "--augmented", "10", "--dim", "8",
            "--widths", "1,2,3", "--filters", "4", "--embedding-init", "pooled", "--epochs", "2", "--batch-size", "4", "--run-dir", str(tmp_path / "run"),
            "--out", str(tmp_path / "fast")]
    best = distill.run(distill.parse_args(args))
    printed = capsys.readouterr().out
    assert "labelled" in printed and "epoch 2/2" in printed
    assert set(best["metrics"]) == {"sst2_acc", "sst5_3class_acc", "goemotions_group_macro_f1",
                                    "ekman_single_label_macro_f1"}
    manifest, tensors = read_exported(tmp_path / "fast")
    assert manifest["format"] == "sentilog-wordpiece-cnn/1"
    assert manifest["labels"][:3] == ["sentiment:NEGATIVE", "sentiment:NEUTRAL", "sentiment:POSITIVE"]
    assert list(tensors["conv2_kernel"].shape) == [3 * 8, 4]
    assert list(tensors["dense_kernel"].shape) == [12, 10]

    # A second run finds every label chunk on disk and labels nothing again.
    distill.run(distill.parse_args([*args, "--resume"]))
    assert "labelled" not in capsys.readouterr().out


def test_pooled_token_table_is_the_teacher_reading_each_piece_alone(datasets, tmp_path):
    directory = teacher(tmp_path)
    model, manifest = distill.load_teacher(directory)
    tokenizer = wordpiece_tokenizer(directory / "vocab.txt", 32)
    table = distill.pooled_token_table(model, tokenizer, manifest["config"]["vocabSize"], batch_size=7)
    assert list(table.shape) == [manifest["config"]["vocabSize"], 32]
    torch.testing.assert_close(distill.initial_token_table(model, tokenizer, manifest["config"]["vocabSize"],
                                                           "pooled"), table)
    # --embedding-init input: the teacher's input word embeddings, as exported.
    exported = read_exported(directory)[1]["embeddings.word_embeddings.weight"]
    torch.testing.assert_close(distill.initial_token_table(model, tokenizer, manifest["config"]["vocabSize"],
                                                           "input"), exported)
    piece = tokenizer.token_to_id("good")
    ids = torch.tensor([[tokenizer.token_to_id("[CLS]"), piece, tokenizer.token_to_id("[SEP]")]])
    with torch.no_grad():
        torch.testing.assert_close(table[piece], model.pool(ids, torch.ones_like(ids))[0])
    assert not torch.allclose(table[piece], table[tokenizer.token_to_id("bad")])


def test_windows_past_the_end_do_not_change_the_maximum():
    torch.manual_seed(0)
    cnn = WordPieceCnn(50, 6, [1, 2, 3], 5, {"sentiment": 3}).eval()
    short = torch.tensor([[2, 7, 9, 3]])
    padded = torch.tensor([[2, 7, 9, 3, 0, 0, 0, 0]])
    with torch.no_grad():
        alone = cnn(short, torch.ones_like(short))["sentiment"]
        in_batch = cnn(padded, (padded != 0).long())["sentiment"]
    torch.testing.assert_close(alone, in_batch)


def test_exported_layout_reproduces_the_convolution():
    torch.manual_seed(1)
    cnn = WordPieceCnn(30, 4, [2], 3, {"sentiment": 3}).eval()
    exported = cnn.exported_tensors()
    x = cnn.embedding.weight[torch.tensor([5, 6, 7])].detach()
    window = torch.cat([x[0], x[1]])  # the first window, row-major as text-cnn.ts unfolds it
    expected = cnn.convs[0](x.T.unsqueeze(0))[0, :, 0]
    np.testing.assert_allclose((window @ exported["conv0_kernel"] + exported["conv0_bias"]).detach().numpy(),
                               expected.detach().numpy(), atol=1e-6)


def test_augmentations_are_deterministic_and_shorter():
    texts = ["one two three four five six seven", "a b c d e f g h i j"]
    first = augmentations(texts, 20, seed=3)
    assert first == augmentations(texts, 20, seed=3)
    assert all(len(t.split()) <= 10 for t in first) and len(first) >= 15
    assert json.dumps(first) != json.dumps(augmentations(texts, 20, seed=4))
