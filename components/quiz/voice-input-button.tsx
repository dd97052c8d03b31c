"use client";

import { MicIcon } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The part of the Web Speech API the quiz uses (Chrome and Safari still ship it as webkitSpeechRecognition). */
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly [index: number]: { readonly transcript: string };
}

export interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechRecognitionResultLike };
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

type SpeechWindow = Window & {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const w = window as SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const subscribeNever = () => () => {};

const ERROR_MESSAGES: Record<string, string> = {
  "not-allowed": "Microphone access is blocked. Allow it in your browser to dictate.",
  "service-not-allowed": "Microphone access is blocked. Allow it in your browser to dictate.",
  "audio-capture": "No microphone was found.",
  network: "Speech recognition needs a network connection.",
};

/**
 * Dictation into the current answer. Rendered only where the browser has speech recognition, decided
 * after hydration (the server snapshot says "unsupported"). A second click stops listening.
 */
export function VoiceInputButton({
  onTranscript,
  disabled,
}: {
  onTranscript: (text: string) => void;
  disabled?: boolean;
}) {
  const supported = useSyncExternalStore(
    subscribeNever,
    () => speechRecognition() !== undefined,
    () => false,
  );
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });

  useEffect(() => {
    const recognitions = recognitionRef;
    return () => recognitions.current?.abort();
  }, []);

  if (!supported) return null;

  function toggle() {
    if (recognitionRef.current) {
      recognitionRef.current.stop();
      return;
    }
    const Recognition = speechRecognition();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = navigator.language || "en-US";
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      let text = "";
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result.isFinal) text += result[0].transcript;
      }
      if (text.trim()) onTranscriptRef.current(text.trim());
    };
    recognition.onerror = (event) => {
      if (event.error === "aborted" || event.error === "no-speech") return;
      toast.error("Voice Input Failed", {
        description: ERROR_MESSAGES[event.error] ?? "Please try again or type your answer.",
      });
    };
    recognition.onend = () => {
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setListening(false);
    };
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setListening(true);
    } catch (error) {
      recognitionRef.current = null;
      console.error("[quiz] speech recognition did not start:", error);
    }
  }

  return (
    <Button
      type="button"
      variant={listening ? "secondary" : "outline"}
      size="sm"
      onClick={toggle}
      disabled={disabled}
      aria-pressed={listening}
    >
      <MicIcon aria-hidden className={cn(listening && "animate-pulse text-destructive")} />
      {listening ? (
        <>
          Listening…<span className="sr-only">, click to stop</span>
        </>
      ) : (
        "Voice input"
      )}
    </Button>
  );
}
