import { Spinner } from "@/components/ui/spinner";

/** Shown over the page for the moment a lazily loaded modal takes to arrive after its button is pressed. */
export function ModalLoading({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50">
      <Spinner className="size-8 text-white" label={label} />
    </div>
  );
}
