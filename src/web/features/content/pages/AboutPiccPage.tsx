import { ArticlesView } from '../components/ArticlesView';

export default function AboutPiccPage() {
  return <ArticlesView title="关于我们" category="about" galleryTitle="公司图片" />;
}
